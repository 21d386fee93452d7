import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Deletes a guide; skeleton phases copied from it keep their copy. */
export async function deleteIrrigationGuide(id: string) {
  await supabase.from('arca_irrigation_guides').delete().eq('id', id).throwOnError();
}

export function useDeleteIrrigationGuide(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIrrigationGuide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arcaKeys.irrigationGuides(facilityId) }),
  });
}
