// The form of a water filter (not a log entry): its name, type, change interval and install date.
// The limits repeat arca_filters' CHECKs, with the same words (records/errors.ts).
import { z } from 'zod/mini';
import { choiceField, numberField, type NumberRule } from '../validation.ts';
import { FILTER_TYPES } from './water.ts';

export const INTERVAL_RULE: NumberRule = {
  subject: 'a change interval',
  min: 1,
  max: 3650,
  integer: true,
  unit: 'days',
};

export const filterFormSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(60, 'Name must be at most 60 characters')),
  filterType: choiceField(FILTER_TYPES, 'Choose the type of filter'),
  intervalDays: numberField(INTERVAL_RULE),
  installedOn: z
    .string({ error: 'Enter the date it was installed' })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date it was installed')),
  archived: z.optional(z.boolean()),
  notes: z.optional(z.string().check(z.maxLength(2000, 'Notes must be at most 2000 characters'))),
});
export type FilterForm = z.input<typeof filterFormSchema>;
