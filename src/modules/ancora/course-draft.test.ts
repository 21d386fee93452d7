import { describe, expect, it } from 'vitest';
import {
  DRAFT_RULES,
  draftFromServer,
  draftIssues,
  draftPayload,
  imageMarkdown,
  outlineTarget,
  publicationState,
  publishIssues,
  readLocalDraft,
  sameDraft,
  type CourseDraft,
} from './course-draft';

const COURSE = '11111111-2222-4333-8444-555555555555';
const lesson = (over = {}) => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  title: 'VPD in one page',
  body: '## VPD',
  estimated_minutes: 8,
  video_url: null,
  ...over,
});
const draft = (over: Partial<CourseDraft> = {}): CourseDraft => ({
  title: 'Climate basics',
  summary: 'Read your room’s climate like a grower.',
  description: '',
  topic: 'climate',
  level: 'beginner',
  is_pro: false,
  certificate_validity_months: null,
  cover_path: null,
  completion_rule: 'final_quiz',
  prerequisites: [],
  modules: [
    { id: 'bbbbbbbb-0000-4000-8000-000000000001', title: 'Climate', summary: '', lessons: [lesson()] },
  ],
  ...over,
});

describe('draftIssues', () => {
  it('passes a sound draft', () => expect(draftIssues(draft(), COURSE)).toEqual([]));

  it.each<[string, Partial<CourseDraft>, string, string]>([
    ['a short title', { title: ' ab ' }, 'title', DRAFT_RULES.title],
    ['a short summary', { summary: 'Too short' }, 'summary', DRAFT_RULES.summary],
    ['no topic', { topic: '' }, 'topic', DRAFT_RULES.topic],
    ['no level', { level: '' }, 'level', DRAFT_RULES.level],
    [
      'a validity of 0',
      { certificate_validity_months: 0 },
      'certificate_validity_months',
      DRAFT_RULES.validity,
    ],
    [
      'a validity of 1.5',
      { certificate_validity_months: 1.5 },
      'certificate_validity_months',
      DRAFT_RULES.validity,
    ],
    [
      'another course’s cover',
      { cover_path: `${'9'.repeat(8)}-2222-4333-8444-555555555555/aaaaaaaa-0000-4000-8000-000000000001.png` },
      'cover_path',
      DRAFT_RULES.cover,
    ],
    ['itself as a prerequisite', { prerequisites: [COURSE] }, 'prerequisites', DRAFT_RULES.selfPrerequisite],
  ])('refuses %s on its field', (_what, over, path, message) => {
    expect(draftIssues(draft(over), COURSE)).toContainEqual({ path, message });
  });

  it('accepts a cover uploaded for this course', () => {
    const cover_path = `${COURSE}/aaaaaaaa-0000-4000-8000-000000000009.webp`;
    expect(draftIssues(draft({ cover_path }), COURSE)).toEqual([]);
  });

  it('puts a lesson’s problems on the lesson’s fields, by position', () => {
    const d = draft({
      modules: [
        { id: 'm1', title: 'OK module', summary: '', lessons: [lesson()] },
        {
          id: 'm2',
          title: 'M',
          summary: '',
          lessons: [
            lesson(),
            lesson({ title: '', estimated_minutes: NaN, video_url: 'http://x', body: 'x'.repeat(50001) }),
          ],
        },
      ],
    });
    expect(draftIssues(d, COURSE)).toEqual([
      { path: 'modules.1.title', message: DRAFT_RULES.moduleTitle },
      { path: 'modules.1.lessons.1.title', message: DRAFT_RULES.lessonTitle },
      { path: 'modules.1.lessons.1.body', message: DRAFT_RULES.lessonBody },
      { path: 'modules.1.lessons.1.estimated_minutes', message: DRAFT_RULES.minutes },
      { path: 'modules.1.lessons.1.video_url', message: DRAFT_RULES.video },
    ]);
  });

  it('counts characters as the database does (an emoji is one)', () => {
    expect(draftIssues(draft({ title: '🌱🌱🌱' }), COURSE)).toEqual([]);
  });
});

describe('publishIssues', () => {
  it('needs a module, and a lesson in every module', () => {
    expect(publishIssues(draft({ modules: [] }))).toEqual([
      { path: 'modules', message: DRAFT_RULES.noModules },
    ]);
    const d = draft();
    d.modules.push({ id: 'm2', title: 'Empty', summary: '', lessons: [] });
    expect(publishIssues(d)).toEqual([{ path: 'modules.1.lessons', message: DRAFT_RULES.emptyModule }]);
    expect(publishIssues(draft())).toEqual([]);
  });
});

describe('payload and comparison', () => {
  it('trims titles and sends an empty video link as null', () => {
    const d = draft({ title: '  Climate basics  ' });
    d.modules[0]!.lessons[0] = lesson({ title: ' VPD ', video_url: '  ' });
    const p = draftPayload(d);
    expect(p.title).toBe('Climate basics');
    expect(p.modules[0]!.lessons[0]).toMatchObject({ title: 'VPD', video_url: null });
  });

  it('sees whitespace at the ends as no change, and a reorder as one', () => {
    expect(sameDraft(draft({ title: 'Climate basics ' }), draft())).toBe(true);
    const two = draft();
    two.modules[0]!.lessons.push(lesson({ id: 'second', title: 'Second' }));
    const swapped = structuredClone(two);
    swapped.modules[0]!.lessons.reverse();
    expect(sameDraft(two, swapped)).toBe(false);
  });

  it('reads the server’s draft, an empty minutes field coming back as NaN', () => {
    const d = draftFromServer({
      title: 'T',
      modules: [{ id: 'm', lessons: [{ id: 'l', estimated_minutes: null }] }],
    });
    expect(d.modules[0]!.lessons[0]!.estimated_minutes).toBeNaN();
    expect(d.completion_rule).toBe('final_quiz');
  });
});

describe('the browser’s copy', () => {
  it('reads back what was stored, and nothing from junk', () => {
    const stored = { values: draft(), revision: 3, at: '2026-11-28T10:00:00Z' };
    const storage = { getItem: () => JSON.stringify(stored) };
    expect(readLocalDraft(storage, COURSE)).toEqual(stored);
    expect(readLocalDraft({ getItem: () => '{not json' }, COURSE)).toBeNull();
    expect(readLocalDraft({ getItem: () => null }, COURSE)).toBeNull();
  });
});

describe('helpers', () => {
  it('finds the module and lesson a refusal is about', () => {
    expect(outlineTarget('modules.2.lessons.0.title')).toEqual({ module: 2, lesson: 0 });
    expect(outlineTarget('modules.1.summary')).toEqual({ module: 1, lesson: null });
    expect(outlineTarget('title')).toBeNull();
  });

  it('names a course’s state', () => {
    expect(publicationState({ published: false, version: 0, unpublished_changes: true })).toBe('draft');
    expect(publicationState({ published: true, version: 2, unpublished_changes: false })).toBe('published');
    expect(publicationState({ published: true, version: 2, unpublished_changes: true })).toBe('changed');
    expect(publicationState({ published: false, version: 2, unpublished_changes: false })).toBe(
      'unpublished',
    );
  });

  it('writes an uploaded picture as Markdown with its name as alt text', () => {
    expect(imageMarkdown('sticky-card [room 2].JPG', 'https://x/y.jpg')).toBe(
      '![sticky-card room 2](https://x/y.jpg)',
    );
    expect(imageMarkdown('.png', 'u')).toBe('![Image](u)');
  });
});
