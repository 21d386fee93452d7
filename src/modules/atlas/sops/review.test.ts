import { describe, expect, it } from 'vitest';
import { reviewLabel, reviewState } from './review';

const today = new Date(2026, 10, 23, 15, 0);

describe('reviewState', () => {
  it('is due soon within 30 days, overdue after the date', () => {
    expect(reviewState('2026-12-23', today)).toEqual({ state: 'due_soon', days: 30 });
    expect(reviewState('2026-12-24', today)).toEqual({ state: 'ok', days: 31 });
    expect(reviewState('2026-11-23', today)).toEqual({ state: 'due_soon', days: 0 });
    expect(reviewState('2026-11-22', today)).toEqual({ state: 'overdue', days: -1 });
  });

  it('says it in words', () => {
    expect(reviewLabel(reviewState('2026-11-22', today))).toBe('Review overdue by 1 day');
    expect(reviewLabel(reviewState('2026-11-13', today))).toBe('Review overdue by 10 days');
    expect(reviewLabel(reviewState('2026-11-23', today))).toBe('Review due today');
    expect(reviewLabel(reviewState('2026-11-24', today))).toBe('Review due tomorrow');
    expect(reviewLabel(reviewState('2026-12-13', today))).toBe('Review due in 20 days');
    expect(reviewLabel(reviewState('2027-09-24', today))).toBe('Review in 305 days');
  });
});
