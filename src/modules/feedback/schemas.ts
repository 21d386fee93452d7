// The feedback form (spec-1 §2, §5). The database repeats the hard limits (feedback_logs CHECKs).
// zod/mini: the entry already holds zod's core for env.ts; full zod would pull more of it in.
import * as z from 'zod/mini';
import { formatBytes } from '../../lib/format.ts';
import { UPLOAD_RULES, uploadProblem } from '../../lib/uploads.ts';

export const FEEDBACK_TYPES = [
  { value: 'Bug', label: 'Bug Report' },
  { value: 'Feature', label: 'Feature Request' },
  { value: 'Improvement', label: 'Improvement Suggestion' },
  { value: 'General', label: 'General Feedback' },
] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['value'];
const TYPE_VALUES = FEEDBACK_TYPES.map((t) => t.value) as [FeedbackType, ...FeedbackType[]];

export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const MIN_DESCRIPTION = 10;
export const MAX_DESCRIPTION = 1000;
/** The attachments bucket's types and 5 MB limit. */
export const ATTACHMENT_RULE = UPLOAD_RULES.feedbackAttachments;
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_RULE.maxBytes;
/** How many feedback images one user may store (the bucket's upload policy). */
export const MAX_ATTACHMENTS_PER_USER = 50;

export const feedbackSchema = z.object({
  userId: z.string({ error: 'User ID is required' }).check(z.minLength(1, 'User ID is required')),
  feedbackType: z.enum(TYPE_VALUES, { error: 'Feedback type is required' }),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(MIN_DESCRIPTION, 'Description must be at least 10 characters'),
      z.maxLength(MAX_DESCRIPTION, 'Description must be less than 1000 characters'),
    ),
});

/** The live count under the description: "4/1000 characters · at least 10". Counts what is checked (trimmed). */
export function descriptionCount(value: string): string {
  const length = value.trim().length;
  const count = `${length}/${MAX_DESCRIPTION} characters`;
  return length > 0 && length < MIN_DESCRIPTION ? `${count} · at least ${MIN_DESCRIPTION}` : count;
}

export type FeedbackFormValues = z.input<typeof feedbackSchema>;
export type FeedbackInput = z.output<typeof feedbackSchema> & { attachment: File | null };

export const ATTACHMENT_TOO_LARGE = 'The image is larger than 5MB. Please choose a smaller file.';
export const ATTACHMENT_NOT_IMAGE = 'Choose a PNG, JPG, JPEG or GIF image.';
export const ATTACHMENT_LIMIT_REACHED = `You have sent ${MAX_ATTACHMENTS_PER_USER} images with your feedback, the most we keep per person. Please send this feedback without an image.`;

/** Why a chosen file cannot be attached, or null when it can. */
export function attachmentProblem(file: Pick<File, 'size' | 'type'>): string | null {
  return uploadProblem(ATTACHMENT_RULE, file);
}

/** "12.3 KB": the size in kilobytes with one decimal, as the feedback form shows it. */
export function formatKilobytes(bytes: number): string {
  return formatBytes(bytes, { unit: 'KB' });
}
