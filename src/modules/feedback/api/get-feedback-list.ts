import { queryOptions, useQuery } from '@tanstack/react-query';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { ATTACHMENTS_BUCKET } from './submit-feedback';
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
  return withAttachmentLinks(data);
}

/** Attachments are private: one request signs every listed image for an hour. */
async function withAttachmentLinks<T extends { attachment_url: string | null }>(entries: T[]) {
  const paths = entries.flatMap((e) => (e.attachment_url ? [e.attachment_url] : []));
  const signed = new Map<string, string>();
  if (paths.length > 0) {
    const { data, error } = await supabase.storage.from(ATTACHMENTS_BUCKET).createSignedUrls(paths, 3600);
    // A missing image should not hide the feedback itself: the entry then shows no picture.
    if (error) logger.warn('Could not sign feedback attachments', error);
    for (const s of data ?? []) if (s.path && s.signedUrl) signed.set(s.path, s.signedUrl);
  }
  return entries.map((e) => ({
    ...e,
    attachmentLink: e.attachment_url ? (signed.get(e.attachment_url) ?? null) : null,
  }));
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
