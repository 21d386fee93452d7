import { describe, expect, it } from 'vitest';
import { describeSchedule, nextRun } from './cron-schedule';

const at = (iso: string) => new Date(iso);
const next = (schedule: string, after: string) => nextRun(schedule, at(after))?.toISOString() ?? null;

describe('nextRun', () => {
  it('finds the next minute of every-minute and stepped schedules', () => {
    expect(next('* * * * *', '2026-11-29T03:17:42Z')).toBe('2026-11-29T03:18:00.000Z');
    expect(next('*/15 * * * *', '2026-11-29T03:17:42Z')).toBe('2026-11-29T03:30:00.000Z');
    expect(next('*/15 * * * *', '2026-11-29T03:45:00Z')).toBe('2026-11-29T04:00:00.000Z');
  });

  it('rolls over hours, days, months and years', () => {
    expect(next('30 6 * * *', '2026-11-29T07:00:00Z')).toBe('2026-11-30T06:30:00.000Z');
    expect(next('0 0 1 * *', '2026-12-15T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('5-10/5 2,4 * 3 *', '2026-11-29T00:00:00Z')).toBe('2027-03-01T02:05:00.000Z');
  });

  it('matches either day field when both are restricted, as Vixie cron does', () => {
    // 2026-11-29 is a Sunday: the 1st of the month or a Monday, whichever comes first.
    expect(next('0 9 1 * 1', '2026-11-29T10:00:00Z')).toBe('2026-11-30T09:00:00.000Z');
    expect(next('0 9 * * 7', '2026-11-29T10:00:00Z')).toBe('2026-12-06T09:00:00.000Z');
  });

  it('answers null for what it does not read', () => {
    expect(next('@daily', '2026-11-29T00:00:00Z')).toBeNull();
    expect(next('30 seconds', '2026-11-29T00:00:00Z')).toBeNull();
    expect(next('61 * * * *', '2026-11-29T00:00:00Z')).toBeNull();
    expect(next('0 0 31 2 *', '2026-11-29T00:00:00Z')).toBeNull();
  });
});

describe('describeSchedule', () => {
  it('puts the common shapes in words', () => {
    expect(describeSchedule('* * * * *')).toBe('Every minute');
    expect(describeSchedule('*/15 * * * *')).toBe('Every 15 minutes');
    expect(describeSchedule('0 6 * * *')).toBe('Daily at 06:00 UTC');
    expect(describeSchedule('0 6 * * 1')).toBe('0 6 * * 1');
  });
});
