// RLS matrix for every Ancora table: anon, a free member, the learner who owns the rows (Basic), another
// Basic learner, a Professional member, the admin and an attacker (Basic) × select, insert, update,
// delete. Content needs Basic (a Pro course's modules, lessons and quizzes need Professional) and is
// written by the authoring functions only (admins publish drafts; nobody writes the rows learners
// read directly); the key, attempts, certificates, placements and reminders are written by the
// database's functions only; progress and overrides belong to their learner.
// (ancora_recruiting_profiles has its own test in ancora-recruiting.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addFourKinds,
  answerSheet,
  makeCourse,
  makeQuiz,
  SEED,
  startAttempt,
  submit,
  takeQuiz,
  type TestCourse,
} from './ancora-fixtures.ts';
import { anonClient, db, demoUser, newUser, type Client, type TestUser } from './helpers.ts';

type Persona = 'anon' | 'free' | 'learner' | 'other' | 'pro' | 'admin' | 'attacker';
const PERSONAS: Persona[] = ['anon', 'free', 'learner', 'other', 'pro', 'admin', 'attacker'];

const users = {} as Record<Exclude<Persona, 'anon'>, TestUser>;
const clientOf = (p: Persona): Client => (p === 'anon' ? anonClient() : users[p].client);

let course: TestCourse;
let proCourse: TestCourse;
let draft: TestCourse;
const ids = {} as Record<string, string>;

beforeAll(async () => {
  const [free, learner, other, pro, admin, attacker] = await Promise.all([
    newUser({ prefix: 'rls-free', tier: 'free' }),
    newUser({ prefix: 'rls-learner', tier: 'Basic' }),
    newUser({ prefix: 'rls-other', tier: 'Basic' }),
    newUser({ prefix: 'rls-pro', tier: 'Professional' }),
    demoUser('admin@example.com'),
    newUser({ prefix: 'rls-attacker', tier: 'Basic' }),
  ]);
  Object.assign(users, { free, learner, other, pro, admin, attacker });

  course = await makeCourse({ validityMonths: 12 });
  proCourse = await makeCourse({ pro: true });
  draft = await makeCourse({ published: false });
  await addFourKinds(admin, { courseId: course.id });
  ids.checkQuiz = await makeQuiz(course.checkLesson, 'lesson');
  ids.finalQuiz = await makeQuiz(course.finalLesson, 'final');
  ids.proQuiz = await makeQuiz(proCourse.checkLesson, 'lesson');
  await addFourKinds(admin, { lessonId: course.checkLesson });
  await db().query(
    `insert into public.ancora_course_prerequisites (course_id, prerequisite_id) values ($1, $2)`,
    [proCourse.id, course.id],
  );
  await admin.client.rpc('ancora_save_feedback_bands', {
    p_quiz_id: ids.finalQuiz,
    p_bands: [{ min_percent: 0, max_percent: 100, message: 'Thanks.' }],
  });
  await db().query(
    `insert into public.ancora_quiz_overrides (quiz_id, user_id, max_attempts) values ($1, $2, 5)`,
    [ids.finalQuiz, learner.id],
  );

  // The learner's own rows: progress, a finished attempt, a certificate with a reminder, a placement.
  await learner.client
    .from('ancora_lesson_progress')
    .insert({ lesson_id: course.checkLesson, course_id: course.id, completed_at: 'now' });
  const review = await takeQuiz(learner.client, ids.finalQuiz);
  ids.attempt = review.attempt.id;
  const { rows } = await db().query<{ id: string }>(
    `update public.ancora_certificates set expires_at = now() + interval '20 days' where user_id = $1 returning id`,
    [learner.id],
  );
  ids.certificate = rows[0]!.id;
  await learner.client.rpc('ancora_sync_my_reminders');
  const assessment = await startAttempt(learner.client, SEED.assessment);
  const { rows: slots } = await db().query<{ slot: number; course_id: string }>(
    `select s.slot, q.course_id from public.ancora_attempt_slots s join public.ancora_questions q on q.id = s.question_id
     where s.attempt_id = $1`,
    [assessment.attempt.id],
  );
  const right = new Set(slots.filter((s) => s.course_id === SEED.cropSteering).map((s) => s.slot));
  await submit(
    learner.client,
    assessment.attempt.id,
    await answerSheet(assessment.attempt.id, (s) => right.has(s)),
  );

  const q = await db().query<{ id: string; version_id: string; choice_id: string }>(
    `select q.id, v.id as version_id, c.id as choice_id from public.ancora_questions q
     join public.ancora_question_versions v on v.question_id = q.id
     join public.ancora_question_choices c on c.version_id = v.id
     where q.course_id = $1 and q.lesson_id is null limit 1`,
    [course.id],
  );
  Object.assign(ids, {
    question: q.rows[0]!.id,
    version: q.rows[0]!.version_id,
    choice: q.rows[0]!.choice_id,
  });
  const m = await db().query<{ id: string }>(`select id from public.ancora_modules where course_id = $1`, [
    proCourse.id,
  ]);
  ids.proModule = m.rows[0]!.id;
});

