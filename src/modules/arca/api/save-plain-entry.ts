import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '@/hooks/use-viewer';
import { isNetworkError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { invalidateRecords } from './invalidate-records';
import { arcaQueue } from './offline-queue';
import { PLAIN_ENTRY_WRITE, savePlainEntryWith, type PlainEntry } from './plain-entry';

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

/** The toast after a save: saved, or kept on this device until the connection returns. */
export function announceSave(result: { queued: boolean }, title: string, description?: string) {
  if (result.queued)
    toast.info('Saved on this device', { description: 'It will be sent as soon as you are back online.' });
  else toast.success(title, description ? { description } : undefined);
}
