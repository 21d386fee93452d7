import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';
import type { BulkDecision } from '../queue';

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
    queryClient.invalidateQueries({ queryKey: agoraKeys.admin.queue() }),
    queryClient.invalidateQueries({ queryKey: agoraKeys.admin.stats() }),
    queryClient.invalidateQueries({ queryKey: agoraKeys.admin.consultants() }),
    queryClient.invalidateQueries({ queryKey: agoraKeys.admin.analytics() }),
    queryClient.invalidateQueries({ queryKey: agoraKeys.consultants() }),
    ...ids.map((id) => queryClient.invalidateQueries({ queryKey: agoraKeys.admin.verification(id) })),
  ]);
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSettled: (_data, _error, variables) => invalidateAfterDecision(queryClient, [variables.id]),
  });
}
