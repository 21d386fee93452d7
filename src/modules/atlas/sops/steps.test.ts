import { describe, expect, it } from 'vitest';
import { formatMeasurement, measurementPasses, stepSchema, stepsSchema } from './steps';

describe('stepSchema', () => {
  it('needs a target, tolerance and unit for a measurement, and drops them elsewhere', () => {
    const bad = stepSchema.safeParse({ kind: 'measurement', body: 'pH', target: 6 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'A measurement needs a tolerance.',
      'A measurement needs a unit.',
    ]);
    expect(
      stepSchema.parse({ kind: 'measurement', body: ' pH ', target: 6, tolerance: 0.2, unit: ' pH ' }),
    ).toEqual({
      kind: 'measurement',
      body: 'pH',
      target: 6,
      tolerance: 0.2,
      unit: 'pH',
    });
    expect(stepSchema.parse({ kind: 'check', body: 'No leaks', target: 1, tolerance: 1, unit: 'x' })).toEqual(
      {
        kind: 'check',
        body: 'No leaks',
        target: null,
        tolerance: null,
        unit: null,
      },
    );
    expect(stepSchema.safeParse({ kind: 'instruction', body: '   ' }).success).toBe(false);
    expect(
      stepSchema.safeParse({ kind: 'measurement', body: 'x', target: 1, tolerance: -1, unit: 'x' }).success,
    ).toBe(false);
  });

  it('wants at least one step', () => {
    expect(stepsSchema.safeParse([]).error?.issues[0]?.message).toBe('Add at least one step.');
  });
});

describe('measurements', () => {
  it('formats and judges against target ± tolerance, edges included', () => {
    expect(formatMeasurement({ target: 900, tolerance: 100, unit: 'µmol/m²/s' })).toBe('900 ± 100 µmol/m²/s');
    expect(formatMeasurement({ target: 0.1 + 0.2, tolerance: 0.05, unit: 'mS/cm' })).toBe('0.3 ± 0.05 mS/cm');
    const ph = { target: 6, tolerance: 0.2 };
    expect([5.8, 6.2, 5.79, 6.21].map((v) => measurementPasses(ph, v))).toEqual([true, true, false, false]);
  });
});
