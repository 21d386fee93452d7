import { describe, expect, it } from 'vitest';
import { lastCourse, learnerState } from './learner-state';

describe('learnerState', () => {
  it('counts completed lessons per course and ignores revoked certificates', () => {
    const s = learnerState(
      [
        { course_id: 'a', completed_at: '2026-01-01' },
        { course_id: 'a', completed_at: null },
        { course_id: 'a', completed_at: '2026-01-02' },
        { course_id: 'b', completed_at: '2026-01-02' },
      ],
      [
        { course_id: 'b', status: 'expiring' },
        { course_id: 'c', status: 'revoked' },
      ],
      [{ course_id: 'd' }],
    );
    expect(Object.fromEntries(s.completedByCourse)).toEqual({ a: 2, b: 1 });
    expect([...s.certified]).toEqual(['b']);
    expect([...s.placed]).toEqual(['d']);
  });
});

describe('lastCourse', () => {
  it('is the most recently viewed course that is not done', () => {
    const rows = [
      { course_id: 'a', lesson_id: 'a1', last_viewed_at: '2026-01-01T10:00Z' },
      { course_id: 'b', lesson_id: 'b2', last_viewed_at: '2026-01-03T10:00Z' },
      { course_id: 'c', lesson_id: 'c1', last_viewed_at: '2026-01-02T10:00Z' },
    ];
    expect(lastCourse(rows, () => false)).toEqual({ courseId: 'b', lessonId: 'b2' });
    expect(lastCourse(rows, (id) => id === 'b')).toEqual({ courseId: 'c', lessonId: 'c1' });
    expect(lastCourse(rows, () => true)).toBeNull();
  });
});
