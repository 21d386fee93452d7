import { describe, expect, it } from 'vitest';
import { answeredCount, parseNumber, sheetPayload, toggleChoice } from './answers';

describe('toggleChoice', () => {
  it('replaces a single answer and adds or removes multiple ones', () => {
    expect(toggleChoice('single', { choice: 'a' }, 'b', true)).toEqual({ choice: 'b' });
    expect(toggleChoice('multiple', null, 'a', true)).toEqual({ choices: ['a'] });
    expect(toggleChoice('multiple', { choices: ['a', 'b'] }, 'a', false)).toEqual({ choices: ['b'] });
    expect(toggleChoice('multiple', { choices: ['a'] }, 'a', true)).toEqual({ choices: ['a'] });
  });
});

describe('the payload', () => {
  it('keys answers by slot, erases cleared ones and counts answered ones', () => {
    const sheet = { 1: { choice: 'a' }, 2: { choices: [] }, 3: null, 4: { value: 0 } };
    expect(sheetPayload(sheet)).toEqual({ 1: { choice: 'a' }, 2: {}, 3: {}, 4: { value: 0 } });
    expect(answeredCount(sheet)).toBe(2);
  });
});

describe('parseNumber', () => {
  it.each([
    ['7.5', 7.5],
    ['7,5', 7.5],
    [' 1 200 ', 1200],
    ['-3', -3],
    ['.5', 0.5],
  ])('%s → %s', (input, n) => expect(parseNumber(input)).toBe(n));

  it.each(['', 'abc', '1.2.3', '1e5', '12 mL'])('refuses %j', (input) =>
    expect(parseNumber(input)).toBeNull(),
  );
});
