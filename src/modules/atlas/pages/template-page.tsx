// /atlas/cycles/templates/:templateId: a template's phases and its tasks, each offset in days from
// a milestone (the start of its phase) and optionally following an SOP.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/fields';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { TextField } from '@/components/ui/text-field';
import { useViewer } from '@/hooks/use-viewer';
import { toast } from '@/lib/toast';
import {
  deleteTemplate,
  deleteTemplateTask,
  saveTemplateTask,
  useCycleMutation,
} from '../api/cycle-mutations';
import { useSopRegister } from '../api/get-sop-register';
import { useTemplates, type CycleTemplate } from '../api/get-templates';
import { ApplyTemplateDialog } from '../components/apply-template-dialog';
import { PhaseBadge } from '../components/badges';
import { CycleTimeline, PhaseLegend } from '../components/cycle-timeline';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { AtlasFormDialog, SopSelectField } from '../components/form-parts';
import { TemplateDialog } from '../components/template-dialog';
import { MILESTONE_LABELS, PHASE_LABELS, planCycle, toIsoDate } from '../cycles/plan';
import { templateTaskSchema, type TemplateTaskForm, type TemplateTaskInput } from '../cycles/schemas';
import { atlasErrorMessage } from '../errors';
import { atlasPaths } from '../paths';
import { numberInput } from '@/lib/decimal';

type TemplateTask = CycleTemplate['tasks'][number];

export function TemplatePage() {
  const { templateId = '' } = useParams();
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const templates = useTemplates(facility.id);
  if (templates.isPending) return <PageSkeleton label="Loading the template" variant="detail" />;
  if (templates.isError)
    return (
      <LoadError error={templates.error} onRetry={() => void templates.refetch()}>
        Could not load this template.
      </LoadError>
    );
  const template = templates.data.find((t) => t.id === templateId);
  if (!template)
    return (
      <EmptyState
        title="Template not found"
        action={
          <Link
            to={facilityTo(atlasPaths.cycles.href(), { tab: 'templates' })}
            className="font-semibold text-brand-800 underline"
          >
            Back to templates
          </Link>
        }
      />
    );
  return <TemplateView template={template} />;
}

