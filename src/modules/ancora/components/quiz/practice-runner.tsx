// A practice run of a lesson check (or an admin's preview of any quiz as a learner sees it): the
// questions drawn now, answered, then graded by the database, which stores nothing.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { answeredCount } from '../../answers';
import { useGradePractice, usePractice } from '../../api/practice';
import type { Answer, PracticeReview } from '../../quiz-types';
import { QuestionCard } from './question-card';
import { ReviewList } from './review-list';

export function PracticeRunner({ lessonId, preview = false }: { lessonId: string; preview?: boolean }) {
  const run = usePractice(lessonId);
  const grade = useGradePractice(lessonId);
  const [sheet, setSheet] = useState<Record<number, Answer | null>>({});
  const [result, setResult] = useState<PracticeReview | null>(null);

  if (run.isPending) return <Skeleton className="h-48 w-full" />;
  if (run.isError)
    return (
      <LoadError error={run.error} onRetry={() => void run.refetch()}>
        The practice questions could not be loaded.
      </LoadError>
    );

  const questions = run.data.questions;
  const again = () => {
    setSheet({});
    setResult(null);
    void run.refetch();
  };

  if (result) {
    return (
      <div className="flex flex-col gap-4">
        <Card className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-brand-950">
              {result.passed ? 'You would have passed' : 'Not a pass yet'}
            </h2>
            <p className="text-sm text-muted">
              Pass mark {result.pass_percent} % · {preview ? 'preview' : 'practice run'}: nothing was recorded
            </p>
            {result.feedback ? <p className="mt-2 text-brand-950">{result.feedback}</p> : null}
          </div>
          <p className="text-4xl font-bold text-brand-900 tabular-nums">{result.percent} %</p>
        </Card>
        <ReviewList questions={result.questions} show={result.show} />
        <Button variant="secondary" onClick={again} className="self-start">
          New practice run
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {questions.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-4 text-sm text-muted">
          This quiz has no questions yet.
        </p>
      ) : null}
      {questions.map((q, i) => (
        <QuestionCard
          key={q.version_id}
          question={{ ...q, number: i + 1 }}
          answer={sheet[i] ?? null}
          onAnswer={(a) => setSheet((s) => ({ ...s, [i]: a }))}
        />
      ))}
      {questions.length > 0 ? (
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-muted">
            {answeredCount(sheet)} of {questions.length} answered
          </p>
          <Button
            busy={grade.isPending}
            onClick={() =>
              grade.mutate(
                questions.map((q, i) => ({ version_id: q.version_id, response: sheet[i] ?? null })),
                {
                  onSuccess: setResult,
                  onError: (error) =>
                    toast.error('Could not check the answers', { description: getErrorMessage(error) }),
                },
              )
            }
          >
            Check answers
          </Button>
        </div>
      ) : null}
    </div>
  );
}
