// Per-IP rate limits as GoTrue applies them (a token bucket per limit and client holding `limit`
// requests, refilled at `limit` per five minutes), and failures counted per account, so guessing
// a password or a mailed code is refused however many addresses the guesses come from.
import type { RateLimits } from '../../config.ts';
import { TokenBuckets } from '../../rate-limit.ts';
import { tooManyRequests } from './errors.ts';

export type RateLimitName = keyof RateLimits;

export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;

/** How many failed guesses an account takes within a window before further tries are refused. */
export interface FailureLimit {
  attempts: number;
  windowSeconds: number;
}

/** What is being guessed: a password, or a code mailed for recovery, sign-in or reauthentication. */
export type GuessKind = 'password' | 'code';

const overRequestRateLimit = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

export class RateLimiter {
  private readonly buckets: TokenBuckets;
  private readonly windowMs: number;

  constructor(
    private readonly limits: RateLimits,
    private readonly failures: FailureLimit,
    opts: { now?: () => number; windowMs?: number } = {},
  ) {
    this.buckets = new TokenBuckets(opts.now);
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

  private failureKey(kind: GuessKind, account: string): string {
    return `failures:${kind}\u0000${account.toLowerCase()}`;
  }

  /**
   * Refuses a guess at an account that has used up its failures (the right answer too: otherwise
   * the guessing simply goes on). Unknown accounts count the same, so the answer reveals nothing.
   */
  assertMayGuess(kind: GuessKind, account: string): void {
    const { attempts, windowSeconds } = this.failures;
    if (!this.buckets.has(this.failureKey(kind, account), attempts, windowSeconds * 1000))
      throw overRequestRateLimit();
  }

  failedGuess(kind: GuessKind, account: string): void {
    const { attempts, windowSeconds } = this.failures;
    this.buckets.take(this.failureKey(kind, account), attempts, windowSeconds * 1000);
  }

  /** A right guess clears the account's failures. */
  rightGuess(kind: GuessKind, account: string): void {
    this.buckets.reset(this.failureKey(kind, account));
  }
}
