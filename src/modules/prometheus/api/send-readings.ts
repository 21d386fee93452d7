import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../types/database.ts';
import type { ReadingInput } from '../metrics.ts';

/** Readings sent per request: well inside a request's size, small enough for a smooth progress bar. */
const IMPORT_BATCH = 2000;

/**
 * Sends readings through `client` in batches, reporting progress after each; a reading already
 * there (same room, metric and instant) is kept and counted as skipped. Stops at the first refused
 * batch and throws. The app sends through its own client (import-readings.ts); the bench
 * (bench/prometheus-import.ts) through a signed-in one of its own, on the same request.
 */
export async function sendReadings(
  client: SupabaseClient<Database>,
  readings: readonly ReadingInput[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<{ added: number; skipped: number }> {
  let added = 0;
  for (let i = 0; i < readings.length; i += IMPORT_BATCH) {
    signal?.throwIfAborted();
    const batch = readings.slice(i, i + IMPORT_BATCH);
    let query = client
      .from('prometheus_readings')
      .upsert(batch, { onConflict: 'room_id,metric,at', ignoreDuplicates: true, count: 'exact' });
    if (signal) query = query.abortSignal(signal);
    const { count } = await query.throwOnError();
    added += count ?? 0;
    onProgress(Math.min(readings.length, i + batch.length));
  }
  return { added, skipped: readings.length - added };
}
