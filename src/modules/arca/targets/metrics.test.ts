import { describe, expect, it } from 'vitest';
import { bandFor, bandStatus, describeBand, drybackFigures, type Band } from './metrics.ts';

const band = (
  stage: string,
  metric: string,
  period: string,
  min: number,
  max: number,
  basis: Band['basis'] = null,
): Band => ({
  stage,
  metric,
  period,
  min,
  max,
  basis,
  isCustom: false,
  defaultSource: null,
});
const bands = [
  band('flower', 'vpd', 'day', 1.2, 1.5),
  band('flower', 'air_temp', 'day', 22, 26),
  band('flower', 'air_temp', 'night', 16, 21),
  band('flower', 'dryback', 'day', 15, 30, 'points'),
];

describe('a value against its band', () => {
  it('reads low, ok or high, edges included', () => {
    const vpd = bandFor(bands, 'flower', 'vpd');
    expect(bandStatus(1.1, vpd)).toBe('low');
    expect(bandStatus(1.2, vpd)).toBe('ok');
    expect(bandStatus(1.5, vpd)).toBe('ok');
    expect(bandStatus(1.51, vpd)).toBe('high');
    expect(bandStatus(null, vpd)).toBeNull();
    expect(bandStatus(1.3, undefined)).toBeNull();
  });

  it('uses the night band at night and the day band where there is no night band', () => {
    expect(bandFor(bands, 'flower', 'air_temp', 'night')?.max).toBe(21);
    expect(bandFor(bands, 'flower', 'vpd', 'night')?.max).toBe(1.5);
    expect(bandFor(bands, 'veg', 'vpd')).toBeUndefined();
    expect(bandFor(bands, null, 'vpd')).toBeUndefined();
  });

  it('never compares a dryback with a band of another definition', () => {
    expect(bandFor(bands, 'flower', 'dryback', 'day', 'points')).toBeDefined();
    expect(bandFor(bands, 'flower', 'dryback', 'day', 'relative')).toBeUndefined();
  });
});

describe('dryback', () => {
  it('gives points and the relative drop from the same peak and trough', () => {
    expect(drybackFigures(50, 40)).toEqual({ points: 10, relative: 20 });
    expect(drybackFigures(40, 50)).toBeNull();
  });

  it('is always described with its definition', () => {
    expect(describeBand({ metric: 'dryback', min: 15, max: 30, basis: 'points' })).toBe(
      '15.0–30.0 points of VWC',
    );
    expect(describeBand({ metric: 'dryback', min: 20, max: 40, basis: 'relative' })).toBe(
      '20.0–40.0 % of peak VWC (relative)',
    );
    expect(describeBand({ metric: 'vpd', min: 1.2, max: 1.5, basis: null })).toBe('1.20–1.50 kPa');
  });
});
