import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Releases shown at once. */
export const RELEASE_LIST_LIMIT = 500;

/** A facility's newest releases of beneficials. */
export async function getReleases(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_release_records')
    .select('*')
    .eq('facility_id', facilityId)
    .order('occurred_at', { ascending: false })
    .limit(RELEASE_LIST_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Release = Awaited<ReturnType<typeof getReleases>>[number];

export const getReleasesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.recordList('release', { facilityId }),
    queryFn: ({ signal }) => getReleases(facilityId, signal),
  });

export function useReleases(facilityId: string | undefined) {
  return useQuery({ ...getReleasesQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
