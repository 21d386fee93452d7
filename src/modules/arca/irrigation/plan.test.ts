import { describe, expect, it } from 'vitest';
import { forecastIrrigation, type IrrigationForecastInput } from '../irrigation-forecast.ts';
import { addDays, daysBetween, forecastFromPlan, generatePlan, phaseOn, phaseToForecast } from './plan.ts';
import { shotPlan, type Steering } from './steering.ts';

const phases = [
  { position: 3, name: 'Ripening', durationDays: 14 },
  { position: 1, name: 'Stretch', durationDays: 21 },
  { position: 2, name: 'Bulking', durationDays: 28 },
];

describe('applying a skeleton from a date', () => {
  it('starts each phase the day the previous one ends, in the skeleton’s order', () => {
    const plan = generatePlan(phases, '2026-02-20');
    expect(plan.map((p) => [p.position, p.phase.name, p.startsOn, p.endsOn])).toEqual([
      [1, 'Stretch', '2026-02-20', '2026-03-13'],
      [2, 'Bulking', '2026-03-13', '2026-04-10'],
      [3, 'Ripening', '2026-04-10', '2026-04-24'],
    ]);
    expect(daysBetween('2026-02-20', plan.at(-1)!.endsOn)).toBe(63);
  });

  it('counts calendar days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => addDays('20-1-1', 1)).toThrow();
  });

  it('finds the phase of a day and which day of it it is', () => {
    const dated = generatePlan(phases, '2026-02-20').map((p) => ({
      starts_on: p.startsOn,
      ends_on: p.endsOn,
      name: p.phase.name,
    }));
    expect(phaseOn(dated, '2026-03-13')).toEqual({ phase: dated[1], day: 1 });
    expect(phaseOn(dated, '2026-03-12')?.day).toBe(21);
    expect(phaseOn(dated, '2026-04-24')).toBeNull();
  });
});

describe('the forecaster reading a room’s plan', () => {
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

  it('takes the container, light hours, shots and the middle of the bands', () => {
    const input = forecastFromPlan(
      { substrate: 'coco', container_volume_l: 11.4, field_capacity_pct: null },
      { photoperiod_h: 12, steering },
      null,
    );
    expect(input).toEqual({
      containerVolume: 11.4,
      containerVolumeUnit: 'L',
      substrate: 'coco',
      targetDrybackPct: 20,
      lightHours: 12,
      shotsPerDay: 10,
      shotPct: 2.6,
      runoffPct: 10,
    });
  });

  // The demo's 9-week rockwool skeleton: 10 L slabs at 75 % field capacity, 12 h of light.
  const slab = { substrate: 'rockwool-slab', container_volume_l: 10, field_capacity_pct: 75 };
  const room = { roomArea: 40, roomAreaUnit: 'm2', plantCount: 96, tankVolumeUnit: 'L' } as const;
  const forecastOf = (s: Steering) => {
    const filled = forecastFromPlan(slab, { photoperiod_h: 12, steering: s }, null);
    const result = forecastIrrigation({ ...room, ...filled } as IrrigationForecastInput);
    if (!result.ok) throw new Error(result.message);
    return result.value;
  };

  it('says what the plan says: Bulking’s 6 × 3 % and 6 × 2 % shots are 3.0 L a plant a day', () => {
    const bulking: Steering = {
      ...steering,
      p0_minutes: 45,
      p1_shots: 6,
      p1_shot_pct: 3,
      p2_shots: 6,
      p2_shot_pct: 2,
      p2_interval_min: 45,
      p3_minutes: 120,
      dryback_min: 8,
      dryback_max: 12,
      runoff_min: 10,
      runoff_max: 20,
    };
    expect(shotPlan(bulking, 10, 12).dailyMl).toBe(3000);
    const forecast = forecastOf(bulking);
    expect(forecast.basis).toBe('shots');
    expect(forecast.perPlantMl.applied).toBeCloseTo(3000, 9);
    expect(forecast.shots?.mlPerShotPerPlant).toBeCloseTo(250, 9);
    expect(forecast.perPlantMl.runoff).toBeCloseTo(450, 9);
    expect(forecast.solutionLitres.perDay).toBeCloseTo(288, 9);
  });

  it('agrees with the skeleton’s daily water for uneven P1 and P2 shots, to the rounding of the shot size', () => {
    const stretch: Steering = { ...steering, p1_shots: 5, p1_shot_pct: 4, p2_shots: 2, p2_shot_pct: 3 };
    const planned = shotPlan(stretch, 10, 12).dailyMl;
    expect(planned).toBe(2600);
    // 26 / 7 = 3.714… % is filled as 3.71 %: 7 × 0.004 points of a 10 L slab = 2.9 mL.
    expect(Math.abs(forecastOf(stretch).perPlantMl.applied - planned)).toBeLessThanOrEqual(3);
  });

  it('turns a relative dryback into points only when the field capacity is known', () => {
    const relative = { ...steering, dryback_basis: 'relative' as const, dryback_min: 30, dryback_max: 40 };
    const plan = { substrate: 'rockwool-slab', container_volume_l: 10, field_capacity_pct: 70 };
    expect(forecastFromPlan(plan, { photoperiod_h: 12, steering: relative }, null).targetDrybackPct).toBe(
      24.5,
    );
    expect(
      forecastFromPlan({ ...plan, field_capacity_pct: null }, { photoperiod_h: 12, steering: relative }, null)
        .targetDrybackPct,
    ).toBeUndefined();
  });
});

describe('phaseToForecast', () => {
  const phases = [
    { name: 'late', starts_on: '2026-03-15', ends_on: '2026-03-29' },
    { name: 'early', starts_on: '2026-03-01', ends_on: '2026-03-15' },
  ];
  it('opens on the phase running that day, else the next to start, else the last', () => {
    expect(phaseToForecast(phases, '2026-03-15')?.name).toBe('late');
    expect(phaseToForecast(phases, '2026-03-14')?.name).toBe('early');
    expect(phaseToForecast(phases, '2026-02-01')?.name).toBe('early');
    expect(phaseToForecast(phases, '2026-05-01')?.name).toBe('late');
    expect(phaseToForecast([], '2026-05-01')).toBeNull();
  });
});
