import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateFacilities } from '@/lib/data/facilities';

/** Maps a room to its AROYA room number (null unmaps it). */
export async function saveAroyaRoomId({
  roomId,
  aroyaRoomId,
}: {
  roomId: string;
  aroyaRoomId: number | null;
}) {
  await supabase.from('rooms').update({ aroya_room_id: aroyaRoomId }).eq('id', roomId).throwOnError();
}

export function useSaveAroyaRoomId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAroyaRoomId,
    onSuccess: () => invalidateFacilities(queryClient),
  });
}
