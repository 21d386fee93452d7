// Per-IP rate limits as GoTrue applies them (a token bucket per limit and client holding `limit`
// requests, refilled at `limit` per five minutes), and failed guesses:
//   * passwords count per account AND client: the client that used up its failures at an account
//     is refused there (429) until they refill, and once an account has had that many failures from
//     anyone, every password tried at it waits a little longer (doubling, capped), so guessing from
//     many addresses is slowed while the owner, from a clean client, still signs in with the right
//     password. A stranger can no longer lock the owner out;
//   * mailed and TOTP codes count per account (per factor): six digits are few enough that a
//     spread-out guesser must be stopped, and a refused code leaves the password way in open.
import type { RateLimits } from '../../config.ts';
import { TokenBuckets } from '../../rate-limit.ts';
import { tooManyRequests } from './errors.ts';

export type RateLimitName = keyof RateLimits;

export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;

/** How many failed guesses an account takes within a window before further tries are refused. */
export interface FailureLimit {
  attempts: number;
  windowSeconds: number;
  /** The longest wait before a password guess at an account many clients have failed at. */
  maxDelayMs?: number;
}

const DEFAULT_MAX_DELAY_MS = 4000;
/** The first wait once an account has had `attempts` failures; each further failure doubles it. */
const FIRST_DELAY_MS = 250;

/** What is being guessed: a password, or a code mailed for recovery, sign-in or reauthentication. */
export type GuessKind = 'password' | 'code';

const overRequestRateLimit = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

/**
 * GoTrue's per-user mail frequency (`[auth.email] max_frequency`): a mail of a kind at most once per
 * interval after the last one sent at `sentAtMs`, refused with the wait in whole seconds, as
 * GoTrue words it. A wait that comes to 0 seconds is no wait: the request goes through rather than
 * being told to come back "after 0 seconds" (with the local 1 s interval, every refusal said so).
 */
export function assertMailWait(sentAtMs: number, maxFrequencyMs: number, now: number): void {
  const seconds = Math.floor((sentAtMs + maxFrequencyMs - now) / 1000);
  if (seconds >= 1) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    );
  }
}

export class RateLimiter {
  private readonly buckets: TokenBuckets;
  private readonly windowMs: number;
  private readonly now: () => number;
  /** Password failures at each account from any client: how many, and the last one's time. */
  private readonly accountFailures = new Map<string, { count: number; at: number }>();
  private readonly lastMail = new Map<string, number>();

  constructor(
    private readonly limits: RateLimits,
    private readonly failures: FailureLimit,
    opts: { now?: () => number; windowMs?: number } = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.buckets = new TokenBuckets(this.now);
    this.windowMs = opts.windowMs ?? RATE_LIMIT_WINDOW_MS;
  }

  /** Takes one request from the caller's bucket; false when it is empty. */
  take(name: RateLimitName, key: string): boolean {
    return this.buckets.take(`${name}\u0000${key}`, this.limits[name], this.windowMs);
  }

  /** Throws GoTrue's 429 when the caller is over the limit. */
  enforce(name: RateLimitName, key: string): void {
    if (!this.take(name, key)) throw overRequestRateLimit();
  }

  /**
   * A mail of a kind to an address at most once per `maxFrequencyMs`, whether or not an account
   * has that address: GoTrue keeps the time on the user row, so a second request within the
   * window answers 429 for a registered address and 200 for an unknown one, which tells them apart.
   */
  assertMailFrequency(kind: string, address: string, maxFrequencyMs: number): void {
    const key = `mail:${kind}\u0000${address.toLowerCase()}`;
    const last = this.lastMail.get(key);
    const now = this.now();
    if (last !== undefined) assertMailWait(last, maxFrequencyMs, now);
    this.lastMail.set(key, now);
    if (this.lastMail.size > 10_000) {
      for (const [k, at] of this.lastMail) if (now - at >= maxFrequencyMs) this.lastMail.delete(k);
    }
  }

  /** Passwords: per account and client; codes: per account. */
  private failureKey(kind: GuessKind, account: string, client?: string): string {
    const who = kind === 'password' ? `\u0000${client ?? ''}` : '';
    return `failures:${kind}\u0000${account.toLowerCase()}${who}`;
  }

  /**
   * Refuses a guess from a client that has used up its failures (the right answer too: otherwise
   * the guessing simply goes on). Unknown accounts count the same, so the answer reveals nothing.
   */
  assertMayGuess(kind: GuessKind, account: string, client?: string): void {
    const { attempts, windowSeconds } = this.failures;
    if (!this.buckets.has(this.failureKey(kind, account, client), attempts, windowSeconds * 1000))
      throw overRequestRateLimit();
  }

  /** How long a password guess at this account waits: nothing until it has had `attempts` failures. */
  guessDelayMs(account: string): number {
    const { attempts, windowSeconds, maxDelayMs = DEFAULT_MAX_DELAY_MS } = this.failures;
    const f = this.accountFailures.get(account.toLowerCase());
    if (!f || this.now() - f.at > windowSeconds * 1000 || f.count < attempts) return 0;
    return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(f.count - attempts, 20));
  }

  failedGuess(kind: GuessKind, account: string, client?: string): void {
    const { attempts, windowSeconds } = this.failures;
    this.buckets.take(this.failureKey(kind, account, client), attempts, windowSeconds * 1000);
    if (kind !== 'password') return;
    const key = account.toLowerCase();
    const f = this.accountFailures.get(key);
    const fresh = !f || this.now() - f.at > windowSeconds * 1000;
    this.accountFailures.set(key, { count: fresh ? 1 : f.count + 1, at: this.now() });
    if (this.accountFailures.size > 10_000) {
      for (const [k, v] of this.accountFailures)
        if (this.now() - v.at > windowSeconds * 1000) this.accountFailures.delete(k);
    }
  }

  /** A right guess clears the client's failures (and, for a password, the account's slowdown). */
  rightGuess(kind: GuessKind, account: string, client?: string): void {
    this.buckets.reset(this.failureKey(kind, account, client));
    if (kind === 'password') this.accountFailures.delete(account.toLowerCase());
  }
}
