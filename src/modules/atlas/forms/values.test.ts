import { describe, expect, it } from 'vitest';
import { numberOrNull } from './values';

describe('numberOrNull', () => {
  it('keeps an empty field empty, whether typed blank or never touched', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(null)).toBeNull();
    expect(numberOrNull(undefined)).toBeNull();
  });
  it('turns typed text into a number, leaving bad text for the schema to refuse', () => {
    expect(numberOrNull('12')).toBe(12);
    expect(numberOrNull('0.5')).toBe(0.5);
    expect(numberOrNull(7)).toBe(7);
    expect(numberOrNull('abc')).toBeNaN();
  });
});
