import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** A facility's tanks with the room each feeds, archived ones last. */
export async function getTanks(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_tanks')
    .select('*, room:rooms(room_name)')
    .eq('facility_id', facilityId)
    .order('archived')
    .order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Tank = Awaited<ReturnType<typeof getTanks>>[number];

export const getTanksQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.tanks(facilityId),
    queryFn: ({ signal }) => getTanks(facilityId, signal),
  });

export function useTanks(facilityId: string | undefined) {
  return useQuery({ ...getTanksQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
