import { describe, expect, it } from 'vitest';
import { unreadBadgeLabel } from './format';

describe('unreadBadgeLabel', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%d → %s', (count, label) => {
    expect(unreadBadgeLabel(count)).toBe(label);
  });
});
