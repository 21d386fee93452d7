import { describe, expect, it } from 'vitest';
import { formatReading, NOT_A_NUMBER, parseDecimal, toFormNumber } from './decimal';

const value = (text: string, locale = 'en-US') => {
  const reading = parseDecimal(text, locale);
  return reading.ok ? reading.value : reading.message;
};

describe('parseDecimal', () => {
  it('takes a comma or a point as the decimal separator', () => {
    expect(value('3,5')).toBe(3.5);
    expect(value('3.5')).toBe(3.5);
    expect(value('3,5', 'de-DE')).toBe(3.5);
    expect(value('3.5', 'de-DE')).toBe(3.5);
    expect(value('0,125')).toBe(0.125);
    expect(value(',5')).toBe(0.5);
    expect(value('-2,25')).toBe(-2.25);
    expect(value('−4')).toBe(-4);
    expect(value('  12  ')).toBe(12);
  });

  it('understands grouping in threes, the last separator being the decimal one', () => {
    expect(value('1,234.5')).toBe(1234.5);
    expect(value('1.234,5')).toBe(1234.5);
    expect(value('1,234,567')).toBe(1234567);
    expect(value('1.234.567', 'de-DE')).toBe(1234567);
    expect(value('1 234,5', 'fr-FR')).toBe(1234.5);
    expect(value('1\u202f234', 'fr-FR')).toBe(1234);
    expect(value("1'234.5", 'de-CH')).toBe(1234.5);
  });

  it('reads a single separator before three digits as decimal unless the locale groups with it', () => {
    expect(value('1.234')).toBe(1.234);
    expect(value('1,234', 'de-DE')).toBe(1.234);
    expect(value('1,234')).toBe('“1,234” could be 1234 or 1.234: type 1234 or 1.234.');
    expect(value('1.234', 'de-DE')).toBe('“1.234” could be 1234 or 1.234: type 1234 or 1,234.');
  });

  it('refuses anything else instead of guessing', () => {
    for (const text of [
      'abc',
      '3,5,1',
      '1,23.4',
      '12 34',
      '1.2.3,4',
      '3,5.1',
      '1e5',
      '--1',
      '.',
      ',',
      '5 mL',
    ]) {
      expect(value(text), text).toBe(NOT_A_NUMBER);
    }
  });

  it('says when the reading needs echoing, and empty text is no value', () => {
    expect(parseDecimal('3.5', 'en-US')).toEqual({ ok: true, value: 3.5, echo: false });
    expect(parseDecimal('3,5', 'en-US')).toEqual({ ok: true, value: 3.5, echo: true });
    expect(parseDecimal('1,234.5', 'en-US')).toEqual({ ok: true, value: 1234.5, echo: true });
    expect(parseDecimal('  ', 'en-US')).toEqual({ ok: true, value: null, echo: false });
  });
});

describe('the form side', () => {
  it('stores numbers, NaN for a blank field, and a value no schema accepts for unreadable text', () => {
    expect(toFormNumber('3,5')).toBe(3.5);
    expect(toFormNumber(7)).toBe(7);
    expect(toFormNumber('')).toBeNaN();
    expect(toFormNumber(undefined)).toBeNaN();
    expect(toFormNumber('abc')).toBe(Number.POSITIVE_INFINITY);
  });

  it('shows a reading the locale way with every decimal kept', () => {
    expect(formatReading(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatReading(0.125, 'de-DE')).toBe('0,125');
  });
});
