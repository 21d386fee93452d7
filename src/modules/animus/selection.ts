// The Selection model as the Selections screen uses it (spec-2 §3), with the fixed vocabularies that
// go with it: tag categories, suggested tags, ash colours and the §9 constants. Plain data, no React.

export type AshColor = 'white' | 'light-gray' | 'medium-gray' | 'dark-gray' | 'black';

export interface SensoryData {
  /** 1-10; 0 means "not rated" (a missing phenos_sensory value is mapped to 0). */
  aroma_intensity: number;
  aroma_quality: number;
  aroma_profiles: string[];
  flavor_intensity: number;
  flavor_quality: number;
  flavor_profiles: string[];
  /** Lower is smoother. */
  smoke_harshness: number;
  ash_color: AshColor;
}

export interface GrowthMetrics {
  structure: number;
  vigor: number;
  yield: number;
  frost: number;
  overall: number;
}

export type GrowthMetricKey = keyof GrowthMetrics;
export type SensoryRatingKey =
  'aroma_intensity' | 'aroma_quality' | 'flavor_intensity' | 'flavor_quality' | 'smoke_harshness';

export type SelectionTagCategory =
  'aroma' | 'flavor' | 'appearance' | 'growth' | 'effects' | 'terpenes' | 'other';

export interface SelectionTag {
  id: string;
  name: string;
  category: SelectionTagCategory;
}

export interface Badge {
  id: string;
  name: string;
  description?: string;
  color?: string;
}

export interface Selection {
  id: string;
  phenoId: string;
  plantId: string;
  generation: string;
  /** ISO 8601 date (`YYYY-MM-DD`, read as a local calendar day) or timestamp, as the database returns it. */
  selectionDate: string;
  selectionRationale: string;
  selectionNotes: string;
  selectionHighlights: string[];
  growthMetrics: GrowthMetrics;
  tags: SelectionTag[];
  badges: Badge[];
  images: string[];
  /** null when the plant has no phenos_sensory record: sensory data is joined on the client only. */
  sensoryData: SensoryData | null;
  projectId: string;
}

export const GROWTH_METRIC_KEYS = [
  'structure',
  'vigor',
  'yield',
  'frost',
  'overall',
] as const satisfies readonly GrowthMetricKey[];
export const SENSORY_RATING_KEYS = [
  'aroma_intensity',
  'aroma_quality',
  'flavor_intensity',
  'flavor_quality',
  'smoke_harshness',
] as const satisfies readonly SensoryRatingKey[];

export const GROWTH_METRIC_LABELS: Record<GrowthMetricKey, string> = {
  structure: 'Structure',
  vigor: 'Vigor',
  yield: 'Yield',
  frost: 'Frost',
  overall: 'Overall',
};

/**
 * Metrics where a lower reading is the better one (spec-2 §3: smoke_harshness, "lower is smoother"):
 * percentiles rank them the other way round and bars show how smooth rather than how harsh.
 */
export const LOWER_IS_BETTER: ReadonlySet<string> = new Set<SensoryRatingKey>(['smoke_harshness']);

export const SENSORY_RATING_LABELS: Record<SensoryRatingKey, string> = {
  aroma_intensity: 'Aroma Intensity',
  aroma_quality: 'Aroma Quality',
  flavor_intensity: 'Flavor Intensity',
  flavor_quality: 'Flavor Quality',
  smoke_harshness: 'Smoke Harshness',
};

export const SELECTION_TAG_CATEGORIES = [
  'aroma',
  'flavor',
  'appearance',
  'growth',
  'effects',
  'terpenes',
  'other',
] as const satisfies readonly SelectionTagCategory[];

export const TAG_CATEGORY_LABELS: Record<SelectionTagCategory, string> = {
  aroma: 'Aroma',
  flavor: 'Flavor',
  appearance: 'Appearance',
  growth: 'Growth',
  effects: 'Effects',
  terpenes: 'Terpenes',
  other: 'Other',
};

