// /atlas/cycles/:cycleId: one cycle — its phases as planned and as they stand (planned vs actual
// per phase), the milestones managers move, every task with its state, and the log of moves.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/fields';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { Table } from '@/components/ui/table';
import { tableColumns, type TableColumn } from '@/components/ui/table-columns';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { deleteCycle, setCycleStatus, useCycleMutation } from '../api/cycle-mutations';
import { useCycle, type CycleDetail, type CyclePhase, type CycleTask } from '../api/get-cycle';
import { roomName, useRooms } from '../api/get-rooms';
import { personName, useTeam } from '@/lib/data/facilities';
import { PhaseBadge, TaskStatusBadge } from '../components/badges';
import { CycleTimeline, PhaseLegend } from '../components/cycle-timeline';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { MoveMilestoneDialog } from '../components/move-milestone-dialog';
import { TaskActions } from '../components/task-actions';
import { TaskDialog } from '../components/task-dialog';
import {
  dayInPhase,
  lengthChangeLabel,
  MILESTONE_LABELS,
  PHASE_LABELS,
  phaseOn,
  shiftLabel,
  toIsoDate,
} from '../cycles/plan';
import { atlasErrorMessage } from '../errors';
import { atlasPaths } from '../paths';

export function CyclePage() {
  const { cycleId = '' } = useParams();
  const { facility, select } = useFacility();
  const cycle = useCycle(facility.id, cycleId);
  const owner = cycle.data?.cycle.facility_id;
  useEffect(() => {
    if (owner && owner !== facility.id) select(owner);
  }, [owner, facility.id, select]);

  if (cycle.isPending) return <PageSkeleton label="Loading the cycle" variant="detail" />;
  if (cycle.isError)
    return (
      <LoadError error={cycle.error} onRetry={() => void cycle.refetch()}>
        Could not load this cycle.
      </LoadError>
    );
  if (!cycle.data)
    return (
      <EmptyState
        title="Cycle not found"
        description="It may have been deleted, or belong to a facility you are not on."
        action={
          <Link to={atlasPaths.cycles.href()} className="font-semibold text-brand-800 underline">
            Back to cycles
          </Link>
        }
      />
    );
  return <CycleView detail={cycle.data} />;
}

