import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Evidence } from '../pedigree-layout';
import { animusKeys } from './keys';

export interface AddClaimInput {
  childId: string;
  motherId: string;
  /** Null: unknown (open pollination). The mother again: a self. */
  fatherId: string | null;
  evidence: Evidence;
  source: string;
}

/** Claims a parentage for a cultivar; other claims about it stay as they are. */
export async function addLineageClaim(input: AddClaimInput) {
  await supabase
    .from('animus_lineage_claims')
    .insert({
      child_id: input.childId,
      mother_id: input.motherId,
      father_id: input.fatherId,
      evidence: input.evidence,
      source: input.source,
    })
    .throwOnError();
}

export async function deleteLineageClaim(id: string) {
  await supabase.from('animus_lineage_claims').delete().eq('id', id).select('id').single().throwOnError();
}

export function useAddLineageClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLineageClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
  });
}

export function useDeleteLineageClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLineageClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
  });
}
