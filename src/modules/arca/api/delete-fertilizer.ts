import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Deletes a product no batch used; the database refuses one that was used (23503). */
export async function deleteFertilizer(id: string) {
  await supabase.from('arca_fertilizers').delete().eq('id', id).throwOnError();
}

export function useDeleteFertilizer(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFertilizer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.fertilizers(facilityId) }),
  });
}
