// Rules of the Create/Edit Selection dialog (spec-2 §5 "Selection form", §4 defaults) and its zod
// schema. The hard limits in SELECTION_LIMITS are repeated by the database as CHECK constraints.
// zod/mini, not zod: the full build would pull more of zod's core into the shared chunks.
import { z } from 'zod/mini';
import { parseSelectionDate } from './dates';
import type {
  GrowthMetricKey,
  GrowthMetrics,
  Selection,
  SelectionTag,
  SelectionTagCategory,
  SensoryData,
  SensoryRatingKey,
} from './selection';
import {
  ASH_COLORS,
  DEFAULT_ASH_COLOR,
  DEFAULT_GENERATION,
  OVERALL_STEP,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  SELECTION_TAG_CATEGORIES,
} from './selection';
import { toFormNumber } from '@/lib/decimal';

export const SELECTION_LIMITS = {
  plantIdMax: 64,
  generationMax: 16,
  /** Letters, digits and # . - ("F1", "BX2", "S1.3", "F2-#4"). */
  generationPattern: /^[A-Za-z0-9#.-]+$/,
  rationaleMax: 2000,
  notesMax: 2000,
  highlightMax: 200,
  highlightsMax: 20,
  tagsMax: 40,
  tagNameMax: 50,
  tagIdMax: 100,
  profileMax: 50,
  profilesMax: 20,
  badgesMax: 20,
  imagesMax: 20,
  imageUrlMax: 2048,
} as const;

export interface RatingSlider {
  min: number;
  max: number;
  step: number;
}

export function ratingSlider(metric: GrowthMetricKey | SensoryRatingKey): RatingSlider {
  return { min: RATING_MIN, max: RATING_MAX, step: metric === 'overall' ? OVERALL_STEP : RATING_STEP };
}

/**
 * A slider value as the form keeps it. Empty (null, undefined, '', NaN, and 0, which storage uses
 * for "not rated") falls back to 5; anything else is clamped to 1-10 and snapped to the step.
 */
export function normalizeRating(
  value: number | string | null | undefined,
  step: number = RATING_STEP,
): number {
  const n = typeof value === 'string' ? toFormNumber(value) : (value ?? Number.NaN);
  if (!Number.isFinite(n) || n === 0) return RATING_DEFAULT;
  const snapped = Math.round(n / step) * step;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, snapped));
}

const norm = (text: string) => text.trim().toLowerCase();

/** Enter/Add on the highlight input: trimmed, blank ignored. */
export function addHighlight(highlights: readonly string[], text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [...highlights] : [...highlights, trimmed];
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Ids of tags added in the form; stable per name, which is unique within a selection. */
export function tagIdFor(name: string): string {
  return `tag-${norm(name).replace(/\s+/g, '-')}`;
}

/** Typed or suggested tag: trimmed, blank ignored, a name already present in any case is not added. */
export function addTag(
  tags: readonly SelectionTag[],
  name: string,
  category: SelectionTagCategory,
): SelectionTag[] {
  const trimmed = name.trim();
  if (trimmed === '' || tags.some((t) => norm(t.name) === norm(trimmed))) return [...tags];
  return [...tags, { id: tagIdFor(trimmed), name: trimmed, category }];
}

export function removeTag(tags: readonly SelectionTag[], id: string): SelectionTag[] {
  return tags.filter((t) => t.id !== id);
}

/** Aroma or flavor profile: trimmed, blank ignored, no duplicates (case-insensitive). */
export function addProfile(profiles: readonly string[], value: string): string[] {
  const trimmed = value.trim();
  if (trimmed === '' || profiles.some((p) => norm(p) === norm(trimmed))) return [...profiles];
  return [...profiles, trimmed];
}

export function removeProfile(profiles: readonly string[], value: string): string[] {
  return profiles.filter((p) => norm(p) !== norm(value));
}

const ratingError = `Must be between ${RATING_MIN} and ${RATING_MAX}`;
const rating = z
  .number({ error: 'A rating is required' })
  .check(
    z.gte(RATING_MIN, ratingError),
    z.lte(RATING_MAX, ratingError),
    z.multipleOf(RATING_STEP, 'Use whole steps'),
  );
const overallRating = z
  .number({ error: 'A rating is required' })
  .check(
    z.gte(RATING_MIN, ratingError),
    z.lte(RATING_MAX, ratingError),
    z.multipleOf(OVERALL_STEP, 'Use steps of 0.5'),
  );

const L = SELECTION_LIMITS;

const noDuplicates = (values: readonly string[]) => new Set(values.map(norm)).size === values.length;

/** Trimmed text of at most `max` characters; `required` adds the empty-text message. */
const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `At most ${max} characters`),
    );

const profileList = z
  .array(
    z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(L.profileMax, `At most ${L.profileMax} characters`)),
  )
  .check(
    z.maxLength(L.profilesMax, `At most ${L.profilesMax} profiles`),
    z.refine(noDuplicates, 'Profiles must not repeat'),
  );

export const selectionTagSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(L.tagIdMax)),
  name: text(L.tagNameMax, 'Tag name is required'),
  category: z.enum(SELECTION_TAG_CATEGORIES),
});

export const sensoryDataSchema = z.object({
  aroma_intensity: rating,
  aroma_quality: rating,
  aroma_profiles: profileList,
  flavor_intensity: rating,
  flavor_quality: rating,
  flavor_profiles: profileList,
  smoke_harshness: rating,
  ash_color: z.enum(ASH_COLORS),
});

