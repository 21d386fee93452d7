// The fertilizer form: a product from the Chemical Calculator's salts or from a label, with the
// details a library keeps (form and density, supplier, lot, purchase date, mixing group, stock
// tracking). Limits repeat the database's (arca_fertilizers' CHECKs and domains).
import { HAPPENED_MESSAGES, happenedByToday } from '../../../lib/happened.ts';
import { z } from 'zod/mini';
import { NUTRIENT_ELEMENTS, SALT_IDS, type NutrientElement, type SaltId } from '../salts.ts';
import { choiceField, optionalNumberField, type NumberRule } from '../validation.ts';
import {
  analysisFromLabel,
  analysisFromSalt,
  analysisTotal,
  labelFromAnalysis,
  MIX_GROUPS,
  suggestedMixGroup,
  type FertilizerAnalysis,
  type LabelAnalysis,
  type MixGroup,
  type PkBasis,
} from './fertilizer.ts';

const pct = (subject: string): NumberRule => ({ subject, min: 0, max: 100, unit: '%' });
export const DENSITY_RULE: NumberRule = { subject: 'a density', min: 0.5, max: 3, unit: 'g/mL' };

/** Label elements other than N, P and K, in the order a label lists them. */
export const OTHER_ELEMENTS = NUTRIENT_ELEMENTS.filter((e) => !['N', 'P', 'K'].includes(e)) as Exclude<
  NutrientElement,
  'N' | 'P' | 'K'
