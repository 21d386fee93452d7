// The forms of Irrigation Guides and Skeletons: a guide (stage, intent, substrate and container the
// shot sizes refer to, and its steering), a skeleton with its phases, and applying a skeleton to a
// room from a date. Limits repeat the database's CHECKs.
import { z } from 'zod/mini';
import { FIELD_CAPACITY_RULE, SUBSTRATES } from '../substrates.ts';
import { choiceField, numberField, optionalNumberField, type NumberRule } from '../validation.ts';
import { INTENTS, steeringSchema } from './steering.ts';

export const PLAN_STAGES = ['propagation', 'veg', 'flower'] as const;
const PHOTOPERIOD_RULE: NumberRule = { subject: 'a photoperiod', min: 1, max: 24, unit: 'h' };
const DURATION_RULE: NumberRule = { subject: 'a duration', min: 1, max: 120, integer: true, unit: 'days' };
const CONTAINER_RULE: NumberRule = {
  subject: 'a substrate volume',
  min: 0,
  max: 500,
  minExclusive: true,
  unit: 'L',
};

const name = (max: number) =>
  z
    .string({ error: 'Enter a name' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter a name'),
      z.maxLength(max, `Name must be at most ${max} characters`),
    );
const optionalText = (max: number) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
    z.optional(z.string().check(z.maxLength(max, `Must be at most ${max} characters`))),
  );

const substrateFields = {
  substrate: choiceField(SUBSTRATES, 'Choose a substrate'),
  containerVolumeL: numberField(CONTAINER_RULE),
  fieldCapacityPct: optionalNumberField(FIELD_CAPACITY_RULE),
};

function customNeedsFieldCapacity(
  v: { substrate: string; fieldCapacityPct?: number | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (v.substrate === 'custom' && v.fieldCapacityPct === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'Enter the field capacity of a custom substrate',
      path: ['fieldCapacityPct'],
    });
  }
}

export const guideFormSchema = z
  .object({
    name: name(100),
    stage: choiceField(PLAN_STAGES, 'Choose a stage'),
    intent: choiceField(INTENTS, 'Choose the intent'),
    ...substrateFields,
    photoperiodH: numberField(PHOTOPERIOD_RULE),
    steering: steeringSchema,
    notes: optionalText(2000),
    source: optionalText(300),
  })
  .check(z.superRefine(customNeedsFieldCapacity));
export type GuideForm = z.input<typeof guideFormSchema>;

export const skeletonPhaseSchema = z.object({
  id: z.optional(z.string()),
  name: name(60),
  stage: choiceField(PLAN_STAGES, 'Choose a stage'),
  intent: choiceField(INTENTS, 'Choose the intent'),
  durationDays: numberField(DURATION_RULE),
  photoperiodH: numberField(PHOTOPERIOD_RULE),
  steering: steeringSchema,
  guideId: z.optional(z.nullable(z.string())),
});

export const skeletonFormSchema = z
  .object({
    name: name(100),
    description: optionalText(2000),
    ...substrateFields,
    phases: z
      .array(skeletonPhaseSchema, { error: 'Add at least one phase' })
      .check(z.minLength(1, 'Add at least one phase'), z.maxLength(50, 'A skeleton has at most 50 phases')),
  })
  .check(z.superRefine(customNeedsFieldCapacity));
export type SkeletonForm = z.input<typeof skeletonFormSchema>;

export const applySkeletonFormSchema = z.object({
  roomId: z.string({ error: 'Choose a room' }).check(z.minLength(1, 'Choose a room')),
  startsOn: z
    .string({ error: 'Choose the first day' })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the first day')),
  name: optionalText(100),
});
export type ApplySkeletonForm = z.input<typeof applySkeletonFormSchema>;

export const planPhaseFormSchema = z
  .object({
    name: name(60),
    intent: choiceField(INTENTS, 'Choose the intent'),
    startsOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the first day')),
    /** The last day of the phase (inclusive, as growers read a calendar). */
    lastDay: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day')),
    photoperiodH: numberField(PHOTOPERIOD_RULE),
    steering: steeringSchema,
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.lastDay < p.startsOn)
        ctx.addIssue({
          code: 'custom',
          message: 'The last day must not be before the first',
          path: ['lastDay'],
        });
    }),
  );
