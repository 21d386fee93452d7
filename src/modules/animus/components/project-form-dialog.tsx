import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCreateProject } from '../api/create-project';
import { projectFormSchema, toProjectInput, type ProjectFormValues } from '../project-schemas';

const EMPTY: ProjectFormValues = {
  name: '',
  description: '',
  motherStrain: '',
  fatherStrain: '',
  targetTraits: '',
};

/** New breeding project: name, description, the cross (mother × father) and target traits. */
export function ProjectFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const { register, handleSubmit, formState, reset } = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: EMPTY,
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    create.mutate(toProjectInput(values), {
      onSuccess: (project) => {
        toast.success('Project created', { description: `${project.name} is ready for its plants.` });
        reset(EMPTY);
        onOpenChange(false);
        navigate(`/animus/origins/${project.id}`);
      },
      onError: (error) =>
        toast.error('Could not create the project', { description: getErrorMessage(error) }),
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title="New breeding project"
      description="A cross you are working on, and what you are breeding for."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="project-form" busy={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create project'}
          </Button>
        </>
      }
    >
      <form id="project-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
      </form>
    </Dialog>
  );
}
