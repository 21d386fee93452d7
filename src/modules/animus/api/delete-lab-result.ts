import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { removeFiles } from './library-files';

/** Deletes a lab result and then its COA file (best effort); the chemotype follows the next latest. */
export async function deleteLabResult(id: string) {
  const { data } = await supabase
    .from('animus_lab_results')
    .delete()
    .eq('id', id)
    .select('coa_path')
    .single()
    .throwOnError();
  if (data.coa_path)
    await removeFiles('animus-coas', [data.coa_path]).catch((e: unknown) =>
      logger.warn('Could not remove the COA', e),
    );
}

export function useDeleteLabResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
  });
}
