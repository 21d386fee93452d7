import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** The stage each room of a facility is in now (from its lots, else its type), for choosing bands. */
export async function getRoomStages(facilityId: string, signal?: AbortSignal) {
  let query = supabase.from('arca_room_stages').select('*').eq('facility_id', facilityId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getRoomStagesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.roomStages(facilityId),
    queryFn: ({ signal }) => getRoomStages(facilityId, signal),
  });

export function useRoomStages(facilityId: string | undefined) {
  return useQuery({ ...getRoomStagesQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
