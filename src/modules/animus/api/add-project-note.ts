import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

export async function addProjectNote({ projectId, body }: { projectId: string; body: string }) {
  await supabase.from('project_notes').insert({ project_id: projectId, body: body.trim() }).throwOnError();
}

export function useAddProjectNote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProjectNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.notes(projectId) }),
  });
}
