import { formatDate } from '@/lib/format';
import { parseSelectionDate } from './dates';

/** 'Mar 4, 2026' for a stored selection date; the text itself when it is not a date. */
export function formatSelectionDate(value: string): string {
  const t = parseSelectionDate(value);
  return Number.isNaN(t) ? value : formatDate(new Date(t));
}
