import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '@/hooks/use-viewer';
import { isNetworkError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { invalidateRecords } from './invalidate-records';
import { arcaQueue } from './offline-queue';
import { recordErrorMessage } from '../records/errors';
import { PLAIN_ENTRY_WRITE, savePlainEntryWith, type PlainEntry, type PlainKind } from './plain-entry';

const savePlainEntry = (entry: PlainEntry) => savePlainEntryWith(supabase, entry);

/**
 * Saves now when the server answers. A new entry made without a connection (a grow room with no
 * signal) is kept on this device and sent later, like the logger's entries; the result says so.
 * An edit needs the server (it is checked against the version it was opened at).
 */
export function useSavePlainEntry() {
  const queryClient = useQueryClient();
  const { userId } = useViewer();
  return useMutation({
    // Runs offline too (React Query would otherwise pause it): being offline is a case we handle.
    networkMode: 'always',
    mutationFn: async (entry: PlainEntry): Promise<{ queued: boolean }> => {
      const canQueue = entry.version === undefined && userId !== null;
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      if (!offline || !canQueue) {
        try {
          await savePlainEntry(entry);
          return { queued: false };
        } catch (error) {
          if (!canQueue || !isNetworkError(error)) throw error;
        }
      }
      const queue = arcaQueue(userId!);
      await queue.enqueue(PLAIN_ENTRY_WRITE, entry.id, entry);
      return { queued: queue.state().waiting > 0 };
    },
    onSuccess: (result, entry) => {
      if (!result.queued)
        return invalidateRecords(queryClient, entry.kind, entry.version === undefined ? [] : [entry.id]);
    },
  });
}

/** What a form fills in; the rest of the envelope (kind, id, version, facility) is the form's own. */
interface PlainEntryFields {
  room_id: string | null;
  /** The form's local date-time input. */
  occurredAt: string;
  notes?: string | null;
  values: Record<string, unknown>;
}

/**
 * The one way an issue-16 form saves its entry: the envelope around the form's fields, the toast
 * (saved, or kept on this device), and on failure the records framework's words for the form to
 * show (`onFailure`; the error too, for forms that react to a code). Resolves true once saved.
 */
export function usePlainEntrySave(
  target: { kind: PlainKind; id: string; version?: number | null; facilityId: string },
  onFailure: (message: string, error: unknown) => void,
) {
  const save = useSavePlainEntry();
  const submit = async (fields: PlainEntryFields, saved: { title: string; description?: string }) => {
    try {
      const result = await save.mutateAsync({
        kind: target.kind,
        id: target.id,
        version: target.version ?? undefined,
        facility_id: target.facilityId,
        room_id: fields.room_id,
        occurred_at: new Date(fields.occurredAt).toISOString(),
        notes: fields.notes ?? null,
        values: fields.values,
      });
      announceSave(result, saved.title, saved.description);
      return true;
    } catch (error) {
      onFailure(recordErrorMessage(error), error);
      return false;
    }
  };
  return { submit, busy: save.isPending };
}

/** The toast after a save: saved, or kept on this device until the connection returns. */
function announceSave(result: { queued: boolean }, title: string, description?: string) {
  if (result.queued)
    toast.info('Saved on this device', { description: 'It will be sent as soon as you are back online.' });
  else toast.success(title, description ? { description } : undefined);
}
