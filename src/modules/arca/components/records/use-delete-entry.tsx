// Deleting an Arca entry, the one way every log does it: ask first, soft delete
// (arca_delete_entries), then a toast whose Undo restores it (arca_restore_entries); Recently
// deleted keeps it for 30 days. The entry's edit history stays with it.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteEntries } from '../../api/delete-entries';
import { useRestoreEntries } from '../../api/restore-entries';
import { recordErrorMessage } from '../../records/errors';

interface Target {
  kind: string;
  id: string;
  /** Called once the entry is gone (close the dialog, leave the editor). */
  onDeleted?: () => void;
}

/**
 * `ask(target)` opens the confirmation; `confirm` is that dialog, to render once. After the delete
 * a toast offers Undo for 10 s.
 */
export function useDeleteEntry(): { ask: (target: Target) => void; confirm: ReactNode; busy: boolean } {
  const [target, setTarget] = useState<Target | null>(null);
  const remove = useDeleteEntries();
  const restore = useRestoreEntries();

  async function onDelete(t: Target) {
    try {
      await remove.mutateAsync({ kind: t.kind, ids: [t.id] });
      setTarget(null);
      t.onDeleted?.();
      toast.success('Entry deleted', {
        description: 'You can restore it for 30 days.',
        duration: 10_000,
        action: {
          label: 'Undo',
          onClick: () =>
            void restore
              .mutateAsync({ kind: t.kind, ids: [t.id] })
              .then(() => toast.success('Entry restored'))
              .catch((e: unknown) =>
                toast.error('The entry was not restored', { description: recordErrorMessage(e) }),
              ),
        },
      });
    } catch (e) {
      toast.error('The entry was not deleted', { description: recordErrorMessage(e) });
    }
  }

  const confirm = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Delete this entry?"
      description="It leaves the records and charts. You can undo it right away or restore it for 30 days."
      confirmLabel="Delete entry"
      destructive
      busy={remove.isPending}
      onConfirm={() => target && void onDelete(target)}
    />
  );
  return { ask: setTarget, confirm, busy: remove.isPending };
}
