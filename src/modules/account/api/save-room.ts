import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { RoomInput } from '../account-schemas';
import { accountKeys } from './keys';

/** Adds a room to a facility (no id) or renames / retypes one. */
export async function saveRoom({
  id,
  facilityId,
  roomName,
  roomType,
}: RoomInput & { id?: string; facilityId: string }) {
  const values = { room_name: roomName.trim(), room_type: roomType };
  if (id) await supabase.from('rooms').update(values).eq('id', id).throwOnError();
  else
    await supabase
      .from('rooms')
      .insert({ ...values, facility_id: facilityId })
      .throwOnError();
}

export function useSaveRoom(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.facilities(userId) }),
  });
}
