// Course authoring through the database's functions: only admins write (and nobody writes the rows
// learners read directly); learners read only published versions (a draft's edits, a lesson never
// published and its quiz stay hidden); publishing makes a version, keeps learners' progress and
// certificates name the version passed; unpublishing hides without deleting; every draft rule
// refuses in the editor's own words (src/modules/ancora/course-draft.ts), on the field's path.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_RULES, type CourseDraft } from '../../src/modules/ancora/course-draft.ts';
import { answerSheet, expectCode, saveQuestion, startAttempt, submit } from './ancora-fixtures.ts';
import { anonClient, db, demoUser, newUser, type Client, type TestUser } from './helpers.ts';

let admin: TestUser;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [admin, learner, other] = await Promise.all([
    demoUser('admin@example.com'),
    newUser({ prefix: 'authoring-learner', tier: 'Basic' }),
    newUser({ prefix: 'authoring-other', tier: 'Professional' }),
  ]);
});

const lesson = (title: string, body = `About ${title}.`) => ({
  id: randomUUID(),
  title,
  body,
  estimated_minutes: 10,
  video_url: null,
});

function draft(over: Partial<CourseDraft> = {}): CourseDraft {
  return {
    title: `Authoring ${randomUUID().slice(0, 6)}`,
    summary: 'A course the authoring tests write and publish.',
    description: '',
    topic: 'climate',
    level: 'beginner',
    is_pro: false,
    certificate_validity_months: 12,
    cover_path: null,
    completion_rule: 'final_quiz',
    prerequisites: [],
    modules: [
      {
        id: randomUUID(),
        title: 'Climate basics',
        summary: '',
        lessons: [lesson('VPD'), lesson('Final quiz')],
      },
    ],
    ...over,
  };
}

async function create(d: CourseDraft = draft()) {
  const { data, error } = await admin.client.rpc('ancora_create_course', { p_content: d as never });
  if (error) throw error;
  const id = data as unknown as string;
  const save = await admin.client.rpc('ancora_save_course_draft', {
    p_course_id: id,
    p_content: d as never,
    p_revision: null as unknown as number,
  });
  if (save.error) throw save.error;
  return { id, draft: d };
}

/** A final quiz with one question on the course's last lesson (admin). */
async function addFinalQuiz(courseId: string, lessonId: string) {
  const { data, error } = await admin.client
    .from('ancora_quizzes')
    .insert({ lesson_id: lessonId, purpose: 'final', title: 'Final quiz', pass_percent: 50 })
    .select('id')
    .single();
  if (error) throw error;
  await saveQuestion(
    admin,
    { courseId },
    {
      type: 'single',
      prompt: 'Which VPD suits late flower?',
      choices: [
        { label: '1.2 to 1.5 kPa', is_correct: true },
        { label: '0.2 to 0.4 kPa', is_correct: false },
      ],
    },
  );
  return data.id;
}

const save = (client: Client, id: string, d: CourseDraft, revision: number | null = null) =>
  client.rpc('ancora_save_course_draft', {
    p_course_id: id,
    p_content: d as never,
    p_revision: revision as unknown as number,
  });
const publish = (client: Client, id: string, note = '') =>
  client.rpc('ancora_publish_course', { p_course_id: id, p_note: note });

async function passFinal(client: Client, quizId: string) {
  const attempt = await startAttempt(client, quizId);
  return submit(client, attempt.attempt.id, await answerSheet(attempt.attempt.id));
}

