// The application form (Application Log): what a US WPS / EU Reg. 2023/564 record holds — the
// room, crop, products with rate and total amount, method, target, area, spray volume, applicator
// and licence, start and end. Limits and words repeat arca_application_values' CHECKs and
// arca_application_values_check.
import { z } from 'zod/mini';
import { toLocalInput } from '../records/datetime.ts';
import { numberField, optionalNumberField, type NumberRule } from '../validation.ts';
import { BATCH_VOLUME_RULE } from '../nutrients/batch-form.ts';
import { applicationWindow, type ApplicationWindow } from './windows.ts';

export const APPLICATION_METHODS = [
  'foliar_spray',
  'drench',
  'fogging',
  'dusting',
  'granular',
  'dip',
  'biological_release',
  'other',
] as const;
export type ApplicationMethod = (typeof APPLICATION_METHODS)[number];
export const APPLICATION_METHOD_LABELS: Readonly<Record<ApplicationMethod, string>> = {
  foliar_spray: 'Foliar spray',
  drench: 'Drench',
  fogging: 'Fogging',
  dusting: 'Dusting',
  granular: 'Granular',
  dip: 'Dip',
  biological_release: 'Biological release',
  other: 'Other',
};

export const RATE_UNITS = [
  'mL/L',
  'g/L',
  'mL/gal',
  'g/gal',
  'fl oz/gal',
  'L/ha',
  'kg/ha',
  'fl oz/acre',
  'lb/acre',
  'mL/m²',
  'g/m²',
] as const;
export const APPLICATION_MAX_PRODUCTS = 10;
/** An application lasts at most this long (the database's rule): log each day separately. */
const MAX_DURATION_MS = 7 * 24 * 3_600_000;

