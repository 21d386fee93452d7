import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { removeSelectionImages } from './remove-selection-images';

export interface DeleteSelectionInput {
  id: string;
  /** Its images in the selection-images bucket, removed after the row (best effort). */
  images: readonly string[];
}

/** Deletes a selection by id; an RLS-hidden or missing row is 'Selection not found' (PGRST116). */
export async function deleteSelection({ id, images }: DeleteSelectionInput) {
  await supabase.from('selections').delete().eq('id', id).select('id').single().throwOnError();
  // A leftover image costs storage only; the selection is gone either way.
  await removeSelectionImages(images).catch((error: unknown) =>
    logger.warn('Could not remove the deleted selection’s images', error),
  );
}

export function useDeleteSelection(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSelection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.selections(projectId) }),
  });
}
