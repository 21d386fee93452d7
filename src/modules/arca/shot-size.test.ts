import { describe, expect, it } from 'vitest';
import { roundTo } from './format.ts';
import { calculateShotSize, shotSizeSchema, shotsToFieldCapacity, type ShotSizeInput } from './shot-size.ts';
import { resolveFieldCapacity } from './substrates.ts';
import type { Result } from './validation.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

const coco: ShotSizeInput = {
  substrate: 'coco',
  containerVolume: 7.57,
  containerVolumeUnit: 'L',
  shotPct: 3,
  plantCount: 20,
  emittersPerPlant: 2,
  emitterFlow: 2,
  emitterFlowUnit: 'L/h',
};

describe('shot size', () => {
  it('7.57 L at a 3 % shot is 227 mL (domain reference)', () => {
    const result = unwrap(calculateShotSize(coco));
    expect(roundTo(result.shotMlPerPlant)).toBe(227);
    expect(result.shotMlPerPlant).toBeCloseTo(227.1, 10);
    expect(result.shotMlAllPlants).toBeCloseTo(4542, 9);
  });

  it('a 2-gallon bag gives the same shot as 7.57 L', () => {
    const result = unwrap(calculateShotSize({ ...coco, containerVolume: 2, containerVolumeUnit: 'gal' }));
    expect(result.containerLitres).toBeCloseTo(7.5708, 4);
    expect(roundTo(result.shotMlPerPlant)).toBe(227);
  });

  it('shot duration = shot mL ÷ (emitters × flow in mL/s)', () => {
    // 2 × 2 L/h = 4,000 mL/h = 1.111 mL/s; 227.1 mL ÷ 1.111 mL/s = 204.39 s.
    const result = unwrap(calculateShotSize(coco));
    expect(result.flowMlPerSecondPerPlant).toBeCloseTo(10 / 9, 12);
    expect(result.shotDurationSeconds).toBeCloseTo(204.39, 2);
  });

  it('accepts emitter flow in GPH and in mL/min', () => {
    const lph = unwrap(calculateShotSize(coco)).shotDurationSeconds;
    const mlPerMin = unwrap(
      calculateShotSize({ ...coco, emitterFlow: 2000 / 60, emitterFlowUnit: 'mL/min' }),
    );
    expect(mlPerMin.shotDurationSeconds).toBeCloseTo(lph, 9);
    const gph = unwrap(
      calculateShotSize({ ...coco, emittersPerPlant: 1, emitterFlow: 0.5, emitterFlowUnit: 'gal/h' }),
    );
    // 0.5 GPH = 1892.7 mL/h = 0.5258 mL/s.
    expect(gph.shotDurationSeconds).toBeCloseTo(227.1 / ((0.5 * 3785.411784) / 3600), 9);
  });

  it('uses the middle of the typical field capacity unless one is entered', () => {
    expect(unwrap(calculateShotSize(coco)).fieldCapacity).toEqual({ pct: 47.5, origin: 'typical' });
    expect(unwrap(calculateShotSize({ ...coco, fieldCapacityPct: 52 })).fieldCapacity).toEqual({
      pct: 52,
      origin: 'entered',
    });
    expect(unwrap(resolveFieldCapacity('rockwool-slab'))).toEqual({ pct: 75, origin: 'typical' });
    expect(unwrap(resolveFieldCapacity('rockwool-block'))).toEqual({ pct: 57.5, origin: 'typical' });
    expect(unwrap(resolveFieldCapacity('peat'))).toEqual({ pct: 55, origin: 'typical' });
  });
});

