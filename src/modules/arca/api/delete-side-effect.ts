import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

export async function deleteSideEffect(id: string) {
  await supabase.from('arca_side_effects').delete().eq('id', id).throwOnError();
}

export function useDeleteSideEffect(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSideEffect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.protectionProducts(facilityId) }),
  });
}
