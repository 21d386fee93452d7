import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import { arcaKeys } from './keys';
import { invalidateRecords } from './invalidate-records';

/**
 * The logs of issue 16 whose values are more than flat fields (a batch's products, a feed's batches,
 * an application's products): saved through the records framework's own functions (one envelope,
 * edit history, soft delete), each from its own form rather than the generic logger.
 */
export type PlainKind = 'batch' | 'fertigation' | 'application' | 'release' | 'scouting';

export interface PlainEntry {
  kind: PlainKind;
  /** Made on the device, so a retry of the same save finds the entry it already made. */
  id: string;
  /** The version an edit was opened at; absent for a new entry. */
  version?: number;
  facility_id: string;
  room_id: string | null;
  occurred_at: string;
  notes: string | null;
  values: Record<string, unknown>;
}

/** Saves a new entry (arca_log_entry) or changes one at its version (arca_update_entry). */
export async function savePlainEntry(entry: PlainEntry) {
  const { kind, id, version, facility_id, ...rest } = entry;
  if (version === undefined) {
    await supabase
      .rpc('arca_log_entry', { p_entry: { ...rest, id, kind, facility_id } as unknown as Json })
      .throwOnError();
    return;
  }
  await supabase
    .rpc('arca_update_entry', { p_id: id, p_version: version, p_changes: rest as unknown as Json })
    .throwOnError();
}

/** After a save: the log's lists, and what a batch, feed or spray moves (stock, fertility, holds). */
export function useSavePlainEntry(facilityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlainEntry,
    onSuccess: (_data, entry) =>
      Promise.all([
        invalidateRecords(queryClient, entry.kind, entry.version === undefined ? [] : [entry.id]),
        queryClient.invalidateQueries({ queryKey: arcaKeys.stock(facilityId) }),
        queryClient.invalidateQueries({ queryKey: [...arcaKeys.all, 'fertility'] }),
        queryClient.invalidateQueries({ queryKey: arcaKeys.roomHolds() }),
      ]),
  });
}
