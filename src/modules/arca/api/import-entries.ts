import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { EntryPayload } from '../records/entry-rules.ts';
import { invalidateRecords } from './invalidate-records';

export interface ImportResult {
  import_id: string | null;
  saved: number;
  /** Positions (from 1) in the rows sent. */
  duplicates: number[];
  errors: Array<{ row: number; code: string; message: string }>;
}

export interface ImportEntriesVariables {
  kind: string;
  facilityId: string;
  rows: Array<Omit<EntryPayload, 'facility_id'>>;
  /** Check only: every rule runs, nothing is saved. */
  dryRun: boolean;
}

/** All rows or none, in one transaction; rows equal to existing entries are skipped as duplicates. */
export async function importEntries({ kind, facilityId, rows, dryRun }: ImportEntriesVariables) {
  const { data } = await supabase
    .rpc('arca_import_entries', {
      p_kind: kind,
      p_facility_id: facilityId,
      p_rows: rows as unknown as Json,
      p_dry_run: dryRun,
    })
    .throwOnError();
  return data as unknown as ImportResult;
}

export function useImportEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEntries,
    onSuccess: (_r, v) => {
      if (!v.dryRun) return invalidateRecords(queryClient, v.kind);
    },
  });
}
