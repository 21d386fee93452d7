import { describe, expect, it } from 'vitest';
import { clearsChosenSlot, isStillFree, sameInstant } from './book-state';

describe('sameInstant', () => {
  it('compares moments, not spellings, and never matches an empty choice', () => {
    expect(sameInstant('2026-11-24T10:00:00Z', '2026-11-24T11:00:00+01:00')).toBe(true);
    expect(sameInstant('2026-11-24T10:00:00Z', '2026-11-24T10:30:00Z')).toBe(false);
    expect(sameInstant('', '')).toBe(false);
  });
});

describe('isStillFree', () => {
  const slots = ['2026-11-24T10:00:00+00:00', '2026-11-24T11:00:00+00:00'];
  it('is true while the chosen start is among the free slots', () => {
    expect(isStillFree(slots, '2026-11-24T11:00:00.000Z')).toBe(true);
    expect(isStillFree(slots, '2026-11-24T12:00:00.000Z')).toBe(false);
    expect(isStillFree(slots, '')).toBe(false);
  });
});

describe('clearsChosenSlot', () => {
  it('clears the time for overlap, hours, notice and horizon errors only', () => {
    for (const code of ['23P01', 'AG002', 'AG003', 'AG006']) expect(clearsChosenSlot(code)).toBe(true);
    for (const code of ['AG001', '42501', undefined]) expect(clearsChosenSlot(code)).toBe(false);
  });
});
