import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation.ts';
import { describeShots, shotPlan, steeringSchema, type Steering } from './steering.ts';

const steering: Steering = {
  p0_minutes: 60,
  p1_shots: 6,
  p1_shot_pct: 3,
  p1_interval_min: 15,
  p2_shots: 4,
  p2_shot_pct: 2,
  p2_interval_min: 60,
  p3_minutes: 180,
  dryback_min: 15,
  dryback_max: 25,
  dryback_basis: 'points',
  runoff_min: 5,
  runoff_max: 15,
};

describe('a day of shots', () => {
  it('sizes shots with the Shot Size Calculator’s formula (7.57 L at 3 % is 227 mL)', () => {
    const plan = shotPlan(steering, 7.57, 12);
    expect(plan.p1ShotMl).toBeCloseTo(227.1, 1);
    expect(plan.p2ShotMl).toBeCloseTo(151.4, 1);
    expect(plan.dailyMl).toBeCloseTo(6 * 227.1 + 4 * 151.4, 0);
    expect(plan.shotsPerDay).toBe(10);
  });

  it('times P1 from lights-on + P0 and P2 after it, and checks P3 before lights-off', () => {
    const plan = shotPlan(steering, 10, 12);
    expect(plan.shotTimes).toEqual([60, 75, 90, 105, 120, 135, 195, 255, 315, 375]);
    expect(plan.fits).toBe(true); // last shot 6:15 after lights-on, 3 h before lights-off at 12 h
    expect(shotPlan({ ...steering, p2_shots: 10 }, 10, 12).fits).toBe(false);
    expect(shotPlan({ ...steering, p1_shots: 0, p2_shots: 0 }, 10, 12)).toMatchObject({
      lastShotMinute: null,
      fits: true,
    });
  });

  it('describes shots', () => {
    expect(describeShots(6, 3, 15)).toBe('6 × 3 % every 15 min');
    expect(describeShots(0, 3, 15)).toBe('none');
  });
});

describe('the steering form', () => {
  it('refuses a band whose maximum is below its minimum and a fractional shot count', () => {
    const bad = parseWith(steeringSchema, { ...steering, dryback_max: 10 });
    expect(bad.ok).toBe(false);
    expect(parseWith(steeringSchema, { ...steering, p1_shots: 2.5 }).ok).toBe(false);
    expect(parseWith(steeringSchema, steering).ok).toBe(true);
  });
});
