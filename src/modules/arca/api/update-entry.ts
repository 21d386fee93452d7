import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { EntryPayload } from '../records/entry-rules.ts';
import type { RecordKind } from '../records/kinds/types.ts';
import { invalidateRecords } from './invalidate-records';
import { uploadPhotos, type PendingPhoto } from './upload-photos';

export interface UpdateEntryVariables {
  kind: RecordKind['kind'];
  id: string;
  /** The version the form was opened at; a save over someone else's change is refused (AR002). */
  version: number;
  changes: Omit<EntryPayload, 'facility_id'> & { photos?: string[] };
  newPhotos?: PendingPhoto[];
  ownerId: string;
  facilityId: string;
}

export async function updateEntry(v: UpdateEntryVariables) {
  const added = await uploadPhotos(v.ownerId, v.facilityId, v.id, v.newPhotos ?? []);
  const changes =
    added.length > 0 ? { ...v.changes, photos: [...(v.changes.photos ?? []), ...added] } : v.changes;
  const { data } = await supabase
    .rpc('arca_update_entry', { p_id: v.id, p_version: v.version, p_changes: changes as unknown as Json })
    .throwOnError();
  return data as number;
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: (_version, v) => invalidateRecords(queryClient, v.kind, [v.id]),
  });
}
