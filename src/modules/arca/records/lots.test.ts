import { describe, expect, it } from 'vitest';
import { daysInStage, stageDay } from './lots.ts';

describe('daysInStage', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(daysInStage(new Date(2026, 2, 1, 23, 30), new Date(2026, 2, 2, 0, 15))).toBe(1);
    expect(daysInStage(new Date(2026, 2, 1, 8, 0), new Date(2026, 2, 1, 20, 0))).toBe(0);
    expect(daysInStage(new Date(2026, 0, 1, 12), new Date(2026, 1, 1, 9))).toBe(31);
  });

  it('never goes below zero for a stage that starts later today or tomorrow', () => {
    expect(daysInStage(new Date(2026, 2, 5), new Date(2026, 2, 1))).toBe(0);
  });
});

describe('stageDay', () => {
  it('calls the first day day 1, week 1, and day 8 week 2', () => {
    expect(stageDay(new Date(2026, 2, 1, 10), new Date(2026, 2, 1, 18))).toEqual({ day: 1, week: 1 });
    expect(stageDay(new Date(2026, 2, 1), new Date(2026, 2, 8))).toEqual({ day: 8, week: 2 });
    expect(stageDay(new Date(2026, 2, 1), new Date(2026, 2, 7))).toEqual({ day: 7, week: 1 });
  });
});
