import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arcaKeys } from './keys';

/** A facility's water filters, in use first, each with its done entries (newest first). */
export async function getFilters(facilityId: string, signal?: AbortSignal) {
  let filters = supabase
    .from('arca_filters')
    .select('*')
    .eq('facility_id', facilityId)
    .order('archived')
    .order('name');
  let entries = supabase
    .from('arca_filter_records')
    .select(
      'id, filter_id, occurred_at, action, feed_tds, permeate_tds, pressure_in_bar, pressure_out_bar, permeate_flow_lpm, water_temp_c, rejection_pct',
    )
    .eq('facility_id', facilityId)
    .eq('status', 'done')
    .order('occurred_at', { ascending: false })
    .limit(5000);
  if (signal) {
    filters = filters.abortSignal(signal);
    entries = entries.abortSignal(signal);
  }
  const [f, e] = await Promise.all([filters.throwOnError(), entries.throwOnError()]);
  return (f.data ?? []).map((filter) => ({
    ...filter,
    entries: (e.data ?? []).filter((entry) => entry.filter_id === filter.id),
  }));
}

export type WaterFilter = Awaited<ReturnType<typeof getFilters>>[number];

export const getFiltersQueryOptions = (facilityId: string) =>
  queryOptions({
    // Under the records' key, so a logged or edited entry refreshes the filters' state too.
    queryKey: [...arcaKeys.recordKind('filter'), 'filters', facilityId] as const,
    queryFn: ({ signal }) => getFilters(facilityId, signal),
  });

export function useFilters(facilityId: string | undefined) {
  return useQuery({ ...getFiltersQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
