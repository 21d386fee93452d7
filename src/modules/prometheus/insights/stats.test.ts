import { describe, expect, it } from 'vitest';
import { median, modifiedZScore, westernElectric } from './stats';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('modifiedZScore', () => {
  it('is 0.6745 (x − median) / MAD', () => {
    // median 10, deviations 2,1,0,1,2 → MAD 1.
    const baseline = [8, 9, 10, 11, 12];
    expect(modifiedZScore(15, baseline)).toBeCloseTo(0.6745 * 5, 10);
    expect(modifiedZScore(5, baseline)).toBeCloseTo(-0.6745 * 5, 10);
  });

  it('falls back to the mean absolute deviation when the MAD is 0', () => {
    // median 10, deviations 0,0,0,0,5 → MAD 0, mean AD 1.
    const baseline = [10, 10, 10, 10, 15];
    expect(modifiedZScore(12, baseline)).toBeCloseTo(2 / 1.253314, 10);
  });

  it('gives no score without spread or baseline', () => {
    expect(modifiedZScore(12, [10, 10, 10])).toBeNull();
    expect(modifiedZScore(12, [])).toBeNull();
  });
});

describe('westernElectric', () => {
  it('rule 1: one point beyond 3 sigma', () => {
    const hits = westernElectric([0, 0.5, -0.5, 3.2], 0, 1);
    expect(hits).toEqual([{ rule: 1, points: [3], side: 'above' }]);
  });

  it('rule 2: two of three beyond 2 sigma on the same side', () => {
    const hits = westernElectric([0, -2.5, 0.1, -2.2], 0, 1);
    expect(hits.find((h) => h.rule === 2)).toEqual({ rule: 2, points: [1, 3], side: 'below' });
    // Opposite sides do not count together.
    expect(westernElectric([2.5, 0, -2.5], 0, 1).find((h) => h.rule === 2)).toBeUndefined();
  });

  it('rule 3: four of five beyond 1 sigma on the same side', () => {
    const hits = westernElectric([1.5, 1.2, 0.2, 1.1, 1.3], 0, 1);
    expect(hits.find((h) => h.rule === 3)).toEqual({ rule: 3, points: [0, 1, 3, 4], side: 'above' });
    expect(westernElectric([1.5, 1.2, 0.2, 0.5, 1.3], 0, 1).find((h) => h.rule === 3)).toBeUndefined();
  });

  it('rule 4: eight in a row on the same side', () => {
    const eight = [0.1, 0.2, 0.3, 0.1, 0.5, 0.2, 0.4, 0.1];
    expect(westernElectric(eight, 0, 1)).toEqual([
      { rule: 4, points: [0, 1, 2, 3, 4, 5, 6, 7], side: 'above' },
    ]);
    expect(westernElectric([...eight.slice(0, 7), -0.1], 0, 1)).toEqual([]);
  });

  it('finds nothing without spread', () => {
    expect(westernElectric([5, 5, 5], 5, 0)).toEqual([]);
  });
});
