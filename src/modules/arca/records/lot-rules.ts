// The lot form's rules (the database repeats them: arca_lots CHECKs and the plant-count domain).
import { z } from 'zod/mini';
import { checkNumber } from '../validation.ts';
import { parseWhen } from './entry-rules.ts';
import { PLANT_COUNT } from './measures.ts';
import { STAGES, type Stage } from './stages.ts';

export interface LotInput {
  name: string;
  strain: string;
  plant_count: number;
  started_at: string;
  start_stage: Stage;
  start_room_id: string | null;
  origin_project_id: string | null;
  notes: string | null;
}

const LOT_PLANTS = { ...PLANT_COUNT.rule, min: 1, subject: 'the number of plants' };

export const lotFormSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter a lot name'),
        z.maxLength(60, 'A lot name is at most 60 characters'),
      ),
    strain: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the strain'),
        z.maxLength(120, 'A strain name is at most 120 characters'),
      ),
    plant_count: z.number({ error: 'Enter the number of plants' }),
    started_at: z.string(),
    start_stage: z.enum(STAGES, { error: 'Choose a stage' }),
    start_room_id: z.string(),
    origin_project_id: z.optional(z.string()),
    notes: z.string().check(z.maxLength(2000, 'Notes must be at most 2,000 characters')),
  })
  .check(
    z.superRefine((v, ctx) => {
      const plants = checkNumber(v.plant_count, LOT_PLANTS);
      if (!plants.ok) ctx.addIssue({ code: 'custom', message: plants.message, path: ['plant_count'] });
      const when = parseWhen(v.started_at);
      if (!when) ctx.addIssue({ code: 'custom', message: 'Enter the start date', path: ['started_at'] });
      if (!v.start_room_id)
        ctx.addIssue({ code: 'custom', message: 'Choose a room', path: ['start_room_id'] });
    }),
  );

export type LotForm = z.infer<typeof lotFormSchema>;

export function toLotInput(form: LotForm): LotInput {
  return {
    name: form.name.trim(),
    strain: form.strain.trim(),
    plant_count: form.plant_count,
    started_at: parseWhen(form.started_at)!.toISOString(),
    start_stage: form.start_stage,
    start_room_id: form.start_room_id || null,
    origin_project_id: form.origin_project_id || null,
    notes: form.notes.trim() || null,
  };
}
