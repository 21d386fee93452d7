import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { projectFormSchema, toProjectInput, type ProjectFormValues } from '../project-schemas';
import { animusPaths } from '../paths';

const EMPTY: ProjectFormValues = {
  name: '',
  description: '',
  motherStrain: '',
  fatherStrain: '',
  targetTraits: '',
};

/** The fields the form edits, as both the project page and the Origins list read them. */
export interface EditableProject {
  id: string;
  name: string;
  description: string;
  mother_strain: string;
  father_strain: string;
  target_traits: string[];
}

function formValues(project: EditableProject | null | undefined): ProjectFormValues {
  if (!project) return EMPTY;
  return {
    name: project.name,
    description: project.description,
    motherStrain: project.mother_strain,
    fatherStrain: project.father_strain,
    targetTraits: project.target_traits.join(', '),
  };
}

/**
 * A breeding project's name, description, cross (mother × father) and target traits: a new one, or
 * the given `project` in edit mode (saved in place, no navigation).
 */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project?: EditableProject | null;
}) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const update = useUpdateProject();
  const pending = create.isPending || update.isPending;
  const { register, handleSubmit, formState, reset } = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: formValues(project),
  });
  // Each opening starts from the project as stored (or blank), not from an abandoned earlier edit.
  const projectId = project?.id;
  useEffect(() => {
    if (open) reset(formValues(project));
    // Only on opening, or when another project is being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, projectId, reset]);
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    project
      ? update.mutate(
          { id: project.id, ...toProjectInput(values) },
          {
            onSuccess: (saved) => {
              toast.success('Project updated', { description: `${saved.name} has been saved.` });
              onOpenChange(false);
            },
            onError: (error) =>
              toast.error('Could not update the project', { description: getErrorMessage(error) }),
          },
        )
      : create.mutate(toProjectInput(values), {
          onSuccess: (created) => {
            toast.success('Project created', { description: `${created.name} is ready for its plants.` });
            reset(EMPTY);
            onOpenChange(false);
            navigate(animusPaths.project.href({ projectId: created.id }));
          },
          onError: (error) =>
            toast.error('Could not create the project', { description: getErrorMessage(error) }),
        }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? 'Edit breeding project' : 'New breeding project'}
      description={
        project
          ? 'Change the cross, its description or what you are breeding for.'
          : 'A cross you are working on, and what you are breeding for.'
      }
      submitLabel={
        project
          ? update.isPending
            ? 'Saving...'
            : 'Save changes'
          : create.isPending
            ? 'Creating...'
            : 'Create project'
      }
      busy={pending}
      onSubmit={onSubmit}
    >
      <TextField label="Project name" required error={e.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Mother strain" error={e.motherStrain?.message} {...register('motherStrain')} />
        <TextField label="Father strain" error={e.fatherStrain?.message} {...register('fatherStrain')} />
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        error={e.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label="Target traits"
        rows={3}
        hint="One per line or separated by commas, e.g. Dense buds, Citrus terpenes"
        error={e.targetTraits?.message}
        {...register('targetTraits')}
      />
    </FormDialog>
  );
}
