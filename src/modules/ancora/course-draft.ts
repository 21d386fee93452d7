// A course as its admin edits it: the draft document that ancora_save_course_draft stores and
// ancora_publish_course turns into a version (see the migration *_ancora_course_authoring.sql).
// The rules here are the database's, in the same words and on the same field paths, so the form
// refuses before a request is sent and the database's refusal lands under the same field.
import * as z from 'zod/mini';
import { LEVELS, TOPICS, type Level, type Topic } from './catalogue.ts';

export interface DraftLesson {
  id: string;
  title: string;
  body: string;
  /** NaN while the field is empty. */
  estimated_minutes: number;
  video_url: string | null;
}

export interface DraftModule {
  id: string;
  title: string;
  summary: string;
  lessons: DraftLesson[];
}

export type CompletionRule = 'final_quiz' | 'all_lessons';

export interface CourseDraft {
  title: string;
  summary: string;
  description: string;
  topic: Topic | '';
  level: Level | '';
  is_pro: boolean;
  certificate_validity_months: number | null;
  cover_path: string | null;
  completion_rule: CompletionRule;
  prerequisites: string[];
  modules: DraftModule[];
}

export const COMPLETION_RULES: ReadonlyArray<{ value: CompletionRule; label: string; hint: string }> = [
  {
    value: 'final_quiz',
    label: 'Pass the final quiz',
    hint: 'Lessons are there to help; the final quiz alone earns the certificate.',
  },
  {
    value: 'all_lessons',
    label: 'Complete every lesson, then pass the final quiz',
    hint: 'The final quiz opens once every other lesson is marked complete.',
  },
];

/** The database's words for each rule (ancora_normalize_draft, ancora_publish_course). */
export const DRAFT_RULES = {
  title: 'The title must be 3 to 120 characters',
  summary: 'The summary must be 10 to 300 characters',
  description: 'The description must be at most 20000 characters',
  topic: 'Choose a topic',
  level: 'Choose a level',
  validity: 'Certificate validity must be 1 to 120 whole months, or empty for no expiry',
  cover: 'The cover must be an image uploaded for this course',
  selfPrerequisite: 'A course cannot require itself',
  modules: 'A course has at most 50 modules',
  moduleTitle: 'The module title must be 3 to 120 characters',
  moduleSummary: 'The module summary must be at most 500 characters',
  lessons: 'A module has at most 100 lessons',
  lessonTitle: 'The lesson title must be 3 to 120 characters',
  lessonBody: 'The lesson text must be at most 50000 characters',
  minutes: 'Estimated minutes must be a whole number from 1 to 600',
  video: 'The video link must be an https:// address',
  // Publishing only.
  noModules: 'Add at least one module with a lesson before publishing',
  emptyModule: 'Every module needs at least one lesson before publishing',
} as const;

export interface DraftIssue {
  path: string;
  message: string;
}

const COVER = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const lengthOf = (s: string) => [...s.trim()].length;
const between = (s: string, min: number, max: number) => lengthOf(s) >= min && lengthOf(s) <= max;

/** Everything a save would refuse, in order (the database stops at the first). */
export function draftIssues(d: CourseDraft, courseId: string | null): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const fail = (path: string, message: string) => issues.push({ path, message });
  if (!between(d.title, 3, 120)) fail('title', DRAFT_RULES.title);
  if (!between(d.summary, 10, 300)) fail('summary', DRAFT_RULES.summary);
  if ([...d.description].length > 20000) fail('description', DRAFT_RULES.description);
  if (!TOPICS.some((t) => t.value === d.topic)) fail('topic', DRAFT_RULES.topic);
  if (!LEVELS.some((l) => l.value === d.level)) fail('level', DRAFT_RULES.level);
  const months = d.certificate_validity_months;
  if (months !== null && !(Number.isInteger(months) && months >= 1 && months <= 120))
    fail('certificate_validity_months', DRAFT_RULES.validity);
  if (d.cover_path && (!COVER.test(d.cover_path) || d.cover_path.split('/')[0] !== courseId))
    fail('cover_path', DRAFT_RULES.cover);
  if (courseId && d.prerequisites.includes(courseId)) fail('prerequisites', DRAFT_RULES.selfPrerequisite);
  if (d.modules.length > 50) fail('modules', DRAFT_RULES.modules);
  d.modules.forEach((m, mi) => {
    if (!between(m.title, 3, 120)) fail(`modules.${mi}.title`, DRAFT_RULES.moduleTitle);
    if ([...m.summary].length > 500) fail(`modules.${mi}.summary`, DRAFT_RULES.moduleSummary);
    if (m.lessons.length > 100) fail(`modules.${mi}.lessons`, DRAFT_RULES.lessons);
    m.lessons.forEach((l, li) => {
      const at = `modules.${mi}.lessons.${li}`;
      if (!between(l.title, 3, 120)) fail(`${at}.title`, DRAFT_RULES.lessonTitle);
      if ([...l.body].length > 50000) fail(`${at}.body`, DRAFT_RULES.lessonBody);
      const n = l.estimated_minutes;
      if (!(Number.isInteger(n) && n >= 1 && n <= 600)) fail(`${at}.estimated_minutes`, DRAFT_RULES.minutes);
      const video = l.video_url?.trim() ?? '';
      if (video && (!/^https:\/\/\S+$/.test(video) || video.length > 2048))
        fail(`${at}.video_url`, DRAFT_RULES.video);
    });
  });
  return issues;
}

