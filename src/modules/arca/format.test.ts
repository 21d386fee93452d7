import { describe, expect, it } from 'vitest';
import { formatNumber, roundSignificant, roundTo } from './format.ts';

describe('roundTo', () => {
  it('rounds half away from zero, including values stored just under the half', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5)).toBe(3);
    expect(roundTo(-2.5)).toBe(-3);
    expect(roundTo(38.88, 1)).toBe(38.9);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.0001, 2), 0)).toBe(true);
  });
});

describe('roundSignificant', () => {
  it('rounds to significant figures in the requested direction', () => {
    expect(roundSignificant(132.086, 3)).toBe(132);
    expect(roundSignificant(132.086, 3, 'up')).toBe(133);
    expect(roundSignificant(0.026417, 3, 'down')).toBe(0.0264);
    expect(roundSignificant(-459.67, 3, 'up')).toBe(-459);
  });

  it('leaves exact values alone', () => {
    expect(roundSignificant(1000, 3, 'down')).toBe(1000);
    expect(roundSignificant(0, 3)).toBe(0);
  });
});

describe('formatNumber', () => {
  it('groups thousands and limits decimals', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(100_000)).toBe('100,000');
    expect(formatNumber(0.5, 0)).toBe('1');
  });

  it('shows a dash rather than NaN or Infinity', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('does not print -0', () => {
    expect(formatNumber(-0.0001)).toBe('0');
  });
});
