// Aggregations for the admin Analytics tab: weekly buckets and the approval rate. Pure.
import { formatDate } from '@/lib/format';

export const ANALYTICS_WEEKS = 12;

/** Monday 00:00 UTC of the week containing `date`. */
export function weekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const offset = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - offset);
  return d;
}

/** The first day of the oldest week shown, as an ISO string for the query. */
export function analyticsSince(now: Date = new Date(), weeks = ANALYTICS_WEEKS): string {
  const start = weekStart(now);
  start.setUTCDate(start.getUTCDate() - 7 * (weeks - 1));
  return start.toISOString();
}

export interface WeekCount {
  /** ISO date of the week's Monday, e.g. 2026-11-16. */
  week: string;
  /** Short label for the axis, e.g. "Nov 16". */
  label: string;
  count: number;
}

/** Counts timestamps per week for the last `weeks` weeks (oldest first, empty weeks as 0). */
export function countByWeek(
  timestamps: readonly string[],
  now: Date = new Date(),
  weeks = ANALYTICS_WEEKS,
): WeekCount[] {
  const first = new Date(analyticsSince(now, weeks));
  const buckets: WeekCount[] = [];
  for (let i = 0; i < weeks; i++) {
    const d = new Date(first);
    d.setUTCDate(first.getUTCDate() + 7 * i);
    buckets.push({
      week: d.toISOString().slice(0, 10),
      label: formatDate(d, { withoutYear: true, timeZone: 'UTC' }),
      count: 0,
    });
  }
  const index = new Map(buckets.map((b, i) => [b.week, i]));
  for (const ts of timestamps) {
    const t = new Date(ts);
    if (Number.isNaN(t.getTime())) continue;
    const i = index.get(weekStart(t).toISOString().slice(0, 10));
    if (i !== undefined) buckets[i]!.count += 1;
  }
  return buckets;
}

export interface ApprovalRate {
  approved: number;
  rejected: number;
  pending: number;
  /** Approved out of decided, as a whole percent; null when nothing was decided yet. */
  rate: number | null;
}

export function approvalRate(counts: { approved: number; rejected: number; pending: number }): ApprovalRate {
  const { approved, rejected, pending } = counts;
  const decided = approved + rejected;
  return { approved, rejected, pending, rate: decided ? Math.round((approved / decided) * 100) : null };
}