/** What publishing refuses beyond a save (the final quiz is checked by the database). */
export function publishIssues(d: CourseDraft): DraftIssue[] {
  if (d.modules.length === 0) return [{ path: 'modules', message: DRAFT_RULES.noModules }];
  return d.modules.flatMap((m, mi) =>
    m.lessons.length === 0 ? [{ path: `modules.${mi}.lessons`, message: DRAFT_RULES.emptyModule }] : [],
  );
}

/** The form's resolver: the same rules, for a course that exists (null: a new one). */
export function courseDraftSchema(courseId: string | null) {
  return z.custom<CourseDraft>().check(
    z.superRefine((value, ctx) => {
      for (const issue of draftIssues(value, courseId))
        ctx.issues.push({
          code: 'custom',
          message: issue.message,
          path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          input: value,
        });
    }),
  );
}

/** The document to send: trimmed, empty optional fields as null. */
export function draftPayload(d: CourseDraft) {
  return {
    ...d,
    title: d.title.trim(),
    summary: d.summary.trim(),
    modules: d.modules.map((m) => ({
      ...m,
      title: m.title.trim(),
      summary: m.summary.trim(),
      lessons: m.lessons.map((l) => ({
        ...l,
        title: l.title.trim(),
        video_url: l.video_url?.trim() ? l.video_url.trim() : null,
      })),
    })),
  };
}

/** A draft as the database returns it (numbers as numbers, nulls kept). */
export function draftFromServer(raw: unknown): CourseDraft {
  const d = raw as Partial<CourseDraft> & { modules?: DraftModule[] };
  return {
    title: d.title ?? '',
    summary: d.summary ?? '',
    description: d.description ?? '',
    topic: (d.topic ?? '') as CourseDraft['topic'],
    level: (d.level ?? '') as CourseDraft['level'],
    is_pro: d.is_pro ?? false,
    certificate_validity_months: d.certificate_validity_months ?? null,
    cover_path: d.cover_path ?? null,
    completion_rule: d.completion_rule ?? 'final_quiz',
    prerequisites: d.prerequisites ?? [],
    modules: (d.modules ?? []).map((m) => ({
      id: m.id,
      title: m.title ?? '',
      summary: m.summary ?? '',
      lessons: (m.lessons ?? []).map((l) => ({
        id: l.id,
        title: l.title ?? '',
        body: l.body ?? '',
        estimated_minutes: l.estimated_minutes ?? Number.NaN,
        video_url: l.video_url ?? null,
      })),
    })),
  };
}

export const newModule = (): DraftModule => ({
  id: crypto.randomUUID(),
  title: '',
  summary: '',
  lessons: [],
});

export const newLesson = (): DraftLesson => ({
  id: crypto.randomUUID(),
  title: '',
  body: '',
  estimated_minutes: 10,
  video_url: null,
});

/** The lessons' total length, for the outline's header. */
export function draftMinutes(d: Pick<CourseDraft, 'modules'>): number {
  return d.modules.reduce(
    (sum, m) =>
      sum +
      m.lessons.reduce((s, l) => s + (Number.isFinite(l.estimated_minutes) ? l.estimated_minutes : 0), 0),
    0,
  );
}

/**
 * Where a path of the database's DETAIL ("modules.1.lessons.0.title") points in the outline: the
 * module and lesson, so the editor can open them.
 */
export function outlineTarget(path: string): { module: number; lesson: number | null } | null {
  const m = /^modules\.(\d+)(?:\.lessons\.(\d+))?/.exec(path);
  if (!m) return null;
  return { module: Number(m[1]), lesson: m[2] === undefined ? null : Number(m[2]) };
}

/** Unsaved edits kept in this browser (localStorage), per course. */
export interface LocalDraft {
  values: CourseDraft;
  /** The server revision the edits started from. */
  revision: number | null;
  at: string;
}

export const localDraftKey = (courseId: string) => `canopy:ancora-course-draft:${courseId}`;

export function readLocalDraft(storage: Pick<Storage, 'getItem'>, courseId: string): LocalDraft | null {
  try {
    const raw = storage.getItem(localDraftKey(courseId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as LocalDraft;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.at !== 'string') return null;
    // NaN does not survive JSON: an emptied minutes field comes back as null.
    return { ...parsed, values: draftFromServer(parsed.values) };
  } catch {
    return null;
  }
}

/** Whether two drafts say the same (the editor compares the browser's copy with the server's). */
export function sameDraft(a: CourseDraft, b: CourseDraft): boolean {
  return JSON.stringify(draftPayload(a)) === JSON.stringify(draftPayload(b));
}

export type PublicationState = 'draft' | 'published' | 'changed' | 'unpublished';

/** Where a course stands: never published, live (with or without changes waiting), or hidden. */
export function publicationState(c: {
  published: boolean;
  version: number;
  unpublished_changes: boolean;
}): PublicationState {
  if (c.version === 0) return 'draft';
  if (!c.published) return 'unpublished';
  return c.unpublished_changes ? 'changed' : 'published';
}

export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Changes not published',
  unpublished: 'Unpublished',
};

/** Markdown for an uploaded picture: its file name (without the extension) as the alt text to edit. */
export function imageMarkdown(fileName: string, url: string): string {
  const alt =
    fileName
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[[\]]/g, '')
      .trim() || 'Image';
  return `![${alt}](${url})`;
}
