import { describe, expect, it } from 'vitest';
import {
  addFilterTag,
  applySelectionFilters,
  clearFilters,
  compareGenerations,
  DEFAULT_SELECTION_FILTERS,
  distinctGenerations,
  distinctTagNames,
  hasAllTags,
  isFilterActive,
  isTopPerformer,
  matchesSearch,
  recentSelections,
  removeFilterTag,
  SELECTION_SORT_OPTIONS,
  showingCountText,
  sortSelections,
  type SelectionFilterState,
} from './filters';
import { generateSelections, makeSelection } from './fixtures';
import type { SelectionTag } from './selection';

const tag = (name: string, category: SelectionTag['category'] = 'aroma'): SelectionTag => ({
  id: `t-${name}`,
  name,
  category,
});
const ids = (list: { id: string }[]) => list.map((s) => s.id);
const state = (patch: Partial<SelectionFilterState>): SelectionFilterState => ({
  ...DEFAULT_SELECTION_FILTERS,
  ...patch,
});

describe('matchesSearch', () => {
  const s = makeSelection({
    plantId: 'GSC-042',
    selectionRationale: 'Huge Calyx ratio',
    selectionNotes: 'keep for BX',
    selectionHighlights: ['Mold resistant'],
    tags: [tag('Citrus')],
  });

  it.each(['gsc-04', 'CALYX', 'for bx', 'mold', 'citrus', '  citrus  ', ''])('finds %j', (q) => {
    expect(matchesSearch(s, q)).toBe(true);
  });

  it('does not match other fields or absent text', () => {
    expect(matchesSearch(s, 'F1')).toBe(false); // generation is not searched
    expect(matchesSearch(s, 'diesel')).toBe(false);
  });
});

describe('isTopPerformer', () => {
  it('needs overall, aroma quality or flavor quality of at least 8', () => {
    expect(isTopPerformer(makeSelection({ growthMetrics: { overall: 8 } }))).toBe(true);
    expect(isTopPerformer(makeSelection({ sensoryData: { aroma_quality: 8 } }))).toBe(true);
    expect(isTopPerformer(makeSelection({ sensoryData: { flavor_quality: 8 } }))).toBe(true);
    expect(isTopPerformer(makeSelection({ growthMetrics: { overall: 7.5, yield: 10 } }))).toBe(false);
    expect(isTopPerformer(makeSelection({ sensoryData: { aroma_quality: 7.9 } }))).toBe(false);
    expect(isTopPerformer(makeSelection({ sensoryData: null }))).toBe(false);
  });
});

describe('hasAllTags', () => {
  const s = makeSelection({ tags: [tag('Citrus'), tag('dense', 'appearance')] });
  it('requires every chosen tag, by name and case-insensitively', () => {
    expect(hasAllTags(s, [])).toBe(true);
    expect(hasAllTags(s, ['citrus'])).toBe(true);
    expect(hasAllTags(s, ['CITRUS', 'Dense'])).toBe(true);
    expect(hasAllTags(s, ['citrus', 'pine'])).toBe(false);
  });
});

