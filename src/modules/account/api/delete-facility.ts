import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/** Deletes a facility; its rooms go with it (on delete cascade). */
export async function deleteFacility(id: string) {
  await supabase.from('facilities').delete().eq('id', id).throwOnError();
}

export function useDeleteFacility(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFacility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.facilities(userId) }),
  });
}
