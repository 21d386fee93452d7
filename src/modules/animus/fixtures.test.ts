import { describe, expect, it } from 'vitest';
import { computeBadges } from './badges';
import { generateSelections, makeSelection, seededRandom } from './fixtures';
import { selectionFormSchema, selectionToFormValues } from './form-rules';

describe('fixtures', () => {
  it('are deterministic per seed', () => {
    expect(generateSelections(50, 3)).toEqual(generateSelections(50, 3));
    expect(generateSelections(50, 3)).not.toEqual(generateSelections(50, 4));
    const r = seededRandom(9);
    const v = [r(), r(), r()];
    for (const x of v) expect(x >= 0 && x < 1).toBe(true);
  });

  it('produce 5,000 unique, valid selections with derived badges', () => {
    const many = generateSelections(5000, 1);
    expect(many).toHaveLength(5000);
    expect(new Set(many.map((s) => s.id)).size).toBe(5000);
    for (const s of many.slice(0, 200)) {
      expect(s.badges).toEqual(computeBadges(s));
      expect(selectionFormSchema.safeParse(selectionToFormValues(s)).success).toBe(true);
    }
    expect(many.some((s) => s.sensoryData === null)).toBe(true);
  });

  it('makeSelection merges partial overrides', () => {
    const s = makeSelection({ id: 'q', growthMetrics: { yield: 9 }, sensoryData: { ash_color: 'black' } });
    expect(s.growthMetrics).toEqual({ structure: 5, vigor: 5, yield: 9, frost: 5, overall: 5 });
    expect(s.sensoryData?.ash_color).toBe('black');
    expect(s.plantId).toBe('P-q');
    expect(makeSelection({ sensoryData: null }).sensoryData).toBeNull();
  });
});
