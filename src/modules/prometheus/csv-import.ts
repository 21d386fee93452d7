// Reading a climate controller's CSV export (AROYA, TrolMaster, Growlink and the like): which
// column is the time and which holds which metric, in which unit (from the header, else guessed
// from the values), every row checked against the metric limits, ready for a preview with per-row
// errors. Times are read as src/lib/csv-dates.ts reads every import's (the zone and date order are
// the file's, chosen in the dialog). Pure: the dialog reads the file with papaparse and hands the
// records here.
import { parseCsvDateTime, type CsvDateSettings } from '../../lib/csv-dates.ts';
import { HAPPENED_MESSAGES, happenedByNow } from '../../lib/happened.ts';
import { METRIC_INFO, valueProblem, type Metric } from './metrics.ts';

export type SourceUnit = 'C' | 'F' | 'mS/cm' | 'µS/cm' | 'fraction' | 'canonical';

export interface ColumnMapping {
  header: string;
  /** null: the column is not imported (VPD, dew point and the like are computed, never imported). */
  metric: Metric | null;
  unit: SourceUnit;
  /** The unit was guessed from the values, not read from the header. */
  guessed: boolean;
}

export interface ImportPlan {
  timeColumn: string | null;
  columns: ColumnMapping[];
}

export interface CheckedRow {
  /** The line in the file (the header is line 1). */
  line: number;
  at: string | null;
  values: { metric: Metric; value: number }[];
  errors: string[];
}

const TIME_HEADER =
  /^(date\s*\/?\s*time|time\s*stamp|timestamp|date|time|datetime|recorded( at)?|reading time)\b/i;
const SUBSTRATE = /substrate|soil|media|medium|root|slab|pore|bulk|sub\b/i;

/** The metric a header names, or null. */
export function metricOfHeader(header: string): Metric | null {
  const h = header.toLowerCase();
  if (/vpd|dew|leaf/.test(h)) return null;
  if (/\bvwc\b|water content|moisture|\bwc\b/.test(h)) return 'vwc';
  if (/\bec\b|conductiv/.test(h))
    return SUBSTRATE.test(h) || !/feed|drip|irrigation|runoff/.test(h) ? 'substrate_ec' : null;
  if (/temp/.test(h)) return SUBSTRATE.test(h) ? 'substrate_temp' : 'air_temp';
  if (/\brh\b|humid/.test(h)) return 'rh';
  if (/co2|co₂|carbon/.test(h)) return 'co2';
  if (/ppfd|\bpar\b|light|µmol|umol/.test(h)) return 'ppfd';
  return null;
}

