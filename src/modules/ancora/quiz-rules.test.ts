import { describe, expect, it } from 'vitest';
import { blockedMessage, quizRules, secondsUntil } from './quiz-rules';
import type { QuizStatus } from './quiz-types';

const status = (over: Partial<QuizStatus> = {}): QuizStatus => ({
  quiz_id: 'q',
  purpose: 'final',
  title: 'Final quiz',
  intro: '',
  course_id: 'c',
  lesson_id: 'l',
  pass_percent: 80,
  grade_method: 'highest',
  question_count: 10,
  max_attempts: 3,
  time_limit_seconds: 1200,
  delay_first_seconds: 3600,
  delay_later_seconds: 86400,
  attempts_used: 1,
  attempts_left: 2,
  open_attempt: null,
  next_start_at: null,
  can_start: true,
  blocked_reason: null,
  grade: null,
  passed: false,
  review_final: false,
  certificate: null,
  attempts: [],
  server_now: '2026-11-23T10:00:00Z',
  ...over,
});

describe('quizRules', () => {
  it('lists draw, time, pass mark, attempts, delays and grade method of a final quiz', () => {
    expect(quizRules(status())).toEqual([
      '10 questions drawn at random',
      '20 minutes, timed by the server',
      'Pass mark 80 %',
      '3 attempts (2 left)',
      'Wait 1 hour after your first attempt and 1 day after later ones',
      'Your highest grade counts',
    ]);
  });

  it('keeps a lesson check short', () => {
    const rules = quizRules(
      status({
        purpose: 'lesson',
        question_count: 3,
        time_limit_seconds: null,
        max_attempts: null,
        attempts_left: null,
        delay_first_seconds: 0,
        delay_later_seconds: 0,
      }),
    );
    expect(rules).toEqual([
      '3 questions',
      'No time limit',
      'Pass mark 80 %',
      'Unlimited attempts',
      'Your highest grade counts',
    ]);
  });

  it('says one delay when both are the same', () => {
    expect(quizRules(status({ delay_first_seconds: 7776000, delay_later_seconds: 7776000 }))).toContain(
      'Wait 90 days between attempts',
    );
  });
});

describe('blocked', () => {
  it('explains a wait with the time left', () => {
    expect(blockedMessage('wait', 8)).toBe('You can start another attempt in 8 seconds.');
    expect(secondsUntil('2026-11-23T10:00:08Z', '2026-11-23T10:00:00Z')).toBe(8);
    expect(secondsUntil('2026-11-23T10:00:08Z', '2026-11-23T10:00:00Z', 9000)).toBe(0);
  });
});
