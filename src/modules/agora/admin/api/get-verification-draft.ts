import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

/** This admin's draft for a request (unique per verification and admin), or null. */
export async function getVerificationDraft(verificationId: string, adminId: string, signal?: AbortSignal) {
  let query = supabase
    .from('agora_verification_drafts')
    .select('verification_id, admin_id, decision, draft_comments, last_reviewed_at')
    .eq('verification_id', verificationId)
    .eq('admin_id', adminId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

export const getVerificationDraftQueryOptions = (verificationId: string, adminId: string) =>
  queryOptions({
    queryKey: agoraKeys.admin.draft(verificationId, adminId),
    queryFn: ({ signal }) => getVerificationDraft(verificationId, adminId, signal),
  });

export function useVerificationDraft(verificationId: string, adminId: string) {
  return useQuery(getVerificationDraftQueryOptions(verificationId, adminId));
}
