import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { removeSelectionImages } from './remove-selection-images';

/**
 * Deletes a breeding project. The database cascades to its plants (and their sensory records), its
 * selections and its notes; their images live in storage, which no foreign key reaches, so they are
 * read first and removed afterwards (best effort).
 */
export async function deleteProject(id: string) {
  const { data: before } = await supabase
    .from('breeding_projects')
    .select('phenos(images), selections(images)')
    .eq('id', id)
    .single()
    .throwOnError();
  await supabase.from('breeding_projects').delete().eq('id', id).select('id').single().throwOnError();
  const images = [...before.phenos, ...before.selections].flatMap((row) => row.images);
  await removeSelectionImages(images).catch((error: unknown) =>
    logger.warn('Could not remove the deleted project’s images', error),
  );
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, id) => {
      // Its own queries would only refetch to "not found"; drop them instead.
      for (const queryKey of [
        animusKeys.project(id),
        animusKeys.phenos(id),
        animusKeys.notes(id),
        animusKeys.selections(id),
      ]) {
        queryClient.removeQueries({ queryKey, exact: true });
      }
      return queryClient.invalidateQueries({ queryKey: animusKeys.projects(), exact: true });
    },
  });
}
