import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { SELECTION_IMAGES_BUCKET } from './upload-selection-image';

export interface DeleteSelectionInput {
  id: string;
  /** Its images in the selection-images bucket, removed after the row (best effort). */
  images: readonly string[];
}

/** Deletes a selection by id; an RLS-hidden or missing row is 'Selection not found' (PGRST116). */
export async function deleteSelection({ id, images }: DeleteSelectionInput) {
  await supabase.from('selections').delete().eq('id', id).select('id').single().throwOnError();
  const paths = images.filter((p) => !/^https?:/i.test(p));
  // A leftover image costs storage only; the selection is gone either way.
  if (paths.length > 0) await supabase.storage.from(SELECTION_IMAGES_BUCKET).remove(paths);
}

export function useDeleteSelection(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSelection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.selections(projectId) }),
  });
}
