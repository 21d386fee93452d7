import { describe, expect, it } from 'vitest';
import { dayInPhase, moveMilestone, phaseOn, planCycle, type PlannedPhase } from './plan';

const PHASES = [
  { phase: 'flower' as const, duration_days: 63 },
  { phase: 'propagation' as const, duration_days: 14 },
  { phase: 'veg' as const, duration_days: 21 },
];

describe('planCycle', () => {
  it('puts the phases back to back in growing order and dates tasks from their milestone', () => {
    const plan = planCycle(
      PHASES,
      [
        { phase: 'flower', offset_days: 0, title: 'Flip' },
        { phase: 'flower', offset_days: -2, title: 'Clean the room' },
        { phase: 'veg', offset_days: 10, title: 'Top' },
        { phase: 'dry', offset_days: 0, title: 'Harvest (no dry phase here)' },
      ],
      '2026-12-01',
    );
    expect(plan.phases).toEqual([
      { phase: 'propagation', start_on: '2026-12-01', end_on: '2026-12-15' },
      { phase: 'veg', start_on: '2026-12-15', end_on: '2027-01-05' },
      { phase: 'flower', start_on: '2027-01-05', end_on: '2027-03-09' },
    ]);
    expect(plan.tasks.map((t) => [t.title, t.due_on])).toEqual([
      ['Top', '2026-12-25'],
      ['Clean the room', '2027-01-03'],
      ['Flip', '2027-01-05'],
    ]);
    expect([plan.starts_on, plan.ends_on]).toEqual(['2026-12-01', '2027-03-09']);
  });

  it('crosses a daylight-saving change without losing a day', () => {
    const plan = planCycle([{ phase: 'veg', duration_days: 30 }], [], '2026-03-20');
    expect(plan.ends_on).toBe('2026-04-19');
  });
});

describe('moveMilestone', () => {
  const phases: PlannedPhase[] = [
    { phase: 'veg', start_on: '2026-11-01', end_on: '2026-11-22' },
    { phase: 'flower', start_on: '2026-11-22', end_on: '2027-01-24' },
    { phase: 'dry', start_on: '2027-01-24', end_on: '2027-02-03' },
  ];
  const tasks = [
    { id: 'top', phase: 'veg' as const, due_on: '2026-11-11', status: 'done' as const },
    { id: 'flip', phase: 'flower' as const, due_on: '2026-11-22', status: 'open' as const },
    { id: 'defol', phase: 'flower' as const, due_on: '2026-12-13', status: 'done' as const },
    { id: 'harvest', phase: 'dry' as const, due_on: '2027-01-24', status: 'in_progress' as const },
  ];

  it('shifts the phase and every later one; the previous phase ends on the new date', () => {
    const moved = moveMilestone(phases, tasks, 'flower', '2026-11-25');
    expect(moved).toEqual({
      ok: true,
      delta: 3,
      phases: [
        { phase: 'veg', start_on: '2026-11-01', end_on: '2026-11-25' },
        { phase: 'flower', start_on: '2026-11-25', end_on: '2027-01-27' },
        { phase: 'dry', start_on: '2027-01-27', end_on: '2027-02-06' },
      ],
      movedTaskIds: ['flip', 'harvest'],
    });
  });

  it('moves earlier too, and refuses a move that leaves the previous phase without a day', () => {
    const earlier = moveMilestone(phases, tasks, 'flower', '2026-11-20');
    expect(earlier.ok && earlier.delta).toBe(-2);
    expect(moveMilestone(phases, tasks, 'flower', '2026-11-01')).toEqual({
      ok: false,
      reason: 'The veg phase would have no days left.',
    });
    expect(moveMilestone(phases, tasks, 'flower', '2026-11-22').ok).toBe(false);
    expect(moveMilestone(phases, tasks, 'cure', '2027-03-01').ok).toBe(false);
  });

  it('moving the first milestone shifts the whole cycle', () => {
    const moved = moveMilestone(phases, tasks, 'veg', '2026-10-30');
    expect(moved.ok && moved.phases.map((p) => p.start_on)).toEqual([
      '2026-10-30',
      '2026-11-20',
      '2027-01-22',
    ]);
    expect(moved.ok && moved.movedTaskIds).toEqual(['flip', 'harvest']);
  });
});

describe('phaseOn / dayInPhase', () => {
  const phases: PlannedPhase[] = [
    { phase: 'veg', start_on: '2026-11-01', end_on: '2026-11-22' },
    { phase: 'flower', start_on: '2026-11-22', end_on: '2027-01-24' },
  ];
  it('finds the phase of a day (end exclusive) and counts from day 1', () => {
    expect(phaseOn(phases, '2026-11-21')?.phase).toBe('veg');
    expect(phaseOn(phases, '2026-11-22')?.phase).toBe('flower');
    expect(phaseOn(phases, '2027-01-24')).toBeNull();
    expect(phaseOn(phases, '2026-10-31')).toBeNull();
    expect(dayInPhase(phases[1]!, '2026-11-22')).toBe(1);
    expect(dayInPhase(phases[1]!, '2026-12-24')).toBe(33);
  });
});

describe('labels', () => {
  it('says how a phase moved and how a move reads', async () => {
    const { lengthChangeLabel, moveSummary, shiftLabel } = await import('./plan');
    expect([shiftLabel(0), shiftLabel(3), shiftLabel(-1)]).toEqual(['On plan', '3 days late', '1 day early']);
    expect([lengthChangeLabel(0), lengthChangeLabel(3), lengthChangeLabel(-2)]).toEqual([
      'As planned',
      '+3 days',
      '−2 days',
    ]);
    expect([moveSummary(3, 3), moveSummary(1, -1)]).toEqual([
      '3 open tasks move 3 days later',
      '1 open task moves 1 day earlier',
    ]);
  });
});