describe('only admins write', () => {
  it('refuses every authoring function to learners, members of any plan and visitors', async () => {
    const { id, draft: d } = await create();
    for (const client of [learner.client, other.client]) {
      expectCode((await client.rpc('ancora_create_course', { p_content: draft() as never })).error, '42501');
      expectCode((await save(client, id, d)).error, '42501');
      expectCode((await publish(client, id)).error, '42501');
      expectCode((await client.rpc('ancora_unpublish_course', { p_course_id: id })).error, '42501');
      expectCode((await client.rpc('ancora_discard_course_draft', { p_course_id: id })).error, '42501');
      expectCode((await client.rpc('ancora_course_editor', { p_course_id: id })).error, '42501');
      expectCode((await client.rpc('ancora_admin_courses')).error, '42501');
    }
    const anon = anonClient();
    expectCode((await anon.rpc('ancora_admin_courses')).error, '42501');
    expectCode((await save(anon, id, d)).error, '42501');
  });

  it('lets nobody, admins included, write the rows learners read except through publishing', async () => {
    const { id, draft: d } = await create();
    const moduleId = d.modules[0]!.id;
    for (const client of [admin.client, learner.client]) {
      expectCode(
        (
          await client.from('ancora_lessons').insert({
            module_id: moduleId,
            course_id: id,
            position: 9,
            title: 'Sneaked in',
            estimated_minutes: 5,
          })
        ).error,
        '42501',
      );
      expectCode(
        (await client.from('ancora_lessons').update({ body: 'changed' }).eq('module_id', moduleId)).error,
        '42501',
      );
      expectCode((await client.from('ancora_modules').delete().eq('id', moduleId)).error, '42501');
      expectCode(
        (await client.from('ancora_courses').update({ title: 'Renamed', published: true }).eq('id', id))
          .error,
        '42501',
      );
      expectCode(
        (await client.from('ancora_course_prerequisites').insert({ course_id: id, prerequisite_id: id }))
          .error,
        '42501',
      );
      expectCode(
        (await client.from('ancora_course_drafts').update({ revision: 99 }).eq('course_id', id)).error,
        '42501',
      );
      expectCode(
        (await client.from('ancora_course_versions').insert({ course_id: id, version: 9, content: {} }))
          .error,
        '42501',
      );
    }
    // Admins still order the catalogue.
    const order = await admin.client
      .from('ancora_courses')
      .update({ position: 5 })
      .eq('id', id)
      .select('position');
    expect(order.data).toEqual([{ position: 5 }]);
  });

  it('deletes a course only while it was never published', async () => {
    const { id } = await create();
    const learnerTry = await learner.client.from('ancora_courses').delete().eq('id', id).select('id');
    expect(learnerTry.data ?? []).toEqual([]);
    const gone = await admin.client.from('ancora_courses').delete().eq('id', id).select('id');
    expect(gone.data).toEqual([{ id }]);
  });
});

describe('the draft’s rules, in the editor’s words', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create()).id;
  });

  it.each<[string, (d: CourseDraft) => void, string, string]>([
    ['a two-letter title', (d) => (d.title = 'ab'), 'title', DRAFT_RULES.title],
    ['a short summary', (d) => (d.summary = 'short'), 'summary', DRAFT_RULES.summary],
    ['no topic', (d) => (d.topic = ''), 'topic', DRAFT_RULES.topic],
    ['no level', (d) => (d.level = ''), 'level', DRAFT_RULES.level],
    [
      'a validity of 121 months',
      (d) => (d.certificate_validity_months = 121),
      'certificate_validity_months',
      DRAFT_RULES.validity,
    ],
    [
      'a cover from elsewhere',
      (d) => (d.cover_path = `${randomUUID()}/${randomUUID()}.png`),
      'cover_path',
      DRAFT_RULES.cover,
    ],
    [
      'a module title of two letters',
      (d) => (d.modules[0]!.title = 'ab'),
      'modules.0.title',
      DRAFT_RULES.moduleTitle,
    ],
    [
      'a lesson without a title',
      (d) => (d.modules[0]!.lessons[1]!.title = ' '),
      'modules.0.lessons.1.title',
      DRAFT_RULES.lessonTitle,
    ],
    [
      'a 601-minute lesson',
      (d) => (d.modules[0]!.lessons[0]!.estimated_minutes = 601),
      'modules.0.lessons.0.estimated_minutes',
      DRAFT_RULES.minutes,
    ],
    [
      'a fractional length',
      (d) => (d.modules[0]!.lessons[0]!.estimated_minutes = 2.5),
      'modules.0.lessons.0.estimated_minutes',
      DRAFT_RULES.minutes,
    ],
    [
      'an http video link',
      (d) => (d.modules[0]!.lessons[0]!.video_url = 'http://youtu.be/x'),
      'modules.0.lessons.0.video_url',
      DRAFT_RULES.video,
    ],
    [
      'a 50001-character lesson',
      (d) => (d.modules[0]!.lessons[0]!.body = 'x'.repeat(50001)),
      'modules.0.lessons.0.body',
      DRAFT_RULES.lessonBody,
    ],
  ])('refuses %s (22023, on its field)', async (_what, change, path, message) => {
    const d = draft();
    change(d);
    const { error } = await save(admin.client, id, d);
    expectCode(error, '22023');
    expect(error!.message).toBe(message);
    expect(error!.details).toBe(path);
  });

  it('refuses a course that requires itself, and one id used twice', async () => {
    const self = draft({ prerequisites: [id] });
    const { error } = await save(admin.client, id, self);
    expect([error?.message, error?.details]).toEqual([DRAFT_RULES.selfPrerequisite, 'prerequisites']);
    const twice = draft();
    twice.modules[0]!.lessons[1]!.id = twice.modules[0]!.lessons[0]!.id;
    expectCode((await save(admin.client, id, twice)).error, '22023');
  });

  it('refuses a save over someone else’s newer one (AN010), and takes the latest revision', async () => {
    const editor = await admin.client.rpc('ancora_course_editor', { p_course_id: id });
    const revision = (editor.data as { revision: number }).revision;
    const first = await save(admin.client, id, draft(), revision);
    expect(first.error).toBeNull();
    expectCode((await save(admin.client, id, draft(), revision)).error, 'AN010');
    expect(
      (await save(admin.client, id, draft(), (first.data as { revision: number }).revision)).error,
    ).toBeNull();
  });
});

