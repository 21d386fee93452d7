import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/**
 * Every room whose re-entry (REI) or pre-harvest (PHI) interval is running, with when each ends and
 * the products that set it: the countdown the Arca screens show next to a room.
 */
export async function getRoomHolds(signal?: AbortSignal) {
  let query = supabase.from('arca_room_holds').select('*');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getRoomHoldsQueryOptions = () =>
  queryOptions({
    queryKey: arcaKeys.roomHolds(),
    queryFn: ({ signal }) => getRoomHolds(signal),
    // An interval ending is news: look again every minute.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export function useRoomHolds() {
  return useQuery(getRoomHoldsQueryOptions());
}
