import { useViewer } from '@/hooks/use-viewer';
import { useFacilityRooms, type Room } from '@/lib/data/facilities';

/** A facility's rooms (the team reads them; the owner sets them up on the Facilities page). */
export function useRooms(facilityId: string) {
  const { userId } = useViewer();
  return useFacilityRooms(userId, facilityId);
}

export type AtlasRoom = Room;

export function roomName(rooms: readonly AtlasRoom[] | undefined, id: string | null | undefined): string {
  if (!id) return 'No room';
  return rooms?.find((r) => r.id === id)?.room_name ?? 'Unknown room';
}
