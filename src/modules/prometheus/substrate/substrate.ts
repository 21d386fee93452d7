// The Substrate and irrigation lens's rules, in one place: irrigation shots found in the VWC,
// the P1 ramp, the overnight dryback in either of Arca's definitions, and the forecast of when
// tonight's dryback reaches its target. public.prometheus_substrate (its migration) applies the
// same shot, P1 and dryback rules in SQL over months of rollups; an integration test compares the
// two on the same readings. The forecast runs here, over the current night's 5-minute buckets.

/** Arca's dryback definitions (public.arca_target_metric_ok's basis), with their labels. */
export const DRYBACK_BASES = ['points', 'relative'] as const;
export type DrybackBasis = (typeof DRYBACK_BASES)[number];

export const DRYBACK_BASIS_LABELS: Readonly<Record<DrybackBasis, string>> = {
  points: 'points of VWC (peak − trough)',
  relative: '% of the peak VWC (relative drop)',
};

/** The unit a dryback value is shown with in its definition. */
export const DRYBACK_UNIT: Readonly<Record<DrybackBasis, string>> = { points: 'points', relative: '%' };

export interface VwcPoint {
  /** Epoch ms of the 5-minute bucket. */
  t: number;
  vwc: number;
}

export interface ShotRules {
  /** A rise of at least this many VWC points from one bucket to the next is a shot. */
  minStep: number;
  /** A rise less than this many minutes after the previous rise belongs to the same shot. */
  minGapMinutes: number;
}

/** The database's defaults (prometheus_substrate's p_min_step and p_min_gap_minutes). */
export const DEFAULT_SHOT_RULES: ShotRules = { minStep: 1, minGapMinutes: 15 };

export interface Shot {
  at: number;
  before: number;
  after: number;
  size: number;
}

const MINUTE = 60_000;
/** Two buckets further apart than this (a gap in the data) are not compared. */
const MAX_COMPARE_GAP = 15 * MINUTE;

/**
 * Irrigation shots: each bucket whose VWC rose by at least `minStep` points since the bucket
 * before it (at most 15 minutes earlier); a rise within `minGapMinutes` of the previous rise joins
 * that shot (a shot split across two buckets counts once). Points must be sorted by time.
 */
export function detectShots(points: readonly VwcPoint[], rules: ShotRules = DEFAULT_SHOT_RULES): Shot[] {
  const shots: Shot[] = [];
  let lastRise: number | null = null;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1]!;
    const cur = points[i]!;
    if (cur.t - prev.t > MAX_COMPARE_GAP || cur.vwc - prev.vwc < rules.minStep) continue;
    const current = shots.at(-1);
    if (current && lastRise !== null && cur.t - lastRise < rules.minGapMinutes * MINUTE) {
      current.after = cur.vwc;
      current.size = current.after - current.before;
    } else {
      shots.push({ at: cur.t, before: prev.vwc, after: cur.vwc, size: cur.vwc - prev.vwc });
    }
    lastRise = cur.t;
  }
  return shots;
}

/** Dryback from a peak to a trough in one definition. */
export function drybackValue(peak: number, trough: number, basis: DrybackBasis): number | null {
  if (basis === 'points') return peak - trough;
  return peak > 0 ? ((peak - trough) / peak) * 100 : null;
}

/** The VWC at which a dryback of `target` (in its definition) from `peak` is reached. */
export function vwcAtDryback(peak: number, target: number, basis: DrybackBasis): number {
  return basis === 'points' ? peak - target : peak * (1 - target / 100);
}

/**
 * The overnight dryback before a day's first shot: from the previous shot (peak = the highest VWC
 * from it up to the first shot) to the VWC just before the first shot. Null without both shots.
 */
