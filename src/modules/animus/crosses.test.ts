import { describe, expect, it } from 'vitest';
import { crossName, defaultGeneration, fatherRule, suggestCrossCode } from './crosses';

describe('cross types', () => {
  it('know their father rule and default generation code', () => {
    expect(['F1', 'BX2', 'S1', 'open', 'polycross'].map(fatherRule)).toEqual([
      'required',
      'required',
      'self',
      'none',
      'none',
    ]);
    expect(['F2', 'S1', 'open', 'polycross'].map(defaultGeneration)).toEqual(['F2', 'S1', 'OP', 'PC']);
  });

  it('suggest the next free code from the project’s initials', () => {
    expect(suggestCrossCode('Tangie Cookies', 'F2', [])).toBe('TC-F2-01');
    expect(suggestCrossCode('Tangie Cookies', 'F2', ['tc-f2-01', 'TC-F2-02'])).toBe('TC-F2-03');
    expect(suggestCrossCode('!!!', 'open', [])).toBe('X-OP-01');
  });

  it('name a cross for people', () => {
    expect(crossName('F1', 'Tangie', 'GSC')).toBe('Tangie × GSC');
    expect(crossName('S1', 'Tangie', 'Tangie')).toBe('Tangie (self)');
    expect(crossName('open', 'Tangie', null)).toBe('Tangie × open pollination');
  });
});
