import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';
import { remember, rememberedData } from './remembered-query';

/**
 * The facilities whose records the user may keep (RLS decides: today their own, with Atlas their
 * team's too), each with its rooms, its water filters (the Filters log's places) and owner (photo
 * paths start with the owner's id).
 */
export async function getRecordPlaces(signal?: AbortSignal) {
  let query = supabase
    .from('facilities')
    .select('id, name, user_id, rooms(id, room_name, room_type), filters:arca_filters(id, name, archived)')
    .order('name')
    .order('room_name', { referencedTable: 'rooms' })
    .order('name', { referencedTable: 'arca_filters' });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type RecordPlace = Awaited<ReturnType<typeof getRecordPlaces>>[number];

export const getRecordPlacesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: arcaKeys.places(userId),
    queryFn: async ({ signal }) => remember(arcaKeys.places(userId), await getRecordPlaces(signal)),
    ...rememberedData<RecordPlace[]>(arcaKeys.places(userId)),
    staleTime: 60_000,
  });

export function useRecordPlaces(userId: string) {
  return useQuery(getRecordPlacesQueryOptions(userId));
}
