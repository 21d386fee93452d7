import { describe, expect, it } from 'vitest';
import {
  forecastIrrigation,
  irrigationForecastSchema,
  type IrrigationForecastInput,
} from './irrigation-forecast.ts';
import type { Result } from './validation.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

const room: IrrigationForecastInput = {
  roomArea: 10,
  roomAreaUnit: 'm2',
  plantCount: 20,
  containerVolume: 10,
  containerVolumeUnit: 'L',
  substrate: 'coco',
  targetDrybackPct: 15,
  lightHours: 12,
  tankVolumeUnit: 'L',
};

describe('irrigation forecast', () => {
  it('replaces the dryback volume each day: 10 L × 15 % = 1.5 L per plant, 30 L for 20 plants', () => {
    const result = unwrap(forecastIrrigation(room));
    expect(result.perPlantMl).toEqual({ replaced: 1500, applied: 1500, runoff: 0 });
    expect(result.solutionLitres.perDay).toBeCloseTo(30, 12);
    expect(result.solutionLitres.perWeek).toBeCloseTo(210, 12);
    expect(result.plantsPerSquareMetre).toBe(2);
    expect(result.litresPerSquareMetrePerDay).toBeCloseTo(3, 12);
    expect(result.fieldCapacity).toEqual({ pct: 47.5, origin: 'typical' });
    expect(result.troughVwcPct).toBeCloseTo(32.5, 12);
    expect(result.shots).toBeNull();
    expect(result.tank).toBeNull();
    expect(result.concentrateLitresPerPart).toBeNull();
  });

  it('adds runoff as a share of the volume applied (20 % runoff → apply 1.875 L to keep 1.5 L)', () => {
    const result = unwrap(forecastIrrigation({ ...room, runoffPct: 20 }));
    expect(result.perPlantMl.applied).toBeCloseTo(1875, 9);
    expect(result.perPlantMl.runoff).toBeCloseTo(375, 9);
    expect(result.solutionLitres.perDay).toBeCloseTo(37.5, 9);
    expect(result.runoffLitres.perWeek).toBeCloseTo(52.5, 9);
    // Runoff % = drain ÷ applied × 100 holds on the result.
    expect((result.perPlantMl.runoff / result.perPlantMl.applied) * 100).toBeCloseTo(20, 9);
  });

  it('spreads the shots evenly over the light hours', () => {
    const result = unwrap(forecastIrrigation({ ...room, runoffPct: 20, shotsPerDay: 6 }));
    expect(result.shots).toEqual({ perDay: 6, mlPerShotPerPlant: 312.5, averageIntervalMinutes: 120 });
  });

  it('takes the day’s water from the shots when their size is known: 8 × 2.5 % of 10 L = 2 L applied', () => {
    const result = unwrap(forecastIrrigation({ ...room, runoffPct: 20, shotsPerDay: 8, shotPct: 2.5 }));
    expect(result.basis).toBe('shots');
    expect(result.perPlantMl.applied).toBeCloseTo(2000, 9);
    expect(result.perPlantMl.runoff).toBeCloseTo(400, 9);
    expect(result.perPlantMl.replaced).toBeCloseTo(1600, 9);
    expect(result.shots?.mlPerShotPerPlant).toBeCloseTo(250, 9);
    expect(result.solutionLitres.perDay).toBeCloseTo(40, 9);
  });

  it('asks for the shots per day that go with a shot size, and refuses a shot past field capacity', () => {
    expect(forecastIrrigation({ ...room, shotPct: 2.5 })).toMatchObject({
      ok: false,
      field: 'shotsPerDay',
      message: 'Enter the shots per day that go with the shot size',
    });
    expect(forecastIrrigation({ ...room, shotsPerDay: 2, shotPct: 48 })).toMatchObject({
      ok: false,
      field: 'shotPct',
    });
  });

  it('plans tank refills: a 200 L tank at 37.5 L/day lasts 5.33 days, 1.31 refills a week, so plan 2', () => {
    const result = unwrap(forecastIrrigation({ ...room, runoffPct: 20, tankVolume: 200 }));
    expect(result.tank?.daysPerTank).toBeCloseTo(5.333, 3);
    expect(result.tank?.refillsPerWeek).toBeCloseTo(1.3125, 9);
    expect(result.tank?.plannedRefillsPerWeek).toBe(2);
  });

  it('does not plan an extra refill for a week that uses exactly two tanks', () => {
    // 30 L/day × 7 = 210 L = 2 × 105 L.
    expect(unwrap(forecastIrrigation({ ...room, tankVolume: 105 })).tank?.plannedRefillsPerWeek).toBe(2);
  });

  it('forecasts concentrate use for a 1:100 A + B injector', () => {
    const result = unwrap(forecastIrrigation({ ...room, runoffPct: 20, stockRatio: 100, stockParts: 2 }));
    expect(result.concentrateLitresPerPart).toEqual({ ratio: 100, parts: 2, perDay: 0.375, perWeek: 2.625 });
  });

  it('accepts the room in ft² and containers and tanks in gallons', () => {
    const result = unwrap(
      forecastIrrigation({
        ...room,
        roomArea: 10 / 0.09290304,
        roomAreaUnit: 'ft2',
        containerVolume: 10 / 3.785411784,
        containerVolumeUnit: 'gal',
        tankVolume: 200 / 3.785411784,
        tankVolumeUnit: 'gal',
      }),
    );
    expect(result.roomSquareMetres).toBeCloseTo(10, 9);
    expect(result.solutionLitres.perDay).toBeCloseTo(30, 9);
    expect(result.tank?.tankLitres).toBeCloseTo(200, 9);
  });

  it.each([
    [{ roomArea: 0 }, 'Enter a room area greater than 0', 'roomArea'],
    [{ plantCount: 0 }, 'Enter a number of plants between 1 and 100,000', 'plantCount'],
    [{ containerVolume: -1 }, 'Enter a container volume greater than 0', 'containerVolume'],
    [{ targetDrybackPct: 0 }, 'Enter a target dryback greater than 0', 'targetDrybackPct'],
    [
      { targetDrybackPct: 60 },
      'Enter a target dryback smaller than the field capacity (47.5 %)',
      'targetDrybackPct',
    ],
    [{ lightHours: 30 }, 'Enter light hours of at most 24 h', 'lightHours'],
    [{ runoffPct: 100 }, 'Enter a runoff between 0 and 90 %', 'runoffPct'],
    [{ shotsPerDay: 2.5 }, 'Enter a number of shots per day as a whole number', 'shotsPerDay'],
    [{ tankVolume: 1e12 }, 'Enter a tank volume of at most 1,000,000 L', 'tankVolume'],
    [{ substrate: 'custom' }, 'Enter the field capacity of your substrate', 'fieldCapacityPct'],
  ])('explains %o', (change, message, field) => {
    expect(forecastIrrigation({ ...room, ...change } as IrrigationForecastInput)).toEqual({
      ok: false,
      message,
      field,
    });
  });

  it('treats blank optional fields from a form as not given', () => {
    const parsed = irrigationForecastSchema.safeParse({
      ...room,
      runoffPct: Number.NaN,
      shotsPerDay: Number.NaN,
      tankVolume: Number.NaN,
      stockRatio: '',
    });
    expect(parsed.success).toBe(true);
  });
});