interface TableSpec {
  /** The row under test and how to find it. */
  where: () => Record<string, string>;
  readers: Persona[];
  /** A new row, for insert; `writers` may insert, update and delete (the others are refused). */
  row?: () => Record<string, unknown>;
  change: Record<string, unknown> | (() => Record<string, unknown>);
  inserters: Persona[];
  updaters: Persona[];
  deleters: Persona[];
}

const ALL_SIGNED_IN_BASIC: Persona[] = ['learner', 'other', 'pro', 'admin', 'attacker'];
const slug = () => `rls-${Math.random().toString(36).slice(2, 10)}`;

const TABLES: Record<string, TableSpec> = {
  ancora_courses: {
    where: () => ({ id: course.id }),
    readers: ALL_SIGNED_IN_BASIC,
    row: () => ({
      slug: slug(),
      title: 'Forged course',
      summary: 'A course nobody approved.',
      topic: 'ipm',
      level: 'beginner',
    }),
    // Content changes only by publishing a draft (ancora-course-authoring.test.ts); admins order
    // the catalogue. A course is created by ancora_create_course.
    change: { position: 7 },
    inserters: [],
    updaters: ['admin'],
    deleters: ['admin'],
  },
  ancora_course_drafts: {
    where: () => ({ course_id: course.id }),
    readers: ['admin'],
    row: () => ({ course_id: draft.id, content: {} }),
    change: { revision: 99 },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_course_versions: {
    where: () => ({ course_id: course.id }),
    readers: ALL_SIGNED_IN_BASIC,
    row: () => ({ course_id: course.id, version: 90 + Math.floor(Math.random() * 9), content: {} }),
    change: { note: 'Forged note' },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_modules: {
    where: () => ({ id: ids.proModule! }),
    readers: ['pro', 'admin'],
    row: () => ({
      course_id: proCourse.id,
      position: 2 + Math.floor(Math.random() * 900),
      title: 'Forged module',
    }),
    change: { summary: 'changed' },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_lessons: {
    where: () => ({ id: proCourse.checkLesson }),
    readers: ['pro', 'admin'],
    // Into the draft course, so the Pro course keeps the length the catalogue test expects.
    row: () => ({
      module_id: draft.moduleId,
      position: 4 + Math.floor(Math.random() * 900),
      title: 'Forged lesson',
      estimated_minutes: 5,
    }),
    change: { body: 'changed' },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_course_prerequisites: {
    where: () => ({ course_id: proCourse.id }),
    readers: ALL_SIGNED_IN_BASIC,
    row: () => ({ course_id: draft.id, prerequisite_id: course.id }),
    change: () => ({ prerequisite_id: course.id }),
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_lesson_progress: {
    where: () => ({ user_id: users.learner.id }),
    readers: ['learner'],
    row: () => ({ lesson_id: course.finalLesson, course_id: course.id }),
    change: { completed_at: null },
    inserters: ['learner', 'other', 'pro', 'admin', 'attacker'],
    updaters: ['learner'],
    deleters: ['learner'],
  },
  ancora_quizzes: {
    where: () => ({ id: ids.proQuiz! }),
    readers: ['pro', 'admin'],
    row: () => ({ lesson_id: draft.checkLesson, purpose: 'lesson', title: 'Forged quiz' }),
    change: { pass_percent: 0 },
    inserters: ['admin'],
    updaters: ['admin'],
    deleters: ['admin'],
  },
  ancora_quiz_feedback: {
    where: () => ({ quiz_id: ids.finalQuiz! }),
    readers: ['admin'],
    row: () => ({
      quiz_id: ids.checkQuiz,
      min_percent: 0,
      max_percent: 10 + Math.floor(Math.random() * 80),
      message: 'x',
    }),
    change: { message: 'changed' },
    inserters: ['admin'],
    updaters: ['admin'],
    deleters: ['admin'],
  },
  ancora_quiz_overrides: {
    where: () => ({ user_id: users.learner.id }),
    readers: ['learner', 'admin'],
    row: () => ({ quiz_id: ids.checkQuiz, user_id: users.attacker.id, max_attempts: 99 }),
    change: { max_attempts: 100 },
    inserters: ['admin'],
    updaters: ['admin'],
    deleters: ['admin'],
  },
  ancora_questions: {
    where: () => ({ id: ids.question! }),
    readers: ['admin'],
    row: () => ({ course_id: course.id }),
    change: { archived_at: new Date().toISOString() },
    inserters: [],
    updaters: ['admin'],
    deleters: [],
  },
  ancora_question_versions: {
    where: () => ({ id: ids.version! }),
    readers: ['admin'],
    row: () => ({ question_id: ids.question, version: 50, type: 'single', prompt: 'Forged version' }),
    change: { prompt: 'Forged prompt' },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_question_choices: {
    where: () => ({ id: ids.choice! }),
    readers: ['admin'],
    row: () => ({ version_id: ids.version, position: 9, label: 'Forged', is_correct: true, fraction: 1 }),
    change: { is_correct: true },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_attempts: {
    where: () => ({ id: ids.attempt! }),
    readers: ['learner', 'admin'],
    row: () => ({ quiz_id: ids.finalQuiz, user_id: users.attacker.id, attempt_no: 1, pass_percent: 0 }),
    change: { passed: true, percent: 100 },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_attempt_slots: {
    where: () => ({ attempt_id: ids.attempt! }),
    readers: ['admin'],
    row: () => ({
      attempt_id: ids.attempt,
      slot: 99,
      question_id: ids.question,
      version_id: ids.version,
      max_mark: 1,
    }),
    change: { fraction: 1 },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_certificates: {
    where: () => ({ id: ids.certificate! }),
    readers: ['learner', 'admin'],
    row: () => ({
      user_id: users.attacker.id,
      course_id: course.id,
      holder_name: 'x',
      course_title: 'x',
      score_percent: 100,
    }),
    change: { expires_at: '2099-01-01T00:00:00Z' },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_course_placements: {
    where: () => ({ user_id: users.learner.id }),
    readers: ['learner'],
    row: () => ({
      user_id: users.attacker.id,
      course_id: SEED.advanced,
      attempt_id: ids.attempt,
      percent: 100,
    }),
    change: { percent: 100 },
    inserters: [],
    updaters: [],
    deleters: [],
  },
  ancora_certificate_reminders: {
    where: () => ({ certificate_id: ids.certificate! }),
    readers: ['learner'],
    row: () => ({ certificate_id: ids.certificate, issue_count: 9, days_before: 90 }),
    change: { days_before: 60 },
    inserters: [],
    updaters: [],
    deleters: [],
  },
};

// The generated types are precise per table; the matrix walks them generically.
const from = (client: Client, table: string) => client.from(table as 'ancora_courses');
type AnyRow = Parameters<ReturnType<typeof from>['insert']>[0];

async function snapshot(table: string, where: Record<string, string>) {
  const keys = Object.keys(where);
  const { rows } = await db().query(
    `select to_jsonb(t) as row from public.${table} t where ${keys.map((k, i) => `${k} = $${i + 1}`).join(' and ')}`,
    keys.map((k) => where[k]),
  );
  return rows.map((r) => JSON.stringify(r.row)).sort();
}

function filtered<Q extends { eq: (c: string, v: string) => Q }>(q: Q, where: Record<string, string>): Q {
  return Object.entries(where).reduce((acc, [k, v]) => acc.eq(k, v), q);
}

describe.each(Object.keys(TABLES))('%s', (table) => {
  const t = TABLES[table]!;

  it.each(PERSONAS)('select as %s', async (persona) => {
    const { data, error } = await filtered(from(clientOf(persona), table).select('*'), t.where());
    if (persona === 'anon') {
      expect(error?.code).toBe('42501');
      return;
    }
    expect(error).toBeNull();
    if (t.readers.includes(persona)) expect(data!.length).toBeGreaterThan(0);
    else expect(data).toEqual([]);
  });

  it.each(PERSONAS)('insert as %s', async (persona) => {
    const row = t.row!();
    const { data, error } = await from(clientOf(persona), table)
      .insert(row as AnyRow)
      .select('*');
    if (t.inserters.includes(persona)) {
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      return;
    }
    expect(error?.code).toBe('42501');
  });

  it.each(PERSONAS)('update as %s', async (persona) => {
    const where = t.where();
    const before = await snapshot(table, where);
    const { data, error } = await filtered(
      from(clientOf(persona), table).update(
        (typeof t.change === 'function' ? t.change() : t.change) as AnyRow,
      ),
      where,
    ).select('*');
    if (t.updaters.includes(persona)) {
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      return;
    }
    // Refused outright (no privilege) or filtered to nothing by RLS; either way nothing changed.
    if (error) expect(error.code).toBe('42501');
    else expect(data).toEqual([]);
    expect(await snapshot(table, where)).toEqual(before);
  });

  it.each(PERSONAS.filter((p) => p !== 'admin' && p !== 'learner'))('delete as %s', async (persona) => {
    const where = t.where();
    const before = await snapshot(table, where);
    const { data, error } = await filtered(from(clientOf(persona), table).delete(), where).select('*');
    if (error) expect(error.code).toBe('42501');
    else expect(data).toEqual([]);
    expect(await snapshot(table, where)).toEqual(before);
  });
});

describe('owners and admins delete what they may', () => {
  it('a learner resets their own progress; an admin deletes only a course never published', async () => {
    const { data } = await users.learner.client
      .from('ancora_lesson_progress')
      .delete()
      .eq('user_id', users.learner.id)
      .select('lesson_id');
    expect(data!.length).toBeGreaterThan(0);
    const published = await users.admin.client
      .from('ancora_courses')
      .delete()
      .eq('id', course.id)
      .select('id');
    expect(published.data).toEqual([]);
    const unpublished = await makeCourse({ published: false });
    const never = await users.admin.client
      .from('ancora_courses')
      .delete()
      .eq('id', unpublished.id)
      .select('id');
    expect(never.data).toEqual([{ id: unpublished.id }]);
  });

  it('no one deletes attempts, certificates or the key, not even an admin', async () => {
    for (const table of [
      'ancora_attempts',
      'ancora_certificates',
      'ancora_question_versions',
      'ancora_question_choices',
    ]) {
      const { error } = await from(users.admin.client, table)
        .delete()
        .eq('id', 'ac000000-0000-4000-8000-000000000000');
      expect(error?.code, table).toBe('42501');
    }
  });
});

describe('learner progress rules', () => {
  it('an attacker cannot record progress in another’s name or in a Pro course, nor file it under another course', async () => {
    const attacker = users.attacker.client;
    const forged = await attacker
      .from('ancora_lesson_progress')
      .insert({ lesson_id: course.checkLesson, course_id: course.id, user_id: users.learner.id });
    expect(forged.error?.code).toBe('42501');
    const pro = await attacker
      .from('ancora_lesson_progress')
      .insert({ lesson_id: proCourse.checkLesson, course_id: proCourse.id });
    expect(pro.error?.code).toBe('42501');
    // The course always comes from the lesson, whatever the request says.
    const moved = await attacker
      .from('ancora_lesson_progress')
      .insert({ lesson_id: course.refresherLesson, course_id: proCourse.id })
      .select('course_id')
      .single();
    expect(moved.data).toEqual({ course_id: course.id });
    const free = await users.free.client
      .from('ancora_lesson_progress')
      .insert({ lesson_id: course.checkLesson, course_id: course.id });
    expect(free.error?.code).toBe('42501');
  });

  it('stamps completion with the server’s time, whatever the learner sends', async () => {
    const { data } = await users.other.client
      .from('ancora_lesson_progress')
      .upsert({
        lesson_id: course.refresherLesson,
        course_id: course.id,
        completed_at: '2001-01-01T00:00:00Z',
      })
      .select('completed_at, course_id')
      .single();
    expect(Date.now() - Date.parse(data!.completed_at!)).toBeLessThan(60_000);
    expect(data!.course_id).toBe(course.id);
  });
});

describe('views', () => {
  it('the catalogue lists published courses (Pro ones too) with their length to Basic members only', async () => {
    const read = async (p: Persona) =>
      clientOf(p)
        .from('ancora_course_catalogue')
        .select('id, lesson_count, estimated_minutes')
        .in('id', [course.id, proCourse.id, draft.id]);
    expect((await read('anon')).error?.code).toBe('42501');
    expect((await read('free')).data).toEqual([]);
    const basic = (await read('learner')).data!;
    expect(basic.map((r) => r.id).sort()).toEqual([course.id, proCourse.id].sort());
    expect(basic.find((r) => r.id === proCourse.id)).toMatchObject({
      lesson_count: 3,
      estimated_minutes: 30,
    });
    expect((await read('admin')).data).toHaveLength(3);
  });

  it('the certificate overview shows the holder their own certificates with a status', async () => {
    const mine = await users.learner.client.from('ancora_certificate_overview').select('id, status');
    expect(mine.data).toContainEqual({ id: ids.certificate, status: 'expiring' });
    const theirs = await users.other.client
      .from('ancora_certificate_overview')
      .select('id')
      .eq('id', ids.certificate!);
    expect(theirs.data).toEqual([]);
    expect((await anonClient().from('ancora_certificate_overview').select('id')).error?.code).toBe('42501');
  });
});
