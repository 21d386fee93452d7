import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/** One breeding project; null when it does not exist or is not the caller's (RLS hides it). */
export async function getProject(projectId: string, signal?: AbortSignal) {
  let query = supabase
    .from('breeding_projects')
    .select('id, name, description, mother_strain, father_strain, target_traits, created_at')
    .eq('id', projectId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const getProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.project(projectId),
    // A malformed id in the address is simply "not found", not a 22P02 error.
    queryFn: ({ signal }) => (UUID.test(projectId) ? getProject(projectId, signal) : null),
  });

export function useProject(projectId: string) {
  return useQuery(getProjectQueryOptions(projectId));
}
