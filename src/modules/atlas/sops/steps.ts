// SOP steps (after Odoo's quality control point types): an instruction, an expected photo, a
// pass/fail check, or a measurement with a target and a tolerance either side. The database
// holds the same rules (atlas_sop_steps_measurement).
import { z } from 'zod';

export const STEP_KINDS = ['instruction', 'photo', 'check', 'measurement'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const STEP_KIND_LABELS: Record<StepKind, string> = {
  instruction: 'Instruction',
  photo: 'Expected photo',
  check: 'Pass/fail check',
  measurement: 'Measurement',
};

export interface Step {
  kind: StepKind;
  body: string;
  target?: number | null;
  tolerance?: number | null;
  unit?: string | null;
}

const body = z.string().trim().min(1, 'Describe the step.').max(2000, 'Keep a step under 2,000 characters.');

export const stepSchema = z
  .object({
    kind: z.enum(STEP_KINDS),
    body,
    target: z.number({ error: 'Enter the target value.' }).finite().nullable().optional(),
    tolerance: z
      .number({ error: 'Enter the tolerance.' })
      .finite()
      .min(0, 'The tolerance cannot be negative.')
      .nullable()
      .optional(),
    unit: z.string().trim().max(20, 'Keep the unit under 20 characters.').nullable().optional(),
  })
  .superRefine((step, ctx) => {
    if (step.kind !== 'measurement') return;
    if (step.target === null || step.target === undefined)
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'A measurement needs a target.' });
    if (step.tolerance === null || step.tolerance === undefined)
      ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'A measurement needs a tolerance.' });
    if (!step.unit) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'A measurement needs a unit.' });
  })
  .transform((step): Step =>
    step.kind === 'measurement'
      ? {
          kind: step.kind,
          body: step.body,
          target: step.target!,
          tolerance: step.tolerance!,
          unit: step.unit!.trim(),
        }
      : { kind: step.kind, body: step.body, target: null, tolerance: null, unit: null },
  );

export const stepsSchema = z
  .array(stepSchema)
  .min(1, 'Add at least one step.')
  .max(200, 'An SOP has at most 200 steps.');

/** "6 ± 0.2 pH" */
export function formatMeasurement(step: Pick<Step, 'target' | 'tolerance' | 'unit'>): string {
  if (step.target === null || step.target === undefined) return '';
  return `${trim(step.target)} ± ${trim(step.tolerance ?? 0)} ${step.unit ?? ''}`.trim();
}

/** The accepted range [target − tolerance, target + tolerance]. */
export function measurementRange(step: Pick<Step, 'target' | 'tolerance'>): [number, number] {
  const t = step.target ?? 0;
  const tol = step.tolerance ?? 0;
  return [t - tol, t + tol];
}

export function measurementPasses(step: Pick<Step, 'target' | 'tolerance'>, value: number): boolean {
  const [min, max] = measurementRange(step);
  // Rounded to the tolerance's own precision, so 5.8 passes 6 ± 0.2 despite floating point.
  const eps = 1e-9 * Math.max(1, Math.abs(min), Math.abs(max));
  return value >= min - eps && value <= max + eps;
}

function trim(n: number): string {
  return String(Number(n.toFixed(6)));
}
