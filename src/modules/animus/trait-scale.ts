// Trait scales (Crop Ontology: a variable is a trait, a method and a scale). The database checks
// every observation against its version's scale (animus_observations_check_value) and every scale's
// shape (animus_trait_scale_ok, supabase/migrations/*_animus_traits.sql); this file mirrors those
// rules for the forms and the capture screen, and reads scales and values for people.
import type { Json } from '@/types/database';

export const SCALE_TYPES = ['numeric', 'ordinal', 'nominal', 'date', 'text', 'photo', 'counter'] as const;
export type ScaleType = (typeof SCALE_TYPES)[number];

export const SCALE_TYPE_LABELS: Record<ScaleType, string> = {
  numeric: 'Numeric (unit and range)',
  ordinal: 'Ordinal (labelled levels)',
  nominal: 'Nominal (named classes)',
  date: 'Date',
  text: 'Text',
  photo: 'Photo',
  counter: 'Counter',
};

export interface OrdinalLevel {
  value: number;
  label: string;
}

export interface TraitScale {
  scale_type: ScaleType;
  unit: string;
  min_value: number | null;
  max_value: number | null;
  step: number | null;
  /** Ordinal levels, or nominal classes. */
  levels: OrdinalLevel[];
  classes: string[];
}

/** The scale of a trait_versions row (numeric columns may arrive as strings, categories as JSON). */
export function scaleOf(row: {
  scale_type: string;
  unit: string;
  min_value: number | string | null;
  max_value: number | string | null;
  step: number | string | null;
  categories: Json;
}): TraitScale {
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  const cats = Array.isArray(row.categories) ? row.categories : [];
  const scale_type = row.scale_type as ScaleType;
  return {
    scale_type,
    unit: row.unit,
    min_value: num(row.min_value),
    max_value: num(row.max_value),
    step: num(row.step),
    levels:
      scale_type === 'ordinal'
        ? cats.flatMap((c) =>
            c && typeof c === 'object' && !Array.isArray(c)
              ? [{ value: Number(c.value), label: String(c.label) }]
              : [],
          )
        : [],
    classes: scale_type === 'nominal' ? cats.filter((c): c is string => typeof c === 'string') : [],
  };
}

/** What the database stores in `categories` for this scale. */
export function categoriesOf(scale: TraitScale): Json[] {
  if (scale.scale_type === 'ordinal') return scale.levels.map((l) => ({ value: l.value, label: l.label }));
  if (scale.scale_type === 'nominal') return scale.classes;
  return [];
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : String(Number(v.toFixed(4))));
const withUnit = (v: string, unit: string) => (unit ? `${v} ${unit}` : v);

/** "0–500 cm", "1–5: Unsellable … Top shelf", "white, light-gray, …". */
export function describeScale(scale: TraitScale): string {
  switch (scale.scale_type) {
    case 'numeric': {
      const { min_value: min, max_value: max, step, unit } = scale;
      const range =
        min !== null && max !== null
          ? `${fmt(min)}–${fmt(max)}`
          : min !== null
            ? `from ${fmt(min)}`
            : max !== null
              ? `up to ${fmt(max)}`
              : 'any number';
      return withUnit(range, unit) + (step !== null ? `, steps of ${fmt(step)}` : '');
    }
    case 'counter':
      return `Count from ${fmt(scale.min_value ?? 0)}${scale.max_value !== null ? ` to ${fmt(scale.max_value)}` : ''}${scale.unit ? ` ${scale.unit}` : ''}`;
    case 'ordinal': {
      const first = scale.levels[0];
      const last = scale.levels[scale.levels.length - 1];
      if (!first || !last) return 'Ordinal';
      return `${fmt(first.value)}–${fmt(last.value)}: ${first.label} … ${last.label}`;
    }
    case 'nominal':
      return scale.classes.join(', ');
    case 'date':
      return 'A date';
    case 'text':
      return 'Free text';
    case 'photo':
      return 'A photo';
  }
}

/** Whether two scales differ in anything an observation depends on (then a new version is due). */
export function sameScale(a: TraitScale, b: TraitScale): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}
function normalise(s: TraitScale) {
  return [s.scale_type, s.unit.trim(), s.min_value, s.max_value, s.step, categoriesOf(s)];
}

export interface ObservationValue {
  value_number: number | null;
  value_text: string | null;
  value_date: string | null;
  photo_path: string | null;
}

export const EMPTY_VALUE: ObservationValue = {
  value_number: null,
  value_text: null,
  value_date: null,
  photo_path: null,
};

