import { describe, expect, it } from 'vitest';
import { harvestRange } from './period.ts';

describe('harvestRange', () => {
  const now = new Date(2026, 10, 24, 15, 30);

  it('a preset runs from local midnight that many days ago to the midnight after today', () => {
    const r = harvestRange({ preset: '90d' }, now);
    expect(new Date(r.from)).toEqual(new Date(2026, 7, 26));
    expect(new Date(r.to)).toEqual(new Date(2026, 10, 25));
    expect(harvestRange({ preset: '90d' }, new Date(2026, 10, 24, 23, 59))).toEqual(r);
  });

  it('custom dates cover whole local days, the last one included', () => {
    const r = harvestRange({ preset: 'custom', from: '2026-01-01', to: '2026-03-31' }, now);
    expect(new Date(r.from)).toEqual(new Date(2026, 0, 1));
    expect(new Date(r.to)).toEqual(new Date(2026, 3, 1));
  });
});
