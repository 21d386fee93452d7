import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Steering } from '../irrigation/steering.ts';
import { arcaKeys } from './keys';

/** A facility's room plans with their dated phases, newest first. */
export async function getRoomPlans(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_room_plans')
    .select('*, room:rooms(room_name), phases:arca_room_plan_phases(*)')
    .eq('facility_id', facilityId)
    .order('starts_on', { ascending: false })
    .order('starts_on', { referencedTable: 'arca_room_plan_phases' });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((p) => ({
    ...p,
    phases: p.phases.map((ph) => ({ ...ph, steering: ph.steering as unknown as Steering })),
  }));
}

export type RoomPlan = Awaited<ReturnType<typeof getRoomPlans>>[number];
export type RoomPlanPhase = RoomPlan['phases'][number];

export const getRoomPlansQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: arcaKeys.roomPlans(facilityId),
    queryFn: ({ signal }) => getRoomPlans(facilityId, signal),
  });

export function useRoomPlans(facilityId: string | undefined, enabled = true) {
  return useQuery({ ...getRoomPlansQueryOptions(facilityId ?? ''), enabled: Boolean(facilityId) && enabled });
}
