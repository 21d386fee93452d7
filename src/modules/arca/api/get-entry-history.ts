import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { VersionRow } from '../records/history.ts';
import { arcaKeys } from './keys';

/** Every earlier state of an entry (oldest first), and who changed it when. */
export async function getEntryHistory(id: string, signal?: AbortSignal) {
  let query = supabase
    .from('arca_entry_versions')
    .select('version, action, changed_by, changed_at, snapshot')
    .eq('entry_id', id)
    .order('version');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data as unknown as VersionRow[];
}

export const getEntryHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: arcaKeys.entryHistory(id),
    queryFn: ({ signal }) => getEntryHistory(id, signal),
  });

export function useEntryHistory(id: string | null) {
  return useQuery({ ...getEntryHistoryQueryOptions(id ?? ''), enabled: id !== null });
}
