import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ReadingInput } from '../metrics.ts';
import { prometheusKeys } from './keys';

/** Stores one reading typed in by hand (source 'manual'); RLS decides who may log in the room. */
export async function addManualReading(reading: ReadingInput): Promise<void> {
  await supabase.from('prometheus_readings').insert(reading).throwOnError();
}

/** The message for a refused reading: a reading already at that instant, else the database's word. */
export function manualReadingError(error: unknown): string {
  const e = error as { code?: string; message?: string };
  if (e.code === '23505') return 'This room already has a reading of that metric at that minute.';
  if (e.code === '23514') return 'The database refused the value or time: it is outside the metric’s limits.';
  if (e.code === '42501') return 'You cannot add readings in this room.';
  return e.message ?? 'The reading could not be saved.';
}

export function useAddManualReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManualReading,
    onSuccess: (_, reading) =>
      queryClient.invalidateQueries({ queryKey: prometheusKeys.room(reading.room_id) }),
  });
}
