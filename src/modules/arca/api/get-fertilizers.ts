import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** A facility's fertilizer library, archived products last. */
export async function getFertilizers(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_fertilizers')
    .select('*')
    .eq('facility_id', facilityId)
    .order('archived')
    .order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Fertilizer = Awaited<ReturnType<typeof getFertilizers>>[number];

export const getFertilizersQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.fertilizers(facilityId),
    queryFn: ({ signal }) => getFertilizers(facilityId, signal),
  });

export function useFertilizers(facilityId: string | undefined) {
  return useQuery({ ...getFertilizersQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
