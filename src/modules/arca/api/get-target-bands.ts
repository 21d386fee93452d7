import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Band, DrybackBasis } from '../targets/metrics.ts';
import { arcaKeys } from './keys';

/** The band in force for every room of a facility, stage, metric and period, with its source. */
export async function getTargetBands(facilityId: string, signal?: AbortSignal) {
  let query = supabase.from('arca_room_target_bands').select('*').eq('facility_id', facilityId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type TargetBandRow = Awaited<ReturnType<typeof getTargetBands>>[number];

/** A band row as the pure target logic reads it. */
export function toBand(
  row: TargetBandRow,
): Band & { roomId: string; targetId: string | null; note: string | null } {
  return {
    roomId: row.room_id!,
    targetId: row.target_id,
    note: row.note,
    stage: row.stage!,
    metric: row.metric!,
    period: row.period!,
    min: Number(row.min_value),
    max: Number(row.max_value),
    basis: (row.basis as DrybackBasis | null) ?? null,
    isCustom: Boolean(row.is_custom),
    defaultSource: row.default_source,
  };
}

export const getTargetBandsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.targetBands(facilityId),
    queryFn: async ({ signal }) => (await getTargetBands(facilityId, signal)).map(toBand),
    staleTime: 5 * 60_000,
  });

export function useTargetBands(facilityId: string | undefined) {
  return useQuery({ ...getTargetBandsQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
