// An open attempt: the questions, the server-kept timer, answers saved as they are given, and the
// submission. When time runs out the attempt is submitted; the server grades it as it stood at the
// deadline whatever arrives late.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { getErrorCode } from '@/lib/errors';
import { answeredCount, type Sheet } from '../../answers';
import { saveAnswers } from '../../api/attempts';
import type { Answer, OpenAttempt } from '../../quiz-types';
import { QuestionCard } from './question-card';
import { QuizTimer } from './quiz-timer';
import { useCountdown } from './use-countdown';

const SAVE_DELAY_MS = 700;

type SaveState = 'saved' | 'saving' | 'unsaved';

export function AttemptRunner({
  attempt,
  submitting,
  onSubmit,
}: {
  attempt: OpenAttempt;
  submitting: boolean;
  /** Rejects when the submission failed, so it may be tried again. */
  onSubmit: (sheet: Sheet) => Promise<unknown>;
}) {
  const [sheet, setSheet] = useState<Sheet>(() =>
    Object.fromEntries(attempt.questions.map((q) => [q.slot, q.response])),
  );
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<Sheet>({});
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(sheet);
  const submitted = useRef(false);
  const left = useCountdown(attempt.attempt.deadline, attempt.server_now);
  const timed = attempt.attempt.deadline !== null;

  const submit = useCallback(() => {
    if (submitted.current) return;
    submitted.current = true;
    window.clearTimeout(timer.current);
    onSubmit(latest.current).catch(() => {
      submitted.current = false;
    });
  }, [onSubmit]);

  const flush = useCallback(async () => {
    const changes = pending.current;
    if (Object.keys(changes).length === 0) return;
    pending.current = {};
    setSaveState('saving');
    try {
      await saveAnswers(attempt.attempt.id, changes);
      setSaveState(Object.keys(pending.current).length ? 'unsaved' : 'saved');
    } catch (error) {
      // Time is up on the server: submit now, it grades the sheet as it stood at the deadline.
      if (getErrorCode(error) === 'AN003') return submit();
      pending.current = { ...changes, ...pending.current };
      setSaveState('unsaved');
    }
  }, [attempt.attempt.id, submit]);

  const answer = (slot: number, value: Answer | null) => {
    setSheet((s) => {
      const next = { ...s, [slot]: value };
      latest.current = next;
      return next;
    });
    pending.current = { ...pending.current, [slot]: value };
    setSaveState('unsaved');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flush(), timed && left <= 5 ? 0 : SAVE_DELAY_MS);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (timed && left === 0) submit();
  }, [timed, left, submit]);

  const total = attempt.questions.length;
  const answered = answeredCount(sheet);

  return (
    <div className="flex flex-col gap-4">
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-2 border-b border-line bg-surface/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <p className="text-sm text-muted">
          <span className="font-semibold text-brand-950">{answered}</span> of {total} answered ·{' '}
          <span role="status" aria-live="polite">
            {saveState === 'saved'
              ? 'All answers saved'
              : saveState === 'saving'
                ? 'Saving…'
                : 'Not saved yet'}
          </span>
        </p>
        {timed ? <QuizTimer seconds={left} /> : null}
      </div>
      <p className="text-sm text-muted">
        Your answers are saved as you go.{timed ? ' The timer keeps running if you leave this page.' : ''}
      </p>
      {attempt.questions.map((q) => (
        <QuestionCard
          key={q.slot}
          question={{ ...q, number: q.slot }}
          answer={sheet[q.slot] ?? null}
          onAnswer={(a) => answer(q.slot, a)}
          disabled={submitting}
        />
      ))}
      <div className="flex justify-end">
        <Button onClick={() => setConfirming(true)} busy={submitting} className="w-full sm:w-auto">
          Submit answers
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit your answers?"
        description={`You answered ${answered} of ${total} questions. You cannot change them after submitting.`}
        confirmLabel="Submit"
        busy={submitting}
        onConfirm={() => {
          setConfirming(false);
          submit();
        }}
      />
    </div>
  );
}
