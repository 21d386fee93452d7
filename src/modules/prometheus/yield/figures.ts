// Yield and quality figures of harvested cycles (public.prometheus_cycles, one row per Arca lot with
// a dry yield): grams per m² of canopy, per watt of lighting and per mol of light delivered to the
// canopy, quality pass rates, climate in band, grouped by strain, room or cycle and ranked. Pure
// functions; the lenses (/prometheus3, /prometheus4) only show them.

/** One harvested cycle as the database function returns it. */
export interface CycleRow {
  lot_id: string;
  lot_name: string;
  strain: string;
  room_id: string | null;
  room_name: string | null;
  canopy_area_m2: number | null;
  lighting_w: number | null;
  harvested_at: string;
  dry_g: number;
  propagation_days: number | null;
  veg_days: number | null;
  flower_days: number | null;
  drying_days: number | null;
  flower_hours: number | null;
  light_hours: number;
  mol_m2: number | null;
  climate_hours: number;
  in_band_hours: number | null;
  mean_vpd: number | null;
  mean_substrate_ec: number | null;
  mean_dryback: number | null;
  runoff_ec: number | null;
  quality_checks: number;
  quality_passed: number;
}

/**
 * Light readings must cover this share of the flower stage's hours before grams per mol are given:
 * a sum over a part of the stage would make the cycle look far more efficient than it was.
 */
export const LIGHT_COVERAGE_MIN = 0.9;

/** A cycle or a group of cycles, on the figures every table, chart and ranking shares. */
export interface YieldFigures {
  key: string;
  label: string;
  cycles: number;
  dryG: number;
  /** Σ dry ÷ Σ canopy area of the cycles whose room has an area. */
  gPerM2: number | null;
  /** Σ dry ÷ Σ lighting watts of the cycles whose room has its watts. */
  gPerW: number | null;
  /** Σ dry ÷ Σ mol of light on the canopy (mol/m² × area) of the cycles with full light readings. */
  gPerMol: number | null;
  /** Percent of the flower stage's hours with climate readings that had temperature and RH in band. */
  inBandPct: number | null;
  /** Share of the flower stage's hours that had climate readings, percent. */
  climateCoveragePct: number | null;
  meanVpd: number | null;
  meanEc: number | null;
  meanDryback: number | null;
  vegDays: number | null;
  flowerDays: number | null;
  dryingDays: number | null;
  qualityChecks: number;
  /** Percent of quality checks that passed; null without checks. */
  qualityPassPct: number | null;
}

export interface Cycle extends YieldFigures {
  lotId: string;
  strain: string;
  roomId: string | null;
  roomName: string | null;
  harvestedAt: string;
  /** mol/m² over the flower stage, and whether the light readings cover enough of it. */
  molM2: number | null;
  lightCovered: boolean;
  runoffEc: number | null;
}

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);

function lightCovered(r: CycleRow): boolean {
  return (
    r.mol_m2 !== null &&
    r.flower_hours !== null &&
    r.flower_hours > 0 &&
    r.light_hours >= LIGHT_COVERAGE_MIN * r.flower_hours
  );
}

/** The figures of one cycle. */
export function cycleOf(r: CycleRow): Cycle {
  const area = r.canopy_area_m2 ?? 0;
  const covered = lightCovered(r);
  return {
    key: r.lot_id,
    label: r.lot_name,
    lotId: r.lot_id,
    strain: r.strain,
    roomId: r.room_id,
    roomName: r.room_name,
    harvestedAt: r.harvested_at,
    cycles: 1,
    dryG: r.dry_g,
    gPerM2: ratio(r.dry_g, area),
    gPerW: ratio(r.dry_g, r.lighting_w ?? 0),
    gPerMol: covered ? ratio(r.dry_g, (r.mol_m2 ?? 0) * area) : null,
    molM2: r.mol_m2,
    lightCovered: covered,
    inBandPct:
      r.in_band_hours === null || r.climate_hours === 0 ? null : (100 * r.in_band_hours) / r.climate_hours,
    climateCoveragePct:
      r.flower_hours && r.flower_hours > 0 ? Math.min(100, (100 * r.climate_hours) / r.flower_hours) : null,
    meanVpd: r.mean_vpd,
    meanEc: r.mean_substrate_ec,
    meanDryback: r.mean_dryback,
    runoffEc: r.runoff_ec,
    vegDays: r.veg_days,
    flowerDays: r.flower_days,
    dryingDays: r.drying_days,
    qualityChecks: r.quality_checks,
    qualityPassPct: r.quality_checks > 0 ? (100 * r.quality_passed) / r.quality_checks : null,
  };
}

export type Grouping = 'strain' | 'room' | 'cycle';
export const GROUPINGS: ReadonlyArray<{ value: Grouping; label: string }> = [
  { value: 'strain', label: 'By strain' },
  { value: 'room', label: 'By room' },
  { value: 'cycle', label: 'By cycle' },
];

/** Mean of the values that exist, each weighted (by the hours or checks behind it). */
function weightedMean(items: ReadonlyArray<[number | null, number]>): number | null {
  let sum = 0;
  let weight = 0;
  for (const [v, w] of items) {
    if (v === null || w <= 0) continue;
    sum += v * w;
    weight += w;
  }
  return weight > 0 ? sum / weight : null;
}

