// A submitted attempt (or practice run) question by question: the learner's answer always, and
// correctness, right answers and feedback only where the quiz's review options allow.
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { ReviewedQuestion, ReviewShow } from '../../quiz-types';

function Verdict({ fraction }: { fraction: number }) {
  if (fraction >= 1) return <Badge tone="success">Correct</Badge>;
  if (fraction > 0) return <Badge tone="warning">Partly correct</Badge>;
  return <Badge tone="danger">Incorrect</Badge>;
}

function yourAnswer(q: ReviewedQuestion): string {
  if (!q.response) return 'Not answered';
  if ('value' in q.response) return `${q.response.value}${q.unit ? ` ${q.unit}` : ''}`;
  const labels = q.choices.filter((c) => c.selected).map((c) => c.label);
  return labels.length ? labels.join('; ') : 'Not answered';
}

export function ReviewList({ questions, show }: { questions: ReviewedQuestion[]; show: ReviewShow }) {
  const anything = show.correctness || show.right_answer || show.feedback;
  return (
    <div className="flex flex-col gap-3">
      {!anything && (
        <p className="rounded-xl border border-line bg-white p-4 text-sm text-muted">
          This quiz does not show which answers were right, so the questions stay fair for everyone who takes
          it next. Your score and its feedback are above.
        </p>
      )}
      {questions.map((q, i) => (
        <article key={q.slot} className="min-w-0 rounded-2xl border border-line bg-white p-4 shadow-xs">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Question {i + 1}</h3>
            {show.correctness && q.fraction !== undefined ? (
              <span className="flex items-center gap-2 text-xs text-muted">
                {q.mark} / {q.points}
                <Verdict fraction={q.fraction} />
              </span>
            ) : null}
          </div>
          <p className="mt-1.5 font-medium break-words text-brand-950">{q.prompt}</p>
          {q.type === 'numeric' ? (
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-muted">Your answer</dt>
              <dd>{yourAnswer(q)}</dd>
              {show.right_answer && q.answer !== undefined ? (
                <>
                  <dt className="text-muted">Right answer</dt>
                  <dd>
                    {q.answer}
                    {q.unit ? ` ${q.unit}` : ''}
                    {q.tolerance ? ` (± ${q.tolerance})` : ''}
                  </dd>
                </>
              ) : null}
            </dl>
          ) : (
            <ul className="mt-2 flex flex-col gap-1.5 text-sm">
              {q.choices.map((c) => (
                <li
                  key={c.id}
                  className={cn(
                    'rounded-lg border px-3 py-2',
                    c.selected ? 'border-brand-300 bg-brand-50' : 'border-line',
                    show.right_answer && c.is_correct && 'border-emerald-300 bg-emerald-50',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 break-words">{c.label}</span>
                    {c.selected ? <Badge tone="brand">Your answer</Badge> : null}
                    {show.right_answer && c.is_correct ? <Badge tone="success">Right answer</Badge> : null}
                  </span>
                  {c.feedback ? <p className="mt-1 text-xs text-muted">{c.feedback}</p> : null}
                </li>
              ))}
            </ul>
          )}
          {q.general_feedback ? (
            <p className="mt-2 border-l-4 border-brand-300 pl-3 text-sm text-brand-950">
              {q.general_feedback}
            </p>
          ) : null}
        </article>
      ))}
    </div>
  );
}
