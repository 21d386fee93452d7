// Units for the Arca Unit Converter and the unit pickers of the other tools. Each kind of quantity
// is one table of scales relative to a base unit; conversions always go through the base.
import { z } from 'zod/mini';
import {
  checkQuantity,
  choiceField,
  fail,
  finiteOrFail,
  fromBase,
  ok,
  quantityValueField,
  refineQuantity,
  type QuantityRule,
  type Result,
  type UnitScale,
} from './validation.ts';

// Exact by definition: US gallon = 231 in³ = 3.785411784 L; avoirdupois pound = 0.45359237 kg,
// ounce = lb/16; foot = 0.3048 m (NIST Handbook 44, Appendix C).
export const LITRES_PER_US_GALLON = 3.785411784;
export const GRAMS_PER_OUNCE = 28.349523125;
export const GRAMS_PER_POUND = 453.59237;
export const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

export const VOLUME_UNITS = ['L', 'mL', 'gal', 'floz'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
/** Base: litre. */
export const VOLUME_SCALES: Readonly<Record<VolumeUnit, UnitScale>> = {
  L: { label: 'L', factor: 1 },
  mL: { label: 'mL', factor: 0.001 },
  gal: { label: 'gal (US)', factor: LITRES_PER_US_GALLON },
  floz: { label: 'fl oz (US)', factor: LITRES_PER_US_GALLON / 128 },
};

/** Container and tank pickers offer the two units growers size them in. */
export const CONTAINER_VOLUME_UNITS = ['L', 'gal'] as const;
export type ContainerVolumeUnit = (typeof CONTAINER_VOLUME_UNITS)[number];
export const CONTAINER_VOLUME_SCALES: Readonly<Record<ContainerVolumeUnit, UnitScale>> = {
  L: VOLUME_SCALES.L,
  gal: VOLUME_SCALES.gal,
};

export const MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
export type MassUnit = (typeof MASS_UNITS)[number];
/** Base: gram. */
export const MASS_SCALES: Readonly<Record<MassUnit, UnitScale>> = {
  g: { label: 'g', factor: 1 },
  kg: { label: 'kg', factor: 1000 },
  oz: { label: 'oz', factor: GRAMS_PER_OUNCE },
  lb: { label: 'lb', factor: GRAMS_PER_POUND },
};

export const AREA_UNITS = ['m2', 'ft2'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
/** Base: square metre. */
export const AREA_SCALES: Readonly<Record<AreaUnit, UnitScale>> = {
  m2: { label: 'm²', factor: 1 },
  ft2: { label: 'ft²', factor: SQUARE_METRES_PER_SQUARE_FOOT },
};

export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
/** Base: °C. °C = (°F − 32) × 5/9. */
export const TEMPERATURE_SCALES: Readonly<Record<TemperatureUnit, UnitScale>> = {
  C: { label: '°C', factor: 1 },
  F: { label: '°F', factor: 5 / 9, offset: -160 / 9 },
};
/** A temperature difference (leaf offset) converts without the 32° offset. */
export const TEMPERATURE_DIFFERENCE_SCALES: Readonly<Record<TemperatureUnit, UnitScale>> = {
  C: { label: '°C', factor: 1 },
  F: { label: '°F', factor: 5 / 9 },
};

// "ppm" here is mass per volume of a dilute water solution (1 L ≈ 1 kg), not the EC-meter scales.
export const CONCENTRATION_UNITS = ['g/L', 'mg/L', 'oz/gal'] as const;
export type ConcentrationUnit = (typeof CONCENTRATION_UNITS)[number];
/** Base: mg/L. */
export const CONCENTRATION_SCALES: Readonly<Record<ConcentrationUnit, UnitScale>> = {
  'g/L': { label: 'g/L', factor: 1000 },
  'mg/L': { label: 'ppm (mg/L)', factor: 1 },
  'oz/gal': { label: 'oz/gal (US)', factor: (GRAMS_PER_OUNCE * 1000) / LITRES_PER_US_GALLON },
};

// EC conversions (domain reference, "EC and ppm"): µS/cm = mS/cm × 1000, CF = mS/cm × 10, and the
// three TDS-meter ppm scales are EC × 500, × 640, × 700. Converting between ppm scales goes through EC.
export const EC_UNITS = ['mS/cm', 'uS/cm', 'CF', 'ppm500', 'ppm640', 'ppm700'] as const;
export type EcUnit = (typeof EC_UNITS)[number];
/** Base: mS/cm. `label` is the short unit used in messages; pickers use EC_UNIT_LABELS. */
export const EC_SCALES: Readonly<Record<EcUnit, UnitScale>> = {
  'mS/cm': { label: 'mS/cm', factor: 1 },
  'uS/cm': { label: 'µS/cm', factor: 1 / 1000 },
  CF: { label: 'CF', factor: 1 / 10 },
  ppm500: { label: 'ppm', factor: 1 / 500 },
  ppm640: { label: 'ppm', factor: 1 / 640 },
  ppm700: { label: 'ppm', factor: 1 / 700 },
};
export const EC_UNIT_LABELS: Readonly<Record<EcUnit, string>> = {
  'mS/cm': 'mS/cm',
  'uS/cm': 'µS/cm',
  CF: 'CF',
  ppm500: '500 (NaCl / US)',
  ppm640: '640 (EU)',
  ppm700: '700 (442 / AU)',
};

// Drippers are rated in L/h or GPH; growers check them with a catch cup in mL/min.
export const FLOW_UNITS = ['L/h', 'gal/h', 'mL/min'] as const;
export type FlowUnit = (typeof FLOW_UNITS)[number];
/** Base: L/h. */
export const FLOW_SCALES: Readonly<Record<FlowUnit, UnitScale>> = {
  'L/h': { label: 'L/h', factor: 1 },
  'gal/h': { label: 'gal/h', factor: LITRES_PER_US_GALLON },
  'mL/min': { label: 'mL/min', factor: 60 / 1000 },
};

// Converter limits. Generous caps whose only job is to stop typos and overflow: nothing a grow
// needs comes close (a 10,000 m³ reservoir, 10 t of fertiliser, 1,000 ha, saturated brine).
const VOLUME_RULE: QuantityRule<VolumeUnit> = { subject: 'a volume', min: 0, max: 1e7, units: VOLUME_SCALES };
const MASS_RULE: QuantityRule<MassUnit> = { subject: 'a mass', min: 0, max: 1e10, units: MASS_SCALES };
const AREA_RULE: QuantityRule<AreaUnit> = { subject: 'an area', min: 0, max: 1e7, units: AREA_SCALES };
const CONCENTRATION_RULE: QuantityRule<ConcentrationUnit> = {
  subject: 'a concentration',
  min: 0,
  max: 1e6,
  units: CONCENTRATION_SCALES,
};
const EC_RULE: QuantityRule<EcUnit> = { subject: 'a conductivity', min: 0, max: 1000, units: EC_SCALES };
const TEMPERATURE_RULE: QuantityRule<TemperatureUnit> = {
  subject: 'a temperature',
  min: -273.15, // absolute zero
  max: 1000,
  units: TEMPERATURE_SCALES,
};

export const CONVERTER_RULES = {
  volume: VOLUME_RULE,
  mass: MASS_RULE,
  area: AREA_RULE,
  concentration: CONCENTRATION_RULE,
  ec: EC_RULE,
  temperature: TEMPERATURE_RULE,
} as const;
export type ConverterKind = keyof typeof CONVERTER_RULES;
export type UnitOf<K extends ConverterKind> = keyof (typeof CONVERTER_RULES)[K]['units'] & string;

function ruleFor<K extends ConverterKind>(kind: K): QuantityRule<UnitOf<K>> {
  return CONVERTER_RULES[kind] as unknown as QuantityRule<UnitOf<K>>;
}

/** Converts `value` from one unit to another of the same kind; a message if the value is out of range. */
export function convertUnit<K extends ConverterKind>(
  kind: K,
  value: number,
  from: UnitOf<K>,
  to: UnitOf<K>,
): Result<number> {
  const rule = ruleFor(kind);
  const base = checkQuantity(value, from, rule);
  if (!base.ok) return base;
  const target: UnitScale | undefined = rule.units[to];
  if (!target) return fail('Choose a unit');
  return finiteOrFail(fromBase(base.value, target));
}

/** The value expressed in every unit of its kind, for the converter's result list. */
export function convertToAllUnits<K extends ConverterKind>(
  kind: K,
  value: number,
  from: UnitOf<K>,
): Result<Record<UnitOf<K>, number>> {
  const rule = ruleFor(kind);
  const base = checkQuantity(value, from, rule);
  if (!base.ok) return base;
  const units = Object.keys(rule.units) as UnitOf<K>[];
  const all = Object.fromEntries(units.map((unit) => [unit, fromBase(base.value, rule.units[unit])]));
  return finiteOrFail(all as Record<UnitOf<K>, number>);
}

function converterSchema<K extends ConverterKind>(kind: K, units: readonly [UnitOf<K>, ...UnitOf<K>[]]) {
  const rule = ruleFor(kind);
  return z
    .object({ value: quantityValueField(rule), unit: choiceField(units, 'Choose a unit') })
    .check(z.superRefine((input, ctx) => refineQuantity(ctx, input.value, input.unit, rule, 'value')));
}

/** One form schema per converter section: `{ value, unit }`. */
export const converterSchemas = {
  volume: converterSchema('volume', VOLUME_UNITS),
  mass: converterSchema('mass', MASS_UNITS),
  area: converterSchema('area', AREA_UNITS),
  concentration: converterSchema('concentration', CONCENTRATION_UNITS),
  ec: converterSchema('ec', EC_UNITS),
  temperature: converterSchema('temperature', TEMPERATURE_UNITS),
} as const;

// EC temperature compensation (domain reference): EC25 = EC_T / (1 + 0.019 × (T − 25)), the linear
// 1.9 %/°C coefficient that EC meters and nutrient-solution practice use.
export const EC_TEMPERATURE_COEFFICIENT = 0.019;
export const EC_REFERENCE_TEMPERATURE_C = 25;

// 0–50 °C is the span meters compensate over and where the linear coefficient holds.
export const SOLUTION_TEMPERATURE_RULE: QuantityRule<TemperatureUnit> = {
  subject: 'a solution temperature',
  min: 0,
  max: 50,
  units: TEMPERATURE_SCALES,
};

export const ecCompensationSchema = z
  .object({
    ec: quantityValueField(EC_RULE),
    ecUnit: choiceField(EC_UNITS, 'Choose a unit'),
    temperature: quantityValueField(SOLUTION_TEMPERATURE_RULE),
    temperatureUnit: choiceField(TEMPERATURE_UNITS, 'Choose a temperature unit'),
  })
  .check(
    z.superRefine((input, ctx) => {
      refineQuantity(ctx, input.ec, input.ecUnit, EC_RULE, 'ec');
      refineQuantity(ctx, input.temperature, input.temperatureUnit, SOLUTION_TEMPERATURE_RULE, 'temperature');
    }),
  );
export type EcCompensationInput = z.infer<typeof ecCompensationSchema>;

export interface EcCompensationResult {
  /** The reading referred to 25 °C, in the unit it was entered in. */
  readonly ec25: number;
  /** The same value in every EC unit and ppm scale. */
  readonly ec25AllUnits: Record<EcUnit, number>;
  /** 1 + 0.019 (T − 25): what the raw reading was divided by. */
  readonly divisor: number;
}

function compensationDivisor(temperatureC: number): number {
  return 1 + EC_TEMPERATURE_COEFFICIENT * (temperatureC - EC_REFERENCE_TEMPERATURE_C);
}

function checkCompensationInput(input: EcCompensationInput): Result<{ ecMs: number; temperatureC: number }> {
  const ecMs = checkQuantity(input.ec, input.ecUnit, EC_RULE);
  if (!ecMs.ok) return { ...ecMs, field: 'ec' };
  const temperatureC = checkQuantity(input.temperature, input.temperatureUnit, SOLUTION_TEMPERATURE_RULE);
  if (!temperatureC.ok) return { ...temperatureC, field: 'temperature' };
  return ok({ ecMs: ecMs.value, temperatureC: temperatureC.value });
}

/** Refers an EC (or ppm) reading taken at temperature T to 25 °C. */
export function compensateEcTo25(input: EcCompensationInput): Result<EcCompensationResult> {
  const checked = checkCompensationInput(input);
  if (!checked.ok) return checked;
  const divisor = compensationDivisor(checked.value.temperatureC);
  const ec25Ms = checked.value.ecMs / divisor;
  const ec25AllUnits = Object.fromEntries(EC_UNITS.map((unit) => [unit, fromBase(ec25Ms, EC_SCALES[unit])]));
  return finiteOrFail({
    ec25: fromBase(ec25Ms, EC_SCALES[input.ecUnit]),
    ec25AllUnits: ec25AllUnits as Record<EcUnit, number>,
    divisor,
  });
}

/** The inverse: what an uncompensated meter would read at temperature T for a given EC at 25 °C. */
export function ecAtTemperature(input: EcCompensationInput): Result<number> {
  const checked = checkCompensationInput(input);
  if (!checked.ok) return checked;
  const ecMs = checked.value.ecMs * compensationDivisor(checked.value.temperatureC);
  return finiteOrFail(fromBase(ecMs, EC_SCALES[input.ecUnit]));
}
