import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import type { LabResultInput } from '../library-schemas';
import { animusKeys } from './keys';
import { removeFiles, uploadFile } from './library-files';

export interface AddLabResultInput {
  userId: string;
  cultivarId: string;
  values: LabResultInput;
  coa: File | null;
}

/**
 * Uploads the COA (if any) to the grower's folder for the cultivar, then records the lab result
 * pointing at it; the database derives the totals and the chemotype. If the record is refused the
 * uploaded file is removed again, so nothing is left orphaned.
 */
export async function addLabResult({ userId, cultivarId, values, coa }: AddLabResultInput) {
  const coaPath = coa ? await uploadFile('animus-coas', `${userId}/${cultivarId}`, coa) : null;
  try {
    const { data } = await supabase
      .from('animus_lab_results')
      .insert({ ...values, cultivar_id: cultivarId, coa_path: coaPath })
      .select('id, chemotype, total_thc, total_cbd')
      .single()
      .throwOnError();
    return data;
  } catch (error) {
    if (coaPath)
      await removeFiles('animus-coas', [coaPath]).catch((e: unknown) =>
        logger.warn('Could not remove the COA', e),
      );
    throw error;
  }
}

export function useAddLabResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLabResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
  });
}
