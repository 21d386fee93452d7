// The climate lens's daily figures from public.prometheus_daily(): the share of 5-minute buckets in
// the room's band per day (day and night together, each against its own band; a period without a
// band does not count), the DLI against its band, and day-vs-night means over the whole range.

export const CLIMATE_DAILY_METRICS = ['air_temp', 'rh', 'vpd', 'co2'] as const;
export type DailyMetric = (typeof CLIMATE_DAILY_METRICS)[number];

export interface DailyRow {
  day: string;
  metric: string;
  period: string;
  n: number;
  in_band: number | null;
  mean: number | null;
  min: number | null;
  max: number | null;
  band_min: number | null;
  band_max: number | null;
}

export interface DayLine {
  day: string;
  /** Percent of time in band per metric, null when the room has no band for it. */
  inBand: Record<DailyMetric, number | null>;
  dli: number | null;
  dliBand: [number, number] | null;
}

const isDaily = (m: string): m is DailyMetric => (CLIMATE_DAILY_METRICS as readonly string[]).includes(m);

export function dayLines(rows: readonly DailyRow[]): DayLine[] {
  const byDay = new Map<string, DayLine & { counts: Record<DailyMetric, [number, number]> }>();
  for (const r of rows) {
    let line = byDay.get(r.day);
    if (!line) {
      line = {
        day: r.day,
        inBand: { air_temp: null, rh: null, vpd: null, co2: null },
        dli: null,
        dliBand: null,
        counts: { air_temp: [0, 0], rh: [0, 0], vpd: [0, 0], co2: [0, 0] },
      };
      byDay.set(r.day, line);
    }
    if (r.metric === 'dli') {
      line.dli = r.mean;
      line.dliBand = r.band_min !== null && r.band_max !== null ? [r.band_min, r.band_max] : null;
    } else if (isDaily(r.metric) && r.band_min !== null) {
      const c = line.counts[r.metric];
      c[0] += r.in_band ?? 0;
      c[1] += r.n;
    }
  }
  return [...byDay.values()]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map(({ counts, ...line }) => ({
      ...line,
      inBand: Object.fromEntries(
        CLIMATE_DAILY_METRICS.map((m) => [
          m,
          counts[m][1] ? Math.round((counts[m][0] / counts[m][1]) * 1000) / 10 : null,
        ]),
      ) as Record<DailyMetric, number | null>,
    }));
}

export interface PeriodSummary {
  mean: number | null;
  inBand: number | null;
  band: [number, number] | null;
}

/** Day vs night over the range per metric: the mean (weighted by buckets) and time in band. */
export function dayNight(
  rows: readonly DailyRow[],
): Record<DailyMetric, { day: PeriodSummary; night: PeriodSummary }> {
  const out = {} as Record<DailyMetric, { day: PeriodSummary; night: PeriodSummary }>;
  for (const m of CLIMATE_DAILY_METRICS) {
    const summary = (period: 'day' | 'night'): PeriodSummary => {
      const rs = rows.filter((r) => r.metric === m && r.period === period && r.mean !== null);
      const n = rs.reduce((s, r) => s + r.n, 0);
      if (n === 0) return { mean: null, inBand: null, band: null };
      const banded = rs.filter((r) => r.band_min !== null && r.band_max !== null);
      const bandN = banded.reduce((s, r) => s + r.n, 0);
      const last = banded.at(-1);
      return {
        mean: rs.reduce((s, r) => s + r.mean! * r.n, 0) / n,
        inBand: bandN
          ? Math.round((banded.reduce((s, r) => s + (r.in_band ?? 0), 0) / bandN) * 1000) / 10
          : null,
        band: last ? [last.band_min!, last.band_max!] : null,
      };
    };
    out[m] = { day: summary('day'), night: summary('night') };
  }
  return out;
}
