// The Enhanced View's list logic (spec-2 §2 filter panel, §4 "Selections list", §5 "List filters").
// One pass per filter, one sort: O(n log n) for 5,000 selections inside a frame (ARCHITECTURE.md §6).
import { parseSelectionDate } from './dates';
import type { Selection } from './selection';
import { RECENT_COUNT, TOP_PERFORMER_THRESHOLD } from './selection';

export type SelectionTab = 'all' | 'top' | 'recent';
export type SelectionSortKey =
  'dateDesc' | 'dateAsc' | 'overall' | 'yield' | 'structure' | 'aroma' | 'flavor';

export const SELECTION_TABS: ReadonlyArray<{ value: SelectionTab; label: string }> = [
  { value: 'all', label: 'All Selections' },
  { value: 'top', label: 'Top Performers' },
  { value: 'recent', label: 'Recent' },
];

export const SELECTION_SORT_OPTIONS: ReadonlyArray<{ value: SelectionSortKey; label: string }> = [
  { value: 'dateDesc', label: 'Newest first' },
  { value: 'dateAsc', label: 'Oldest first' },
  { value: 'overall', label: 'Highest overall rating' },
  { value: 'yield', label: 'Highest yield' },
  { value: 'structure', label: 'Best structure' },
  { value: 'aroma', label: 'Best aroma' },
  { value: 'flavor', label: 'Best flavor' },
];

export interface SelectionFilterState {
  search: string;
  tab: SelectionTab;
  /** null means all generations. */
  generation: string | null;
  /** Tag names; a selection must carry every one (case-insensitive). */
  tags: string[];
  sort: SelectionSortKey;
}

export const DEFAULT_SELECTION_FILTERS: SelectionFilterState = {
  search: '',
  tab: 'all',
  generation: null,
  tags: [],
  sort: 'dateDesc',
};

// Derived per-selection values, cached by object identity: query results are immutable, so a
// keystroke re-filters 5,000 selections without re-lowercasing every text field.
const haystacks = new WeakMap<Selection, string>();
const tagSets = new WeakMap<Selection, Set<string>>();
const times = new WeakMap<Selection, number>();

const norm = (text: string) => text.trim().toLowerCase();

function haystack(s: Selection): string {
  let h = haystacks.get(s);
  if (h === undefined) {
    // Plain concatenation: no intermediate arrays for 5,000 selections on the first search.
    h = s.plantId + '\n' + s.selectionRationale + '\n' + s.selectionNotes;
    for (const line of s.selectionHighlights) h += '\n' + line;
    for (const t of s.tags) h += '\n' + t.name;
    h = h.toLowerCase();
    haystacks.set(s, h);
  }
  return h;
}

function tagSet(s: Selection): Set<string> {
  let set = tagSets.get(s);
  if (set === undefined) {
    set = new Set(s.tags.map((t) => norm(t.name)));
    tagSets.set(s, set);
  }
  return set;
}

/** Selection time in ms; unreadable dates count as the oldest. */
export function selectionTime(s: Selection): number {
  let t = times.get(s);
  if (t === undefined) {
    const parsed = parseSelectionDate(s.selectionDate);
    t = Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
    times.set(s, t);
  }
  return t;
}

/**
 * The same match without building the haystack: each field lower-cased and searched on its own
 * (the query holds no line break, so no match spans two fields). For the first search over a list,
 * which would otherwise build and keep a haystack for every selection before showing anything.
 */
function fieldsInclude(s: Selection, q: string): boolean {
  if (
    s.plantId.toLowerCase().includes(q) ||
    s.selectionRationale.toLowerCase().includes(q) ||
    s.selectionNotes.toLowerCase().includes(q)
  )
    return true;
  for (const line of s.selectionHighlights) if (line.toLowerCase().includes(q)) return true;
  for (const t of s.tags) if (t.name.toLowerCase().includes(q)) return true;
  return false;
}

// Lists searched before: from the second search on, the haystacks are built and kept.
const searchedLists = new WeakSet<readonly Selection[]>();

/** Case-insensitive substring match on plant id, rationale, notes, highlights and tag names. */
export function matchesSearch(s: Selection, query: string): boolean {
  const q = norm(query);
  return q === '' || haystack(s).includes(q);
}

export function hasAllTags(s: Selection, tagNames: readonly string[]): boolean {
  if (tagNames.length === 0) return true;
  const set = tagSet(s);
  return tagNames.every((name) => set.has(norm(name)));
}

