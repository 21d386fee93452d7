import { describe, expect, it } from 'vitest';
import { daysLeftToRestore, restorableSince, restoreWindowLabel, RESTORE_DAYS } from './deleted';

const now = new Date('2026-11-24T12:00:00Z');

describe('restore window', () => {
  it('starts 30 days before now', () => {
    expect(RESTORE_DAYS).toBe(30);
    expect(restorableSince(now)).toBe('2026-10-25T12:00:00.000Z');
  });

  it('counts the days left, rounding a part day up', () => {
    expect(daysLeftToRestore('2026-11-24T11:00:00Z', now)).toBe(30);
    expect(daysLeftToRestore('2026-11-10T12:00:00Z', now)).toBe(16);
    expect(daysLeftToRestore('2026-10-25T13:00:00Z', now)).toBe(1);
    expect(daysLeftToRestore('2026-10-25T12:00:00Z', now)).toBe(0);
    expect(daysLeftToRestore('2026-10-01T12:00:00Z', now)).toBe(0);
  });

  it('words the time left', () => {
    expect(restoreWindowLabel('2026-11-10T12:00:00Z', now)).toBe('Restorable for 16 more days');
    expect(restoreWindowLabel('2026-10-25T13:00:00Z', now)).toBe('Restorable for less than a day');
    expect(restoreWindowLabel('2026-10-20T12:00:00Z', now)).toBe('No longer restorable');
  });
});
