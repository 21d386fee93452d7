import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.ts';
import { RATE_LIMIT_WINDOW_MS, RateLimiter } from './rate-limit.ts';

const limits = { email_sent: 2, token_refresh: 150, sign_in_sign_ups: 3, token_verifications: 30 };

function limiter() {
  let now = 1_000_000;
  const l = new RateLimiter(limits, { attempts: 3, windowSeconds: 900 }, { now: () => now });
  return { l, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter', () => {
  it('lets a burst up to the limit through, then refuses', () => {
    const { l } = limiter();
    expect([1, 2, 3, 4].map(() => l.take('sign_in_sign_ups', 'ip-a'))).toEqual([true, true, true, false]);
  });

  it('keeps clients and limits apart', () => {
    const { l } = limiter();
    for (let i = 0; i < 3; i++) l.take('sign_in_sign_ups', 'ip-a');
    expect(l.take('sign_in_sign_ups', 'ip-a')).toBe(false);
    expect(l.take('sign_in_sign_ups', 'ip-b')).toBe(true);
    expect(l.take('email_sent', 'ip-a')).toBe(true);
  });

  it('refills at limit per five minutes', () => {
    const { l, advance } = limiter();
    for (let i = 0; i < 3; i++) l.take('sign_in_sign_ups', 'ip-a');
    advance(RATE_LIMIT_WINDOW_MS / 3 - 1);
    expect(l.take('sign_in_sign_ups', 'ip-a')).toBe(false);
    advance(1);
    expect(l.take('sign_in_sign_ups', 'ip-a')).toBe(true);
    expect(l.take('sign_in_sign_ups', 'ip-a')).toBe(false);
    advance(RATE_LIMIT_WINDOW_MS * 10);
    // A long pause refills the bucket, but never beyond the limit.
    expect([1, 2, 3, 4].map(() => l.take('sign_in_sign_ups', 'ip-a'))).toEqual([true, true, true, false]);
  });

  it("throws GoTrue's 429 from enforce", () => {
    const { l } = limiter();
    l.enforce('email_sent', 'ip-a');
    l.enforce('email_sent', 'ip-a');
    expect(() => l.enforce('email_sent', 'ip-a')).toThrow(AuthError);
    try {
      l.enforce('email_sent', 'ip-a');
    } catch (err) {
      expect(err).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    }
  });

  it('refuses guesses at an account after its failures, wherever they come from, until they refill', () => {
    const { l, advance } = limiter();
    for (let i = 0; i < 3; i++) {
      l.assertMayGuess('password', 'Ada@example.com');
      l.failedGuess('password', 'ada@example.com');
    }
    expect(() => l.assertMayGuess('password', 'ada@example.com')).toThrow(
      expect.objectContaining({ status: 429, code: 'over_request_rate_limit' }),
    );
    // Another account and another kind of guess are not affected.
    expect(() => l.assertMayGuess('password', 'bob@example.com')).not.toThrow();
    expect(() => l.assertMayGuess('code', 'ada@example.com')).not.toThrow();
    advance(300_000);
    expect(() => l.assertMayGuess('password', 'ada@example.com')).not.toThrow();
  });

  it("clears an account's failures after a right guess", () => {
    const { l } = limiter();
    for (let i = 0; i < 2; i++) l.failedGuess('code', 'ada@example.com');
    l.rightGuess('code', 'ada@example.com');
    for (let i = 0; i < 2; i++) l.failedGuess('code', 'ada@example.com');
    expect(() => l.assertMayGuess('code', 'ada@example.com')).not.toThrow();
  });
});
