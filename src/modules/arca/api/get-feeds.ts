import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Feeds shown at once: a few months of daily feeds in several rooms. */
export const FEED_LIST_LIMIT = 500;

/** A facility's newest feeds (fertigation entries) with the mg of N, P, K, Ca, Mg and S each delivered. */
export async function getFeeds(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_fertigation_records')
    .select('*')
    .eq('facility_id', facilityId)
    .order('occurred_at', { ascending: false })
    .limit(FEED_LIST_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Feed = Awaited<ReturnType<typeof getFeeds>>[number];

export const getFeedsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.recordList('fertigation', { facilityId }),
    queryFn: ({ signal }) => getFeeds(facilityId, signal),
  });

export function useFeeds(facilityId: string | undefined) {
  return useQuery({ ...getFeedsQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
