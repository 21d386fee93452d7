// /atlas/calendar: the facility's work by week or month — tasks on their due day (overdue ones in
// red), the phases running in each room — filtered by room or by person. On a phone the week is a
// list of days and the month a grid of counts whose days open below it.
import { parseISO } from 'date-fns';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewer } from '@/hooks/use-viewer';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useCalendar, type CalendarData } from '../api/get-calendar';
import { roomName, useRooms } from '../api/get-rooms';
import { personName, useTeam } from '@/lib/data/facilities';
import { PhaseBadge, TaskStatusBadge } from '../components/badges';
import { useFacility, useFacilityTo } from '../components/facility-context';
import { PhaseBars, PhaseLegend } from '../components/cycle-timeline';
import { TaskActions } from '../components/task-actions';
import {
  calendarTitle,
  filterPhases,
  filterTasks,
  phaseBarLabel,
  phasesOnDay,
  shiftAnchor,
  tasksByDay,
  visibleDays,
  visibleRange,
  weeksOf,
  type CalendarView,
} from '../calendar/calendar';
import { dayInPhase, toIsoDate } from '../cycles/plan';
import { atlasPaths } from '../paths';
import { taskUrgency } from '../tasks/urgency';

type Task = CalendarData['tasks'][number];
type Phase = CalendarData['phases'][number];

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function CalendarPage() {
  const { facility } = useFacility();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : today;
  const roomId = params.get('room') ?? '';
  const personId = params.get('person') ?? '';
  const { from, to } = visibleRange(view, anchor);
  const calendar = useCalendar(facility.id, from, to);
  const rooms = useRooms(facility.id);
  const team = useTeam(facility.id);
  const [openDay, setOpenDay] = useState<string | null>(null);

  const set = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  const tasks = useMemo(
    () => filterTasks(calendar.data?.tasks ?? [], { roomId: roomId || null, personId: personId || null }),
    [calendar.data, roomId, personId],
  );
  const phases = useMemo(
    () => filterPhases(calendar.data?.phases ?? [], { roomId: roomId || null, personId: null }),
    [calendar.data, roomId],
  );
  const byDay = useMemo(() => tasksByDay(tasks), [tasks]);
  const days = visibleDays(view, anchor);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Calendar"
        description="Tasks on their due day and the phases running in each room."
      />
      <div className="flex flex-wrap items-end gap-3">
        <div
          role="group"
          aria-label="View"
          className="inline-flex rounded-lg border border-line bg-white p-0.5"
        >
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => set({ view: v === 'month' ? null : v })}
              className={cn(
                'h-9 rounded-md px-3 text-sm font-medium',
                view === v ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
              )}
            >
              {v === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            className="h-9 px-3"
            aria-label={`Previous ${view}`}
            onClick={() => set({ date: shiftAnchor(view, anchor, -1) })}
          >
            ←
          </Button>
          <Button variant="secondary" className="h-9 px-3" onClick={() => set({ date: null })}>
            Today
          </Button>
          <Button
            variant="secondary"
            className="h-9 px-3"
            aria-label={`Next ${view}`}
            onClick={() => set({ date: shiftAnchor(view, anchor, 1) })}
          >
            →
          </Button>
        </div>
        <h2 className="min-w-40 text-lg font-semibold text-brand-950" aria-live="polite">
          {calendarTitle(view, anchor)}
        </h2>
        <div className="ml-auto grid w-full grid-cols-2 gap-3 sm:w-auto">
          <SelectField
            label="Room"
            className="sm:w-44"
            value={roomId}
            onChange={(e) => set({ room: e.target.value || null })}
          >
            <option value="">All rooms</option>
            {(rooms.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.room_name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Person"
            className="sm:w-44"
            value={personId}
            onChange={(e) => set({ person: e.target.value || null })}
          >
            <option value="">Everyone</option>
            {viewer.userId ? <option value={viewer.userId}>Me</option> : null}
            {(team.data ?? [])
              .filter((m) => m.userId !== viewer.userId)
              .map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name}
                </option>
              ))}
          </SelectField>
        </div>
      </div>

      {calendar.isError ? (
        <LoadError error={calendar.error} onRetry={() => void calendar.refetch()}>
          Could not load the calendar.
        </LoadError>
      ) : calendar.isPending ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : view === 'week' ? (
        <ol className="grid gap-3 lg:grid-cols-7">
          {days.map((day) => (
            <li key={day}>
              <DayCard
                day={day}
                today={today}
                tasks={byDay.get(day) ?? []}
                phases={phasesOnDay(phases, day)}
                rooms={rooms.data}
                team={team.data}
              />
            </li>
          ))}
        </ol>
      ) : (
        <MonthGrid
          days={days}
          anchor={anchor}
          today={today}
          byDay={byDay}
          phases={phases}
          roomOf={(p) => roomName(rooms.data, p.room_id)}
          openDay={openDay}
          onOpen={setOpenDay}
          renderDay={(day) => (
            <DayCard
              day={day}
              today={today}
              tasks={byDay.get(day) ?? []}
              phases={phasesOnDay(phases, day)}
              rooms={rooms.data}
              team={team.data}
            />
          )}
        />
      )}
    </div>
  );
}

