import { supabase } from '@/lib/supabase';
import type { ReadingInput } from '../metrics.ts';
import { sendReadings } from './send-readings';

/**
 * Sends readings in batches, reporting progress after each; a reading already there (same room,
 * metric and instant) is kept and counted as skipped. Stops at the first refused batch and throws.
 */
export function importReadings(
  readings: readonly ReadingInput[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<{ added: number; skipped: number }> {
  return sendReadings(supabase, readings, onProgress, signal);
}
