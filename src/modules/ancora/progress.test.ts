import { describe, expect, it } from 'vitest';
import {
  continueLesson,
  courseProgress,
  neighbours,
  type LessonProgress,
  type OutlineModule,
} from './progress';

const lesson = (id: string, position: number, minutes = 10) => ({
  id,
  title: id,
  position,
  estimated_minutes: minutes,
});
// Deliberately out of order: positions decide.
const MODULES: OutlineModule[] = [
  { id: 'm2', title: 'Two', position: 2, lessons: [lesson('c', 2, 15), lesson('b', 1, 5)] },
  { id: 'm1', title: 'One', position: 1, lessons: [lesson('a', 1, 20)] },
];
const seen = (lesson_id: string, at: string, done = false): LessonProgress => ({
  lesson_id,
  last_viewed_at: at,
  completed_at: done ? at : null,
});

describe('courseProgress', () => {
  it('counts completed lessons per module and for the course, with the minutes left', () => {
    const p = courseProgress(MODULES, [seen('a', '2026-01-01T10:00Z', true), seen('b', '2026-01-02T10:00Z')]);
    expect(p).toMatchObject({ completed: 1, total: 3, percent: 33, minutesLeft: 20 });
    expect(p.modules.m1).toMatchObject({ completed: 1, total: 1, percent: 100 });
    expect(p.modules.m2).toMatchObject({ completed: 0, total: 2, percent: 0, minutesLeft: 20 });
  });

  it('ignores progress on lessons of other courses and is 0 % for an empty course', () => {
    expect(courseProgress(MODULES, [seen('zz', '2026-01-01T10:00Z', true)]).completed).toBe(0);
    expect(courseProgress([], []).percent).toBe(0);
  });
});

describe('continueLesson', () => {
  it('starts at the first lesson in course order', () => {
    expect(continueLesson(MODULES, [])).toEqual({
      lesson: expect.objectContaining({ id: 'a' }),
      reason: 'start',
    });
  });

  it('resumes the last lesson viewed when it is not finished', () => {
    const r = continueLesson(MODULES, [seen('a', '2026-01-03T10:00Z', true), seen('c', '2026-01-04T10:00Z')]);
    expect(r).toEqual({ lesson: expect.objectContaining({ id: 'c' }), reason: 'resume' });
  });

  it('goes on to the next unfinished lesson after the last one viewed, then back to any unfinished one', () => {
    expect(continueLesson(MODULES, [seen('a', '2026-01-03T10:00Z', true)]).lesson?.id).toBe('b');
    const wrapped = continueLesson(MODULES, [
      seen('c', '2026-01-05T10:00Z', true),
      seen('b', '2026-01-04T10:00Z', true),
    ]);
    expect(wrapped).toEqual({ lesson: expect.objectContaining({ id: 'a' }), reason: 'next' });
  });

  it('is done when every lesson is', () => {
    const all = ['a', 'b', 'c'].map((id, i) => seen(id, `2026-01-0${i + 1}T10:00Z`, true));
    expect(continueLesson(MODULES, all)).toEqual({ lesson: null, reason: 'done' });
  });
});

describe('neighbours', () => {
  it('crosses module boundaries and stops at the ends', () => {
    expect(neighbours(MODULES, 'a')).toEqual({ previous: null, next: expect.objectContaining({ id: 'b' }) });
    expect(neighbours(MODULES, 'b').previous?.id).toBe('a');
    expect(neighbours(MODULES, 'c').next).toBeNull();
    expect(neighbours(MODULES, 'nope')).toEqual({ previous: null, next: null });
  });
});
