import { describe, expect, it } from 'vitest';
import { generateSelections, makeSelection } from './fixtures';
import {
  buildPercentilePools,
  calculatePercentile,
  computeAllPercentiles,
  lowerBound,
  percentileFromPool,
  percentileLabel,
  poolPercentile,
  selectionPercentiles,
} from './percentiles';
import type { Selection } from './selection';

describe('lowerBound', () => {
  it('finds the first element at or above the value', () => {
    const a = [1, 2, 2, 2, 5];
    expect(lowerBound(a, 0)).toBe(0);
    expect(lowerBound(a, 2)).toBe(1);
    expect(lowerBound(a, 3)).toBe(4);
    expect(lowerBound(a, 5)).toBe(4);
    expect(lowerBound(a, 6)).toBe(5);
    expect(lowerBound([], 1)).toBe(0);
  });
});

describe('percentileFromPool / calculatePercentile', () => {
  it('is the position of the first value at or above it, as a percent of the count', () => {
    const pool = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(calculatePercentile(pool, 1)).toBe(0);
    expect(calculatePercentile(pool, 6)).toBe(50);
    expect(calculatePercentile(pool, 10)).toBe(90);
    expect(calculatePercentile(pool, 5.5)).toBe(50);
  });

  it('rounds to the nearest whole percent, halves up', () => {
    expect(calculatePercentile([1, 2, 3, 4, 5, 6, 7, 8], 2)).toBe(13); // 1/8 = 12.5
    expect(calculatePercentile([1, 2, 3], 3)).toBe(67); // 2/3 = 66.67
    expect(calculatePercentile([1, 2, 3], 2)).toBe(33); // 1/3 = 33.33
    // 29 of 200 is exactly 14.5 %, which a naive (29 / 200) * 100 computes as 14.4999...
    const pool = [...Array<number>(29).fill(1), ...Array<number>(171).fill(2)];
    expect(calculatePercentile(pool, 2)).toBe(15);
  });

  it('gives tied values the same percentile (the first of the ties)', () => {
    const pool = [3, 7, 7, 7, 9];
    expect(calculatePercentile(pool, 7)).toBe(20);
    expect(calculatePercentile([7, 7, 7, 7], 7)).toBe(0);
  });

  it('is 50 with no data and 100 when no value is at or above it', () => {
    expect(calculatePercentile([], 7)).toBe(50);
    expect(calculatePercentile([1, 2, 3], 4)).toBe(100);
    expect(percentileFromPool(new Float64Array([1, 2]), Number.NaN)).toBe(50);
  });

  it('does not depend on input order', () => {
    expect(calculatePercentile([9, 1, 5, 3], 5)).toBe(50);
  });
});

describe('poolPercentile', () => {
  it('agrees with the plain sorted-array rule on every value', () => {
    const many = generateSelections(500, 3);
    const pools = buildPercentilePools(many);
    for (const pool of Object.values(pools)) {
      for (let v = -1; v <= 11; v += 0.25)
        expect(poolPercentile(pool, v)).toBe(percentileFromPool(pool.sorted, v));
    }
  });
});

describe('percentileLabel', () => {
  it.each([
    [0, 'Below Average'],
    [24, 'Below Average'],
    [25, 'Average'],
    [49, 'Average'],
    [50, 'Above Average'],
    [74, 'Above Average'],
    [75, 'Exceptional'],
    [89, 'Exceptional'],
    [90, 'Top Tier'],
    [100, 'Top Tier'],
  ])('%d is %s', (p, label) => {
    expect(percentileLabel(p)).toBe(label);
  });
});

