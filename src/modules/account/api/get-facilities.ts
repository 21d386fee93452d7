import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/** The user's facilities with their rooms, in one request, alphabetical. */
export async function getFacilities(userId: string, signal?: AbortSignal) {
  let query = supabase
    .from('facilities')
    .select(
      'id, name, location, notes, rooms(id, room_name, room_type, aroya_room_id, canopy_area_m2, lighting_w)',
    )
    .eq('user_id', userId)
    .order('name')
    .order('room_name', { referencedTable: 'rooms' });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type Facility = Awaited<ReturnType<typeof getFacilities>>[number];
export type Room = Facility['rooms'][number];

export const getFacilitiesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.facilities(userId),
    queryFn: ({ signal }) => getFacilities(userId, signal),
  });

export function useFacilities(userId: string) {
  return useQuery(getFacilitiesQueryOptions(userId));
}
