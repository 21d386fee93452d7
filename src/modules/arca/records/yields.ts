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

/** A harvest's room: its canopy area (m²) and lighting power (W), either may be unknown. */
export interface YieldRoom {
  canopy_area_m2?: number | null;
  lighting_w?: number | null;
}

/**
 * Dry grams per m² of canopy and per watt of lighting (a good LED flower room gives 0.8–1.5 g/W,
 * 400–600 g/m²); null where the dry weight or the room's figure is missing.
 */
export function yieldPerRoom(dryG: number | null | undefined, room: YieldRoom | null | undefined) {
  const per = (divisor: number | null | undefined) =>
    known(dryG) && known(divisor) && divisor > 0 ? dryG / divisor : null;
  return { gPerM2: per(room?.canopy_area_m2), gPerW: per(room?.lighting_w) };
}
