import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** Applications shown at once. */
export const APPLICATION_LIST_LIMIT = 500;

/** A facility's newest crop-protection applications with their REI and PHI (the largest of their products'). */
export async function getApplications(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_application_records')
    .select('*')
    .eq('facility_id', facilityId)
    .order('occurred_at', { ascending: false })
    .limit(APPLICATION_LIST_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Application = Awaited<ReturnType<typeof getApplications>>[number];

export const getApplicationsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.recordList('application', { facilityId }),
    queryFn: ({ signal }) => getApplications(facilityId, signal),
  });

export function useApplications(facilityId: string | undefined) {
  return useQuery({ ...getApplicationsQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
