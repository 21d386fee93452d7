import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

const STATS =
  'equipment_id, failures, mttr_hours, mtbf_days, latest_failure_at, next_failure_on, open_requests';

/** A facility's equipment with its reliability figures (two requests, joined here: views do not embed). */
export async function getEquipmentList(facilityId: string, signal?: AbortSignal) {
  let items = supabase.from('atlas_equipment').select('*').eq('facility_id', facilityId).order('name');
  let stats = supabase.from('atlas_equipment_stats').select(STATS).eq('facility_id', facilityId);
  let schedule = supabase
    .from('atlas_maintenance_schedule')
    .select('plan_id, equipment_id, title, next_due_on, active')
    .eq('facility_id', facilityId)
    .eq('active', true);
  if (signal) {
    items = items.abortSignal(signal);
    stats = stats.abortSignal(signal);
    schedule = schedule.abortSignal(signal);
  }
  const [i, s, p] = await Promise.all([items.throwOnError(), stats.throwOnError(), schedule.throwOnError()]);
  const byId = new Map((s.data ?? []).map((x) => [x.equipment_id, x]));
  return (i.data ?? []).map((e) => {
    const plans = (p.data ?? []).filter((x) => x.equipment_id === e.id);
    const nextDue =
      plans
        .map((x) => x.next_due_on)
        .filter((d): d is string => Boolean(d))
        .sort()[0] ?? null;
    return { ...e, stats: byId.get(e.id) ?? null, nextMaintenanceOn: nextDue };
  });
}

export type EquipmentItem = Awaited<ReturnType<typeof getEquipmentList>>[number];

export const getEquipmentListQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.equipmentList(facilityId),
    queryFn: ({ signal }) => getEquipmentList(facilityId, signal),
  });

export function useEquipmentList(facilityId: string) {
  return useQuery(getEquipmentListQueryOptions(facilityId));
}

/** One piece of equipment: its row, figures, preventive schedules and every request, newest first. */
export async function getEquipment(equipmentId: string, signal?: AbortSignal) {
  let item = supabase.from('atlas_equipment').select('*').eq('id', equipmentId);
  let stats = supabase.from('atlas_equipment_stats').select(STATS).eq('equipment_id', equipmentId);
  let plans = supabase
    .from('atlas_maintenance_schedule')
    .select('*')
    .eq('equipment_id', equipmentId)
    .order('title');
  let requests = supabase
    .from('atlas_maintenance_requests')
    .select('*')
    .eq('equipment_id', equipmentId)
    .order('reported_at', { ascending: false });
  if (signal) {
    item = item.abortSignal(signal);
    stats = stats.abortSignal(signal);
    plans = plans.abortSignal(signal);
    requests = requests.abortSignal(signal);
  }
  const [i, s, p, r] = await Promise.all([
    item.maybeSingle().throwOnError(),
    stats.maybeSingle().throwOnError(),
    plans.throwOnError(),
    requests.throwOnError(),
  ]);
  if (!i.data) return null;
  return { item: i.data, stats: s.data, plans: p.data ?? [], requests: r.data ?? [] };
}

export type EquipmentDetail = NonNullable<Awaited<ReturnType<typeof getEquipment>>>;

export const getEquipmentQueryOptions = (facilityId: string, equipmentId: string) =>
  queryOptions({
    queryKey: atlasKeys.equipment(facilityId, equipmentId),
    queryFn: ({ signal }) => getEquipment(equipmentId, signal),
  });

export function useEquipment(facilityId: string, equipmentId: string) {
  return useQuery(getEquipmentQueryOptions(facilityId, equipmentId));
}
