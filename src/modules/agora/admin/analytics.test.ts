import { describe, expect, it } from 'vitest';
import { analyticsSince, approvalRate, countByWeek, weekStart } from './analytics';

describe('weeks', () => {
  it('weeks start on Monday (UTC)', () => {
    expect(weekStart(new Date('2026-11-22T23:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(analyticsSince(new Date('2026-11-22T12:00:00Z'), 2)).toBe('2026-11-09T00:00:00.000Z');
  });

  it('counts per week, oldest first, with empty weeks and out-of-range dates ignored', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const result = countByWeek(
      ['2026-11-17T08:00:00Z', '2026-11-22T08:00:00Z', '2026-11-03T00:00:00Z', '2025-01-01T00:00:00Z', 'bad'],
      now,
      3,
    );
    expect(result.map((w) => [w.week, w.count])).toEqual([
      ['2026-11-02', 1],
      ['2026-11-09', 0],
      ['2026-11-16', 2],
    ]);
    expect(result[2]!.label).toBe('Nov 16');
  });
});

describe('approvalRate', () => {
  it('approved out of decided, whole percent; null when nothing is decided', () => {
    expect(approvalRate({ approved: 2, rejected: 1, pending: 1 })).toEqual({
      approved: 2,
      rejected: 1,
      pending: 1,
      rate: 67,
    });
    expect(approvalRate({ approved: 0, rejected: 0, pending: 3 }).rate).toBeNull();
  });
});
