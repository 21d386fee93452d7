// The form of a yield price (not a log entry): strain (blank for every strain), grade, price per a
// unit of weight, currency and the day it holds from. The limits repeat arca_yield_prices' CHECKs,
// with the same words (records/errors.ts).
import { z } from 'zod/mini';
import { choiceField, numberField, type NumberRule } from '../validation.ts';
import { CURRENCIES, PRICE_UNITS } from './prices.ts';

export const PRICE_RULE: NumberRule = { subject: 'a price', min: 0, max: 1_000_000, minExclusive: true };

export const GRADE_MESSAGE = 'Enter a grade of at most 40 characters, e.g. A, B or Trim';

export const priceFormSchema = z.object({
  strain: z.string().check(z.trim(), z.maxLength(120, 'Strain must be at most 120 characters')),
  grade: z
    .string({ error: GRADE_MESSAGE })
    .check(z.trim(), z.minLength(1, GRADE_MESSAGE), z.maxLength(40, GRADE_MESSAGE)),
  price: numberField(PRICE_RULE),
  perUnit: choiceField(PRICE_UNITS, 'Choose the weight the price is for'),
  currency: choiceField(CURRENCIES, 'Choose a currency'),
  effectiveOn: z.string({ error: 'Enter the day the price holds from' }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day the price holds from'),
    z.refine((d) => d >= '2000-01-01' && d < '2100-01-01', 'Enter a day between 2000 and 2099'),
  ),
  notes: z.optional(z.string().check(z.maxLength(500, 'Notes must be at most 500 characters'))),
});
export type PriceForm = z.input<typeof priceFormSchema>;
