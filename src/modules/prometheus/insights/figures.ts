// The hourly figures the insight rules read (public.prometheus_insight_hours: one row per metric
// with hourly arrays), as plain objects, and the local-time helpers the wording needs.

export const INSIGHT_METRICS = ['air_temp', 'rh', 'co2', 'ppfd', 'vpd'] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

export interface HourFigure {
  /** Start of the hour (ms since epoch, UTC-aligned). */
  at: number;
  /** 5-minute buckets with a reading (12 = a full hour). */
  n: number;
  mean: number;
  /** Lowest and highest raw reading in the hour. */
  min: number;
  max: number;
  /** Buckets that were night (lights off). */
  night: number;
  /** Buckets whose mean was above / below the room's band for their period. */
  above: number;
  below: number;
  /** Largest change between two neighbouring 5-minute buckets ending in this hour (null: first). */
  step: number | null;
}

export interface Band {
  min: number;
  max: number;
}

export interface MetricFigures {
  metric: InsightMetric;
  hours: HourFigure[];
  bands: { day: Band | null; night: Band | null };
}

/** A row of public.prometheus_insight_hours as PostgREST returns it. */
export interface InsightHoursRow {
  metric: string;
  hours: string[];
  n: number[];
  mean: number[];
  min: number[];
  max: number[];
  night: number[];
  above: number[];
  below: number[];
  max_step: (number | null)[];
  day_min: number | null;
  day_max: number | null;
  night_min: number | null;
  night_max: number | null;
}

const band = (min: number | null, max: number | null): Band | null =>
  min === null || max === null ? null : { min: Number(min), max: Number(max) };

export function toMetricFigures(rows: readonly InsightHoursRow[]): MetricFigures[] {
  return rows
    .filter((r): r is InsightHoursRow & { metric: InsightMetric } =>
      (INSIGHT_METRICS as readonly string[]).includes(r.metric),
    )
    .map((r) => ({
      metric: r.metric,
      bands: { day: band(r.day_min, r.day_max), night: band(r.night_min, r.night_max) },
      hours: r.hours.map((h, i) => ({
        at: Date.parse(h),
        n: r.n[i]!,
        mean: r.mean[i]!,
        min: r.min[i]!,
        max: r.max[i]!,
        night: r.night[i]!,
        above: r.above[i]!,
        below: r.below[i]!,
        step: r.max_step[i] ?? null,
      })),
    }));
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, f);
  }
  return f;
}

/** The local calendar date ('2026-11-14') and clock time ('02:00') of an instant in a time zone. */
export function localParts(at: number, timeZone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
