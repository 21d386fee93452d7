// The forms of Tank Management that are not log entries: a tank, and a stock movement (a
// purchase, a use, a disposal or a stated correction). Limits repeat arca_tanks' and
// arca_stock_movements' CHECKs; the direction of a movement comes from its kind, so a grower types
// a positive amount and a correction says which way it goes.
import { HAPPENED_MESSAGES, happenedByToday } from '../../../lib/happened.ts';
import { z } from 'zod/mini';
import { choiceField, numberField, type NumberRule } from '../validation.ts';

export const TANK_PARTS = ['single', 'A', 'B', 'C', 'acid'] as const;
export const TANK_PART_LABELS: Readonly<Record<(typeof TANK_PARTS)[number], string>> = {
  single: 'Ready-to-use or single part',
  A: 'Part A',
  B: 'Part B',
  C: 'Part C',
  acid: 'Acid',
};

const CAPACITY_RULE: NumberRule = {
  subject: 'a capacity',
  min: 0,
  max: 1_000_000,
  minExclusive: true,
  unit: 'L',
};
// 1:1 is a ready-to-use reservoir; injectors go up to 1:1,000.
const RATIO_RULE: NumberRule = { subject: 'a dilution ratio', min: 1, max: 1000 };

const trimmedOptional = (max: number, label: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
    z.optional(z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`))),
  );

export const tankFormSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(60, 'Name must be at most 60 characters')),
  capacityL: numberField(CAPACITY_RULE),
  dilutionRatio: numberField(RATIO_RULE),
  part: choiceField(TANK_PARTS, 'Choose the part'),
  roomId: z.optional(z.string()),
  notes: trimmedOptional(2000, 'Notes'),
});
export type TankForm = z.input<typeof tankFormSchema>;

export const MANUAL_MOVEMENTS = ['purchase', 'use', 'disposal', 'correction'] as const;

export const MOVEMENT_LABELS: Readonly<Record<string, string>> = {
  purchase: 'Purchase',
  use: 'Used',
  disposal: 'Disposed of',
  correction: 'Correction',
  batch: 'Batch',
  fertigation: 'Feed',
  application: 'Application',
};

const AMOUNT_RULE: NumberRule = { subject: 'an amount', min: 0, max: 1_000_000_000, minExclusive: true };

export const stockMovementFormSchema = z
  .object({
    kind: choiceField(MANUAL_MOVEMENTS, 'Choose what happened'),
    amount: numberField(AMOUNT_RULE),
    /** Corrections only: whether the count found more or less than the ledger says. */
    direction: choiceField(['add', 'remove'] as const, 'Choose whether the stock goes up or down'),
    occurredAt: z.string({ error: 'Enter when' }).check(z.minLength(1, 'Enter when')),
    note: trimmedOptional(500, 'Note'),
    lotNumber: trimmedOptional(60, 'Lot number'),
    /** The unit the amount was typed in; the dialog converts it to the ledger's unit on save. */
    unit: z.string(),
  })
  .check(
    z.superRefine((m, ctx) => {
      // What the ledger records happened: a movement is not dated after today.
      if (m.occurredAt && !happenedByToday(m.occurredAt)) {
        ctx.addIssue({
          code: 'custom',
          message: HAPPENED_MESSAGES.arca_stock_not_in_future!,
          path: ['occurredAt'],
        });
      }
      if (m.kind === 'correction' && (m.note?.length ?? 0) < 3) {
        ctx.addIssue({
          code: 'custom',
          message: 'Say why the stock differs: a correction keeps its reason',
          path: ['note'],
        });
      }
    }),
  );
export type StockMovementForm = z.input<typeof stockMovementFormSchema>;

/** The signed quantity the ledger stores: purchases add, uses and disposals take away. */
export function signedQuantity(
  m: Pick<z.output<typeof stockMovementFormSchema>, 'kind' | 'amount' | 'direction'>,
): number {
  if (m.kind === 'purchase') return m.amount;
  if (m.kind === 'correction') return m.direction === 'add' ? m.amount : -m.amount;
  return -m.amount;
}

/** Stock units as the screens show them: grams as kg and millilitres as L from a thousand up. */
export function displayStock(quantity: number, unit: string): { value: number; unit: string } {
  if (unit === 'g' && Math.abs(quantity) >= 1000) return { value: quantity / 1000, unit: 'kg' };
  if (unit === 'mL' && Math.abs(quantity) >= 1000) return { value: quantity / 1000, unit: 'L' };
  return { value: quantity, unit };
}

/** The units a grower may type an amount in, for an item kept in `stockUnit`. */
export function entryUnits(stockUnit: string): string[] {
  if (stockUnit === 'g') return ['kg', 'g'];
  if (stockUnit === 'mL') return ['L', 'mL'];
  return [stockUnit];
}

/** An amount typed in `shownUnit` (kg, L …) in the item's stock unit (g, mL or L). */
export function toStockUnit(amount: number, shownUnit: string, stockUnit: string): number {
  if ((stockUnit === 'g' && shownUnit === 'kg') || (stockUnit === 'mL' && shownUnit === 'L'))
    return amount * 1000;
  return amount;
}
