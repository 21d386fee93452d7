import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Steering } from '../irrigation/steering.ts';
import { arcaKeys } from './keys';

/** A facility's irrigation skeletons with their phases in order. */
export async function getSkeletons(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_irrigation_skeletons')
    .select('*, phases:arca_skeleton_phases(*)')
    .eq('facility_id', facilityId)
    .order('name')
    .order('position', { referencedTable: 'arca_skeleton_phases' });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((s) => ({
    ...s,
    phases: s.phases.map((p) => ({ ...p, steering: p.steering as unknown as Steering })),
  }));
}

export type Skeleton = Awaited<ReturnType<typeof getSkeletons>>[number];
export type SkeletonPhase = Skeleton['phases'][number];

export const getSkeletonsQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.skeletons(facilityId),
    queryFn: ({ signal }) => getSkeletons(facilityId, signal),
  });

export function useSkeletons(facilityId: string | undefined) {
  return useQuery({ ...getSkeletonsQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) });
}
