// Yield figures. The database computes the dry ÷ wet ratio as a generated column of
// arca_yield_values (round(dry ÷ wet × 100, 1)); this gives the logger its live figure, and the
// weight rules both sides enforce (arca_yield_dry_within_wet, arca_yield_trim_within_wet).

export interface YieldWeights {
  wet?: number | null;
  trim?: number | null;
  waste?: number | null;
  dry?: number | null;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Dry ÷ wet × 100 (typically 20–25 % for cannabis flower), or null without both weights. */
export function dryWetPct(w: YieldWeights): number | null {
  return known(w.wet) && known(w.dry) && w.wet > 0 ? (w.dry / w.wet) * 100 : null;
}

/** Which weight rule the weights break, if any: the dry or the trim + waste above the wet. */
export function yieldWeightProblem(w: YieldWeights): 'dry' | 'trim' | null {
  if (!known(w.wet)) return null;
  if (known(w.dry) && w.dry > w.wet) return 'dry';
  if ((known(w.trim) ? w.trim : 0) + (known(w.waste) ? w.waste : 0) > w.wet) return 'trim';
  return null;
}
