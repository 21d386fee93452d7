import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Removes a room's own band: the default (if there is one) applies again. */
export async function deleteTarget(id: string) {
  await supabase.from('arca_targets').delete().eq('id', id).throwOnError();
}

export function useDeleteTarget(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTarget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.targetBands(facilityId) }),
  });
}
