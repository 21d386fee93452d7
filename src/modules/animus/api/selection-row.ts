// Between the stored `selections` row and the Selection the screen uses (spec-2 §3). sensory_data and
// badges are stored too (beyond the spec, which loses them on reload); badges are recomputed by
// badges.ts on every save, so what is stored always agrees with the rules.
import type { Json, Tables, TablesInsert } from '@/types/database';
import { computeBadges } from '../badges';
import { formatLocalDate } from '../dates';
import type { SelectionFormValues } from '../form-rules';
import type { AshColor, Badge, GrowthMetrics, Selection, SelectionTag, SensoryData } from '../selection';
import { ASH_COLORS, DEFAULT_ASH_COLOR, normalizeTagCategory } from '../selection';

export type SelectionRow = Tables<'selections'>;

type JsonObject = { [key: string]: Json | undefined };

const obj = (v: Json | null): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const numOr = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function toGrowth(v: Json): GrowthMetrics {
  const g = obj(v);
  return {
    structure: numOr(g.structure, 5),
    vigor: numOr(g.vigor, 5),
    yield: numOr(g.yield, 5),
    frost: numOr(g.frost, 5),
    overall: numOr(g.overall, 5),
  };
}

export function toSensory(v: Json | null): SensoryData | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const d = v as Record<string, unknown>;
  const ash = d.ash_color;
  return {
    aroma_intensity: numOr(d.aroma_intensity, 0),
    aroma_quality: numOr(d.aroma_quality, 0),
    aroma_profiles: strings(d.aroma_profiles),
    flavor_intensity: numOr(d.flavor_intensity, 0),
    flavor_quality: numOr(d.flavor_quality, 0),
    flavor_profiles: strings(d.flavor_profiles),
    smoke_harshness: numOr(d.smoke_harshness, 0),
    ash_color: (ASH_COLORS as readonly unknown[]).includes(ash) ? (ash as AshColor) : DEFAULT_ASH_COLOR,
  };
}

function toTags(v: Json): SelectionTag[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((t) => {
    const o = obj(t);
    if (typeof o.id !== 'string' || typeof o.name !== 'string') return [];
    return [{ id: o.id, name: o.name, category: normalizeTagCategory(o.category) }];
  });
}

function toBadges(v: Json): Badge[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((b) => {
    const o = obj(b);
    if (typeof o.id !== 'string' || typeof o.name !== 'string') return [];
    return [
      {
        id: o.id,
        name: o.name,
        ...(typeof o.description === 'string' ? { description: o.description } : {}),
        ...(typeof o.color === 'string' ? { color: o.color } : {}),
      },
    ];
  });
}

export function toSelection(row: SelectionRow): Selection {
  return {
    id: row.id,
    phenoId: row.pheno_id ?? '',
    plantId: row.plant_id,
    generation: row.generation,
    selectionDate: row.selection_date,
    selectionRationale: row.selection_rationale,
    selectionNotes: row.selection_notes,
    selectionHighlights: row.selection_highlights,
    growthMetrics: toGrowth(row.growth_metrics),
    tags: toTags(row.tags),
    badges: toBadges(row.badges),
    images: row.images,
    sensoryData: toSensory(row.sensory_data),
    projectId: row.project_id,
  };
}

export interface SelectionWrite {
  projectId: string;
  /** The plant's row id when the plant id names one of the project's plants. */
  phenoId: string | null;
  values: SelectionFormValues;
}

/** The columns a create or update writes; badges follow from the metrics (badges.ts). */
export function toSelectionRow({ projectId, phenoId, values }: SelectionWrite) {
  const badges = computeBadges({ growthMetrics: values.growthMetrics, sensoryData: values.sensoryData });
  return {
    project_id: projectId,
    pheno_id: phenoId,
    plant_id: values.plantId.trim(),
    generation: values.generation.trim(),
    selection_date: formatLocalDate(values.selectionDate),
    selection_rationale: values.selectionRationale.trim(),
    selection_notes: values.selectionNotes.trim(),
    selection_highlights: values.selectionHighlights,
    growth_metrics: values.growthMetrics as unknown as JsonObject,
    tags: values.tags as unknown as JsonObject[],
    sensory_data: values.sensoryData as unknown as Json,
    badges: badges.map(({ id, name, description, color }) => ({ id, name, description, color })),
    images: values.images,
  } satisfies TablesInsert<'selections'>;
}