/** The unit a header states for `metric`, or null when it states none. */
function unitOfHeader(header: string, metric: Metric): SourceUnit | null {
  const h = header.toLowerCase();
  if (metric === 'air_temp' || metric === 'substrate_temp') {
    if (/°\s*f|\bdeg\s*f|\(f\)|\[f\]|fahrenheit|\bf$/.test(h)) return 'F';
    if (/°\s*c|\bdeg\s*c|\(c\)|\[c\]|celsius|\bc$/.test(h)) return 'C';
    return null;
  }
  if (metric === 'substrate_ec') {
    if (/[µu]s\s*\/\s*cm|micro/.test(h)) return 'µS/cm';
    if (/ms\s*\/\s*cm|ds\s*\/\s*m/.test(h)) return 'mS/cm';
    return null;
  }
  if (metric === 'vwc' && /%/.test(h)) return 'canonical';
  return null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A guess when the header is silent: Fahrenheit above 45, µS/cm above 50, a VWC fraction under 1. */
function guessUnit(metric: Metric, samples: number[]): SourceUnit {
  const m = median(samples);
  if (m === null) return metric === 'air_temp' || metric === 'substrate_temp' ? 'C' : 'canonical';
  if (metric === 'air_temp' || metric === 'substrate_temp') return m > 45 ? 'F' : 'C';
  if (metric === 'substrate_ec') return m > 50 ? 'µS/cm' : 'mS/cm';
  if (metric === 'vwc') return Math.max(...samples) <= 1 ? 'fraction' : 'canonical';
  return 'canonical';
}

/** Reads a cell as a number ('1,5' and '1.5' both; thousands separators are not expected here). */
export function parseCell(text: string | undefined): number | null | undefined {
  const t = (text ?? '').trim();
  if (t === '' || /^(n\/?a|null|-+|nan)$/i.test(t)) return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** The plan for a file: its time column and, per column, the metric and the unit. */
export function planImport(
  headers: readonly string[],
  sample: readonly Record<string, string>[],
): ImportPlan {
  const timeColumn = headers.find((h) => TIME_HEADER.test(h.trim())) ?? null;
  const taken = new Set<Metric>();
  const columns = headers
    .filter((h) => h !== timeColumn)
    .map((header): ColumnMapping => {
      let metric = metricOfHeader(header);
      if (metric && taken.has(metric)) metric = null;
      if (metric) taken.add(metric);
      if (!metric) return { header, metric: null, unit: 'canonical', guessed: false };
      const stated = unitOfHeader(header, metric);
      if (stated) return { header, metric, unit: stated, guessed: false };
      if (unitsFor(metric).length === 1) return { header, metric, unit: 'canonical', guessed: false };
      const samples = sample
        .map((r) => parseCell(r[header]))
        .filter((v): v is number => typeof v === 'number');
      return { header, metric, unit: guessUnit(metric, samples), guessed: true };
    });
  return { timeColumn, columns };
}

/** A value in `unit` converted to the metric's canonical unit. */
export function toCanonical(value: number, unit: SourceUnit): number {
  switch (unit) {
    case 'F':
      return ((value - 32) * 5) / 9;
    case 'µS/cm':
      return value / 1000;
    case 'fraction':
      return value * 100;
    default:
      return value;
  }
}

const round = (v: number, decimals: number) => Math.round(v * 10 ** (decimals + 2)) / 10 ** (decimals + 2);

/**
 * One record of the file checked: its instant (a time without an offset read in the zone and date
 * order chosen for the file), its readings in canonical units, its problems.
 */
export function checkRow(
  record: Record<string, string>,
  plan: ImportPlan,
  line: number,
  dates: CsvDateSettings,
  now: number = Date.now(),
): CheckedRow {
  const errors: string[] = [];
  const raw = plan.timeColumn ? record[plan.timeColumn] : undefined;
  const at = parseCsvDateTime(raw, dates);
  if (!at) errors.push(`“${raw ?? ''}” is not a date and time.`);
  // A controller's clock set wrong, or a file of forecasts: a reading happened, so not ahead of now.
  else if (!happenedByNow(Date.parse(at), now))
    errors.push(HAPPENED_MESSAGES.prometheus_readings_not_in_future!);
  const values: CheckedRow['values'] = [];
  for (const col of plan.columns) {
    if (!col.metric) continue;
    const cell = parseCell(record[col.header]);
    if (cell === null) continue;
    if (cell === undefined) {
      errors.push(`${col.header}: “${record[col.header]}” is not a number.`);
      continue;
    }
    const value = round(toCanonical(cell, col.unit), METRIC_INFO[col.metric].decimals);
    const problem = valueProblem(col.metric, value);
    if (problem) errors.push(problem);
    else values.push({ metric: col.metric, value });
  }
  if (errors.length === 0 && values.length === 0) errors.push('No readings in this row.');
  return { line, at, values, errors };
}

export const UNIT_LABELS: Record<SourceUnit, string> = {
  C: '°C',
  F: '°F → °C',
  'mS/cm': 'mS/cm',
  'µS/cm': 'µS/cm → mS/cm',
  fraction: 'fraction → %',
  canonical: 'as is',
};

/** The units a column of `metric` may be read in (for the mapping's unit picker). */
export function unitsFor(metric: Metric): SourceUnit[] {
  if (metric === 'air_temp' || metric === 'substrate_temp') return ['C', 'F'];
  if (metric === 'substrate_ec') return ['mS/cm', 'µS/cm'];
  if (metric === 'vwc') return ['canonical', 'fraction'];
  return ['canonical'];
}
