import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

export async function deleteRoom(id: string) {
  await supabase.from('rooms').delete().eq('id', id).throwOnError();
}

export function useDeleteRoom(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.facilities(userId) }),
  });
}
