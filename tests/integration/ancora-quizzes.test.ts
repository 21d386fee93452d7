// Ancora quizzes are graded by the database and never leak the key: a learner reads no answer
// through REST, cannot go past the maximum attempts, the delay or the time limit, and is graded
// against the question version they saw. Each test builds its own course and quiz.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addFourKinds,
  ageAttempts,
  answerSheet,
  expectCode,
  makeCourse,
  makeQuiz,
  saveQuestion,
  SEED,
  setQuiz,
  startAttempt,
  submit,
  takeQuiz,
  type TestCourse,
} from './ancora-fixtures.ts';
import { anonClient, db, demoUser, newUser, type TestUser } from './helpers.ts';

let admin: TestUser;
let learner: TestUser;
let course: TestCourse;
let finalQuiz: string;
let checkQuiz: string;

beforeAll(async () => {
  [admin, learner] = await Promise.all([
    demoUser('admin@example.com'),
    newUser({ prefix: 'quiz', tier: 'Basic' }),
  ]);
  course = await makeCourse({ validityMonths: 12 });
  await addFourKinds(admin, { courseId: course.id });
  await addFourKinds(admin, { lessonId: course.checkLesson }, ' (check)');
  finalQuiz = await makeQuiz(course.finalLesson, 'final', {
    pass_percent: 75,
    max_attempts: 2,
    review_correctness: 'after_final',
    review_right_answer: 'never',
    review_feedback: 'after_final',
  });
  checkQuiz = await makeQuiz(course.checkLesson, 'lesson');
});

const KEY_WORDS = ['is_correct', 'fraction', 'numeric_answer', 'numeric_tolerance', '"answer"', 'feedback'];