describe('publishing', () => {
  it('needs a lesson in every module and a final quiz with questions', async () => {
    const d = draft();
    d.modules.push({ id: randomUUID(), title: 'Empty module', summary: '', lessons: [] });
    const { id } = await create(d);
    const empty = await publish(admin.client, id);
    expect([empty.error?.message, empty.error?.details]).toEqual([
      DRAFT_RULES.emptyModule,
      'modules.1.lessons',
    ]);
    d.modules.pop();
    expect((await save(admin.client, id, d)).error).toBeNull();
    expect((await publish(admin.client, id)).error?.message).toBe(
      'Add a final quiz to one of the lessons before publishing: passing it earns the certificate',
    );
    await admin.client
      .from('ancora_quizzes')
      .insert({ lesson_id: d.modules[0]!.lessons[1]!.id, purpose: 'final', title: 'Final quiz' });
    expect((await publish(admin.client, id)).error?.message).toBe('The final quiz has no questions yet');
  });

  it('refuses prerequisites that go round in a circle', async () => {
    const a = await create();
    await addFinalQuiz(a.id, a.draft.modules[0]!.lessons[1]!.id);
    expect((await publish(admin.client, a.id)).error).toBeNull();
    const b = await create(draft({ prerequisites: [a.id] }));
    await addFinalQuiz(b.id, b.draft.modules[0]!.lessons[1]!.id);
    expect((await publish(admin.client, b.id)).error).toBeNull();
    const circle = { ...a.draft, prerequisites: [b.id] };
    expect((await save(admin.client, a.id, circle)).error).toBeNull();
    const { error } = await publish(admin.client, a.id);
    expect([error?.message, error?.details]).toEqual([
      'Prerequisites must not go round in a circle back to this course',
      'prerequisites',
    ]);
  });
});

