import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/** A project's plants with their sensory record (one-to-one) embedded, in one request. */
export async function getPhenos(projectId: string, signal?: AbortSignal) {
  let query = supabase
    .from('phenos')
    .select('*, sensory:phenos_sensory(*)')
    .eq('project_id', projectId)
    .order('created_at', { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export type Pheno = Awaited<ReturnType<typeof getPhenos>>[number];

export const getPhenosQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.phenos(projectId),
    queryFn: ({ signal }) => getPhenos(projectId, signal),
  });

export function usePhenos(projectId: string) {
  return useQuery(getPhenosQueryOptions(projectId));
}
