import { describe, expect, it } from 'vitest';
import { limitList, sensoryBars, truncateRationale } from './card';
import { makeSelection } from './fixtures';
import { CARD_BADGE_LIMIT, CARD_TAG_LIMIT } from './selection';

describe('limitList', () => {
  it("keeps the first N and counts the rest for '+N more'", () => {
    expect(limitList(['a', 'b', 'c', 'd', 'e'], CARD_BADGE_LIMIT)).toEqual({
      visible: ['a', 'b', 'c'],
      hiddenCount: 2,
    });
    expect(limitList(['a'], CARD_TAG_LIMIT)).toEqual({ visible: ['a'], hiddenCount: 0 });
  });
});

describe('truncateRationale', () => {
  it("cuts at 150 characters and adds '...'", () => {
    expect(truncateRationale('x'.repeat(150))).toBe('x'.repeat(150));
    expect(truncateRationale(`${'x'.repeat(150)}y`)).toBe(`${'x'.repeat(150)}...`);
    expect(truncateRationale('')).toBe('');
  });
});

describe('sensoryBars', () => {
  it('lists only metrics above 0, with their labels', () => {
    const s = makeSelection({ sensoryData: { aroma_intensity: 0, flavor_quality: 9, smoke_harshness: 0 } });
    expect(sensoryBars(s.sensoryData)).toEqual([
      { key: 'aroma_quality', label: 'Aroma Quality', value: 5 },
      { key: 'flavor_intensity', label: 'Flavor Intensity', value: 5 },
      { key: 'flavor_quality', label: 'Flavor Quality', value: 9 },
    ]);
    expect(sensoryBars(null)).toEqual([]);
  });
});
