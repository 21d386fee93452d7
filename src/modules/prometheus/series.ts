// Chart series as the climate lens draws them: the database's buckets (mean, min, max) as points,
// with a gap wherever a sensor sent nothing (so a dead sensor shows as a break, never as a straight
// line across the hole), VPD computed from the temperature and RH buckets, the zoomed window, and
// the rows of the CSV download of what is shown.
import { airVpdKpa } from './vpd.ts';

export interface SeriesRow {
  metric: string;
  buckets: string[];
  n: number[];
  mean: number[];
  min: number[];
  max: number[];
}

export interface Point {
  t: number;
  mean: number | null;
  /** [min, max] of the bucket, for the shaded envelope; null in a gap. */
  range: [number, number] | null;
  n: number;
}

/** The usual step between buckets (the median), so a longer step can be told to be a gap. */
function typicalStep(times: number[]): number {
  const steps = times.slice(1).map((t, i) => t - times[i]!);
  if (steps.length === 0) return 0;
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 2)]!;
}

/** A series as points, a null point marking each gap longer than twice the usual step. */
export function toPoints(row: SeriesRow | undefined): Point[] {
  if (!row) return [];
  const times = row.buckets.map((b) => Date.parse(b));
  const step = typicalStep(times);
  const points: Point[] = [];
  times.forEach((t, i) => {
    const prev = times[i - 1];
    if (prev !== undefined && step > 0 && t - prev > 2 * step)
      points.push({ t: prev + step, mean: null, range: null, n: 0 });
    points.push({ t, mean: row.mean[i]!, range: [row.min[i]!, row.max[i]!], n: row.n[i]! });
  });
  return points;
}

const kPa = (v: number) => Math.round(v * 1000) / 1000;

/**
 * VPD per bucket from the temperature and RH of the same bucket: the VPD of the means, and as its
 * min and max the lowest and highest VPD the bucket's ranges allow — VPD rises with temperature and
 * falls with RH, so they are VPD(coolest, most humid) and VPD(warmest, driest). The database keeps
 * each metric's buckets on their own, so this range holds every reading's VPD and may be a little
 * wider than the readings' own.
 */
export function vpdPoints(temp: Point[], rh: Point[]): Point[] {
  const rhAt = new Map(rh.map((p) => [p.t, p]));
  return temp.map((p) => {
    const h = rhAt.get(p.t);
    const vpd = h ? airVpdKpa(p.mean, h.mean) : null;
    const low = h && p.range && h.range ? airVpdKpa(p.range[0], h.range[1]) : null;
    const high = h && p.range && h.range ? airVpdKpa(p.range[1], h.range[0]) : null;
    return {
      t: p.t,
      mean: vpd === null ? null : kPa(vpd),
      range: vpd === null || low === null || high === null ? null : [kPa(low), kPa(high)],
      n: vpd === null ? 0 : p.n,
    };
  });
}

/** The points inside the zoomed window [from, to] (all of them when not zoomed). */
export function inWindow(points: Point[], window: readonly [number, number] | null): Point[] {
  if (!window) return points;
  return points.filter((p) => p.t >= window[0] && p.t <= window[1]);
}

export interface CsvRow {
  time: string;
  metric: string;
  unit: string;
  mean: number;
  min: number | null;
  max: number | null;
  readings: number;
}

/** The rows of the shown series' CSV: one per bucket with data, per metric. */
export function seriesCsvRows(shown: { metric: string; unit: string; points: Point[] }[]): CsvRow[] {
  return shown.flatMap(({ metric, unit, points }) =>
    points
      .filter((p) => p.mean !== null)
      .map((p) => ({
        time: new Date(p.t).toISOString(),
        metric,
        unit,
        mean: p.mean!,
        min: p.range?.[0] ?? null,
        max: p.range?.[1] ?? null,
        readings: p.n,
      })),
  );
}
