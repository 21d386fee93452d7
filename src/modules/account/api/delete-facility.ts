import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateFacilities } from '@/lib/data/facilities';

/** Deletes a facility; its rooms go with it (on delete cascade). */
export async function deleteFacility(id: string) {
  await supabase.from('facilities').delete().eq('id', id).throwOnError();
}

export function useDeleteFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFacility,
    onSuccess: () => invalidateFacilities(queryClient),
  });
}
