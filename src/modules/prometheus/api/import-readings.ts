import { supabase } from '@/lib/supabase';
import type { ReadingInput } from '../metrics.ts';

/** Readings sent per request: well inside a request's size, small enough for a smooth progress bar. */
export const IMPORT_BATCH = 2000;

/**
 * Sends readings in batches, reporting progress after each; a reading already there (same room,
 * metric and instant) is kept and counted as skipped. Stops at the first refused batch and throws.
 */
export async function importReadings(
  readings: readonly ReadingInput[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<{ added: number; skipped: number }> {
  let added = 0;
  for (let i = 0; i < readings.length; i += IMPORT_BATCH) {
    signal?.throwIfAborted();
    const batch = readings.slice(i, i + IMPORT_BATCH);
    let query = supabase
      .from('prometheus_readings')
      .upsert(batch, { onConflict: 'room_id,metric,at', ignoreDuplicates: true, count: 'exact' });
    if (signal) query = query.abortSignal(signal);
    const { count } = await query.throwOnError();
    added += count ?? 0;
    onProgress(Math.min(readings.length, i + batch.length));
  }
  return { added, skipped: readings.length - added };
}
