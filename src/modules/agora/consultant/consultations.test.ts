import { describe, expect, it } from 'vitest';
import {
  completedEarningsCents,
  earningsLedger,
  formatConsultationDate,
  formatMoneyCents,
  pastConsultations,
  statusLabel,
  upcomingConsultations,
  type ConsultationLike,
} from './consultations';

const now = new Date('2026-11-22T12:00:00Z');
const row = (id: string, status: string, start: string, payout: number | null = null): ConsultationLike => ({
  id,
  title: id,
  status,
  start_time: start,
  consultant_payout: payout,
});

const rows = [
  row('later', 'scheduled', '2026-11-30T10:00:00Z'),
  row('soon', 'scheduled', '2026-11-23T10:00:00Z'),
  row('overdue', 'scheduled', '2026-11-20T10:00:00Z'),
  row('running', 'in_progress', '2026-11-22T11:30:00Z'),
  row('done-old', 'completed', '2026-10-01T10:00:00Z', 127.5),
  row('done-new', 'completed', '2026-11-10T10:00:00Z', 0.1),
  row('cancelled', 'cancelled', '2026-11-05T10:00:00Z'),
  row('no-show', 'no_show', '2026-11-12T10:00:00Z', 0.2),
];

describe('consultant dashboard lists', () => {
  it('Upcoming: scheduled in the future, soonest first', () => {
    expect(upcomingConsultations(rows, now).map((c) => c.id)).toEqual(['soon', 'later']);
  });

  it('Past: completed, cancelled and no-show, newest first', () => {
    expect(pastConsultations(rows).map((c) => c.id)).toEqual([
      'no-show',
      'done-new',
      'cancelled',
      'done-old',
    ]);
  });

  it('earnings sum consultant_payout over completed ones only, exactly', () => {
    expect(completedEarningsCents(rows)).toBe(12760);
    expect(formatMoneyCents(completedEarningsCents(rows))).toBe('$127.60');
    expect(formatMoneyCents(0)).toBe('$0.00');
    expect(formatMoneyCents(123456)).toBe('$1,234.56');
  });

  it('labels statuses as the spec does', () => {
    expect(['scheduled', 'in_progress', 'completed', 'cancelled', 'no_show'].map(statusLabel)).toEqual([
      'Scheduled',
      'In Progress',
      'Completed',
      'Cancelled',
      'No Show',
    ]);
  });

  it("formats dates as 'MMM d, yyyy at h:mm a'", () => {
    expect(formatConsultationDate(new Date(2026, 0, 5, 14, 30).toISOString())).toBe('Jan 5, 2026 at 2:30 PM');
  });
});

describe('earnings ledger', () => {
  it('groups payouts by month, newest first, completed and no-show apart', () => {
    const ledger = earningsLedger(rows);
    expect(ledger.map((m) => m.key)).toEqual(['2026-11', '2026-10']);
    expect(ledger[0]).toMatchObject({
      completedCents: 10,
      noShowCents: 20,
      totalCents: 30,
      label: 'November 2026',
    });
    expect(ledger[0]?.entries.map((e) => e.row.id)).toEqual(['no-show', 'done-new']);
    expect(ledger[1]?.totalCents).toBe(12750);
  });
});