describe('sortSelections', () => {
  const a = makeSelection({
    id: 'a',
    plantId: 'PL-10',
    selectionDate: '2024-03-01',
    growthMetrics: { overall: 7 },
  });
  const b = makeSelection({
    id: 'b',
    plantId: 'PL-2',
    selectionDate: '2024-05-01',
    growthMetrics: { overall: 9 },
  });
  const c = makeSelection({
    id: 'c',
    plantId: 'PL-3',
    selectionDate: '2024-01-01',
    growthMetrics: { overall: 7 },
  });
  const d = makeSelection({
    id: 'd',
    plantId: 'PL-1',
    selectionDate: '2024-03-01',
    growthMetrics: { overall: 7 },
  });

  it('offers the seven spec sort keys with their labels, newest first by default', () => {
    expect(SELECTION_SORT_OPTIONS.map((o) => o.value)).toEqual([
      'dateDesc',
      'dateAsc',
      'overall',
      'yield',
      'structure',
      'aroma',
      'flavor',
    ]);
    expect(SELECTION_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest first',
      'Oldest first',
      'Highest overall rating',
      'Highest yield',
      'Best structure',
      'Best aroma',
      'Best flavor',
    ]);
    expect(DEFAULT_SELECTION_FILTERS.sort).toBe('dateDesc');
  });

  it('sorts by date, same-day ties by natural plant id order', () => {
    expect(ids(sortSelections([a, b, c, d], 'dateDesc'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortSelections([a, b, c, d], 'dateAsc'))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('sorts metrics highest first, ties newest first then by plant id', () => {
    expect(ids(sortSelections([c, a, d, b], 'overall'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('uses aroma and flavor quality, with missing sensory data last', () => {
    const x = makeSelection({ id: 'x', sensoryData: { aroma_quality: 9, flavor_quality: 2 } });
    const y = makeSelection({ id: 'y', sensoryData: { aroma_quality: 3, flavor_quality: 8 } });
    const z = makeSelection({ id: 'z', sensoryData: null });
    expect(ids(sortSelections([z, y, x], 'aroma'))).toEqual(['x', 'y', 'z']);
    expect(ids(sortSelections([z, x, y], 'flavor'))).toEqual(['y', 'x', 'z']);
  });

  it('sorts yield and structure descending', () => {
    const x = makeSelection({ id: 'x', growthMetrics: { yield: 3, structure: 9 } });
    const y = makeSelection({ id: 'y', growthMetrics: { yield: 8, structure: 2 } });
    expect(ids(sortSelections([x, y], 'yield'))).toEqual(['y', 'x']);
    expect(ids(sortSelections([y, x], 'structure'))).toEqual(['x', 'y']);
  });

  it('puts unreadable dates last when newest first, and does not mutate the input', () => {
    const bad = makeSelection({ id: 'bad', selectionDate: 'unknown' });
    const bad2 = makeSelection({ id: 'bad2', plantId: 'A', selectionDate: '' });
    const input = [bad, a, bad2];
    expect(ids(sortSelections(input, 'dateDesc'))).toEqual(['a', 'bad2', 'bad']);
    expect(ids(input)).toEqual(['bad', 'a', 'bad2']);
  });

  it('breaks ties by plant id in natural, case-insensitive order, then raw text, then id', () => {
    const day = '2024-06-01';
    const list = ['pl-10', 'PL-9', 'PL-002', 'pl-2', 'Ab', 'aA'].map((plantId, i) =>
      makeSelection({ id: `i${i}`, plantId, selectionDate: day }),
    );
    expect(sortSelections(list, 'dateDesc').map((s) => s.plantId)).toEqual([
      'aA',
      'Ab',
      'PL-002',
      'pl-2',
      'PL-9',
      'pl-10',
    ]);
    const twins = [makeSelection({ id: 'z', plantId: 'X' }), makeSelection({ id: 'y', plantId: 'X' })];
    expect(ids(sortSelections(twins, 'overall'))).toEqual(['y', 'z']);
  });

  it('compares timestamps and bare dates on one time line', () => {
    const morning = makeSelection({ id: 'm', selectionDate: new Date(2024, 2, 1, 9).toISOString() });
    expect(ids(sortSelections([a, morning], 'dateDesc'))).toEqual(['m', 'a']);
  });
});

describe('recentSelections', () => {
  it('keeps the 10 newest by selection date', () => {
    const list = Array.from({ length: 15 }, (_, i) =>
      makeSelection({ id: `s${i}`, selectionDate: `2024-01-${String(i + 1).padStart(2, '0')}` }),
    );
    expect(ids(recentSelections(list))).toEqual([
      's14',
      's13',
      's12',
      's11',
      's10',
      's9',
      's8',
      's7',
      's6',
      's5',
    ]);
    expect(recentSelections(list.slice(0, 3))).toHaveLength(3);
  });
});

describe('generations', () => {
  it('orders P, F, BX, S numerically, other families after, free text last', () => {
    const list = ['S1', 'F10', 'BX1', 'F2', 'IBL', 'F1', 'X3', 'P1', 'bx2', 'F2.1'];
    expect([...list].sort(compareGenerations)).toEqual([
      'P1',
      'F1',
      'F2',
      'F2.1',
      'F10',
      'BX1',
      'bx2',
      'S1',
      'X3',
      'IBL',
    ]);
  });

  it('lists the distinct generations present', () => {
    const list = ['F2', 'F1', 'F2', 'BX1', ''].map((generation, i) =>
      makeSelection({ id: `${i}`, generation }),
    );
    expect(distinctGenerations(list)).toEqual(['F1', 'F2', 'BX1']);
  });
});

describe('tag chips', () => {
  it('adds trimmed names once (any case) and removes them', () => {
    let tags = addFilterTag([], ' Citrus ');
    tags = addFilterTag(tags, 'citrus');
    tags = addFilterTag(tags, '  ');
    tags = addFilterTag(tags, 'pine');
    expect(tags).toEqual(['Citrus', 'pine']);
    expect(removeFilterTag(tags, 'CITRUS')).toEqual(['pine']);
  });

  it('lists distinct tag names alphabetically, first spelling wins', () => {
    const list = [
      makeSelection({ id: '1', tags: [tag('Pine'), tag('citrus')] }),
      makeSelection({ id: '2', tags: [tag('pine'), tag('Berry', 'flavor')] }),
    ];
    expect(distinctTagNames(list)).toEqual(['Berry', 'citrus', 'Pine']);
  });
});

describe('filter state', () => {
  it("shows 'Showing X of Y' only for search, tags or generation", () => {
    expect(isFilterActive(DEFAULT_SELECTION_FILTERS)).toBe(false);
    expect(isFilterActive(state({ search: '   ' }))).toBe(false);
    expect(isFilterActive(state({ tab: 'top', sort: 'overall' }))).toBe(false);
    expect(isFilterActive(state({ search: 'x' }))).toBe(true);
    expect(isFilterActive(state({ tags: ['pine'] }))).toBe(true);
    expect(isFilterActive(state({ generation: 'F2' }))).toBe(true);
    expect(showingCountText(3, 12)).toBe('Showing 3 of 12 selections');
  });

  it('clears search, tags and generation but keeps tab and sort', () => {
    expect(
      clearFilters(state({ search: 'x', tags: ['a'], generation: 'F2', tab: 'top', sort: 'yield' })),
    ).toEqual(state({ tab: 'top', sort: 'yield' }));
  });
});

describe('applySelectionFilters', () => {
  const list = [
    makeSelection({
      id: 'a',
      generation: 'F1',
      selectionDate: '2024-01-01',
      tags: [tag('citrus'), tag('dense')],
      growthMetrics: { overall: 9 },
    }),
    makeSelection({ id: 'b', generation: 'F2', selectionDate: '2024-02-01', tags: [tag('citrus')] }),
    makeSelection({
      id: 'c',
      generation: 'F2',
      selectionDate: '2024-03-01',
      tags: [tag('Citrus'), tag('Dense')],
      selectionNotes: 'purple hues',
      sensoryData: { flavor_quality: 8 },
    }),
    makeSelection({ id: 'd', generation: 'F1', selectionDate: '2024-04-01', selectionRationale: 'Purple' }),
  ];

  it('returns everything newest first by default', () => {
    expect(ids(applySelectionFilters(list, DEFAULT_SELECTION_FILTERS))).toEqual(['d', 'c', 'b', 'a']);
  });

  it('combines search, generation, tags and tab', () => {
    expect(ids(applySelectionFilters(list, state({ search: 'PURPLE' })))).toEqual(['d', 'c']);
    expect(ids(applySelectionFilters(list, state({ generation: 'F2' })))).toEqual(['c', 'b']);
    expect(ids(applySelectionFilters(list, state({ tags: ['citrus', 'DENSE'] })))).toEqual(['c', 'a']);
    expect(
      ids(applySelectionFilters(list, state({ tags: ['citrus'], generation: 'F2', search: 'purple' }))),
    ).toEqual(['c']);
    expect(ids(applySelectionFilters(list, state({ tab: 'top' })))).toEqual(['c', 'a']);
    expect(ids(applySelectionFilters(list, state({ tab: 'top', sort: 'dateAsc' })))).toEqual(['a', 'c']);
    expect(ids(applySelectionFilters(list, state({ tab: 'top', generation: 'F1' })))).toEqual(['a']);
    expect(applySelectionFilters(list, state({ search: 'nothing like this' }))).toEqual([]);
  });

  it('finds the same selections on the first search over a list (fields read directly) as on later ones', () => {
    const many = generateSelections(600, 3);
    const queries = ['dense', 'PURPLE', 'pl-1', 'citrus', 'a', 'no such text'];
    // A fresh copy per query: its first search takes the direct path, the repeat the kept haystacks.
    for (const search of queries) {
      const copy = structuredClone(many);
      const first = ids(applySelectionFilters(copy, state({ search })));
      const again = ids(applySelectionFilters(copy, state({ search })));
      expect(first, search).toEqual(again);
      // Exactly the selections matchesSearch (the haystack) accepts.
      expect([...first].sort(), search).toEqual(ids(copy.filter((x) => matchesSearch(x, search))).sort());
    }
    expect(
      ids(applySelectionFilters(structuredClone(many), state({ search: 'dense' }))).length,
    ).toBeGreaterThan(0);
  });

  it("applies 'Recent' after the filters, then the chosen sort", () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      makeSelection({
        id: `s${String(i).padStart(2, '0')}`,
        generation: i % 2 === 0 ? 'F1' : 'F2',
        selectionDate: new Date(2024, 0, i + 1).toISOString(),
        growthMetrics: { overall: (i % 10) + 1 },
      }),
    );
    const recentF1 = applySelectionFilters(many, state({ tab: 'recent', generation: 'F1' }));
    expect(ids(recentF1)).toEqual(['s28', 's26', 's24', 's22', 's20', 's18', 's16', 's14', 's12', 's10']);
    const recentByOverall = applySelectionFilters(many, state({ tab: 'recent', sort: 'overall' }));
    expect(recentByOverall).toHaveLength(10);
    expect(recentByOverall.map((s) => s.growthMetrics.overall)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('runs over 5,000 selections with every filter on', () => {
    const many = generateSelections(5000, 7);
    const all = applySelectionFilters(many, state({ sort: 'overall' }));
    expect(all).toHaveLength(5000);
    for (let i = 1; i < all.length; i++) {
      expect((all[i - 1]?.growthMetrics.overall ?? 0) >= (all[i]?.growthMetrics.overall ?? 0)).toBe(true);
    }
    const narrowed = applySelectionFilters(
      many,
      state({ search: 'e', tags: ['sweet'], generation: 'F2', tab: 'top', sort: 'aroma' }),
    );
    expect(narrowed.length).toBeGreaterThan(0);
    for (const s of narrowed) {
      expect(s.generation).toBe('F2');
      expect(hasAllTags(s, ['sweet'])).toBe(true);
      expect(isTopPerformer(s)).toBe(true);
    }
  });

  it('gives the same lists when the orders are memoised for a list as when it sorts afresh', () => {
    const many = generateSelections(600, 3);
    const states = SELECTION_SORT_OPTIONS.flatMap(({ value: sort }) => [
      state({ sort }),
      state({ sort, search: 'a', tab: 'top' }),
      state({ sort, tab: 'recent', generation: 'F2' }),
    ]);
    // Three rounds on one list: the first sorts the hits, later ones walk the memoised orders.
    for (let round = 0; round < 3; round++) {
      for (const st of states) {
        const fresh = structuredClone(many);
        const expected = ids(applySelectionFilters(fresh, st));
        expect(ids(applySelectionFilters(many, st))).toEqual(expected);
      }
    }
    // An array edited in place (another length) is not served stale orders.
    const edited = [...many];
    applySelectionFilters(edited, state({ sort: 'overall' }));
    applySelectionFilters(edited, state({ sort: 'overall' }));
    edited.push(
      makeSelection({
        id: 'late',
        plantId: 'ZZ-1',
        growthMetrics: { ...many[0]!.growthMetrics, overall: 10 },
      }),
    );
    expect(applySelectionFilters(edited, state({ sort: 'overall' }))).toHaveLength(601);
  });
});
