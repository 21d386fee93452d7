// How a task stands today: overdue tasks stand out, today's come next.
import { differenceInCalendarDays, parseISO } from 'date-fns';

export type TaskStatus = 'open' | 'in_progress' | 'done';
export type Urgency = 'done' | 'overdue' | 'today' | 'upcoming';

export interface DatedTask {
  status: TaskStatus;
  due_on: string;
}

export function taskUrgency(task: DatedTask, today: string): Urgency {
  if (task.status === 'done') return 'done';
  if (task.due_on < today) return 'overdue';
  return task.due_on === today ? 'today' : 'upcoming';
}

export function daysLate(task: DatedTask, today: string): number {
  return Math.max(0, differenceInCalendarDays(parseISO(today), parseISO(task.due_on)));
}

export function urgencyLabel(task: DatedTask, today: string): string {
  const u = taskUrgency(task, today);
  if (u === 'overdue') {
    const d = daysLate(task, today);
    return d === 1 ? 'Overdue by 1 day' : `Overdue by ${d} days`;
  }
  if (u === 'today') return 'Due today';
  if (u === 'done') return 'Done';
  const d = differenceInCalendarDays(parseISO(task.due_on), parseISO(today));
  return d === 1 ? 'Due tomorrow' : `Due in ${d} days`;
}

const RANK: Record<Urgency, number> = { overdue: 0, today: 1, upcoming: 2, done: 3 };

/** Overdue first (oldest first), then today, then upcoming by date; done last. */
export function byUrgency<T extends DatedTask>(tasks: readonly T[], today: string): T[] {
  return [...tasks].sort(
    (a, b) =>
      RANK[taskUrgency(a, today)] - RANK[taskUrgency(b, today)] ||
      a.due_on.localeCompare(b.due_on) ||
      (a.status === 'in_progress' ? -1 : 0) - (b.status === 'in_progress' ? -1 : 0),
  );
}

export const STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
};
