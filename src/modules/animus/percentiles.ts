// Percentiles for the selection cards (spec-2 §5 "Percentile rule"). Each metric's pool is sorted
// once (O(n log n)) and every lookup is a binary search, so all cards of a 5,000-item project cost
// O(n log n) together (ARCHITECTURE.md §6), never a scan of the pool per card.
import type { GrowthMetricKey, Selection, SensoryRatingKey } from './selection';
import { GROWTH_METRIC_KEYS, PERCENTILE_DEFAULT, SENSORY_RATING_KEYS } from './selection';

export type PercentileMetric = GrowthMetricKey | SensoryRatingKey;
export const PERCENTILE_METRICS: readonly PercentileMetric[] = [
  ...GROWTH_METRIC_KEYS,
  ...SENSORY_RATING_KEYS,
];

/**
 * One metric's readings, ascending, plus its distinct values with the count of readings below each.
 * Ratings take few distinct values (1-10 in steps of 0.5), so a lookup is a binary search over a
 * handful of numbers rather than over all n readings.
 */
export interface PercentilePool {
  sorted: Float64Array;
  distinct: Float64Array;
  /** below[i]: how many readings are strictly below distinct[i], i.e. the first index of distinct[i]. */
  below: Float64Array;
}

export type PercentilePools = Record<PercentileMetric, PercentilePool>;

const GROWTH_COUNT = GROWTH_METRIC_KEYS.length;

/** Loosely typed rows may hold null; a Float64Array would store it as 0, a real rating. */
const num = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);

/**
 * Every metric's reading in PERCENTILE_METRICS order, NaN for "no reading": growth metrics are
 * always rated, sensory values of 0 or empty are not readings. Plain property reads, no lookups by
 * key, because this runs for every selection on every pool build.
 */
function readInto(s: Selection, out: Float64Array): void {
  const g = s.growthMetrics;
  out[0] = num(g.structure);
  out[1] = num(g.vigor);
  out[2] = num(g.yield);
  out[3] = num(g.frost);
  out[4] = num(g.overall);
  const d = s.sensoryData;
  out[5] = d ? num(d.aroma_intensity) : Number.NaN;
  out[6] = d ? num(d.aroma_quality) : Number.NaN;
  out[7] = d ? num(d.flavor_intensity) : Number.NaN;
  out[8] = d ? num(d.flavor_quality) : Number.NaN;
  out[9] = d ? num(d.smoke_harshness) : Number.NaN;
  for (let i = 0; i < out.length; i++) {
    const v = out[i] as number;
    if (!Number.isFinite(v) || (i >= GROWTH_COUNT && v <= 0)) out[i] = Number.NaN;
  }
}

function toPool(sorted: Float64Array): PercentilePool {
  const distinct: number[] = [];
  const below: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i] as number;
    if (i === 0 || v !== sorted[i - 1]) {
      distinct.push(v);
      below.push(i);
    }
  }
  return { sorted, distinct: Float64Array.from(distinct), below: Float64Array.from(below) };
}

// Pools per list: query data is immutable and a fetch brings a new array, so a list's pools are built
// once however many times a filter change asks for them (the length guards against an edited array).
const poolsByList = new WeakMap<readonly Selection[], { length: number; pools: PercentilePools }>();

/** Build once per project list (memoised per array), then look up per card. */
export function buildPercentilePools(selections: readonly Selection[]): PercentilePools {
  const cached = poolsByList.get(selections);
  if (cached !== undefined && cached.length === selections.length) return cached.pools;
  const pools = buildPools(selections);
  poolsByList.set(selections, { length: selections.length, pools });
  return pools;
}

function buildPools(selections: readonly Selection[]): PercentilePools {
  const m = PERCENTILE_METRICS.length;
  const columns = PERCENTILE_METRICS.map(() => new Float64Array(selections.length));
  const counts = new Int32Array(m);
  const row = new Float64Array(m);
  for (const s of selections) {
    readInto(s, row);
    for (let i = 0; i < m; i++) {
      const v = row[i] as number;
      if (Number.isNaN(v)) continue;
      const c = counts[i] as number;
      (columns[i] as Float64Array)[c] = v;
      counts[i] = c + 1;
    }
  }
  const pools = {} as PercentilePools;
  PERCENTILE_METRICS.forEach((metric, i) => {
    // Typed-array sort is numeric (no string comparison) and avoids boxing.
    pools[metric] = toPool((columns[i] as Float64Array).subarray(0, counts[i]).sort());
  });
  return pools;
}

/** Index of the first element >= value in an ascending list (its length when there is none). */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The spec's rule: the 0-based position of the first pool value at or above `value`, as a whole
 * percent of the pool size. "Whole percent" is read as Math.round (nearest, halves up: 1 of 8 =
 * 12.5 -> 13), not truncation. So the percentile is the share of readings strictly below the value,
 * and tied values share one percentile. 50 for an empty pool or a non-number; 100 when every
 * reading is below the value.
 */
