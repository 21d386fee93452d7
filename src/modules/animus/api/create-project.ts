import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ProjectInput } from '../project-schemas';
import { animusKeys } from './keys';

/** Creates a breeding project owned by the caller (user_id defaults to auth.uid()). */
export async function createProject(input: ProjectInput) {
  const { data } = await supabase
    .from('breeding_projects')
    .insert({
      name: input.name,
      description: input.description,
      mother_strain: input.motherStrain,
      father_strain: input.fatherStrain,
      target_traits: input.targetTraits,
    })
    .select('id, name')
    .single()
    .throwOnError();
  return data;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.projects() }),
  });
}
