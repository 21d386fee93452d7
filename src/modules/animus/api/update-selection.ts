import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { removeSelectionImages } from './remove-selection-images';
import { toSelection, toSelectionRow, type SelectionWrite } from './selection-row';

export interface UpdateSelectionInput extends SelectionWrite {
  id: string;
  /** Images taken off the selection in this edit; deleted from the bucket once the row is saved. */
  removedImages?: readonly string[];
}

/** Updates a selection by id and returns the single updated row (spec-2 §7). */
export async function updateSelection({ id, removedImages = [], ...input }: UpdateSelectionInput) {
  const { data } = await supabase
    .from('selections')
    .update(toSelectionRow(input))
    .eq('id', id)
    .select('*')
    .single()
    .throwOnError();
  // The save has succeeded; a leftover object costs storage only, so it is not a save failure.
  const kept = new Set(data.images);
  await removeSelectionImages(removedImages.filter((p) => !kept.has(p))).catch((error: unknown) =>
    logger.warn('Could not remove images taken off a selection', error),
  );
  return toSelection(data);
}

export function useUpdateSelection(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSelection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.selections(projectId) }),
  });
}
