import { describe, expect, it } from 'vitest';
import { applicationWindow, countdown, holdAt, tankMixOrder, type LoggedApplication } from './windows.ts';

const at = (iso: string) => new Date(iso);

describe('an application’s REI and PHI', () => {
  it('takes the largest of its products’, from the end of the application', () => {
    const w = applicationWindow(
      [
        { reiHours: 4, phiDays: 0 },
        { reiHours: 12, phiDays: 3 },
        { reiHours: 0, phiDays: 14 },
      ],
      at('2026-03-01T08:00:00Z'),
      at('2026-03-01T09:30:00Z'),
    );
    expect(w).toMatchObject({ reiHours: 12, phiDays: 14 });
    expect(w!.reiEndsAt.toISOString()).toBe('2026-03-01T21:30:00.000Z');
    expect(w!.phiEndsAt.toISOString()).toBe('2026-03-15T09:30:00.000Z');
  });

  it('counts from the start when no end was logged, and needs a product', () => {
    const w = applicationWindow([{ reiHours: 24, phiDays: 1 }], at('2026-03-01T08:00:00Z'));
    expect(w!.reiEndsAt.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(applicationWindow([], at('2026-03-01T08:00:00Z'))).toBeNull();
  });
});

describe('a room on hold', () => {
  const spray = (start: string, reiHours: number, phiDays: number, products: string): LoggedApplication => ({
    ...applicationWindow([{ reiHours, phiDays }], at(start))!,
    startedAt: at(start),
    products,
  });
  const logged = [
    spray('2026-03-01T08:00:00Z', 12, 3, 'Neem'),
    spray('2026-03-01T10:00:00Z', 4, 7, 'Sulfur'),
  ];

  it('is held by the application whose interval ends last, only between its start and its end', () => {
    expect(holdAt(logged, at('2026-03-01T13:00:00Z'), 'rei')?.products).toBe('Neem');
    expect(holdAt(logged, at('2026-03-01T19:59:00Z'), 'rei')?.products).toBe('Neem');
    expect(holdAt(logged, at('2026-03-01T20:00:00Z'), 'rei')).toBeNull();
    expect(holdAt(logged, at('2026-03-01T20:00:00Z'), 'phi')?.products).toBe('Sulfur');
    expect(holdAt(logged, at('2026-03-01T07:59:00Z'), 'rei')).toBeNull();
    expect(holdAt(logged, at('2026-03-08T10:00:00Z'), 'phi')).toBeNull();
  });

  it('shows a countdown', () => {
    const now = at('2026-03-01T08:00:00Z');
    expect(countdown(at('2026-03-03T12:00:00Z'), now)).toBe('2 d 4 h');
    expect(countdown(at('2026-03-03T08:00:00Z'), now)).toBe('2 d');
    expect(countdown(at('2026-03-01T11:20:30Z'), now)).toBe('3 h 20 min');
    expect(countdown(at('2026-03-01T08:12:00Z'), now)).toBe('12 min');
    expect(countdown(at('2026-03-01T08:00:30Z'), now)).toBe('less than a minute');
    expect(countdown(now, now)).toBe('ended');
  });
});

describe('tank-mix order (W-A-L-E-S)', () => {
  it('puts powders and granules first, then flowables, emulsifiables and solutions', () => {
    const order = tankMixOrder([
      { name: 'surfactant', formulation: 'SL' },
      { name: 'abamectin', formulation: 'EC' },
      { name: 'sulfur', formulation: 'WG' },
      { name: 'unknown', formulation: null },
      { name: 'spinosad', formulation: 'SC' },
    ]);
    expect(order.map((p) => p.name)).toEqual(['sulfur', 'spinosad', 'abamectin', 'surfactant', 'unknown']);
  });
});
