// The compare view's logic (spec-2 §2 "Compare view", §9 compare sort keys). The UI owns all texts;
// these functions return data and flags.
import { formatSelectionDate } from './format';
import { byPlantThenId, compareGenerations, compareText, selectionTime } from './filters';
import type { GrowthMetricKey, Selection, SelectionTag, SelectionTagCategory } from './selection';
import { GROWTH_METRIC_KEYS, SELECTION_TAG_CATEGORIES, SENSORY_RATING_KEYS } from './selection';

export type CompareSortKey =
  | 'plantId'
  | 'generation'
  | 'date'
  | 'structure'
  | 'vigor'
  | 'yield'
  | 'frost'
  | 'overall'
  | 'aroma'
  | 'flavor';
export type SortDirection = 'asc' | 'desc';
export interface CompareSort {
  key: CompareSortKey;
  direction: SortDirection;
}

export const COMPARE_SORT_KEYS: readonly CompareSortKey[] = [
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
];

/** Column header click: the same column flips; a new one starts A-Z for text, highest first for numbers and dates. */
export function toggleCompareSort(current: CompareSort | null, key: CompareSortKey): CompareSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'plantId' || key === 'generation' ? 'asc' : 'desc' };
}

type Comparator = (a: Selection, b: Selection) => number;

const timeCompare: Comparator = (a, b) => {
  const ta = selectionTime(a);
  const tb = selectionTime(b);
  return ta === tb ? 0 : ta - tb;
};
const metric =
  (k: GrowthMetricKey): Comparator =>
  (a, b) =>
    a.growthMetrics[k] - b.growthMetrics[k];

const COMPARATORS: Record<Exclude<CompareSortKey, 'aroma' | 'flavor'>, Comparator> = {
  plantId: (a, b) => compareText(a.plantId, b.plantId),
  generation: (a, b) => compareGenerations(a.generation, b.generation),
  date: timeCompare,
  structure: metric('structure'),
  vigor: metric('vigor'),
  yield: metric('yield'),
  frost: metric('frost'),
  overall: metric('overall'),
};

const sensoryValue = (s: Selection, key: 'aroma' | 'flavor'): number | undefined => {
  const v = key === 'aroma' ? s.sensoryData?.aroma_quality : s.sensoryData?.flavor_quality;
  return v !== undefined && v > 0 ? v : undefined;
};

/**
 * The breakdown table's order; null keeps the order the selections were added in. aroma and flavor
 * mean aroma and flavor quality, and selections without that reading go last in both directions.
 * Ties fall back to plant id (A-Z) then id, whatever the direction, so the radar pair is stable.
 */
export function sortForComparison(selections: readonly Selection[], sort: CompareSort | null): Selection[] {
  if (sort === null) return [...selections];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { key } = sort;
  if (key === 'aroma' || key === 'flavor') {
    return [...selections].sort((a, b) => {
      const va = sensoryValue(a, key);
      const vb = sensoryValue(b, key);
      if (va === undefined || vb === undefined) {
        return (va === undefined ? 1 : 0) - (vb === undefined ? 1 : 0) || byPlantThenId(a, b);
      }
      return sign * (va - vb) || byPlantThenId(a, b);
    });
  }
  const cmp = COMPARATORS[key];
  return [...selections].sort((a, b) => sign * cmp(a, b) || byPlantThenId(a, b));
}

export interface MetricStatistics {
  /** Rounded to one decimal (the UI shows it with toFixed(1)). */
  average: number;
  min: number;
  max: number;
  range: number;
}