export function isTopPerformer(s: Selection): boolean {
  return (
    s.growthMetrics.overall >= TOP_PERFORMER_THRESHOLD ||
    (s.sensoryData?.aroma_quality ?? 0) >= TOP_PERFORMER_THRESHOLD ||
    (s.sensoryData?.flavor_quality ?? 0) >= TOP_PERFORMER_THRESHOLD
  );
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural, case-insensitive text order ("PL-2" before "PL-10"). */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

const plantKeys = new WeakMap<Selection, string>();

/**
 * A plant id as a plain-comparable key: lower case, digit runs zero-padded, so `<` gives the
 * collator's natural order ("pl-2" before "pl-10") without an Intl call per comparison, which
 * dominated sorting 5,000 selections with many same-day ties.
 */
function plantKey(s: Selection): string {
  let key = plantKeys.get(s);
  if (key === undefined) {
    key = s.plantId
      .toLowerCase()
      .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(20, '0'));
    plantKeys.set(s, key);
  }
  return key;
}

const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Final tie-breakers, so equal keys come out in the same order whatever the input order. */
export function byPlantThenId(a: Selection, b: Selection): number {
  return order(plantKey(a), plantKey(b)) || order(a.plantId, b.plantId) || order(a.id, b.id);
}

// Unrated or missing sensory values sort as 0, i.e. last.
const SORT_VALUE: Record<Exclude<SelectionSortKey, 'dateDesc' | 'dateAsc'>, (s: Selection) => number> = {
  overall: (s) => s.growthMetrics.overall,
  yield: (s) => s.growthMetrics.yield,
  structure: (s) => s.growthMetrics.structure,
  aroma: (s) => s.sensoryData?.aroma_quality ?? 0,
  flavor: (s) => s.sensoryData?.flavor_quality ?? 0,
};

interface Keyed {
  s: Selection;
  t: number;
  v: number;
  /** plantKey(s), read on the first tie that needs it, then kept for the rest of the sort. */
  k: string | undefined;
}

/** Equal infinities (unreadable dates) would subtract to NaN; they compare as equal instead. */
const diff = (a: number, b: number): number => (a === b ? 0 : a - b);

const byKeyedPlantThenId = (a: Keyed, b: Keyed): number =>
  order((a.k ??= plantKey(a.s)), (b.k ??= plantKey(b.s))) ||
  order(a.s.plantId, b.s.plantId) ||
  order(a.s.id, b.s.id);

/**
 * A sorted copy. Dates: by selection date. Metrics: highest first; ties go to the newer selection,
 * then plant id (natural order, "PL-2" before "PL-10"), then id.
 */
export function sortSelections(selections: readonly Selection[], sort: SelectionSortKey): Selection[] {
  const value = sort === 'dateDesc' || sort === 'dateAsc' ? undefined : SORT_VALUE[sort];
  // Decorate once so the comparator does not re-read nested fields or caches O(n log n) times.
  // Dates are read through parseSelectionDate's per-day cache: no per-selection cache entry to make.
  const keyed: Keyed[] = selections.map((s) => {
    const v = value ? value(s) : 0;
    const t = parseSelectionDate(s.selectionDate);
    return {
      s,
      t: Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t,
      v: Number.isFinite(v) ? v : Number.NEGATIVE_INFINITY,
      k: undefined,
    };
  });
  const cmp: (a: Keyed, b: Keyed) => number =
    sort === 'dateAsc'
      ? (a, b) => diff(a.t, b.t) || byKeyedPlantThenId(a, b)
      : sort === 'dateDesc'
        ? (a, b) => diff(b.t, a.t) || byKeyedPlantThenId(a, b)
        : (a, b) => diff(b.v, a.v) || diff(b.t, a.t) || byKeyedPlantThenId(a, b);
  return keyed.sort(cmp).map((k) => k.s);
}

// The whole list in each order asked for, memoised per list (query data is immutable, a new fetch is
// a new array): a filter change then walks the list once in that order instead of sorting again.
// The order is total (ties end on id), so the matching subsequence is exactly the sorted result.
// An order is built the second time it is asked for; the first pass after a fetch sorts only its hits.
interface ListOrders {
  length: number;
  orders: Map<SelectionSortKey, Selection[]>;
  asked: Set<SelectionSortKey>;
}
const sortedLists = new WeakMap<readonly Selection[], ListOrders>();

function listOrders(selections: readonly Selection[]): ListOrders {
  let entry = sortedLists.get(selections);
  if (entry === undefined || entry.length !== selections.length) {
    entry = { length: selections.length, orders: new Map(), asked: new Set() };
    sortedLists.set(selections, entry);
  }
  return entry;
}

