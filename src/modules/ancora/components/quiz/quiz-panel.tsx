// A quiz from the learner's side, in one place for every kind (lesson check, final,
// recertification, skill assessment): its rules and past attempts, the start (or resume), the
// open attempt, and the result. The reviewed attempt is kept in the URL (?review=…) so a reload
// or a shared link shows the same result.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Sheet } from '../../answers';
import { useAttempt, useReview, useStartAttempt, useSubmitAttempt } from '../../api/attempts';
import { useQuizStatus } from '../../api/quiz-status';
import { blockedMessage, quizRules } from '../../quiz-rules';
import type { QuizStatus } from '../../quiz-types';
import { LessonMarkdown } from '../lesson-markdown';
import { AttemptResult } from './attempt-result';
import { AttemptRunner } from './attempt-runner';
import { useCountdown } from './use-countdown';

export function QuizPanel({ quizId }: { quizId: string }) {
  const [params, setParams] = useSearchParams();
  const reviewId = params.get('review');
  const status = useQuizStatus(quizId);
  const start = useStartAttempt();
  const submit = useSubmitAttempt();
  const openId = reviewId ? null : (status.data?.open_attempt?.id ?? null);
  const attempt = useAttempt(openId);
  const review = useReview(reviewId);

  const showReview = (attemptId: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (attemptId) next.set('review', attemptId);
        else next.delete('review');
        return next;
      },
      { replace: !attemptId },
    );

  // An attempt whose deadline passed while the learner was away has been graded: show the result.
  const gradedWhileAway = attempt.data?.attempt.state === 'finished' ? attempt.data.attempt.id : null;
  useEffect(() => {
    if (gradedWhileAway)
      setParams((p) => new URLSearchParams([...p, ['review', gradedWhileAway]]), { replace: true });
  }, [gradedWhileAway, setParams]);

  const begin = () =>
    start.mutate(quizId, {
      onSuccess: () => showReview(null),
      onError: (error) => toast.error('Could not start the quiz', { description: getErrorMessage(error) }),
    });

  const finish = (attemptId: string, sheet: Sheet) =>
    submit.mutateAsync(
      { attemptId, sheet },
      {
        onSuccess: (r) => {
          showReview(r.attempt.id);
          window.scrollTo({ top: 0 });
        },
        onError: (error) =>
          toast.error('Your answers were not submitted', { description: getErrorMessage(error) }),
      },
    );

  if (reviewId) {
    if (review.isPending) return <PanelSkeleton />;
    if (review.isError)
      return (
        <LoadError error={review.error} onRetry={() => void review.refetch()}>
          This result could not be loaded.
        </LoadError>
      );
    return <AttemptResult review={review.data} onRetry={begin} retrying={start.isPending} />;
  }

  if (status.isPending) return <PanelSkeleton />;
  if (status.isError)
    return (
      <LoadError error={status.error} onRetry={() => void status.refetch()}>
        This quiz could not be loaded.
      </LoadError>
    );

  if (openId) {
    if (attempt.isPending) return <PanelSkeleton />;
    if (attempt.isError)
      return (
        <LoadError error={attempt.error} onRetry={() => void attempt.refetch()}>
          Your attempt could not be loaded.
        </LoadError>
      );
    if (attempt.data.attempt.state === 'finished') return <PanelSkeleton />;
    return (
      <AttemptRunner
        key={attempt.data.attempt.id}
        attempt={attempt.data}
        submitting={submit.isPending}
        onSubmit={(sheet) => finish(attempt.data.attempt.id, sheet)}
      />
    );
  }

  return <QuizIntro status={status.data} onStart={begin} starting={start.isPending} onReview={showReview} />;
}

function QuizIntro({
  status,
  onStart,
  starting,
  onReview,
}: {
  status: QuizStatus;
  onStart: () => void;
  starting: boolean;
  onReview: (attemptId: string) => void;
}) {
  const wait = useCountdown(status.next_start_at, status.server_now);
  const blocked = status.blocked_reason === 'wait' ? (wait > 0 ? 'wait' : null) : status.blocked_reason;
  const finished = status.attempts.filter((a) => a.state === 'finished');
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4">
        {status.intro ? <LessonMarkdown>{status.intro}</LessonMarkdown> : null}
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {quizRules(status).map((rule) => (
            <li key={rule} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {rule}
            </li>
          ))}
        </ul>
        {status.grade !== null ? (
          <p className="text-sm">
            Your grade: <span className="font-semibold">{status.grade} %</span>
            {status.passed ? ' — passed' : ''}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button onClick={onStart} busy={starting} disabled={blocked !== null} className="w-full sm:w-auto">
            Start attempt
          </Button>
          {blocked ? <p className="text-sm text-muted">{blockedMessage(blocked, wait)}</p> : null}
        </div>
      </Card>
      {finished.length > 0 ? (
        <Card>
          <h2 className="text-base font-semibold text-brand-950">Your attempts</h2>
          <ul className="mt-2 divide-y divide-line text-sm">
            {finished.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  Attempt {a.attempt_no}: <span className="font-semibold tabular-nums">{a.percent} %</span>{' '}
                  {a.passed ? 'passed' : 'not passed'}
                  {a.submitted_late ? ' (graded at the time limit)' : ''}
                </span>
                <Button variant="ghost" className="h-9" onClick={() => onReview(a.id)}>
                  Review
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading">
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
