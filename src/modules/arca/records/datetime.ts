// Dates in the records' forms and lists: a datetime-local input's value, and readable times.

const pad = (n: number) => String(n).padStart(2, '0');

/** The `YYYY-MM-DDTHH:mm` a datetime-local input shows for an instant, in local time. */
export function toLocalInput(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 3, 2026, 9:05 AM". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "Mar 3, 2026". */
export function formatDay(iso: string | Date): string {
  return day.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** "Today, 9:05 AM" / "Yesterday, …" / the full date. */
export function formatWhen(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const days = Math.round(
    (new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() -
      new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()) /
      86_400_000,
  );
  if (days === 0) return `Today, ${time.format(d)}`;
  if (days === 1) return `Yesterday, ${time.format(d)}`;
  if (days === -1) return `Tomorrow, ${time.format(d)}`;
  return formatDateTime(iso);
}
