// Request limits shared by the gateway (REST per client) and auth (GoTrue's per-IP limits and the
// per-account failure counts): token buckets, and who the client is.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const MAX_TRACKED_KEYS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key: each holds `capacity` requests and refills at `capacity` per window, so a
 * burst up to the capacity passes and the steady rate is capacity per window.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one request from the key's bucket; false when it is empty. */
  take(key: string, capacity: number, windowMs: number): boolean {
    if (capacity <= 0) return false;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * capacity) / windowMs);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > MAX_TRACKED_KEYS) this.prune(windowMs);
    return allowed;
  }

  /** Whether the key's bucket would let a request through now, without taking one. */
  has(key: string, capacity: number, windowMs: number): boolean {
    const bucket = this.buckets.get(key);
    if (!bucket) return capacity > 0;
    return Math.min(capacity, bucket.tokens + ((this.now() - bucket.at) * capacity) / windowMs) >= 1;
  }

  /** Forgets a key (its bucket is full again). */
  reset(key: string): void {
    this.buckets.delete(key);
  }

  /** Seconds until the key's bucket holds a request again. */
  retryAfterSeconds(key: string, capacity: number, windowMs: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket || capacity <= 0) return Math.ceil(windowMs / 1000);
    const missing = Math.max(0, 1 - bucket.tokens);
    return Math.max(1, Math.ceil((missing * windowMs) / capacity / 1000));
  }

  /** Drops buckets that have refilled completely: forgetting them changes nothing. */
  private prune(windowMs: number): void {
    const now = this.now();
    for (const [key, b] of this.buckets) if (now - b.at >= windowMs) this.buckets.delete(key);
  }
}

/** The peer address of the request's socket (absent under app.request() without bindings). */
function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * Who the client is. The socket's peer, unless that peer is a configured proxy: then the
 * X-Forwarded-For chain is read from the right, skipping trusted proxies, and the first address a
 * trusted proxy did not add is the client. A client's own X-Forwarded-For is never believed.
 */
export function clientIp(c: Context, trustedProxies: readonly string[]): string {
  const peer = socketAddress(c);
  if (peer === null) return 'unknown';
  const trusted = new Set(trustedProxies.map(normalise));
  let client = normalise(peer);
  if (!trusted.has(client)) return client;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(normalise);
  for (let i = chain.length - 1; i >= 0; i--) {
    client = chain[i]!;
    if (!trusted.has(client)) return client;
  }
  return client;
}
