import { describe, expect, it } from 'vitest';
import type { Result } from './validation.ts';
import {
  calculateVpd,
  compareVpdToStage,
  saturationVaporPressureKpa,
  vpdBandsContaining,
  vpdSchema,
} from './vpd.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

describe('saturation vapour pressure (Tetens)', () => {
  // FAO-56 (Allen et al. 1998), Annex 2, Table 2.3: es at 10, 20, 23, 25, 30 °C.
  it.each([
    [10, 1.228],
    [20, 2.338],
    [23, 2.809],
    [25, 3.168],
    [30, 4.243],
  ])('es(%p °C) = %p kPa', (temperature, expected) => {
    expect(unwrap(saturationVaporPressureKpa(temperature))).toBeCloseTo(expected, 3);
  });

  it('refuses temperatures where the formula does not apply', () => {
    expect(saturationVaporPressureKpa(-237.3).ok).toBe(false);
    expect(saturationVaporPressureKpa(Number.NaN)).toEqual({ ok: false, message: 'Enter a temperature' });
  });
});

describe('calculateVpd', () => {
  it('air 25 °C, RH 60 %, leaf 2 °C cooler: air VPD 1.27 kPa, leaf VPD 0.91 kPa', () => {
    const result = unwrap(
      calculateVpd({
        airTemperature: 25,
        temperatureUnit: 'C',
        relativeHumidity: 60,
        leafOffset: -2,
        stage: 'vegetative',
      }),
    );
    expect(result.airVpdKpa).toBeCloseTo(3.1678 * 0.4, 3);
    expect(result.leafTemperatureC).toBe(23);
    expect(result.leafVpdKpa).toBeCloseTo(2.8091 - 3.1678 * 0.6, 3);
    expect(result.condensationRisk).toBe(false);
    expect(result.leafReading?.position).toBe('within');
    expect(result.airReading?.position).toBe('above');
  });

  it('gives the same answer in °F, the leaf offset converting as a difference', () => {
    const celsius = unwrap(
      calculateVpd({ airTemperature: 25, temperatureUnit: 'C', relativeHumidity: 60, leafOffset: -2 }),
    );
    const fahrenheit = unwrap(
      calculateVpd({ airTemperature: 77, temperatureUnit: 'F', relativeHumidity: 60, leafOffset: -3.6 }),
    );
    expect(fahrenheit.airVpdKpa).toBeCloseTo(celsius.airVpdKpa, 10);
    expect(fahrenheit.leafVpdKpa).toBeCloseTo(celsius.leafVpdKpa, 10);
    expect(fahrenheit.leafReading).toBeNull();
  });

  it('air VPD is zero at 100 % RH and equals es at 0 % RH', () => {
    expect(
      unwrap(calculateVpd({ airTemperature: 20, temperatureUnit: 'C', relativeHumidity: 100, leafOffset: 0 }))
        .airVpdKpa,
    ).toBe(0);
    expect(
      unwrap(calculateVpd({ airTemperature: 20, temperatureUnit: 'C', relativeHumidity: 0, leafOffset: 0 }))
        .airVpdKpa,
    ).toBeCloseTo(2.338, 3);
  });

  it('flags condensation when a cool leaf sits in humid air', () => {
    const result = unwrap(
      calculateVpd({ airTemperature: 20, temperatureUnit: 'C', relativeHumidity: 95, leafOffset: -3 }),
    );
    expect(result.leafVpdKpa).toBeLessThan(0);
    expect(result.condensationRisk).toBe(true);
  });

  it.each([
    [
      { airTemperature: Number.NaN, relativeHumidity: 60, leafOffset: -2 },
      'Enter an air temperature',
      'airTemperature',
    ],
    [
      { airTemperature: 80, relativeHumidity: 60, leafOffset: -2 },
      'Enter an air temperature between 0 and 50 °C',
      'airTemperature',
    ],
    [
      { airTemperature: 25, relativeHumidity: 120, leafOffset: -2 },
      'Enter a relative humidity between 0 and 100 %',
      'relativeHumidity',
    ],
    [
      { airTemperature: 25, relativeHumidity: -1, leafOffset: -2 },
      'Enter a relative humidity between 0 and 100 %',
      'relativeHumidity',
    ],
    [
      { airTemperature: 25, relativeHumidity: 60, leafOffset: -40 },
      'Enter a leaf temperature offset between -10 and 10 °C',
      'leafOffset',
    ],
  ])('explains bad input %o', (input, message, field) => {
    expect(calculateVpd({ ...input, temperatureUnit: 'C' })).toEqual({ ok: false, message, field });
  });

  it('states the limits in °F when °F is chosen', () => {
    expect(
      vpdSchema.safeParse({ airTemperature: 130, temperatureUnit: 'F', relativeHumidity: 50, leafOffset: 0 })
        .error?.issues[0]?.message,
    ).toBe('Enter an air temperature between 32 and 122 °F');
  });
});

describe('VPD guidance bands', () => {
  it.each([
    [0.3, 'propagation', 'below'],
    [0.6, 'propagation', 'within'],
    [1.0, 'vegetative', 'within'],
    [1.4, 'vegetative', 'above'],
    [1.6, 'flowering', 'within'],
    [1.9, 'flowering', 'above'],
  ] as const)('%p kPa is %s-band %s', (value, stage, position) => {
    expect(unwrap(compareVpdToStage(value, stage)).position).toBe(position);
  });

  it('says where a value sits in words', () => {
    expect(unwrap(compareVpdToStage(1.05, 'vegetative')).message).toBe(
      '1.05 kPa is within the vegetative guidance band (0.8–1.2 kPa).',
    );
    expect(unwrap(compareVpdToStage(0.5, 'flowering')).message).toBe(
      '0.5 kPa is below the flower guidance band (1.2–1.6 kPa).',
    );
  });

  it('lists every band a value falls in', () => {
    expect(unwrap(vpdBandsContaining(0.8))).toEqual({
      stages: ['propagation', 'vegetative'],
      position: 'within',
    });
    expect(unwrap(vpdBandsContaining(1.4))).toEqual({ stages: ['flowering'], position: 'within' });
    expect(unwrap(vpdBandsContaining(0.2))).toEqual({ stages: [], position: 'below' });
    expect(unwrap(vpdBandsContaining(2.5))).toEqual({ stages: [], position: 'above' });
  });

  it('rejects values no room can produce', () => {
    expect(vpdBandsContaining(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(compareVpdToStage(Number.NaN, 'vegetative')).toEqual({ ok: false, message: 'Enter a VPD' });
  });
});
