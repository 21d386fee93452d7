import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { ImportRow } from '../library-csv';
import { animusKeys } from './keys';

/**
 * Sends the checked rows to animus_import_cultivars: all are imported or none. A refusal throws the
 * PostgREST error, whose `details` lists the failing rows (library-csv.ts dbImportErrors).
 */
export async function importCultivars(rows: readonly ImportRow[]) {
  const { data } = await supabase
    .rpc('animus_import_cultivars', { p_rows: rows as unknown as Json })
    .throwOnError();
  return data as { imported: number; ids: string[] };
}

export function useImportCultivars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCultivars,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: animusKeys.library() }),
  });
}
