import { ConfirmDialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeletePheno } from '../api/delete-pheno';

/**
 * Asks before deleting a plant. Its sensory record cascades; selections made from it are kept, as
 * the selections' foreign key sets pheno_id to null, and they still show the plant ID they were made for.
 */
export function DeletePhenoDialog({
  projectId,
  pheno,
  onOpenChange,
}: {
  projectId: string;
  /** The plant to delete; the dialog is open while one is given. */
  pheno: { id: string; plant_id: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeletePheno(projectId);
  const plant = pheno?.plant_id ?? '';
  return (
    <ConfirmDialog
      open={pheno !== null}
      onOpenChange={onOpenChange}
      title={`Delete plant ${plant}`}
      description={`Delete plant ${plant}? Its ratings, notes and sensory record are deleted with it. Selections made from this plant are kept: they still show plant ID ${plant} but are no longer linked to this plant. This cannot be undone.`}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete plant'}
      destructive
      busy={remove.isPending}
      onConfirm={() =>
        pheno &&
        remove.mutate(pheno.id, {
          onSuccess: () => {
            toast.success('Plant deleted', { description: `Plant ${plant} has been deleted.` });
            onOpenChange(false);
          },
          onError: (error) =>
            toast.error('Could not delete the plant', { description: getErrorMessage(error) }),
        })
      }
    />
  );
}
