import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

/** Either side cancels a scheduled consultation with a reason; the other side is notified. */
export async function cancelConsultation({ id, reason }: { id: string; reason: string }) {
  const { data } = await supabase
    .rpc('cancel_consultation', { p_id: id, p_reason: reason.trim() })
    .throwOnError();
  return data;
}

export function useCancelConsultation(consultantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelConsultation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultations() }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.slots(consultantId) }),
      ]),
  });
}
