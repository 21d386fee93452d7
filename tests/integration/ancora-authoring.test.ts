// Quiz authoring: ancora_save_question validates every rule with a readable message, writes a new
// version only when the content changed, and is the admins' alone; score bands never overlap; item
// statistics (facility, discrimination) flag the questions that do not work.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerSheet,
  expectCode,
  makeCourse,
  makeQuiz,
  saveQuestion,
  startAttempt,
  submit,
  type QuestionInput,
  type TestCourse,
} from './ancora-fixtures.ts';
import { db, demoUser, newUser, type TestUser } from './helpers.ts';

let admin: TestUser;
let course: TestCourse;

beforeAll(async () => {
  admin = await demoUser('admin@example.com');
  course = await makeCourse({ published: false });
});

const single = (over: Partial<QuestionInput> = {}): QuestionInput => ({
  type: 'single',
  prompt: 'What is the REI?',
  choices: [
    { label: 'Restricted-entry interval', is_correct: true },
    { label: 'Pre-harvest interval', is_correct: false },
  ],
  ...over,
});

describe('validation', () => {
  it.each<[string, Partial<QuestionInput>, string]>([
    [
      'a single choice with two right answers',
      {
        choices: [
          { label: 'A', is_correct: true },
          { label: 'B', is_correct: true },
        ],
      },
      'A single-choice question needs exactly one correct answer',
    ],
    [
      'a single choice with no right answer',
      {
        choices: [
          { label: 'A', is_correct: false },
          { label: 'B', is_correct: false },
        ],
      },
      'A single-choice question needs exactly one correct answer',
    ],
    [
      'a multiple choice with no right answer',
      {
        type: 'multiple',
        choices: [
          { label: 'A', is_correct: false },
          { label: 'B', is_correct: false },
        ],
      },
      'A multiple-choice question needs at least one correct answer',
    ],
    [
      'one answer only',
      { choices: [{ label: 'A', is_correct: true }] },
      'A choice question needs 2 to 10 answers',
    ],
    [
      'an empty answer',
      {
        choices: [
          { label: 'A', is_correct: true },
          { label: '  ', is_correct: false },
        ],
      },
      'Every answer needs text (1 to 500 characters)',
    ],
    [
      'two answers with the same text',
      {
        choices: [
          { label: 'Same', is_correct: true },
          { label: 'same ', is_correct: false },
        ],
      },
      'Two answers have the same text',
    ],
    ['a short prompt', { prompt: 'REI?' }, 'The question text must be 5 to 2000 characters'],
    ['zero points', { points: 0 }, 'Points must be more than 0 and at most 100'],
    [
      'a numeric question without a value',
      {
        type: 'numeric',
        choices: [],
        numeric_tolerance: 1,
      },
      'A numeric question needs the correct value',
    ],
    [
      'a negative tolerance',
      {
        type: 'numeric',
        choices: [],
        numeric_answer: 10,
        numeric_tolerance: -0.1,
      },
      'Tolerance must be 0 or more',
    ],
    [
      'a numeric question with choices',
      {
        type: 'numeric',
        numeric_answer: 10,
        numeric_tolerance: 0,
      },
      'A numeric question has no answer choices',
    ],
    [
      'a true/false with three answers',
      {
        type: 'true_false',
        choices: [
          { label: 'True', is_correct: true },
          { label: 'False', is_correct: false },
          { label: 'Maybe', is_correct: false },
        ],
      },
      'A true/false question has exactly two answers',
    ],
  ])('refuses %s (22023)', async (_what, over, message) => {
    const { error } = await admin.client.rpc('ancora_save_question', {
      p_question_id: null as unknown as string,
      p_course_id: course.id,
      p_lesson_id: null as unknown as string,
      p_type: over.type ?? 'single',
      p_prompt: over.prompt ?? 'What is the REI?',
      p_points: over.points ?? 1,
      p_choices: (over.choices ?? single().choices) as never,
      p_numeric_answer: (over.numeric_answer ?? null) as unknown as number,
      p_numeric_tolerance: (over.numeric_tolerance ?? null) as unknown as number,
    });
    expectCode(error, '22023');
    expect(error!.message).toBe(message);
  });

  it('refuses a learner, even one who calls it directly (42501)', async () => {
    const learner = await newUser({ prefix: 'author', tier: 'Professional' });
    await expect(saveQuestion(learner, { courseId: course.id }, single())).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('the database repeats the rule even for a version written around the function (23514)', async () => {
    const q = await saveQuestion(admin, { courseId: course.id }, single({ prompt: 'Backdoor question' }));
    const client = await db().connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string }>(
        `insert into public.ancora_question_versions (question_id, version, type, prompt)
         values ($1, 9, 'single', 'A version with no right answer') returning id`,
        [q.id],
      );
      await client.query(
        `insert into public.ancora_question_choices (version_id, position, label, is_correct, fraction)
         values ($1, 0, 'A', false, 0), ($1, 1, 'B', false, 0)`,
        [rows[0]!.id],
      );
      await expect(client.query('commit')).rejects.toMatchObject({ code: '23514' });
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  });
});

describe('versions', () => {
  it('writes a version only when the content changes, and moves the assessment flag without one', async () => {
    const q = await saveQuestion(admin, { courseId: course.id }, single({ prompt: 'Versioned question' }));
    expect(q).toMatchObject({ version: 1, new_version: true });
    const same = await saveQuestion(
      admin,
      { questionId: q.id },
      { ...single({ prompt: 'Versioned question' }), in_assessment: true },
    );
    expect(same).toMatchObject({ version: 1, new_version: false });
    const changed = await saveQuestion(
      admin,
      { questionId: q.id },
      single({ prompt: 'Versioned question, reworded' }),
    );
    expect(changed).toMatchObject({ version: 2, new_version: true });

    const { data } = await admin.client
      .from('ancora_question_versions')
      .select('version, prompt')
      .eq('question_id', q.id)
      .order('version');
    expect(data).toEqual([
      { version: 1, prompt: 'Versioned question' },
      { version: 2, prompt: 'Versioned question, reworded' },
    ]);
    const { data: question } = await admin.client
      .from('ancora_questions')
      .select('current_version, in_assessment')
      .eq('id', q.id)
      .single();
    expect(question).toEqual({ current_version: 2, in_assessment: false });
  });

  it('stores Moodle-style credit: right answers share +1, wrong ones −1', async () => {
    const q = await saveQuestion(
      admin,
      { courseId: course.id },
      {
        type: 'multiple',
        prompt: 'Which are beneficials?',
        choices: [
          { label: 'Persimilis', is_correct: true },
          { label: 'Swirskii', is_correct: true },
          { label: 'Bradysia', is_correct: false },
        ],
      },
    );
    const { data } = await admin.client
      .from('ancora_question_choices')
      .select('label, fraction, ancora_question_versions!inner(question_id)')
      .eq('ancora_question_versions.question_id', q.id)
      .order('position');
    expect(data!.map((c) => [c.label, Number(c.fraction)])).toEqual([
      ['Persimilis', 0.5],
      ['Swirskii', 0.5],
      ['Bradysia', -1],
    ]);
  });

  it('versions are never edited in place, not even by an admin', async () => {
    const q = await saveQuestion(admin, { courseId: course.id }, single({ prompt: 'Immutable question' }));
    const { error } = await admin.client
      .from('ancora_question_versions')
      .update({ prompt: 'Sneaky edit' } as never)
      .eq('question_id', q.id);
    expectCode(error, '42501');
  });
});

describe('score bands', () => {
  it('replaces a quiz’s bands in one step and refuses overlapping ones', async () => {
    const quiz = await makeQuiz(course.finalLesson, 'final');
    const bands = [
      { min_percent: 0, max_percent: 70, message: 'Review the lessons.' },
      { min_percent: 70, max_percent: 100, message: 'Well done.' },
    ];
    expect(
      (await admin.client.rpc('ancora_save_feedback_bands', { p_quiz_id: quiz, p_bands: bands })).error,
    ).toBeNull();
    const overlap = await admin.client.rpc('ancora_save_feedback_bands', {
      p_quiz_id: quiz,
      p_bands: [...bands, { min_percent: 60, max_percent: 80, message: 'Overlap' }],
    });
    expectCode(overlap.error, '22023');
    expect(overlap.error!.message).toBe('Score bands must not overlap');
    const { data } = await admin.client.from('ancora_quiz_feedback').select('message').eq('quiz_id', quiz);
    expect(data).toHaveLength(2);
    const learner = await newUser({ prefix: 'bands', tier: 'Basic' });
    expectCode(
      (await learner.client.rpc('ancora_save_feedback_bands', { p_quiz_id: quiz, p_bands: [] })).error,
      '42501',
    );
  });
});

describe('item statistics', () => {
  it('computes facility and discrimination and flags what does not work', async () => {
    const c = await makeCourse({ published: true });
    const prompts = ['Good item A', 'Good item B', 'Good item C', 'Everyone gets it', 'Backwards item'];
    for (const prompt of prompts) await saveQuestion(admin, { courseId: c.id }, single({ prompt }));
    const quiz = await makeQuiz(c.finalLesson, 'final', { pass_percent: 50 });

    // Twelve learners of rising ability: the good items follow ability, one is always right, and
    // one is right only for the weakest learners.
    for (let ability = 0; ability < 12; ability += 1) {
      const user = await newUser({ prefix: 'stats', tier: 'Basic' });
      const attempt = await startAttempt(user.client, quiz);
      const bySlot = new Map(attempt.questions.map((q) => [q.slot, q.prompt]));
      const sheet = await answerSheet(attempt.attempt.id, (slot) => {
        const p = bySlot.get(slot)!;
        if (p === 'Everyone gets it') return true;
        if (p === 'Backwards item') return ability < 4;
        const rank = prompts.indexOf(p); // A, B, C need a little more ability each
        return ability > 2 + rank * 2;
      });
      await submit(user.client, attempt.attempt.id, sheet);
    }

    const learner = await newUser({ prefix: 'stats', tier: 'Basic' });
    expectCode((await learner.client.rpc('ancora_item_statistics', { p_course_id: c.id })).error, '42501');

    const { data, error } = await admin.client.rpc('ancora_item_statistics', { p_course_id: c.id });
    expect(error).toBeNull();
    const byPrompt = Object.fromEntries(data!.map((r) => [r.prompt, r]));
    expect(byPrompt['Everyone gets it']).toMatchObject({ answers: 12, facility: 1, flags: ['too_easy'] });
    expect(byPrompt['Backwards item']!.discrimination).toBeLessThan(0);
    expect(byPrompt['Backwards item']!.flags).toContain('negative_discrimination');
    // The good items separate strong from weak learners (the backwards item in the rest of the
    // attempt pulls their correlation down, as a bad item does in a real quiz) and are not flagged.
    for (const p of ['Good item A', 'Good item B', 'Good item C']) {
      expect(byPrompt[p]!.discrimination, p).toBeGreaterThan(20);
      expect(byPrompt[p]!.efficiency, p).toBeGreaterThan(15);
      expect(byPrompt[p]!.flags, p).toEqual([]);
    }
    expect(byPrompt['Good item A']!.facility).toBeCloseTo(9 / 12, 3);
  });
});
