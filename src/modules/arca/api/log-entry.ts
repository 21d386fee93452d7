import { linkEntrySop } from '@/lib/data/facility-sops';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { EntryPayload } from '../records/entry-rules.ts';
import type { RecordKind } from '../records/kinds/types.ts';
import { uploadPhotos, type PendingPhoto } from './upload-photos';

export interface LogEntryVariables {
  kind: RecordKind['kind'];
  /** Made on the device, so a retry of the same save finds the entry it already made. */
  id: string;
  payload: EntryPayload;
  photos?: PendingPhoto[];
  /** The facility's owner: photo paths start with their id. */
  ownerId: string;
  /** The Atlas SOP the entry followed; the database records the version in force at its time. */
  sopId?: string | null;
}

/**
 * Saves an entry (envelope and values in one transaction), then links the SOP it followed; the
 * same id twice saves and links it once, so an offline retry of the whole call is safe.
 */
export async function logEntry({ kind, id, payload, photos = [], ownerId, sopId }: LogEntryVariables) {
  const paths = await uploadPhotos(ownerId, payload.facility_id, id, photos);
  await supabase
    .rpc('arca_log_entry', { p_entry: { ...payload, id, kind, photos: paths } as unknown as Json })
    .throwOnError();
  if (sopId) await linkEntrySop(id, sopId);
}