export function percentileFromPool(sortedPool: ArrayLike<number>, value: number): number {
  const n = sortedPool.length;
  if (n === 0 || !Number.isFinite(value)) return PERCENTILE_DEFAULT;
  const index = lowerBound(sortedPool, value);
  if (index === n) return 100;
  // index * 100 first: (29 / 200) * 100 is 14.499999999999998 in floating point, 2900 / 200 is 14.5.
  return Math.round((index * 100) / n);
}

/** percentileFromPool's answer for a built pool, searching its distinct values only. */
export function poolPercentile(pool: PercentilePool, value: number): number {
  const n = pool.sorted.length;
  if (n === 0 || !Number.isFinite(value)) return PERCENTILE_DEFAULT;
  const j = lowerBound(pool.distinct, value);
  if (j === pool.distinct.length) return 100;
  return Math.round(((pool.below[j] as number) * 100) / n);
}

/**
 * The mirror of poolPercentile for a metric where lower is better (smoke harshness): the share of
 * readings strictly above the value (worse than it), so the smoothest reading ranks highest and
 * tied values still share one percentile.
 */
export function poolPercentileLowerIsBetter(pool: PercentilePool, value: number): number {
  const n = pool.sorted.length;
  if (n === 0 || !Number.isFinite(value)) return PERCENTILE_DEFAULT;
  // The first distinct value above `value`; everything from there on is worse.
  const j = lowerBound(pool.distinct, value);
  const next = j < pool.distinct.length && pool.distinct[j] === value ? j + 1 : j;
  const atOrBelow = next === pool.distinct.length ? n : (pool.below[next] as number);
  return Math.round(((n - atOrBelow) * 100) / n);
}

/** One-off percentile from unsorted values (sorts a copy; for many lookups build pools instead). */
export function calculatePercentile(values: readonly number[], value: number): number {
  return percentileFromPool(Float64Array.from(values).sort(), value);
}

export type PercentileLabel = 'Below Average' | 'Average' | 'Above Average' | 'Exceptional' | 'Top Tier';

export function percentileLabel(percentile: number): PercentileLabel {
  if (percentile < 25) return 'Below Average';
  if (percentile < 50) return 'Average';
  if (percentile < 75) return 'Above Average';
  if (percentile < 90) return 'Exceptional';
  return 'Top Tier';
}

/** Sensory entries are null when the selection itself has no reading for that metric. */
export type SelectionPercentiles = Record<GrowthMetricKey, number> & Record<SensoryRatingKey, number | null>;

export function selectionPercentiles(selection: Selection, pools: PercentilePools): SelectionPercentiles {
  return percentilesOf(selection, pools, new Float64Array(PERCENTILE_METRICS.length));
}

/** null when the selection has no reading (NaN from readInto) for a sensory metric. */
function sensoryPercentile(pool: PercentilePool, v: number, lowerIsBetter = false): number | null {
  if (Number.isNaN(v)) return null;
  return lowerIsBetter ? poolPercentileLowerIsBetter(pool, v) : poolPercentile(pool, v);
}

function percentilesOf(
  selection: Selection,
  pools: PercentilePools,
  row: Float64Array,
): SelectionPercentiles {
  readInto(selection, row);
  const g = selection.growthMetrics;
  // Growth values are ranked even when unreadable (NaN -> the default 50); sensory ones are null.
  return {
    structure: poolPercentile(pools.structure, g.structure),
    vigor: poolPercentile(pools.vigor, g.vigor),
    yield: poolPercentile(pools.yield, g.yield),
    frost: poolPercentile(pools.frost, g.frost),
    overall: poolPercentile(pools.overall, g.overall),
    aroma_intensity: sensoryPercentile(pools.aroma_intensity, row[5] as number),
    aroma_quality: sensoryPercentile(pools.aroma_quality, row[6] as number),
    flavor_intensity: sensoryPercentile(pools.flavor_intensity, row[7] as number),
    flavor_quality: sensoryPercentile(pools.flavor_quality, row[8] as number),
    smoke_harshness: sensoryPercentile(pools.smoke_harshness, row[9] as number, true), // lower is smoother
  };
}

/**
 * Percentiles of every card at once, keyed by selection id. Cards are ranked against `population`
 * (default: the cards themselves): pass the unfiltered project list, or pools already built from
 * it, so filtering the grid does not change a card's standing.
 */
export function computeAllPercentiles(
  cards: readonly Selection[],
  population: readonly Selection[] | PercentilePools = cards,
): Map<string, SelectionPercentiles> {
  const pools = Array.isArray(population)
    ? buildPercentilePools(population)
    : (population as PercentilePools);
  // A card's percentiles against the same pools do not change: reuse them across filter changes.
  let known = percentilesByPools.get(pools);
  if (known === undefined) {
    known = new WeakMap();
    percentilesByPools.set(pools, known);
  }
  const row = new Float64Array(PERCENTILE_METRICS.length);
  const out = new Map<string, SelectionPercentiles>();
  for (const s of cards) {
    let p = known.get(s);
    if (p === undefined) {
      p = percentilesOf(s, pools, row);
      known.set(s, p);
    }
    out.set(s.id, p);
  }
  return out;
}

const percentilesByPools = new WeakMap<PercentilePools, WeakMap<Selection, SelectionPercentiles>>();
