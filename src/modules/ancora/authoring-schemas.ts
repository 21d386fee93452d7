// The admin's quiz forms: the quiz settings and one question. The database repeats every rule
// (CHECK constraints on ancora_quizzes, ancora_save_question); these give the message in the form,
// before a request is sent. Number fields arrive as numbers, NaN when left empty.
import * as z from 'zod/mini';
import type { GradeMethod, QuestionType, ReviewMoment } from './quiz-types';

export const QUESTION_TYPES: ReadonlyArray<{ value: QuestionType; label: string }> = [
  { value: 'single', label: 'Single choice' },
  { value: 'multiple', label: 'Multiple choice (partial credit)' },
  { value: 'true_false', label: 'True / false' },
  { value: 'numeric', label: 'Numeric (with tolerance)' },
];

export const REVIEW_MOMENTS: ReadonlyArray<{ value: ReviewMoment; label: string }> = [
  { value: 'immediately', label: 'Right after each attempt' },
  { value: 'after_final', label: 'Once passed or out of attempts' },
  { value: 'never', label: 'Never' },
];

export const GRADE_METHODS: ReadonlyArray<{ value: GradeMethod; label: string }> = [
  { value: 'highest', label: 'Highest attempt' },
  { value: 'average', label: 'Average of attempts' },
  { value: 'first', label: 'First attempt' },
  { value: 'last', label: 'Last attempt' },
];

export const PURPOSES = [
  { value: 'lesson', label: 'Lesson check' },
  { value: 'final', label: 'Final quiz (issues the certificate)' },
  { value: 'recert', label: 'Recertification quiz' },
] as const;

const moment = z.enum(['immediately', 'after_final', 'never']);
// An <input type="number"> read with valueAsNumber: NaN when empty. The object-level checks below
// give each field its message (a field-level failure would stop them from running).
const numberOrEmpty = z.union([z.number(), z.nan()]);
const isEmpty = (n: number) => Number.isNaN(n);
const within = (n: number, min: number, max: number) => Number.isFinite(n) && n >= min && n <= max;

export const quizSettingsSchema = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(3, 'The title must be 3 to 120 characters'),
        z.maxLength(120, 'The title must be 3 to 120 characters'),
      ),
    intro: z.string().check(z.maxLength(5000, 'The introduction must be at most 5000 characters')),
    draw_count: numberOrEmpty,
    pass_percent: numberOrEmpty,
    max_attempts: numberOrEmpty,
    delay_first_minutes: numberOrEmpty,
    delay_later_minutes: numberOrEmpty,
    time_limit_minutes: numberOrEmpty,
    grade_method: z.enum(['highest', 'average', 'first', 'last']),
    shuffle_answers: z.boolean(),
    review_correctness: moment,
    review_right_answer: moment,
    review_feedback: moment,
  })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: v });
      if (!within(v.pass_percent, 0, 100)) fail('pass_percent', 'The pass mark must be between 0 and 100');
      if (!isEmpty(v.draw_count) && !(Number.isInteger(v.draw_count) && within(v.draw_count, 1, 100)))
        fail('draw_count', 'Draw 1 to 100 questions, or leave it empty to ask them all');
      if (!isEmpty(v.max_attempts) && !(Number.isInteger(v.max_attempts) && within(v.max_attempts, 1, 100)))
        fail('max_attempts', 'Allow 1 to 100 attempts, or leave it empty for unlimited');
      if (!isEmpty(v.time_limit_minutes) && !within(v.time_limit_minutes, 1, 1440))
        fail('time_limit_minutes', 'The time limit must be 1 to 1440 minutes, or empty for none');
      for (const key of ['delay_first_minutes', 'delay_later_minutes'] as const) {
        if (!isEmpty(v[key]) && !within(v[key], 0, 525600))
          fail(key, 'A delay must be 0 to 525600 minutes (a year)');
      }
    }),
  );

export type QuizSettingsValues = z.infer<typeof quizSettingsSchema>;

