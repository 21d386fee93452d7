// The physical measures Arca records store, each once: its limits in the canonical unit, the
// units a grower may enter or read it in, and the database domain that repeats the limits
// (supabase/migrations/*_arca_records_framework.sql; an integration test compares the two). The
// forms' zod fields, the CSV import and the database error translator all read these rules, so a
// value refused anywhere is refused with the same words.
import {
  EC_SCALES,
  LITRES_PER_US_GALLON,
  MASS_SCALES,
  TEMPERATURE_SCALES,
  VOLUME_SCALES,
  type EcUnit,
  type MassUnit,
  type TemperatureUnit,
  type VolumeUnit,
} from '../units.ts';
import type { NumberRule, QuantityRule, UnitScale } from '../validation.ts';

/** A measure without a unit picker (pH, a percentage, a count). */
export interface PlainMeasure {
  readonly domain: string;
  readonly rule: NumberRule;
}

/** A measure stored in one unit and entered or shown in any of `units`. */
export interface UnitMeasure<U extends string> {
  readonly domain: string;
  readonly rule: QuantityRule<U>;
  /** The unit stored in the database. */
  readonly canonical: U;
}

export const PH: PlainMeasure = { domain: 'arca_ph', rule: { subject: 'a pH', min: 0, max: 14 } };

export const PERCENT: PlainMeasure = {
  domain: 'arca_percent',
  rule: { subject: 'a percentage', min: 0, max: 100, unit: '%' },
};

// Water activity of a dried product (aw, 0–1): mould needs more than ~0.65.
export const WATER_ACTIVITY: PlainMeasure = {
  domain: 'arca_water_activity',
  rule: { subject: 'a water activity', min: 0, max: 1, unit: 'aw' },
};

export const PLANT_COUNT: PlainMeasure = {
  domain: 'arca_plant_count',
  rule: { subject: 'a plant count', min: 0, max: 100_000, integer: true },
};

// Record pickers offer the units growers read meters and jugs in (µS/cm and CF stay in the converter).
export const RECORD_EC_UNITS = ['mS/cm', 'ppm500', 'ppm640', 'ppm700'] as const;
export type RecordEcUnit = (typeof RECORD_EC_UNITS)[number] & EcUnit;

export const EC: UnitMeasure<RecordEcUnit> = {
  domain: 'arca_ec',
  canonical: 'mS/cm',
  rule: {
    subject: 'an EC',
    min: 0,
    max: 20,
    units: pick(EC_SCALES, RECORD_EC_UNITS),
  },
};

export const RECORD_VOLUME_UNITS = ['L', 'mL', 'gal'] as const;
export type RecordVolumeUnit = (typeof RECORD_VOLUME_UNITS)[number] & VolumeUnit;

export const VOLUME: UnitMeasure<RecordVolumeUnit> = {
  domain: 'arca_volume_l',
  canonical: 'L',
  rule: { subject: 'a volume', min: 0, max: 1_000_000, units: pick(VOLUME_SCALES, RECORD_VOLUME_UNITS) },
};

export const RECORD_MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const satisfies readonly MassUnit[];
export type RecordMassUnit = (typeof RECORD_MASS_UNITS)[number];

export const MASS: UnitMeasure<RecordMassUnit> = {
  domain: 'arca_mass_g',
  canonical: 'g',
  rule: { subject: 'a weight', min: 0, max: 100_000_000, units: MASS_SCALES },
};

export const RECORD_TEMPERATURE_UNITS = ['C', 'F'] as const satisfies readonly TemperatureUnit[];
export type RecordTemperatureUnit = (typeof RECORD_TEMPERATURE_UNITS)[number];

export const TEMPERATURE: UnitMeasure<RecordTemperatureUnit> = {
  domain: 'arca_temperature_c',
  canonical: 'C',
  rule: { subject: 'a temperature', min: -20, max: 60, units: TEMPERATURE_SCALES },
};

// Water-treatment filters: feed pressures of 2.8–5.5 bar (40–80 psi) are usual; 100 bar covers
// seawater RO. Flow in L/min (US gauges read gal/min).
const BAR_PER_PSI = 0.0689475729;
export const RECORD_PRESSURE_UNITS = ['bar', 'psi', 'kPa'] as const;
export type RecordPressureUnit = (typeof RECORD_PRESSURE_UNITS)[number];

export const PRESSURE: UnitMeasure<RecordPressureUnit> = {
  domain: 'arca_pressure_bar',
  canonical: 'bar',
  rule: {
    subject: 'a pressure',
    min: 0,
    max: 100,
    units: {
      bar: { label: 'bar', factor: 1 },
      psi: { label: 'psi', factor: BAR_PER_PSI },
      kPa: { label: 'kPa', factor: 0.01 },
    },
  },
};

export const RECORD_FLOW_UNITS = ['L/min', 'gal/min', 'L/h'] as const;
export type RecordFlowUnit = (typeof RECORD_FLOW_UNITS)[number];

export const FLOW: UnitMeasure<RecordFlowUnit> = {
  domain: 'arca_flow_lpm',
  canonical: 'L/min',
  rule: {
    subject: 'a flow',
    min: 0,
    max: 100_000,
    units: {
      'L/min': { label: 'L/min', factor: 1 },
      'gal/min': { label: 'gal/min', factor: LITRES_PER_US_GALLON },
      'L/h': { label: 'L/h', factor: 1 / 60 },
    },
  },
};

/** Every measure with a database domain, by domain name. */
export const MEASURES_BY_DOMAIN: Readonly<Record<string, PlainMeasure | UnitMeasure<string>>> =
  Object.fromEntries(
    [PH, PERCENT, WATER_ACTIVITY, PLANT_COUNT, EC, VOLUME, MASS, TEMPERATURE, PRESSURE, FLOW].map((m) => [
      m.domain,
      m,
    ]),
  );

function pick<U extends string>(
  scales: Readonly<Record<string, UnitScale>>,
  units: readonly U[],
): Readonly<Record<U, UnitScale>> {
  return Object.fromEntries(units.map((u) => [u, scales[u]!])) as Record<U, UnitScale>;
}
