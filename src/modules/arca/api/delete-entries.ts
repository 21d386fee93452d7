import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invalidateRecords } from './invalidate-records';

export interface DeleteEntriesVariables {
  kind: string;
  ids: string[];
}

/** Soft delete: the entries leave every list and can be restored for 30 days. */
export async function deleteEntries({ ids }: DeleteEntriesVariables) {
  const { data } = await supabase.rpc('arca_delete_entries', { p_ids: ids }).throwOnError();
  return data as number;
}

export function useDeleteEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntries,
    onSuccess: (_n, v) => invalidateRecords(queryClient, v.kind, v.ids),
  });
}
