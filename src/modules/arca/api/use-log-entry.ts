import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SopLinkError } from '@/lib/data/facility-sops';
import { isNetworkError } from '@/lib/errors';
import { invalidateRecords } from './invalidate-records';
import { logEntry, type LogEntryVariables } from './log-entry';
import { ENTRY_WRITE, arcaQueue } from './offline-queue';

/**
 * Saves now when the server answers; without a connection the entry is kept on this device
 * (IndexedDB) and sent later (offline-sync), and the result says so.
 */
export function useLogEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too (React Query would otherwise pause it): being offline is a case we handle.
    networkMode: 'always',
    mutationFn: async (
      variables: LogEntryVariables,
    ): Promise<{ queued: boolean; unlinked?: SopLinkError }> => {
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      if (!offline) {
        try {
          await logEntry(variables);
          return { queued: false };
        } catch (error) {
          // Saved, only the SOP link was refused: the entry must not be saved again.
          if (error instanceof SopLinkError) return { queued: false, unlinked: error };
          if (!isNetworkError(error)) throw error;
        }
      }
      // Kept on the device; the queue tries once more right away and then whenever the
      // connection returns.
      await arcaQueue(userId).enqueue(ENTRY_WRITE, variables.id, variables);
      const stillWaiting = arcaQueue(userId).state().waiting;
      return { queued: stillWaiting > 0 };
    },
    onSuccess: (result, variables) => {
      if (!result.queued) return invalidateRecords(queryClient, variables.kind);
    },
  });
}
