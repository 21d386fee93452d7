import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateFacilities } from '@/lib/data/facilities';

export async function deleteRoom(id: string) {
  await supabase.from('rooms').delete().eq('id', id).throwOnError();
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => invalidateFacilities(queryClient),
  });
}
