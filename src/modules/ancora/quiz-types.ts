// The shapes the quiz functions return (supabase/migrations/*_ancora_attempts.sql). The generated
// types call them Json; these say what is inside.

export type QuizPurpose = 'lesson' | 'final' | 'recert' | 'assessment';
export type QuestionType = 'single' | 'multiple' | 'true_false' | 'numeric';
export type GradeMethod = 'highest' | 'average' | 'first' | 'last';
export type ReviewMoment = 'immediately' | 'after_final' | 'never';
export type BlockedReason =
  | 'prerequisites'
  | 'lessons'
  | 'no_certificate'
  | 'recert_not_due'
  | 'no_attempts_left'
  | 'wait'
  | 'no_questions';

export interface AttemptSummary {
  id: string;
  attempt_no: number;
  started_at: string;
  finished_at: string | null;
  state: 'in_progress' | 'finished';
  percent: number | null;
  passed: boolean | null;
  submitted_late: boolean;
}

export interface QuizStatus {
  quiz_id: string;
  purpose: QuizPurpose;
  title: string;
  intro: string;
  course_id: string | null;
  lesson_id: string | null;
  pass_percent: number;
  grade_method: GradeMethod;
  question_count: number;
  max_attempts: number | null;
  time_limit_seconds: number | null;
  delay_first_seconds: number;
  delay_later_seconds: number;
  attempts_used: number;
  attempts_left: number | null;
  open_attempt: { id: string; started_at: string; deadline: string | null } | null;
  next_start_at: string | null;
  can_start: boolean;
  blocked_reason: BlockedReason | null;
  grade: number | null;
  passed: boolean;
  review_final: boolean;
  certificate: { id: string; issued_at: string; expires_at: string | null; revoked: boolean } | null;
  attempts: AttemptSummary[];
  server_now: string;
}

export interface ShownChoice {
  id: string;
  label: string;
}

export type Answer = { choice: string } | { choices: string[] } | { value: number };

export interface AttemptQuestion {
  slot: number;
  type: QuestionType;
  prompt: string;
  points: number;
  unit: string | null;
  response: Answer | null;
  choices: ShownChoice[];
}

export interface OpenAttempt {
  attempt: {
    id: string;
    quiz_id: string;
    attempt_no: number;
    started_at: string;
    deadline: string | null;
    state: 'in_progress' | 'finished';
  };
  server_now: string;
  questions: AttemptQuestion[];
}

export interface ReviewedChoice extends ShownChoice {
  selected: boolean;
  is_correct?: boolean;
  feedback?: string;
}

export interface ReviewedQuestion {
  slot: number;
  type: QuestionType;
  prompt: string;
  points: number;
  unit: string | null;
  response: Answer | null;
  fraction?: number;
  mark?: number;
  answer?: number;
  tolerance?: number;
  general_feedback?: string;
  choices: ReviewedChoice[];
}

export interface ReviewShow {
  correctness: boolean;
  right_answer: boolean;
  feedback: boolean;
}

export interface CourseBreakdown {
  course_id: string;
  course_title: string;
  questions: number;
  percent: number;
  placed: boolean;
}

export interface AttemptReview {
  attempt: {
    id: string;
    attempt_no: number;
    started_at: string;
    finished_at: string;
    submitted_late: boolean;
    score: number;
    max_score: number;
    percent: number;
    passed: boolean;
    pass_percent: number;
  };
  quiz: {
    id: string;
    title: string;
    purpose: QuizPurpose;
    course_id: string | null;
    lesson_id: string | null;
  };
  feedback: string | null;
  show: ReviewShow;
  questions: ReviewedQuestion[];
  breakdown: CourseBreakdown[] | null;
  status: QuizStatus;
}

/** A practice run: the questions (by version, since nothing is stored) and, once graded, a review. */
export interface PracticeQuestion extends Omit<AttemptQuestion, 'slot' | 'response'> {
  version_id: string;
}

export interface PracticeRun {
  quiz: {
    id: string;
    title: string;
    purpose: QuizPurpose;
    intro: string;
    course_id: string;
    lesson_id: string;
    pass_percent: number;
  };
  questions: PracticeQuestion[];
}

export interface PracticeReview {
  practice: true;
  percent: number;
  passed: boolean;
  pass_percent: number;
  feedback: string | null;
  show: ReviewShow;
  questions: ReviewedQuestion[];
}
