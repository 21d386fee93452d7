// The SOP register's forms. The database repeats each limit (atlas_sops).
import { z } from 'zod';

export const SOP_CATEGORIES = [
  'cultivation',
  'ipm',
  'sanitation',
  'harvest',
  'post_harvest',
  'maintenance',
  'safety',
  'quality',
  'other',
] as const;
export type SopCategory = (typeof SOP_CATEGORIES)[number];

export const SOP_CATEGORY_LABELS: Record<SopCategory, string> = {
  cultivation: 'Cultivation',
  ipm: 'IPM',
  sanitation: 'Sanitation',
  harvest: 'Harvest',
  post_harvest: 'Post-harvest',
  maintenance: 'Maintenance',
  safety: 'Safety',
  quality: 'Quality',
  other: 'Other',
};

export const sopSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z0-9][A-Z0-9._/-]{0,31}$/,
      'Use up to 32 letters, digits, dots, dashes or slashes, e.g. SOP-CUL-004.',
    ),
  title: z.string().trim().min(1, 'Give the SOP a title.').max(200, 'Keep the title under 200 characters.'),
  category: z.enum(SOP_CATEGORIES),
  owner_id: z.uuid('Choose who owns this SOP.'),
  approver_id: z.uuid('Choose who approves its versions.'),
  review_months: z
    .number({ error: 'Enter the review period in months.' })
    .int('Use whole months.')
    .min(1, 'Review at least once every 60 months.')
    .max(60, 'Review at least once every 60 months.'),
  // An Ancora course whose certificate completing the SOP's tasks needs ('' for none).
  required_course_id: z.union([z.literal(''), z.uuid('Choose a course from the list.')]),
});
export type SopInput = z.infer<typeof sopSchema>;

export const draftSchema = z.object({
  change_summary: z.string().trim().max(1000, 'Keep the summary under 1,000 characters.'),
  scope: z.string().trim().max(4000, 'Keep the scope under 4,000 characters.'),
});
export type DraftInput = z.infer<typeof draftSchema>;
