// Beneficial insects (IPM): a release (species, quantity, room, supplier, lot) and a scouting count.
// Limits and words repeat arca_release_values' and arca_scouting_values' CHECKs; walking into a room
// under a re-entry interval (both) or releasing inside the persistence window of a harmful spray is
// refused by the database (AR101, AR103) unless the entry states an override reason, which the form
// asks for before saving.
import { z } from 'zod/mini';
import { toLocalInput } from '../records/datetime.ts';
import { textTooShort } from '../records/errors.ts';
import { numberField, type NumberRule } from '../validation.ts';

export const RELEASE_UNITS = ['individuals', 'bottles', 'sachets', 'cards', 'boxes', 'mL'] as const;
export const RELEASE_METHODS = ['broadcast', 'sachets', 'cards', 'blower', 'hanging', 'other'] as const;
export const RELEASE_METHOD_LABELS: Readonly<Record<(typeof RELEASE_METHODS)[number], string>> = {
  broadcast: 'Broadcast',
  sachets: 'Sachets',
  cards: 'Cards',
  blower: 'Blower',
  hanging: 'Hanging boxes',
  other: 'Other',
};
export const ORGANISM_TYPES = ['pest', 'disease', 'beneficial'] as const;
export const ORGANISM_TYPE_LABELS: Readonly<Record<(typeof ORGANISM_TYPES)[number], string>> = {
  pest: 'Pest',
  disease: 'Disease',
  beneficial: 'Beneficial',
};
export const COUNT_BASES = ['per_trap', 'per_plant', 'per_leaf', 'total'] as const;
export const COUNT_BASIS_LABELS: Readonly<Record<(typeof COUNT_BASES)[number], string>> = {
  per_trap: 'per trap',
  per_plant: 'per plant',
  per_leaf: 'per leaf',
  total: 'in total',
};

const QUANTITY_RULE: NumberRule = { subject: 'a quantity', min: 0, max: 1_000_000_000, minExclusive: true };
const COUNT_RULE: NumberRule = { subject: 'a count', min: 0, max: 1_000_000, integer: true };

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
    z.optional(z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`))),
  );
const when = (message: string) =>
  z.string({ error: message }).check(z.refine((v) => !Number.isNaN(new Date(v).getTime()), message));
const room = z.string({ error: 'Choose a room' }).check(z.minLength(1, 'Choose a room'));
// Why a release or a count is made inside a running interval (the entry's, not the values').
const overrideReason = z.pipe(
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
  z.optional(
    z
      .string()
      .check(
        z.minLength(5, textTooShort('override reason', 5)),
        z.maxLength(500, 'The reason must be at most 500 characters'),
      ),
  ),
);

export const releaseFormSchema = z.object({
  roomId: room,
  occurredAt: when('Enter when they were released'),
  species: z
    .string({ error: 'Enter the species' })
    .check(
      z.trim(),
      z.minLength(3, 'Enter the species (at least 3 characters)'),
      z.maxLength(100, 'The species must be at most 100 characters'),
    ),
  quantity: numberField(QUANTITY_RULE),
  quantityUnit: z.enum(RELEASE_UNITS, { error: 'Choose the unit' }),
  method: z.optional(z.enum(RELEASE_METHODS, { error: 'Choose the method' })),
  supplier: optionalText(100, 'The supplier'),
  lotNumber: optionalText(60, 'The lot number'),
  overrideReason,
  notes: optionalText(4000, 'Notes'),
});
export type ReleaseForm = z.input<typeof releaseFormSchema>;
export type ReleaseValues = z.output<typeof releaseFormSchema>;

export function releaseEntryValues(v: ReleaseValues) {
  return {
    species: v.species.replace(/\s+/g, ' '),
    quantity: v.quantity,
    quantity_unit: v.quantityUnit,
    method: v.method ?? null,
    supplier: v.supplier ?? null,
    lot_number: v.lotNumber ?? null,
  };
}

/** A saved release (a row of arca_release_records) as the form's values, to edit it. */
export function releaseFormFromRow(row: {
  room_id: string | null;
  occurred_at: string | null;
  species: string | null;
  quantity: number | null;
  quantity_unit: string | null;
  method: string | null;
  supplier: string | null;
  lot_number: string | null;
  override_reason: string | null;
  notes: string | null;
}): ReleaseForm {
  return {
    roomId: row.room_id ?? '',
    occurredAt: row.occurred_at ? toLocalInput(row.occurred_at) : '',
    species: row.species ?? '',
    quantity: (row.quantity ?? undefined) as number,
    quantityUnit: (row.quantity_unit ?? 'individuals') as ReleaseForm['quantityUnit'],
    method: (row.method ?? undefined) as ReleaseForm['method'],
    supplier: row.supplier ?? '',
    lotNumber: row.lot_number ?? '',
    overrideReason: row.override_reason ?? '',
    notes: row.notes ?? '',
  };
}

export const scoutingFormSchema = z.object({
  roomId: room,
  occurredAt: when('Enter when you counted'),
  organism: z
    .string({ error: 'Enter what you counted' })
    .check(
      z.trim(),
      z.minLength(2, 'Enter what you counted'),
      z.maxLength(100, 'Must be at most 100 characters'),
    ),
  organismType: z.enum(ORGANISM_TYPES, { error: 'Choose the type' }),
  count: numberField(COUNT_RULE),
  basis: z.enum(COUNT_BASES, { error: 'Choose what the count is per' }),
  location: optionalText(100, 'The location'),
  overrideReason,
  notes: optionalText(4000, 'Notes'),
});
export type ScoutingForm = z.input<typeof scoutingFormSchema>;
export type ScoutingValues = z.output<typeof scoutingFormSchema>;

export function scoutingEntryValues(v: ScoutingValues) {
  return {
    organism: v.organism,
    organism_type: v.organismType,
    count: v.count,
    basis: v.basis,
    location: v.location ?? null,
  };
}

/** A saved scouting count (a row of arca_scouting_records) as the form's values, to edit it. */
export function scoutingFormFromRow(row: {
  room_id: string | null;
  occurred_at: string | null;
  organism: string | null;
  organism_type: string | null;
  count: number | null;
  basis: string | null;
  location: string | null;
  override_reason: string | null;
  notes: string | null;
}): ScoutingForm {
  return {
    roomId: row.room_id ?? '',
    occurredAt: row.occurred_at ? toLocalInput(row.occurred_at) : '',
    organism: row.organism ?? '',
    organismType: (row.organism_type ?? 'pest') as ScoutingForm['organismType'],
    count: (row.count ?? undefined) as number,
    basis: (row.basis ?? 'per_trap') as ScoutingForm['basis'],
    location: row.location ?? '',
    overrideReason: row.override_reason ?? '',
    notes: row.notes ?? '',
  };
}
