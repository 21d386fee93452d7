import { describe, expect, it } from 'vitest';
import { getErrorMessage } from './errors.ts';
import {
  CLOCK_SKEW_MS,
  HAPPENED_MESSAGES,
  happenedByNow,
  happenedByToday,
  happenedMessage,
} from './happened.ts';

describe('what happened is not ahead of now', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('allows the clock skew the database allows, and no more', () => {
    expect(CLOCK_SKEW_MS).toBe(15 * 60_000);
    expect(happenedByNow(now + 14 * 60_000, now)).toBe(true);
    expect(happenedByNow(new Date(now + 16 * 60_000), now)).toBe(false);
    expect(happenedByNow(now - 86_400_000, now)).toBe(true);
  });

  it('takes today on the grower’s calendar, not tomorrow', () => {
    const local = new Date(2026, 2, 1, 23, 30);
    expect(happenedByToday('2026-03-01', local)).toBe(true);
    expect(happenedByToday('2026-02-28', local)).toBe(true);
    expect(happenedByToday('2026-03-02', local)).toBe(false);
  });

  it('words a database refusal by one of these rules as the form does, everywhere', () => {
    const refusal = {
      code: '23514',
      message:
        'new row for relation "arca_stock_movements" violates check constraint "arca_stock_not_in_future"',
    };
    expect(happenedMessage(refusal)).toBe(HAPPENED_MESSAGES.arca_stock_not_in_future);
    expect(getErrorMessage(refusal)).toBe(HAPPENED_MESSAGES.arca_stock_not_in_future);
    expect(happenedMessage({ code: '23514', message: 'violates check constraint "other"' })).toBeUndefined();
  });
});
