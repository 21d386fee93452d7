import { describe, expect, it } from 'vitest';
import {
  anySensoryData,
  breakdownCell,
  growthBarRows,
  sensoryCell,
  COMPARE_SORT_KEYS,
  commonProfiles,
  compareTags,
  foundInText,
  growthStatistics,
  hasDetails,
  hasSensoryData,
  metricStatistics,
  removeFromComparison,
  sortForComparison,
  tagBreakdown,
  toggleCompareSort,
  type CompareSortKey,
} from './compare';
import { makeSelection } from './fixtures';
import type { SelectionTag } from './selection';

const ids = (list: { id: string }[]) => list.map((s) => s.id);
const tag = (name: string, category: SelectionTag['category'] = 'aroma'): SelectionTag => ({
  id: `t-${name}-${category}`,
  name,
  category,
});

const a = makeSelection({
  id: 'a',
  plantId: 'PL-10',
  generation: 'F2',
  selectionDate: '2024-02-01',
  growthMetrics: { structure: 8, vigor: 6, yield: 4, frost: 9, overall: 7.5 },
  sensoryData: { aroma_quality: 9, flavor_quality: 0 },
});
const b = makeSelection({
  id: 'b',
  plantId: 'PL-2',
  generation: 'BX1',
  selectionDate: '2024-03-01',
  growthMetrics: { structure: 3, vigor: 9, yield: 7, frost: 2, overall: 6 },
  sensoryData: { aroma_quality: 4, flavor_quality: 8 },
});
const c = makeSelection({
  id: 'c',
  plantId: 'PL-3',
  generation: 'F1',
  selectionDate: '2024-01-01',
  growthMetrics: { structure: 5, vigor: 6, yield: 10, frost: 5, overall: 9 },
  sensoryData: null,
});

