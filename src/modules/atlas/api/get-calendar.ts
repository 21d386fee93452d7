import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Phase } from '../cycles/plan';
import { shapeTask } from './get-cycle';
import { TASK_COLUMNS } from './task-columns';
import { atlasKeys } from './keys';

/** Tasks due in [from, to) and the phases running in it (active cycles), for the calendar. */
export async function getCalendar(facilityId: string, from: string, to: string, signal?: AbortSignal) {
  let tasks = supabase
    .from('atlas_tasks')
    .select(TASK_COLUMNS)
    .eq('facility_id', facilityId)
    .gte('due_on', from)
    .lt('due_on', to)
    .order('due_on');
  let phases = supabase
    .from('atlas_cycle_phases')
    .select('id, phase, room_id, start_on, end_on, cycle:atlas_cycles!inner(id, name, strain_name, status)')
    .eq('facility_id', facilityId)
    .lt('start_on', to)
    .gt('end_on', from)
    .eq('cycle.status', 'active')
    .order('start_on');
  if (signal) {
    tasks = tasks.abortSignal(signal);
    phases = phases.abortSignal(signal);
  }
  const [t, p] = await Promise.all([tasks.throwOnError(), phases.throwOnError()]);
  return {
    tasks: (t.data ?? []).map(shapeTask),
    phases: (p.data ?? []).map((x) => ({ ...x, phase: x.phase as Phase })),
  };
}

export type CalendarData = Awaited<ReturnType<typeof getCalendar>>;

export const getCalendarQueryOptions = (facilityId: string, from: string, to: string) =>
  queryOptions({
    queryKey: atlasKeys.calendar(facilityId, from, to),
    queryFn: ({ signal }) => getCalendar(facilityId, from, to, signal),
  });

export function useCalendar(facilityId: string, from: string, to: string) {
  return useQuery(getCalendarQueryOptions(facilityId, from, to));
}
