// A production cycle's dated plan from a template, and what moving a milestone does to it. The
// database (atlas_apply_template, atlas_move_milestone) is the authority; this is the same
// arithmetic for the previews the forms show before anything is saved.
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

export const PHASES = ['propagation', 'veg', 'flower', 'dry', 'cure'] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABELS: Record<Phase, string> = {
  propagation: 'Propagation',
  veg: 'Veg',
  flower: 'Flower',
  dry: 'Dry',
  cure: 'Cure',
};

/** The milestone that starts each phase, as growers say it. */
export const MILESTONE_LABELS: Record<Phase, string> = {
  propagation: 'Cuttings taken',
  veg: 'Start of veg',
  flower: 'Flip to flower',
  dry: 'Harvest',
  cure: 'Into cure',
};

export interface TemplatePhase {
  phase: Phase;
  duration_days: number;
}

export interface TemplateTask {
  phase: Phase;
  offset_days: number;
  title: string;
  sop_id?: string | null;
}

export interface PlannedPhase {
  phase: Phase;
  /** ISO date, inclusive. */
  start_on: string;
  /** ISO date, exclusive: the next phase's start. */
  end_on: string;
}

export interface PlannedTask {
  phase: Phase;
  offset_days: number;
  title: string;
  sop_id: string | null;
  due_on: string;
}

export interface CyclePlan {
  phases: PlannedPhase[];
  tasks: PlannedTask[];
  starts_on: string;
  ends_on: string;
}

export const toIsoDate = (d: Date): string => format(d, 'yyyy-MM-dd');
export const shiftIsoDate = (iso: string, days: number): string => toIsoDate(addDays(parseISO(iso), days));
export const daysBetween = (from: string, to: string): number =>
  differenceInCalendarDays(parseISO(to), parseISO(from));

export const phaseOrder = (phase: Phase): number => PHASES.indexOf(phase);

/** Phases back to back from `startsOn` in canonical order; each task dated from its milestone. */
export function planCycle(phases: TemplatePhase[], tasks: TemplateTask[], startsOn: string): CyclePlan {
  const ordered = [...phases].sort((a, b) => phaseOrder(a.phase) - phaseOrder(b.phase));
  let day = startsOn;
  const planned: PlannedPhase[] = ordered.map((p) => {
    const start_on = day;
    day = shiftIsoDate(day, p.duration_days);
    return { phase: p.phase, start_on, end_on: day };
  });
  const startOf = new Map(planned.map((p) => [p.phase, p.start_on]));
  const plannedTasks = tasks
    .filter((t) => startOf.has(t.phase))
    .map((t) => ({
      phase: t.phase,
      offset_days: t.offset_days,
      title: t.title,
      sop_id: t.sop_id ?? null,
      due_on: shiftIsoDate(startOf.get(t.phase)!, t.offset_days),
    }))
    .sort((a, b) => a.due_on.localeCompare(b.due_on) || phaseOrder(a.phase) - phaseOrder(b.phase));
  return { phases: planned, tasks: plannedTasks, starts_on: startsOn, ends_on: day };
}

export interface MilestoneTask {
  id: string;
  phase: Phase;
  due_on: string;
  status: 'open' | 'in_progress' | 'done';
}

export type MoveCheck =
  { ok: true; delta: number; phases: PlannedPhase[]; movedTaskIds: string[] } | { ok: false; reason: string };

/**
 * Moving the start of `phase` to `to`: it and every later phase shift by the same days, the
 * previous phase ends on `to`, open tasks of the shifted phases move; done tasks stay.
 */
export function moveMilestone(
  phases: PlannedPhase[],
  tasks: MilestoneTask[],
  phase: Phase,
  to: string,
): MoveCheck {
  const ordered = [...phases].sort((a, b) => phaseOrder(a.phase) - phaseOrder(b.phase));
  const index = ordered.findIndex((p) => p.phase === phase);
  if (index < 0) return { ok: false, reason: 'This cycle has no such phase.' };
  const delta = daysBetween(ordered[index]!.start_on, to);
  if (delta === 0) return { ok: false, reason: 'Choose a different date for the milestone.' };
  const previous = ordered[index - 1];
  if (previous && to <= previous.start_on) {
    return {
      ok: false,
      reason: `The ${PHASE_LABELS[previous.phase].toLowerCase()} phase would have no days left.`,
    };
  }
  const moved = new Set(ordered.slice(index).map((p) => p.phase));
  const next = ordered.map((p, i) => {
    if (i >= index)
      return { ...p, start_on: shiftIsoDate(p.start_on, delta), end_on: shiftIsoDate(p.end_on, delta) };
    if (i === index - 1) return { ...p, end_on: to };
    return p;
  });
  const movedTaskIds = tasks.filter((t) => t.status !== 'done' && moved.has(t.phase)).map((t) => t.id);
  return { ok: true, delta, phases: next, movedTaskIds };
}

/** Which phase a date falls in (null before the first or from the last phase's end). */
export function phaseOn(phases: PlannedPhase[], day: string): PlannedPhase | null {
  return phases.find((p) => p.start_on <= day && day < p.end_on) ?? null;
}

/** Day 1 is the phase's first day. */
export function dayInPhase(p: Pick<PlannedPhase, 'start_on'>, day: string): number {
  return daysBetween(p.start_on, day) + 1;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** How far a phase's start moved from the plan: 'On plan', '3 days late', '2 days early'. */
export function shiftLabel(shift: number): string {
  if (shift === 0) return 'On plan';
  return shift > 0 ? `${days(shift)} late` : `${days(-shift)} early`;
}

/** How much longer or shorter a phase became: 'As planned', '+3 days', '−2 days'. */
export function lengthChangeLabel(change: number): string {
  if (change === 0) return 'As planned';
  return change > 0 ? `+${days(change)}` : `−${days(-change)}`;
}

/** What a move does, in words, for the dialog: '3 open tasks move 3 days later'. */
export function moveSummary(taskCount: number, delta: number): string {
  const tasks = taskCount === 1 ? '1 open task moves' : `${taskCount} open tasks move`;
  return `${tasks} ${days(Math.abs(delta))} ${delta > 0 ? 'later' : 'earlier'}`;
}
