// Vapour pressure deficit. Domain reference ("VPD"): Tetens es(T) = 0.6108 × exp(17.27 T / (T + 237.3))
// kPa; air VPD = es(Tair) × (1 − RH/100); leaf VPD = es(Tleaf) − es(Tair) × RH/100. The Tetens form is
// FAO-56's equation 11 (Allen et al. 1998), whose Annex 2 table supplies the worked values in the tests.
import { z } from 'zod/mini';
import { formatNumber } from './format.ts';
import {
  TEMPERATURE_DIFFERENCE_SCALES,
  TEMPERATURE_SCALES,
  TEMPERATURE_UNITS,
  type TemperatureUnit,
} from './units.ts';
import {
  checkNumber,
  checkQuantity,
  choiceField,
  finiteOrFail,
  numberField,
  ok,
  parseWith,
  quantityValueField,
  refineQuantity,
  type NumberRule,
  type QuantityRule,
  type Result,
} from './validation.ts';

const TETENS_A_KPA = 0.6108;
const TETENS_B = 17.27;
const TETENS_C = 237.3;

// Tetens is fitted over liquid water from about 0 to 50 °C; this wider span still keeps the
// denominator far from −237.3 °C and covers a leaf 10 °C off an air temperature at the limits.
const SVP_TEMPERATURE_RULE: NumberRule = { subject: 'a temperature', min: -20, max: 70, unit: '°C' };

function tetens(temperatureC: number): number {
  return TETENS_A_KPA * Math.exp((TETENS_B * temperatureC) / (temperatureC + TETENS_C));
}

/** Saturation vapour pressure of water in kPa at a temperature in °C (Tetens). */
export function saturationVaporPressureKpa(temperatureC: number): Result<number> {
  const checked = checkNumber(temperatureC, SVP_TEMPERATURE_RULE);
  if (!checked.ok) return checked;
  return finiteOrFail(tetens(checked.value));
}

// Guidance bands as commonly cited by growers (task brief; the usual VPD charts). They are rules of
// thumb to label as guidance, not limits. A value on a shared edge (0.8, 1.2) belongs to both bands.
export const VPD_STAGES = ['propagation', 'vegetative', 'flowering'] as const;
export type VpdStage = (typeof VPD_STAGES)[number];
export interface VpdBand {
  readonly stage: VpdStage;
  readonly label: string;
  readonly minKpa: number;
  readonly maxKpa: number;
}
export const VPD_BANDS: Readonly<Record<VpdStage, VpdBand>> = {
  propagation: { stage: 'propagation', label: 'Propagation', minKpa: 0.4, maxKpa: 0.8 },
  vegetative: { stage: 'vegetative', label: 'Vegetative', minKpa: 0.8, maxKpa: 1.2 },
  flowering: { stage: 'flowering', label: 'Flower', minKpa: 1.2, maxKpa: 1.6 },
};

// es(70 °C) is about 31 kPa, so no reachable VPD lies outside ±40 kPa.
const VPD_VALUE_RULE: NumberRule = { subject: 'a VPD', min: -40, max: 40, unit: 'kPa' };

export type BandPosition = 'below' | 'within' | 'above';

export interface VpdStageReading {
  readonly band: VpdBand;
  readonly position: BandPosition;
  /** "1.05 kPa is within the vegetative guidance band (0.8–1.2 kPa)." */
  readonly message: string;
}

function describeBand(band: VpdBand): string {
  return `the ${band.label.toLowerCase()} guidance band (${formatNumber(band.minKpa)}–${formatNumber(band.maxKpa)} kPa)`;
}

/** Where a VPD value sits against one stage's guidance band. */
export function compareVpdToStage(vpdKpa: number, stage: VpdStage): Result<VpdStageReading> {
  const checked = checkNumber(vpdKpa, VPD_VALUE_RULE);
  if (!checked.ok) return checked;
  const band: VpdBand | undefined = VPD_BANDS[stage];
  if (!band) return { ok: false, message: 'Choose a growth stage' };
  const value = checked.value;
  const position: BandPosition = value < band.minKpa ? 'below' : value > band.maxKpa ? 'above' : 'within';
  const shown = `${formatNumber(value)} kPa`;
  const message =
    position === 'within'
      ? `${shown} is within ${describeBand(band)}.`
      : `${shown} is ${position} ${describeBand(band)}.`;
  return ok({ band, position, message });
}

export interface VpdBandsReading {
  /** Stages whose band contains the value (two at a shared edge, none outside 0.4–1.6 kPa). */
  readonly stages: VpdStage[];
  /** 'below' under every band, 'above' over every band, otherwise 'within'. */
  readonly position: BandPosition;
}