describe('the answer key stays in the database', () => {
  it('a learner reads nothing of the bank, the versions, the choices or the score bands through REST', async () => {
    for (const table of [
      'ancora_questions',
      'ancora_question_versions',
      'ancora_question_choices',
      'ancora_quiz_feedback',
    ] as const) {
      const { data, error } = await learner.client.from(table).select('*');
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
  });

  it('an open attempt shows questions and choices but no key, and its slots are not readable', async () => {
    const attempt = await startAttempt(learner.client, finalQuiz);
    expect(attempt.questions).toHaveLength(4);
    const text = JSON.stringify(attempt);
    for (const word of KEY_WORDS) expect(text).not.toContain(word);
    for (const q of attempt.questions.filter((x) => x.type !== 'numeric')) {
      expect(Object.keys(q.choices[0]!).sort()).toEqual(['id', 'label']);
    }
    const slots = await learner.client.from('ancora_attempt_slots').select('*');
    expect(slots.data).toEqual([]);
    // The review function refuses an attempt that is still open.
    const review = await learner.client.rpc('ancora_review_attempt', { p_attempt_id: attempt.attempt.id });
    expectCode(review.error, 'AN008');
    await submit(learner.client, attempt.attempt.id, {});
  });

  it('review options hold back correctness while attempts remain, and the right answers always', async () => {
    const user = await newUser({ prefix: 'review', tier: 'Basic' });
    const first = await startAttempt(user.client, finalQuiz);
    const failed = await submit(
      user.client,
      first.attempt.id,
      await answerSheet(first.attempt.id, () => false),
    );
    expect(failed.attempt.passed).toBe(false);
    expect(failed.show).toEqual({ correctness: false, right_answer: false, feedback: false });
    for (const word of KEY_WORDS) expect(JSON.stringify(failed.questions)).not.toContain(word);
    expect(failed.feedback).toBeNull(); // this quiz has no score bands

    // Passing makes the review "final": correctness and feedback, still never the right answers.
    const passed = await takeQuiz(user.client, finalQuiz);
    expect(passed.attempt.passed).toBe(true);
    expect(passed.show).toEqual({ correctness: true, right_answer: false, feedback: true });
    expect(passed.questions.every((q) => q.fraction === 1)).toBe(true);
    expect(JSON.stringify(passed.questions)).not.toContain('is_correct');
    expect(JSON.stringify(passed.questions)).not.toContain('"answer"');
  });

  it('a lesson check that shows everything at once shows the right answers and the chosen answer’s feedback', async () => {
    const user = await newUser({ prefix: 'check', tier: 'Basic' });
    const review = await takeQuiz(user.client, checkQuiz, () => false);
    expect(review.show).toEqual({ correctness: true, right_answer: true, feedback: true });
    const single = review.questions.find((q) => q.type === 'single')!;
    expect(single.choices.filter((c) => c.is_correct)).toHaveLength(1);
    // The learner picked the first wrong answer, whose feedback explains it.
    expect(single.choices.find((c) => c.selected)?.feedback).toBe('That one parasitises aphids.');
    expect(single.general_feedback).toBe('Persimilis eats spider mites only.');
    const numeric = review.questions.find((q) => q.type === 'numeric')!;
    expect(numeric).toMatchObject({ answer: 100, tolerance: 0.5, fraction: 0 });
  });
});

describe('grading', () => {
  let quiz: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    const c = await makeCourse();
    await addFourKinds(admin, { lessonId: c.checkLesson });
    quiz = await makeQuiz(c.checkLesson, 'lesson', { shuffle_answers: false });
    const { rows } = await db().query<{ label: string; id: string }>(
      `select c.label, c.id from public.ancora_question_choices c
       join public.ancora_question_versions v on v.id = c.version_id
       join public.ancora_questions q on q.id = v.question_id where q.lesson_id = $1`,
      [c.checkLesson],
    );
    ids = Object.fromEntries(rows.map((r) => [r.label, r.id]));
  });

  async function grade(answers: Record<string, unknown>) {
    const user = await newUser({ prefix: 'grade', tier: 'Basic' });
    const attempt = await startAttempt(user.client, quiz);
    const bySlot: Record<string, unknown> = {};
    for (const q of attempt.questions) bySlot[String(q.slot)] = answers[q.type];
    const review = await submit(user.client, attempt.attempt.id, bySlot);
    return Object.fromEntries(review.questions.map((q) => [q.type as string, q.fraction]));
  }

  it('gives full credit for right answers and none for wrong or missing ones', async () => {
    expect(
      await grade({
        single: { choice: ids['Phytoseiulus persimilis'] },
        multiple: { choices: [ids['Larger drybacks'], ids['Higher substrate EC']] },
        true_false: { choice: ids['True'] },
        numeric: { value: 100 },
      }),
    ).toEqual({ single: 1, multiple: 1, true_false: 1, numeric: 1 });
    expect(
      await grade({ single: { choice: ids['Encarsia formosa'] }, true_false: { choice: ids['False'] } }),
    ).toEqual({ single: 0, multiple: 0, true_false: 0, numeric: 0 });
  });

  it('gives partial credit on a multiple-choice question: right answers share +1, wrong ones −1, floored at 0', async () => {
    expect((await grade({ multiple: { choices: [ids['Larger drybacks']] } })).multiple).toBe(0.5);
    expect(
      (
        await grade({
          multiple: { choices: [ids['Larger drybacks'], ids['Higher substrate EC'], ids['More runoff']] },
        })
      ).multiple,
    ).toBe(0.5);
    const all = ['Larger drybacks', 'Higher substrate EC', 'More runoff', 'Lower VPD'].map((l) => ids[l]);
    expect((await grade({ multiple: { choices: all } })).multiple).toBe(0);
  });

  it('accepts a numeric answer within the tolerance and not beyond it', async () => {
    expect((await grade({ numeric: { value: 100.5 } })).numeric).toBe(1);
    expect((await grade({ numeric: { value: 99.6 } })).numeric).toBe(1);
    expect((await grade({ numeric: { value: 100.51 } })).numeric).toBe(0);
  });

  it('refuses an answer that is not one of the question’s choices, or not a number', async () => {
    const user = await newUser({ prefix: 'grade', tier: 'Basic' });
    const attempt = await startAttempt(user.client, quiz);
    const single = attempt.questions.find((q) => q.type === 'single')!;
    const numeric = attempt.questions.find((q) => q.type === 'numeric')!;
    for (const bad of [
      { [single.slot]: { choice: ids['Larger drybacks'] } },
      { [single.slot]: { choice: 42 } },
      { [numeric.slot]: { value: '100' } },
      { 99: { value: 1 } },
      { x: { value: 1 } },
    ]) {
      const { error } = await user.client.rpc('ancora_save_responses', {
        p_attempt_id: attempt.attempt.id,
        p_responses: bad as never,
      });
      expectCode(error, '22023');
    }
  });
});

