import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

export async function getProjectNotes(projectId: string, signal?: AbortSignal) {
  let query = supabase
    .from('project_notes')
    .select('id, body, created_at, updated_at')
    .eq('project_id', projectId)
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data ?? [];
}

export const getProjectNotesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: animusKeys.notes(projectId),
    queryFn: ({ signal }) => getProjectNotes(projectId, signal),
  });

export function useProjectNotes(projectId: string) {
  return useQuery(getProjectNotesQueryOptions(projectId));
}
