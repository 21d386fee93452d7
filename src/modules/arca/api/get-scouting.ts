import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Scouting counts shown at once. */
export const SCOUTING_LIST_LIMIT = 500;

/** A facility's newest scouting counts (pests, diseases and beneficials). */
export async function getScouting(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_scouting_records')
    .select('*')
    .eq('facility_id', facilityId)
    .order('occurred_at', { ascending: false })
    .limit(SCOUTING_LIST_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Scouting = Awaited<ReturnType<typeof getScouting>>[number];

export const getScoutingQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.recordList('scouting', { facilityId }),
    queryFn: ({ signal }) => getScouting(facilityId, signal),
  });

export function useScouting(facilityId: string | undefined) {
  return useQuery({ ...getScoutingQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
