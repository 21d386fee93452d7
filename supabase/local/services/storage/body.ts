// Reads a request body into memory with a byte cap (the global cap is 50 MiB by default).
import { ERRORS } from './errors.ts';

/** How much of an oversized body is still read, so the client receives the error, not a reset. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Collects `stream` into one buffer. Past `cap` bytes it stops keeping data and throws
 * EntityTooLarge once the body ends, having drained it (up to a bound) so the answer gets through.
 */
export async function readBodyCapped(
  stream: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  let abandoned = false;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total <= cap) chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
      else if (total > cap + DRAIN_LIMIT) {
        abandoned = true;
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  } finally {
    reader.releaseLock();
  }
  if (total > cap) throw abandoned ? ERRORS.entityTooLarge().withConnectionClose() : ERRORS.entityTooLarge();
  return Buffer.concat(chunks, total);
}
