import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

const COLUMNS =
  'id, name, description, mother_strain, father_strain, target_traits, created_at, phenos(count), selections(count)';

/** The grower's breeding projects, newest first, with their plant and selection counts in one request. */
export async function getProjects(signal?: AbortSignal) {
  let query = supabase.from('breeding_projects').select(COLUMNS).order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map(({ phenos, selections, ...p }) => ({
    ...p,
    plantCount: phenos[0]?.count ?? 0,
    selectionCount: selections[0]?.count ?? 0,
  }));
}

export type ProjectSummary = Awaited<ReturnType<typeof getProjects>>[number];

export const getProjectsQueryOptions = () =>
  queryOptions({ queryKey: animusKeys.projects(), queryFn: ({ signal }) => getProjects(signal) });

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}
