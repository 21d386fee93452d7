// Ancora test fixtures: a throw-away course per test file (so quiz settings one file changes never
// reach another), its question bank written through ancora_save_question as an admin, and answer
// sheets built from the key, which only the superuser connection can read.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { db, type Client, type TestUser } from './helpers.ts';

/** Seeded content (supabase/seeds/50_ancora_courses.sql). */
export const SEED = {
  cropSteering: 'ac100000-0000-4000-8000-000000000001',
  ipm: 'ac100000-0000-4000-8000-000000000002',
  advanced: 'ac100000-0000-4000-8000-000000000003',
  cropSteeringFinal: 'ac400000-0000-4000-8000-000000000132',
  ipmFinal: 'ac400000-0000-4000-8000-000000000232',
  ipmRecert: 'ac400000-0000-4000-8000-000000000233',
  advancedFinal: 'ac400000-0000-4000-8000-000000000313',
  assessment: 'ac400000-0000-4000-8000-000000000999',
  vwcLesson: 'ac300000-0000-4000-8000-000000000111',
  advancedLesson: 'ac300000-0000-4000-8000-000000000311',
} as const;

export interface QuizSettings {
  draw_count?: number | null;
  pass_percent?: number;
  max_attempts?: number | null;
  delay_first_seconds?: number;
  delay_later_seconds?: number;
  time_limit_seconds?: number | null;
  grade_method?: 'highest' | 'average' | 'first' | 'last';
  review_correctness?: 'immediately' | 'after_final' | 'never';
  review_right_answer?: 'immediately' | 'after_final' | 'never';
  review_feedback?: 'immediately' | 'after_final' | 'never';
  shuffle_answers?: boolean;
}

export interface TestCourse {
  id: string;
  moduleId: string;
  /** A lesson with a lesson check. */
  checkLesson: string;
  /** The lesson holding the final quiz. */
  finalLesson: string;
  /** The lesson holding the recertification quiz. */
  refresherLesson: string;
}

/** A published course (version 1) with one module and three lessons (check, final, refresher). */
export async function makeCourse(
  options: { pro?: boolean; validityMonths?: number | null; published?: boolean; title?: string } = {},
): Promise<TestCourse> {
  const slug = `test-${randomUUID().slice(0, 8)}`;
  const { rows } = await db().query<{ id: string }>(
    `insert into public.ancora_courses (slug, title, summary, topic, level, is_pro, published, certificate_validity_months)
     values ($1, $2, 'A course the integration tests make.', 'ipm', 'beginner', $3, $4, $5) returning id`,
    [
      slug,
      options.title ?? `Test course ${slug}`,
      options.pro ?? false,
      options.published ?? true,
      options.validityMonths ?? null,
    ],
  );
  const id = rows[0]!.id;
  const m = await db().query<{ id: string }>(
    `insert into public.ancora_modules (course_id, position, title) values ($1, 1, 'Test module') returning id`,
    [id],
  );
  const moduleId = m.rows[0]!.id;
  const lessons = await db().query<{ id: string; position: number }>(
    `insert into public.ancora_lessons (module_id, position, title, body, estimated_minutes)
     select $1, n, t, 'Body of ' || t, 10 from (values (1, 'Check lesson'), (2, 'Final quiz'), (3, 'Refresher')) v(n, t)
     returning id, position`,
    [moduleId],
  );
  // A published course is published as authoring does it: its rows become version 1.
  if (options.published ?? true) {
    await db().query(
      `select public.ancora_apply_version($1, public.ancora_normalize_draft($1, public.ancora_draft_from_rows($1)), '', null)`,
      [id],
    );
  }
  const [checkLesson, finalLesson, refresherLesson] = lessons.rows
    .sort((a, b) => a.position - b.position)
    .map((r) => r.id) as [string, string, string];
  return { id, moduleId, checkLesson, finalLesson, refresherLesson };
}

