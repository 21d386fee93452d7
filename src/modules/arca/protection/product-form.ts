// The crop-protection product form (what an application record names: registration number,
// active ingredients, REI and PHI from the label) and a side effect on a beneficial (IOBC class and
// persistence). Limits repeat arca_protection_products' and arca_side_effects' CHECKs.
import { z } from 'zod/mini';
import { choiceField, numberField, type NumberRule } from '../validation.ts';
import { FORMULATIONS } from './windows.ts';

export const PRODUCT_TYPES = ['chemical', 'biological', 'botanical', 'mineral'] as const;
export const PRODUCT_TYPE_LABELS: Readonly<Record<(typeof PRODUCT_TYPES)[number], string>> = {
  chemical: 'Chemical',
  biological: 'Biological',
  botanical: 'Botanical',
  mineral: 'Mineral',
};

// REI: up to 30 days; PHI: up to a year (longer is not a pre-harvest interval for a crop in a room).
const REI_RULE: NumberRule = { subject: 'a re-entry interval', min: 0, max: 720, unit: 'h' };
const PHI_RULE: NumberRule = { subject: 'a pre-harvest interval', min: 0, max: 365, unit: 'days' };
const PERSISTENCE_RULE: NumberRule = { subject: 'a persistence', min: 0, max: 52, unit: 'weeks' };

const text = (min: number, max: number, label: string) =>
  z
    .string({ error: `Enter ${label}` })
    .check(
      z.trim(),
      z.minLength(min, min > 1 ? `Enter at least ${min} characters` : `Enter ${label}`),
      z.maxLength(max, `Must be at most ${max} characters`),
    );
const optionalText = (max: number) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
    z.optional(z.string().check(z.maxLength(max, `Must be at most ${max} characters`))),
  );

export const protectionProductFormSchema = z.object({
  name: text(1, 100, 'a product name'),
  registrationNumber: optionalText(60),
  activeIngredients: text(1, 300, 'the active ingredients'),
  productType: choiceField(PRODUCT_TYPES, 'Choose the type'),
  formulation: z.optional(choiceField(FORMULATIONS, 'Choose the formulation')),
  reiHours: numberField(REI_RULE),
  phiDays: numberField(PHI_RULE),
  unit: choiceField(['mL', 'g'] as const, 'Choose how it is measured'),
  manufacturer: optionalText(100),
  supplier: optionalText(100),
  trackStock: z.boolean(),
  notes: optionalText(2000),
});
export type ProtectionProductForm = z.input<typeof protectionProductFormSchema>;

export const sideEffectFormSchema = z.object({
  species: text(3, 100, 'the species'),
  iobcClass: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Choose the IOBC class',
  }),
  persistenceWeeks: numberField(PERSISTENCE_RULE),
  source: optionalText(200),
});
export type SideEffectForm = z.input<typeof sideEffectFormSchema>;
