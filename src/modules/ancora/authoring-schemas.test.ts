import { describe, expect, it } from 'vitest';
import {
  bandsSchema,
  DEFAULT_SETTINGS,
  emptyQuestion,
  questionSchema,
  quizSettingsRow,
  quizSettingsSchema,
  quizSettingsValues,
  saveQuestionArgs,
  type QuestionValues,
} from './authoring-schemas';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

const question = (over: Partial<QuestionValues>): QuestionValues => ({
  ...emptyQuestion(),
  prompt: 'What is the REI?',
  ...over,
});
const choices = (...correct: boolean[]) =>
  correct.map((is_correct, i) => ({ label: `Answer ${i}`, is_correct, feedback: '' }));

describe('questionSchema', () => {
  it('wants exactly one right answer for single choice and true/false, at least one for multiple', () => {
    expect(messages(questionSchema.safeParse(question({ choices: choices(false, false) })))).toEqual([
      'Mark exactly one answer as correct',
    ]);
    expect(messages(questionSchema.safeParse(question({ choices: choices(true, true) })))).toEqual([
      'Mark exactly one answer as correct',
    ]);
    expect(
      messages(questionSchema.safeParse(question({ type: 'multiple', choices: choices(false, false) }))),
    ).toEqual(['Mark at least one answer as correct']);
    expect(
      questionSchema.safeParse(question({ type: 'multiple', choices: choices(true, true, false) })).success,
    ).toBe(true);
  });

  it('wants text on every answer, no two alike, and 2 to 10 of them', () => {
    const blank = question({ choices: [{ label: ' ', is_correct: true, feedback: '' }, ...choices(false)] });
    expect(messages(questionSchema.safeParse(blank))).toContain('Every answer needs text');
    const twins = question({
      choices: [
        { label: 'Same', is_correct: true, feedback: '' },
        { label: 'same', is_correct: false, feedback: '' },
      ],
    });
    expect(messages(questionSchema.safeParse(twins))).toContain('Two answers have the same text');
    expect(messages(questionSchema.safeParse(question({ choices: choices(true) })))).toContain(
      'A choice question needs 2 to 10 answers',
    );
  });

  it('wants a value and a tolerance of 0 or more for a numeric question, and ignores its choices', () => {
    const numeric = question({ type: 'numeric', numeric_answer: Number.NaN, numeric_tolerance: -1 });
    expect(messages(questionSchema.safeParse(numeric))).toEqual([
      'Enter the correct value',
      'Tolerance must be 0 or more',
    ]);
    const ok = question({ type: 'numeric', numeric_answer: 227, numeric_tolerance: 3, numeric_unit: ' mL ' });
    expect(questionSchema.safeParse(ok).success).toBe(true);
    expect(saveQuestionArgs(ok)).toMatchObject({
      p_choices: [],
      p_numeric_answer: 227,
      p_numeric_unit: 'mL',
    });
  });

  it('refuses a short prompt and zero points', () => {
    expect(
      messages(
        questionSchema.safeParse(question({ prompt: 'REI?', points: 0, choices: choices(true, false) })),
      ),
    ).toEqual(['The question must be 5 to 2000 characters', 'Points must be more than 0 and at most 100']);
  });
});

describe('quizSettingsSchema', () => {
  it('round-trips the final-quiz defaults through the form', () => {
    const values = quizSettingsValues({ ...DEFAULT_SETTINGS.final, title: 'Final quiz' });
    expect(quizSettingsSchema.safeParse(values).success).toBe(true);
    expect(quizSettingsRow(values)).toEqual({ ...DEFAULT_SETTINGS.final, title: 'Final quiz' });
  });

  it('turns empty numbers into unlimited / untimed / all questions', () => {
    const values = quizSettingsValues({ ...DEFAULT_SETTINGS.lesson, title: 'Check' });
    expect(Number.isNaN(values.max_attempts)).toBe(true);
    expect(quizSettingsRow(values)).toMatchObject({
      max_attempts: null,
      time_limit_seconds: null,
      draw_count: null,
    });
  });

  it('explains each limit', () => {
    const values = {
      ...quizSettingsValues({ ...DEFAULT_SETTINGS.final, title: 'Final quiz' }),
      pass_percent: 120,
      max_attempts: 0,
      draw_count: 1.5,
      time_limit_minutes: 0,
      delay_first_minutes: -5,
    };
    expect(messages(quizSettingsSchema.safeParse(values))).toEqual([
      'The pass mark must be between 0 and 100',
      'Draw 1 to 100 questions, or leave it empty to ask them all',
      'Allow 1 to 100 attempts, or leave it empty for unlimited',
      'The time limit must be 1 to 1440 minutes, or empty for none',
      'A delay must be 0 to 525600 minutes (a year)',
    ]);
  });
});

describe('bandsSchema', () => {
  it('accepts touching bands and refuses overlapping or upside-down ones', () => {
    const band = (min_percent: number, max_percent: number) => ({ min_percent, max_percent, message: 'm' });
    expect(bandsSchema.safeParse({ bands: [band(0, 70), band(70, 100)] }).success).toBe(true);
    expect(messages(bandsSchema.safeParse({ bands: [band(0, 80), band(70, 100)] }))).toEqual([
      'Score bands must not overlap',
    ]);
    expect(messages(bandsSchema.safeParse({ bands: [band(50, 40)] }))).toEqual([
      'A band runs from a lower to a higher percentage, 0 to 100',
    ]);
  });
});
