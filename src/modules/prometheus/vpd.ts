// Air vapour pressure deficit from air temperature and relative humidity (reference/domain.md):
// es(T) = 0.6108 × exp(17.27 T / (T + 237.3)) kPa (Tetens, FAO-56 eq. 11); VPD = es(Tair) × (1 − RH/100).
// public.prometheus_vpd() in the database is the same formula (an integration test compares them).

/** Saturation vapour pressure of water in kPa at `temperatureC`. */
export function saturationKpa(temperatureC: number): number {
  return 0.6108 * Math.exp((17.27 * temperatureC) / (temperatureC + 237.3));
}

/** Air VPD in kPa, or null when either reading is missing or outside what a room can hold. */
export function airVpdKpa(temperatureC: number | null, rhPercent: number | null): number | null {
  if (temperatureC === null || rhPercent === null) return null;
  if (!Number.isFinite(temperatureC) || !Number.isFinite(rhPercent)) return null;
  if (temperatureC < -20 || temperatureC > 60 || rhPercent < 0 || rhPercent > 100) return null;
  return saturationKpa(temperatureC) * (1 - rhPercent / 100);
}