/** Why a value does not fit the scale, or null when it does (the database's rule). */
export function checkValue(scale: TraitScale, v: ObservationValue): string | null {
  switch (scale.scale_type) {
    case 'numeric': {
      const n = v.value_number;
      if (n === null || !Number.isFinite(n)) return 'Enter a number';
      if (scale.min_value !== null && n < scale.min_value) return `At least ${fmt(scale.min_value)}`;
      if (scale.max_value !== null && n > scale.max_value) return `At most ${fmt(scale.max_value)}`;
      if (scale.step !== null) {
        const steps = (n - (scale.min_value ?? 0)) / scale.step;
        if (Math.abs(steps - Math.round(steps)) > 1e-9) return `Use steps of ${fmt(scale.step)}`;
      }
      return null;
    }
    case 'counter': {
      const n = v.value_number;
      if (n === null || !Number.isInteger(n) || n < 0) return 'Enter a whole number from 0';
      if (scale.max_value !== null && n > scale.max_value) return `At most ${fmt(scale.max_value)}`;
      return null;
    }
    case 'ordinal':
      return v.value_number !== null && scale.levels.some((l) => l.value === v.value_number)
        ? null
        : 'Choose a level';
    case 'nominal':
      return v.value_text !== null && scale.classes.includes(v.value_text) ? null : 'Choose a class';
    case 'date':
      return v.value_date && /^\d{4}-\d{2}-\d{2}$/.test(v.value_date) ? null : 'Choose a date';
    case 'text': {
      const t = v.value_text?.trim() ?? '';
      if (t === '') return 'Enter some text';
      return t.length > 2000 ? 'At most 2000 characters' : null;
    }
    case 'photo':
      return v.photo_path ? null : 'Take or choose a photo';
  }
}

/** A recorded value for people: "7 · Good", "112.5 cm", "light-gray". */
export function formatValue(scale: TraitScale, v: ObservationValue): string {
  switch (scale.scale_type) {
    case 'numeric':
    case 'counter':
      return v.value_number === null ? '' : withUnit(fmt(v.value_number), scale.unit);
    case 'ordinal': {
      if (v.value_number === null) return '';
      const level = scale.levels.find((l) => l.value === v.value_number);
      return level ? `${fmt(level.value)} · ${level.label}` : fmt(v.value_number);
    }
    case 'nominal':
    case 'text':
      return v.value_text ?? '';
    case 'date':
      return v.value_date ?? '';
    case 'photo':
      return v.photo_path ? 'Photo' : '';
  }
}

/** "Unsellable\nPoor\n…" or "0: None\n1: Trace" → levels, numbered 1… unless given. */
export function parseLevels(text: string): OrdinalLevel[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  let next = 1;
  return lines.map((line) => {
    const m = /^(-?\d+)\s*[:=.)-]\s*(.+)$/.exec(line);
    const value = m ? Number(m[1]) : next;
    next = value + 1;
    return { value, label: (m ? m[2]! : line).trim() };
  });
}

export function levelsText(levels: readonly OrdinalLevel[]): string {
  return levels.map((l) => `${l.value}: ${l.label}`).join('\n');
}

/** The database's shape rule for a scale (animus_trait_scale_ok), as a message. */
export function checkScale(scale: TraitScale): string | null {
  const { scale_type: t, min_value: min, max_value: max, step } = scale;
  if (step !== null && !(step > 0)) return 'The step must be above 0';
  if (min !== null && max !== null && min >= max) return 'The minimum must be below the maximum';
  if (t === 'counter' && min !== null && min < 0) return 'A counter starts at 0 or above';
  if (t === 'counter' && step !== null && step !== 1) return 'A counter counts in ones';
  if (t === 'ordinal') {
    if (scale.levels.length < 2 || scale.levels.length > 20) return 'Give 2 to 20 levels';
    for (let i = 0; i < scale.levels.length; i++) {
      const l = scale.levels[i]!;
      if (!Number.isInteger(l.value)) return 'Level values are whole numbers';
      if (l.label === '' || l.label.length > 40) return 'Each level needs a label of at most 40 characters';
      if (i > 0 && l.value <= scale.levels[i - 1]!.value) return 'Level values must rise';
    }
    const labels = scale.levels.map((l) => l.label.toLowerCase());
    if (new Set(labels).size !== labels.length) return 'Level labels must differ';
  }
  if (t === 'nominal') {
    if (scale.classes.length < 2 || scale.classes.length > 40) return 'Give 2 to 40 classes';
    if (scale.classes.some((c) => c === '' || c.length > 40)) return 'Each class is 1 to 40 characters';
    const lower = scale.classes.map((c) => c.toLowerCase());
    if (new Set(lower).size !== lower.length) return 'Class names must differ';
  }
  return null;
}
