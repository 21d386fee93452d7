// Badge and automatic growth-tag rules (spec-2 §4 "Badge rules on selections"), kept in this one
// module so the card, the compare view and the save path award the same badges.
import type { Badge, GrowthMetricKey, GrowthMetrics, SelectionTag, SensoryData } from './selection';

export const BADGE_THRESHOLD = 8;
/**
 * The spec records two readings of Smooth Smoke (harshness <= 3 and >= 8). SensoryData defines
 * smoke_harshness as "lower is smoother", so only <= 3 awards a badge named "Smooth". A harshness of
 * 0 means "not rated" (ratings are 1-10) and awards nothing.
 */
export const SMOOTH_SMOKE_MAX_HARSHNESS = 3;
export const GROWTH_TAG_THRESHOLD = 7;

export type BadgeId =
  | 'top-producer'
  | 'frost-monster'
  | 'structure-champion'
  | 'aroma-star'
  | 'smooth-smoke'
  | 'flavor-profile'
  | 'breeding-potential';

export interface BadgeDefinition extends Badge {
  id: BadgeId;
  description: string;
  color: string;
}

/** In display order; ids are stable because stored or cached badges are matched by id. */
export const BADGE_DEFINITIONS: readonly BadgeDefinition[] = [
  { id: 'top-producer', name: 'Top Producer', description: 'Yield rated 8 or higher', color: 'green' },
  { id: 'frost-monster', name: 'Frost Monster', description: 'Frost rated 8 or higher', color: 'cyan' },
  {
    id: 'structure-champion',
    name: 'Structure Champion',
    description: 'Structure rated 8 or higher',
    color: 'emerald',
  },
  { id: 'aroma-star', name: 'Aroma Star', description: 'Aroma quality rated 8 or higher', color: 'purple' },
  { id: 'smooth-smoke', name: 'Smooth Smoke', description: 'Smoke harshness rated 3 or lower', color: 'sky' },
  {
    id: 'flavor-profile',
    name: 'Flavor Profile',
    description: 'Flavor quality rated 8 or higher',
    color: 'orange',
  },
  {
    id: 'breeding-potential',
    name: 'Breeding Potential',
    description: 'Overall rating of 8 or higher',
    color: 'amber',
  },
];

export interface BadgeInput {
  growthMetrics: GrowthMetrics;
  sensoryData: SensoryData | null;
}

const RULES: Record<BadgeId, (s: BadgeInput) => boolean> = {
  'top-producer': (s) => s.growthMetrics.yield >= BADGE_THRESHOLD,
  'frost-monster': (s) => s.growthMetrics.frost >= BADGE_THRESHOLD,
  'structure-champion': (s) => s.growthMetrics.structure >= BADGE_THRESHOLD,
  'aroma-star': (s) => (s.sensoryData?.aroma_quality ?? 0) >= BADGE_THRESHOLD,
  'smooth-smoke': (s) => {
    const h = s.sensoryData?.smoke_harshness ?? 0;
    return h > 0 && h <= SMOOTH_SMOKE_MAX_HARSHNESS;
  },
  'flavor-profile': (s) => (s.sensoryData?.flavor_quality ?? 0) >= BADGE_THRESHOLD,
  'breeding-potential': (s) => s.growthMetrics.overall >= BADGE_THRESHOLD,
};

/** Badges a selection earns, in BADGE_DEFINITIONS order. */
export function computeBadges(input: BadgeInput): BadgeDefinition[] {
  return BADGE_DEFINITIONS.filter((b) => RULES[b.id](input));
}

export type GrowthTagMetric = Exclude<GrowthMetricKey, 'overall'>;

/**
 * Automatic growth tags. Names come from the suggested vocabulary where one fits, so a hand-added
 * "vigorous" and the automatic one are the same tag under the case-insensitive name rule.
 */
export const GROWTH_TAGS: Record<GrowthTagMetric, SelectionTag> = {
  vigor: { id: 'auto-growth-vigor', name: 'vigorous', category: 'growth' },
  structure: { id: 'auto-growth-structure', name: 'sturdy', category: 'growth' },
  yield: { id: 'auto-growth-yield', name: 'high yield', category: 'growth' },
  frost: { id: 'auto-growth-frost', name: 'frosty', category: 'growth' },
};

const GROWTH_TAG_METRICS = [
  'vigor',
  'structure',
  'yield',
  'frost',
] as const satisfies readonly GrowthTagMetric[];
const AUTO_TAG_IDS = new Set(Object.values(GROWTH_TAGS).map((t) => t.id));

/** Growth tags earned at >= 7 for vigor, structure, yield and frost. */
export function computeGrowthTags(metrics: GrowthMetrics): SelectionTag[] {
  return GROWTH_TAG_METRICS.filter((m) => metrics[m] >= GROWTH_TAG_THRESHOLD).map((m) => GROWTH_TAGS[m]);
}

/**
 * The tag list with automatic growth tags brought up to date: automatic tags no longer earned are
 * dropped, earned ones are appended unless a tag of that name (any case) is already there. Tags the
 * user added by hand are never removed.
 */
export function applyGrowthTags(tags: readonly SelectionTag[], metrics: GrowthMetrics): SelectionTag[] {
  const earned = computeGrowthTags(metrics);
  const earnedIds = new Set(earned.map((t) => t.id));
  const kept = tags.filter((t) => !AUTO_TAG_IDS.has(t.id) || earnedIds.has(t.id));
  const names = new Set(kept.map((t) => t.name.trim().toLowerCase()));
  return [...kept, ...earned.filter((t) => !names.has(t.name.toLowerCase()))];
}