function CycleView({ detail }: { detail: CycleDetail }) {
  const { facility } = useFacility();
  const navigate = useNavigate();
  const rooms = useRooms(facility.id);
  const team = useTeam(facility.id);
  const { cycle, phases, tasks, moves } = detail;
  const today = toIsoDate(new Date());
  const current = phaseOn(phases, today);
  const [moving, setMoving] = useState<CyclePhase | null>(null);
  const [editingTask, setEditingTask] = useState<CycleTask | 'new' | null>(null);
  const [confirm, setConfirm] = useState<'completed' | 'cancelled' | 'delete' | null>(null);
  const [hideDone, setHideDone] = useState(false);
  const status = useCycleMutation(facility.id, (s: 'completed' | 'cancelled') => setCycleStatus(cycle.id, s));
  const remove = useCycleMutation(facility.id, () => deleteCycle(cycle.id));
  const active = cycle.status === 'active';
  const facilityTo = useFacilityTo();

  const phaseColumns = (() => {
    const col = tableColumns<CyclePhase>();
    return [
      col.accessor((p) => PHASE_LABELS[p.phase], {
        id: 'phase',
        header: 'Phase',
        cell: ({ row: { original: p } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-ink">{PHASE_LABELS[p.phase]}</span>
            <span className="text-xs text-muted">{MILESTONE_LABELS[p.phase]}</span>
          </span>
        ),
      }),
      col.accessor((p) => roomName(rooms.data, p.room_id), { id: 'room', header: 'Room' }),
      col.accessor('baseline_start', {
        header: 'Planned',
        meta: { className: 'whitespace-nowrap text-muted' },
        cell: ({ row: { original: p } }) =>
          `${formatDate(p.baseline_start, { withoutYear: true })} – ${formatDate(p.baseline_end, { withoutYear: true })}`,
      }),
      col.accessor('start_on', {
        header: 'Actual',
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: p } }) =>
          `${formatDate(p.start_on, { withoutYear: true })} – ${formatDate(p.end_on, { withoutYear: true })}`,
      }),
      col.accessor((p) => p.start_shift_days ?? 0, {
        id: 'start',
        header: 'Start',
        cell: ({ getValue }) => (
          <Badge tone={getValue() === 0 ? 'neutral' : getValue() > 0 ? 'warning' : 'info'}>
            {shiftLabel(getValue())}
          </Badge>
        ),
      }),
      col.accessor((p) => p.length_change_days ?? 0, {
        id: 'length',
        header: 'Length',
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: p } }) => (
          <>
            {p.days} days
            {p.length_change_days ? (
              <span className="text-muted"> ({lengthChangeLabel(p.length_change_days)})</span>
            ) : null}
          </>
        ),
      }),
      col.display({
        id: 'move',
        header: '',
        meta: { noExport: true },
        cell: ({ row: { original: p } }) =>
          active && facility.can('edit') ? (
            <Button
              variant="secondary"
              className="h-9"
              onClick={() => setMoving(p)}
              aria-label={`Move ${MILESTONE_LABELS[p.phase].toLowerCase()}`}
            >
              Move
            </Button>
          ) : null,
      }),
    ] as TableColumn<CyclePhase>[];
  })();

  const shownTasks = hideDone ? tasks.filter((t) => t.status !== 'done') : tasks;
  const taskColumns = (() => {
    const col = tableColumns<CycleTask>();
    return [
      col.accessor('due_on', {
        header: 'Due',
        meta: { className: 'whitespace-nowrap', csv: (t: CycleTask) => t.due_on },
        cell: ({ row: { original: t } }) => (
          <span className="flex flex-col items-start gap-1">
            {formatDate(t.due_on, { withoutYear: true })}
            <TaskStatusBadge task={t} today={today} />
          </span>
        ),
      }),
      col.accessor('title', {
        header: 'Task',
        meta: { className: 'min-w-48' },
        cell: ({ row: { original: t } }) => (
          <span className="flex flex-col gap-0.5">
            <span className="font-medium text-ink">{t.title}</span>
            {t.sop && t.sop_id ? (
              <Link
                to={facilityTo(atlasPaths.sop.href({ sopId: t.sop_id }))}
                className="text-xs text-brand-800 underline"
              >
                {t.sop.code}
              </Link>
            ) : null}
            {t.note ? <span className="text-xs text-muted">“{t.note}”</span> : null}
          </span>
        ),
      }),
      col.accessor((t) => PHASE_LABELS[t.phaseName], {
        id: 'phase',
        header: 'Phase',
        cell: ({ row: { original: t } }) => <PhaseBadge phase={t.phaseName} />,
      }),
      col.accessor((t) => (t.assignee_id ? personName(team.data, t.assignee_id) : 'Anyone'), {
        id: 'assignee',
        header: 'Assignee',
      }),
      col.accessor(
        (t) => (t.done_at ? `${personName(team.data, t.done_by)}, ${formatDateTime(t.done_at)}` : ''),
        {
          id: 'done',
          header: 'Done',
          meta: { className: 'text-xs text-muted' },
        },
      ),
      col.display({
        id: 'actions',
        header: '',
        meta: { noExport: true },
        cell: ({ row: { original: t } }) => (
          <span className="flex flex-wrap gap-2">
            <TaskActions task={t} compact />
            {facility.can('edit') && t.status !== 'done' ? (
              <Button variant="ghost" className="h-9" onClick={() => setEditingTask(t)}>
                Edit
              </Button>
            ) : null}
          </span>
        ),
      }),
    ] as TableColumn<CycleTask>[];
  })();

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        back={
          <Link
            to={facilityTo(atlasPaths.cycles.href())}
            className="text-sm font-medium text-brand-800 underline"
          >
            ← Cycles
          </Link>
        }
        title={cycle.name}
        badge={
          active ? (
            current ? (
              <PhaseBadge phase={current.phase} />
            ) : (
              <Badge>{today < cycle.starts_on ? 'Planned' : 'Finished'}</Badge>
            )
          ) : (
            <Badge>{cycle.status === 'completed' ? 'Completed' : 'Cancelled'}</Badge>
          )
        }
        description={`${cycle.strain_name} · ${roomName(rooms.data, cycle.room_id)} · ${formatDate(cycle.starts_on)} – ${formatDate(cycle.ends_on)}${cycle.plant_count ? ` · ${cycle.plant_count} plants` : ''}${current ? ` · ${PHASE_LABELS[current.phase]} day ${dayInPhase(current, today)}` : ''}`}
        actions={
          facility.can('edit') && active ? (
            <>
              <Button variant="secondary" onClick={() => setEditingTask('new')}>
                Add task
              </Button>
              <Button variant="secondary" onClick={() => setConfirm('completed')}>
                Complete cycle
              </Button>
              <Button variant="ghost" onClick={() => setConfirm('cancelled')}>
                Cancel cycle
              </Button>
            </>
          ) : facility.can('delete') ? (
            <Button variant="ghost" onClick={() => setConfirm('delete')}>
              Delete cycle
            </Button>
          ) : null
        }
      />

      <Card>
        <CardHeader
          title="Timeline"
          description="The current plan above, as first planned below; the line is today."
        />
        <CycleTimeline
          phases={phases}
          baseline={phases.map((p) => ({
            phase: p.phase,
            start_on: p.baseline_start,
            end_on: p.baseline_end,
          }))}
        />
        <PhaseLegend />
      </Card>

      <Card>
        <CardHeader
          title="Phases"
          description="Moving a milestone shifts its phase, every later phase and their open tasks."
        />
        <Table
          caption="Phases, planned and actual"
          data={phases}
          columns={phaseColumns}
          getRowId={(p) => p.id}
          maxHeight="none"
          exportCsv={{ fileName: `${cycle.name}-phases` }}
        />
      </Card>

      <Card>
        <CardHeader
          title="Tasks"
          description={`${tasks.filter((t) => t.status === 'done').length} of ${tasks.length} done.`}
        />
        <Table
          caption="Tasks"
          data={shownTasks}
          columns={taskColumns}
          getRowId={(t) => t.id}
          maxHeight="none"
          exportCsv={{ fileName: `${cycle.name}-tasks` }}
          toolbar={
            <CheckboxField
              label="Hide finished tasks"
              checked={hideDone}
              onChange={(e) => setHideDone(e.target.checked)}
            />
          }
          empty="No tasks."
        />
      </Card>

      {moves.length ? (
        <Card>
          <CardHeader title="Milestone moves" />
          <ul className="flex flex-col gap-2 text-sm">
            {moves.map((m) => (
              <li key={m.id} className="border-b border-line pb-2 last:border-0">
                <span className="font-medium text-ink">
                  {MILESTONE_LABELS[m.phase as keyof typeof MILESTONE_LABELS]}
                </span>{' '}
                moved from {formatDate(m.from_on, { withoutYear: true })} to{' '}
                {formatDate(m.to_on, { withoutYear: true })} ({m.tasks_moved} tasks) by{' '}
                {personName(team.data, m.moved_by)}, {formatDateTime(m.moved_at)}
                {m.reason ? <span className="block text-muted">{m.reason}</span> : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      {moving ? (
        <MoveMilestoneDialog phase={moving} phases={phases} tasks={tasks} onClose={() => setMoving(null)} />
      ) : null}
      {editingTask ? (
        <TaskDialog
          task={editingTask === 'new' ? undefined : editingTask}
          phases={phases}
          defaultDate={today >= cycle.starts_on && today < cycle.ends_on ? today : cycle.starts_on}
          onClose={() => setEditingTask(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirm === 'completed' || confirm === 'cancelled'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'cancelled' ? `Cancel ${cycle.name}?` : `Complete ${cycle.name}?`}
        description={
          confirm === 'cancelled'
            ? 'Its rooms are free again for other cycles; its tasks and history are kept.'
            : 'The cycle leaves the board and its plan no longer moves; its tasks and history are kept.'
        }
        confirmLabel={confirm === 'cancelled' ? 'Cancel cycle' : 'Complete cycle'}
        destructive={confirm === 'cancelled'}
        busy={status.isPending}
        onConfirm={() =>
          confirm &&
          confirm !== 'delete' &&
          status.mutate(confirm, {
            onSuccess: () => {
              toast.success(confirm === 'cancelled' ? 'Cycle cancelled' : 'Cycle completed', {
                description: cycle.name,
              });
              setConfirm(null);
            },
            onError: (e) => toast.error('Could not change the cycle', { description: atlasErrorMessage(e) }),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Delete ${cycle.name}?`}
        description="The cycle, its phases, tasks and moves are deleted for good. Completed and cancelled cycles are usually kept as records."
        confirmLabel="Delete cycle"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Cycle deleted', { description: cycle.name });
              void navigate(facilityTo(atlasPaths.cycles.href()));
            },
            onError: (e) => toast.error('Could not delete the cycle', { description: atlasErrorMessage(e) }),
          })
        }
      />
    </div>
  );
}