export function overnightDryback(
  points: readonly VwcPoint[],
  previousShot: Shot | undefined,
  firstShot: Shot | undefined,
) {
  if (!previousShot || !firstShot) return null;
  const between = points.filter((p) => p.t >= previousShot.at && p.t < firstShot.at);
  if (between.length === 0) return null;
  const peak = Math.max(...between.map((p) => p.vwc));
  const trough = firstShot.before;
  return {
    since: previousShot.at,
    peak,
    trough,
    points: drybackValue(peak, trough, 'points')!,
    relative: drybackValue(peak, trough, 'relative'),
  };
}

/**
 * P1 ramp: minutes from its start (lights on, else the first shot) to the first bucket within
 * 0.5 points of the day's peak (the highest VWC from the first shot to 30 minutes after the last).
 */
export function p1Ramp(points: readonly VwcPoint[], shots: readonly Shot[], lightsOn: number | null) {
  const first = shots[0];
  const last = shots.at(-1);
  if (!first || !last) return null;
  const window = points.filter((p) => p.t >= first.at && p.t <= last.at + 30 * MINUTE);
  if (window.length === 0) return null;
  const peak = Math.max(...window.map((p) => p.vwc));
  const reached = points.find((p) => p.t >= first.at && p.vwc >= peak - 0.5)!;
  const start = lightsOn === null ? first.at : Math.min(lightsOn, first.at);
  return { peak, peakAt: reached.t, minutes: (reached.t - start) / MINUTE };
}

export interface DrybackTarget {
  min: number;
  max: number;
  basis: DrybackBasis;
}

/** Least-squares line through the points: VWC per ms and the VWC at t = 0. */
function linearFit(points: readonly VwcPoint[]) {
  const n = points.length;
  const t0 = points[0]!.t;
  const mx = points.reduce((s, p) => s + (p.t - t0), 0) / n;
  const my = points.reduce((s, p) => s + p.vwc, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.t - t0 - mx) ** 2;
    sxy += (p.t - t0 - mx) * (p.vwc - my);
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, at: (t: number) => my + slope * (t - t0 - mx) };
}

/** Fewest 5-minute buckets of decline worth fitting a line to (one hour). */
export const FORECAST_MIN_POINTS = 12;

export type DrybackForecast =
  | { status: 'no-shot' }
  | { status: 'not-enough'; points: number }
  | { status: 'not-drying'; peak: number; since: number }
  | { status: 'reached'; peak: number; since: number; targetVwc: number; at: number }
  | { status: 'forecast'; peak: number; since: number; targetVwc: number; at: number; perHour: number };

/**
 * When tonight's dryback reaches the low end of its target: from the last shot, the peak VWC after
 * it and a straight line fitted to the decline since the peak. Not enough data (under an hour of
 * decline) or a VWC that is not falling says so instead of guessing.
 */
export function forecastDryback(
  points: readonly VwcPoint[],
  target: DrybackTarget,
  rules: ShotRules = DEFAULT_SHOT_RULES,
): DrybackForecast {
  const last = detectShots(points, rules).at(-1);
  if (!last) return { status: 'no-shot' };
  const after = points.filter((p) => p.t >= last.at);
  let peakIndex = 0;
  after.forEach((p, i) => {
    if (p.vwc > after[peakIndex]!.vwc) peakIndex = i;
  });
  const peak = after[peakIndex]!.vwc;
  const decline = after.slice(peakIndex);
  const targetVwc = vwcAtDryback(peak, target.min, target.basis);
  const reached = decline.find((p) => p.vwc <= targetVwc);
  if (reached) return { status: 'reached', peak, since: last.at, targetVwc, at: reached.t };
  if (decline.length < FORECAST_MIN_POINTS) return { status: 'not-enough', points: decline.length };
  const fit = linearFit(decline);
  if (fit.slope >= 0) return { status: 'not-drying', peak, since: last.at };
  const lastT = decline.at(-1)!.t;
  const at = lastT + (targetVwc - fit.at(lastT)) / fit.slope;
  return {
    status: 'forecast',
    peak,
    since: last.at,
    targetVwc,
    at: Math.max(at, lastT),
    perHour: fit.slope * 3_600_000,
  };
}
