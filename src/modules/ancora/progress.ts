// A learner's place in a course: lessons in order, what is done per module and per course, and the
// lesson to continue with ("continue where you left off").

export interface OutlineLesson {
  id: string;
  title: string;
  position: number;
  estimated_minutes: number;
}

export interface OutlineModule {
  id: string;
  title: string;
  position: number;
  lessons: OutlineLesson[];
}

export interface LessonProgress {
  lesson_id: string;
  completed_at: string | null;
  last_viewed_at: string;
}

export interface Tally {
  completed: number;
  total: number;
  /** Whole per cent, 0-100. */
  percent: number;
  minutesLeft: number;
}

/** Modules and their lessons in course order (whatever else the rows carry is kept). */
export function sortOutline<M extends { position: number; lessons: ReadonlyArray<{ position: number }> }>(
  modules: readonly M[],
): M[] {
  return [...modules]
    .sort((a, b) => a.position - b.position)
    .map((m) => ({ ...m, lessons: [...m.lessons].sort((a, b) => a.position - b.position) }));
}

export function orderedLessons<L extends OutlineLesson>(
  modules: ReadonlyArray<{ position: number; lessons: readonly L[] }>,
): L[] {
  return sortOutline(modules).flatMap((m) => [...m.lessons]);
}

function tally(lessons: readonly OutlineLesson[], done: ReadonlySet<string>): Tally {
  const completed = lessons.filter((l) => done.has(l.id)).length;
  return {
    completed,
    total: lessons.length,
    percent: lessons.length === 0 ? 0 : Math.round((100 * completed) / lessons.length),
    minutesLeft: lessons.filter((l) => !done.has(l.id)).reduce((sum, l) => sum + l.estimated_minutes, 0),
  };
}

export function completedIds(progress: readonly LessonProgress[]): Set<string> {
  return new Set(progress.filter((p) => p.completed_at !== null).map((p) => p.lesson_id));
}

/** Completion of the course and of each of its modules. */
export function courseProgress(
  modules: readonly OutlineModule[],
  progress: readonly LessonProgress[],
): Tally & { modules: Record<string, Tally> } {
  const done = completedIds(progress);
  return {
    ...tally(orderedLessons(modules), done),
    modules: Object.fromEntries(modules.map((m) => [m.id, tally(m.lessons, done)])),
  };
}

export type ContinueReason = 'start' | 'resume' | 'next' | 'done';

/**
 * Where to pick the course up: nothing seen yet → the first lesson; the last lesson viewed, if it
 * is not finished; else the first unfinished lesson after it, then any unfinished one; all done →
 * none.
 */
export function continueLesson(
  modules: readonly OutlineModule[],
  progress: readonly LessonProgress[],
): { lesson: OutlineLesson | null; reason: ContinueReason } {
  const lessons = orderedLessons(modules);
  if (lessons.length === 0) return { lesson: null, reason: 'done' };
  const mine = progress.filter((p) => lessons.some((l) => l.id === p.lesson_id));
  if (mine.length === 0) return { lesson: lessons[0]!, reason: 'start' };
  const done = completedIds(mine);
  const last = mine.reduce((a, b) => (Date.parse(b.last_viewed_at) > Date.parse(a.last_viewed_at) ? b : a));
  if (!done.has(last.lesson_id))
    return { lesson: lessons.find((l) => l.id === last.lesson_id)!, reason: 'resume' };
  const from = lessons.findIndex((l) => l.id === last.lesson_id);
  const next =
    lessons.slice(from + 1).find((l) => !done.has(l.id)) ?? lessons.find((l) => !done.has(l.id)) ?? null;
  return next ? { lesson: next, reason: 'next' } : { lesson: null, reason: 'done' };
}

/** The lessons before and after one, across module boundaries. */
export function neighbours<L extends OutlineLesson>(
  modules: ReadonlyArray<{ position: number; lessons: readonly L[] }>,
  lessonId: string,
): { previous: L | null; next: L | null } {
  const lessons = orderedLessons(modules);
  const i = lessons.findIndex((l) => l.id === lessonId);
  if (i < 0) return { previous: null, next: null };
  return { previous: lessons[i - 1] ?? null, next: lessons[i + 1] ?? null };
}

/** The module a lesson belongs to. */
export function moduleOf<M extends OutlineModule>(modules: readonly M[], lessonId: string): M | undefined {
  return modules.find((m) => m.lessons.some((l) => l.id === lessonId));
}
