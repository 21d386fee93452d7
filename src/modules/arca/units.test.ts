import { describe, expect, it } from 'vitest';
import {
  compensateEcTo25,
  CONVERTER_RULES,
  converterSchemas,
  convertToAllUnits,
  convertUnit,
  EC_UNIT_LABELS,
  ecAtTemperature,
  type ConverterKind,
  type UnitOf,
} from './units.ts';
import type { Result } from './validation.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

describe('EC and ppm scales', () => {
  it('converts EC 1.0 mS/cm to 1000 µS/cm, CF 10 and 500 / 640 / 700 ppm (domain reference)', () => {
    expect(unwrap(convertToAllUnits('ec', 1, 'mS/cm'))).toEqual({
      'mS/cm': 1,
      'uS/cm': 1000,
      CF: 10,
      ppm500: 500,
      ppm640: 640,
      ppm700: 700,
    });
  });

  it('converts between ppm scales through EC', () => {
    expect(unwrap(convertUnit('ec', 1000, 'ppm500', 'ppm640'))).toBeCloseTo(1280, 9);
    expect(unwrap(convertUnit('ec', 1000, 'ppm500', 'ppm700'))).toBeCloseTo(1400, 9);
    expect(unwrap(convertUnit('ec', 700, 'ppm700', 'mS/cm'))).toBeCloseTo(1, 12);
  });

  it('labels the ppm scales as growers know them', () => {
    expect(EC_UNIT_LABELS.ppm500).toBe('500 (NaCl / US)');
    expect(EC_UNIT_LABELS.ppm640).toBe('640 (EU)');
    expect(EC_UNIT_LABELS.ppm700).toBe('700 (442 / AU)');
  });
});

describe('other quantities', () => {
  it.each([
    ['temperature', 25, 'C', 'F', 77],
    ['temperature', -40, 'C', 'F', -40],
    ['temperature', 32, 'F', 'C', 0],
    ['volume', 1, 'gal', 'L', 3.785411784],
    ['volume', 1, 'gal', 'floz', 128],
    ['volume', 1, 'L', 'mL', 1000],
    ['mass', 1, 'lb', 'g', 453.59237],
    ['mass', 1, 'lb', 'oz', 16],
    ['mass', 2.5, 'kg', 'g', 2500],
    ['area', 1, 'm2', 'ft2', 10.763910417],
    ['concentration', 1, 'g/L', 'mg/L', 1000],
    ['concentration', 1, 'oz/gal', 'g/L', 7.489151707],
  ] as const)('%s: %p %s = %p %s', (kind, value, from, to, expected) => {
    expect(unwrap(convertUnit(kind, value, from as never, to as never))).toBeCloseTo(expected, 8);
  });
});

describe('round trips A → B → A', () => {
  const samples = [0, 0.001, 1, 7.57, 123.456, 9999];
  for (const kind of Object.keys(CONVERTER_RULES) as ConverterKind[]) {
    const units = Object.keys(CONVERTER_RULES[kind].units) as UnitOf<typeof kind>[];
    it(`returns to the start for every pair of ${kind} units`, () => {
      for (const from of units) {
        for (const to of units) {
          for (const value of samples) {
            const there = convertUnit(kind, value, from, to);
            // Samples past a unit's own cap (9999 ppm700 is fine, 9999 °C is not) are skipped.
            if (!there.ok) continue;
            const back = unwrap(convertUnit(kind, there.value, to, from));
            expect(back).toBeCloseTo(value, 9);
          }
        }
      }
    });
  }
});

describe('converter limits', () => {
  it('rejects negative amounts with a clear message', () => {
    expect(convertUnit('volume', -1, 'L', 'gal')).toEqual({
      ok: false,
      message: 'Enter a volume between 0 and 10,000,000 L',
    });
  });

  it('rejects absurdly large input instead of returning Infinity', () => {
    const result = convertToAllUnits('mass', 1e308, 'lb');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe('Enter a mass between 0 and 22,000,000 lb');
    expect(convertUnit('ec', Number.POSITIVE_INFINITY, 'CF', 'mS/cm').ok).toBe(false);
  });

  it('rejects temperatures below absolute zero, in the unit entered', () => {
    expect(convertUnit('temperature', -500, 'F', 'C')).toEqual({
      ok: false,
      message: 'Enter a temperature between -459.67 and 1,832 °F',
    });
    expect(unwrap(convertUnit('temperature', -273.15, 'C', 'F'))).toBeCloseTo(-459.67, 9);
  });

  it('asks for a value when the input is empty', () => {
    expect(convertUnit('area', Number.NaN, 'ft2', 'm2')).toEqual({ ok: false, message: 'Enter an area' });
  });

  it('form schemas give the same messages', () => {
    const parsed = converterSchemas.volume.safeParse({ value: -1, unit: 'L' });
    expect(parsed.error?.issues[0]?.message).toBe('Enter a volume between 0 and 10,000,000 L');
    expect(converterSchemas.ec.safeParse({ value: 1.2, unit: 'ppm640' }).success).toBe(true);
    expect(converterSchemas.ec.safeParse({ value: 1.2, unit: 'ppm' }).error?.issues[0]?.message).toBe(
      'Choose a unit',
    );
  });
});

describe('EC temperature compensation', () => {
  it('refers a reading to 25 °C with EC25 = EC_T / (1 + 0.019 (T − 25))', () => {
    const result = unwrap(
      compensateEcTo25({ ec: 1.2, ecUnit: 'mS/cm', temperature: 20, temperatureUnit: 'C' }),
    );
    expect(result.divisor).toBeCloseTo(0.905, 12);
    expect(result.ec25).toBeCloseTo(1.32597, 5);
    expect(result.ec25AllUnits.ppm500).toBeCloseTo(662.98, 2);
  });

  it('leaves a reading at 25 °C unchanged and works in the unit entered', () => {
    expect(
      unwrap(compensateEcTo25({ ec: 840, ecUnit: 'ppm700', temperature: 77, temperatureUnit: 'F' })).ec25,
    ).toBeCloseTo(840, 9);
    expect(
      unwrap(compensateEcTo25({ ec: 18, ecUnit: 'CF', temperature: 68, temperatureUnit: 'F' })).ec25,
    ).toBeCloseTo(18 / 0.905, 9);
  });

  it('round-trips through the uncompensated reading', () => {
    for (const temperature of [0, 12.5, 25, 31, 50]) {
      const ec25 = unwrap(
        compensateEcTo25({ ec: 2.1, ecUnit: 'mS/cm', temperature, temperatureUnit: 'C' }),
      ).ec25;
      const raw = unwrap(ecAtTemperature({ ec: ec25, ecUnit: 'mS/cm', temperature, temperatureUnit: 'C' }));
      expect(raw).toBeCloseTo(2.1, 12);
    }
  });

  it('keeps to the range where the linear coefficient holds', () => {
    expect(compensateEcTo25({ ec: 1.2, ecUnit: 'mS/cm', temperature: 60, temperatureUnit: 'C' })).toEqual({
      ok: false,
      message: 'Enter a solution temperature between 0 and 50 °C',
      field: 'temperature',
    });
    expect(compensateEcTo25({ ec: -1, ecUnit: 'mS/cm', temperature: 20, temperatureUnit: 'C' })).toEqual({
      ok: false,
      message: 'Enter a conductivity between 0 and 1,000 mS/cm',
      field: 'ec',
    });
  });
});
