// The consultant calendar's grids (week and month, Sunday first). Pure.
import { addDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarView = 'week' | 'month';

/** The days shown: one week, or the whole weeks covering the month. */
export function calendarDays(anchor: Date, view: CalendarView): Date[] {
  const start = startOfWeek(view === 'week' ? anchor : startOfMonth(anchor));
  const end = endOfWeek(view === 'week' ? anchor : endOfMonth(anchor));
  const days: Date[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

export function calendarTitle(anchor: Date, view: CalendarView): string {
  if (view === 'month') return format(anchor, 'MMMM yyyy');
  const start = startOfWeek(anchor);
  const end = endOfWeek(anchor);
  return start.getMonth() === end.getMonth()
    ? `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`
    : `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
}
