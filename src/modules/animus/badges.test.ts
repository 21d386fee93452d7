import { describe, expect, it } from 'vitest';
import {
  applyGrowthTags,
  BADGE_DEFINITIONS,
  computeBadges,
  computeGrowthTags,
  GROWTH_TAGS,
  type BadgeId,
} from './badges';
import { makeSelection } from './fixtures';

const ids = (s: Parameters<typeof computeBadges>[0]) => computeBadges(s).map((b) => b.id);

describe('BADGE_DEFINITIONS', () => {
  it('has the seven spec badges with stable ids, descriptions and colours', () => {
    expect(BADGE_DEFINITIONS.map((b) => [b.id, b.name])).toEqual([
      ['top-producer', 'Top Producer'],
      ['frost-monster', 'Frost Monster'],
      ['structure-champion', 'Structure Champion'],
      ['aroma-star', 'Aroma Star'],
      ['smooth-smoke', 'Smooth Smoke'],
      ['flavor-profile', 'Flavor Profile'],
      ['breeding-potential', 'Breeding Potential'],
    ]);
    for (const b of BADGE_DEFINITIONS) {
      expect(b.description).not.toBe('');
      expect(b.color).not.toBe('');
    }
  });
});

describe('computeBadges', () => {
  it('awards nothing to a mid-scale selection', () => {
    expect(ids(makeSelection())).toEqual([]);
  });

  it.each<[BadgeId, Parameters<typeof makeSelection>[0], Parameters<typeof makeSelection>[0]]>([
    ['top-producer', { growthMetrics: { yield: 8 } }, { growthMetrics: { yield: 7.9 } }],
    ['frost-monster', { growthMetrics: { frost: 8 } }, { growthMetrics: { frost: 7.9 } }],
    ['structure-champion', { growthMetrics: { structure: 8 } }, { growthMetrics: { structure: 7.9 } }],
    ['aroma-star', { sensoryData: { aroma_quality: 8 } }, { sensoryData: { aroma_quality: 7.9 } }],
    ['flavor-profile', { sensoryData: { flavor_quality: 8 } }, { sensoryData: { flavor_quality: 7.9 } }],
    ['breeding-potential', { growthMetrics: { overall: 8 } }, { growthMetrics: { overall: 7.5 } }],
  ])('%s at 8 but not just below', (id, at, below) => {
    expect(ids(makeSelection(at))).toEqual([id]);
    expect(ids(makeSelection(below))).toEqual([]);
  });

  it('Smooth Smoke: lower harshness is smoother, so 3 and below (but not unrated 0)', () => {
    expect(ids(makeSelection({ sensoryData: { smoke_harshness: 3 } }))).toEqual(['smooth-smoke']);
    expect(ids(makeSelection({ sensoryData: { smoke_harshness: 1 } }))).toEqual(['smooth-smoke']);
    expect(ids(makeSelection({ sensoryData: { smoke_harshness: 3.1 } }))).toEqual([]);
    expect(ids(makeSelection({ sensoryData: { smoke_harshness: 8 } }))).toEqual([]);
    expect(ids(makeSelection({ sensoryData: { smoke_harshness: 0 } }))).toEqual([]);
  });

  it('awards no sensory badge without sensory data', () => {
    expect(ids(makeSelection({ sensoryData: null, growthMetrics: { overall: 9 } }))).toEqual([
      'breeding-potential',
    ]);
  });

  it('returns every earned badge in definition order', () => {
    const all = makeSelection({
      growthMetrics: { structure: 10, vigor: 10, yield: 10, frost: 10, overall: 10 },
      sensoryData: { aroma_quality: 10, flavor_quality: 10, smoke_harshness: 2 },
    });
    expect(ids(all)).toEqual(BADGE_DEFINITIONS.map((b) => b.id));
  });
});

describe('growth tags', () => {
  const metrics = (m: Partial<Record<'structure' | 'vigor' | 'yield' | 'frost' | 'overall', number>>) =>
    makeSelection({ growthMetrics: m }).growthMetrics;

  it('are given at 7 and above for vigor, structure, yield and frost, never for overall', () => {
    expect(
      computeGrowthTags(metrics({ vigor: 7, structure: 6.9, yield: 10, frost: 7, overall: 10 })),
    ).toEqual([GROWTH_TAGS.vigor, GROWTH_TAGS.yield, GROWTH_TAGS.frost]);
    expect(computeGrowthTags(metrics({}))).toEqual([]);
    expect(GROWTH_TAGS.vigor.category).toBe('growth');
  });

  it('applyGrowthTags adds earned tags, drops stale automatic ones and keeps hand-added ones', () => {
    const hand = { id: 'h1', name: 'Sturdy', category: 'growth' as const };
    const other = { id: 'h2', name: 'citrus', category: 'aroma' as const };
    const next = applyGrowthTags([hand, other, GROWTH_TAGS.frost], metrics({ structure: 8, vigor: 9 }));
    // 'sturdy' is already there by hand (any case), frost is no longer earned.
    expect(next).toEqual([hand, other, GROWTH_TAGS.vigor]);
    expect(applyGrowthTags(next, metrics({}))).toEqual([hand, other]);
  });
});
