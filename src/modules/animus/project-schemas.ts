// The project and plant forms of Origins (spec-1 routes /animus/origins, /animus/origins/{projectId};
// spec-2 §3 plant row and sensory record). Number inputs are kept as text in the form and turned
// into numbers or null ("not rated") here; the database repeats every limit as a CHECK constraint.
import { z } from 'zod/mini';
import type { TablesInsert } from '@/types/database';
import { CHEMOTYPES } from './chemotype';
import type { AshColor } from './selection';
import { ASH_COLORS } from './selection';
import { toFormNumber } from '@/lib/decimal';

/** A trimmed text of at most `max` characters; `required` is the message when it is blank. */
export const text = (max: number, required?: string) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `At most ${max} characters`),
    );

/** One item per line or comma, trimmed, blanks and repeats (any case) dropped. */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(/[\n,]/)) {
    const item = raw.trim();
    if (item === '' || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

export const listOf = (maxItems: number, maxLen: number, noun: string) =>
  z.string().check(
    z.refine((v) => splitList(v).length <= maxItems, `At most ${maxItems} ${noun}`),
    z.refine((v) => splitList(v).every((i) => i.length <= maxLen), `Each at most ${maxLen} characters`),
  );

export const projectFormSchema = z.object({
  name: text(120, 'Project name is required'),
  description: text(2000),
  motherStrain: text(120),
  fatherStrain: text(120),
  targetTraits: listOf(20, 100, 'target traits'),
});

export type ProjectFormValues = z.input<typeof projectFormSchema>;

export interface ProjectInput {
  name: string;
  description: string;
  motherStrain: string;
  fatherStrain: string;
  targetTraits: string[];
}

export function toProjectInput(values: ProjectFormValues): ProjectInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    motherStrain: values.motherStrain.trim(),
    fatherStrain: values.fatherStrain.trim(),
    targetTraits: splitList(values.targetTraits),
  };
}

/** A cross as breeders write it: 'Tangie × Girl Scout Cookies'; one side alone when the other is blank. */
export function crossLabel(mother: string, father: string): string {
  if (mother && father) return `${mother} × ${father}`;
  return mother || father;
}

export const PLANT_STATUSES = ['Active', 'Selected', 'Culled', 'Archived'] as const;
export const GROWTH_STAGES = ['Seedling', 'Clone', 'Vegetation', 'Flowering', 'Harvested', 'Cured'] as const;

/** The plant row's 1-10 ratings, with their labels. */
export const PLANT_RATINGS = [
  ['growth_rate', 'Growth rate'],
  ['structure', 'Structure'],
  ['aroma_intensity', 'Aroma intensity'],
  ['frost_production', 'Frost production'],
  ['yield_estimate', 'Yield estimate'],
  ['potency_estimate', 'Potency estimate'],
  ['bud_density', 'Bud density'],
  ['branching_density', 'Branching density'],
  ['leaf_size', 'Leaf size'],
  ['leaf_width', 'Leaf width'],
] as const;
export type PlantRatingKey = (typeof PLANT_RATINGS)[number][0];

/** The sensory record's 1-10 ratings. */
export const PLANT_SENSORY_RATINGS = [
  ['aroma_intensity', 'Aroma intensity'],
  ['aroma_quality', 'Aroma quality'],
  ['flavor_intensity', 'Flavor intensity'],
  ['flavor_quality', 'Flavor quality'],
  ['smoke_harshness', 'Smoke harshness (lower is smoother)'],
] as const;
export type PlantSensoryKey = (typeof PLANT_SENSORY_RATINGS)[number][0];

/** A number typed as text: blank, or within min..max (whole when asked). */
export const optionalNumber = (min: number, max: number, whole: boolean, message: string) =>
  z.string().check(
    z.refine((v) => {
      if (v.trim() === '') return true;
      const n = toFormNumber(v);
      return Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n));
    }, message),
  );

const rating = optionalNumber(1, 10, true, 'A whole number from 1 to 10');

