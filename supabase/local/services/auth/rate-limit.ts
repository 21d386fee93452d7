// Per-IP rate limits as GoTrue applies them: a token bucket per (limit, client IP) holding
// `limit` requests that refills at `limit` per five minutes, so bursts up to the limit pass.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { RateLimits } from '../../config.ts';
import { tooManyRequests } from './errors.ts';

export type RateLimitName = keyof RateLimits;

export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;
const MAX_TRACKED_KEYS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private readonly windowMs: number;

  constructor(
    private readonly limits: RateLimits,
    opts: { now?: () => number; windowMs?: number } = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.windowMs = opts.windowMs ?? RATE_LIMIT_WINDOW_MS;
  }

  /** Takes one request from the caller's bucket; false when it is empty. */
  take(name: RateLimitName, key: string): boolean {
    const capacity = this.limits[name];
    if (capacity <= 0) return false;
    const now = this.now();
    const id = `${name}\u0000${key}`;
    const bucket = this.buckets.get(id) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * capacity) / this.windowMs);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(id, bucket);
    if (this.buckets.size > MAX_TRACKED_KEYS) this.prune();
    return allowed;
  }

  /** Throws GoTrue's 429 when the caller is over the limit. */
  enforce(name: RateLimitName, key: string): void {
    if (!this.take(name, key)) throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }

  /** Drops buckets that have refilled completely: forgetting them changes nothing. */
  private prune(): void {
    const now = this.now();
    for (const [id, b] of this.buckets) {
      if (now - b.at >= this.windowMs) this.buckets.delete(id);
    }
  }
}

/** First X-Forwarded-For entry, else the socket's address (absent under app.request()). */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
