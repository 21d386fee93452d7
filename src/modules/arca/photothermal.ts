// Photothermal Ratio Calculator. Domain reference ("Photothermal ratio"): PTR = DLI ÷ mean daily
// temperature (°C), in mol m⁻² d⁻¹ °C⁻¹; the degree-day variant divides by max(0, Tmean − Tbase).
// Not to be confused with photothermal time. Always computed in °C, whatever unit was entered.
import { z } from 'zod/mini';
import { DLI_PER_PPFD_HOUR, DLI_RULE, PHOTOPERIOD_RULE, PPFD_RULE } from './dli.ts';
import { formatNumber } from './format.ts';
import { TEMPERATURE_SCALES, TEMPERATURE_UNITS, type TemperatureUnit } from './units.ts';
import {
  checkNumber,
  checkQuantity,
  choiceField,
  fail,
  finiteOrFail,
  numberField,
  ok,
  optionalQuantityValueField,
  parseWith,
  quantityValueField,
  refineQuantity,
  type NumberRule,
  type QuantityRule,
  type Result,
} from './validation.ts';

export const CANOPY_TEMPERATURE_RULE: QuantityRule<TemperatureUnit> = {
  subject: 'a temperature',
  min: -10,
  max: 50,
  units: TEMPERATURE_SCALES,
};
// Crop base temperatures sit between about 0 and 15 °C; 30 °C leaves room for odd crops.
export const BASE_TEMPERATURE_RULE: QuantityRule<TemperatureUnit> = {
  subject: 'a base temperature',
  min: 0,
  max: 30,
  units: TEMPERATURE_SCALES,
};
export const DAY_HOURS_RULE: NumberRule = { subject: 'day hours', min: 0, max: 24, unit: 'h' };
export const NIGHT_HOURS_RULE: NumberRule = { subject: 'night hours', min: 0, max: 24, unit: 'h' };

export const PTR_STAGES = ['vegetative', 'flowering'] as const;
export type PtrStage = (typeof PTR_STAGES)[number];

const lightSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('ppfd'),
      ppfd: numberField(PPFD_RULE),
      photoperiodHours: numberField(PHOTOPERIOD_RULE),
    }),
    z.object({ mode: z.literal('dli'), dli: numberField(DLI_RULE) }),
  ],
  { error: 'Choose how to enter the light' },
);

// The light's photoperiod and the day-temperature hours are separate inputs (a cool morning can
// start before lights-on); the UI may fill one from the other.
export const photothermalSchema = z
  .object({
    light: lightSchema,
    temperatureUnit: choiceField(TEMPERATURE_UNITS, 'Choose a temperature unit'),
    dayTemperature: quantityValueField(CANOPY_TEMPERATURE_RULE),
    dayHours: numberField(DAY_HOURS_RULE),
    nightTemperature: quantityValueField(CANOPY_TEMPERATURE_RULE),
    nightHours: numberField(NIGHT_HOURS_RULE),
    /** Crop base temperature for the degree-day variant; leave blank to skip it. */
    baseTemperature: optionalQuantityValueField(BASE_TEMPERATURE_RULE),
    stage: z.optional(choiceField(PTR_STAGES, 'Choose a growth stage')),
  })
  .check(
    z.superRefine((input, ctx) => {
      const unit = input.temperatureUnit;
      refineQuantity(ctx, input.dayTemperature, unit, CANOPY_TEMPERATURE_RULE, 'dayTemperature');
      refineQuantity(ctx, input.nightTemperature, unit, CANOPY_TEMPERATURE_RULE, 'nightTemperature');
      if (input.baseTemperature !== undefined) {
        refineQuantity(ctx, input.baseTemperature, unit, BASE_TEMPERATURE_RULE, 'baseTemperature');
      }
      // A mean daily temperature has to cover the whole day.
      const hours = input.dayHours + input.nightHours;
      if (Math.abs(hours - 24) > 1e-9) {
        ctx.addIssue({
          code: 'custom',
          message: `Day and night hours must add up to 24 h (now ${formatNumber(hours)} h)`,
          path: ['nightHours'],
        });
        return;
      }
      const day = checkQuantity(input.dayTemperature, unit, CANOPY_TEMPERATURE_RULE);
      const night = checkQuantity(input.nightTemperature, unit, CANOPY_TEMPERATURE_RULE);
      if (
        day.ok &&
        night.ok &&
        meanTemperature(day.value, input.dayHours, night.value, input.nightHours) <= 0
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'The mean daily temperature must be above 0 °C (32 °F) for a photothermal ratio',
          path: ['dayTemperature'],
        });
      }
    }),
  );
export type PhotothermalInput = z.infer<typeof photothermalSchema>;

function meanTemperature(dayC: number, dayHours: number, nightC: number, nightHours: number): number {
  return (dayC * dayHours + nightC * nightHours) / (dayHours + nightHours);
}

