// Shot Size Calculator. Formulas from the domain reference ("Shot size", AROYA):
//   shot_mL = substrate_volume_L × 1000 × ΔVWC% / 100   (7.57 L at 3 % → 227 mL)
//   shot duration (s) = shot_mL ÷ (emitters × emitter flow in mL/s)
//   shots to field capacity = ⌈(FC − VWC_now) / ΔVWC⌉
// VWC, shot size and dryback are all in percentage points of volumetric water content.
import { z } from 'zod/mini';
import { formatNumber } from './format.ts';
import {
  FIELD_CAPACITY_RULE,
  resolveFieldCapacity,
  SUBSTRATES,
  type ResolvedFieldCapacity,
} from './substrates.ts';
import {
  CONTAINER_VOLUME_SCALES,
  CONTAINER_VOLUME_UNITS,
  FLOW_SCALES,
  FLOW_UNITS,
  type ContainerVolumeUnit,
  type FlowUnit,
} from './units.ts';
import {
  checkNumber,
  checkQuantity,
  choiceField,
  finiteOrFail,
  numberField,
  ok,
  optionalNumberField,
  parseWith,
  quantityValueField,
  refineQuantity,
  type NumberRule,
  type QuantityRule,
  type Result,
} from './validation.ts';

// 500 L (132 gal) is past any single-plant container or slab.
export const CONTAINER_VOLUME_RULE: QuantityRule<ContainerVolumeUnit> = {
  subject: 'a container volume',
  min: 0,
  max: 500,
  minExclusive: true,
  units: CONTAINER_VOLUME_SCALES,
};
// Crop-steering shots are a few % VWC; half the substrate's volume in one shot is no longer a shot.
export const SHOT_RULE: NumberRule = {
  subject: 'a shot size',
  min: 0,
  max: 50,
  minExclusive: true,
  unit: '% VWC',
};
export const PLANT_COUNT_RULE: NumberRule = {
  subject: 'a number of plants',
  min: 1,
  max: 100_000,
  integer: true,
};
export const EMITTERS_RULE: NumberRule = {
  subject: 'a number of emitters per plant',
  min: 1,
  max: 20,
  integer: true,
};
// Drippers run 0.5–8 L/h and spray stakes a little more; 100 L/h (26 GPH) is a typo.
export const EMITTER_FLOW_RULE: QuantityRule<FlowUnit> = {
  subject: 'an emitter flow',
  min: 0,
  max: 100,
  minExclusive: true,
  units: FLOW_SCALES,
};
export const CURRENT_VWC_RULE: NumberRule = { subject: 'a current VWC', min: 0, max: 100, unit: '%' };
export const DRYBACK_RULE: NumberRule = {
  subject: 'a target dryback',
  min: 0,
  max: 100,
  minExclusive: true,
  unit: '%',
};

/** mL per plant that moves VWC by `pct` points (a shot, a dryback): substrate L × 1000 × pct ÷ 100. */
export function vwcChangeMl(containerLitres: number, shotPct: number): number {
  return (containerLitres * 1000 * shotPct) / 100;
}

/** Shots of one size: a crop-steering phase's P1 ramp, its P2 maintenance shots. */
export interface ShotGroup {
  readonly shots: number;
  /** ΔVWC of one shot, in percentage points. */
  readonly shotPct: number;
}

/**
 * mL per plant a day of shot groups — the one daily-water formula of the calculator, the irrigation
 * skeletons and the forecaster: each shot is `vwcChangeMl` of the container, and a day is their sum.
 */
export function dailyShotsMl(containerLitres: number, groups: readonly ShotGroup[]): number {
  return groups.reduce((sum, g) => sum + g.shots * vwcChangeMl(containerLitres, g.shotPct), 0);
}

/** The average shot of the day, in % VWC (null without shots): 6 × 3 % and 6 × 2 % average 2.5 %. */
export function meanShotPct(groups: readonly ShotGroup[]): number | null {
  const shots = groups.reduce((n, g) => n + g.shots, 0);
  return shots > 0 ? groups.reduce((sum, g) => sum + g.shots * g.shotPct, 0) / shots : null;
}

// Float division can land a hair above a whole number ((50.1 − 40.2) / 3.3 = 3.0000000000000004),
// which a bare ceil would turn into an extra shot.
function ceilShots(gapPct: number, shotPct: number): number {
  return Math.max(0, Math.ceil(gapPct / shotPct - 1e-9));
}

export interface ShotsToFieldCapacityInput {
  readonly fieldCapacityPct: number;
  readonly currentVwcPct: number;
  readonly shotPct: number;
}

/** Shots of `shotPct` needed to bring the substrate from its current VWC up to field capacity (0 if already there). */
export function shotsToFieldCapacity(input: ShotsToFieldCapacityInput): Result<number> {
  const fc = checkNumber(input.fieldCapacityPct, FIELD_CAPACITY_RULE);
  if (!fc.ok) return { ...fc, field: 'fieldCapacityPct' };
  const now = checkNumber(input.currentVwcPct, CURRENT_VWC_RULE);
  if (!now.ok) return { ...now, field: 'currentVwcPct' };
  const shot = checkNumber(input.shotPct, SHOT_RULE);
  if (!shot.ok) return { ...shot, field: 'shotPct' };
  return ok(ceilShots(fc.value - now.value, shot.value));
}

