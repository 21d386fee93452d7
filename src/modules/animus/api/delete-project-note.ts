import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

export async function deleteProjectNote(id: string) {
  await supabase.from('project_notes').delete().eq('id', id).throwOnError();
}

export function useDeleteProjectNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.notes(projectId) }),
  });
}
