import { describe, expect, it } from 'vitest';
import { climateRange, MAX_DAYS } from './range';

describe('climate period', () => {
  it('ends a preset at the next 5-minute mark', () => {
    const now = Date.parse('2026-11-24T10:02:30Z');
    expect(climateRange({ preset: '7d' }, now)).toEqual({
      from: '2026-11-17T10:05:00.000Z',
      to: '2026-11-24T10:05:00.000Z',
    });
  });

  it('runs custom dates from local midnight to the midnight after the last day', () => {
    const r = climateRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-03' }, 0);
    expect(r.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(r.to).toBe(new Date(2026, 10, 4).toISOString());
  });

  it('caps a long custom period', () => {
    const r = climateRange({ preset: 'custom', from: '2020-01-01', to: '2026-11-03' }, 0);
    expect(Date.parse(r.to) - Date.parse(r.from)).toBe(MAX_DAYS * 86_400_000);
  });
});
