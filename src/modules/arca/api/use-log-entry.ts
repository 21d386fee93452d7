import { useCapture } from '@/hooks/use-capture';
import type { LogEntryVariables } from './log-entry';

export interface LogEntryCapture {
  variables: LogEntryVariables;
  /** "PPM reading", from the kind. */
  label: string;
  summary: string;
  /** The logger, opened on this entry when the server refuses it. */
  editHref: string;
}

/**
 * Saves now when the server answers; without a connection the entry is kept on this device (the
 * outbox, src/lib/offline/outbox.ts) and sent later, and the result says so.
 */
export function useLogEntry() {
  const save = useCapture<LogEntryVariables>('arca-entry');
  return {
    isPending: save.isPending,
    mutateAsync: async ({ variables, label, summary, editHref }: LogEntryCapture) => {
      const result = await save.mutateAsync({ variables, id: variables.id, label, summary, editHref });
      if (result.status === 'kept') return { queued: true, unlinked: null };
      const { unlinked } = result.data as { unlinked: string | null };
      return { queued: false, unlinked };
    },
  };
}
