// A feed (the fertility application log): solution from one or more batches (parts A and B, an
// acid tank …) applied to a room. Limits repeat arca_fertigation_values' CHECKs and
// arca_fertigation_values_check's words.
import { z } from 'zod/mini';
import { toLocalInput } from '../records/datetime.ts';
import { EC, PH, PLANT_COUNT } from '../records/measures.ts';
import { numberField, optionalNumberField, type NumberRule } from '../validation.ts';
import { BATCH_VOLUME_RULE } from './batch-form.ts';

const EC_RULE: NumberRule = { subject: 'an EC', min: EC.rule.min, max: EC.rule.max, unit: 'mS/cm' };
const PLANTS_RULE: NumberRule = { ...PLANT_COUNT.rule, minExclusive: true };
export const FEED_MAX_BATCHES = 4;

export const feedFormSchema = z.object({
  roomId: z
    .string({ error: 'Choose the room this feed went to.' })
    .check(z.minLength(1, 'Choose the room this feed went to.')),
  occurredAt: z
    .string({ error: 'Enter when the room was fed' })
    .check(z.refine((v) => !Number.isNaN(new Date(v).getTime()), 'Enter when the room was fed')),
  batchIds: z
    .array(z.string())
    .check(
      z.minLength(1, 'Choose the batch (or batches) the feed was drawn from.'),
      z.maxLength(FEED_MAX_BATCHES, `Choose at most ${FEED_MAX_BATCHES} batches.`),
    ),
  volumeL: numberField(BATCH_VOLUME_RULE),
  plantCount: optionalNumberField(PLANTS_RULE),
  measuredEc: optionalNumberField(EC_RULE),
  measuredPh: optionalNumberField(PH.rule),
  notes: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
    z.optional(z.string().check(z.maxLength(4000, 'Notes must be at most 4000 characters'))),
  ),
});
export type FeedForm = z.input<typeof feedFormSchema>;
export type FeedValues = z.output<typeof feedFormSchema>;

/** The database's rules on the chosen batches, in its words: one per tank, none mixed after the feed. */
export function batchChoiceProblem(
  chosen: readonly { tankId: string; mixedAt: string }[],
  fedAt: Date,
): string | null {
  if (new Set(chosen.map((b) => b.tankId)).size !== chosen.length) return 'Choose one batch per tank.';
  if (chosen.some((b) => new Date(b.mixedAt).getTime() > fedAt.getTime()))
    return 'A batch cannot feed a room before it was mixed.';
  return null;
}

export function feedEntryValues(values: FeedValues) {
  return {
    batch_ids: values.batchIds,
    volume_l: values.volumeL,
    plant_count: values.plantCount ?? null,
    measured_ec: values.measuredEc ?? null,
    measured_ph: values.measuredPh ?? null,
  };
}

/** A saved feed (a row of arca_fertigation_records) as the form's values, to edit it. */
export function feedFormFromRow(row: {
  room_id: string | null;
  occurred_at: string | null;
  batch_ids: string[] | null;
  volume_l: number | null;
  plant_count: number | null;
  measured_ec: number | null;
  measured_ph: number | null;
  notes: string | null;
}): FeedForm {
  return {
    roomId: row.room_id ?? '',
    occurredAt: row.occurred_at ? toLocalInput(row.occurred_at) : '',
    batchIds: row.batch_ids ?? [],
    volumeL: (row.volume_l ?? undefined) as number,
    plantCount: row.plant_count ?? undefined,
    measuredEc: row.measured_ec ?? undefined,
    measuredPh: row.measured_ph ?? undefined,
    notes: row.notes ?? '',
  };
}
