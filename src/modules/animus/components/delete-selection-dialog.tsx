import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteSelection } from '../api/delete-selection';
import type { Selection } from '../selection';

/** spec-2 §2 "Delete confirmation", with the §8 toasts. */
export function DeleteSelectionDialog({
  selection,
  projectId,
  onOpenChange,
  onDeleted,
}: {
  selection: Selection | null;
  projectId: string;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (s: Selection) => void;
}) {
  const remove = useDeleteSelection(projectId);
  const plant = selection?.plantId ?? '';
  return (
    <ConfirmDialog
      open={selection !== null}
      onOpenChange={onOpenChange}
      title="Delete Selection"
      description={`Are you sure you want to delete the selection for ${plant}? This action cannot be undone.`}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Selection'}
      destructive
      busy={remove.isPending}
      onConfirm={() => {
        if (!selection) return;
        remove.mutate(
          { id: selection.id, images: selection.images },
          {
            onSuccess: () => {
              toast.success('Selection Deleted', {
                description: `Successfully deleted selection for ${plant}`,
              });
              onOpenChange(false);
              onDeleted?.(selection);
            },
            onError: () =>
              toast.error('Error', { description: 'Failed to delete selection. Please try again.' }),
          },
        );
      }}
    >
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">This will permanently remove:</p>
        <ul className="mt-1 list-disc pl-5">
          <li>Metrics and ratings</li>
          <li>Tags and badges</li>
          <li>Rationale and highlights</li>
          <li>Notes</li>
        </ul>
      </div>
    </ConfirmDialog>
  );
}