function TemplateView({ template }: { template: CycleTemplate }) {
  const { facility } = useFacility();
  const viewer = useViewer();
  const navigate = useNavigate();
  const sops = useSopRegister(facility.id, viewer.userId!);
  const [editing, setEditing] = useState(false);
  const [applying, setApplying] = useState(false);
  const [task, setTask] = useState<TemplateTask | 'new' | null>(null);
  const [removing, setRemoving] = useState<TemplateTask | 'template' | null>(null);
  const removeTask = useCycleMutation(facility.id, (id: string) => deleteTemplateTask(id));
  const removeTemplate = useCycleMutation(facility.id, () => deleteTemplate(template.id));
  const canEdit = facility.can('edit');
  const facilityTo = useFacilityTo();
  const plan = useMemo(() => planCycle(template.phases, template.tasks, toIsoDate(new Date())), [template]);
  const sopCode = (id: string | null) => (id ? (sops.data?.find((s) => s.id === id)?.code ?? 'SOP') : '');

  const columns = useMemo(() => {
    const col = tableColumns<TemplateTask>();
    return [
      col.accessor((t) => PHASE_LABELS[t.phase], {
        id: 'phase',
        header: 'Milestone',
        cell: ({ row: { original: t } }) => <PhaseBadge phase={t.phase} />,
      }),
      col.accessor('offset_days', {
        header: 'Day',
        meta: { align: 'end' },
        cell: ({ row: { original: t } }) =>
          t.offset_days === 0
            ? `On ${MILESTONE_LABELS[t.phase].toLowerCase()}`
            : t.offset_days > 0
              ? `+${t.offset_days}`
              : `${t.offset_days}`,
      }),
      col.accessor('title', {
        header: 'Task',
        meta: { className: 'min-w-48' },
        cell: ({ row: { original: t } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{t.title}</span>
            {t.description ? <span className="text-xs text-muted">{t.description}</span> : null}
          </span>
        ),
      }),
      col.accessor((t) => sopCode(t.sop_id), { id: 'sop', header: 'SOP' }),
      col.display({
        id: 'actions',
        header: '',
        meta: { noExport: true },
        cell: ({ row: { original: t } }) =>
          canEdit ? (
            <span className="flex gap-1">
              <Button variant="ghost" className="h-9" onClick={() => setTask(t)}>
                Edit
              </Button>
              <Button variant="ghost" className="h-9 text-danger-700" onClick={() => setRemoving(t)}>
                Remove
              </Button>
            </span>
          ) : null,
      }),
    ] as TableColumn<TemplateTask>[];
    // sopCode reads sops.data
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canEdit, sops.data]);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link
            to={facilityTo(atlasPaths.cycles.href(), { tab: 'templates' })}
            className="text-sm font-medium text-brand-800 underline"
          >
            ← Templates
          </Link>
        }
        title={template.name}
        description={template.description ?? undefined}
        actions={
          canEdit ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit phases
              </Button>
              <Button onClick={() => setApplying(true)}>Apply template</Button>
              <Button variant="ghost" onClick={() => setRemoving('template')}>
                Delete
              </Button>
            </>
          ) : null
        }
      />
      <Card>
        <CardHeader
          title="Phases"
          description={template.phases
            .map((p) => `${PHASE_LABELS[p.phase]} ${p.duration_days} days`)
            .join(' · ')}
        />
        <CycleTimeline phases={plan.phases} />
        <PhaseLegend />
      </Card>
      <Card>
        <CardHeader
          title="Tasks"
          description="Each task is dated from its milestone (the start of its phase); a negative day comes before it."
          actions={
            canEdit ? (
              <Button variant="secondary" onClick={() => setTask('new')}>
                Add task
              </Button>
            ) : null
          }
        />
        <Table
          caption="Template tasks"
          data={template.tasks}
          columns={columns}
          getRowId={(t) => t.id}
          maxHeight="none"
          empty="No tasks yet."
        />
      </Card>
      {editing ? <TemplateDialog template={template} onClose={() => setEditing(false)} /> : null}
      {applying ? <ApplyTemplateDialog templateId={template.id} onClose={() => setApplying(false)} /> : null}
      {task ? (
        <TemplateTaskDialog
          template={template}
          task={task === 'new' ? undefined : task}
          onClose={() => setTask(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing === 'template' ? `Delete ${template.name}?` : 'Remove this task?'}
        description={
          removing === 'template'
            ? 'Cycles already planned from it keep their plans.'
            : 'Cycles already planned keep their copy of it.'
        }
        confirmLabel={removing === 'template' ? 'Delete template' : 'Remove task'}
        destructive
        busy={removeTask.isPending || removeTemplate.isPending}
        onConfirm={() => {
          if (removing === 'template')
            removeTemplate.mutate(undefined, {
              onSuccess: () => {
                toast.success('Template deleted', { description: template.name });
                void navigate(facilityTo(atlasPaths.cycles.href(), { tab: 'templates' }));
              },
              onError: (e) =>
                toast.error('Could not delete the template', { description: atlasErrorMessage(e) }),
            });
          else if (removing)
            removeTask.mutate(removing.id, {
              onSuccess: () => {
                toast.success('Task removed', { description: removing.title });
                setRemoving(null);
              },
              onError: (e) => toast.error('Could not remove the task', { description: atlasErrorMessage(e) }),
            });
        }}
      />
    </div>
  );
}

function TemplateTaskDialog({
  template,
  task,
  onClose,
}: {
  template: CycleTemplate;
  task?: TemplateTask;
  onClose: () => void;
}) {
  const { facility } = useFacility();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TemplateTaskForm, unknown, TemplateTaskInput>({
    resolver: zodResolver(templateTaskSchema),
    defaultValues: {
      phase: task?.phase ?? template.phases[0]?.phase ?? 'veg',
      offset_days: task?.offset_days ?? 0,
      title: task?.title ?? '',
      description: task?.description ?? '',
      sop_id: task?.sop_id ?? '',
    },
  });
  const save = useCycleMutation(facility.id, (input: TemplateTaskInput) =>
    saveTemplateTask(template.id, task?.id ?? null, input),
  );
  return (
    <AtlasFormDialog
      onClose={onClose}
      save={save}
      title={task ? 'Edit task' : 'Add a task'}
      submitLabel={task ? 'Save task' : 'Add task'}
      onSubmit={handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: () => {
            toast.success(task ? 'Task saved' : 'Task added', { description: input.title });
            onClose();
          },
        }),
      )}
    >
      <TextField label="Task" error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Milestone" error={errors.phase?.message} {...register('phase')}>
          {template.phases.map((p) => (
            <option key={p.phase} value={p.phase}>
              {MILESTONE_LABELS[p.phase]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Days after the milestone"
          type="number"
          inputMode="numeric"
          hint="0 is the milestone's day; −2 is two days before."
          error={errors.offset_days?.message}
          {...register('offset_days', numberInput)}
        />
      </div>
      <SopSelectField label="Follows SOP (optional)" error={errors.sop_id?.message} {...register('sop_id')} />
      <TextAreaField
        label="Details (optional)"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
    </AtlasFormDialog>
  );
}
