import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export interface AddAdminNoteVariables {
  verificationId: string;
  note: string;
}

/** Spec-2 §7 "add an admin note (id, text, private flag true)". */
export async function addAdminNote({ verificationId, note }: AddAdminNoteVariables) {
  const text = note.trim();
  if (!text) throw new Error('A blank note is not allowed');
  await supabase
    .from('agora_admin_notes')
    .insert({ verification_id: verificationId, note: text, is_private: true })
    .throwOnError();
}

export function useAddAdminNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdminNote,
    onSuccess: (_data, { verificationId }) =>
      queryClient.invalidateQueries({ queryKey: agoraKeys.admin.notes(verificationId) }),
  });
}
