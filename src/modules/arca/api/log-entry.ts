import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isNetworkError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import type { EntryPayload } from '../records/entry-rules.ts';
import type { RecordKind } from '../records/kinds/types.ts';
import { queuedEntry, type QueuedEntry } from '../records/offline-queue.ts';
import { idbQueueStore } from '../records/offline-store.ts';
import { invalidateRecords } from './invalidate-records';
import { uploadPhotos, type PendingPhoto } from './upload-photos';

export interface LogEntryVariables {
  kind: RecordKind['kind'];
  /** Made on the device, so a retry of the same save finds the entry it already made. */
  id: string;
  payload: EntryPayload;
  photos?: PendingPhoto[];
  /** The facility's owner: photo paths start with their id. */
  ownerId: string;
}

/** Saves an entry (envelope and values in one transaction); the same id twice saves it once. */
export async function logEntry({ kind, id, payload, photos = [], ownerId }: LogEntryVariables) {
  const paths = await uploadPhotos(ownerId, payload.facility_id, id, photos);
  await supabase
    .rpc('arca_log_entry', { p_entry: { ...payload, id, kind, photos: paths } as unknown as Json })
    .throwOnError();
}

/** What a queued entry needs to be sent later exactly as it would have been now. */
export function toQueued(userId: string, v: LogEntryVariables): QueuedEntry {
  return { ...queuedEntry(userId, v.kind, v.id, v.payload), ownerId: v.ownerId, photoFiles: v.photos ?? [] };
}

export async function sendQueued(entry: QueuedEntry) {
  await logEntry({
    kind: entry.kind,
    id: entry.id,
    payload: entry.payload,
    photos: entry.photoFiles ?? [],
    ownerId: entry.ownerId ?? '',
  });
}

/**
 * Saves now when the server answers; without a connection the entry is kept on this device
 * (IndexedDB) and sent later (offline-sync), and the result says so.
 */
export function useLogEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (React Query would otherwise pause it): being offline is a case we handle.
    networkMode: 'always',
    mutationFn: async (variables: LogEntryVariables): Promise<{ queued: boolean }> => {
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      if (!offline) {
        try {
          await logEntry(variables);
          return { queued: false };
        } catch (error) {
          if (!isNetworkError(error)) throw error;
        }
      }
      await idbQueueStore.put(toQueued(userId, variables));
      window.dispatchEvent(new Event('arca-queue-changed'));
      return { queued: true };
    },
    onSuccess: (result, variables) => {
      if (!result.queued) return invalidateRecords(queryClient, variables.kind);
    },
  });
}
