import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ProjectInput } from '../project-schemas';
import { animusKeys } from './keys';

export interface UpdateProjectInput extends ProjectInput {
  id: string;
}

/** Edits a breeding project's fields; an RLS-hidden or missing row is 'not found' (PGRST116). */
export async function updateProject({ id, ...input }: UpdateProjectInput) {
  const { data } = await supabase
    .from('breeding_projects')
    .update({
      name: input.name,
      description: input.description,
      mother_strain: input.motherStrain,
      father_strain: input.fatherStrain,
      target_traits: input.targetTraits,
    })
    .eq('id', id)
    .select('id, name')
    .single()
    .throwOnError();
  return data;
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: ({ id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: animusKeys.projects(), exact: true }),
        queryClient.invalidateQueries({ queryKey: animusKeys.project(id), exact: true }),
      ]),
  });
}
