import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { atlasKeys } from './keys';

/** The maintenance board: open and in-progress requests, and every active preventive schedule. */
export async function getMaintenance(facilityId: string, signal?: AbortSignal) {
  let requests = supabase
    .from('atlas_maintenance_requests')
    .select('*, equipment:atlas_equipment(name, room_id)')
    .eq('facility_id', facilityId)
    .neq('status', 'done')
    .order('reported_at');
  let schedule = supabase
    .from('atlas_maintenance_schedule')
    .select('*')
    .eq('facility_id', facilityId)
    .eq('active', true)
    .order('next_due_on');
  if (signal) {
    requests = requests.abortSignal(signal);
    schedule = schedule.abortSignal(signal);
  }
  const [r, s] = await Promise.all([requests.throwOnError(), schedule.throwOnError()]);
  return { requests: r.data ?? [], schedule: s.data ?? [] };
}

export type MaintenanceBoard = Awaited<ReturnType<typeof getMaintenance>>;

export const getMaintenanceQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.maintenance(facilityId),
    queryFn: ({ signal }) => getMaintenance(facilityId, signal),
  });

export function useMaintenance(facilityId: string) {
  return useQuery(getMaintenanceQueryOptions(facilityId));
}
