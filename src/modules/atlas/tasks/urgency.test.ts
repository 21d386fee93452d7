import { describe, expect, it } from 'vitest';
import { byUrgency, taskUrgency, urgencyLabel } from './urgency';

const today = '2026-11-23';

describe('task urgency', () => {
  it('is overdue before today unless done', () => {
    expect(taskUrgency({ status: 'open', due_on: '2026-11-22' }, today)).toBe('overdue');
    expect(taskUrgency({ status: 'in_progress', due_on: '2026-11-01' }, today)).toBe('overdue');
    expect(taskUrgency({ status: 'done', due_on: '2026-11-01' }, today)).toBe('done');
    expect(taskUrgency({ status: 'open', due_on: today }, today)).toBe('today');
    expect(taskUrgency({ status: 'open', due_on: '2026-11-24' }, today)).toBe('upcoming');
  });

  it('says how late or how soon', () => {
    expect(urgencyLabel({ status: 'open', due_on: '2026-11-22' }, today)).toBe('Overdue by 1 day');
    expect(urgencyLabel({ status: 'open', due_on: '2026-11-19' }, today)).toBe('Overdue by 4 days');
    expect(urgencyLabel({ status: 'open', due_on: today }, today)).toBe('Due today');
    expect(urgencyLabel({ status: 'open', due_on: '2026-11-24' }, today)).toBe('Due tomorrow');
    expect(urgencyLabel({ status: 'open', due_on: '2026-12-01' }, today)).toBe('Due in 8 days');
  });

  it('sorts overdue (oldest first), then today, then upcoming, done last', () => {
    const tasks = [
      { id: 'up', status: 'open' as const, due_on: '2026-11-25' },
      { id: 'done', status: 'done' as const, due_on: '2026-11-01' },
      { id: 'today', status: 'open' as const, due_on: today },
      { id: 'late2', status: 'open' as const, due_on: '2026-11-22' },
      { id: 'late1', status: 'open' as const, due_on: '2026-11-19' },
    ];
    expect(byUrgency(tasks, today).map((t) => t.id)).toEqual(['late1', 'late2', 'today', 'up', 'done']);
  });
});
