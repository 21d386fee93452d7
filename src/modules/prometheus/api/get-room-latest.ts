import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { prometheusKeys } from './keys';

/** When each room of a facility last had a reading (rooms without any are left out), newest first. */
export async function getRoomLatest(facilityId: string, signal?: AbortSignal) {
  let query = supabase.rpc('prometheus_room_latest', { p_facility_id: facilityId });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).sort((a, b) => Date.parse(b.latest) - Date.parse(a.latest));
}

export const getRoomLatestQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: prometheusKeys.roomLatest(facilityId),
    queryFn: ({ signal }) => getRoomLatest(facilityId, signal),
    staleTime: 60_000,
  });
