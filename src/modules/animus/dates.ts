// Selection dates arrive as `YYYY-MM-DD` (a calendar day) or as full ISO timestamps. `Date.parse`
// reads a bare date as UTC midnight, which shifts it to the previous day west of Greenwich, so bare
// dates are read as local midnight here and everything shown or exported uses the local day.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Calendar days repeat across a project's selections: each is read once (a few hundred, not 5,000).
const localMidnights = new Map<string, number>();

/** Milliseconds since the epoch; NaN when the text is not a date. */
export function parseSelectionDate(value: string): number {
  const known = localMidnights.get(value);
  if (known !== undefined) return known;
  const m = DATE_ONLY.exec(value);
  if (!m) return Date.parse(value);
  const time = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  if (localMidnights.size < 10_000) localMidnights.set(value, time);
  return time;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the local calendar day. */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local `YYYY-MM-DD` of a stored selection date; the text itself when it is not a date. */
export function selectionDay(value: string): string {
  if (DATE_ONLY.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : formatLocalDate(new Date(time));
}
