import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { agoraKeys } from '../../api/keys';

export const REVIEWS_LIMIT = 20;

/** The latest reviews (rating, text, date, reviewer's first name and initial only). */
export async function getConsultantReviews(consultantId: string, signal?: AbortSignal) {
  let query = supabase.rpc('consultant_reviews', { p_consultant_id: consultantId, p_limit: REVIEWS_LIMIT });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getConsultantReviewsQueryOptions = (consultantId: string) =>
  queryOptions({
    queryKey: agoraKeys.consultantReviews(consultantId),
    queryFn: ({ signal }) => getConsultantReviews(consultantId, signal),
  });

export function useConsultantReviews(consultantId: string) {
  return useQuery(getConsultantReviewsQueryOptions(consultantId));
}
