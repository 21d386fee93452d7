import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/** Rewrites a note's body; an RLS-hidden or missing note is 'not found' (PGRST116). */
export async function updateProjectNote({ id, body }: { id: string; body: string }) {
  await supabase
    .from('project_notes')
    .update({ body: body.trim() })
    .eq('id', id)
    .select('id')
    .single()
    .throwOnError();
}

export function useUpdateProjectNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProjectNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.notes(projectId) }),
  });
}
