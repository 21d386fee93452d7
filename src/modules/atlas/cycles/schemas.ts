// Cycle and template forms. The database repeats each limit (atlas_cycle_templates,
// atlas_template_*, atlas_apply_template, atlas_move_milestone).
import { z } from 'zod';
import { PHASES } from './plan';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.');

export const templateSchema = z.object({
  name: z.string().trim().min(1, 'Name the template.').max(120, 'Keep the name under 120 characters.'),
  description: z
    .string()
    .trim()
    .max(2000, 'Keep the description under 2,000 characters.')
    .transform((v) => (v === '' ? null : v)),
  /** Days per phase; 0 or empty leaves the phase out. */
  phases: z
    .record(
      z.enum(PHASES),
      z
        .number({ error: 'Enter the days.' })
        .int('Use whole days.')
        .min(0, 'Days cannot be negative.')
        .max(365, 'A phase lasts at most 365 days.'),
    )
    .refine((p) => Object.values(p).some((d) => d > 0), 'Give at least one phase some days.'),
});
export type TemplateInput = z.infer<typeof templateSchema>;
/** What the form holds before the schema turns blanks into nulls. */
export type TemplateForm = z.input<typeof templateSchema>;

export const templateTaskSchema = z.object({
  phase: z.enum(PHASES),
  offset_days: z
    .number({ error: 'Enter the day.' })
    .int('Use whole days.')
    .min(-60, 'Between 60 days before and 365 days after the milestone.')
    .max(365, 'Between 60 days before and 365 days after the milestone.'),
  title: z.string().trim().min(1, 'Say what to do.').max(200, 'Keep the title under 200 characters.'),
  description: z
    .string()
    .trim()
    .max(2000, 'Keep the description under 2,000 characters.')
    .transform((v) => (v === '' ? null : v)),
  sop_id: z.string().transform((v) => (v === '' ? null : v)),
});
export type TemplateTaskInput = z.infer<typeof templateTaskSchema>;
export type TemplateTaskForm = z.input<typeof templateTaskSchema>;

export const applySchema = z.object({
  template_id: z.uuid('Choose a template.'),
  room_id: z.uuid('Choose a room.'),
  starts_on: isoDate,
  strain_name: z.string().trim().min(1, 'Name the strain.').max(120, 'Keep the strain under 120 characters.'),
  origin_project_id: z.string().transform((v) => (v === '' ? null : v)),
  name: z.string().trim().min(1, 'Name the batch.').max(120, 'Keep the name under 120 characters.'),
  plant_count: z
    .number()
    .int('Use a whole number of plants.')
    .min(1, 'At least one plant.')
    .max(100_000, 'At most 100,000 plants.')
    .nullable(),
  /** phase → room id, '' for "no room (shared space)", 'same' (or missing) for the cycle's room. */
  phase_rooms: z.record(z.string(), z.string()),
});
export type ApplyInput = z.infer<typeof applySchema>;
export type ApplyForm = z.input<typeof applySchema>;

export const moveSchema = z.object({
  to: isoDate,
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.'),
});
export type MoveInput = z.infer<typeof moveSchema>;

export const taskSchema = z.object({
  title: z.string().trim().min(1, 'Say what to do.').max(200, 'Keep the title under 200 characters.'),
  due_on: isoDate,
  assignee_id: z.string().transform((v) => (v === '' ? null : v)),
  sop_id: z.string().transform((v) => (v === '' ? null : v)),
  description: z
    .string()
    .trim()
    .max(2000, 'Keep the description under 2,000 characters.')
    .transform((v) => (v === '' ? null : v)),
});
export type TaskInput = z.infer<typeof taskSchema>;
export type TaskForm = z.input<typeof taskSchema>;
