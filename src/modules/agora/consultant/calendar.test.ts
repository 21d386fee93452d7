import { describe, expect, it } from 'vitest';
import { calendarDays, calendarTitle } from './calendar';

describe('calendar grids', () => {
  it('a week runs Sunday to Saturday', () => {
    const days = calendarDays(new Date(2026, 10, 25), 'week');
    expect(days).toHaveLength(7);
    expect(days[0]?.getDay()).toBe(0);
    expect(days[0]?.getDate()).toBe(22);
  });

  it('a month covers whole weeks', () => {
    const days = calendarDays(new Date(2026, 10, 5), 'month');
    expect(days.length % 7).toBe(0);
    expect(days[0]?.getDate()).toBe(1); // November 2026 starts on a Sunday
    expect(days.at(-1)?.getMonth()).toBe(11);
    expect(calendarTitle(new Date(2026, 10, 5), 'month')).toBe('November 2026');
    expect(calendarTitle(new Date(2026, 10, 25), 'week')).toBe('Nov 22 – 28, 2026');
    expect(calendarTitle(new Date(2026, 10, 30), 'week')).toBe('Nov 29 – Dec 5, 2026');
  });
});
