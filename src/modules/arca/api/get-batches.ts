import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Batches shown at once: a year of weekly mixes in several tanks. */
export const BATCH_LIST_LIMIT = 500;

/** A facility's newest batches with what each delivers and its predicted against measured EC. */
export async function getBatches(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_batch_records')
    .select('*')
    .eq('facility_id', facilityId)
    .order('occurred_at', { ascending: false })
    .limit(BATCH_LIST_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Batch = Awaited<ReturnType<typeof getBatches>>[number];

export const getBatchesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.recordList('batch', { facilityId }),
    queryFn: ({ signal }) => getBatches(facilityId, signal),
  });

export function useBatches(facilityId: string | undefined) {
  return useQuery({ ...getBatchesQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}

/** One batch; null when it is gone (deleted or not yours). */
export async function getBatch(id: string, signal?: AbortSignal) {
  let query = supabase.from('arca_batch_records').select('*').eq('id', id);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

export function useBatch(id: string | undefined) {
  return useQuery({
    queryKey: arcaKeys.entry('batch', id ?? ''),
    queryFn: ({ signal }) => getBatch(id ?? '', signal),
    enabled: Boolean(id),
  });
}
