import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { toSelection, toSelectionRow, type SelectionWrite } from './selection-row';

/** Inserts a selection and returns the single created row (spec-2 §7). */
export async function createSelection(input: SelectionWrite) {
  const { data } = await supabase
    .from('selections')
    .insert(toSelectionRow(input))
    .select('*')
    .single()
    .throwOnError();
  return toSelection(data);
}

export function useCreateSelection(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSelection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.selections(projectId) }),
  });
}
