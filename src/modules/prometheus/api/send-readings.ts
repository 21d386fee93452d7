import type { SupabaseClient } from '@supabase/supabase-js';
import { formatNumber } from '../../../lib/format.ts';
import { OutboxRefusal } from '../../../lib/offline/outbox.ts';
import type { Database } from '../../../types/database.ts';
import { METRIC_INFO, type Metric, type ReadingInput } from '../metrics.ts';

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

/** The message for a refused reading: a reading already at that instant, else the database's word. */
export function manualReadingError(error: unknown): string {
  const e = error as { code?: string; message?: string };
  if (e.code === '23505') return 'This room already has a reading of that metric at that minute.';
  if (e.code === '23514') return 'The database refused the value or time: it is outside the metric’s limits.';
  if (e.code === '42501') return 'You cannot add readings in this room.';
  return e.message ?? 'The reading could not be saved.';
}

/**
 * Sends one reading typed in by hand, safe to send twice (the outbox sends it again when its
 * answer was lost): a reading already there at that room, metric and instant with the same value
 * is this one; a different value there is a conflict, said in words, and nothing is overwritten.
 */
export async function sendManualReading(
  client: SupabaseClient<Database>,
  reading: ReadingInput,
): Promise<void> {
  const { error } = await client.from('prometheus_readings').insert(reading);
  if (!error) return;
  if (error.code !== '23505') throw error;
  const { data: there } = await client
    .from('prometheus_readings')
    .select('value')
    .eq('room_id', reading.room_id)
    .eq('metric', reading.metric)
    .eq('at', reading.at)
    .maybeSingle()
    .throwOnError();
  if (there && Number(there.value) === reading.value) return;
  const info = METRIC_INFO[reading.metric as Metric];
  throw new OutboxRefusal(
    there
      ? `This room already has a reading of that metric at that minute: ${formatNumber(Number(there.value), info.decimals)} ${info.unit}. Yours was not saved.`
      : manualReadingError(error),
    { code: error.code, conflict: true },
  );
}
