import { describe, expect, it } from 'vitest';
import type { Band } from '../targets/metrics';
import { runoffKind } from './kinds/runoff';
import { recordTargetsFor, targetStatus } from './targets';

const band = (stage: string, metric: string, min: number, max: number, period = 'day'): Band => ({
  stage,
  metric,
  period,
  min,
  max,
  basis: null,
  isCustom: false,
  defaultSource: null,
});

const BANDS = [
  band('flower', 'runoff', 10, 20),
  band('veg', 'runoff', 15, 25),
  band('flower', 'feed_ec', 1.6, 2.4),
  band('flower', 'feed_ph', 5.8, 6.2),
  band('flower', 'air_temp', 24, 28),
];

describe('recordTargetsFor', () => {
  it("maps a kind's judged values to the bands of the room's stage", () => {
    expect(recordTargetsFor(runoffKind.targets, BANDS, 'flower')).toEqual({
      runoff_pct: { min: 10, max: 20 },
      input_ec: { min: 1.6, max: 2.4 },
      input_ph: { min: 5.8, max: 6.2 },
    });
    expect(recordTargetsFor(runoffKind.targets, BANDS, 'veg')).toEqual({ runoff_pct: { min: 15, max: 25 } });
  });

  it('has nothing without a stage, a band for it, or judged values', () => {
    expect(recordTargetsFor(runoffKind.targets, BANDS, null)).toBeUndefined();
    expect(recordTargetsFor(runoffKind.targets, BANDS, 'drying')).toBeUndefined();
    expect(recordTargetsFor(undefined, BANDS, 'flower')).toBeUndefined();
  });
});

describe('targetStatus', () => {
  const targets = recordTargetsFor(runoffKind.targets, BANDS, 'flower');
  it('reads a value against its band, the limits themselves on target', () => {
    expect(targetStatus(targets, 'runoff_pct', 25)).toBe('high');
    expect(targetStatus(targets, 'runoff_pct', 20)).toBe('ok');
    expect(targetStatus(targets, 'runoff_pct', 10)).toBe('ok');
    expect(targetStatus(targets, 'input_ec', 1.2)).toBe('low');
  });
  it('says nothing for a missing value, an unjudged column or no targets', () => {
    expect(targetStatus(targets, 'runoff_pct', null)).toBeNull();
    expect(targetStatus(targets, 'runoff_ec', 3.1)).toBeNull();
    expect(targetStatus(undefined, 'runoff_pct', 25)).toBeNull();
  });
});
