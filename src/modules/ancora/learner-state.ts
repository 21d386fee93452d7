// What the learner has done per course, from their progress rows, certificates and placements:
// the one derivation every course list uses.

export interface LearnerState {
  completedByCourse: Map<string, number>;
  certified: Set<string>;
  placed: Set<string>;
}

export function learnerState(
  progress: ReadonlyArray<{ course_id: string; completed_at: string | null }> = [],
  certificates: ReadonlyArray<{ course_id: string; status: string }> = [],
  placements: ReadonlyArray<{ course_id: string }> = [],
): LearnerState {
  const completedByCourse = new Map<string, number>();
  for (const p of progress) {
    if (p.completed_at) completedByCourse.set(p.course_id, (completedByCourse.get(p.course_id) ?? 0) + 1);
  }
  return {
    completedByCourse,
    certified: new Set(certificates.filter((c) => c.status !== 'revoked').map((c) => c.course_id)),
    placed: new Set(placements.map((p) => p.course_id)),
  };
}

/** The course the learner was last in and has not finished, for "continue where you left off". */
export function lastCourse(
  progress: ReadonlyArray<{ course_id: string; lesson_id: string; last_viewed_at: string }>,
  done: (courseId: string) => boolean,
): { courseId: string; lessonId: string } | null {
  const recent = [...progress].sort((a, b) => Date.parse(b.last_viewed_at) - Date.parse(a.last_viewed_at));
  const row = recent.find((p) => !done(p.course_id));
  return row ? { courseId: row.course_id, lessonId: row.lesson_id } : null;
}
