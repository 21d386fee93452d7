import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  checkNumber,
  checkQuantity,
  finiteOrFail,
  numberField,
  optionalNumberField,
  parseWith,
  quantityValueField,
  refineQuantity,
  type NumberRule,
  type QuantityRule,
} from './validation.ts';

const VOLUME: NumberRule = { subject: 'a volume', min: 0, max: 500, minExclusive: true, unit: 'L' };
const HUMIDITY: NumberRule = { subject: 'a relative humidity', min: 0, max: 100, unit: '%' };
const PLANTS: NumberRule = { subject: 'a number of plants', min: 1, max: 100_000, integer: true };

const LITRES_OR_GALLONS: QuantityRule<'L' | 'gal'> = {
  subject: 'a container volume',
  min: 0,
  max: 500,
  minExclusive: true,
  units: { L: { label: 'L', factor: 1 }, gal: { label: 'gal (US)', factor: 3.785411784 } },
};
const CELSIUS_OR_FAHRENHEIT: QuantityRule<'C' | 'F'> = {
  subject: 'an air temperature',
  min: 0,
  max: 50,
  units: { C: { label: '°C', factor: 1 }, F: { label: '°F', factor: 5 / 9, offset: -160 / 9 } },
};

describe('checkNumber', () => {
  it('accepts a number inside the range', () => {
    expect(checkNumber(7.57, VOLUME)).toEqual({ ok: true, value: 7.57 });
  });

  it.each([undefined, null, '', '3', Number.NaN])('asks for the value when it is empty (%p)', (value) => {
    expect(checkNumber(value, VOLUME)).toEqual({ ok: false, message: 'Enter a volume' });
  });

  it.each([0, -1, Number.NEGATIVE_INFINITY])('rejects %p when the minimum is exclusive', (value) => {
    expect(checkNumber(value, VOLUME)).toEqual({ ok: false, message: 'Enter a volume greater than 0' });
  });

  it.each([500.01, 1e300, Number.POSITIVE_INFINITY])('rejects absurdly large %p', (value) => {
    expect(checkNumber(value, VOLUME)).toEqual({ ok: false, message: 'Enter a volume of at most 500 L' });
  });

  it('states both ends of an inclusive range', () => {
    expect(checkNumber(0, HUMIDITY).ok).toBe(true);
    expect(checkNumber(100, HUMIDITY).ok).toBe(true);
    expect(checkNumber(-5, HUMIDITY)).toEqual({
      ok: false,
      message: 'Enter a relative humidity between 0 and 100 %',
    });
    expect(checkNumber(101, HUMIDITY)).toEqual({
      ok: false,
      message: 'Enter a relative humidity between 0 and 100 %',
    });
  });

  it('asks for whole numbers where a count is expected', () => {
    expect(checkNumber(1.5, PLANTS)).toEqual({
      ok: false,
      message: 'Enter a number of plants as a whole number',
    });
    expect(checkNumber(0, PLANTS)).toEqual({
      ok: false,
      message: 'Enter a number of plants between 1 and 100,000',
    });
  });
});

describe('checkQuantity', () => {
  it('returns the value in the base unit', () => {
    const result = checkQuantity(2, 'gal', LITRES_OR_GALLONS);
    expect(result.ok && result.value).toBeCloseTo(7.5708, 4);
  });

  it('shows the limit in the chosen unit, rounded inside the range', () => {
    expect(checkQuantity(501, 'L', LITRES_OR_GALLONS)).toEqual({
      ok: false,
      message: 'Enter a container volume of at most 500 L',
    });
    // 500 L = 132.086 gal; the message shows 132, which is itself accepted.
    expect(checkQuantity(133, 'gal', LITRES_OR_GALLONS)).toEqual({
      ok: false,
      message: 'Enter a container volume of at most 132 gal (US)',
    });
    expect(checkQuantity(132, 'gal', LITRES_OR_GALLONS).ok).toBe(true);
    expect(checkQuantity(0, 'gal', LITRES_OR_GALLONS)).toEqual({
      ok: false,
      message: 'Enter a container volume greater than 0',
    });
  });

  it('converts affine units such as °F for both the check and the message', () => {
    const result = checkQuantity(77, 'F', CELSIUS_OR_FAHRENHEIT);
    expect(result.ok && result.value).toBeCloseTo(25, 10);
    expect(checkQuantity(130, 'F', CELSIUS_OR_FAHRENHEIT)).toEqual({
      ok: false,
      message: 'Enter an air temperature between 32 and 122 °F',
    });
  });

  it('asks for a unit it does not know', () => {
    expect(checkQuantity(1, 'pint' as 'L', LITRES_OR_GALLONS)).toEqual({
      ok: false,
      message: 'Choose a unit',
    });
  });
});

describe('zod fields', () => {
  it('give the same messages as the plain checks', () => {
    const field = numberField(VOLUME);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 0, -3, 900, '12']) {
      const parsed = field.safeParse(value);
      const checked = checkNumber(value, VOLUME);
      expect(parsed.success).toBe(false);
      expect(checked.ok).toBe(false);
      if (!parsed.success && !checked.ok) expect(parsed.error.issues[0]?.message).toBe(checked.message);
    }
    expect(field.parse(12)).toBe(12);
  });

  it('treat a blank optional field as missing, not as an error', () => {
    const field = optionalNumberField(HUMIDITY);
    expect(field.parse(Number.NaN)).toBeUndefined();
    expect(field.parse('')).toBeUndefined();
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse(40)).toBe(40);
    expect(field.safeParse(140).error?.issues[0]?.message).toBe(
      'Enter a relative humidity between 0 and 100 %',
    );
  });

  it('check a quantity against the limits of its unit', () => {
    const schema = z
      .object({ volume: quantityValueField(LITRES_OR_GALLONS), unit: z.enum(['L', 'gal']) })
      .check(
        z.superRefine((input, ctx) =>
          refineQuantity(ctx, input.volume, input.unit, LITRES_OR_GALLONS, 'volume'),
        ),
      );
    expect(parseWith(schema, { volume: 200, unit: 'gal' })).toEqual({
      ok: false,
      message: 'Enter a container volume of at most 132 gal (US)',
      field: 'volume',
    });
    expect(parseWith(schema, { volume: Number.NaN, unit: 'L' })).toEqual({
      ok: false,
      message: 'Enter a container volume',
      field: 'volume',
    });
    expect(parseWith(schema, { volume: 10, unit: 'gal' })).toEqual({
      ok: true,
      value: { volume: 10, unit: 'gal' },
    });
  });
});

describe('finiteOrFail', () => {
  it('passes finite results through', () => {
    expect(finiteOrFail({ a: 1, b: [2, { c: 3 }], d: null, e: 'x' })).toEqual({
      ok: true,
      value: { a: 1, b: [2, { c: 3 }], d: null, e: 'x' },
    });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'catches %p anywhere in a result',
    (bad) => {
      const result = finiteOrFail({ a: 1, nested: { list: [1, bad] } });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.message).toMatch(/too large/);
    },
  );
});