describe('learners read only published versions', () => {
  let id: string;
  let d: CourseDraft;
  let finalQuiz: string;
  const [vpd, finalLesson] = [0, 1];

  beforeAll(async () => {
    ({ id, draft: d } = await create());
    finalQuiz = await addFinalQuiz(id, d.modules[0]!.lessons[finalLesson]!.id);
  });

  const learnerView = async (client: Client = learner.client) => {
    const course = await client.from('ancora_courses').select('id, title, version').eq('id', id);
    const lessons = await client
      .from('ancora_lessons')
      .select('id, title, body')
      .eq('course_id', id)
      .order('position');
    return { course: course.data ?? [], lessons: lessons.data ?? [] };
  };

  it('sees nothing of a course never published, nor its draft', async () => {
    expect(await learnerView()).toEqual({ course: [], lessons: [] });
    expect(
      (await learner.client.from('ancora_course_drafts').select('course_id').eq('course_id', id)).data,
    ).toEqual([]);
    expectCode((await learner.client.rpc('ancora_start_attempt', { p_quiz_id: finalQuiz })).error, '42501');
  });

  it('sees version 1 once published, and not the draft edits made after it', async () => {
    const first = await publish(admin.client, id, 'First edition');
    expect(first.data).toEqual({ version: 1, new_version: true });
    const v1 = await learnerView();
    expect(v1.course).toEqual([{ id, title: d.title, version: 1 }]);
    expect(v1.lessons.map((l) => l.body)).toEqual(['About VPD.', 'About Final quiz.']);

    // The admin rewrites a lesson and adds one; neither reaches learners until published.
    const next = structuredClone(d);
    next.modules[0]!.lessons[vpd]!.body = 'VPD, rewritten.';
    const added = lesson('Dew point');
    next.modules[0]!.lessons.splice(1, 0, added);
    expect((await save(admin.client, id, next)).error).toBeNull();
    expect((await learnerView()).lessons.map((l) => l.body)).toEqual(['About VPD.', 'About Final quiz.']);
    // The new lesson has a row (a quiz can go on it) that learners cannot read, nor its quiz.
    const { data: check } = await admin.client
      .from('ancora_quizzes')
      .insert({ lesson_id: added.id, purpose: 'lesson', title: 'Check: dew point' })
      .select('id')
      .single();
    expect((await learner.client.from('ancora_quizzes').select('id').eq('id', check!.id)).data).toEqual([]);
    expectCode((await learner.client.rpc('ancora_quiz_status', { p_quiz_id: check!.id })).error, '42501');
    expectCode(
      (await learner.client.from('ancora_lesson_progress').insert({ lesson_id: added.id, course_id: id }))
        .error,
      '42501',
    );
    d = next;
  });

  it('keeps a learner’s progress and names the version passed on the certificate', async () => {
    await learner.client
      .from('ancora_lesson_progress')
      .insert({ lesson_id: d.modules[0]!.lessons[vpd]!.id, course_id: id, completed_at: 'now' });
    const review = await passFinal(learner.client, finalQuiz);
    expect(review.attempt.passed).toBe(true);
    const v1cert = await learner.client
      .from('ancora_certificate_overview')
      .select('id, course_version')
      .eq('course_id', id)
      .single();
    expect(v1cert.data!.course_version).toBe(1);

    // Version 2: the rewrite, the new lesson, and the VPD lesson moved after it.
    const second = await publish(admin.client, id, 'Dew point added');
    expect(second.data).toEqual({ version: 2, new_version: true });
    const v2 = await learnerView();
    expect(v2.lessons.map((l) => l.title)).toEqual(['VPD', 'Dew point', 'Final quiz']);
    expect(v2.lessons[0]!.body).toBe('VPD, rewritten.');
    const progress = await learner.client
      .from('ancora_lesson_progress')
      .select('lesson_id, completed_at')
      .eq('course_id', id);
    expect(progress.data).toEqual([
      { lesson_id: d.modules[0]!.lessons[vpd]!.id, completed_at: expect.any(String) },
    ]);

    // Another learner passing now holds a version-2 certificate; the first keeps version 1.
    const review2 = await passFinal(other.client, finalQuiz);
    expect(review2.attempt.passed).toBe(true);
    const v2cert = await other.client
      .from('ancora_certificate_overview')
      .select('id, course_version')
      .eq('course_id', id)
      .single();
    expect(v2cert.data!.course_version).toBe(2);
    const verified = await anonClient().rpc('ancora_verify_certificate', { p_id: v1cert.data!.id! });
    expect(verified.data![0]).toMatchObject({ status: 'valid', course_version: 1 });
  });

  it('retires a lesson the next version drops: hidden, never deleted', async () => {
    const next = structuredClone(d);
    const dropped = next.modules[0]!.lessons.splice(0, 1)[0]!;
    expect((await save(admin.client, id, next)).error).toBeNull();
    expect((await publish(admin.client, id)).data).toMatchObject({ version: 3 });
    expect((await learnerView()).lessons.map((l) => l.title)).toEqual(['Dew point', 'Final quiz']);
    const { rows } = await db().query(
      `select l.retired_at is not null as retired, (select count(*)::int from public.ancora_lesson_progress p where p.lesson_id = l.id) as progress
       from public.ancora_lessons l where l.id = $1`,
      [dropped.id],
    );
    expect(rows).toEqual([{ retired: true, progress: 1 }]);
    const totals = await learner.client
      .from('ancora_course_catalogue')
      .select('lesson_count')
      .eq('id', id)
      .single();
    expect(totals.data!.lesson_count).toBe(2);
    d = next;
  });

  it('refuses to publish what is already in force, and unpublishing hides without deleting', async () => {
    expectCode((await publish(admin.client, id)).error, 'AN011');
    expect((await admin.client.rpc('ancora_unpublish_course', { p_course_id: id })).error).toBeNull();
    expect(await learnerView()).toEqual({ course: [], lessons: [] });
    // Their certificate is theirs, published or not.
    expect(
      (await learner.client.from('ancora_certificate_overview').select('course_version').eq('course_id', id))
        .data,
    ).toEqual([{ course_version: 1 }]);
    expectCode((await admin.client.rpc('ancora_unpublish_course', { p_course_id: id })).error, 'AN011');
    // Publishing the same draft again shows the same version.
    expect((await publish(admin.client, id)).data).toEqual({ version: 3, new_version: false });
    expect((await learnerView()).course).toHaveLength(1);
  });

  it('discards draft changes back to the version in force, new lessons and all', async () => {
    const next = structuredClone(d);
    const extra = lesson('Transpiration');
    next.modules[0]!.lessons.push(extra);
    expect((await save(admin.client, id, next)).error).toBeNull();
    expect((await admin.client.rpc('ancora_discard_course_draft', { p_course_id: id })).error).toBeNull();
    const editor = await admin.client.rpc('ancora_course_editor', { p_course_id: id });
    const back = editor.data as unknown as { draft: CourseDraft; unpublished_changes: boolean };
    expect(back.unpublished_changes).toBe(false);
    expect(back.draft.modules[0]!.lessons.map((l) => l.title)).toEqual(['Dew point', 'Final quiz']);
    expect((await db().query(`select 1 from public.ancora_lessons where id = $1`, [extra.id])).rows).toEqual(
      [],
    );
  });
});