/** Which guidance band(s) a VPD value falls in, or whether it is below or above all of them. */
export function vpdBandsContaining(vpdKpa: number): Result<VpdBandsReading> {
  const checked = checkNumber(vpdKpa, VPD_VALUE_RULE);
  if (!checked.ok) return checked;
  const value = checked.value;
  const bands = VPD_STAGES.map((stage) => VPD_BANDS[stage]);
  const stages = bands
    .filter((band) => value >= band.minKpa && value <= band.maxKpa)
    .map((band) => band.stage);
  const lowest = Math.min(...bands.map((band) => band.minKpa));
  const highest = Math.max(...bands.map((band) => band.maxKpa));
  const position: BandPosition = value < lowest ? 'below' : value > highest ? 'above' : 'within';
  return ok({ stages, position });
}

// Room air between 0 and 50 °C: the span Tetens is fitted for and far wider than any grow room.
export const AIR_TEMPERATURE_RULE: QuantityRule<TemperatureUnit> = {
  subject: 'an air temperature',
  min: 0,
  max: 50,
  units: TEMPERATURE_SCALES,
};
export const RELATIVE_HUMIDITY_RULE: NumberRule = {
  subject: 'a relative humidity',
  min: 0,
  max: 100,
  unit: '%',
};
// Leaves usually run 1–3 °C below the air under LEDs (more under HPS, less); ±10 °C covers any real canopy.
export const LEAF_OFFSET_RULE: QuantityRule<TemperatureUnit> = {
  subject: 'a leaf temperature offset',
  min: -10,
  max: 10,
  units: TEMPERATURE_DIFFERENCE_SCALES,
};
/** The usual starting point for the leaf offset (task brief: "offset usually negative, e.g. −2 °C"). */
export const DEFAULT_LEAF_OFFSET_C = -2;

export const vpdSchema = z
  .object({
    airTemperature: quantityValueField(AIR_TEMPERATURE_RULE),
    temperatureUnit: choiceField(TEMPERATURE_UNITS, 'Choose a temperature unit'),
    relativeHumidity: numberField(RELATIVE_HUMIDITY_RULE),
    /** Leaf minus air temperature, in the chosen unit; usually negative. */
    leafOffset: quantityValueField(LEAF_OFFSET_RULE),
    stage: z.optional(choiceField(VPD_STAGES, 'Choose a growth stage')),
  })
  .check(
    z.superRefine((input, ctx) => {
      refineQuantity(
        ctx,
        input.airTemperature,
        input.temperatureUnit,
        AIR_TEMPERATURE_RULE,
        'airTemperature',
      );
      refineQuantity(ctx, input.leafOffset, input.temperatureUnit, LEAF_OFFSET_RULE, 'leafOffset');
    }),
  );
export type VpdInput = z.infer<typeof vpdSchema>;

export interface VpdResult {
  readonly airTemperatureC: number;
  readonly leafTemperatureC: number;
  readonly airSaturationKpa: number;
  readonly leafSaturationKpa: number;
  /** Water vapour actually in the air: es(Tair) × RH/100. */
  readonly actualVaporPressureKpa: number;
  readonly airVpdKpa: number;
  readonly leafVpdKpa: number;
  /** Leaf VPD ≤ 0: the leaf is at or below the dew point and water can condense on it. */
  readonly condensationRisk: boolean;
  /** Leaf VPD against the chosen stage's band, when a stage was chosen. */
  readonly leafReading: VpdStageReading | null;
  readonly airReading: VpdStageReading | null;
}

/** Air and leaf VPD for one reading, with the guidance band reading for the chosen stage. */
export function calculateVpd(input: VpdInput): Result<VpdResult> {
  const parsed = parseWith(vpdSchema, input);
  if (!parsed.ok) return parsed;
  const { temperatureUnit, relativeHumidity, stage } = parsed.value;
  const airC = checkQuantity(parsed.value.airTemperature, temperatureUnit, AIR_TEMPERATURE_RULE);
  const offsetC = checkQuantity(parsed.value.leafOffset, temperatureUnit, LEAF_OFFSET_RULE);
  if (!airC.ok) return airC;
  if (!offsetC.ok) return offsetC;
  const leafC = airC.value + offsetC.value;
  const airSaturation = tetens(airC.value);
  const leafSaturation = tetens(leafC);
  const actual = (airSaturation * relativeHumidity) / 100;
  const airVpd = airSaturation * (1 - relativeHumidity / 100);
  const leafVpd = leafSaturation - actual;
  const reading = (value: number) => {
    if (!stage) return null;
    const compared = compareVpdToStage(value, stage);
    return compared.ok ? compared.value : null;
  };
  return finiteOrFail({
    airTemperatureC: airC.value,
    leafTemperatureC: leafC,
    airSaturationKpa: airSaturation,
    leafSaturationKpa: leafSaturation,
    actualVaporPressureKpa: actual,
    airVpdKpa: airVpd,
    leafVpdKpa: leafVpd,
    condensationRisk: leafVpd <= 0,
    leafReading: reading(leafVpd),
    airReading: reading(airVpd),
  });
}
