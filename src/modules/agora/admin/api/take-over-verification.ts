import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

/** An admin claims a request assigned to someone else; recorded in history (assignment_taken_over). */
export async function takeOverVerification(verificationId: string) {
  const { data } = await supabase
    .rpc('take_over_verification', { p_verification_id: verificationId })
    .throwOnError();
  return data;
}

export function useTakeOverVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeOverVerification,
    onSuccess: (_data, verificationId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agoraKeys.admin.verification(verificationId) }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.admin.queue() }),
      ]),
  });
}
