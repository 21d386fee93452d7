// The outcome of a submitted attempt: score against the pass mark, the score-band feedback, what
// it earned (a certificate, placements) and what the learner may do next.
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { ancoraPaths } from '../../paths';
import { blockedMessage } from '../../quiz-rules';
import { formatWait } from '../../quiz-time';
import type { AttemptReview } from '../../quiz-types';
import { ReviewList } from './review-list';
import { useCountdown } from './use-countdown';

export function AttemptResult({
  review,
  onRetry,
  retrying,
}: {
  review: AttemptReview;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { attempt, quiz, status } = review;
  const assessment = quiz.purpose === 'assessment';
  const wait = useCountdown(status.next_start_at, status.server_now);
  const blocked = status.blocked_reason === 'wait' ? (wait > 0 ? 'wait' : null) : status.blocked_reason;
  const heading = assessment
    ? 'Your skill assessment result'
    : attempt.passed
      ? 'You passed'
      : 'Not passed yet';
  const retryLabel = assessment ? 'Retake the assessment' : 'Try again';

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3" aria-labelledby="attempt-result-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="attempt-result-heading" className="text-xl font-semibold text-brand-950">
              {heading}
            </h2>
            <p className="mt-1 text-sm text-muted">
              Attempt {attempt.attempt_no} · pass mark {attempt.pass_percent} %
            </p>
          </div>
          <p className="text-4xl font-bold text-brand-900 tabular-nums">{attempt.percent} %</p>
        </div>
        {attempt.submitted_late ? (
          <p className="text-sm text-amber-900">
            The time limit ran out: your answers were graded as they stood at the limit.
          </p>
        ) : null}
        {review.feedback ? <p className="text-brand-950">{review.feedback}</p> : null}
        {assessment ? <p className="text-sm font-medium text-muted">Only you can see this result.</p> : null}
        {!assessment && status.certificate && !status.certificate.revoked && quiz.course_id ? (
          <LinkButton
            to={ancoraPaths.certification.href({ courseId: quiz.course_id })}
            className="w-full sm:w-auto sm:self-start"
          >
            View your certificate
          </LinkButton>
        ) : null}
      </Card>

      {assessment && review.breakdown ? (
        <Card>
          <h2 className="text-base font-semibold text-brand-950">By course</h2>
          <p className="mt-0.5 text-sm text-muted">
            80 % or more on a course places you past it: go straight to its final quiz. Below that, we
            recommend the course.
          </p>
          <ul className="mt-3 divide-y divide-line">
            {review.breakdown.map((b) => (
              <li key={b.course_id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <Link
                  to={ancoraPaths.course.href({ courseId: b.course_id })}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {b.course_title}
                </Link>
                <span className="flex items-center gap-2 text-sm tabular-nums">
                  {b.percent} %
                  {b.placed ? <Badge tone="success">Placed</Badge> : <Badge tone="brand">Recommended</Badge>}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button onClick={onRetry} disabled={blocked !== null} busy={retrying} variant="secondary">
          {retryLabel}
        </Button>
        {blocked ? (
          <p className="text-sm text-muted">
            {blocked === 'wait'
              ? `${assessment ? 'You can retake it in' : 'You can try again in'} ${formatWait(wait)}.`
              : blockedMessage(blocked)}
          </p>
        ) : null}
      </div>

      {review.questions.length > 0 ? (
        <section aria-labelledby="answers-heading" className="flex flex-col gap-3">
          <h2 id="answers-heading" className="text-base font-semibold text-brand-950">
            Your answers
          </h2>
          <ReviewList questions={review.questions} show={review.show} />
        </section>
      ) : null}
    </div>
  );
}
