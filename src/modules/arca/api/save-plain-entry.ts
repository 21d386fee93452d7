import { formatDateTime } from '@/lib/format';
import { KEPT_TOAST, useCapture } from '@/hooks/use-capture';
import { toast } from '@/lib/toast';
import type { PlainEntry, PlainKind } from './plain-entry';

const LABELS: Record<PlainKind, { new: string; edit: string }> = {
  batch: { new: 'Nutrient batch', edit: 'Nutrient batch changed' },
  fertigation: { new: 'Feed', edit: 'Feed changed' },
  application: { new: 'Spray application', edit: 'Spray application changed' },
  release: { new: 'Beneficial release', edit: 'Beneficial release changed' },
  scouting: { new: 'Scouting count', edit: 'Scouting count changed' },
};

/**
 * Saves now when the server answers; without a connection (a grow room with no signal) the entry
 * is kept on this device in the outbox and sent later, and the result says so. An edit goes the
 * same way, with the version it was opened at: if the entry changed meanwhile, the outbox shows
 * the conflict instead of overwriting the other change.
 */
export function useSavePlainEntry() {
  const save = useCapture<PlainEntry>('arca-plain-entry');
  return {
    isPending: save.isPending,
    mutateAsync: async (entry: PlainEntry, summary?: string): Promise<{ queued: boolean }> => {
      const label = LABELS[entry.kind][entry.version === undefined ? 'new' : 'edit'];
      const result = await save.mutateAsync({
        variables: entry,
        id: entry.id,
        label,
        summary: [summary, formatDateTime(entry.occurred_at)].filter(Boolean).join(' · '),
      });
      return { queued: result.status === 'kept' };
    },
  };
}

/** The toast after a save: saved, or kept on this device until the connection returns. */
export function announceSave(result: { queued: boolean }, title: string, description?: string) {
  if (result.queued) toast.info(KEPT_TOAST.title, { description: KEPT_TOAST.description });
  else toast.success(title, description ? { description } : undefined);
}
