// pg_cron's five-field schedules (minute hour day-of-month month day-of-week, GMT) read for the
// operations view: when a job runs next, and the schedule in words for the common shapes. Covers
// what the migrations schedule (numbers, `*`, ranges, lists, steps); anything else (names, `$`,
// `@daily`, seconds) answers null and the page shows the schedule as written.

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
] as const;

function parseField(text: string, min: number, max: number): Set<number> | null {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) return null;
    const step = m[4] ? Number(m[4]) : 1;
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] ? Number(m[3]) : m[4] ? max : from;
    if (step < 1 || from < min || to > max || from > to) return null;
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

/** The next minute (UTC) strictly after `after` at which `schedule` is due, or null if not read. */
export function nextRun(schedule: string, after: Date): Date | null {
  const parts = schedule.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const sets = parts.map((p, i) => parseField(p, FIELDS[i]!.min, FIELDS[i]!.max));
  if (sets.some((s) => s === null)) return null;
  const [minutes, hours, days, months, weekdays] = sets as Set<number>[];
  if (weekdays!.has(7)) weekdays!.add(0);
  // Vixie cron: when both day fields are restricted, either one matching is enough.
  const domStar = parts[2] === '*';
  const dowStar = parts[4] === '*';
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  // At most four years of minutes, walked by skipping whole hours and days that cannot match.
  const limit = after.getTime() + 4 * 366 * 86_400_000;
  while (t.getTime() <= limit) {
    const dom = days!.has(t.getUTCDate());
    const dow = weekdays!.has(t.getUTCDay());
    const dayOk = domStar || dowStar ? dom && dow : dom || dow;
    if (!months!.has(t.getUTCMonth() + 1) || !dayOk) {
      t.setUTCHours(0, 0, 0, 0);
      t.setUTCDate(t.getUTCDate() + 1);
      continue;
    }
    if (!hours!.has(t.getUTCHours())) {
      t.setUTCMinutes(0, 0, 0);
      t.setUTCHours(t.getUTCHours() + 1);
      continue;
    }
    if (minutes!.has(t.getUTCMinutes())) return t;
    t.setUTCMinutes(t.getUTCMinutes() + 1);
  }
  return null;
}

/** The schedule in words for the shapes the jobs use, else the schedule itself. */
export function describeSchedule(schedule: string): string {
  const s = schedule.trim().replace(/\s+/g, ' ');
  if (s === '* * * * *') return 'Every minute';
  const every = /^\*\/(\d+) \* \* \* \*$/.exec(s);
  if (every) return `Every ${every[1]} minutes`;
  const daily = /^(\d+) (\d+) \* \* \*$/.exec(s);
  if (daily) return `Daily at ${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')} UTC`;
  const hourly = /^(\d+) \* \* \* \*$/.exec(s);
  if (hourly) return `Hourly at minute ${hourly[1]}`;
  return s;
}
