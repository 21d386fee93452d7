// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadUnits, saveUnits } from './remembered-units.ts';

const allowed = { volume: ['L', 'gal'], temp: ['C', 'F'] } as const;

describe('remembered units', () => {
  afterEach(() => window.localStorage.clear());

  it('falls back to the defaults', () => {
    expect(loadUnits('u1', 'shot', { volume: 'L', temp: 'C' }, allowed)).toEqual({ volume: 'L', temp: 'C' });
  });

  it('remembers per user and per tool', () => {
    saveUnits('u1', 'shot', { volume: 'gal' });
    expect(loadUnits('u1', 'shot', { volume: 'L', temp: 'C' }, allowed)).toEqual({
      volume: 'gal',
      temp: 'C',
    });
    expect(loadUnits('u2', 'shot', { volume: 'L', temp: 'C' }, allowed).volume).toBe('L');
    expect(loadUnits('u1', 'other', { volume: 'L', temp: 'C' }, allowed).volume).toBe('L');
  });

  it('ignores units that are no longer offered and broken storage', () => {
    saveUnits('u1', 'shot', { volume: 'barrel' });
    expect(loadUnits('u1', 'shot', { volume: 'L', temp: 'C' }, allowed).volume).toBe('L');
    window.localStorage.setItem('canopy.arca.units.u1', '{not json');
    expect(loadUnits('u1', 'shot', { volume: 'L', temp: 'C' }, allowed).volume).toBe('L');
  });
});