const RATE_RULE: NumberRule = { subject: 'the rate', min: 0, max: 100_000, minExclusive: true };
const AMOUNT_RULE: NumberRule = {
  subject: 'the total amount used',
  min: 0,
  max: 100_000_000,
  minExclusive: true,
};
const AREA_RULE: NumberRule = { subject: 'an area', min: 0, max: 10_000_000, minExclusive: true, unit: 'm²' };

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
    z.optional(z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`))),
  );
const when = (message: string) =>
  z.string({ error: message }).check(z.refine((v) => !Number.isNaN(new Date(v).getTime()), message));

export const applicationItemSchema = z.object({
  productId: z.string({ error: 'Choose a product' }).check(z.minLength(1, 'Choose a product')),
  rate: numberField(RATE_RULE),
  rateUnit: z.enum(RATE_UNITS, { error: "Choose the rate's unit" }),
  amount: numberField(AMOUNT_RULE),
});

export const applicationFormSchema = z
  .object({
    roomId: z
      .string({ error: 'Choose the room that was treated.' })
      .check(z.minLength(1, 'Choose the room that was treated.')),
    startedAt: when('Enter when the application started'),
    endedAt: z.optional(z.string()),
    items: z
      .array(applicationItemSchema)
      .check(
        z.minLength(1, 'Add at least one product'),
        z.maxLength(
          APPLICATION_MAX_PRODUCTS,
          `An application holds at most ${APPLICATION_MAX_PRODUCTS} products`,
        ),
      ),
    method: z.enum(APPLICATION_METHODS, { error: 'Choose the method' }),
    target: optionalText(200, 'The target'),
    crop: z
      .string({ error: 'Enter the crop' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter the crop'),
        z.maxLength(100, 'The crop must be at most 100 characters'),
      ),
    areaM2: optionalNumberField(AREA_RULE),
    waterVolumeL: optionalNumberField({ ...BATCH_VOLUME_RULE, subject: 'a spray volume' }),
    applicator: z
      .string({ error: "Enter the applicator's name" })
      .check(
        z.trim(),
        z.minLength(1, "Enter the applicator's name"),
        z.maxLength(100, "The applicator's name must be at most 100 characters"),
      ),
    applicatorLicence: optionalText(60, 'The licence number'),
    notes: optionalText(4000, 'Notes'),
  })
  .check(
    z.superRefine((v, ctx) => {
      const ids = v.items.map((i) => i.productId).filter(Boolean);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', message: 'Name each product once.', path: ['items'] });
      if (v.endedAt) {
        const start = new Date(v.startedAt).getTime();
        const end = new Date(v.endedAt).getTime();
        if (Number.isNaN(end))
          ctx.addIssue({ code: 'custom', message: 'Enter when it ended', path: ['endedAt'] });
        else if (end < start)
          ctx.addIssue({
            code: 'custom',
            message: 'The application must end after it starts.',
            path: ['endedAt'],
          });
        else if (end - start > MAX_DURATION_MS)
          ctx.addIssue({
            code: 'custom',
            message: 'An application lasts at most 7 days; log each day separately.',
            path: ['endedAt'],
          });
      }
    }),
  );
export type ApplicationForm = z.input<typeof applicationFormSchema>;
export type ApplicationValues = z.output<typeof applicationFormSchema>;

/** The intervals the form shows before saving: the largest REI and PHI of the chosen products. */
export function draftWindow(
  productIds: readonly unknown[],
  products: readonly { id: string; rei_hours: number; phi_days: number }[],
  startedAt: string | undefined,
  endedAt: string | undefined,
): ApplicationWindow | null {
  const chosen = products.filter((p) => productIds.includes(p.id));
  const start = startedAt ? new Date(startedAt) : new Date(Number.NaN);
  if (Number.isNaN(start.getTime())) return null;
  const end = endedAt ? new Date(endedAt) : null;
  return applicationWindow(
    chosen.map((p) => ({ reiHours: p.rei_hours, phiDays: p.phi_days })),
    start,
    end && !Number.isNaN(end.getTime()) ? end : null,
  );
}

export function applicationEntryValues(values: ApplicationValues) {
  return {
    items: values.items.map((i) => ({
      product_id: i.productId,
      rate: i.rate,
      rate_unit: i.rateUnit,
      amount: i.amount,
    })),
    method: values.method,
    target: values.target ?? null,
    crop: values.crop,
    area_m2: values.areaM2 ?? null,
    water_volume_l: values.waterVolumeL ?? null,
    applicator: values.applicator,
    applicator_licence: values.applicatorLicence ?? null,
    ended_at: values.endedAt ? new Date(values.endedAt).toISOString() : null,
  };
}

/** A saved application (a row of arca_application_records) as the form's values, to edit it. */
export function applicationFormFromRow(row: {
  room_id: string | null;
  occurred_at: string | null;
  ended_at: string | null;
  items: unknown;
  method: string | null;
  target: string | null;
  crop: string | null;
  area_m2: number | null;
  water_volume_l: number | null;
  applicator: string | null;
  applicator_licence: string | null;
  notes: string | null;
}): ApplicationForm {
  const items = Array.isArray(row.items) ? (row.items as Record<string, unknown>[]) : [];
  return {
    roomId: row.room_id ?? '',
    startedAt: row.occurred_at ? toLocalInput(row.occurred_at) : '',
    endedAt: row.ended_at ? toLocalInput(row.ended_at) : '',
    items: items.map((i) => ({
      productId: typeof i.product_id === 'string' ? i.product_id : '',
      rate: (typeof i.rate === 'number' ? i.rate : undefined) as number,
      rateUnit: (typeof i.rate_unit === 'string'
        ? i.rate_unit
        : 'mL/L') as ApplicationForm['items'][number]['rateUnit'],
      amount: (typeof i.amount === 'number' ? i.amount : undefined) as number,
    })),
    method: (row.method ?? 'foliar_spray') as ApplicationMethod,
    target: row.target ?? '',
    crop: row.crop ?? '',
    areaM2: row.area_m2 ?? undefined,
    waterVolumeL: row.water_volume_l ?? undefined,
    applicator: row.applicator ?? '',
    applicatorLicence: row.applicator_licence ?? '',
    notes: row.notes ?? '',
  };
}