// Rules of thumb, not research thresholds: the DLI targets commonly given for indoor crops
// (vegetative about 20–40, flowering about 30–50 mol m⁻² d⁻¹) divided by a 25 °C mean. Show them
// as such in the UI.
export interface PtrBand {
  readonly stage: PtrStage;
  readonly low: number;
  readonly high: number;
}
export const PTR_BANDS: Readonly<Record<PtrStage, PtrBand>> = {
  vegetative: { stage: 'vegetative', low: 0.8, high: 1.6 },
  flowering: { stage: 'flowering', low: 1.2, high: 2.0 },
};

export type PtrLevel = 'low' | 'typical' | 'high';

export interface PtrReading {
  readonly level: PtrLevel;
  readonly band: PtrBand;
  readonly text: string;
}

const LEVEL_MEANING: Readonly<Record<PtrLevel, string>> = {
  low: 'The crop is warm for the light it gets: expect softer, stretchier growth. More light or a cooler room raises the ratio.',
  typical: 'Light and warmth are in the usual balance.',
  high: 'There is plenty of light for the warmth: growth tends to be compact, and a cool room may be holding development back.',
};

// The largest DLI over the smallest positive mean stays far below this; it only stops garbage.
const PTR_VALUE_RULE: NumberRule = { subject: 'a photothermal ratio', min: 0, max: 10_000 };

/** A plain-English reading of a PTR for a growth stage, against the rule-of-thumb band. */
export function readPtr(ptrValue: number, stage: PtrStage): Result<PtrReading> {
  const checked = checkNumber(ptrValue, PTR_VALUE_RULE);
  if (!checked.ok) return checked;
  const band: PtrBand | undefined = PTR_BANDS[stage];
  if (!band) return fail('Choose a growth stage', 'stage');
  const ptr = checked.value;
  const level: PtrLevel = ptr < band.low ? 'low' : ptr > band.high ? 'high' : 'typical';
  const range = `${formatNumber(band.low, 1)}–${formatNumber(band.high, 1)}`;
  const text =
    `${formatNumber(ptr)} mol m⁻² d⁻¹ °C⁻¹ is ${level} for ${stage} growth ` +
    `(rule of thumb ${range}). ${LEVEL_MEANING[level]}`;
  return ok({ level, band, text });
}

export type DegreeDayRatio =
  | { readonly ok: true; readonly value: number; readonly baseTemperatureC: number }
  | { readonly ok: false; readonly message: string };

export interface PhotothermalResult {
  readonly dli: number;
  /** Hour-weighted mean of the day and night temperatures, °C. */
  readonly meanTemperatureC: number;
  /** DLI ÷ mean temperature, mol m⁻² d⁻¹ °C⁻¹. */
  readonly ptr: number;
  /** DLI ÷ (Tmean − Tbase); null when no base temperature was entered. */
  readonly degreeDay: DegreeDayRatio | null;
  /** Null when no stage was chosen. */
  readonly reading: PtrReading | null;
}

/** DLI, hour-weighted mean temperature, photothermal ratio and its degree-day variant. */
export function calculatePhotothermal(input: PhotothermalInput): Result<PhotothermalResult> {
  const parsed = parseWith(photothermalSchema, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const unit = value.temperatureUnit;
  const dayC = checkQuantity(value.dayTemperature, unit, CANOPY_TEMPERATURE_RULE);
  const nightC = checkQuantity(value.nightTemperature, unit, CANOPY_TEMPERATURE_RULE);
  if (!dayC.ok) return dayC;
  if (!nightC.ok) return nightC;

  const dli =
    value.light.mode === 'dli'
      ? value.light.dli
      : value.light.ppfd * value.light.photoperiodHours * DLI_PER_PPFD_HOUR;
  const meanC = meanTemperature(dayC.value, value.dayHours, nightC.value, value.nightHours);
  const ptr = dli / meanC;

  let degreeDay: DegreeDayRatio | null = null;
  if (value.baseTemperature !== undefined) {
    const baseC = checkQuantity(value.baseTemperature, unit, BASE_TEMPERATURE_RULE);
    if (!baseC.ok) return { ...baseC, field: 'baseTemperature' };
    const excess = meanC - baseC.value;
    degreeDay =
      excess > 0
        ? { ok: true, value: dli / excess, baseTemperatureC: baseC.value }
        : {
            ok: false,
            message:
              `The mean temperature (${formatNumber(meanC, 1)} °C) is not above the base temperature ` +
              `(${formatNumber(baseC.value, 1)} °C), so there are no degree-days to divide by.`,
          };
  }

  let reading: PtrReading | null = null;
  if (value.stage) {
    const read = readPtr(ptr, value.stage);
    if (!read.ok) return read;
    reading = read.value;
  }

  return finiteOrFail({ dli, meanTemperatureC: meanC, ptr, degreeDay, reading });
}
