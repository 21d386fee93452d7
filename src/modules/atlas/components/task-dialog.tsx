// Adding a task to a cycle, or changing one (title, date, assignee, SOP): managers plan tasks;
// the task is anchored to the phase its date falls in, so later milestone moves carry it along.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/fields';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { addTask, updateTask, useCycleMutation } from '../api/cycle-mutations';
import type { CyclePhase, CycleTask } from '../api/get-cycle';
import { phaseOn } from '../cycles/plan';
import { taskSchema, type TaskForm, type TaskInput } from '../cycles/schemas';
import { useFacility } from './facility-context';
import { AtlasFormDialog, PersonSelectField, SopSelectField } from './form-parts';

export function TaskDialog({
  task,
  phases,
  defaultDate,
  onClose,
}: {
  task?: CycleTask;
  phases: CyclePhase[];
  defaultDate: string;
  onClose: () => void;
}) {
  const { facility } = useFacility();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TaskForm, unknown, TaskInput>({
    resolver: zodResolver(taskSchema),
    defaultValues: {
      title: task?.title ?? '',
      due_on: task?.due_on ?? defaultDate,
      assignee_id: task?.assignee_id ?? '',
      sop_id: task?.sop_id ?? '',
      description: task?.description ?? '',
    },
  });
  const save = useCycleMutation(facility.id, async (input: TaskInput) => {
    if (task) return updateTask(task.id, input);
    const phase =
      phaseOn(phases, input.due_on) ?? (input.due_on < phases[0]!.start_on ? phases[0]! : phases.at(-1)!);
    const anchor = phases.find((p) => p.phase === phase.phase)!;
    return addTask(anchor.id, anchor.start_on, input);
  });

  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      title={task ? 'Edit task' : 'Add a task'}
      submitLabel={task ? 'Save task' : 'Add task'}
      onSubmit={handleSubmit((input) => {
        const first = phases[0]!.start_on;
        const last = phases.at(-1)!.end_on;
        if (!task && (input.due_on < first || input.due_on >= last))
          return setError('due_on', { message: 'Choose a day within the cycle.' });
        save.mutate(input, {
          onSuccess: () => {
            toast.success(task ? 'Task saved' : 'Task added', { description: input.title });
            onClose();
          },
        });
      })}
    >
      <TextField label="Task" error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Due" type="date" error={errors.due_on?.message} {...register('due_on')} />
        <PersonSelectField
          label="Assignee"
          empty="Anyone on the team"
          withRole={false}
          error={errors.assignee_id?.message}
          {...register('assignee_id')}
        />
      </div>
      <SopSelectField
        label="Follows SOP (optional)"
        hint="Whoever completes it must have acknowledged the SOP's version in force."
        error={errors.sop_id?.message}
        {...register('sop_id')}
      />
      <TextAreaField
        label="Details (optional)"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
    </AtlasFormDialog>
  );
}
