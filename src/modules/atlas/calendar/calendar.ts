// Calendar views of a facility's work: a week (seven days) or a month (whole weeks, Monday
// first), with tasks on their due day and each cycle's phases as spans, filtered by room or person.
import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { PHASE_LABELS, toIsoDate, type Phase } from '../cycles/plan';

export type CalendarView = 'week' | 'month';

const WEEK = { weekStartsOn: 1 } as const;

/** The days shown: the anchor's week, or every week touching the anchor's month. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  const day = parseISO(anchor);
  const start = view === 'week' ? startOfWeek(day, WEEK) : startOfWeek(startOfMonth(day), WEEK);
  const end = view === 'week' ? endOfWeek(day, WEEK) : endOfWeek(endOfMonth(day), WEEK);
  return eachDayOfInterval({ start, end }).map(toIsoDate);
}

/** The days in rows of seven. */
export function weeksOf(days: string[]): string[][] {
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** [from, to) of the visible days, for the query. */
export function visibleRange(view: CalendarView, anchor: string): { from: string; to: string } {
  const days = visibleDays(view, anchor);
  return { from: days[0]!, to: toIsoDate(addDays(parseISO(days[days.length - 1]!), 1)) };
}

export function shiftAnchor(view: CalendarView, anchor: string, step: number): string {
  const day = parseISO(anchor);
  return toIsoDate(view === 'week' ? addWeeks(day, step) : addMonths(day, step));
}

export function calendarTitle(view: CalendarView, anchor: string): string {
  const days = visibleDays(view, anchor);
  if (view === 'month') return format(parseISO(anchor), 'MMMM yyyy');
  const first = parseISO(days[0]!);
  const last = parseISO(days[6]!);
  return first.getMonth() === last.getMonth()
    ? `${format(first, 'd')}–${format(last, 'd MMMM yyyy')}`
    : `${format(first, 'd MMM')} – ${format(last, 'd MMM yyyy')}`;
}

export interface CalendarTask {
  id: string;
  due_on: string;
  assignee_id: string | null;
  /** The room of the task's phase (tasks happen where the plants are). */
  roomId: string | null;
}

export interface CalendarPhase {
  id: string;
  phase: string;
  room_id: string | null;
  start_on: string;
  /** Exclusive. */
  end_on: string;
}

export interface CalendarFilter {
  roomId?: string | null;
  personId?: string | null;
}

export function filterTasks<T extends CalendarTask>(tasks: readonly T[], f: CalendarFilter): T[] {
  return tasks.filter(
    (t) => (!f.roomId || t.roomId === f.roomId) && (!f.personId || t.assignee_id === f.personId),
  );
}

/** Phases are shown per room; a person filter keeps them (people work in every room). */
export function filterPhases<P extends CalendarPhase>(phases: readonly P[], f: CalendarFilter): P[] {
  return phases.filter((p) => !f.roomId || p.room_id === f.roomId);
}

export function tasksByDay<T extends CalendarTask>(tasks: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const t of tasks) {
    const list = map.get(t.due_on);
    if (list) list.push(t);
    else map.set(t.due_on, [t]);
  }
  return map;
}

/** The phases running on a day. */
export function phasesOnDay<P extends CalendarPhase>(phases: readonly P[], day: string): P[] {
  return phases.filter((p) => p.start_on <= day && day < p.end_on);
}

/** A phase bar in words: "Flower in Flower Room, Run 12". */
export function phaseBarLabel(p: { phase: Phase; cycle: { name: string } }, room: string): string {
  return `${PHASE_LABELS[p.phase]} in ${room}, ${p.cycle.name}`;
}
