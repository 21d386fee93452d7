import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { RoomInput } from '../account-schemas';
import { invalidateFacilities } from '@/lib/data/facilities';

/** Adds a room to a facility (no id) or changes one's name, type, canopy area and lighting. */
export async function saveRoom({
  id,
  facilityId,
  roomName,
  roomType,
  canopyAreaM2,
  lightingW,
}: RoomInput & { id?: string; facilityId: string }) {
  const values = {
    room_name: roomName.trim(),
    room_type: roomType,
    canopy_area_m2: canopyAreaM2,
    lighting_w: lightingW,
  };
  if (id) await supabase.from('rooms').update(values).eq('id', id).throwOnError();
  else
    await supabase
      .from('rooms')
      .insert({ ...values, facility_id: facilityId })
      .throwOnError();
}

export function useSaveRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoom,
    onSuccess: () => invalidateFacilities(queryClient),
  });
}
