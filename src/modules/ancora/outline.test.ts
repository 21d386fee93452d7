import { describe, expect, it } from 'vitest';
import type { CourseDraft } from './course-draft';
import { draftReducer, locateLesson, moved } from './outline';

const l = (id: string) => ({ id, title: id, body: '', estimated_minutes: 5, video_url: null });
const base: CourseDraft = {
  title: 'T',
  summary: 'S',
  description: '',
  topic: 'ipm',
  level: 'beginner',
  is_pro: false,
  certificate_validity_months: null,
  cover_path: null,
  completion_rule: 'final_quiz',
  prerequisites: [],
  modules: [
    { id: 'm1', title: 'One', summary: '', lessons: [l('a'), l('b'), l('c')] },
    { id: 'm2', title: 'Two', summary: '', lessons: [l('d')] },
  ],
};
const ids = (d: CourseDraft) => d.modules.map((m) => `${m.id}:${m.lessons.map((x) => x.id).join('')}`);

describe('moved', () => {
  it('moves one item and leaves the list alone for an impossible move', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('draftReducer', () => {
  it('reorders modules and the lessons of one module', () => {
    expect(ids(draftReducer(base, { type: 'moveModule', from: 1, to: 0 }))).toEqual(['m2:d', 'm1:abc']);
    expect(ids(draftReducer(base, { type: 'moveLesson', moduleId: 'm1', from: 0, to: 2 }))).toEqual([
      'm1:bca',
      'm2:d',
    ]);
  });

  it('moves a lesson to the end of another module, keeping its id (and so learners’ progress)', () => {
    const next = draftReducer(base, { type: 'moveLessonToModule', lessonId: 'b', moduleId: 'm2' });
    expect(ids(next)).toEqual(['m1:ac', 'm2:db']);
    expect(draftReducer(next, { type: 'moveLessonToModule', lessonId: 'b', moduleId: 'm2' })).toBe(next);
  });

  it('adds, changes and removes lessons and modules', () => {
    let d = draftReducer(base, { type: 'addLesson', moduleId: 'm2', lesson: l('e') });
    d = draftReducer(d, { type: 'updateLesson', lessonId: 'e', patch: { title: 'Eee' } });
    expect(locateLesson(d, 'e')).toMatchObject({ moduleIndex: 1, lessonIndex: 1, lesson: { title: 'Eee' } });
    d = draftReducer(d, { type: 'removeLesson', lessonId: 'a' });
    d = draftReducer(d, { type: 'removeModule', moduleId: 'm2' });
    expect(ids(d)).toEqual(['m1:bc']);
    d = draftReducer(d, { type: 'updateModule', moduleId: 'm1', patch: { title: 'First' } });
    d = draftReducer(d, { type: 'field', patch: { title: 'New title' } });
    expect([d.title, d.modules[0]!.title]).toEqual(['New title', 'First']);
    expect(locateLesson(d, 'zzz')).toBeNull();
  });

  it('never changes the draft it was given', () => {
    const copy = structuredClone(base);
    draftReducer(base, { type: 'moveLesson', moduleId: 'm1', from: 0, to: 1 });
    draftReducer(base, { type: 'moveLessonToModule', lessonId: 'a', moduleId: 'm2' });
    expect(base).toEqual(copy);
  });
});
