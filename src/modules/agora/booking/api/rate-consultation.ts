import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export interface RateConsultationInput {
  id: string;
  rating: number;
  review: string;
}

/** The client rates a completed consultation once; the consultant's rating and count follow. */
export async function rateConsultation({ id, rating, review }: RateConsultationInput) {
  const { data } = await supabase
    .rpc('rate_consultation', { p_id: id, p_rating: rating, p_review: review.trim() || undefined })
    .throwOnError();
  return data;
}

export function useRateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateConsultation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultations() }),
        // The marketplace cards and the profile show the new average.
        queryClient.invalidateQueries({ queryKey: agoraKeys.consultants() }),
      ]),
  });
}
