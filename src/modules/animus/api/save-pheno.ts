import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PhenoFormOutput } from '../project-schemas';
import { animusKeys } from './keys';

export interface SavePhenoInput {
  projectId: string;
  /** The plant's row id in edit mode. */
  id?: string;
  values: PhenoFormOutput;
}

/** Adds or edits a plant, then writes its sensory record (one per plant, upserted by plant_id). */
export async function savePheno({ projectId, id, values }: SavePhenoInput) {
  const { sensory, ...plant } = values;
  const { data } = id
    ? await supabase.from('phenos').update(plant).eq('id', id).select('id').single().throwOnError()
    : await supabase
        .from('phenos')
        .insert({ ...plant, project_id: projectId })
        .select('id')
        .single()
        .throwOnError();
  await supabase
    .from('phenos_sensory')
    .upsert({ ...sensory, plant_id: data.id }, { onConflict: 'plant_id' })
    .throwOnError();
  return data.id;
}

export function useSavePheno(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePheno,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: animusKeys.phenos(projectId) }),
        queryClient.invalidateQueries({ queryKey: animusKeys.projects(), exact: true }),
        // A plant's cross and chemotype feed the crosses' counts and the chemotype check.
        queryClient.invalidateQueries({ queryKey: animusKeys.crosses(projectId) }),
        queryClient.invalidateQueries({ queryKey: animusKeys.segregation(projectId) }),
      ]),
  });
}
