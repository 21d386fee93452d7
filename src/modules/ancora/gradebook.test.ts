import { describe, expect, it } from 'vitest';
import { accommodationSchema, ACCOMMODATION_RULES, completionPercent, formatSpent } from './gradebook';

describe('formatSpent', () => {
  it.each([
    [0, '—'],
    [20, 'under 1 min'],
    [90, '2 min'],
    [59 * 60, '59 min'],
    [3600 + 5 * 60, '1 h 05 min'],
    [10 * 3600, '10 h 00 min'],
  ])('%i s → %s', (seconds, words) => expect(formatSpent(seconds)).toBe(words));
});

describe('completionPercent', () => {
  it('rounds, caps at 100 and is 0 without lessons', () => {
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(5, 4)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });
});

describe('accommodationSchema', () => {
  const parse = (v: Partial<Record<string, unknown>>) =>
    accommodationSchema.safeParse({ max_attempts: NaN, time_limit_minutes: NaN, reason: '', ...v });
  it('accepts empty fields (the quiz’s own) and whole numbers in range', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ max_attempts: 5, time_limit_minutes: 40 }).success).toBe(true);
  });
  it.each([
    [{ max_attempts: 0 }, ACCOMMODATION_RULES.attempts],
    [{ max_attempts: 2.5 }, ACCOMMODATION_RULES.attempts],
    [{ time_limit_minutes: 1441 }, ACCOMMODATION_RULES.time],
    [{ reason: 'x'.repeat(501) }, ACCOMMODATION_RULES.reason],
  ])('refuses %o in the database’s words', (v, message) => {
    const result = parse(v);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});
