import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { prometheusKeys } from './keys';

/** The facilities the user may see (RLS: their own and their teams'), each with its rooms. */
export async function getPlaces(signal?: AbortSignal) {
  let query = supabase
    .from('facilities')
    .select('id, name, rooms(id, room_name, room_type, aroya_room_id)')
    .order('name')
    .order('room_name', { referencedTable: 'rooms' });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type Place = Awaited<ReturnType<typeof getPlaces>>[number];

export function usePlaces(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: prometheusKeys.places(userId),
      queryFn: ({ signal }) => getPlaces(signal),
      staleTime: 60_000,
      meta: { errorToast: { title: 'Your facilities could not be loaded.' } },
    }),
  );
}