describe('shots to field capacity', () => {
  it.each([
    [50, 38, 3, 4],
    [50, 40, 3, 4],
    [50, 41, 3, 3],
    [75, 75, 2, 0],
    [75, 80, 2, 0],
    // (50.1 − 40.2) / 3.3 is 3.0000000000000004 in floating point: still 3 shots.
    [50.1, 40.2, 3.3, 3],
  ])('FC %p %%, VWC %p %%, %p %% shots → %p', (fieldCapacityPct, currentVwcPct, shotPct, expected) => {
    expect(unwrap(shotsToFieldCapacity({ fieldCapacityPct, currentVwcPct, shotPct }))).toBe(expected);
  });

  it('is part of the shot result when a current VWC is entered', () => {
    expect(unwrap(calculateShotSize(coco)).shotsToFieldCapacity).toBeNull();
    expect(
      unwrap(calculateShotSize({ ...coco, fieldCapacityPct: 50, currentVwcPct: 38 })).shotsToFieldCapacity,
    ).toBe(4);
  });

  it('rejects a zero shot rather than dividing by it', () => {
    expect(shotsToFieldCapacity({ fieldCapacityPct: 50, currentVwcPct: 38, shotPct: 0 })).toEqual({
      ok: false,
      message: 'Enter a shot size greater than 0',
      field: 'shotPct',
    });
  });
});

describe('P1 day plan', () => {
  it('plans ⌈dryback / shot⌉ shots from FC − dryback back up to FC', () => {
    const result = unwrap(calculateShotSize({ ...coco, fieldCapacityPct: 50, targetDrybackPct: 10 }));
    const p1 = result.p1;
    expect(p1).not.toBeNull();
    expect(p1?.startVwcPct).toBe(40);
    expect(p1?.shots).toBe(4);
    expect(p1?.mlPerPlant).toBeCloseTo(4 * 227.1, 9);
    expect(p1?.mlAllPlants).toBeCloseTo(4 * 227.1 * 20, 9);
    expect(p1?.pumpSeconds).toBeCloseTo(4 * 204.39, 1);
    // 12 % applied for a 10 % dryback: 2 % of 7.57 L runs off.
    expect(p1?.overshootMlPerPlant).toBeCloseTo(151.4, 9);
  });
});

describe('shot size input checks', () => {
  it.each([
    [{ containerVolume: 0 }, 'Enter a container volume greater than 0', 'containerVolume'],
    [{ containerVolume: -7 }, 'Enter a container volume greater than 0', 'containerVolume'],
    [
      { containerVolume: 1e9, containerVolumeUnit: 'gal' },
      'Enter a container volume of at most 132 gal (US)',
      'containerVolume',
    ],
    [{ containerVolume: Number.NaN }, 'Enter a container volume', 'containerVolume'],
    [{ shotPct: 0 }, 'Enter a shot size greater than 0', 'shotPct'],
    [{ shotPct: 48 }, 'Enter a shot size no larger than the field capacity (47.5 %)', 'shotPct'],
    [{ plantCount: 2.5 }, 'Enter a number of plants as a whole number', 'plantCount'],
    [{ plantCount: 0 }, 'Enter a number of plants between 1 and 100,000', 'plantCount'],
    [{ emittersPerPlant: 0 }, 'Enter a number of emitters per plant between 1 and 20', 'emittersPerPlant'],
    [{ emitterFlow: 0 }, 'Enter an emitter flow greater than 0', 'emitterFlow'],
    [
      { emitterFlow: 5000, emitterFlowUnit: 'mL/min' },
      'Enter an emitter flow of at most 1,660 mL/min',
      'emitterFlow',
    ],
    [{ currentVwcPct: 120 }, 'Enter a current VWC between 0 and 100 %', 'currentVwcPct'],
    [
      { targetDrybackPct: 50 },
      'Enter a target dryback smaller than the field capacity (47.5 %)',
      'targetDrybackPct',
    ],
    [{ substrate: 'custom' }, 'Enter the field capacity of your substrate', 'fieldCapacityPct'],
    [{ substrate: 'perlite' }, 'Choose a substrate', 'substrate'],
  ])('explains %o', (change, message, field) => {
    expect(calculateShotSize({ ...coco, ...change } as ShotSizeInput)).toEqual({ ok: false, message, field });
  });

  it('works as a form resolver schema, blank optional fields included', () => {
    const parsed = shotSizeSchema.safeParse({
      ...coco,
      currentVwcPct: Number.NaN,
      targetDrybackPct: Number.NaN,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.currentVwcPct).toBeUndefined();
  });
});