describe('attempt rules', () => {
  it('refuses an attempt beyond the maximum (AN001), and a per-learner override grants one more', async () => {
    const user = await newUser({ prefix: 'max', tier: 'Basic' });
    await takeQuiz(user.client, finalQuiz, () => false);
    await takeQuiz(user.client, finalQuiz, () => false);
    const third = await user.client.rpc('ancora_start_attempt', { p_quiz_id: finalQuiz });
    expectCode(third.error, 'AN001');
    const { data: status } = await user.client.rpc('ancora_quiz_status', { p_quiz_id: finalQuiz });
    expect(status).toMatchObject({ attempts_used: 2, attempts_left: 0, blocked_reason: 'no_attempts_left' });

    await db().query(
      `insert into public.ancora_quiz_overrides (quiz_id, user_id, max_attempts, reason) values ($1, $2, 3, 'Extra attempt')`,
      [finalQuiz, user.id],
    );
    const attempt = await startAttempt(user.client, finalQuiz);
    expect(attempt.attempt.attempt_no).toBe(3);
  });

  it('makes a learner wait the delay after the first attempt and the longer one after later ones (AN002)', async () => {
    const c = await makeCourse();
    await addFourKinds(admin, { courseId: c.id });
    const quiz = await makeQuiz(c.finalLesson, 'final', {
      delay_first_seconds: 3600,
      delay_later_seconds: 86400,
    });
    const user = await newUser({ prefix: 'delay', tier: 'Basic' });

    await takeQuiz(user.client, quiz, () => false);
    const early = await user.client.rpc('ancora_start_attempt', { p_quiz_id: quiz });
    expectCode(early.error, 'AN002');
    const { data: status } = await user.client.rpc('ancora_quiz_status', { p_quiz_id: quiz });
    const s = status as { next_start_at: string; server_now: string; blocked_reason: string };
    expect(s.blocked_reason).toBe('wait');
    const wait = (Date.parse(s.next_start_at) - Date.parse(s.server_now)) / 1000;
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);

    await ageAttempts(quiz, user.id, '61 minutes');
    await takeQuiz(user.client, quiz, () => false);
    // After the second attempt the wait is a day: an hour later is still too early.
    await ageAttempts(quiz, user.id, '2 hours');
    expectCode((await user.client.rpc('ancora_start_attempt', { p_quiz_id: quiz })).error, 'AN002');
    await ageAttempts(quiz, user.id, '1 day');
    expect((await startAttempt(user.client, quiz)).attempt.attempt_no).toBe(3);
  });

  it('resumes the open attempt instead of starting a second one', async () => {
    const user = await newUser({ prefix: 'resume', tier: 'Basic' });
    const a = await startAttempt(user.client, checkQuiz);
    const b = await startAttempt(user.client, checkQuiz);
    expect(b.attempt.id).toBe(a.attempt.id);
    expect(b.questions.map((q) => q.prompt)).toEqual(a.questions.map((q) => q.prompt));
  });

  it('keeps the learner’s own attempts to themselves', async () => {
    const owner = await newUser({ prefix: 'own', tier: 'Basic' });
    const stranger = await newUser({ prefix: 'stranger', tier: 'Basic' });
    const attempt = await startAttempt(owner.client, checkQuiz);
    for (const fn of ['ancora_get_attempt', 'ancora_review_attempt'] as const) {
      expectCode((await stranger.client.rpc(fn, { p_attempt_id: attempt.attempt.id })).error, 'PT404');
    }
    const save = await stranger.client.rpc('ancora_save_responses', {
      p_attempt_id: attempt.attempt.id,
      p_responses: {},
    });
    expectCode(save.error, 'PT404');
    const sub = await stranger.client.rpc('ancora_submit_attempt', { p_attempt_id: attempt.attempt.id });
    expectCode(sub.error, 'PT404');
  });
});

