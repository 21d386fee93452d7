import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { removeFiles } from './library-files';
import { animusKeys } from './keys';

/**
 * Deletes a cultivar; the database cascades to its lab results, seed lots, tags and lineage claims
 * (and refuses while it is a parent in a recorded cross). Its photos and COAs live in storage, which
 * no foreign key reaches, so they are read first and removed afterwards (best effort).
 */
export async function deleteCultivar(id: string) {
  const { data: before } = await supabase
    .from('animus_cultivars')
    .select('photos, lab_results:animus_lab_results(coa_path)')
    .eq('id', id)
    .single()
    .throwOnError();
  await supabase.from('animus_cultivars').delete().eq('id', id).select('id').single().throwOnError();
  const coas = before.lab_results.flatMap((l) => (l.coa_path ? [l.coa_path] : []));
  await Promise.all([removeFiles('animus-photos', before.photos), removeFiles('animus-coas', coas)]).catch(
    (error: unknown) => logger.warn('Could not remove the deleted cultivar’s files', error),
  );
}

export function useDeleteCultivar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCultivar,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: animusKeys.cultivar(id), exact: true });
      return queryClient.invalidateQueries({ queryKey: animusKeys.library() });
    },
  });
}
