import { describe, expect, it } from 'vitest';
import { convertState, lightResult, readNumber, toInputText } from './converter.ts';
import { formatConverted } from './display.ts';
import { toSavable, fromSaved } from './saved-calculation.ts';

describe('two-way converter state', () => {
  it('computes the other side from the side typed in last', () => {
    const ab = convertState('ec', { source: 'a', text: '1.0', aUnit: 'mS/cm', bUnit: 'ppm640' });
    expect(ab.ok && ab.converted).toBe(640);
    const ba = convertState('ec', { source: 'b', text: '700', aUnit: 'mS/cm', bUnit: 'ppm700' });
    expect(ba.ok && ba.converted).toBe(1);
  });

  it('round-trips A → B → A within rounding', () => {
    const there = convertState('volume', { source: 'a', text: '7.57', aUnit: 'L', bUnit: 'gal' });
    if (!there.ok) throw new Error(there.message);
    const back = convertState('volume', {
      source: 'b',
      text: toInputText(there.converted),
      aUnit: 'L',
      bUnit: 'gal',
    });
    expect(back.ok && back.converted).toBeCloseTo(7.57, 4);
  });

  it('gives the message instead of a number for empty, negative and absurd input', () => {
    expect(convertState('ec', { source: 'a', text: '', aUnit: 'mS/cm', bUnit: 'CF' })).toEqual({
      ok: false,
      message: 'Enter a conductivity',
    });
    expect(convertState('volume', { source: 'a', text: '-1', aUnit: 'L', bUnit: 'gal' }).ok).toBe(false);
    expect(convertState('mass', { source: 'a', text: '1e300', aUnit: 'kg', bUnit: 'g' }).ok).toBe(false);
    expect(convertState('temperature', { source: 'a', text: '-500', aUnit: 'C', bUnit: 'F' }).ok).toBe(false);
  });

  it('reads a decimal comma and writes no float noise', () => {
    expect(readNumber('1,5')).toBe(1.5);
    expect(readNumber('  ')).toBeNaN();
    expect(toInputText(0.1 + 0.2)).toBe('0.3');
  });
});

describe('PPFD ↔ DLI state', () => {
  it('gives DLI 38.88 for PPFD 600 over 18 h, and PPFD back from a DLI', () => {
    const dli = lightResult({ source: 'ppfd', ppfd: '600', dli: '', photoperiod: '18' });
    expect(dli.ok && dli.dli).toBeCloseTo(38.88, 6);
    const ppfd = lightResult({ source: 'dli', ppfd: '', dli: '38.88', photoperiod: '18' });
    expect(ppfd.ok && ppfd.ppfd).toBeCloseTo(600, 6);
    expect(lightResult({ source: 'ppfd', ppfd: '600', dli: '', photoperiod: '0' }).ok).toBe(false);
  });
});

describe('display and saving helpers', () => {
  it('formats converted values without exponents', () => {
    expect(formatConverted(500)).toBe('500');
    expect(formatConverted(0.000123)).toBe('0.000123');
    expect(formatConverted(1234.56)).toBe('1,234.6');
  });

  it('saves blank numbers as null and reopens them as blank', () => {
    const saved = toSavable({ a: Number.NaN, b: 2, c: [Number.POSITIVE_INFINITY] });
    expect(saved).toEqual({ a: null, b: 2, c: [null] });
    expect(fromSaved<{ a: number }>(saved).a).toBeNaN();
  });
});
