import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.ts';
import { assertMailWait, RATE_LIMIT_WINDOW_MS, RateLimiter } from './rate-limit.ts';

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

  it('refuses code guesses at an account after its failures, wherever they come from, until they refill', () => {
    const { l, advance } = limiter();
    for (let i = 0; i < 3; i++) {
      l.assertMayGuess('code', 'Ada@example.com');
      l.failedGuess('code', 'ada@example.com');
    }
    expect(() => l.assertMayGuess('code', 'ada@example.com')).toThrow(
      expect.objectContaining({ status: 429, code: 'over_request_rate_limit' }),
    );
    // Another account and another kind of guess are not affected.
    expect(() => l.assertMayGuess('code', 'bob@example.com')).not.toThrow();
    expect(() => l.assertMayGuess('password', 'ada@example.com', 'ip-a')).not.toThrow();
    advance(300_000);
    expect(() => l.assertMayGuess('code', 'ada@example.com')).not.toThrow();
  });

  it('refuses password guesses only from the client that failed, and slows everyone down after', () => {
    const { l, advance } = limiter();
    for (let i = 0; i < 3; i++) {
      l.assertMayGuess('password', 'ada@example.com', 'ip-stranger');
      l.failedGuess('password', 'Ada@example.com', 'ip-stranger');
    }
    expect(() => l.assertMayGuess('password', 'ada@example.com', 'ip-stranger')).toThrow(
      expect.objectContaining({ status: 429, code: 'over_request_rate_limit' }),
    );
    // The owner's clean client may still try, after a short wait that doubles with each failure.
    expect(() => l.assertMayGuess('password', 'ada@example.com', 'ip-owner')).not.toThrow();
    expect(l.guessDelayMs('ada@example.com')).toBe(250);
    for (let i = 0; i < 3; i++) l.failedGuess('password', 'ada@example.com', `ip-${i}`);
    expect(l.guessDelayMs('ada@example.com')).toBe(2000);
    for (let i = 0; i < 10; i++) l.failedGuess('password', 'ada@example.com', `ip-more-${i}`);
    expect(l.guessDelayMs('ada@example.com')).toBe(4000);
    expect(l.guessDelayMs('bob@example.com')).toBe(0);
    // A right password clears the slowdown; the stranger's own refusal lasts until it refills.
    l.rightGuess('password', 'ada@example.com', 'ip-owner');
    expect(l.guessDelayMs('ada@example.com')).toBe(0);
    expect(() => l.assertMayGuess('password', 'ada@example.com', 'ip-stranger')).toThrow();
    advance(900_000);
    expect(() => l.assertMayGuess('password', 'ada@example.com', 'ip-stranger')).not.toThrow();
  });

  it("clears an account's failures after a right guess", () => {
    const { l } = limiter();
    for (let i = 0; i < 2; i++) l.failedGuess('code', 'ada@example.com');
    l.rightGuess('code', 'ada@example.com');
    for (let i = 0; i < 2; i++) l.failedGuess('code', 'ada@example.com');
    expect(() => l.assertMayGuess('code', 'ada@example.com')).not.toThrow();
  });
});

describe('mail frequency', () => {
  const refusal = (fn: () => void) => {
    try {
      fn();
      return null;
    } catch (err) {
      return (err as AuthError).message;
    }
  };

  it("refuses a mail while a whole second of the interval is left, in GoTrue's words", () => {
    expect(refusal(() => assertMailWait(0, 60_000, 30_500))).toBe(
      'For security purposes, you can only request this after 29 seconds.',
    );
    expect(refusal(() => assertMailWait(0, 60_000, 58_999))).toMatch(/after 1 seconds\.$/);
  });

  it('never asks to wait 0 seconds: less than a second left lets the mail go', () => {
    expect(refusal(() => assertMailWait(0, 60_000, 59_001))).toBeNull();
    // The local default interval is one second: a second mail within it is sent.
    expect(refusal(() => assertMailWait(0, 1000, 300))).toBeNull();
  });

  it('keeps the interval per address in the limiter, known or not', () => {
    const { l, advance } = limiter();
    l.assertMailFrequency('recovery', 'ada@example.com', 60_000);
    expect(() => l.assertMailFrequency('recovery', 'ADA@example.com', 60_000)).toThrow(/after 60 seconds/);
    expect(() => l.assertMailFrequency('recovery', 'bob@example.com', 60_000)).not.toThrow();
    advance(59_500);
    expect(() => l.assertMailFrequency('recovery', 'ada@example.com', 60_000)).not.toThrow();
  });
});
