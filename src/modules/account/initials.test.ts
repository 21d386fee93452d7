import { expect, it } from 'vitest';
import { initialsOf } from './initials';

it('builds initials from the names, or ? without any', () => {
  expect(initialsOf(' lena ', 'hofmann')).toBe('LH');
  expect(initialsOf('Sam', null)).toBe('S');
  expect(initialsOf(null, undefined)).toBe('?');
});
