// The batch form (Tank Management → Mix a batch): its rules, the live preview (products in mixing
// order, what the batch delivers and its predicted EC, from batch.ts and so from the Chemical
// Calculator's chemistry) and what arca_log_entry takes. Limits repeat arca_batch_values' CHECKs and
// arca_batch_values_check's words.
import { z } from 'zod/mini';
import { EC, PH } from '../records/measures.ts';
import { numberField, optionalNumberField, type NumberRule } from '../validation.ts';
import {
  BATCH_AMOUNT_UNITS,
  amountToGrams,
  batchFigures,
  type BatchAmountUnit,
  type BatchFigures,
} from './batch.ts';
import {
  MIX_GROUP_LABELS,
  compositionOf,
  mixingOrder,
  type FertilizerAnalysis,
  type MixGroup,
} from './fertilizer.ts';

export const BATCH_VOLUME_RULE: NumberRule = {
  subject: 'a volume',
  min: 0,
  max: 1_000_000,
  minExclusive: true,
  unit: 'L',
};
const AMOUNT_RULE: NumberRule = { subject: 'an amount', min: 0, max: 1_000_000, minExclusive: true };
const EC_RULE: NumberRule = { subject: 'an EC', min: EC.rule.min, max: EC.rule.max, unit: 'mS/cm' };
export const BATCH_MAX_ITEMS = 30;

const notesField = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
  z.optional(z.string().check(z.maxLength(4000, 'Notes must be at most 4000 characters'))),
);

export const batchItemSchema = z.object({
  fertilizerId: z.string({ error: 'Choose a product' }).check(z.minLength(1, 'Choose a product')),
  amount: numberField(AMOUNT_RULE),
  unit: z.enum(BATCH_AMOUNT_UNITS, { error: 'Choose a unit' }),
});

export const batchFormSchema = z.object({
  tankId: z.string({ error: 'Choose a tank' }).check(z.minLength(1, 'Choose a tank')),
  /** A datetime-local value. */
  occurredAt: z
    .string({ error: 'Enter when the batch was mixed' })
    .check(z.refine((v) => !Number.isNaN(new Date(v).getTime()), 'Enter when the batch was mixed')),
  volumeL: numberField(BATCH_VOLUME_RULE),
  sourceWaterEc: optionalNumberField(EC_RULE),
  measuredEc: optionalNumberField(EC_RULE),
  measuredPh: optionalNumberField(PH.rule),
  items: z
    .array(batchItemSchema)
    .check(
      z.minLength(1, 'Add at least one product'),
      z.maxLength(BATCH_MAX_ITEMS, `A batch holds at most ${BATCH_MAX_ITEMS} products`),
    ),
  notes: notesField,
});
export type BatchForm = z.input<typeof batchFormSchema>;
export type BatchValues = z.output<typeof batchFormSchema>;

/** What the form needs of a library product. */
export interface BatchProduct extends FertilizerAnalysis {
  readonly id: string;
  readonly name: string;
  readonly form: string;
  readonly density_g_ml: number | null;
  readonly mix_group: string;
}

/** A dry product is weighed; a liquid may be measured by volume (the database's words). */
export function unitProblem(product: BatchProduct | undefined, unit: BatchAmountUnit): string | null {
  if (!product) return null;
  if ((unit === 'mL' || unit === 'L') && product.form !== 'liquid')
    return 'A dry product is weighed (g or kg), not measured by volume.';
  return null;
}

export interface MixStep {
  readonly position: number;
  readonly name: string;
  readonly group: MixGroup;
  readonly groupLabel: string;
  readonly amount: number;
  readonly unit: BatchAmountUnit;
}

type DraftItem = { fertilizerId?: unknown; amount?: unknown; unit?: unknown };

const isPositive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The entered products in mixing order (incomplete lines are left out). */
export function mixSteps(items: readonly DraftItem[], products: readonly BatchProduct[]): MixStep[] {
  const lines = items.flatMap((item, index) => {
    const product = products.find((p) => p.id === item.fertilizerId);
    if (!product || !isPositive(item.amount)) return [];
    const group = product.mix_group as MixGroup;
    return [
      {
        position: index,
        name: product.name,
        group,
        mixGroup: group,
        groupLabel: MIX_GROUP_LABELS[group] ?? product.mix_group,
        amount: item.amount,
        unit: (item.unit as BatchAmountUnit) ?? 'g',
      },
    ];
  });
  return mixingOrder(lines).map(({ mixGroup: _mixGroup, ...step }) => step);
}

/** The live figures of a draft batch; null until it has a volume, a ratio and one complete product. */
export function batchPreview(
  draft: { volumeL?: unknown; sourceWaterEc?: unknown; measuredEc?: unknown; items: readonly DraftItem[] },
  products: readonly BatchProduct[],
  dilutionRatio: number | null,
): BatchFigures | null {
  if (!isPositive(draft.volumeL) || !dilutionRatio) return null;
  const lines = draft.items.flatMap((item) => {
    const product = products.find((p) => p.id === item.fertilizerId);
    if (!product || !isPositive(item.amount)) return [];
    const unit = (item.unit as BatchAmountUnit) ?? 'g';
    if (unitProblem(product, unit)) return [];
    const grams = amountToGrams(item.amount, unit, product.density_g_ml);
    return grams === null ? [] : [{ name: product.name, composition: compositionOf(product), grams }];
  });
  if (lines.length === 0) return null;
  const ec = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return batchFigures({
    lines,
    volumeL: draft.volumeL,
    dilutionRatio,
    sourceWaterEc: ec(draft.sourceWaterEc),
    measuredEc: ec(draft.measuredEc),
  });
}

/** The values arca_log_entry / arca_update_entry take, products saved in mixing order. */
export function batchEntryValues(values: BatchValues, products: readonly BatchProduct[]) {
  const ordered = mixingOrder(
    values.items.map((item) => ({
      ...item,
      mixGroup: (products.find((p) => p.id === item.fertilizerId)?.mix_group ?? 'other') as MixGroup,
    })),
  );
  return {
    tank_id: values.tankId,
    volume_l: values.volumeL,
    source_water_ec: values.sourceWaterEc ?? null,
    measured_ec: values.measuredEc ?? null,
    measured_ph: values.measuredPh ?? null,
    items: ordered.map((item) => ({
      fertilizer_id: item.fertilizerId,
      amount: item.amount,
      unit: item.unit,
    })),
  };
}
