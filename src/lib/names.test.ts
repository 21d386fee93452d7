import { describe, expect, it } from 'vitest';
import { fullName, initials } from './names';

describe('fullName', () => {
  it('joins the parts there are, trimmed', () => {
    expect(fullName(' Lena ', 'Hofmann')).toBe('Lena Hofmann');
    expect(fullName('Sam', null)).toBe('Sam');
    expect(fullName(null, 'Rivera')).toBe('Rivera');
  });

  it('falls back when there is no name', () => {
    expect(fullName(null, undefined)).toBe('');
    expect(fullName('  ', '', 'Member')).toBe('Member');
  });
});

describe('initials', () => {
  it('builds initials from the names, or ? without any', () => {
    expect(initials(' lena ', 'hofmann')).toBe('LH');
    expect(initials('Sam', null)).toBe('S');
    expect(initials(null, undefined)).toBe('?');
  });
});
