import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';
import { toSelection } from './selection-row';

/** A project's selections, newest first (the list sorts and filters on the client). */
export async function getSelections(projectId: string, signal?: AbortSignal) {
  let query = supabase
    .from('selections')
    .select('*')
    .eq('project_id', projectId)
    .order('selection_date', { ascending: false })
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map(toSelection);
}

export const getSelectionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.selections(projectId),
    queryFn: ({ signal }) => getSelections(projectId, signal),
  });

export function useSelections(projectId: string) {
  return useQuery(getSelectionsQueryOptions(projectId));
}
