import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

export interface FertilityRange {
  from: string;
  to: string;
  timeZone: string;
}

/** mg of each element a room received per week (and per plant), from its feeds' element ledger. */
export async function getFertility(roomId: string, range: FertilityRange, signal?: AbortSignal) {
  let query = supabase.rpc('arca_room_fertility', {
    p_room_id: roomId,
    p_from: range.from,
    p_to: range.to,
    p_time_zone: range.timeZone,
  });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getFertilityQueryOptions = (roomId: string, range: FertilityRange) =>
  queryOptions({
    queryKey: arcaKeys.fertility(roomId, range),
    queryFn: ({ signal }) => getFertility(roomId, range, signal),
  });

export function useFertility(roomId: string | undefined, range: FertilityRange) {
  return useQuery({ ...getFertilityQueryOptions(roomId ?? '', range), enabled: Boolean(roomId) });
}