/** Tailwind palette names; the UI builds its classes from them (e.g. `bg-${color}-100` via a lookup). */
export const TAG_CATEGORY_COLORS: Record<SelectionTagCategory, string> = {
  aroma: 'purple',
  flavor: 'orange',
  appearance: 'pink',
  growth: 'green',
  effects: 'blue',
  terpenes: 'amber',
  other: 'slate',
};

/** spec-2 §3 "Suggested tags per category"; the aroma and flavor lists double as profile suggestions. */
export const SUGGESTED_TAGS: Record<SelectionTagCategory, readonly string[]> = {
  aroma: ['fruity', 'citrus', 'pine', 'diesel', 'earthy', 'floral', 'sweet', 'spicy', 'cheese', 'skunk'],
  flavor: ['sweet', 'woody', 'spicy', 'citrus', 'fruity', 'berry', 'earthy', 'nutty', 'coffee', 'cream'],
  appearance: ['purple', 'dense', 'frosty', 'orange', 'green', 'red', 'bright', 'dark', 'large', 'compact'],
  growth: ['vigorous', 'bushy', 'tall', 'short', 'branchy', 'stretchy', 'early', 'late', 'uniform', 'sturdy'],
  effects: [
    'relaxing',
    'uplifting',
    'creative',
    'energetic',
    'focused',
    'sleepy',
    'euphoric',
    'calm',
    'hungry',
    'talkative',
  ],
  terpenes: [
    'myrcene',
    'limonene',
    'caryophyllene',
    'terpinolene',
    'pinene',
    'linalool',
    'humulene',
    'ocimene',
    'terpineol',
    'bisabolol',
  ],
  other: [],
};

export const AROMA_PROFILE_SUGGESTIONS = SUGGESTED_TAGS.aroma;
export const FLAVOR_PROFILE_SUGGESTIONS = SUGGESTED_TAGS.flavor;

export interface AshColorOption {
  value: AshColor;
  label: string;
  /** CSS colour of the swatch. */
  swatch: string;
}

export const ASH_COLOR_OPTIONS: readonly AshColorOption[] = [
  { value: 'white', label: 'White', swatch: '#ffffff' },
  { value: 'light-gray', label: 'Light Gray', swatch: '#d1d5db' },
  { value: 'medium-gray', label: 'Medium Gray', swatch: '#9ca3af' },
  { value: 'dark-gray', label: 'Dark Gray', swatch: '#4b5563' },
  { value: 'black', label: 'Black', swatch: '#111827' },
];

export const ASH_COLORS = [
  'white',
  'light-gray',
  'medium-gray',
  'dark-gray',
  'black',
] as const satisfies readonly AshColor[];

export function ashColorLabel(value: AshColor): string {
  return ASH_COLOR_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function isSelectionTagCategory(value: unknown): value is SelectionTagCategory {
  return typeof value === 'string' && (SELECTION_TAG_CATEGORIES as readonly string[]).includes(value);
}

/** Stored tags are free JSON; anything outside the Selections vocabulary is shown as 'other'. */
export function normalizeTagCategory(value: unknown): SelectionTagCategory {
  return isSelectionTagCategory(value) ? value : 'other';
}

// spec-2 §9 constants that concern Selections.
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const RATING_STEP = 1;
export const OVERALL_STEP = 0.5;
export const RATING_DEFAULT = 5;
export const METRIC_SCALE_MAX = 10;
export const DEFAULT_GENERATION = 'F1';
export const DEFAULT_ASH_COLOR: AshColor = 'white';
export const TOP_PERFORMER_THRESHOLD = 8;
export const RECENT_COUNT = 10;
export const SKELETON_COUNT = 6;
export const PERCENTILE_DEFAULT = 50;
export const CARD_BADGE_LIMIT = 3;
export const CARD_HIGHLIGHT_LIMIT = 3;
export const CARD_TAG_LIMIT = 8;
export const CARD_RATIONALE_LIMIT = 150;
export const THUMBNAIL_SIZE = 128;
export const TRAIT_CHART_SIZE = { width: 320, height: 280 } as const;
export const RADAR_RINGS = 5;