/**
 * Cycles grouped by strain or room (by cycle: each cycle alone). Grams per m², W and mol are ratios
 * of sums over the cycles that have the divisor, so a big cycle counts for more than a small one;
 * climate figures are weighted by the hours of readings behind them, pass rates by checks.
 */
export function groupCycles(cycles: readonly Cycle[], by: Grouping): YieldFigures[] {
  if (by === 'cycle') return [...cycles];
  const groups = new Map<string, Cycle[]>();
  for (const c of cycles) {
    const key = by === 'strain' ? c.strain.toLowerCase() : (c.roomId ?? '');
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.entries()].map(([key, cs]) => {
    const first = cs[0]!;
    const sum = (f: (c: Cycle) => number) => cs.reduce((a, c) => a + f(c), 0);
    const withArea = cs.filter((c) => c.gPerM2 !== null);
    const withWatts = cs.filter((c) => c.gPerW !== null);
    const withLight = cs.filter((c) => c.gPerMol !== null);
    const hours = (c: Cycle) => ((c.climateCoveragePct ?? 0) * (c.flowerDays ?? 0) * 24) / 100;
    const checks = sum((c) => c.qualityChecks);
    return {
      key,
      label: by === 'strain' ? first.strain : (first.roomName ?? 'No room'),
      cycles: cs.length,
      dryG: sum((c) => c.dryG),
      gPerM2: ratio(
        sum2(withArea, (c) => c.dryG),
        sum2(withArea, (c) => c.dryG / c.gPerM2!),
      ),
      gPerW: ratio(
        sum2(withWatts, (c) => c.dryG),
        sum2(withWatts, (c) => c.dryG / c.gPerW!),
      ),
      gPerMol: ratio(
        sum2(withLight, (c) => c.dryG),
        sum2(withLight, (c) => c.dryG / c.gPerMol!),
      ),
      inBandPct: weightedMean(cs.map((c) => [c.inBandPct, hours(c)])),
      climateCoveragePct: weightedMean(cs.map((c) => [c.climateCoveragePct, c.flowerDays ?? 0])),
      meanVpd: weightedMean(cs.map((c) => [c.meanVpd, hours(c)])),
      meanEc: weightedMean(cs.map((c) => [c.meanEc, hours(c)])),
      meanDryback: weightedMean(cs.map((c) => [c.meanDryback, hours(c)])),
      vegDays: weightedMean(cs.map((c) => [c.vegDays, 1])),
      flowerDays: weightedMean(cs.map((c) => [c.flowerDays, 1])),
      dryingDays: weightedMean(cs.map((c) => [c.dryingDays, 1])),
      qualityChecks: checks,
      qualityPassPct: weightedMean(cs.map((c) => [c.qualityPassPct, c.qualityChecks])),
    };
  });
}

function sum2<T>(items: readonly T[], f: (t: T) => number): number {
  return items.reduce((a, t) => a + f(t), 0);
}

export type RankFigure = 'gPerM2' | 'gPerW' | 'gPerMol' | 'inBandPct' | 'qualityPassPct' | 'flowerDays';

/** The figures a ranking can be by; higher is better unless `lowerIsBetter`. */
export const RANK_FIGURES: ReadonlyArray<{
  value: RankFigure;
  label: string;
  decimals: number;
  lowerIsBetter?: boolean;
}> = [
  { value: 'gPerM2', label: 'g/m²', decimals: 0 },
  { value: 'gPerW', label: 'g/W', decimals: 2 },
  { value: 'gPerMol', label: 'g/mol', decimals: 2 },
  { value: 'inBandPct', label: '% climate in band', decimals: 0 },
  { value: 'qualityPassPct', label: 'Quality pass rate', decimals: 0 },
  { value: 'flowerDays', label: 'Flower days', decimals: 0, lowerIsBetter: true },
];

export interface Ranked<T extends YieldFigures> {
  rank: number | null;
  row: T;
}

/**
 * Ranked on one figure, best first; rows without the figure come last, unranked. Ties share a
 * rank (1, 2, 2, 4), so two rooms with the same g/m² are never told apart by their order.
 */
export function rankBy<T extends YieldFigures>(rows: readonly T[], figure: RankFigure): Ranked<T>[] {
  const lower = RANK_FIGURES.find((f) => f.value === figure)?.lowerIsBetter === true;
  const withValue = rows.filter((r) => r[figure] !== null);
  const without = rows.filter((r) => r[figure] === null);
  const sorted = [...withValue].sort((a, b) => (lower ? a[figure]! - b[figure]! : b[figure]! - a[figure]!));
  const ranked: Ranked<T>[] = [];
  sorted.forEach((row, i) => {
    const prev = ranked[i - 1];
    const rank = prev && prev.row[figure] === row[figure] ? prev.rank : i + 1;
    ranked.push({ rank, row });
  });
  return [...ranked, ...without.map((row) => ({ rank: null, row }))];
}

/** The best and the worst cycle by a figure (null when fewer than two cycles have it). */
export function bestAndWorst(
  cycles: readonly Cycle[],
  figure: RankFigure,
): { best: Cycle; worst: Cycle } | null {
  const ranked = rankBy(cycles, figure).filter((r) => r.rank !== null);
  if (ranked.length < 2) return null;
  return { best: ranked[0]!.row, worst: ranked[ranked.length - 1]!.row };
}