/** The ancora_quizzes columns a settings form writes. */
export function quizSettingsRow(v: QuizSettingsValues) {
  const orNull = (n: number) => (Number.isNaN(n) ? null : n);
  const seconds = (minutes: number) => (Number.isNaN(minutes) ? 0 : Math.round(minutes * 60));
  return {
    title: v.title.trim(),
    intro: v.intro,
    draw_count: orNull(v.draw_count),
    pass_percent: v.pass_percent,
    max_attempts: orNull(v.max_attempts),
    delay_first_seconds: seconds(v.delay_first_minutes),
    delay_later_seconds: seconds(v.delay_later_minutes),
    time_limit_seconds: Number.isNaN(v.time_limit_minutes) ? null : Math.round(v.time_limit_minutes * 60),
    grade_method: v.grade_method,
    shuffle_answers: v.shuffle_answers,
    review_correctness: v.review_correctness,
    review_right_answer: v.review_right_answer,
    review_feedback: v.review_feedback,
  };
}

/** The form's values for a quiz row (seconds back to minutes, nulls to empty). */
export function quizSettingsValues(row: ReturnType<typeof quizSettingsRow>): QuizSettingsValues {
  const orNaN = (n: number | null) => (n === null ? Number.NaN : n);
  return {
    ...row,
    draw_count: orNaN(row.draw_count),
    max_attempts: orNaN(row.max_attempts),
    delay_first_minutes: row.delay_first_seconds / 60,
    delay_later_minutes: row.delay_later_seconds / 60,
    time_limit_minutes: row.time_limit_seconds === null ? Number.NaN : row.time_limit_seconds / 60,
  };
}

export const DEFAULT_SETTINGS: Record<'lesson' | 'final' | 'recert', ReturnType<typeof quizSettingsRow>> = {
  lesson: {
    title: '',
    intro: '',
    draw_count: null,
    pass_percent: 70,
    max_attempts: null,
    delay_first_seconds: 0,
    delay_later_seconds: 0,
    time_limit_seconds: null,
    grade_method: 'highest',
    shuffle_answers: true,
    review_correctness: 'immediately',
    review_right_answer: 'immediately',
    review_feedback: 'immediately',
  },
  // Moodle-style integrity for a quiz that issues a certificate: drawn, timed, few attempts with
  // delays, and the key never shown (the bank serves the next candidate too).
  final: {
    title: '',
    intro: '',
    draw_count: 10,
    pass_percent: 70,
    max_attempts: 3,
    delay_first_seconds: 3600,
    delay_later_seconds: 86400,
    time_limit_seconds: 1200,
    grade_method: 'highest',
    shuffle_answers: true,
    review_correctness: 'after_final',
    review_right_answer: 'never',
    review_feedback: 'after_final',
  },
  recert: {
    title: '',
    intro: '',
    draw_count: 8,
    pass_percent: 80,
    max_attempts: 3,
    delay_first_seconds: 3600,
    delay_later_seconds: 3600,
    time_limit_seconds: 900,
    grade_method: 'highest',
    shuffle_answers: true,
    review_correctness: 'after_final',
    review_right_answer: 'never',
    review_feedback: 'after_final',
  },
};

const choiceSchema = z.object({
  label: z.string(),
  is_correct: z.boolean(),
  feedback: z.string().check(z.maxLength(1000, 'Answer feedback must be at most 1000 characters')),
});

