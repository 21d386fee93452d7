import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { animusKeys } from './keys';

/**
 * The spec's start-up check (spec-2 §7: check_table_exists('project_notes'), then
 * create_project_notes_table() when missing). project_notes is created by migration, so the check
 * always finds it and nothing is ever created from the browser; its answer changes nothing on screen.
 */
export async function checkProjectNotesTable(signal?: AbortSignal) {
  let call = supabase.rpc('check_table_exists', { table_name: 'project_notes' });
  if (signal) call = call.abortSignal(signal);
  const { data } = await call.throwOnError();
  return data === true;
}

export function useProjectNotesCheck() {
  return useQuery(
    queryOptions({
      queryKey: animusKeys.tableCheck('project_notes'),
      queryFn: ({ signal }) => checkProjectNotesTable(signal),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
}