describe('the passing rule and time on lessons', () => {
  it('opens the final quiz only once every other lesson is complete when the course says so', async () => {
    const { id, draft: d } = await create(draft({ completion_rule: 'all_lessons' }));
    const quiz = await addFinalQuiz(id, d.modules[0]!.lessons[1]!.id);
    expect((await publish(admin.client, id)).error).toBeNull();
    const status = await learner.client.rpc('ancora_quiz_status', { p_quiz_id: quiz });
    expect((status.data as { blocked_reason: string }).blocked_reason).toBe('lessons');
    expectCode((await learner.client.rpc('ancora_start_attempt', { p_quiz_id: quiz })).error, 'AN009');
    await learner.client
      .from('ancora_lesson_progress')
      .insert({ lesson_id: d.modules[0]!.lessons[0]!.id, course_id: id, completed_at: 'now' });
    expect((await learner.client.rpc('ancora_start_attempt', { p_quiz_id: quiz })).error).toBeNull();
  });

  it('counts at most a minute per beat on a lesson, for its learner only', async () => {
    const lessonId = 'ac300000-0000-4000-8000-000000000111';
    const fresh = await newUser({ prefix: 'authoring-timer', tier: 'Basic' });
    expect((await fresh.client.rpc('ancora_track_lesson_time', { p_lesson_id: lessonId })).error).toBeNull();
    await db().query(
      `update public.ancora_lesson_progress set last_viewed_at = now() - interval '10 minutes' where user_id = $1`,
      [fresh.id],
    );
    await fresh.client.rpc('ancora_track_lesson_time', { p_lesson_id: lessonId });
    const { rows } = await db().query(
      `select active_seconds from public.ancora_lesson_progress where user_id = $1`,
      [fresh.id],
    );
    expect(rows).toEqual([{ active_seconds: 60 }]);
    // Learners cannot write the count themselves.
    expectCode(
      (
        await fresh.client
          .from('ancora_lesson_progress')
          .update({ active_seconds: 99999 } as never)
          .eq('user_id', fresh.id)
      ).error,
      '42501',
    );
    expectCode(
      (await anonClient().rpc('ancora_track_lesson_time', { p_lesson_id: lessonId })).error,
      '42501',
    );
  });
});