export function metricStatistics(values: readonly number[]): MetricStatistics | null {
  if (values.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { average: Math.round((sum * 10) / values.length) / 10, min, max, range: max - min };
}

/** The statistics table: one row per growth metric; null when nothing is being compared. */
export function growthStatistics(
  selections: readonly Selection[],
): Record<GrowthMetricKey, MetricStatistics> | null {
  if (selections.length === 0) return null;
  const out = {} as Record<GrowthMetricKey, MetricStatistics>;
  for (const k of GROWTH_METRIC_KEYS) {
    out[k] = metricStatistics(selections.map((s) => s.growthMetrics[k])) as MetricStatistics;
  }
  return out;
}

/** Whether a selection has any sensory reading (a rating above 0 or a profile). */
export function hasSensoryData(s: Selection): boolean {
  const d = s.sensoryData;
  if (!d) return false;
  return (
    SENSORY_RATING_KEYS.some((k) => d[k] > 0) || d.aroma_profiles.length > 0 || d.flavor_profiles.length > 0
  );
}

/** false means 'No sensory data available for these selections.' */
export function anySensoryData(selections: readonly Selection[]): boolean {
  return selections.some(hasSensoryData);
}

export interface CommonProfiles {
  /** false: fewer than two selections, the UI shows 'Need more selections to compare'. */
  enoughToCompare: boolean;
  /** Profiles every selection has (case-insensitive), spelled and ordered as in the first selection. */
  profiles: string[];
}

export function commonProfiles(selections: readonly Selection[], kind: 'aroma' | 'flavor'): CommonProfiles {
  if (selections.length < 2) return { enoughToCompare: false, profiles: [] };
  const lists = selections.map((s) =>
    kind === 'aroma' ? (s.sensoryData?.aroma_profiles ?? []) : (s.sensoryData?.flavor_profiles ?? []),
  );
  const [first = [], ...rest] = lists;
  const restSets = rest.map((l) => new Set(l.map((p) => p.trim().toLowerCase())));
  const seen = new Set<string>();
  const profiles: string[] = [];
  for (const p of first) {
    const key = p.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (restSets.every((set) => set.has(key))) profiles.push(p.trim());
  }
  return { enoughToCompare: true, profiles };
}

export interface TagPresence {
  name: string;
  category: SelectionTagCategory;
  /** How many of the compared selections carry it. */
  count: number;
  total: number;
}

export interface TagComparison {
  /** In every selection, A-Z. Empty: 'No common tags found among these selections.' */
  common: TagPresence[];
  /** In some but not all, most widespread first then A-Z. Empty: 'No unique tags found among these selections.' */
  unique: TagPresence[];
}

/** Tags matched by name, case-insensitively; the first spelling and category seen are shown. */
export function compareTags(selections: readonly Selection[]): TagComparison {
  const total = selections.length;
  const byKey = new Map<string, TagPresence>();
  for (const s of selections) {
    const inThis = new Set<string>();
    for (const t of s.tags) {
      const key = t.name.trim().toLowerCase();
      if (key === '' || inThis.has(key)) continue;
      inThis.add(key);
      const entry = byKey.get(key);
      if (entry) entry.count++;
      else byKey.set(key, { name: t.name.trim(), category: t.category, count: 1, total });
    }
  }
  const all = [...byKey.values()];
  return {
    common: all.filter((t) => t.count === total).sort((a, b) => compareText(a.name, b.name)),
    unique: all
      .filter((t) => t.count < total)
      .sort((a, b) => b.count - a.count || compareText(a.name, b.name)),
  };
}

export function foundInText(count: number, total: number): string {
  return `Found in: ${count} of ${total} selections`;
}

export interface TagGroup {
  category: SelectionTagCategory;
  tags: SelectionTag[];
}

/** One selection's tags grouped by category in the fixed category order; empty means 'No tags'. */
export function tagBreakdown(selection: Selection): TagGroup[] {
  return SELECTION_TAG_CATEGORIES.map((category) => ({
    category,
    tags: selection.tags.filter((t) => t.category === category),
  })).filter((g) => g.tags.length > 0);
}

/** false means 'No additional details provided for this selection.' */
export function hasDetails(s: Selection): boolean {
  return (
    s.selectionRationale.trim() !== '' ||
    s.selectionNotes.trim() !== '' ||
    s.selectionHighlights.some((h) => h.trim() !== '')
  );
}

export interface RemoveResult {
  selections: Selection[];
  /** Close the compare view: fewer than two would be left to compare. */
  close: boolean;
}

/**
 * "Removing a selection from the comparison closes the view when two or fewer remained" is read as
 * two or fewer in the view before the click: removing from 3 leaves 2 and the view stays open,
 * removing from 2 leaves 1 and it closes. Equivalently, close when fewer than two are left. An id
 * not in the list leaves the list as it is (and closes only a view that already holds fewer than two).
 */
export function removeFromComparison(selections: readonly Selection[], id: string): RemoveResult {
  const next = selections.filter((s) => s.id !== id);
  if (next.length === selections.length) return { selections: [...selections], close: selections.length < 2 };
  return { selections: next, close: selections.length <= 2 };
}

/** A sensory rating as the comparison shows it: unrated (0) or missing is '—'. */
export function sensoryCell(value: number | undefined): number | '—' {
  return value !== undefined && value > 0 ? value : '—';
}

/** One cell of the breakdown table. */
export function breakdownCell(s: Selection, key: CompareSortKey): string | number {
  switch (key) {
    case 'plantId':
      return s.plantId;
    case 'generation':
      return s.generation;
    case 'date':
      return formatSelectionDate(s.selectionDate);
    case 'aroma':
      return sensoryCell(s.sensoryData?.aroma_quality);
    case 'flavor':
      return sensoryCell(s.sensoryData?.flavor_quality);
    default:
      return s.growthMetrics[key];
  }
}

/** The bar chart's rows: one per growth metric, one value per selection (keyed by its id). */
export function growthBarRows(
  selections: readonly Selection[],
  labels: Readonly<Record<GrowthMetricKey, string>>,
): Array<Record<string, string | number>> {
  return GROWTH_METRIC_KEYS.map((k) => {
    const row: Record<string, string | number> = { metric: labels[k] };
    for (const s of selections) row[s.id] = s.growthMetrics[k];
    return row;
  });
}
