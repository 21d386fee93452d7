import { describe, expect, it } from 'vitest';
import { relativeTime, unreadBadgeLabel } from './format';

const now = new Date('2026-11-22T12:00:00Z');

describe('relativeTime', () => {
  it.each([
    ['2026-11-22T11:59:40Z', 'less than a minute ago'],
    ['2026-11-22T11:55:00Z', '5 minutes ago'],
    ['2026-11-22T09:00:00Z', 'about 3 hours ago'],
    ['2026-11-20T12:00:00Z', '2 days ago'],
  ])('%s reads %s', (ts, expected) => {
    expect(relativeTime(ts, now)).toBe(expected);
  });

  it('treats a timestamp from a clock running ahead as just now', () => {
    expect(relativeTime('2026-11-22T12:00:30Z', now)).toBe('less than a minute ago');
  });

  it('returns nothing for an invalid timestamp', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

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
