// Irrigation Forecaster: daily and weekly water / nutrient-solution use for a room and a tank
// refill schedule. Water used ≈ dryback volume replaced per day + runoff (task brief), or — when the
// shot size is known, as in a room's steering plan — the day's shots themselves. Assumptions, each
// also noted where it is used:
//  1. With a shot size: the day's water is shots × shot, each shot the Shot Size Calculator's
//     (container × ΔVWC, `dailyShotsMl`, the formula the irrigation skeletons add their P1 and P2
//     shots up with), and the runoff is a share of it. Without one: steady state, every day each
//     container gives up the target dryback (percentage points of VWC, from field capacity down) and
//     irrigation puts exactly that back; water P2 maintenance shots replace during the day is not
//     part of the dryback, so that forecast runs low for a steered room — enter the shot size.
//  2. Runoff % is drain ÷ applied volume × 100 (domain reference, "Runoff %"), so the volume applied
//     is replaced ÷ (1 − runoff/100), not replaced × (1 + runoff/100).
//  3. All irrigation is fertigation: the nutrient solution used equals the volume applied.
//  4. A week is seven days like today: no allowance for plants growing or weather changing.
//  5. Shots, when given, are spread evenly over the lights-on hours (crop-steering irrigation runs in
//     the light period); the interval is an average, not a P1/P2 schedule.
import { z } from 'zod/mini';
import { STOCK_RATIO_RULE, TANK_VOLUME_RULE } from './chemical.ts';
import { PHOTOPERIOD_RULE } from './dli.ts';
import { formatNumber } from './format.ts';
import {
  CONTAINER_VOLUME_RULE,
  dailyShotsMl,
  DRYBACK_RULE,
  PLANT_COUNT_RULE,
  SHOT_RULE,
  vwcChangeMl,
} from './shot-size.ts';
import {
  FIELD_CAPACITY_RULE,
  resolveFieldCapacity,
  SUBSTRATES,
  type ResolvedFieldCapacity,
} from './substrates.ts';
import { AREA_SCALES, AREA_UNITS, CONTAINER_VOLUME_UNITS, type AreaUnit } from './units.ts';
import {
  checkQuantity,
  choiceField,
  finiteOrFail,
  numberField,
  optionalNumberField,
  optionalQuantityValueField,
  parseWith,
  quantityValueField,
  refineQuantity,
  type NumberRule,
  type QuantityRule,
  type Result,
} from './validation.ts';

// 100,000 m² (10 ha, about 1.08 million ft²) is past any single room or greenhouse compartment.
export const ROOM_AREA_RULE: QuantityRule<AreaUnit> = {
  subject: 'a room area',
  min: 0,
  max: 100_000,
  minExclusive: true,
  units: AREA_SCALES,
};
export const LIGHT_HOURS_RULE: NumberRule = { ...PHOTOPERIOD_RULE, subject: 'light hours' };
export const SHOTS_PER_DAY_RULE: NumberRule = {
  subject: 'a number of shots per day',
  min: 1,
  max: 200,
  integer: true,
};
// Runoff is a share of what was applied, so 100 % is impossible; 90 % is already a flood.
export const RUNOFF_RULE: NumberRule = { subject: 'a runoff', min: 0, max: 90, unit: '%' };
export const STOCK_PARTS_RULE: NumberRule = {
  subject: 'a number of concentrate parts',
  min: 1,
  max: 6,
  integer: true,
};