/** A quiz on a lesson (the superuser writes it; the admin screens write through REST). */
export async function makeQuiz(
  lessonId: string,
  purpose: 'lesson' | 'final' | 'recert',
  settings: QuizSettings = {},
): Promise<string> {
  const s = {
    draw_count: null,
    pass_percent: 70,
    max_attempts: null,
    delay_first_seconds: 0,
    delay_later_seconds: 0,
    time_limit_seconds: null,
    grade_method: 'highest',
    review_correctness: 'immediately',
    review_right_answer: 'immediately',
    review_feedback: 'immediately',
    shuffle_answers: true,
    ...settings,
  };
  const { rows } = await db().query<{ id: string }>(
    `insert into public.ancora_quizzes (lesson_id, purpose, title, draw_count, pass_percent, max_attempts,
       delay_first_seconds, delay_later_seconds, time_limit_seconds, grade_method, review_correctness,
       review_right_answer, review_feedback, shuffle_answers)
     values ($1, $2, 'Test quiz', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [
      lessonId,
      purpose,
      s.draw_count,
      s.pass_percent,
      s.max_attempts,
      s.delay_first_seconds,
      s.delay_later_seconds,
      s.time_limit_seconds,
      s.grade_method,
      s.review_correctness,
      s.review_right_answer,
      s.review_feedback,
      s.shuffle_answers,
    ],
  );
  return rows[0]!.id;
}

export async function setQuiz(quizId: string, settings: QuizSettings): Promise<void> {
  const keys = Object.keys(settings);
  await db().query(
    `update public.ancora_quizzes set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where id = $1`,
    [quizId, ...keys.map((k) => settings[k as keyof QuizSettings])],
  );
}

type Choice = { label: string; is_correct: boolean; feedback?: string };

export interface QuestionInput {
  type: 'single' | 'multiple' | 'true_false' | 'numeric';
  prompt: string;
  choices?: Choice[];
  numeric_answer?: number;
  numeric_tolerance?: number;
  numeric_unit?: string;
  general_feedback?: string;
  points?: number;
  in_assessment?: boolean;
}

/** Writes a question (or a new version of `questionId`) as the admin; returns its id and version. */
export async function saveQuestion(
  admin: TestUser,
  target: { courseId?: string; lessonId?: string | null; questionId?: string },
  q: QuestionInput,
): Promise<{ id: string; version: number; new_version: boolean }> {
  const { data, error } = await admin.client.rpc('ancora_save_question', {
    p_question_id: target.questionId ?? (null as unknown as string),
    p_course_id: target.courseId ?? (null as unknown as string),
    p_lesson_id: target.lessonId ?? (null as unknown as string),
    p_type: q.type,
    p_prompt: q.prompt,
    p_points: q.points ?? 1,
    p_choices: (q.choices ?? []) as never,
    p_numeric_answer: (q.numeric_answer ?? null) as unknown as number,
    p_numeric_tolerance: (q.numeric_tolerance ?? null) as unknown as number,
    p_numeric_unit: (q.numeric_unit ?? null) as unknown as string,
    p_general_feedback: q.general_feedback ?? '',
    p_in_assessment: q.in_assessment ?? false,
  });
  if (error) throw error;
  return data as { id: string; version: number; new_version: boolean };
}

/** One question of each kind: a single, a multiple (two right of four), a true/false, a numeric. */
export const FOUR_KINDS: QuestionInput[] = [
  {
    type: 'single',
    prompt: 'Which beneficial controls two-spotted spider mite?',
    choices: [
      { label: 'Phytoseiulus persimilis', is_correct: true, feedback: 'Right: the classic mite predator.' },
      { label: 'Aphidius colemani', is_correct: false, feedback: 'That one parasitises aphids.' },
      { label: 'Encarsia formosa', is_correct: false },
    ],
    general_feedback: 'Persimilis eats spider mites only.',
  },
  {
    type: 'multiple',
    prompt: 'Which of these push a crop generatively?',
    choices: [
      { label: 'Larger drybacks', is_correct: true },
      { label: 'Higher substrate EC', is_correct: true },
      { label: 'More runoff', is_correct: false, feedback: 'Runoff keeps EC down: vegetative.' },
      { label: 'Lower VPD', is_correct: false },
    ],
  },
  {
    type: 'true_false',
    prompt: 'Rockwool slabs hold more water at field capacity than coco.',
    choices: [
      { label: 'True', is_correct: true },
      { label: 'False', is_correct: false },
    ],
  },
  {
    type: 'numeric',
    prompt: 'How many mL is a 2 % shot into a 5 L pot?',
    numeric_answer: 100,
    numeric_tolerance: 0.5,
    numeric_unit: 'mL',
  },
];

/** Writes the four kinds (prompts suffixed with `tag` when given) into a bank. */
export async function addFourKinds(
  admin: TestUser,
  target: { courseId?: string; lessonId?: string | null },
  tag = '',
): Promise<string[]> {
  const ids: string[] = [];
  for (const q of FOUR_KINDS) {
    ids.push((await saveQuestion(admin, target, { ...q, prompt: `${q.prompt}${tag}` })).id);
  }
  return ids;
}

export interface AttemptQuestion {
  slot: number;
  type: string;
  prompt: string;
  points: number;
  unit: string | null;
  response: unknown;
  choices: Array<{ id: string; label: string }>;
}

export interface AttemptJson {
  attempt: { id: string; quiz_id: string; attempt_no: number; deadline: string | null; state: string };
  server_now: string;
  questions: AttemptQuestion[];
}

export async function startAttempt(client: Client, quizId: string): Promise<AttemptJson> {
  const { data, error } = await client.rpc('ancora_start_attempt', { p_quiz_id: quizId });
  if (error) throw error;
  return data as unknown as AttemptJson;
}

/**
 * Answers for an attempt from the key: every slot right, or wrong where `right(slot)` says so (a
 * wrong choice, no right choices for a multiple, or the value off by far more than the tolerance).
 */
export async function answerSheet(
  attemptId: string,
  right: (slot: number) => boolean = () => true,
): Promise<Record<string, unknown>> {
  const { rows } = await db().query<{
    slot: number;
    type: string;
    numeric_answer: string | null;
    correct: string[];
    wrong: string[];
  }>(
    `select s.slot, v.type, v.numeric_answer,
       coalesce(array_agg(c.id order by c.position) filter (where c.is_correct), '{}') as correct,
       coalesce(array_agg(c.id order by c.position) filter (where not c.is_correct), '{}') as wrong
     from public.ancora_attempt_slots s
     join public.ancora_question_versions v on v.id = s.version_id
     left join public.ancora_question_choices c on c.version_id = v.id
     where s.attempt_id = $1 group by s.slot, v.type, v.numeric_answer`,
    [attemptId],
  );
  const sheet: Record<string, unknown> = {};
  for (const r of rows) {
    const ok = right(r.slot);
    sheet[String(r.slot)] =
      r.type === 'numeric'
        ? { value: Number(r.numeric_answer) + (ok ? 0 : 1000) }
        : r.type === 'multiple'
          ? { choices: ok ? r.correct : r.wrong }
          : { choice: ok ? r.correct[0] : r.wrong[0] };
  }
  return sheet;
}

export interface Review {
  attempt: { id: string; percent: number; passed: boolean; submitted_late: boolean; finished_at: string };
  feedback: string | null;
  show: { correctness: boolean; right_answer: boolean; feedback: boolean };
  questions: Array<Record<string, unknown> & { choices: Array<Record<string, unknown>> }>;
  breakdown: Array<{ course_id: string; percent: number; placed: boolean }> | null;
  status: Record<string, unknown>;
}

export async function submit(client: Client, attemptId: string, sheet: Record<string, unknown> | null) {
  const { data, error } = await client.rpc('ancora_submit_attempt', {
    p_attempt_id: attemptId,
    p_responses: sheet as never,
  });
  if (error) throw error;
  return data as unknown as Review;
}

/** Starts and submits an attempt, all right (or as `right` says). */
export async function takeQuiz(
  client: Client,
  quizId: string,
  right: (slot: number) => boolean = () => true,
) {
  const attempt = await startAttempt(client, quizId);
  return submit(client, attempt.attempt.id, await answerSheet(attempt.attempt.id, right));
}

/** Moves an attempt (or all of a user's attempts at a quiz) back in time, as if it happened earlier. */
export async function ageAttempts(quizId: string, userId: string, by: string): Promise<void> {
  await db().query(
    `update public.ancora_attempts set started_at = started_at - $3::interval,
       finished_at = finished_at - $3::interval, deadline = deadline - $3::interval
     where quiz_id = $1 and user_id = $2`,
    [quizId, userId, by],
  );
}

export function expectCode(error: { code?: string } | null, code: string) {
  expect(error, `expected error ${code}`).not.toBeNull();
  expect(error!.code).toBe(code);
}
