// Deterministic selections for unit tests and `npm run bench` (ARCHITECTURE.md §6: 5,000 selections).
// Same seed, same data: no Math.random, no clock.
import { computeBadges } from './badges';
import type { GrowthMetrics, Selection, SelectionTag, SensoryData } from './selection';
import { ASH_COLORS, SELECTION_TAG_CATEGORIES, SUGGESTED_TAGS } from './selection';

const BASE_SENSORY: SensoryData = {
  aroma_intensity: 5,
  aroma_quality: 5,
  aroma_profiles: [],
  flavor_intensity: 5,
  flavor_quality: 5,
  flavor_profiles: [],
  smoke_harshness: 5,
  ash_color: 'white',
};

const BASE_METRICS: GrowthMetrics = { structure: 5, vigor: 5, yield: 5, frost: 5, overall: 5 };

export interface SelectionOverrides extends Partial<Omit<Selection, 'growthMetrics' | 'sensoryData'>> {
  growthMetrics?: Partial<GrowthMetrics>;
  /** null for "no sensory record"; a partial object is merged over mid-scale defaults. */
  sensoryData?: Partial<SensoryData> | null;
}

/** A plain mid-scale selection; override only what a test is about. */
export function makeSelection(overrides: SelectionOverrides = {}): Selection {
  const { growthMetrics, sensoryData, ...rest } = overrides;
  const id = rest.id ?? 'sel-1';
  return {
    id,
    phenoId: `pheno-${id}`,
    plantId: `P-${id}`,
    generation: 'F1',
    selectionDate: '2024-01-01',
    selectionRationale: '',
    selectionNotes: '',
    selectionHighlights: [],
    tags: [],
    badges: [],
    images: [],
    projectId: 'project-1',
    ...rest,
    growthMetrics: { ...BASE_METRICS, ...growthMetrics },
    sensoryData: sensoryData === null ? null : { ...BASE_SENSORY, ...sensoryData },
  };
}

/** mulberry32: tiny, fast, good enough to spread test data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GENERATIONS = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'BX1', 'BX2', 'S1', 'S2'];
const WORDS = [
  'dense',
  'resinous',
  'uniform',
  'stretch',
  'mold',
  'resistant',
  'terp',
  'keeper',
  'loud',
  'calyx',
];
const DAY_MS = 86_400_000;
const BASE_DAY = Date.UTC(2022, 0, 1);

/** `count` varied selections for one project, reproducible from `seed`. */
export function generateSelections(count: number, seed = 1): Selection[] {
  const rnd = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const picks = (list: readonly string[], n: number) => {
    const out = new Set<string>();
    for (let i = 0; i < n; i++) out.add(pick(list));
    return [...out];
  };

  const out: Selection[] = [];
  for (let i = 0; i < count; i++) {
    const tags: SelectionTag[] = [];
    const seen = new Set<string>();
    for (let t = int(0, 6); t > 0; t--) {
      const category = pick(SELECTION_TAG_CATEGORIES.filter((c) => c !== 'other'));
      const name = pick(SUGGESTED_TAGS[category]);
      if (seen.has(name)) continue;
      seen.add(name);
      tags.push({ id: `tag-${i}-${t}`, name, category });
    }
    // About one in ten has no sensory record, and some sensory values are unrated (0).
    const sensoryData: SensoryData | null =
      rnd() < 0.1
        ? null
        : {
            aroma_intensity: int(0, 10),
            aroma_quality: int(1, 10),
            aroma_profiles: picks(SUGGESTED_TAGS.aroma, int(0, 3)),
            flavor_intensity: int(0, 10),
            flavor_quality: int(1, 10),
            flavor_profiles: picks(SUGGESTED_TAGS.flavor, int(0, 3)),
            smoke_harshness: int(0, 10),
            ash_color: pick(ASH_COLORS),
          };
    const growthMetrics: GrowthMetrics = {
      structure: int(1, 10),
      vigor: int(1, 10),
      yield: int(1, 10),
      frost: int(1, 10),
      overall: int(2, 20) / 2,
    };
    const id = `sel-${String(i).padStart(5, '0')}`;
    out.push({
      id,
      phenoId: `pheno-${i}`,
      plantId: `PL-${String(int(1, 99_999)).padStart(5, '0')}`,
      generation: pick(GENERATIONS),
      selectionDate: new Date(BASE_DAY + int(0, 1000) * DAY_MS).toISOString().slice(0, 10),
      selectionRationale: picks(WORDS, int(1, 5)).join(' '),
      selectionNotes: rnd() < 0.5 ? '' : picks(WORDS, int(1, 8)).join(' '),
      selectionHighlights: picks(WORDS, int(0, 3)),
      growthMetrics,
      tags,
      badges: computeBadges({ growthMetrics, sensoryData }),
      images: [],
      sensoryData,
      projectId: 'project-bench',
    });
  }
  return out;
}
