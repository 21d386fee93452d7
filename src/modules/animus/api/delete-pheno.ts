import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { removeSelectionImages } from './remove-selection-images';

/**
 * Deletes a plant. Its sensory record goes with it (on delete cascade); selections made from it stay
 * and only lose the link (pheno_id on delete set null). Its images are removed after (best effort).
 */
export async function deletePheno(id: string) {
  const { data } = await supabase
    .from('phenos')
    .delete()
    .eq('id', id)
    .select('images')
    .single()
    .throwOnError();
  await removeSelectionImages(data.images).catch((error: unknown) =>
    logger.warn('Could not remove the deleted plant’s images', error),
  );
}

export function useDeletePheno(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePheno,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: animusKeys.phenos(projectId) }),
        // The plant count on Origins, and the selections whose pheno_id was cleared.
        queryClient.invalidateQueries({ queryKey: animusKeys.projects(), exact: true }),
        queryClient.invalidateQueries({ queryKey: animusKeys.selections(projectId) }),
      ]),
  });
}
