import { describe, expect, it } from 'vitest';
import { DEFAULT_RECORD_UNITS, formatValue } from './units';

describe('formatValue', () => {
  it('rounds to the measure’s decimals', () => {
    expect(formatValue(21.94, 'percent', DEFAULT_RECORD_UNITS)).toBe('21.9');
    expect(formatValue(0, 'percent', DEFAULT_RECORD_UNITS)).toBe('0');
  });

  it('never shows a small non-zero value as 0 (a CBD of 0.04 % is not "0")', () => {
    expect(formatValue(0.04, 'percent', DEFAULT_RECORD_UNITS)).toBe('0.04');
    expect(formatValue(0.004, 'percent', DEFAULT_RECORD_UNITS)).toBe('0.004');
    expect(formatValue(0.3, 'mass', { ...DEFAULT_RECORD_UNITS, mass: 'g' })).toBe('0.3');
  });

  it('stops at four decimals', () => {
    expect(formatValue(0.00001, 'percent', DEFAULT_RECORD_UNITS)).toBe('0');
  });
});
