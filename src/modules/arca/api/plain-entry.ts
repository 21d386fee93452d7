// The logs of issue 16 whose values are more than flat fields (a batch's products, a feed's batches,
// an application's products): saved through the records framework's own functions (one envelope,
// edit history, soft delete), each from its own form rather than the generic logger. No app client
// here, so the outbox's sender can be tested against a real stack (the client is passed in).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../../../types/database.ts';

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
  /** Why the entry is made inside a running interval (a release or count in a sprayed room). */
  override_reason?: string | null;
  values: Record<string, unknown>;
}

/**
 * Saves a new entry (arca_log_entry, idempotent on its id: a replayed offline save makes it once)
 * or changes one at its version (arca_update_entry, which keeps the edit history).
 */
export async function savePlainEntryWith(client: SupabaseClient<Database>, entry: PlainEntry) {
  const { kind, id, version, facility_id, ...rest } = entry;
  if (version === undefined) {
    await client
      .rpc('arca_log_entry', { p_entry: { ...rest, id, kind, facility_id } as unknown as Json })
      .throwOnError();
    return;
  }
  await client
    .rpc('arca_update_entry', { p_id: id, p_version: version, p_changes: rest as unknown as Json })
    .throwOnError();
}
