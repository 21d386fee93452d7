// Forms of the admin area. The database repeats the limits (CHECKs on notes and comments).
import * as z from 'zod/mini';

export const MAX_COMMENT = 2000;

/** Spec-2 §5: a blank admin note is not allowed. */
export const noteSchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A note cannot be empty'),
      z.maxLength(MAX_COMMENT, `A note can be at most ${MAX_COMMENT} characters`),
    ),
});
export type NoteFormValues = z.infer<typeof noteSchema>;

/** The optional comment of a bulk decision and the review comment. */
export const commentSchema = z.object({
  comments: z
    .string()
    .check(z.trim(), z.maxLength(MAX_COMMENT, `Comments can be at most ${MAX_COMMENT} characters`)),
});
export type CommentFormValues = z.infer<typeof commentSchema>;
