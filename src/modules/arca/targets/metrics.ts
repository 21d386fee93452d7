// Cultivation targets: the metrics a band can be set for, their units and limits (the same limits
// as public.arca_target_metric_ok), and how a value reads against a band. Loggers colour values with
// bandStatus(); dryback carries its definition everywhere it is shown.

export const TARGET_STAGES = ['propagation', 'veg', 'flower', 'drying', 'curing'] as const;
export type TargetStage = (typeof TARGET_STAGES)[number];

export const TARGET_STAGE_LABELS: Readonly<Record<TargetStage, string>> = {
  propagation: 'Propagation',
  veg: 'Vegetative',
  flower: 'Flower',
  drying: 'Drying',
  curing: 'Curing',
};

export const PERIODS = ['day', 'night'] as const;
export type Period = (typeof PERIODS)[number];

export const DRYBACK_BASES = ['points', 'relative'] as const;
export type DrybackBasis = (typeof DRYBACK_BASES)[number];

export const DRYBACK_BASIS_LABELS: Readonly<Record<DrybackBasis, string>> = {
  points: 'points of VWC (peak − trough)',
  relative: '% of the peak VWC (relative drop)',
};

export interface TargetMetric {
  readonly key: string;
  readonly label: string;
  /** Unit shown after the numbers; dryback's depends on its basis. */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  /** Decimals the bands are entered and shown with. */
  readonly decimals: number;
  readonly group: 'Climate' | 'Light' | 'Substrate and irrigation' | 'Feed';
}

const metric = (
  key: string,
  label: string,
  unit: string,
  max: number,
  decimals: number,
  group: TargetMetric['group'],
  min = 0,
): TargetMetric => ({ key, label, unit, min, max, decimals, group });

export const TARGET_METRICS = [
  metric('air_temp', 'Air temperature', '°C', 60, 1, 'Climate', -20),
  metric('rh', 'Relative humidity', '%', 100, 0, 'Climate'),
  metric('vpd', 'VPD', 'kPa', 5, 2, 'Climate'),
  metric('co2', 'CO₂', 'ppm', 5000, 0, 'Climate'),
  metric('ppfd', 'PPFD', 'µmol m⁻² s⁻¹', 3000, 0, 'Light'),
  metric('dli', 'DLI', 'mol m⁻² d⁻¹', 100, 1, 'Light'),
  metric('vwc', 'Substrate VWC', '%', 100, 1, 'Substrate and irrigation'),
  metric('dryback', 'Dryback', '', 100, 1, 'Substrate and irrigation'),
  metric('runoff', 'Runoff', '% of applied', 100, 0, 'Substrate and irrigation'),
  metric('substrate_ec', 'Substrate / runoff EC', 'mS/cm', 20, 2, 'Substrate and irrigation'),
  metric('substrate_ph', 'Substrate / runoff pH', '', 14, 2, 'Substrate and irrigation'),
  metric('feed_ec', 'Feed EC', 'mS/cm', 20, 2, 'Feed'),
  metric('feed_ph', 'Feed pH', '', 14, 2, 'Feed'),
  metric('feed_n', 'Feed N', 'mg/L', 2000, 0, 'Feed'),
  metric('feed_p', 'Feed P', 'mg/L', 2000, 0, 'Feed'),
  metric('feed_k', 'Feed K', 'mg/L', 2000, 0, 'Feed'),
  metric('feed_ca', 'Feed Ca', 'mg/L', 2000, 0, 'Feed'),
  metric('feed_mg', 'Feed Mg', 'mg/L', 2000, 0, 'Feed'),
  metric('feed_s', 'Feed S', 'mg/L', 2000, 0, 'Feed'),
] as const satisfies readonly TargetMetric[];

export function targetMetric(key: string): TargetMetric | undefined {
  return TARGET_METRICS.find((m) => m.key === key);
}

/** A band in force for a room (the arca_room_target_bands view's row, in app terms). */
export interface Band {
  readonly stage: string;
  readonly metric: string;
  readonly period: string;
  readonly min: number;
  readonly max: number;
  readonly basis: DrybackBasis | null;
  /** The grower set it for this room; otherwise it is the default. */
  readonly isCustom: boolean;
  readonly defaultSource: string | null;
}

export type BandStatus = 'low' | 'ok' | 'high';

export function bandStatus(
  value: number | null | undefined,
  band: Pick<Band, 'min' | 'max'> | undefined,
): BandStatus | null {
  if (value === null || value === undefined || !Number.isFinite(value) || !band) return null;
  if (value < band.min) return 'low';
  if (value > band.max) return 'high';
  return 'ok';
}

/**
 * The band for a metric in a stage: the period asked for, else the day band (most metrics have
 * none at night). Dryback only matches a band of the same basis; a value of another basis is
 * never compared with it.
 */
export function bandFor(
  bands: readonly Band[],
  stage: string | null | undefined,
  metricKey: string,
  period: Period = 'day',
  basis?: DrybackBasis,
): Band | undefined {
  if (!stage) return undefined;
  const matches = bands.filter(
    (b) => b.stage === stage && b.metric === metricKey && (basis === undefined || b.basis === basis),
  );
  return matches.find((b) => b.period === period) ?? matches.find((b) => b.period === 'day');
}

/** "15–30 points of VWC" — a dryback always with its definition. */
export function describeBand(band: Pick<Band, 'metric' | 'min' | 'max' | 'basis'>): string {
  const m = targetMetric(band.metric);
  const decimals = m?.decimals ?? 2;
  const range = `${band.min.toFixed(decimals)}–${band.max.toFixed(decimals)}`;
  if (band.metric === 'dryback') {
    return band.basis === 'relative' ? `${range} % of peak VWC (relative)` : `${range} points of VWC`;
  }
  return m?.unit ? `${range} ${m.unit}` : range;
}

export interface Dryback {
  /** Percentage points: peak − trough. */
  readonly points: number;
  /** Share of the peak, %: (peak − trough) ÷ peak × 100. */
  readonly relative: number;
}

/** Both readings of one dryback, from the peak VWC after the last shot and the trough before the next. */
export function drybackFigures(peakVwc: number, troughVwc: number): Dryback | null {
  if (!(peakVwc > 0) || troughVwc < 0 || troughVwc > peakVwc) return null;
  return { points: peakVwc - troughVwc, relative: ((peakVwc - troughVwc) / peakVwc) * 100 };
}
