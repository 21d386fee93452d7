// A learner's answer sheet in the browser, and its form for the save and submit functions.
import type { Answer, QuestionType } from './quiz-types';
import { parseDecimal } from '@/lib/decimal';

export type Sheet = Record<number, Answer | null>;

export function isAnswered(answer: Answer | null | undefined): boolean {
  if (!answer) return false;
  if ('choices' in answer) return answer.choices.length > 0;
  return true;
}

export const answeredCount = (sheet: Sheet) => Object.values(sheet).filter(isAnswered).length;

/** The save/submit payload: {"<slot>": answer}; a cleared answer is sent as {} so it is erased. */
export function sheetPayload(sheet: Sheet): Record<string, Answer | Record<string, never>> {
  return Object.fromEntries(Object.entries(sheet).map(([slot, a]) => [slot, isAnswered(a) ? a! : {}]));
}

/** The answer after a learner clicks a choice. */
export function toggleChoice(
  type: QuestionType,
  current: Answer | null,
  choiceId: string,
  on: boolean,
): Answer | null {
  if (type !== 'multiple') return on ? { choice: choiceId } : current;
  const chosen = current && 'choices' in current ? current.choices : [];
  const next = on ? [...new Set([...chosen, choiceId])] : chosen.filter((c) => c !== choiceId);
  return { choices: next };
}

/**
 * A typed number, as growers type them: "7.5", "7,5", " 1 200 ", "-3". Null when it is not one
 * number (so the field shows an error instead of saving nonsense).
 */
export function parseNumber(input: string): number | null {
  const reading = parseDecimal(input);
  return reading.ok && reading.value !== null && Math.abs(reading.value) <= 1e12 ? reading.value : null;
}

export function selectedIds(answer: Answer | null | undefined): string[] {
  if (!answer) return [];
  if ('choice' in answer) return [answer.choice];
  if ('choices' in answer) return answer.choices;
  return [];
}