>[];

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.transform((v: unknown) =>
      typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v,
    ),
    z.optional(z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`))),
  );

export const fertilizerFormSchema = z
  .object({
    name: z
      .string({ error: 'Enter a product name' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter a product name'),
        z.maxLength(100, 'Product name must be at most 100 characters'),
      ),
    source: choiceField(['salt', 'label'] as const, 'Choose where the analysis comes from'),
    saltId: z.optional(choiceField(SALT_IDS, 'Choose a salt')),
    nitrateN: optionalNumberField(pct('a nitrate nitrogen content')),
    ammoniumN: optionalNumberField(pct('an ammoniacal nitrogen content')),
    ureaN: optionalNumberField(pct('a urea nitrogen content')),
    phosphorus: optionalNumberField(pct('a phosphorus content')),
    potassium: optionalNumberField(pct('a potassium content')),
    pkBasis: choiceField(['oxide', 'elemental'] as const, 'Choose how the label states P and K'),
    others: z.record(z.string(), optionalNumberField(pct('an element content'))),
    form: choiceField(['dry', 'liquid'] as const, 'Choose dry or liquid'),
    density: optionalNumberField(DENSITY_RULE),
    mixGroup: choiceField(MIX_GROUPS, 'Choose where it goes in the mixing order'),
    manufacturer: optionalText(100, 'Manufacturer'),
    supplier: optionalText(100, 'Supplier'),
    lotNumber: optionalText(60, 'Lot number'),
    purchaseDate: optionalText(10, 'Purchase date'),
    trackStock: z.boolean(),
    notes: optionalText(2000, 'Notes'),
  })
  .check(
    z.superRefine((f, ctx) => {
      if (f.source === 'salt' && !f.saltId)
        ctx.addIssue({ code: 'custom', message: 'Choose a salt', path: ['saltId'] });
      // A purchase happened: its day is not after today (the database's rule and words).
      if (f.purchaseDate && !happenedByToday(f.purchaseDate))
        ctx.addIssue({
          code: 'custom',
          message: HAPPENED_MESSAGES.arca_fertilizers_purchase_not_in_future!,
          path: ['purchaseDate'],
        });
      if (f.form === 'liquid' && f.density === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the density of a liquid (g/mL, on the label or the safety data sheet)',
          path: ['density'],
        });
      }
      if (f.source === 'label') {
        const total = analysisTotal(analysisFromLabel(labelOf(f)));
        if (total > 100) {
          ctx.addIssue({
            code: 'custom',
            message: `The analysis adds up to ${total.toFixed(1)} %, more than 100 %. Check the label figures`,
            path: ['nitrateN'],
          });
        } else if (total === 0) {
          ctx.addIssue({
            code: 'custom',
            message: 'Enter at least one nutrient content above 0 %',
            path: ['nitrateN'],
          });
        }
      }
    }),
  );
export type FertilizerForm = z.input<typeof fertilizerFormSchema>;
type ParsedForm = z.output<typeof fertilizerFormSchema>;

function labelOf(
  f: Pick<ParsedForm, 'nitrateN' | 'ammoniumN' | 'ureaN' | 'phosphorus' | 'potassium' | 'pkBasis' | 'others'>,
): LabelAnalysis {
  return {
    nitrateN: f.nitrateN ?? 0,
    ammoniumN: f.ammoniumN ?? 0,
    ureaN: f.ureaN ?? 0,
    phosphorus: f.phosphorus ?? 0,
    potassium: f.potassium ?? 0,
    pkBasis: f.pkBasis,
    others: Object.fromEntries(OTHER_ELEMENTS.map((e) => [e, f.others[e] ?? 0])),
  };
}

/** The analysis the form describes (a salt's, or the label's converted to elements). */
export function formAnalysis(f: ParsedForm): FertilizerAnalysis {
  return f.source === 'salt' && f.saltId ? analysisFromSalt(f.saltId) : analysisFromLabel(labelOf(f));
}

/** The row the database stores. */
export function fertilizerRow(f: ParsedForm) {
  return {
    name: f.name,
    salt_id: f.source === 'salt' ? (f.saltId ?? null) : null,
    form: f.form,
    density_g_ml: f.form === 'liquid' ? (f.density ?? null) : null,
    pk_basis: f.pkBasis,
    mix_group: f.mixGroup,
    manufacturer: f.manufacturer ?? null,
    supplier: f.supplier ?? null,
    lot_number: f.lotNumber ?? null,
    purchase_date: f.purchaseDate ?? null,
    track_stock: f.trackStock,
    notes: f.notes ?? null,
    ...formAnalysis(f),
  };
}

export interface StoredFertilizer extends FertilizerAnalysis {
  readonly name: string;
  readonly salt_id: string | null;
  readonly form: string;
  readonly density_g_ml: number | null;
  readonly pk_basis: string;
  readonly mix_group: string;
  readonly manufacturer: string | null;
  readonly supplier: string | null;
  readonly lot_number: string | null;
  readonly purchase_date: string | null;
  readonly track_stock: boolean;
  readonly notes: string | null;
}

/** A stored product back in the form, its analysis as its label prints it. */
export function fertilizerFormValues(row: StoredFertilizer): FertilizerForm {
  const basis = (row.pk_basis === 'elemental' ? 'elemental' : 'oxide') as PkBasis;
  const label = labelFromAnalysis(row, basis);
  const isSalt = row.salt_id !== null && (SALT_IDS as readonly string[]).includes(row.salt_id);
  return {
    name: row.name,
    source: isSalt ? 'salt' : 'label',
    ...(isSalt ? { saltId: row.salt_id as SaltId } : {}),
    nitrateN: label.nitrateN,
    ammoniumN: label.ammoniumN,
    ureaN: label.ureaN,
    phosphorus: label.phosphorus,
    potassium: label.potassium,
    pkBasis: basis,
    others: { ...label.others },
    form: row.form === 'liquid' ? 'liquid' : 'dry',
    density: row.density_g_ml ?? undefined,
    mixGroup: (MIX_GROUPS as readonly string[]).includes(row.mix_group)
      ? (row.mix_group as MixGroup)
      : 'other',
    manufacturer: row.manufacturer ?? '',
    supplier: row.supplier ?? '',
    lotNumber: row.lot_number ?? '',
    purchaseDate: row.purchase_date ?? '',
    trackStock: row.track_stock,
    notes: row.notes ?? '',
  };
}

export const EMPTY_FERTILIZER: FertilizerForm = {
  name: '',
  source: 'salt',
  saltId: 'calcium-nitrate-greenhouse',
  nitrateN: undefined,
  ammoniumN: undefined,
  ureaN: undefined,
  phosphorus: undefined,
  potassium: undefined,
  pkBasis: 'oxide',
  others: {},
  form: 'dry',
  density: undefined,
  mixGroup: suggestedMixGroup(analysisFromSalt('calcium-nitrate-greenhouse')),
  manufacturer: '',
  supplier: '',
  lotNumber: '',
  purchaseDate: '',
  trackStock: false,
  notes: '',
};
