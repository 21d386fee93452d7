// One question to answer: single and true/false as radios, multiple as checkboxes, numeric as a
// text box that accepts "7,5" as well as "7.5". The fieldset's legend ("Question 3") names it.
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { parseNumber, selectedIds, toggleChoice } from '../../answers';
import type { Answer, QuestionType, ShownChoice } from '../../quiz-types';

export interface AnswerableQuestion {
  number: number;
  type: QuestionType;
  prompt: string;
  points: number;
  unit: string | null;
  choices: ShownChoice[];
}

export function QuestionCard({
  question,
  answer,
  onAnswer,
  disabled = false,
}: {
  question: AnswerableQuestion;
  answer: Answer | null;
  onAnswer: (answer: Answer | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const chosen = selectedIds(answer);
  const multiple = question.type === 'multiple';
  return (
    <fieldset
      className="min-w-0 rounded-2xl border border-line bg-white p-4 shadow-xs sm:p-5"
      disabled={disabled}
    >
      <legend className="sr-only">Question {question.number}</legend>
      <div className="flex items-baseline justify-between gap-3" aria-hidden="true">
        <span className="text-xs font-semibold tracking-wide text-muted uppercase">
          Question {question.number}
        </span>
        <span className="shrink-0 text-xs text-muted">
          {question.points === 1 ? '1 point' : `${question.points} points`}
        </span>
      </div>
      <p className="mt-2 text-base font-medium text-brand-950">{question.prompt}</p>
      {multiple && <p className="mt-1 text-xs text-muted">Choose every answer that applies.</p>}
      {question.type === 'numeric' ? (
        <NumericAnswer id={id} unit={question.unit} answer={answer} onAnswer={onAnswer} />
      ) : (
        <div className="mt-3 flex flex-col gap-2">
          {question.choices.map((choice) => {
            const checked = chosen.includes(choice.id);
            return (
              <label
                key={choice.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                  checked ? 'border-brand-600 bg-brand-50' : 'border-line hover:border-brand-300',
                )}
              >
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${id}-choice`}
                  value={choice.id}
                  checked={checked}
                  onChange={(e) => onAnswer(toggleChoice(question.type, answer, choice.id, e.target.checked))}
                  className="mt-0.5 size-4.5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 break-words">{choice.label}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

function NumericAnswer({
  id,
  unit,
  answer,
  onAnswer,
}: {
  id: string;
  unit: string | null;
  answer: Answer | null;
  onAnswer: (answer: Answer | null) => void;
}) {
  const [text, setText] = useState(answer && 'value' in answer ? String(answer.value) : '');
  const invalid = text.trim() !== '' && parseNumber(text) === null;
  return (
    <div className="mt-3 flex flex-col gap-1.5">
      <label htmlFor={`${id}-value`} className="text-sm font-medium text-ink">
        Your answer{unit ? ` (${unit})` : ''}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-value`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const n = parseNumber(e.target.value);
            onAnswer(n === null ? null : { value: n });
          }}
          className={cn(
            'h-11 w-40 rounded-lg border bg-white px-3.5 text-base text-ink shadow-xs focus-visible:border-brand-600 focus-visible:ring-4 focus-visible:ring-brand-600/20 focus-visible:outline-none sm:text-sm',
            invalid ? 'border-danger-600' : 'border-line',
          )}
        />
        {unit ? <span className="text-sm text-muted">{unit}</span> : null}
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          Enter one number, for example 7.5
        </p>
      ) : null}
    </div>
  );
}