describe('sortForComparison', () => {
  it('knows the ten spec column keys', () => {
    expect(COMPARE_SORT_KEYS).toEqual([
      'plantId',
      'generation',
      'date',
      'structure',
      'vigor',
      'yield',
      'frost',
      'overall',
      'aroma',
      'flavor',
    ]);
  });

  it.each<[CompareSortKey, string[]]>([
    ['plantId', ['b', 'c', 'a']],
    ['generation', ['c', 'a', 'b']],
    ['date', ['c', 'a', 'b']],
    ['structure', ['b', 'c', 'a']],
    ['yield', ['a', 'b', 'c']],
    ['frost', ['b', 'c', 'a']],
    ['overall', ['b', 'a', 'c']],
  ])('sorts by %s ascending and reverses for descending', (key, asc) => {
    expect(ids(sortForComparison([a, b, c], { key, direction: 'asc' }))).toEqual(asc);
    expect(ids(sortForComparison([c, b, a], { key, direction: 'desc' }))).toEqual([...asc].reverse());
  });

  it('breaks ties by plant id whatever the direction', () => {
    // a and c both have vigor 6; PL-3 sorts before PL-10.
    expect(ids(sortForComparison([a, b, c], { key: 'vigor', direction: 'asc' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortForComparison([a, b, c], { key: 'vigor', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
  });

  it('sorts aroma and flavor by quality with missing readings last both ways', () => {
    expect(ids(sortForComparison([a, b, c], { key: 'aroma', direction: 'desc' }))).toEqual(['a', 'b', 'c']);
    expect(ids(sortForComparison([a, b, c], { key: 'aroma', direction: 'asc' }))).toEqual(['b', 'a', 'c']);
    // a's flavor quality is 0 (unrated), c has no sensory record.
    expect(ids(sortForComparison([c, a, b], { key: 'flavor', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
  });

  it('keeps the given order without a sort and never mutates the input', () => {
    const input = [c, a, b];
    expect(ids(sortForComparison(input, null))).toEqual(['c', 'a', 'b']);
    sortForComparison(input, { key: 'plantId', direction: 'asc' });
    expect(ids(input)).toEqual(['c', 'a', 'b']);
  });

  it('toggles direction on the same column and starts new columns sensibly', () => {
    expect(toggleCompareSort(null, 'plantId')).toEqual({ key: 'plantId', direction: 'asc' });
    expect(toggleCompareSort(null, 'overall')).toEqual({ key: 'overall', direction: 'desc' });
    expect(toggleCompareSort({ key: 'overall', direction: 'desc' }, 'overall')).toEqual({
      key: 'overall',
      direction: 'asc',
    });
    expect(toggleCompareSort({ key: 'overall', direction: 'asc' }, 'date')).toEqual({
      key: 'date',
      direction: 'desc',
    });
  });
});

describe('statistics', () => {
  it('gives average to one decimal, min, max and range', () => {
    expect(metricStatistics([7.5, 6, 9])).toEqual({ average: 7.5, min: 6, max: 9, range: 3 });
    expect(metricStatistics([1, 2, 2])).toEqual({ average: 1.7, min: 1, max: 2, range: 1 });
    expect(metricStatistics([8])).toEqual({ average: 8, min: 8, max: 8, range: 0 });
    expect(metricStatistics([7, 7.5, 7.5, 7])?.average).toBe(7.3); // 7.25 rounds half up
    expect(metricStatistics([1.5, 1])?.average).toBe(1.3);
    expect(metricStatistics([])).toBeNull();
  });

  it('covers every growth metric', () => {
    const stats = growthStatistics([a, b, c]);
    expect(Object.keys(stats ?? {})).toEqual(['structure', 'vigor', 'yield', 'frost', 'overall']);
    expect(stats?.yield).toEqual({ average: 7, min: 4, max: 10, range: 6 });
    expect(stats?.vigor.average).toBe(7);
    expect(growthStatistics([])).toBeNull();
  });
});

describe('sensory comparison', () => {
  const p = (id: string, aroma: string[], flavor: string[]) =>
    makeSelection({ id, sensoryData: { aroma_profiles: aroma, flavor_profiles: flavor } });

  it('finds profiles common to all, case-insensitively, in the first selection order', () => {
    const x = p('x', ['Pine', 'citrus', 'diesel'], ['sweet']);
    const y = p('y', ['diesel', 'pine'], ['Sweet', 'cream']);
    const z = p('z', ['PINE', 'diesel', 'skunk'], ['sweet']);
    expect(commonProfiles([x, y, z], 'aroma')).toEqual({
      enoughToCompare: true,
      profiles: ['Pine', 'diesel'],
    });
    expect(commonProfiles([x, y, z], 'flavor')).toEqual({ enoughToCompare: true, profiles: ['sweet'] });
    expect(commonProfiles([x, y, c], 'aroma')).toEqual({ enoughToCompare: true, profiles: [] });
  });

  it('flags fewer than two selections', () => {
    expect(commonProfiles([a], 'aroma')).toEqual({ enoughToCompare: false, profiles: [] });
    expect(commonProfiles([], 'flavor')).toEqual({ enoughToCompare: false, profiles: [] });
  });

  it('knows when there is no sensory data at all', () => {
    const unrated = makeSelection({
      id: 'u',
      sensoryData: {
        aroma_intensity: 0,
        aroma_quality: 0,
        flavor_intensity: 0,
        flavor_quality: 0,
        smoke_harshness: 0,
      },
    });
    expect(hasSensoryData(unrated)).toBe(false);
    expect(hasSensoryData(c)).toBe(false);
    expect(hasSensoryData(a)).toBe(true);
    expect(anySensoryData([unrated, c])).toBe(false);
    expect(anySensoryData([unrated, c, a])).toBe(true);
    expect(
      hasSensoryData(makeSelection({ sensoryData: { ...unrated.sensoryData, aroma_profiles: ['pine'] } })),
    ).toBe(true);
  });
});

describe('tags comparison', () => {
  const x = makeSelection({
    id: 'x',
    tags: [tag('Citrus'), tag('dense', 'appearance'), tag('sleepy', 'effects')],
  });
  const y = makeSelection({ id: 'y', tags: [tag('citrus'), tag('Dense', 'appearance'), tag('pine')] });
  const z = makeSelection({ id: 'z', tags: [tag('CITRUS'), tag('pine'), tag('pine', 'flavor')] });

  it('splits common and unique tags with found-in counts', () => {
    const r = compareTags([x, y, z]);
    expect(r.common).toEqual([{ name: 'Citrus', category: 'aroma', count: 3, total: 3 }]);
    expect(r.unique).toEqual([
      { name: 'dense', category: 'appearance', count: 2, total: 3 },
      { name: 'pine', category: 'aroma', count: 2, total: 3 },
      { name: 'sleepy', category: 'effects', count: 1, total: 3 },
    ]);
    expect(foundInText(2, 3)).toBe('Found in: 2 of 3 selections');
  });

  it('returns empty lists when there are no tags', () => {
    expect(compareTags([a, b])).toEqual({ common: [], unique: [] });
    expect(compareTags([])).toEqual({ common: [], unique: [] });
  });

  it('groups one selection’s tags by category in the fixed order', () => {
    expect(tagBreakdown(x).map((g) => [g.category, g.tags.map((t) => t.name)])).toEqual([
      ['aroma', ['Citrus']],
      ['appearance', ['dense']],
      ['effects', ['sleepy']],
    ]);
    expect(tagBreakdown(a)).toEqual([]);
  });
});

describe('details', () => {
  it('knows when a selection has nothing to show', () => {
    expect(hasDetails(makeSelection({ selectionRationale: ' ', selectionHighlights: [''] }))).toBe(false);
    expect(hasDetails(makeSelection({ selectionNotes: 'n' }))).toBe(true);
    expect(hasDetails(makeSelection({ selectionHighlights: ['h'] }))).toBe(true);
    expect(hasDetails(makeSelection({ selectionRationale: 'r' }))).toBe(true);
  });
});

describe('removeFromComparison', () => {
  const d = makeSelection({ id: 'd' });

  it('stays open when removing from three or more', () => {
    const r = removeFromComparison([a, b, c, d], 'b');
    expect(ids(r.selections)).toEqual(['a', 'c', 'd']);
    expect(r.close).toBe(false);
    const r2 = removeFromComparison(r.selections, 'a');
    expect(ids(r2.selections)).toEqual(['c', 'd']);
    expect(r2.close).toBe(false);
  });

  it('closes when two or fewer remained before the removal', () => {
    expect(removeFromComparison([a, b], 'a')).toEqual({ selections: [b], close: true });
    expect(removeFromComparison([a], 'a')).toEqual({ selections: [], close: true });
  });

  it('ignores an unknown id', () => {
    expect(removeFromComparison([a, b, c], 'zzz')).toEqual({ selections: [a, b, c], close: false });
    expect(removeFromComparison([a, b], 'zzz').close).toBe(false);
  });
});

describe('breakdown cells', () => {
  it('shows an unrated or missing sensory value as a dash, a rating as itself', () => {
    expect(sensoryCell(undefined)).toBe('—');
    expect(sensoryCell(0)).toBe('—');
    expect(sensoryCell(7)).toBe(7);
  });

  it('reads each column from the selection, the date formatted and sensory ratings from its data', () => {
    const s = makeSelection({
      id: 'a',
      selectionDate: '2026-03-04',
      growthMetrics: { vigor: 6 },
      sensoryData: { aroma_quality: 8, flavor_quality: 0 },
    });
    expect(breakdownCell(s, 'plantId')).toBe('P-a');
    expect(breakdownCell(s, 'generation')).toBe('F1');
    expect(breakdownCell(s, 'date')).toBe('Mar 4, 2026');
    expect(breakdownCell(s, 'vigor')).toBe(6);
    expect(breakdownCell(s, 'aroma')).toBe(8);
    expect(breakdownCell(s, 'flavor')).toBe('—');
    expect(breakdownCell(makeSelection({ sensoryData: null }), 'aroma')).toBe('—');
  });

  it('gives the bar chart one row per growth metric with each selection under its id', () => {
    const a = makeSelection({ id: 'a', growthMetrics: { structure: 3 } });
    const b = makeSelection({ id: 'b', growthMetrics: { structure: 9 } });
    const labels = { structure: 'S', vigor: 'V', yield: 'Y', frost: 'F', overall: 'O' };
    const rows = growthBarRows([a, b], labels);
    expect(rows.map((r) => r.metric)).toEqual(['S', 'V', 'Y', 'F', 'O']);
    expect(rows[0]).toEqual({ metric: 'S', a: 3, b: 9 });
  });
});
