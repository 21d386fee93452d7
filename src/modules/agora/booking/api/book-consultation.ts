import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export interface BookConsultationInput {
  consultantId: string;
  start: string;
  minutes: number;
  title: string;
  notes: string;
}

/**
 * Books through book_consultation (SECURITY DEFINER): the database checks the tier (AG001), the
 * hours (AG002), the notice (AG003) and double booking (23P01). Returns the consultation id.
 */
export async function bookConsultation({
  consultantId,
  start,
  minutes,
  title,
  notes,
}: BookConsultationInput) {
  const { data } = await supabase
    .rpc('book_consultation', {
      p_consultant_id: consultantId,
      p_start: start,
      p_minutes: minutes,
      p_title: title.trim(),
      p_notes: notes.trim() || undefined,
    })
    .throwOnError();
  return data;
}

export function useBookConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookConsultation,
    // Success or a lost race: either way the consultant's free slots changed.
    onSettled: (_data, _error, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agoraKeys.slots(variables.consultantId) }),
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultations() }),
      ]),
  });
}
