// When an SOP's review is due, as the register shows it (the reminder itself is a database
// function; these are the same 30 days).
import { differenceInCalendarDays, parseISO } from 'date-fns';

export const REVIEW_NOTICE_DAYS = 30;

export type ReviewState = { state: 'ok' | 'due_soon' | 'overdue'; days: number };

/** Days until (negative: since) the review date, and whether it is due soon or overdue. */
export function reviewState(nextReviewOn: string, today: Date = new Date()): ReviewState {
  const days = differenceInCalendarDays(parseISO(nextReviewOn), today);
  return { state: days < 0 ? 'overdue' : days <= REVIEW_NOTICE_DAYS ? 'due_soon' : 'ok', days };
}

export function reviewLabel({ state, days }: ReviewState): string {
  if (state === 'overdue') return days === -1 ? 'Review overdue by 1 day' : `Review overdue by ${-days} days`;
  if (state === 'due_soon')
    return days === 0
      ? 'Review due today'
      : days === 1
        ? 'Review due tomorrow'
        : `Review due in ${days} days`;
  return `Review in ${days} days`;
}
