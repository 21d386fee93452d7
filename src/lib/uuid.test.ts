import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts row ids in either case', () => {
    expect(isUuid('c0000000-0000-4000-8000-000000000005')).toBe(true);
    expect(isUuid('C0000000-0000-4000-8000-00000000000A')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      'not-a-uuid',
      '123',
      'c0000000-0000-4000-8000-00000000000',
      'c0000000-0000-4000-8000-000000000005x',
    ])
      expect(isUuid(id)).toBe(false);
  });
});
