import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export interface SaveDraftVariables {
  verificationId: string;
  comments: string;
}

/** Spec-2 §4: records 'pending' with the comments, upserts the draft, writes history draft_saved. */
export async function saveVerificationDraft({ verificationId, comments }: SaveDraftVariables) {
  const { data } = await supabase
    .rpc('save_verification_draft', {
      p_verification_id: verificationId,
      p_decision: 'pending',
      p_comments: comments,
    })
    .throwOnError();
  return data;
}

export function useSaveVerificationDraft(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVerificationDraft,
    onSuccess: (draft, { verificationId }) => {
      queryClient.setQueryData(agoraKeys.admin.draft(verificationId, adminId), draft);
      return queryClient.invalidateQueries({ queryKey: agoraKeys.admin.history(verificationId) });
    },
  });
}
