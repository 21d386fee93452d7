import * as z from 'zod/mini';
import { DURATIONS } from './slots';

export const MAX_TITLE = 200;
export const MAX_NOTES = 2000;
export const MAX_CANCEL_REASON = 500;
export const MAX_REVIEW = 2000;

/** The booking form; book_consultation repeats each rule. */
export const bookingSchema = z.object({
  start: z.string().check(z.minLength(1, 'Choose a date and time')),
  minutes: z
    .number()
    .check(z.refine((m) => (DURATIONS as readonly number[]).includes(m), 'Choose a duration')),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a title for the consultation'),
      z.maxLength(MAX_TITLE, `Title must be at most ${MAX_TITLE} characters`),
    ),
  notes: z.string().check(z.trim(), z.maxLength(MAX_NOTES, `Notes must be at most ${MAX_NOTES} characters`)),
});
export type BookingValues = z.input<typeof bookingSchema>;

export const cancelSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Tell the other side why you are cancelling'),
      z.maxLength(MAX_CANCEL_REASON, `The reason must be at most ${MAX_CANCEL_REASON} characters`),
    ),
});
export type CancelValues = z.input<typeof cancelSchema>;

export const ratingSchema = z.object({
  rating: z.number().check(z.minimum(1, 'Choose a rating from 1 to 5 stars'), z.maximum(5)),
  review: z
    .string()
    .check(z.trim(), z.maxLength(MAX_REVIEW, `The review must be at most ${MAX_REVIEW} characters`)),
});
export type RatingValues = z.input<typeof ratingSchema>;
