import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DeleteEntriesVariables } from './delete-entries';
import { invalidateRecords } from './invalidate-records';

/** Undoes a delete (within 30 days). */
export async function restoreEntries({ ids }: DeleteEntriesVariables) {
  const { data } = await supabase.rpc('arca_restore_entries', { p_ids: ids }).throwOnError();
  return data as number;
}

export function useRestoreEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreEntries,
    onSuccess: (_n, v) => invalidateRecords(queryClient, v.kind, v.ids),
  });
}
