import { describe, expect, it } from 'vitest';
import { numberOrNull } from './values';

describe('numberOrNull', () => {
  it('keeps an empty field empty, whether typed blank or never touched', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(null)).toBeNull();
    expect(numberOrNull(undefined)).toBeNull();
  });
  it('reads typed text with the shared number reader, leaving bad text for the schema to refuse', () => {
    expect(numberOrNull('12')).toBe(12);
    expect(numberOrNull('0.5')).toBe(0.5);
    expect(numberOrNull('3,5')).toBe(3.5);
    expect(numberOrNull(7)).toBe(7);
    // Not a finite number, so every "a number ≥ …" rule refuses it instead of taking it for blank.
    expect(Number.isFinite(numberOrNull('abc'))).toBe(false);
    expect(numberOrNull('abc')).not.toBeNull();
  });
});
