// What the consultant area computes from the consultant's own consultations (spec-2 §2, §4):
// the Upcoming and Past tabs, the earnings, the calendar days and the monthly ledger. Pure.
import { formatMoney } from '@/lib/format';
import { format, isSameDay, startOfMonth } from 'date-fns';
import type { BadgeTone } from '@/components/ui/badge';

export type ConsultationStatus = 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'no_show';

export interface ConsultationLike {
  id: string;
  title: string;
  status: string;
  start_time: string;
  end_time?: string | null;
  price?: number | null;
  consultant_payout: number | null;
  completed_at?: string | null;
}

export const STATUS_LABELS: Record<ConsultationStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};

export const STATUS_TONES: Record<ConsultationStatus, BadgeTone> = {
  scheduled: 'info',
  in_progress: 'brand',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'warning',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ConsultationStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status as ConsultationStatus] ?? 'neutral';
}

const PAST = new Set(['completed', 'cancelled', 'no_show']);
const time = (c: ConsultationLike) => new Date(c.start_time).getTime();

/** Upcoming: scheduled and starting in the future, soonest first. */
export function upcomingConsultations<T extends ConsultationLike>(rows: readonly T[], now = new Date()): T[] {
  return rows
    .filter((c) => c.status === 'scheduled' && time(c) > now.getTime())
    .sort((a, b) => time(a) - time(b));
}

/** Past: completed, cancelled or no-show, newest first. */
export function pastConsultations<T extends ConsultationLike>(rows: readonly T[]): T[] {
  return rows.filter((c) => PAST.has(c.status)).sort((a, b) => time(b) - time(a));
}

const cents = (n: number | null | undefined) => Math.round(Number(n ?? 0) * 100);

/** Sum of consultant_payout over completed consultations, in whole cents (exact). */
export function completedEarningsCents(rows: readonly ConsultationLike[]): number {
  return rows.filter((c) => c.status === 'completed').reduce((sum, c) => sum + cents(c.consultant_payout), 0);
}

/** "$1,234.50": always two decimals. */
export function formatMoneyCents(amountCents: number): string {
  return formatMoney(amountCents / 100);
}

/** spec-2 §2: 'MMM d, yyyy at h:mm a', in the viewer's time zone. */
export function formatConsultationDate(iso: string): string {
  return format(new Date(iso), "MMM d, yyyy 'at' h:mm a");
}

export function consultationsOnDay<T extends ConsultationLike>(rows: readonly T[], day: Date): T[] {
  return rows.filter((c) => isSameDay(new Date(c.start_time), day)).sort((a, b) => time(a) - time(b));
}

export interface LedgerEntry<T> {
  row: T;
  payoutCents: number;
  priceCents: number;
}

export interface LedgerMonth<T> {
  /** yyyy-MM */
  key: string;
  label: string;
  entries: LedgerEntry<T>[];
  completedCents: number;
  noShowCents: number;
  totalCents: number;
}

/**
 * Everything that paid out (completed and no-show consultations carry consultant_payout), grouped
 * by the month the consultation took place, newest month first, entries newest first.
 */
export function earningsLedger<T extends ConsultationLike>(rows: readonly T[]): LedgerMonth<T>[] {
  const months = new Map<string, LedgerMonth<T>>();
  const paid = rows
    .filter((c) => (c.status === 'completed' || c.status === 'no_show') && c.consultant_payout !== null)
    .sort((a, b) => time(b) - time(a));
  for (const row of paid) {
    const start = startOfMonth(new Date(row.start_time));
    const key = format(start, 'yyyy-MM');
    let month = months.get(key);
    if (!month) {
      month = {
        key,
        label: format(start, 'MMMM yyyy'),
        entries: [],
        completedCents: 0,
        noShowCents: 0,
        totalCents: 0,
      };
      months.set(key, month);
    }
    const payoutCents = cents(row.consultant_payout);
    month.entries.push({ row, payoutCents, priceCents: cents(row.price) });
    if (row.status === 'completed') month.completedCents += payoutCents;
    else month.noShowCents += payoutCents;
    month.totalCents += payoutCents;
  }
  return [...months.values()];
}