export const irrigationForecastSchema = z
  .object({
    roomArea: quantityValueField(ROOM_AREA_RULE),
    roomAreaUnit: choiceField(AREA_UNITS, 'Choose an area unit'),
    plantCount: numberField(PLANT_COUNT_RULE),
    containerVolume: quantityValueField(CONTAINER_VOLUME_RULE),
    containerVolumeUnit: choiceField(CONTAINER_VOLUME_UNITS, 'Choose a volume unit'),
    substrate: choiceField(SUBSTRATES, 'Choose a substrate'),
    fieldCapacityPct: optionalNumberField(FIELD_CAPACITY_RULE),
    /** Daily dryback in percentage points of VWC. */
    targetDrybackPct: numberField(DRYBACK_RULE),
    lightHours: numberField(LIGHT_HOURS_RULE),
    shotsPerDay: optionalNumberField(SHOTS_PER_DAY_RULE),
    /** ΔVWC of one shot (the average shot when P1 and P2 differ); with shotsPerDay, the day's water. */
    shotPct: optionalNumberField(SHOT_RULE),
    runoffPct: optionalNumberField(RUNOFF_RULE),
    tankVolume: optionalQuantityValueField(TANK_VOLUME_RULE),
    tankVolumeUnit: choiceField(CONTAINER_VOLUME_UNITS, 'Choose a volume unit'),
    /** N in a 1:N injector ratio, to forecast concentrate use. */
    stockRatio: optionalNumberField(STOCK_RATIO_RULE),
    /** Concentrate parts dosed at that ratio (A + B = 2); 1 when left blank. */
    stockParts: optionalNumberField(STOCK_PARTS_RULE),
  })
  .check(
    z.superRefine((input, ctx) => {
      refineQuantity(ctx, input.roomArea, input.roomAreaUnit, ROOM_AREA_RULE, 'roomArea');
      refineQuantity(
        ctx,
        input.containerVolume,
        input.containerVolumeUnit,
        CONTAINER_VOLUME_RULE,
        'containerVolume',
      );
      if (input.tankVolume !== undefined) {
        refineQuantity(ctx, input.tankVolume, input.tankVolumeUnit, TANK_VOLUME_RULE, 'tankVolume');
      }
      const fc = resolveFieldCapacity(input.substrate, input.fieldCapacityPct);
      if (!fc.ok) {
        ctx.addIssue({ code: 'custom', message: fc.message, path: [fc.field ?? 'fieldCapacityPct'] });
      } else {
        if (input.targetDrybackPct >= fc.value.pct) {
          ctx.addIssue({
            code: 'custom',
            message: `Enter a target dryback smaller than the field capacity (${formatNumber(fc.value.pct)} %)`,
            path: ['targetDrybackPct'],
          });
        }
        if (input.shotPct !== undefined && input.shotPct > fc.value.pct) {
          ctx.addIssue({
            code: 'custom',
            message: `Enter a shot size no larger than the field capacity (${formatNumber(fc.value.pct)} %)`,
            path: ['shotPct'],
          });
        }
      }
      if (input.shotPct !== undefined && input.shotsPerDay === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the shots per day that go with the shot size',
          path: ['shotsPerDay'],
        });
      }
    }),
  );
export type IrrigationForecastInput = z.infer<typeof irrigationForecastSchema>;

export interface WaterUse {
  readonly perDay: number;
  readonly perWeek: number;
}

export interface TankSchedule {
  readonly tankLitres: number;
  /** How long one full tank lasts, in days (decimal). */
  readonly daysPerTank: number;
  readonly refillsPerWeek: number;
  /** Whole refills to plan for in a week: refillsPerWeek rounded up. */
  readonly plannedRefillsPerWeek: number;
}

export interface IrrigationForecastResult {
  readonly fieldCapacity: ResolvedFieldCapacity;
  /** Lowest VWC of the day under the target dryback: FC − dryback. */
  readonly troughVwcPct: number;
  readonly containerLitres: number;
  readonly roomSquareMetres: number;
  readonly plantsPerSquareMetre: number;
  /** Where the day's water comes from: the shots (shots × shot size) or the dryback put back. */
  readonly basis: 'shots' | 'dryback';
  /** mL per plant: what the plants take up (the dryback replaced), what is applied, what drains. */
  readonly perPlantMl: { readonly replaced: number; readonly applied: number; readonly runoff: number };
  /** Litres of nutrient solution applied to the room (assumption 3). */
  readonly solutionLitres: WaterUse;
  readonly runoffLitres: WaterUse;
  readonly litresPerSquareMetrePerDay: number;
  /** Null when shots per day were not entered. */
  readonly shots: {
    readonly perDay: number;
    readonly mlPerShotPerPlant: number;
    readonly averageIntervalMinutes: number;
  } | null;
  /** Litres of each concentrate part; null without a dilution ratio. */
  readonly concentrateLitresPerPart: (WaterUse & { readonly ratio: number; readonly parts: number }) | null;
  /** Null without a tank volume. */
  readonly tank: TankSchedule | null;
}