describe('the time limit is the server’s', () => {
  let quiz: string;
  beforeAll(async () => {
    const c = await makeCourse();
    await addFourKinds(admin, { courseId: c.id });
    quiz = await makeQuiz(c.finalLesson, 'final', { time_limit_seconds: 600, pass_percent: 50 });
  });

  it('refuses answers after the deadline and grades the sheet as it stood then (AN003)', async () => {
    const user = await newUser({ prefix: 'late', tier: 'Basic' });
    const attempt = await startAttempt(user.client, quiz);
    expect(Date.parse(attempt.attempt.deadline!) - Date.parse(attempt.server_now)).toBeGreaterThan(599_000);
    const right = await answerSheet(attempt.attempt.id);
    // One answer saved in time…
    const first = attempt.questions[0]!.slot;
    const saved = await user.client.rpc('ancora_save_responses', {
      p_attempt_id: attempt.attempt.id,
      p_responses: { [first]: right[String(first)] } as never,
    });
    expect(saved.error).toBeNull();
    // …then the clock runs out (the attempt is moved 11 minutes into the past).
    await ageAttempts(quiz, user.id, '11 minutes');
    const late = await user.client.rpc('ancora_save_responses', {
      p_attempt_id: attempt.attempt.id,
      p_responses: right as never,
    });
    expectCode(late.error, 'AN003');
    // Submitting every right answer late still scores only the one saved in time.
    const review = await submit(user.client, attempt.attempt.id, right);
    expect(review.attempt.submitted_late).toBe(true);
    expect(review.attempt.percent).toBe(25);
    const { rows } = await db().query(
      `select finished_at = deadline as at_deadline from public.ancora_attempts where id = $1`,
      [attempt.attempt.id],
    );
    expect(rows[0].at_deadline).toBe(true);
  });

  it('grades an attempt left open past its deadline the next time the learner comes back', async () => {
    const user = await newUser({ prefix: 'gone', tier: 'Basic' });
    const attempt = await startAttempt(user.client, quiz);
    await user.client.rpc('ancora_save_responses', {
      p_attempt_id: attempt.attempt.id,
      p_responses: (await answerSheet(attempt.attempt.id)) as never,
    });
    await ageAttempts(quiz, user.id, '1 hour');
    const { data: status } = await user.client.rpc('ancora_quiz_status', { p_quiz_id: quiz });
    expect(status).toMatchObject({ open_attempt: null, grade: 100, passed: true });
    const { data } = await user.client
      .from('ancora_attempts')
      .select('state, submitted_late, percent')
      .eq('id', attempt.attempt.id)
      .single();
    expect(data).toEqual({ state: 'finished', submitted_late: true, percent: 100 });
  });
});

describe('random draw and shuffled answers', () => {
  it('draws a different set or order of questions and answers for two attempts', async () => {
    const c = await makeCourse();
    for (let i = 1; i <= 3; i += 1) await addFourKinds(admin, { courseId: c.id }, ` #${i}`);
    const quiz = await makeQuiz(c.finalLesson, 'final', { draw_count: 6 });
    const user = await newUser({ prefix: 'draw', tier: 'Basic' });
    const shape = (a: Awaited<ReturnType<typeof startAttempt>>) =>
      a.questions.map((q) => `${q.prompt}:${q.choices.map((x) => x.label).join('|')}`).join('\n');
    const first = await startAttempt(user.client, quiz);
    expect(first.questions).toHaveLength(6);
    await submit(user.client, first.attempt.id, {});
    const second = await startAttempt(user.client, quiz);
    expect(second.questions).toHaveLength(6);
    expect(shape(second)).not.toBe(shape(first));
  });
});

describe('versioned questions', () => {
  it('grades an attempt against the version it showed, after an admin changed the key', async () => {
    const c = await makeCourse();
    const q = await saveQuestion(
      admin,
      { courseId: c.id },
      {
        type: 'single',
        prompt: 'Which phase is the overnight dryback?',
        choices: [
          { label: 'P3', is_correct: true },
          { label: 'P1', is_correct: false },
        ],
      },
    );
    const quiz = await makeQuiz(c.finalLesson, 'final', { shuffle_answers: false });
    const user = await newUser({ prefix: 'version', tier: 'Basic' });
    const attempt = await startAttempt(user.client, quiz);
    const p3 = attempt.questions[0]!.choices.find((x) => x.label === 'P3')!.id;

    // The admin rewrites the question while the attempt is open: P1 is now "right".
    const v2 = await saveQuestion(
      admin,
      { questionId: q.id },
      {
        type: 'single',
        prompt: 'Which phase is the ramp-up?',
        choices: [
          { label: 'P3', is_correct: false },
          { label: 'P1', is_correct: true },
        ],
      },
    );
    expect(v2).toMatchObject({ id: q.id, version: 2, new_version: true });

    const review = await submit(user.client, attempt.attempt.id, {
      [attempt.questions[0]!.slot]: { choice: p3 },
    });
    expect(review.attempt.percent).toBe(100);
    expect(review.questions[0]!.prompt).toBe('Which phase is the overnight dryback?');
    // A new attempt shows version 2.
    const next = await startAttempt(user.client, quiz);
    expect(next.questions[0]!.prompt).toBe('Which phase is the ramp-up?');
  });
});

