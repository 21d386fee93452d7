import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { PHASES, type Phase } from '../cycles/plan';
import { atlasKeys } from './keys';

// Tasks hang off their phase (the milestone they are offset from).
const COLUMNS =
  'id, name, description, updated_at, phases:atlas_template_phases(phase, duration_days, tasks:atlas_template_tasks(id, offset_days, title, description, sop_id))';

interface Raw {
  phases: {
    phase: string;
    duration_days: number;
    tasks: {
      id: string;
      offset_days: number;
      title: string;
      description: string | null;
      sop_id: string | null;
    }[];
  }[];
}

function shape<T extends Raw>({ phases, ...t }: T) {
  const ordered = phases
    .map((p) => ({ ...p, phase: p.phase as Phase }))
    .sort((a, b) => PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase));
  return {
    ...t,
    phases: ordered.map((p) => ({ phase: p.phase, duration_days: p.duration_days })),
    tasks: ordered
      .flatMap((p) => p.tasks.map((x) => ({ ...x, phase: p.phase })))
      .sort((a, b) => PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase) || a.offset_days - b.offset_days),
  };
}

/** A facility's cycle templates with their phases and tasks (small: a few dozen rows each). */
export async function getTemplates(facilityId: string, signal?: AbortSignal) {
  let query = supabase
    .from('atlas_cycle_templates')
    .select(COLUMNS)
    .eq('facility_id', facilityId)
    .order('name');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map(shape);
}

export type CycleTemplate = Awaited<ReturnType<typeof getTemplates>>[number];

export const getTemplatesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: atlasKeys.templates(facilityId),
    queryFn: ({ signal }) => getTemplates(facilityId, signal),
  });

export function useTemplates(facilityId: string) {
  return useQuery(getTemplatesQueryOptions(facilityId));
}
