import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export type FinishOutcome = 'completed' | 'no_show';

/** The consultant closes a consultation: completed (any time) or no-show (after its start). */
export async function finishConsultation({ id, outcome }: { id: string; outcome: FinishOutcome }) {
  const call =
    outcome === 'completed'
      ? supabase.rpc('complete_consultation', { p_id: id })
      : supabase.rpc('mark_no_show', { p_id: id });
  const { data } = await call.throwOnError();
  return data;
}

export function useFinishConsultation(consultantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishConsultation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultations() }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.slots(consultantId) }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultant(consultantId) }),
      ]),
  });
}
