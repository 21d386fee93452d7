// The seven sensor metrics Prometheus stores, each once: label, canonical unit and the limits the
// database repeats (public.prometheus_metric_ok in *_prometheus_readings.sql; an integration test
// compares the two). The CSV import, the manual form and the charts all read these.
import { z } from 'zod/mini';

export const METRICS = ['air_temp', 'rh', 'co2', 'ppfd', 'vwc', 'substrate_ec', 'substrate_temp'] as const;
export type Metric = (typeof METRICS)[number];

export interface MetricInfo {
  readonly label: string;
  /** The canonical unit the database stores. */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  /** Decimals worth showing. */
  readonly decimals: number;
}

export const METRIC_INFO: Readonly<Record<Metric, MetricInfo>> = {
  air_temp: { label: 'Air temperature', unit: '°C', min: -20, max: 60, decimals: 1 },
  rh: { label: 'Relative humidity', unit: '%', min: 0, max: 100, decimals: 1 },
  co2: { label: 'CO₂', unit: 'ppm', min: 0, max: 10000, decimals: 0 },
  ppfd: { label: 'PPFD', unit: 'µmol/m²/s', min: 0, max: 3000, decimals: 0 },
  vwc: { label: 'Substrate VWC', unit: '%', min: 0, max: 100, decimals: 1 },
  substrate_ec: { label: 'Substrate EC', unit: 'mS/cm', min: 0, max: 20, decimals: 2 },
  substrate_temp: { label: 'Substrate temperature', unit: '°C', min: -20, max: 60, decimals: 1 },
};

export const READING_SOURCES = ['manual', 'csv', 'aroya'] as const;

/** Why a value is refused, or null when it fits the metric's limits. */
export function valueProblem(metric: Metric, value: number): string | null {
  const info = METRIC_INFO[metric];
  if (!Number.isFinite(value)) return 'Enter a number.';
  if (value < info.min || value > info.max)
    return `${info.label} must be between ${info.min} and ${info.max} ${info.unit}.`;
  return null;
}

/** One reading as the database takes it (the form, the CSV import and the AROYA sync build these). */
export const readingSchema = z
  .object({
    facility_id: z.uuid(),
    room_id: z.uuid(),
    metric: z.enum(METRICS),
    at: z.iso.datetime({ offset: true }),
    value: z.number(),
    source: z.enum(READING_SOURCES),
  })
  .check(
    z.refine((r) => valueProblem(r.metric, r.value) === null, {
      message: 'The value is outside the metric’s limits.',
      path: ['value'],
    }),
  );
export type ReadingInput = z.infer<typeof readingSchema>;
