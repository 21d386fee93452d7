// Records are stored in canonical units (EC mS/cm, L, g, °C) and shown, entered, imported and
// exported in the units the grower chose, remembered per user like the calculators' units.
import { formatNumber } from '../format.ts';
import { loadUnits, saveUnits } from '../remembered-units.ts';
import { fromBase, toBase, type UnitScale } from '../validation.ts';
import {
  EC,
  FLOW,
  MASS,
  PRESSURE,
  PERCENT,
  WATER_ACTIVITY,
  PH,
  PLANT_COUNT,
  RECORD_EC_UNITS,
  RECORD_FLOW_UNITS,
  RECORD_MASS_UNITS,
  RECORD_PRESSURE_UNITS,
  RECORD_TEMPERATURE_UNITS,
  RECORD_VOLUME_UNITS,
  TEMPERATURE,
  VOLUME,
  type PlainMeasure,
  type RecordEcUnit,
  type RecordFlowUnit,
  type RecordMassUnit,
  type RecordPressureUnit,
  type RecordTemperatureUnit,
  type RecordVolumeUnit,
  type UnitMeasure,
} from './measures.ts';
import type { MeasureKey, RecordKind, UnitMeasureKey } from './kinds/types.ts';

export type RecordUnits = {
  ec: RecordEcUnit;
  volume: RecordVolumeUnit;
  mass: RecordMassUnit;
  temperature: RecordTemperatureUnit;
  pressure: RecordPressureUnit;
  flow: RecordFlowUnit;
};

export const DEFAULT_RECORD_UNITS: RecordUnits = {
  ec: 'mS/cm',
  volume: 'L',
  mass: 'g',
  temperature: 'C',
  pressure: 'bar',
  flow: 'L/min',
};

export const RECORD_UNIT_CHOICES: { readonly [K in UnitMeasureKey]: readonly RecordUnits[K][] } = {
  ec: RECORD_EC_UNITS,
  volume: RECORD_VOLUME_UNITS,
  mass: RECORD_MASS_UNITS,
  temperature: RECORD_TEMPERATURE_UNITS,
  pressure: RECORD_PRESSURE_UNITS,
  flow: RECORD_FLOW_UNITS,
};

export const MEASURE_DEFS: {
  readonly [K in MeasureKey]: K extends UnitMeasureKey ? UnitMeasure<RecordUnits[K]> : PlainMeasure;
} = {
  ph: PH,
  percent: PERCENT,
  waterActivity: WATER_ACTIVITY,
  plantCount: PLANT_COUNT,
  ec: EC,
  volume: VOLUME,
  mass: MASS,
  temperature: TEMPERATURE,
  pressure: PRESSURE,
  flow: FLOW,
};

const TOOL = 'arca-records';

export function loadRecordUnits(userId: string | null | undefined): RecordUnits {
  return loadUnits(userId, TOOL, DEFAULT_RECORD_UNITS, RECORD_UNIT_CHOICES);
}

export function saveRecordUnits(userId: string | null | undefined, units: RecordUnits): void {
  saveUnits(userId, TOOL, { ...units });
}

export function hasUnits(measure: MeasureKey): measure is UnitMeasureKey {
  return (
    measure === 'ec' ||
    measure === 'volume' ||
    measure === 'mass' ||
    measure === 'temperature' ||
    measure === 'pressure' ||
    measure === 'flow'
  );
}

function scaleOf(measure: UnitMeasureKey, unit: string): UnitScale {
  const scales = MEASURE_DEFS[measure].rule.units as Readonly<Record<string, UnitScale>>;
  const scale = scales[unit];
  if (!scale) throw new Error(`unknown ${measure} unit ${unit}`);
  return scale;
}

/** The grower's unit of a measure, as a short label: 'mS/cm', 'ppm (500)', '°F', 'gal', '%'. */
export function unitLabel(measure: MeasureKey, units: RecordUnits): string {
  if (measure === 'percent') return '%';
  if (measure === 'waterActivity') return 'aw';
  if (!hasUnits(measure)) return '';
  const unit = units[measure];
  if (measure === 'ec' && unit.startsWith('ppm')) return `ppm (${unit.slice(3)})`;
  return scaleOf(measure, unit).label.replace(' (US)', '');
}

/** A stored value in the grower's unit. `difference` converts a difference (no offset). */
export function toDisplay(
  value: number,
  measure: MeasureKey,
  units: RecordUnits,
  difference = false,
): number {
  if (!hasUnits(measure)) return value;
  const scale = scaleOf(measure, units[measure]);
  return difference ? value / scale.factor : fromBase(value, scale);
}

/** A value typed in the grower's unit, in the stored unit. */
export function toCanonical(value: number, measure: MeasureKey, unit: string | undefined): number {
  if (!hasUnits(measure) || unit === undefined) return value;
  return toBase(value, scaleOf(measure, unit));
}

/** Decimals that match how growers read each unit (ppm in whole numbers, mS/cm to 0.01). */
export function decimalsFor(measure: MeasureKey, units: RecordUnits): number {
  switch (measure) {
    case 'ec':
      return units.ec === 'mS/cm' ? 2 : 0;
    case 'volume':
      return units.volume === 'mL' ? 0 : 2;
    case 'mass':
      return units.mass === 'g' ? 0 : units.mass === 'oz' ? 1 : 2;
    case 'temperature':
    case 'percent':
      return 1;
    case 'pressure':
      return units.pressure === 'bar' ? 2 : units.pressure === 'psi' ? 1 : 0;
    case 'flow':
      return units.flow === 'L/h' ? 0 : 2;
    case 'ph':
      return 2;
    case 'waterActivity':
      return 2;
    case 'plantCount':
      return 0;
  }
}

/** A stored value printed in the grower's unit (number only); '' for no value. */
/** Enough decimals (up to 4) that a small non-zero value never reads as 0: 0.04 % stays 0.04. */
function keepNonZero(value: number, decimals: number): number {
  let d = decimals;
  while (d < 4 && value !== 0 && Math.abs(value) < 0.5 * 10 ** -d) d++;
  return d;
}

export function formatValue(
  value: unknown,
  measure: MeasureKey,
  units: RecordUnits,
  options: { decimals?: number; signed?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const shown = toDisplay(n, measure, units, options.signed);
  const text = formatNumber(shown, keepNonZero(shown, options.decimals ?? decimalsFor(measure, units)));
  if (!options.signed || text === '0') return text;
  return shown > 0 ? `+${text}` : text.replace('-', '−');
}

/** The same, followed by its unit: '1.85 mS/cm', '925 ppm (500)', '6.1' (pH has none). */
export function formatWithUnit(
  value: unknown,
  measure: MeasureKey,
  units: RecordUnits,
  options: { decimals?: number; signed?: boolean } = {},
): string {
  const text = formatValue(value, measure, units, options);
  if (text === '') return '';
  const unit = unitLabel(measure, units);
  if (measure === 'ph') return `pH ${text}`;
  return unit === '%' ? `${text} %` : unit ? `${text} ${unit}` : text;
}

/** The measures a log uses, in the order they first appear. */
export function unitMeasuresOf(kind: RecordKind): UnitMeasureKey[] {
  const found = new Set<UnitMeasureKey>();
  for (const f of kind.fields) if (f.type === 'number' && hasUnits(f.measure)) found.add(f.measure);
  for (const c of kind.columns) if (c.measure && hasUnits(c.measure)) found.add(c.measure);
  return [...found];
}
