import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toIsoDate, type Phase } from '../cycles/plan';
import { atlasKeys } from './keys';

/**
 * A facility's cycles, newest first, with their phases and task counts (all, and open ones past
 * their date) in one request.
 */
export async function getCycles(facilityId: string, signal?: AbortSignal) {
  const today = toIsoDate(new Date());
  let query = supabase
    .from('atlas_cycles')
    .select(
      'id, name, strain_name, status, starts_on, ends_on, room_id, plant_count, template_id, phases:atlas_cycle_phases(id, phase, room_id, start_on, end_on), tasks:atlas_tasks(count), overdue:atlas_tasks(count)',
    )
    .eq('facility_id', facilityId)
    .lt('overdue.due_on', today)
    .neq('overdue.status', 'done')
    .order('starts_on', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map(({ tasks, overdue, phases, ...c }) => ({
    ...c,
    status: c.status as 'active' | 'completed' | 'cancelled',
    phases: phases
      .map((p) => ({ ...p, phase: p.phase as Phase }))
      .sort((a, b) => a.start_on.localeCompare(b.start_on)),
    taskCount: tasks[0]?.count ?? 0,
    overdueCount: overdue[0]?.count ?? 0,
  }));
}

export type CycleSummary = Awaited<ReturnType<typeof getCycles>>[number];

export const getCyclesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.cycleList(facilityId),
    queryFn: ({ signal }) => getCycles(facilityId, signal),
  });

export function useCycles(facilityId: string) {
  return useQuery(getCyclesQueryOptions(facilityId));
}
