// /atlas/today: a staff member's day on a phone — what is overdue (first, in red), what is due
// today and tomorrow, and what they finished today, each with its room, cycle and SOP, and the
// buttons to start and complete it.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useMyTasks, type MyTask } from '../api/get-my-tasks';
import { roomName, useRooms } from '../api/get-rooms';
import { PhaseBadge, TaskStatusBadge } from '../components/badges';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { TaskActions } from '../components/task-actions';
import { toIsoDate } from '../cycles/plan';
import { atlasPaths } from '../paths';
import { byUrgency, taskUrgency } from '../tasks/urgency';

export function TodayPage() {
  const { facility } = useFacility();
  const facilityTo = useFacilityTo();
  const viewer = useViewer();
  const tasks = useMyTasks(facility.id, viewer.userId!);
  const rooms = useRooms(facility.id);
  const today = toIsoDate(new Date());
  const sorted = useMemo(() => byUrgency(tasks.data ?? [], today), [tasks.data, today]);
  const overdue = sorted.filter((t) => taskUrgency(t, today) === 'overdue').length;
  const dueToday = sorted.filter((t) => taskUrgency(t, today) === 'today').length;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Today"
        description={`${formatDate(new Date(), { weekday: true, month: 'long' })} · ${facility.name}. Your tasks and the team's unassigned ones.`}
      />
      {tasks.isPending ? (
        <PageSkeleton label="Loading today's tasks" variant="table" />
      ) : tasks.isError ? (
        <LoadError error={tasks.error} onRetry={() => void tasks.refetch()}>
          Could not load your tasks.
        </LoadError>
      ) : sorted.length === 0 ? (
        <EmptyState
          title="Nothing due"
          description="No tasks are due today or tomorrow, and nothing is overdue."
          action={
            <Link
              to={facilityTo(atlasPaths.calendar.href())}
              className="font-semibold text-brand-800 underline"
            >
              Open the calendar
            </Link>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {overdue > 0 ? <span className="font-semibold text-danger-700">{overdue} overdue · </span> : null}
            {dueToday} due today
          </p>
          <ul className="flex flex-col gap-3">
            {sorted.map((task) => (
              <TodayItem key={task.id} task={task} today={today} room={roomName(rooms.data, task.roomId)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function TodayItem({ task, today, room }: { task: MyTask; today: string; room: string }) {
  const facilityTo = useFacilityTo();
  const urgency = taskUrgency(task, today);
  return (
    <li>
      <Card
        className={cn(
          'flex flex-col gap-3 p-4',
          urgency === 'overdue' && 'border-danger-200 bg-danger-50/40',
          urgency === 'done' && 'opacity-75',
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className={cn('text-base font-semibold text-brand-950', urgency === 'done' && 'line-through')}>
              {task.title}
            </p>
            <p className="mt-0.5 text-sm text-muted">
              {room} ·{' '}
              <Link to={facilityTo(atlasPaths.cycle.href({ cycleId: task.cycle_id }))} className="underline">
                {task.cycle?.name}
              </Link>{' '}
              · {task.cycle?.strain_name}
            </p>
          </div>
          <TaskStatusBadge task={task} today={today} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PhaseBadge phase={task.phaseName} />
          {task.sop && task.sop_id ? (
            <Link
              to={facilityTo(atlasPaths.sop.href({ sopId: task.sop_id }))}
              className="text-sm font-medium text-brand-800 underline"
            >
              {task.sop.code}
            </Link>
          ) : null}
          {task.assignee_id === null ? <Badge>Unassigned</Badge> : null}
        </div>
        {task.description ? <p className="text-sm text-ink">{task.description}</p> : null}
        <TaskActions task={task} />
      </Card>
    </li>
  );
}