describe('pools and per-card percentiles', () => {
  const a = makeSelection({
    id: 'a',
    growthMetrics: { yield: 2 },
    sensoryData: { aroma_quality: 0, smoke_harshness: 4 },
  });
  const b = makeSelection({
    id: 'b',
    growthMetrics: { yield: 6 },
    sensoryData: { aroma_quality: 8, smoke_harshness: 0 },
  });
  const c = makeSelection({ id: 'c', growthMetrics: { yield: 9 }, sensoryData: null });
  const d = makeSelection({ id: 'd', growthMetrics: { yield: 6 }, sensoryData: { aroma_quality: 4 } });

  it('sorts pools ascending and leaves sensory zeros and missing records out', () => {
    const pools = buildPercentilePools([a, b, c, d]);
    expect([...pools.yield.sorted]).toEqual([2, 6, 6, 9]);
    expect([...pools.aroma_quality.sorted]).toEqual([4, 8]);
    expect([...pools.smoke_harshness.sorted]).toEqual([4, 5]);
    expect([...pools.overall.sorted]).toEqual([5, 5, 5, 5]);
  });

  it('gives every card its growth percentiles and null for sensory metrics it has no reading for', () => {
    const all = computeAllPercentiles([a, b, c, d]);
    expect(all.get('a')?.yield).toBe(0);
    expect(all.get('b')?.yield).toBe(25);
    expect(all.get('d')?.yield).toBe(25);
    expect(all.get('c')?.yield).toBe(75);
    expect(all.get('a')?.aroma_quality).toBeNull();
    expect(all.get('b')?.aroma_quality).toBe(50);
    expect(all.get('d')?.aroma_quality).toBe(0);
    expect(all.get('c')?.aroma_intensity).toBeNull();
    expect(all.get('b')?.smoke_harshness).toBeNull();
  });

  it('ranks smoke harshness lower-is-better: the smoother reading has the higher percentile (issue 14 §18)', () => {
    const all = computeAllPercentiles([a, b, c, d]);
    // a is 4, d the default 5: a is smoother than half the pool, d smoother than none.
    expect(all.get('a')?.smoke_harshness).toBe(50);
    expect(all.get('d')?.smoke_harshness).toBe(0);
    const e = makeSelection({ id: 'e', sensoryData: { smoke_harshness: 2 } });
    const f = makeSelection({ id: 'f', sensoryData: { smoke_harshness: 2 } });
    const g = makeSelection({ id: 'g', sensoryData: { smoke_harshness: 9 } });
    const more = computeAllPercentiles([a, d, e, f, g]);
    expect(more.get('e')?.smoke_harshness).toBe(60); // ties share: 3 of 5 (4, 5, 9) are harsher
    expect(more.get('f')?.smoke_harshness).toBe(60);
    expect(more.get('g')?.smoke_harshness).toBe(0);
    expect(more.get('a')?.smoke_harshness).toBe(40);
  });

  it('ranks shown cards against the whole population, given as a list or as built pools', () => {
    const shown = computeAllPercentiles([c], [a, b, c, d]);
    expect([...shown.keys()]).toEqual(['c']);
    expect(shown.get('c')?.yield).toBe(75);
    const pools = buildPercentilePools([a, b, c, d]);
    expect(computeAllPercentiles([b, c], pools)).toEqual(computeAllPercentiles([b, c], [a, b, c, d]));
  });

  it('keeps distinct values with the count below each', () => {
    const pools = buildPercentilePools([a, b, c, d]);
    expect([...pools.yield.distinct]).toEqual([2, 6, 9]);
    expect([...pools.yield.below]).toEqual([0, 1, 3]);
  });

  it('leaves null values from loosely typed rows out of the pools', () => {
    const loose = makeSelection({ id: 'n' });
    (loose.growthMetrics as unknown as Record<string, unknown>).yield = null;
    (loose.sensoryData as unknown as Record<string, unknown>).aroma_quality = null;
    const pools = buildPercentilePools([loose, a] as Selection[]);
    expect([...pools.yield.sorted]).toEqual([2]);
    expect([...pools.aroma_quality.sorted]).toEqual([]);
    expect(selectionPercentiles(loose, pools).aroma_quality).toBeNull();
    expect(selectionPercentiles(loose, pools).yield).toBe(50);
  });

  it('answers 50 for a metric whose pool is empty', () => {
    const pools = buildPercentilePools([c]);
    expect(pools.aroma_quality.sorted.length).toBe(0);
    const lone = makeSelection({ id: 'x', sensoryData: { aroma_quality: 7 } });
    expect(selectionPercentiles(lone, pools).aroma_quality).toBe(50);
    expect(computeAllPercentiles([]).size).toBe(0);
  });

  it('handles 5,000 selections in one pass and agrees with a direct count', () => {
    const many = generateSelections(5000, 42);
    const all = computeAllPercentiles(many);
    expect(all.size).toBe(5000);
    const overall = many.map((s) => s.growthMetrics.overall);
    for (const s of many.slice(0, 50)) {
      const below = overall.filter((v) => v < s.growthMetrics.overall).length;
      expect(all.get(s.id)?.overall).toBe(Math.round((below * 100) / overall.length));
    }
  });
});
