import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/** A facility's rooms (the team reads them; the owner sets them up on the Facilities page). */
export async function getRooms(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('rooms')
    .select('id, room_name, room_type')
    .eq('facility_id', facilityId)
    .order('room_name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type AtlasRoom = Awaited<ReturnType<typeof getRooms>>[number];

export const getRoomsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.rooms(facilityId),
    queryFn: ({ signal }) => getRooms(facilityId, signal),
  });

export function useRooms(facilityId: string) {
  return useQuery(getRoomsQueryOptions(facilityId));
}

export function roomName(rooms: readonly AtlasRoom[] | undefined, id: string | null | undefined): string {
  if (!id) return 'No room';
  return rooms?.find((r) => r.id === id)?.room_name ?? 'Unknown room';
}
