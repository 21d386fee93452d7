// Quality figures of a post-harvest batch. The database computes the same as generated columns of
// arca_quality_values (total THC and CBD, the verdict per criterion and the batch's result); this
// gives the logger its live figures, the batch page its verdicts, and the potency rule both sides
// enforce (arca_quality_potency_within_sample).

/** Decarboxylation: THCA → THC loses CO₂, 314.45 ÷ 358.48 = 0.877 of its mass (CBDA → CBD the same). */
export const ACID_FACTOR = 0.877;
/** Defaults of a new batch's thresholds: dried flower fails above 15 % moisture or 0.65 aw. */
export const DEFAULT_MOISTURE_MAX_PCT = 15;
export const DEFAULT_AW_MAX = 0.65;

const known = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Δ9 + 0.877 × acid (total THC or total CBD), or null when neither is measured. */
export function totalCannabinoid(neutral: number | null | undefined, acid: number | null | undefined) {
  if (!known(neutral) && !known(acid)) return null;
  return (known(neutral) ? neutral : 0) + ACID_FACTOR * (known(acid) ? acid : 0);
}

export type Verdict = 'pass' | 'fail';

export interface QualityValues {
  appearance?: string | null;
  aroma?: string | null;
  moisture_pct?: number | null;
  water_activity?: number | null;
  moisture_max_pct?: number | null;
  aw_max?: number | null;
}

export interface Criterion {
  key: 'appearance' | 'aroma' | 'moisture' | 'water_activity';
  label: string;
  verdict: Verdict | null;
}

/** Pass or fail per criterion (null: not judged yet); above a threshold fails, at it passes. */
export function qualityCriteria(v: QualityValues): Criterion[] {
  const judged = (x: unknown): Verdict | null => (x === 'pass' || x === 'fail' ? x : null);
  const limit = (value: unknown, max: unknown, fallback: number): Verdict | null =>
    known(value) ? (value > (known(max) ? max : fallback) ? 'fail' : 'pass') : null;
  return [
    { key: 'appearance', label: 'Appearance', verdict: judged(v.appearance) },
    { key: 'aroma', label: 'Aroma', verdict: judged(v.aroma) },
    {
      key: 'moisture',
      label: 'Moisture',
      verdict: limit(v.moisture_pct, v.moisture_max_pct, DEFAULT_MOISTURE_MAX_PCT),
    },
    {
      key: 'water_activity',
      label: 'Water activity',
      verdict: limit(v.water_activity, v.aw_max, DEFAULT_AW_MAX),
    },
  ];
}

/** The batch fails when any criterion fails, passes when every judged one passes; null if none is. */
export function qualityResult(v: QualityValues): Verdict | null {
  const verdicts = qualityCriteria(v).map((c) => c.verdict);
  if (verdicts.includes('fail')) return 'fail';
  return verdicts.includes('pass') ? 'pass' : null;
}

/** Cannabinoids and terpenes are shares of one sample: together at most 100 %. */
export function potencyOverSample(v: Record<string, unknown>): boolean {
  const keys = ['thc_pct', 'thca_pct', 'cbd_pct', 'cbda_pct', 'terpenes_pct'];
  return keys.reduce((sum, k) => sum + (known(v[k]) ? v[k] : 0), 0) > 100;
}
