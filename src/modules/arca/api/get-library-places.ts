import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/**
 * The facilities whose library the user may see (RLS decides: today their own), with their rooms.
 * The records screens read the same request; the two become one key when both are on main.
 */
export async function getLibraryPlaces(signal?: AbortSignal) {
  let query = supabase
    .from('facilities')
    .select('id, name, rooms(id, room_name, room_type)')
    .order('name')
    .order('room_name', { referencedTable: 'rooms' });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type LibraryPlace = Awaited<ReturnType<typeof getLibraryPlaces>>[number];

export const getLibraryPlacesQueryOptions = () =>
  queryOptions({
    queryKey: arcaKeys.libraryPlaces(),
    queryFn: ({ signal }) => getLibraryPlaces(signal),
    staleTime: 60_000,
    meta: { errorLog: 'Loading facilities failed' },
  });

export function useLibraryPlaces() {
  return useQuery(getLibraryPlacesQueryOptions());
}
