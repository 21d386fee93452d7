import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteProject } from '../api/delete-project';
import { animusPaths } from '../paths';

/**
 * Asks before deleting a breeding project, saying what goes with it (the foreign keys of its plants,
 * sensory records, selections and notes all cascade), then lands on Origins with a toast.
 */
export function DeleteProjectDialog({
  project,
  onOpenChange,
}: {
  /** The project to delete; the dialog is open while one is given. */
  project: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title="Delete project"
      description={`Delete “${project?.name ?? ''}”? Its plants and their sensory records, its selections and its notes are deleted with it, and their images are removed. This cannot be undone.`}
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete project'}
      destructive
      busy={remove.isPending}
      onConfirm={() =>
        project &&
        remove.mutate(project.id, {
          onSuccess: () => {
            toast.success('Project deleted', { description: `${project.name} has been deleted.` });
            onOpenChange(false);
            navigate(animusPaths.origins.href());
          },
          onError: (error) =>
            toast.error('Could not delete the project', { description: getErrorMessage(error) }),
        })
      }
    />
  );
}
