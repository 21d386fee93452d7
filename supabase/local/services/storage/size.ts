// Byte sizes as the two places that write them: supabase/config.toml (the CLI reads "50MiB" with
// binary units, and treats KB/MB/GB as binary too) and the bucket API (hosted: decimal units).
import { ERRORS } from './errors.ts';

const BINARY: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

/** A config.toml size such as "50MiB", "5MB" or 1048576; null when unreadable. */
export function parseConfigSize(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  if (typeof value !== 'string') return null;
  const m = value.trim().match(/^(\d+(?:\.\d+)?)\s*([a-z]*)$/i);
  const unit = m ? BINARY[m[2]!.toLowerCase()] : undefined;
  return m && unit !== undefined ? Math.floor(Number(m[1]) * unit) : null;
}

/** A bucket's file_size_limit as the API takes it: bytes, or "20GB" / "20MB" / "30KB" / "3B". */
export function parseBucketFileSize(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw ERRORS.invalidFileSizeLimit();
    return value;
  }
  const m = value.match(/^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i);
  if (!m) throw ERRORS.invalidFileSizeLimit();
  const n = Number(Number.parseFloat(m[1]!).toPrecision(3));
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[m[2]!.toLowerCase() as 'gb' | 'mb' | 'kb' | 'b'];
  return Math.round(n * unit);
}

/** The limit an upload into a bucket must respect: the bucket's own, never above the global cap. */
export function effectiveSizeLimit(
  bucketLimit: number | string | null | undefined,
  globalLimit: number,
): number {
  const own = bucketLimit === null || bucketLimit === undefined ? null : Number(bucketLimit);
  return own !== null && Number.isFinite(own) && own > 0 ? Math.min(own, globalLimit) : globalLimit;
}
