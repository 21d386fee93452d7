import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { feedbackKeys, type FeedbackFilters } from './keys';

const COLUMNS =
  'feedback_id, user_id, feedback_type, description, attachment_url, status, created_at, submitter:profiles(first_name, last_name)';

/** Every feedback entry an admin may read (RLS), newest first, with the submitter's name. */
export async function getFeedbackList(filters: FeedbackFilters, signal?: AbortSignal) {
  let query = supabase
    .from('feedback_logs')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .limit(200);
  if (filters.type !== 'all') query = query.eq('feedback_type', filters.type);
  if (filters.status !== 'all') query = query.eq('status', filters.status);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export type FeedbackEntry = Awaited<ReturnType<typeof getFeedbackList>>[number];

export const getFeedbackListQueryOptions = (filters: FeedbackFilters) =>
  queryOptions({
    queryKey: feedbackKeys.list(filters),
    queryFn: ({ signal }) => getFeedbackList(filters, signal),
  });

export function useFeedbackList(filters: FeedbackFilters) {
  return useQuery(getFeedbackListQueryOptions(filters));
}
