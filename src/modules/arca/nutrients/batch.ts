// A tank batch: what it delivers at working strength and whether the measured EC agrees with the
// prediction. The database computes the same (arca_batch_refresh, arca_ec_mismatch); this runs in
// the batch form, live, so a weighing mistake shows before the batch is saved.
import { dissolve, stockWarnings, type EcEstimate } from '../chemical.ts';
import { NUTRIENT_ELEMENTS, type Composition, type NutrientElement } from '../salts.ts';

export const BATCH_AMOUNT_UNITS = ['g', 'kg', 'mL', 'L'] as const;
export type BatchAmountUnit = (typeof BATCH_AMOUNT_UNITS)[number];

/** Grams of product in an amount; a liquid's volume is weighed through its density (g/mL). */
export function amountToGrams(
  amount: number,
  unit: BatchAmountUnit,
  densityGPerMl: number | null,
): number | null {
  switch (unit) {
    case 'g':
      return amount;
    case 'kg':
      return amount * 1000;
    case 'mL':
      return densityGPerMl ? amount * densityGPerMl : null;
    case 'L':
      return densityGPerMl ? amount * 1000 * densityGPerMl : null;
  }
}

export interface BatchLine {
  readonly name: string;
  readonly composition: Composition;
  readonly grams: number;
}

export interface BatchInput {
  readonly lines: readonly BatchLine[];
  /** Litres made in the tank. */
  readonly volumeL: number;
  /** 1:N; 1 for a ready-to-use reservoir. */
  readonly dilutionRatio: number;
  readonly sourceWaterEc: number | null;
  /** EC at working strength, when measured. */
  readonly measuredEc: number | null;
}

export interface BatchFigures {
  /** Litres of feed the batch makes: volume × ratio. */
  readonly workingLitres: number;
  /** mg/L of each element at working strength. */
  readonly ppm: Readonly<Record<NutrientElement, number>>;
  readonly ammoniumNPpm: number;
  readonly ecEstimate: EcEstimate;
  /** measured − predicted, mS/cm; null without a measurement. */
  readonly ecDeviation: number | null;
  readonly ecMismatch: boolean | null;
  /** Calcium with sulfate or phosphate in one concentrate. */
  readonly warnings: readonly string[];
}

// A meter is good to about ±2 %, the charge-based estimate to about 10 %: beyond 15 % (or 0.2 mS/cm
// for weak feeds) a product was likely weighed or dosed wrong. public.arca_ec_mismatch repeats it.
export const EC_TOLERANCE = { absolute: 0.2, relative: 0.15 } as const;

export function ecMismatch(predicted: number, measured: number | null): boolean | null {
  if (measured === null) return null;
  return Math.abs(measured - predicted) > Math.max(EC_TOLERANCE.absolute, EC_TOLERANCE.relative * predicted);
}

export function batchFigures(input: BatchInput): BatchFigures {
  const workingLitres = input.volumeL * input.dilutionRatio;
  const { ppm, ammoniumNPpm, ecEstimate } = dissolve(input.lines, workingLitres, input.sourceWaterEc ?? 0);
  const warnings =
    input.dilutionRatio > 1
      ? stockWarnings(
          input.lines.map((line) => ({ name: line.name, part: null })),
          input.lines.map((line) => line.composition),
        )
      : [];
  return {
    workingLitres,
    ppm,
    ammoniumNPpm,
    ecEstimate,
    ecDeviation: input.measuredEc === null ? null : input.measuredEc - ecEstimate.mSPerCm,
    ecMismatch: ecMismatch(ecEstimate.mSPerCm, input.measuredEc),
    warnings,
  };
}

/** mg/L at working strength of one batch, as the database's arca_batch_figures row holds them. */
export type BatchMgPerLitre = Readonly<Partial<Record<NutrientElement, number>>>;

/**
 * Element expansion of one feed: mg of each element delivered by `volumeL` of feed drawn from its
 * batches (parts A, B …), each contributing its working-strength mg/L.
 */
export function feedElements(
  volumeL: number,
  batches: readonly BatchMgPerLitre[],
): Record<NutrientElement, number> {
  const mg = Object.fromEntries(NUTRIENT_ELEMENTS.map((e) => [e, 0])) as Record<NutrientElement, number>;
  for (const batch of batches) {
    for (const element of NUTRIENT_ELEMENTS) mg[element] += volumeL * (batch[element] ?? 0);
  }
  return mg;
}

/** Litres of concentrate a feed draws from a tank: feed litres ÷ the batch's ratio. */
export function concentrateDrawn(feedLitres: number, dilutionRatio: number): number {
  return feedLitres / dilutionRatio;
}