function MonthGrid({
  days,
  anchor,
  today,
  byDay,
  phases,
  roomOf,
  openDay,
  onOpen,
  renderDay,
}: {
  days: string[];
  anchor: string;
  today: string;
  byDay: Map<string, Task[]>;
  phases: Phase[];
  roomOf: (p: Phase) => string;
  openDay: string | null;
  onOpen: (day: string | null) => void;
  renderDay: (day: string) => ReactNode;
}) {
  const month = parseISO(anchor).getMonth();
  return (
    <div className="flex flex-col gap-4">
      <PhaseLegend />
      <table className="w-full table-fixed border-collapse overflow-hidden rounded-2xl border border-line bg-white text-sm">
        <caption className="sr-only">Tasks by day</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="border-b border-line py-2 text-xs font-medium text-muted">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(days).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const dayTasks = byDay.get(day) ?? [];
                const overdue = dayTasks.filter((t) => taskUrgency(t, today) === 'overdue').length;
                const running = phasesOnDay(phases, day);
                const inMonth = parseISO(day).getMonth() === month;
                return (
                  <td key={day} className="h-20 border border-line p-0 align-top sm:h-28">
                    <button
                      type="button"
                      onClick={() => onOpen(openDay === day ? null : day)}
                      aria-pressed={openDay === day}
                      aria-label={`${formatDate(day, { weekday: true, month: 'long' })}: ${dayTasks.length} tasks${overdue ? `, ${overdue} overdue` : ''}${running.length ? `; ${running.map((p) => phaseBarLabel(p, roomOf(p))).join('; ')}` : ''}`}
                      className={cn(
                        'flex h-full w-full flex-col gap-1 p-1 text-left hover:bg-brand-50 sm:p-1.5',
                        !inMonth && 'bg-stone-50 text-muted',
                        openDay === day && 'ring-2 ring-brand-600 ring-inset',
                      )}
                    >
                      <span
                        className={cn(
                          'inline-grid size-6 place-items-center rounded-full text-xs font-semibold',
                          day === today && 'bg-brand-700 text-white',
                        )}
                      >
                        {parseISO(day).getDate()}
                      </span>
                      <PhaseBars phases={running} roomOf={roomOf} />
                      {dayTasks.length ? (
                        <>
                          <span className="hidden flex-col gap-0.5 sm:flex">
                            {dayTasks.slice(0, 2).map((t) => (
                              <span
                                key={t.id}
                                className={cn(
                                  'truncate rounded px-1 text-[11px]',
                                  taskUrgency(t, today) === 'overdue'
                                    ? 'bg-danger-50 text-danger-700'
                                    : t.status === 'done'
                                      ? 'text-muted line-through'
                                      : 'bg-brand-50 text-brand-900',
                                )}
                              >
                                {t.title}
                              </span>
                            ))}
                            {dayTasks.length > 2 ? (
                              <span className="text-[11px] text-muted">+{dayTasks.length - 2} more</span>
                            ) : null}
                          </span>
                          <span
                            className={cn(
                              'inline-grid h-5 min-w-5 place-items-center self-start rounded-full px-1 text-[11px] font-semibold sm:hidden',
                              overdue ? 'bg-danger-600 text-white' : 'bg-brand-100 text-brand-900',
                            )}
                          >
                            {dayTasks.length}
                          </span>
                        </>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {openDay ? (
        renderDay(openDay)
      ) : (
        <p className="text-sm text-muted">Choose a day to see its tasks and phases.</p>
      )}
    </div>
  );
}

function DayCard({
  day,
  today,
  tasks,
  phases,
  rooms,
  team,
}: {
  day: string;
  today: string;
  tasks: Task[];
  phases: Phase[];
  rooms: Parameters<typeof roomName>[0];
  team: Parameters<typeof personName>[0];
}) {
  const facilityTo = useFacilityTo();
  return (
    <Card className={cn('flex h-full flex-col gap-3 p-3', day === today && 'border-brand-300')}>
      <h3 className="text-sm font-semibold text-brand-950">
        {formatDate(day, { weekday: true, withoutYear: true })}
        {day === today ? (
          <Badge tone="brand" className="ml-2">
            Today
          </Badge>
        ) : null}
      </h3>
      {phases.length ? (
        <ul className="flex flex-col gap-1" aria-label="Phases running">
          {phases.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-1 text-xs text-muted">
              <PhaseBadge phase={p.phase} />
              {roomName(rooms, p.room_id)} · {p.cycle.name} · day {dayInPhase(p, day)}
            </li>
          ))}
        </ul>
      ) : null}
      {tasks.length ? (
        <ul className="flex flex-col gap-2">
          {tasks.map((t) => (
            <li key={t.id} className="flex flex-col gap-1.5 border-t border-line pt-2">
              <span className="text-sm font-medium text-ink">{t.title}</span>
              <span className="text-xs text-muted">
                <Link to={facilityTo(atlasPaths.cycle.href({ cycleId: t.cycle_id }))} className="underline">
                  {t.cycle?.name}
                </Link>{' '}
                · {roomName(rooms, t.roomId)} · {t.assignee_id ? personName(team, t.assignee_id) : 'Anyone'}
              </span>
              <TaskStatusBadge task={t} today={today} />
              <TaskActions task={t} compact />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted">No tasks.</p>
      )}
    </Card>
  );
}
