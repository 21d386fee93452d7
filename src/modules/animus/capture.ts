// Trait capture, one plant after another: the plant order, the value a plant already has for a
// trait, and the table of what was recorded. A value belongs to the trait version it was recorded
// on; a table cell on an older version than the trait's current one says so, rather than reading
// a 4 on a 1–5 scale as a 4 on 1–9.
import { parseDecimal } from '@/lib/decimal';
import { EMPTY_VALUE, type ObservationValue } from './trait-scale';

/** "#2" before "#10", "GMO-3" before "GMO-12". */
export function comparePlantIds(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

/** What the capture and the observations table need of a plant. */
export interface CapturePlantLike {
  id: string;
  plant_id: string;
  generation: string;
  status: string;
}

export interface ObservationLike extends ObservationValue {
  pheno_id: string | null;
  selection_id: string | null;
  trait_version_id: string;
  observed_at: string;
}

/** The newest observation per (plant, trait) among `versionsByTrait`, keyed `${plant}:${trait}`. */
export function latestByPlantAndTrait<O extends ObservationLike>(
  observations: readonly O[],
  versionsByTrait: ReadonlyMap<string, readonly string[]>,
): Map<string, O> {
  const traitOf = new Map<string, string>();
  for (const [trait, versions] of versionsByTrait) for (const v of versions) traitOf.set(v, trait);
  const out = new Map<string, O>();
  for (const o of observations) {
    const trait = traitOf.get(o.trait_version_id);
    if (!trait || !o.pheno_id) continue;
    const key = `${o.pheno_id}:${trait}`;
    const seen = out.get(key);
    if (!seen || seen.observed_at < o.observed_at) out.set(key, o);
  }
  return out;
}

/** Text typed into a numeric or counter field as a value ('' clears it). */
export function numberInput(raw: string): ObservationValue {
  // Read as the shared decimal field reads it: "112,5" is 112.5, and text that is ambiguous
  // ("1,234") or not a number is NaN, which the scale's check refuses ("Enter a number").
  const reading = parseDecimal(raw);
  return { ...EMPTY_VALUE, value_number: reading.ok ? reading.value : Number.NaN };
}

export function isEmptyValue(v: ObservationValue): boolean {
  return (
    v.value_number === null &&
    (v.value_text === null || v.value_text.trim() === '') &&
    v.value_date === null &&
    v.photo_path === null
  );
}

/** Where the capture is: "3 of 14", and the neighbours to step to. */
export function captureStep(count: number, index: number) {
  const i = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  return {
    index: i,
    label: count === 0 ? '0 of 0' : `${i + 1} of ${count}`,
    previous: i > 0 ? i - 1 : null,
    next: i < count - 1 ? i + 1 : null,
  };
}
