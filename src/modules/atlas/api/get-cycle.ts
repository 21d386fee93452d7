import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Phase } from '../cycles/plan';
import type { TaskStatus } from '../tasks/urgency';
import { TASK_COLUMNS } from './task-columns';
import { atlasKeys } from './keys';

/** One cycle: its row, phases with planned vs actual, tasks and the log of milestone moves. */
export async function getCycle(cycleId: string, signal?: AbortSignal) {
  let cycle = supabase.from('atlas_cycles').select('*').eq('id', cycleId);
  let phases = supabase.from('atlas_phase_variance').select('*').eq('cycle_id', cycleId).order('start_on');
  let tasks = supabase
    .from('atlas_tasks')
    .select(TASK_COLUMNS)
    .eq('cycle_id', cycleId)
    .order('due_on')
    .order('title');
  let moves = supabase
    .from('atlas_milestone_moves')
    .select('*')
    .eq('cycle_id', cycleId)
    .order('moved_at', { ascending: false });
  if (signal) {
    cycle = cycle.abortSignal(signal);
    phases = phases.abortSignal(signal);
    tasks = tasks.abortSignal(signal);
    moves = moves.abortSignal(signal);
  }
  const [c, p, t, m] = await Promise.all([
    cycle.maybeSingle().throwOnError(),
    phases.throwOnError(),
    tasks.throwOnError(),
    moves.throwOnError(),
  ]);
  if (!c.data) return null;
  return {
    cycle: { ...c.data, status: c.data.status as 'active' | 'completed' | 'cancelled' },
    phases: (p.data ?? []).map((x) => ({
      ...x,
      id: x.cycle_phase_id!,
      phase: x.phase as Phase,
      start_on: x.start_on!,
      end_on: x.end_on!,
      baseline_start: x.baseline_start!,
      baseline_end: x.baseline_end!,
    })),
    tasks: (t.data ?? []).map(shapeTask),
    moves: m.data ?? [],
  };
}

export function shapeTask<
  T extends { status: string; phase: { phase: string; room_id: string | null } | null },
>(t: T) {
  return {
    ...t,
    status: t.status as TaskStatus,
    phaseName: (t.phase?.phase ?? 'veg') as Phase,
    roomId: t.phase?.room_id ?? null,
  };
}

export type CycleDetail = NonNullable<Awaited<ReturnType<typeof getCycle>>>;
export type CycleTask = CycleDetail['tasks'][number];
export type CyclePhase = CycleDetail['phases'][number];

export const getCycleQueryOptions = (facilityId: string, cycleId: string) =>
  queryOptions({
    queryKey: atlasKeys.cycle(facilityId, cycleId),
    queryFn: ({ signal }) => getCycle(cycleId, signal),
  });

export function useCycle(facilityId: string, cycleId: string) {
  return useQuery(getCycleQueryOptions(facilityId, cycleId));
}