export const shotSizeSchema = z
  .object({
    substrate: choiceField(SUBSTRATES, 'Choose a substrate'),
    /** Measured field capacity; overrides the substrate's typical value, required for 'custom'. */
    fieldCapacityPct: optionalNumberField(FIELD_CAPACITY_RULE),
    containerVolume: quantityValueField(CONTAINER_VOLUME_RULE),
    containerVolumeUnit: choiceField(CONTAINER_VOLUME_UNITS, 'Choose a volume unit'),
    /** ΔVWC per shot, in percentage points. */
    shotPct: numberField(SHOT_RULE),
    plantCount: numberField(PLANT_COUNT_RULE),
    emittersPerPlant: numberField(EMITTERS_RULE),
    /** Flow of one emitter. */
    emitterFlow: quantityValueField(EMITTER_FLOW_RULE),
    emitterFlowUnit: choiceField(FLOW_UNITS, 'Choose a flow unit'),
    currentVwcPct: optionalNumberField(CURRENT_VWC_RULE),
    /** Overnight dryback the P1 ramp has to refill, in percentage points. */
    targetDrybackPct: optionalNumberField(DRYBACK_RULE),
  })
  .check(
    z.superRefine((input, ctx) => {
      refineQuantity(
        ctx,
        input.containerVolume,
        input.containerVolumeUnit,
        CONTAINER_VOLUME_RULE,
        'containerVolume',
      );
      refineQuantity(ctx, input.emitterFlow, input.emitterFlowUnit, EMITTER_FLOW_RULE, 'emitterFlow');
      const fc = resolveFieldCapacity(input.substrate, input.fieldCapacityPct);
      if (!fc.ok) {
        ctx.addIssue({ code: 'custom', message: fc.message, path: [fc.field ?? 'fieldCapacityPct'] });
        return;
      }
      const fcShown = `${formatNumber(fc.value.pct)} %`;
      if (input.shotPct > fc.value.pct) {
        ctx.addIssue({
          code: 'custom',
          message: `Enter a shot size no larger than the field capacity (${fcShown})`,
          path: ['shotPct'],
        });
      }
      if (input.targetDrybackPct !== undefined && input.targetDrybackPct >= fc.value.pct) {
        ctx.addIssue({
          code: 'custom',
          message: `Enter a target dryback smaller than the field capacity (${fcShown})`,
          path: ['targetDrybackPct'],
        });
      }
    }),
  );
export type ShotSizeInput = z.infer<typeof shotSizeSchema>;

export interface P1DayPlan {
  /** VWC at lights-on once the target dryback has happened overnight: FC − dryback. */
  readonly startVwcPct: number;
  /** Shots to climb back to field capacity: ⌈dryback / shot⌉. */
  readonly shots: number;
  readonly mlPerPlant: number;
  readonly mlAllPlants: number;
  /** Total valve-open time for the P1 ramp: shots × shot duration. */
  readonly pumpSeconds: number;
  /** The last shot usually overshoots FC a little; that part drains as runoff. */
  readonly overshootMlPerPlant: number;
}

export interface ShotSizeResult {
  readonly fieldCapacity: ResolvedFieldCapacity;
  readonly containerLitres: number;
  readonly shotMlPerPlant: number;
  readonly shotMlAllPlants: number;
  /** All emitters of one plant together. */
  readonly flowMlPerSecondPerPlant: number;
  readonly shotDurationSeconds: number;
  /** Null when no current VWC was entered. */
  readonly shotsToFieldCapacity: number | null;
  /** Null when no target dryback was entered. */
  readonly p1: P1DayPlan | null;
}

/**
 * Shot volume, duration and counts for one irrigation zone.
 * Assumption for the P1 plan (the sources describe P1 only as the morning ramp back to field
 * capacity): the substrate starts lights-on exactly `targetDrybackPct` below FC and every shot is
 * held until FC is reached.
 */
export function calculateShotSize(input: ShotSizeInput): Result<ShotSizeResult> {
  const parsed = parseWith(shotSizeSchema, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const fieldCapacity = resolveFieldCapacity(value.substrate, value.fieldCapacityPct);
  const litres = checkQuantity(value.containerVolume, value.containerVolumeUnit, CONTAINER_VOLUME_RULE);
  const flowLitresPerHour = checkQuantity(value.emitterFlow, value.emitterFlowUnit, EMITTER_FLOW_RULE);
  if (!fieldCapacity.ok) return fieldCapacity;
  if (!litres.ok) return litres;
  if (!flowLitresPerHour.ok) return flowLitresPerHour;

  const fcPct = fieldCapacity.value.pct;
  const shotMlPerPlant = vwcChangeMl(litres.value, value.shotPct);
  const flowMlPerSecondPerPlant = (value.emittersPerPlant * flowLitresPerHour.value * 1000) / 3600;
  const shotDurationSeconds = shotMlPerPlant / flowMlPerSecondPerPlant;

  let p1: P1DayPlan | null = null;
  if (value.targetDrybackPct !== undefined) {
    const shots = ceilShots(value.targetDrybackPct, value.shotPct);
    const mlPerPlant = shots * shotMlPerPlant;
    const neededMl = vwcChangeMl(litres.value, value.targetDrybackPct);
    p1 = {
      startVwcPct: fcPct - value.targetDrybackPct,
      shots,
      mlPerPlant,
      mlAllPlants: mlPerPlant * value.plantCount,
      pumpSeconds: shots * shotDurationSeconds,
      overshootMlPerPlant: Math.max(0, mlPerPlant - neededMl),
    };
  }

  return finiteOrFail({
    fieldCapacity: fieldCapacity.value,
    containerLitres: litres.value,
    shotMlPerPlant,
    shotMlAllPlants: shotMlPerPlant * value.plantCount,
    flowMlPerSecondPerPlant,
    shotDurationSeconds,
    shotsToFieldCapacity:
      value.currentVwcPct === undefined ? null : ceilShots(fcPct - value.currentVwcPct, value.shotPct),
    p1,
  });
}