export const selectionFormSchema = z.object({
  plantId: text(L.plantIdMax, 'Plant ID is required'),
  generation: text(L.generationMax, 'Generation is required').check(
    z.regex(L.generationPattern, 'Use letters, digits, #, . or -'),
  ),
  selectionDate: z.date({ error: 'Selection date is required' }),
  selectionRationale: text(L.rationaleMax),
  selectionNotes: text(L.notesMax),
  selectionHighlights: z
    .array(
      z
        .string()
        .check(z.trim(), z.minLength(1), z.maxLength(L.highlightMax, `At most ${L.highlightMax} characters`)),
    )
    .check(z.maxLength(L.highlightsMax, `At most ${L.highlightsMax} highlights`)),
  growthMetrics: z.object({
    structure: rating,
    vigor: rating,
    yield: rating,
    frost: rating,
    overall: overallRating,
  }),
  tags: z.array(selectionTagSchema).check(
    z.maxLength(L.tagsMax, `At most ${L.tagsMax} tags`),
    z.refine((tags) => noDuplicates(tags.map((t) => t.name)), 'Tags must not repeat'),
  ),
  // Badges are derived (badges.ts) when saving; carried so the saved result can show them.
  badges: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1)),
        name: z.string(),
        description: z.optional(z.string()),
        color: z.optional(z.string()),
      }),
    )
    .check(z.maxLength(L.badgesMax)),
  images: z
    .array(z.string().check(z.minLength(1), z.maxLength(L.imageUrlMax)))
    .check(z.maxLength(L.imagesMax, `At most ${L.imagesMax} images`)),
  sensoryData: sensoryDataSchema,
});

export type SelectionFormValues = z.infer<typeof selectionFormSchema>;

export function defaultSensoryData(): SensoryData {
  return {
    aroma_intensity: RATING_DEFAULT,
    aroma_quality: RATING_DEFAULT,
    aroma_profiles: [],
    flavor_intensity: RATING_DEFAULT,
    flavor_quality: RATING_DEFAULT,
    flavor_profiles: [],
    smoke_harshness: RATING_DEFAULT,
    ash_color: DEFAULT_ASH_COLOR,
  };
}

function sensoryForForm(sensory: SensoryData | null | undefined): SensoryData {
  if (!sensory) return defaultSensoryData();
  return {
    aroma_intensity: normalizeRating(sensory.aroma_intensity),
    aroma_quality: normalizeRating(sensory.aroma_quality),
    aroma_profiles: [...sensory.aroma_profiles],
    flavor_intensity: normalizeRating(sensory.flavor_intensity),
    flavor_quality: normalizeRating(sensory.flavor_quality),
    flavor_profiles: [...sensory.flavor_profiles],
    smoke_harshness: normalizeRating(sensory.smoke_harshness),
    ash_color: ASH_COLORS.includes(sensory.ash_color) ? sensory.ash_color : DEFAULT_ASH_COLOR,
  };
}

function growthForForm(m: Partial<GrowthMetrics> | undefined): GrowthMetrics {
  return {
    structure: normalizeRating(m?.structure),
    vigor: normalizeRating(m?.vigor),
    yield: normalizeRating(m?.yield),
    frost: normalizeRating(m?.frost),
    overall: normalizeRating(m?.overall, OVERALL_STEP),
  };
}

/** Create mode: the spec's defaults; `sensoryData` (e.g. from the plant's sensory record) replaces theirs. */
export function defaultSelectionInput(now: Date, sensoryData?: SensoryData | null): SelectionFormValues {
  return {
    plantId: '',
    generation: DEFAULT_GENERATION,
    selectionDate: new Date(now.getTime()),
    selectionRationale: '',
    selectionNotes: '',
    selectionHighlights: [],
    growthMetrics: growthForForm(undefined),
    tags: [],
    badges: [],
    images: [],
    sensoryData: sensoryForForm(sensoryData),
  };
}

/** Edit mode: the form's values for an existing selection, empty ratings falling back to 5. */
export function selectionToFormValues(selection: Selection): SelectionFormValues {
  return {
    plantId: selection.plantId,
    generation: selection.generation,
    selectionDate: new Date(parseSelectionDate(selection.selectionDate)),
    selectionRationale: selection.selectionRationale,
    selectionNotes: selection.selectionNotes,
    selectionHighlights: [...selection.selectionHighlights],
    growthMetrics: growthForForm(selection.growthMetrics),
    tags: selection.tags.map((t) => ({ ...t })),
    badges: selection.badges.map((b) => ({ ...b })),
    images: [...selection.images],
    sensoryData: sensoryForForm(selection.sensoryData),
  };
}

export interface SubmitGate {
  plantId?: string | null;
  generation?: string | null;
  selectionDate?: Date | string | null;
  growthMetrics?: { overall?: number | null } | null;
}

/** The submit button's gate: plant id, generation and a date present, and overall defined. */
export function canSubmit(values: SubmitGate): boolean {
  const date = values.selectionDate;
  const hasDate =
    date instanceof Date
      ? !Number.isNaN(date.getTime())
      : typeof date === 'string' && !Number.isNaN(parseSelectionDate(date));
  const overall = values.growthMetrics?.overall;
  return (
    (values.plantId ?? '').trim() !== '' &&
    (values.generation ?? '').trim() !== '' &&
    hasDate &&
    typeof overall === 'number' &&
    Number.isFinite(overall)
  );
}
