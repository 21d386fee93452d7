import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { shiftIsoDate, toIsoDate } from '../cycles/plan';
import { shapeTask } from './get-cycle';
import { TASK_COLUMNS } from './task-columns';
import { atlasKeys } from './keys';

/**
 * The "today" list: unfinished tasks assigned to the user (or to nobody) that are overdue, due
 * today or tomorrow, and today's finished ones, so the list shows progress through the day.
 */
export async function getMyTasks(facilityId: string, userId: string, signal?: AbortSignal) {
  const today = toIsoDate(new Date());
  let query = supabase
    .from('atlas_tasks')
    .select(TASK_COLUMNS)
    .eq('facility_id', facilityId)
    .or(`assignee_id.eq.${userId},assignee_id.is.null`)
    .lte('due_on', shiftIsoDate(today, 1))
    .or(`status.neq.done,done_at.gte.${today}T00:00:00`)
    .order('due_on')
    .limit(200);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map(shapeTask);
}

export type MyTask = Awaited<ReturnType<typeof getMyTasks>>[number];

export const getMyTasksQueryOptions = (facilityId: string, userId: string) =>
  queryOptions({
    queryKey: atlasKeys.myTasks(facilityId, userId),
    queryFn: ({ signal }) => getMyTasks(facilityId, userId, signal),
  });

export function useMyTasks(facilityId: string, userId: string) {
  return useQuery(getMyTasksQueryOptions(facilityId, userId));
}