describe('practice runs record nothing', () => {
  it('draws the lesson check, grades a sheet, and leaves no attempt behind', async () => {
    const user = await newUser({ prefix: 'practice', tier: 'Basic' });
    const { data: practice, error } = await user.client.rpc('ancora_practice_start', {
      p_lesson_id: course.checkLesson,
    });
    expect(error).toBeNull();
    const p = practice as {
      questions: Array<{ version_id: string; type: string; choices: Array<{ id: string }> }>;
    };
    expect(p.questions).toHaveLength(4);
    for (const word of KEY_WORDS) expect(JSON.stringify(p)).not.toContain(word);

    const sheet = p.questions.map((q) => ({
      version_id: q.version_id,
      response: q.type === 'numeric' ? { value: 100 } : null,
    }));
    const { data: graded, error: gradeError } = await user.client.rpc('ancora_practice_grade', {
      p_lesson_id: course.checkLesson,
      p_sheet: sheet as never,
    });
    expect(gradeError).toBeNull();
    expect(graded).toMatchObject({ practice: true, percent: 25, passed: false });

    const { rows } = await db().query(
      `select count(*)::int as n from public.ancora_attempts where user_id = $1`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('has no practice run of a final quiz for learners, but an admin previews it', async () => {
    const user = await newUser({ prefix: 'practice', tier: 'Basic' });
    const learnerTry = await user.client.rpc('ancora_practice_start', { p_lesson_id: course.finalLesson });
    expectCode(learnerTry.error, '42501');
    const preview = await admin.client.rpc('ancora_practice_start', { p_lesson_id: course.finalLesson });
    expect(preview.error).toBeNull();
  });

  it('grades only questions of the practised quiz', async () => {
    const user = await newUser({ prefix: 'practice', tier: 'Basic' });
    const { rows } = await db().query<{ id: string }>(
      `select v.id from public.ancora_question_versions v join public.ancora_questions q on q.id = v.question_id
       where q.course_id = $1 and q.lesson_id is null limit 1`,
      [course.id],
    );
    const { error } = await user.client.rpc('ancora_practice_grade', {
      p_lesson_id: course.checkLesson,
      p_sheet: [{ version_id: rows[0]!.id, response: null }] as never,
    });
    expectCode(error, '22023');
  });
});

describe('who may take a quiz', () => {
  it('refuses anon, a free member, and a Basic member on a Pro course (42501)', async () => {
    const free = await newUser({ prefix: 'free', tier: 'free' });
    const basic = await newUser({ prefix: 'basic', tier: 'Basic' });
    expectCode((await anonClient().rpc('ancora_start_attempt', { p_quiz_id: checkQuiz })).error, '42501');
    expectCode((await free.client.rpc('ancora_start_attempt', { p_quiz_id: checkQuiz })).error, '42501');
    expectCode(
      (await basic.client.rpc('ancora_start_attempt', { p_quiz_id: SEED.advancedFinal })).error,
      '42501',
    );
    expectCode((await free.client.rpc('ancora_quiz_status', { p_quiz_id: checkQuiz })).error, '42501');
  });

  it('asks for the prerequisite course before the final quiz of a course that needs one (AN004)', async () => {
    const pro = await newUser({ prefix: 'prereq', tier: 'Professional' });
    expectCode(
      (await pro.client.rpc('ancora_start_attempt', { p_quiz_id: SEED.advancedFinal })).error,
      'AN004',
    );
    await takeQuiz(pro.client, SEED.cropSteeringFinal);
    expect((await startAttempt(pro.client, SEED.advancedFinal)).questions).toHaveLength(5);
  });
});

describe('grade method', () => {
  it('counts the highest attempt by default and the average, first or last when the quiz says so', async () => {
    const c = await makeCourse();
    await addFourKinds(admin, { courseId: c.id });
    const quiz = await makeQuiz(c.finalLesson, 'final', { pass_percent: 90 });
    const user = await newUser({ prefix: 'method', tier: 'Basic' });
    await takeQuiz(user.client, quiz, () => false); // 0 %
    await takeQuiz(user.client, quiz, (slot) => slot <= 2); // 50 %
    const grade = async () =>
      ((await user.client.rpc('ancora_quiz_status', { p_quiz_id: quiz })).data as { grade: number }).grade;
    expect(await grade()).toBe(50);
    await setQuiz(quiz, { grade_method: 'average' });
    expect(await grade()).toBe(25);
    await setQuiz(quiz, { grade_method: 'first' });
    expect(await grade()).toBe(0);
    await setQuiz(quiz, { grade_method: 'last' });
    expect(await grade()).toBe(50);
  });
});
