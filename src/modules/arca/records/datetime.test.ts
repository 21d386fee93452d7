import { describe, expect, it } from 'vitest';
import { formatWhen, toLocalInput } from './datetime.ts';

describe('datetime', () => {
  it('writes the value a datetime-local input expects, in local time', () => {
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4, 59))).toBe('2026-01-02T03:04');
  });

  it('says today, yesterday and tomorrow in words', () => {
    const now = new Date(2026, 2, 10, 12);
    expect(formatWhen(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('Today, 9:05 AM');
    expect(formatWhen(new Date(2026, 2, 9, 18, 0).toISOString(), now)).toBe('Yesterday, 6:00 PM');
    expect(formatWhen(new Date(2026, 2, 11, 8, 0).toISOString(), now)).toBe('Tomorrow, 8:00 AM');
    expect(formatWhen(new Date(2026, 2, 1, 8, 0).toISOString(), now)).toBe('Mar 1, 2026 at 8:00 AM');
  });
});