/** Forecast daily and weekly solution use for a room, with shot, concentrate and refill figures. */
export function forecastIrrigation(input: IrrigationForecastInput): Result<IrrigationForecastResult> {
  const parsed = parseWith(irrigationForecastSchema, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const fieldCapacity = resolveFieldCapacity(value.substrate, value.fieldCapacityPct);
  const squareMetres = checkQuantity(value.roomArea, value.roomAreaUnit, ROOM_AREA_RULE);
  const litres = checkQuantity(value.containerVolume, value.containerVolumeUnit, CONTAINER_VOLUME_RULE);
  if (!fieldCapacity.ok) return fieldCapacity;
  if (!squareMetres.ok) return squareMetres;
  if (!litres.ok) return litres;

  // Assumptions 1 and 2.
  const runoffShare = (value.runoffPct ?? 0) / 100;
  const byShots = value.shotPct !== undefined && value.shotsPerDay !== undefined;
  const appliedMl = byShots
    ? dailyShotsMl(litres.value, [{ shots: value.shotsPerDay!, shotPct: value.shotPct! }])
    : vwcChangeMl(litres.value, value.targetDrybackPct) / (1 - runoffShare);
  const runoffMl = appliedMl * runoffShare;
  const replacedMl = appliedMl - runoffMl;

  const solutionPerDay = (appliedMl * value.plantCount) / 1000;
  const runoffPerDay = (runoffMl * value.plantCount) / 1000;

  // Assumption 5.
  const shots =
    value.shotsPerDay === undefined
      ? null
      : {
          perDay: value.shotsPerDay,
          mlPerShotPerPlant:
            value.shotPct !== undefined
              ? vwcChangeMl(litres.value, value.shotPct)
              : appliedMl / value.shotsPerDay,
          averageIntervalMinutes: (value.lightHours * 60) / value.shotsPerDay,
        };

  const concentrate =
    value.stockRatio === undefined
      ? null
      : {
          ratio: value.stockRatio,
          parts: value.stockParts ?? 1,
          perDay: solutionPerDay / value.stockRatio,
          perWeek: (solutionPerDay * 7) / value.stockRatio,
        };

  let tank: TankSchedule | null = null;
  if (value.tankVolume !== undefined) {
    const tankLitres = checkQuantity(value.tankVolume, value.tankVolumeUnit, TANK_VOLUME_RULE);
    if (!tankLitres.ok) return { ...tankLitres, field: 'tankVolume' };
    const refillsPerWeek = (solutionPerDay * 7) / tankLitres.value;
    tank = {
      tankLitres: tankLitres.value,
      daysPerTank: tankLitres.value / solutionPerDay,
      refillsPerWeek,
      // Float noise (2.0000000000000004) must not add a refill.
      plannedRefillsPerWeek: Math.ceil(refillsPerWeek - 1e-9),
    };
  }

  return finiteOrFail({
    fieldCapacity: fieldCapacity.value,
    troughVwcPct: fieldCapacity.value.pct - value.targetDrybackPct,
    containerLitres: litres.value,
    roomSquareMetres: squareMetres.value,
    plantsPerSquareMetre: value.plantCount / squareMetres.value,
    basis: byShots ? 'shots' : 'dryback',
    perPlantMl: { replaced: replacedMl, applied: appliedMl, runoff: runoffMl },
    solutionLitres: { perDay: solutionPerDay, perWeek: solutionPerDay * 7 },
    runoffLitres: { perDay: runoffPerDay, perWeek: runoffPerDay * 7 },
    litresPerSquareMetrePerDay: solutionPerDay / squareMetres.value,
    shots,
    concentrateLitresPerPart: concentrate,
    tank,
  });
}