export const phenoFormSchema = z.object({
  plant_id: text(64, 'Plant ID is required'),
  generation: text(16, 'Generation is required').check(
    z.regex(/^[A-Za-z0-9#.-]+$/, 'Use letters, digits, #, . or -'),
  ),
  status: z.enum(PLANT_STATUSES),
  growth_stage: z.enum(GROWTH_STAGES),
  cross_id: z.string(),
  chemotype: z.union([z.literal(''), z.enum(CHEMOTYPES)]),
  ratings: z.object(
    Object.fromEntries(PLANT_RATINGS.map(([k]) => [k, rating])) as Record<PlantRatingKey, typeof rating>,
  ),
  height: optionalNumber(0.1, 1000, false, 'Between 0.1 and 1000 cm'),
  internodal: optionalNumber(0.1, 100, false, 'Between 0.1 and 100 cm'),
  flowering_time: optionalNumber(1, 365, true, 'Whole days from 1 to 365'),
  aroma_profile: listOf(20, 50, 'aromas'),
  notes: text(2000),
  selected_for_final: z.boolean(),
  selection_notes: text(2000),
  sensory: z.object({
    ...(Object.fromEntries(PLANT_SENSORY_RATINGS.map(([k]) => [k, rating])) as Record<
      PlantSensoryKey,
      typeof rating
    >),
    aroma_profile: listOf(20, 50, 'aromas'),
    flavor_profile: listOf(20, 50, 'flavors'),
    ash_color: z.union([z.literal(''), z.enum(ASH_COLORS)]),
  }),
});

export type PhenoFormValues = z.input<typeof phenoFormSchema>;

export const numOrNull = (v: string) => (v.trim() === '' ? null : toFormNumber(v));

// Only what the form sends: ids, owners and timestamps are the database's.
type Stamped = 'id' | 'user_id' | 'created_at' | 'updated_at';
export type PhenoFormOutput = Omit<TablesInsert<'phenos'>, 'project_id' | Stamped> & {
  sensory: Omit<TablesInsert<'phenos_sensory'>, 'plant_id' | Stamped>;
};

export function toPhenoInput(v: PhenoFormValues): PhenoFormOutput {
  const ratings = Object.fromEntries(PLANT_RATINGS.map(([k]) => [k, numOrNull(v.ratings[k])])) as Record<
    PlantRatingKey,
    number | null
  >;
  return {
    plant_id: v.plant_id.trim(),
    generation: v.generation.trim(),
    status: v.status,
    growth_stage: v.growth_stage,
    cross_id: v.cross_id || null,
    chemotype: v.chemotype || null,
    ...ratings,
    height: numOrNull(v.height),
    internodal: numOrNull(v.internodal),
    flowering_time: numOrNull(v.flowering_time),
    aroma_profile: splitList(v.aroma_profile),
    notes: v.notes.trim(),
    selected_for_final: v.selected_for_final,
    selection_notes: v.selection_notes.trim(),
    sensory: {
      aroma_intensity: numOrNull(v.sensory.aroma_intensity),
      aroma_quality: numOrNull(v.sensory.aroma_quality),
      flavor_intensity: numOrNull(v.sensory.flavor_intensity),
      flavor_quality: numOrNull(v.sensory.flavor_quality),
      smoke_harshness: numOrNull(v.sensory.smoke_harshness),
      aroma_profile: splitList(v.sensory.aroma_profile),
      flavor_profile: splitList(v.sensory.flavor_profile),
      ash_color: v.sensory.ash_color === '' ? null : (v.sensory.ash_color as AshColor),
    },
  };
}

const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

type PlantLike = Partial<Record<PlantRatingKey, number | null>> & {
  plant_id: string;
  generation: string;
  status: string;
  growth_stage: string;
  cross_id?: string | null;
  chemotype?: string | null;
  height: number | null;
  internodal: number | null;
  flowering_time: number | null;
  aroma_profile: string[];
  notes: string;
  selected_for_final: boolean;
  selection_notes: string;
  sensory?: {
    aroma_intensity: number | null;
    aroma_quality: number | null;
    flavor_intensity: number | null;
    flavor_quality: number | null;
    smoke_harshness: number | null;
    aroma_profile: string[];
    flavor_profile: string[];
    ash_color: string | null;
  } | null;
};

/** Form values for a new plant (next pheno number) or an existing one. */
export function phenoFormValues(plant: PlantLike | null, nextPlantId: string): PhenoFormValues {
  const s = plant?.sensory ?? null;
  const sensoryRating = (n: number | null | undefined) => (n ? String(n) : '');
  return {
    plant_id: plant?.plant_id ?? nextPlantId,
    generation: plant?.generation ?? 'F1',
    status: (PLANT_STATUSES as readonly string[]).includes(plant?.status ?? '')
      ? (plant?.status as (typeof PLANT_STATUSES)[number])
      : 'Active',
    growth_stage: (GROWTH_STAGES as readonly string[]).includes(plant?.growth_stage ?? '')
      ? (plant?.growth_stage as (typeof GROWTH_STAGES)[number])
      : 'Vegetation',
    cross_id: plant?.cross_id ?? '',
    chemotype: (CHEMOTYPES as readonly string[]).includes(plant?.chemotype ?? '')
      ? (plant?.chemotype as (typeof CHEMOTYPES)[number])
      : '',
    ratings: Object.fromEntries(PLANT_RATINGS.map(([k]) => [k, str(plant?.[k])])) as Record<
      PlantRatingKey,
      string
    >,
    height: str(plant?.height),
    internodal: str(plant?.internodal),
    flowering_time: str(plant?.flowering_time),
    aroma_profile: (plant?.aroma_profile ?? []).join(', '),
    notes: plant?.notes ?? '',
    selected_for_final: plant?.selected_for_final ?? false,
    selection_notes: plant?.selection_notes ?? '',
    sensory: {
      aroma_intensity: sensoryRating(s?.aroma_intensity),
      aroma_quality: sensoryRating(s?.aroma_quality),
      flavor_intensity: sensoryRating(s?.flavor_intensity),
      flavor_quality: sensoryRating(s?.flavor_quality),
      smoke_harshness: sensoryRating(s?.smoke_harshness),
      aroma_profile: (s?.aroma_profile ?? []).join(', '),
      flavor_profile: (s?.flavor_profile ?? []).join(', '),
      ash_color: (ASH_COLORS as readonly string[]).includes(s?.ash_color ?? '')
        ? (s?.ash_color as AshColor)
        : '',
    },
  };
}

/** The next pheno number: '#N' one above the highest '#n' in use ('#1' for the first plant). */
export function nextPhenoNumber(plantIds: readonly string[]): string {
  let max = 0;
  for (const id of plantIds) {
    const m = /^#(\d+)$/.exec(id.trim());
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `#${max + 1}`;
}
