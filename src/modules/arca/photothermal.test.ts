import { describe, expect, it } from 'vitest';
import {
  calculatePhotothermal,
  photothermalSchema,
  readPtr,
  type PhotothermalInput,
} from './photothermal.ts';
import type { Result } from './validation.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

const room: PhotothermalInput = {
  light: { mode: 'ppfd', ppfd: 600, photoperiodHours: 18 },
  temperatureUnit: 'C',
  dayTemperature: 26,
  dayHours: 18,
  nightTemperature: 20,
  nightHours: 6,
};

describe('photothermal ratio', () => {
  it('DLI 38.88 over an hour-weighted mean of 24.5 °C gives PTR 1.59', () => {
    const result = unwrap(calculatePhotothermal(room));
    expect(result.dli).toBeCloseTo(38.88, 10);
    // (26 × 18 + 20 × 6) / 24 = 24.5 °C.
    expect(result.meanTemperatureC).toBeCloseTo(24.5, 12);
    expect(result.ptr).toBeCloseTo(38.88 / 24.5, 12);
    expect(result.degreeDay).toBeNull();
    expect(result.reading).toBeNull();
  });

  it('takes a DLI entered directly', () => {
    const result = unwrap(
      calculatePhotothermal({ ...room, light: { mode: 'dli', dli: 20 }, nightTemperature: 26 }),
    );
    expect(result.ptr).toBeCloseTo(20 / 26, 12);
  });

  it('gives the same ratio (always per °C) when temperatures are entered in °F', () => {
    const celsius = unwrap(calculatePhotothermal(room));
    const fahrenheit = unwrap(
      calculatePhotothermal({ ...room, temperatureUnit: 'F', dayTemperature: 78.8, nightTemperature: 68 }),
    );
    expect(fahrenheit.meanTemperatureC).toBeCloseTo(celsius.meanTemperatureC, 10);
    expect(fahrenheit.ptr).toBeCloseTo(celsius.ptr, 10);
  });

  it('divides by degrees above the base temperature in the degree-day variant', () => {
    const result = unwrap(calculatePhotothermal({ ...room, baseTemperature: 10 }));
    expect(result.degreeDay?.ok).toBe(true);
    if (result.degreeDay?.ok) {
      expect(result.degreeDay.value).toBeCloseTo(38.88 / 14.5, 12);
      expect(result.degreeDay.baseTemperatureC).toBe(10);
    }
  });

  it('explains the degree-day variant instead of dividing by zero or a negative', () => {
    const result = unwrap(calculatePhotothermal({ ...room, baseTemperature: 24.5 }));
    expect(result.degreeDay).toEqual({
      ok: false,
      message:
        'The mean temperature (24.5 °C) is not above the base temperature (24.5 °C), so there are no degree-days to divide by.',
    });
  });

  it('reads the result for the chosen stage, as a rule of thumb', () => {
    const vegetative = unwrap(calculatePhotothermal({ ...room, stage: 'vegetative' })).reading;
    expect(vegetative?.level).toBe('typical');
    expect(vegetative?.text).toMatch(
      /^1\.59 mol m⁻² d⁻¹ °C⁻¹ is typical for vegetative growth \(rule of thumb 0\.8–1\.6\)/,
    );
    expect(unwrap(readPtr(0.5, 'flowering')).level).toBe('low');
    expect(unwrap(readPtr(2.5, 'flowering')).level).toBe('high');
    expect(unwrap(readPtr(2.5, 'flowering')).text).toMatch(/rule of thumb 1\.2–2/);
    expect(readPtr(Number.NaN, 'vegetative').ok).toBe(false);
  });

  it.each([
    [{ nightHours: 4 }, 'Day and night hours must add up to 24 h (now 22 h)', 'nightHours'],
    [
      { dayTemperature: -5, nightTemperature: -5 },
      'The mean daily temperature must be above 0 °C (32 °F) for a photothermal ratio',
      'dayTemperature',
    ],
    [{ dayTemperature: 70 }, 'Enter a temperature between -10 and 50 °C', 'dayTemperature'],
    [{ light: { mode: 'ppfd', ppfd: 0, photoperiodHours: 18 } }, 'Enter a PPFD greater than 0', 'light.ppfd'],
    [{ light: { mode: 'dli', dli: 1e6 } }, 'Enter a DLI of at most 260 mol m⁻² d⁻¹', 'light.dli'],
    [{ baseTemperature: 40 }, 'Enter a base temperature between 0 and 30 °C', 'baseTemperature'],
    [{ dayHours: Number.NaN }, 'Enter day hours', 'dayHours'],
  ])('explains %o', (change, message, field) => {
    expect(calculatePhotothermal({ ...room, ...change } as PhotothermalInput)).toEqual({
      ok: false,
      message,
      field,
    });
  });

  it('treats a blank base temperature from a form as not given', () => {
    const parsed = photothermalSchema.safeParse({ ...room, baseTemperature: Number.NaN });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.baseTemperature).toBeUndefined();
  });
});