export const questionSchema = z
  .object({
    type: z.enum(['single', 'multiple', 'true_false', 'numeric']),
    prompt: z
      .string()
      .check(
        z.trim(),
        z.minLength(5, 'The question must be 5 to 2000 characters'),
        z.maxLength(2000, 'The question must be 5 to 2000 characters'),
      ),
    points: numberOrEmpty,
    choices: z.array(choiceSchema),
    numeric_answer: numberOrEmpty,
    numeric_tolerance: numberOrEmpty,
    numeric_unit: z.string().check(z.maxLength(20, 'The unit must be at most 20 characters')),
    general_feedback: z.string().check(z.maxLength(2000, 'General feedback must be at most 2000 characters')),
    in_assessment: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (path: Array<string | number>, message: string) =>
        ctx.issues.push({ code: 'custom', message, path, input: v });
      if (!(Number.isFinite(v.points) && v.points > 0 && v.points <= 100))
        fail(['points'], 'Points must be more than 0 and at most 100');
      if (v.type === 'numeric') {
        if (!Number.isFinite(v.numeric_answer)) fail(['numeric_answer'], 'Enter the correct value');
        if (!(Number.isFinite(v.numeric_tolerance) && v.numeric_tolerance >= 0))
          fail(['numeric_tolerance'], 'Tolerance must be 0 or more');
        return;
      }
      const filled = v.choices.map((c) => c.label.trim());
      if (v.choices.length < 2 || v.choices.length > 10)
        fail(['choices'], 'A choice question needs 2 to 10 answers');
      filled.forEach((label, i) => {
        if (label.length === 0) fail(['choices', i, 'label'], 'Every answer needs text');
        else if (label.length > 500)
          fail(['choices', i, 'label'], 'An answer must be at most 500 characters');
      });
      const lower = filled.map((l) => l.toLowerCase());
      if (lower.some((l, i) => l !== '' && lower.indexOf(l) !== i))
        fail(['choices'], 'Two answers have the same text');
      const correct = v.choices.filter((c) => c.is_correct).length;
      if (v.type !== 'multiple' && correct !== 1) fail(['choices'], 'Mark exactly one answer as correct');
      if (v.type === 'multiple' && correct < 1) fail(['choices'], 'Mark at least one answer as correct');
    }),
  );

export type QuestionValues = z.infer<typeof questionSchema>;

export const TRUE_FALSE_CHOICES = [
  { label: 'True', is_correct: true, feedback: '' },
  { label: 'False', is_correct: false, feedback: '' },
];

export const emptyQuestion = (): QuestionValues => ({
  type: 'single',
  prompt: '',
  points: 1,
  // Two answers to start (the minimum); "Add answer" adds more, so no empty one blocks saving.
  choices: [
    { label: '', is_correct: false, feedback: '' },
    { label: '', is_correct: false, feedback: '' },
  ],
  numeric_answer: Number.NaN,
  numeric_tolerance: 0,
  numeric_unit: '',
  general_feedback: '',
  in_assessment: false,
});

/** The arguments of ancora_save_question for a form's values. */
export function saveQuestionArgs(v: QuestionValues) {
  const numeric = v.type === 'numeric';
  return {
    p_type: v.type,
    p_prompt: v.prompt.trim(),
    p_points: v.points,
    p_choices: numeric
      ? []
      : v.choices.map((c) => ({
          label: c.label.trim(),
          is_correct: c.is_correct,
          feedback: c.feedback.trim(),
        })),
    p_numeric_answer: numeric ? v.numeric_answer : null,
    p_numeric_tolerance: numeric ? v.numeric_tolerance : null,
    p_numeric_unit: numeric && v.numeric_unit.trim() ? v.numeric_unit.trim() : null,
    p_general_feedback: v.general_feedback.trim(),
    p_in_assessment: v.in_assessment,
  };
}

export const bandsSchema = z
  .object({
    bands: z.array(
      z.object({
        min_percent: numberOrEmpty,
        max_percent: numberOrEmpty,
        message: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'Write the message for this band'),
            z.maxLength(2000, 'A message must be at most 2000 characters'),
          ),
      }),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (path: Array<string | number>, message: string) =>
        ctx.issues.push({ code: 'custom', message, path, input: v });
      v.bands.forEach((b, i) => {
        if (!(
          within(b.min_percent, 0, 100) &&
          within(b.max_percent, 0, 100) &&
          b.min_percent < b.max_percent
        ))
          fail(['bands', i, 'max_percent'], 'A band runs from a lower to a higher percentage, 0 to 100');
      });
      const sorted = v.bands.map((b, i) => ({ ...b, i })).sort((a, b) => a.min_percent - b.min_percent);
      for (let k = 1; k < sorted.length; k++) {
        if (sorted[k]!.min_percent < sorted[k - 1]!.max_percent)
          fail(['bands', sorted[k]!.i, 'min_percent'], 'Score bands must not overlap');
      }
    }),
  );

export type BandsValues = z.infer<typeof bandsSchema>;