/** The matching selections in the given order. */
function filterSorted(
  selections: readonly Selection[],
  sort: SelectionSortKey,
  matches: (s: Selection) => boolean,
  limit = Number.POSITIVE_INFINITY,
): Selection[] {
  const entry = listOrders(selections);
  let sorted = entry.orders.get(sort);
  if (sorted === undefined && !entry.asked.has(sort)) {
    entry.asked.add(sort);
    return sortSelections(selections.filter(matches), sort).slice(0, limit);
  }
  if (sorted === undefined) {
    sorted = sortSelections(selections, sort);
    entry.orders.set(sort, sorted);
  }
  const out: Selection[] = [];
  for (const s of sorted) {
    if (out.length >= limit) break;
    if (matches(s)) out.push(s);
  }
  return out;
}

/** The `count` newest by selection date, newest first. */
export function recentSelections(selections: readonly Selection[], count = RECENT_COUNT): Selection[] {
  return sortSelections(selections, 'dateDesc').slice(0, count);
}

// Breeding generations in their usual order: parents, filial, backcross, selfed; others after.
const GENERATION_PATTERN = /^([A-Za-z]+)(\d+)(.*)$/;
const FAMILY_ORDER = ['P', 'F', 'BX', 'S'];

function generationKey(g: string): [number, string, number, string] {
  const m = GENERATION_PATTERN.exec(g.trim());
  if (!m) return [FAMILY_ORDER.length + 1, g, 0, ''];
  const family = (m[1] as string).toUpperCase();
  const rank = FAMILY_ORDER.indexOf(family);
  return [rank === -1 ? FAMILY_ORDER.length : rank, family, Number(m[2]), m[3] as string];
}

/** F1 < F2 < F10 < BX1 < S1; unknown families alphabetically after, free text last. */
export function compareGenerations(a: string, b: string): number {
  const [ra, fa, na, ta] = generationKey(a);
  const [rb, fb, nb, tb] = generationKey(b);
  return (
    ra - rb || collator.compare(fa, fb) || na - nb || collator.compare(ta, tb) || (a < b ? -1 : a > b ? 1 : 0)
  );
}

/** The generations present, for the Generation filter. */
export function distinctGenerations(selections: readonly Selection[]): string[] {
  const set = new Set<string>();
  for (const s of selections) if (s.generation.trim() !== '') set.add(s.generation);
  return [...set].sort(compareGenerations);
}

/** Tag names present (first spelling seen wins), alphabetical, for the tag picker. */
export function distinctTagNames(selections: readonly Selection[]): string[] {
  const byKey = new Map<string, string>();
  for (const s of selections) {
    for (const t of s.tags) {
      const key = norm(t.name);
      if (key !== '' && !byKey.has(key)) byKey.set(key, t.name.trim());
    }
  }
  return [...byKey.values()].sort(collator.compare);
}

/** Adds a chosen tag chip; blank or already chosen (any case) leaves the list as it is. */
export function addFilterTag(tags: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '' || tags.some((t) => norm(t) === norm(trimmed))) return [...tags];
  return [...tags, trimmed];
}

export function removeFilterTag(tags: readonly string[], name: string): string[] {
  return tags.filter((t) => norm(t) !== norm(name));
}

/** Whether 'Showing X of Y selections' is shown: search, tags or generation active (not tab or sort). */
export function isFilterActive(state: SelectionFilterState): boolean {
  return state.search.trim() !== '' || state.tags.length > 0 || state.generation !== null;
}

export function showingCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} selections`;
}

/** 'Clear all filters': search, tags and generation; tab and sort stay. */
export function clearFilters(state: SelectionFilterState): SelectionFilterState {
  return { ...state, search: '', tags: [], generation: null };
}

/**
 * The grid's list. Generation, tags and search narrow the list first; then the tab applies to what
 * is left, so 'Recent' with a generation chosen shows the 10 newest of that generation; then sort.
 */
export function applySelectionFilters(
  selections: readonly Selection[],
  state: SelectionFilterState,
): Selection[] {
  const query = norm(state.search);
  const tags = state.tags.map(norm).filter((t) => t !== '');
  // The first search over a list reads the fields directly; later ones keep a haystack per selection.
  const searched = query !== '' && searchedLists.has(selections);
  if (query !== '') searchedLists.add(selections);
  const includesQuery = searched
    ? (s: Selection) => haystack(s).includes(query)
    : (s: Selection) => fieldsInclude(s, query);
  const matches = (s: Selection) =>
    (state.generation === null || s.generation === state.generation) &&
    (tags.length === 0 || hasAllTags(s, tags)) &&
    (query === '' || includesQuery(s)) &&
    (state.tab !== 'top' || isTopPerformer(s));
  // 'Recent': the RECENT_COUNT newest that match, then the chosen order among those few.
  if (state.tab === 'recent') {
    return sortSelections(filterSorted(selections, 'dateDesc', matches, RECENT_COUNT), state.sort);
  }
  return filterSorted(selections, state.sort, matches);
}
