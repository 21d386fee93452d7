import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { YIELD_ANALYTICS_SELECT, type Harvest } from '../records/prices';
import { arcaKeys } from './keys';

/** Rows per request: the API's most (`max_rows`), so a big grow is read in a few pages. */
const PAGE = 1000;

/** A facility's done harvests with their lot's strain and grow room (arca_yield_analytics). */
export async function getYieldAnalytics(facilityId: string, signal?: AbortSignal): Promise<Harvest[]> {
  const rows = [];
  for (let from = 0; ; from += PAGE) {
    let query = supabase
      .from('arca_yield_analytics')
      .select(YIELD_ANALYTICS_SELECT)
      .eq('facility_id', facilityId)
      .order('occurred_at', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1);
    if (signal) query = query.abortSignal(signal);
    const { data } = await query.throwOnError();
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) break;
  }
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((h) => ({
    id: h.id!,
    lot_id: h.lot_id!,
    lot_name: h.lot_name!,
    strain: h.strain!,
    occurred_at: h.occurred_at!,
    grade: h.grade,
    dry_g: num(h.dry_g),
    trim_g: num(h.trim_g),
    room_id: h.room_id,
    room_name: h.room_name,
    canopy_area_m2: num(h.canopy_area_m2),
    lighting_w: num(h.lighting_w),
  }));
}

export const getYieldAnalyticsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.yieldAnalytics(facilityId),
    queryFn: ({ signal }) => getYieldAnalytics(facilityId, signal),
  });

export function useYieldAnalytics(facilityId: string | undefined) {
  return useQuery({ ...getYieldAnalyticsQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
