import { formatDistance } from 'date-fns';

/** "5 minutes ago"; a timestamp slightly ahead of this clock still reads as "less than a minute ago". */
export function relativeTime(timestamp: string | Date, now: Date = new Date()): string {
  const date = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  if (Number.isNaN(date.getTime())) return '';
  const safe = date.getTime() > now.getTime() ? now : date;
  return formatDistance(safe, now, { addSuffix: true });
}

/** The bell's count: nothing at zero, the number up to 99, then "99+". */
export function unreadBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
