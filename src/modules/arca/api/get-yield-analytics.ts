import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Harvest } from '../records/prices';
import { arcaKeys } from './keys';

/** A facility's done harvests with their lot's strain and grow room (arca_yield_analytics). */
export async function getYieldAnalytics(facilityId: string, signal?: AbortSignal): Promise<Harvest[]> {
  let query = supabase
    .from('arca_yield_analytics')
    .select(
      'id, lot_id, lot_name, strain, occurred_at, grade, dry_g, room_id, room_name, canopy_area_m2, lighting_w',
    )
    .eq('facility_id', facilityId)
    .order('occurred_at', { ascending: false })
    .limit(5000);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return (data ?? []).map((h) => ({
    id: h.id!,
    lot_id: h.lot_id!,
    lot_name: h.lot_name!,
    strain: h.strain!,
    occurred_at: h.occurred_at!,
    grade: h.grade,
    dry_g: num(h.dry_g),
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
