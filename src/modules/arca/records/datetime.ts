// Dates in the records' forms and lists, on the shared formatters: a datetime-local input's value,
// and "Today, 9:05 AM" where a list reads better with a word than a date.
import { formatDateTime, formatIsoDate, formatTime } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/** The `YYYY-MM-DDTHH:mm` a datetime-local input shows for an instant, in local time. */
export function toLocalInput(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return `${formatIsoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "Today, 9:05 AM" / "Yesterday, …" / "Tomorrow, …" / else the full date and time. */
export function formatWhen(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const days = Math.round(
    (new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() -
      new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()) /
      86_400_000,
  );
  if (days === 0) return `Today, ${formatTime(d)}`;
  if (days === 1) return `Yesterday, ${formatTime(d)}`;
  if (days === -1) return `Tomorrow, ${formatTime(d)}`;
  return formatDateTime(d);
}
