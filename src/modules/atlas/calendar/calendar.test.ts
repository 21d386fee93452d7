import { describe, expect, it } from 'vitest';
import {
  calendarTitle,
  filterPhases,
  filterTasks,
  phasesOnDay,
  shiftAnchor,
  tasksByDay,
  visibleDays,
  visibleRange,
  weeksOf,
} from './calendar';

describe('visible days', () => {
  it('shows a Monday-to-Sunday week', () => {
    expect(visibleDays('week', '2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(visibleRange('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-30' });
  });

  it('shows whole weeks around a month', () => {
    const days = visibleDays('month', '2026-11-15');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(weeksOf(days)).toHaveLength(6);
    expect(weeksOf(days).every((w) => w.length === 7)).toBe(true);
  });

  it('steps by a week or a month and names the range', () => {
    expect(shiftAnchor('week', '2026-11-25', 1)).toBe('2026-12-02');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(calendarTitle('month', '2026-11-25')).toBe('November 2026');
    expect(calendarTitle('week', '2026-11-25')).toBe('23–29 November 2026');
    expect(calendarTitle('week', '2026-12-01')).toBe('30 Nov – 6 Dec 2026');
  });
});

describe('filters and grouping', () => {
  const tasks = [
    { id: 'a', due_on: '2026-11-23', assignee_id: 'priya', roomId: 'f1' },
    { id: 'b', due_on: '2026-11-23', assignee_id: 'lena', roomId: 'f2' },
    { id: 'c', due_on: '2026-11-24', assignee_id: null, roomId: 'f1' },
  ];
  const phases = [
    { id: 'p1', phase: 'flower', room_id: 'f1', start_on: '2026-10-22', end_on: '2026-12-24' },
    { id: 'p2', phase: 'veg', room_id: 'v1', start_on: '2026-11-03', end_on: '2026-11-24' },
  ];

  it('keeps a room’s or a person’s tasks', () => {
    expect(filterTasks(tasks, { roomId: 'f1' }).map((t) => t.id)).toEqual(['a', 'c']);
    expect(filterTasks(tasks, { personId: 'priya' }).map((t) => t.id)).toEqual(['a']);
    expect(filterTasks(tasks, {}).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(filterPhases(phases, { roomId: 'v1' }).map((p) => p.id)).toEqual(['p2']);
    expect(filterPhases(phases, { personId: 'priya' })).toHaveLength(2);
  });

  it('groups tasks by day and finds the phases of a day (end exclusive)', () => {
    expect([...tasksByDay(tasks).entries()].map(([d, t]) => [d, t.map((x) => x.id)])).toEqual([
      ['2026-11-23', ['a', 'b']],
      ['2026-11-24', ['c']],
    ]);
    expect(phasesOnDay(phases, '2026-11-23').map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(phasesOnDay(phases, '2026-11-24').map((p) => p.id)).toEqual(['p1']);
  });
});
