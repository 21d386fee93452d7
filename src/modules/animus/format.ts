import { parseSelectionDate } from './dates';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Mar 4, 2026' for a stored selection date; the text itself when it is not a date. */
export function formatSelectionDate(value: string): string {
  const t = parseSelectionDate(value);
  return Number.isNaN(t) ? value : DATE_FORMAT.format(new Date(t));
}
