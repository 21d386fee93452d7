import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { toSelection, toSelectionRow, type SelectionWrite } from './selection-row';

export interface UpdateSelectionInput extends SelectionWrite {
  id: string;
}

/** Updates a selection by id and returns the single updated row (spec-2 §7). */
export async function updateSelection({ id, ...input }: UpdateSelectionInput) {
  const { data } = await supabase
    .from('selections')
    .update(toSelectionRow(input))
    .eq('id', id)
    .select('*')
    .single()
    .throwOnError();
  return toSelection(data);
}

export function useUpdateSelection(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSelection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.selections(projectId) }),
  });
}
