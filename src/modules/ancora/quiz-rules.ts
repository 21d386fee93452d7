// The rules of a quiz in words, and why a learner cannot start one right now.
import { formatDuration, formatWait } from './quiz-time';
import type { BlockedReason, GradeMethod, QuizStatus } from './quiz-types';

export const GRADE_METHOD_LABEL: Record<GradeMethod, string> = {
  highest: 'Your highest grade counts',
  average: 'The average of your attempts counts',
  first: 'Your first attempt counts',
  last: 'Your last attempt counts',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line per rule, as listed above the Start button. */
export function quizRules(s: QuizStatus): string[] {
  const rules = [
    s.purpose === 'lesson'
      ? plural(s.question_count, 'question')
      : `${plural(s.question_count, 'question')} drawn at random`,
    s.time_limit_seconds ? `${formatDuration(s.time_limit_seconds)}, timed by the server` : 'No time limit',
    `Pass mark ${s.pass_percent} %`,
    s.max_attempts === null
      ? 'Unlimited attempts'
      : `${plural(s.max_attempts, 'attempt')} (${s.attempts_left ?? 0} left)`,
  ];
  if (
    s.delay_first_seconds > 0 &&
    s.delay_later_seconds > 0 &&
    s.delay_first_seconds !== s.delay_later_seconds
  ) {
    rules.push(
      `Wait ${formatDuration(s.delay_first_seconds)} after your first attempt and ${formatDuration(s.delay_later_seconds)} after later ones`,
    );
  } else if (s.delay_first_seconds > 0) {
    rules.push(`Wait ${formatDuration(s.delay_first_seconds)} between attempts`);
  }
  if ((s.max_attempts ?? 2) > 1) rules.push(GRADE_METHOD_LABEL[s.grade_method]);
  return rules;
}

/** Why the Start button is off, for a learner; `secondsToWait` for the live countdown. */
export function blockedMessage(reason: BlockedReason, secondsToWait = 0): string {
  switch (reason) {
    case 'prerequisites':
      return 'Complete the prerequisite courses first (or be placed past them by the skill assessment).';
    case 'lessons':
      return 'Complete every lesson of the course first: this course asks for them before the final quiz.';
    case 'no_certificate':
      return 'Recertification is for holders of this course’s certificate.';
    case 'recert_not_due':
      return 'Recertification opens 90 days before your certificate expires.';
    case 'no_attempts_left':
      return 'You have used all your attempts at this quiz.';
    case 'wait':
      return `You can start another attempt in ${formatWait(secondsToWait)}.`;
    case 'no_questions':
      return 'This quiz has no questions yet.';
  }
}

/** Whole seconds until the next attempt may start, by the server's clock. */
export function secondsUntil(at: string | null, serverNow: string, elapsedMs = 0): number {
  if (!at) return 0;
  return Math.max(0, Math.ceil((Date.parse(at) - Date.parse(serverNow) - elapsedMs) / 1000));
}
