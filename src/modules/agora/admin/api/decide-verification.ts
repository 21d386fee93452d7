import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';
import type { BulkDecision } from '../queue';
import { adminKeys } from './keys';

export interface DecideVerificationVariables {
  id: string;
  status: BulkDecision;
  comments?: string;
}

/**
 * Spec-2 §7 "update verification status": one SECURITY DEFINER call sets the request and the
 * profile, writes history, deletes this admin's draft and notifies the applicant.
 */
export async function decideVerification({ id, status, comments }: DecideVerificationVariables) {
  const { data } = await supabase
    .rpc('decide_verification', {
      p_verification_id: id,
      p_status: status,
      p_comments: comments?.trim() || undefined,
    })
    .throwOnError();
  return data;
}

/** What a decision changes: the queue, the stats, that request, the consultant lists. */
export function invalidateAfterDecision(queryClient: QueryClient, ids: readonly string[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.queue() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.consultants() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.analytics() }),
    queryClient.invalidateQueries({ queryKey: agoraKeys.consultants() }),
    ...ids.map((id) => queryClient.invalidateQueries({ queryKey: adminKeys.verification(id) })),
  ]);
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSettled: (_data, _error, variables) => invalidateAfterDecision(queryClient, [variables.id]),
  });
}
