// Editing one band of Cultivation Targets: min ≤ max inside the metric's limits (the same as
// public.arca_target_metric_ok), and a dryback always with its definition.
import { z } from 'zod/mini';
import { choiceField, optionalNumberField } from '../validation.ts';
import { DRYBACK_BASES, targetMetric } from './metrics.ts';

export function targetFormSchema(metricKey: string) {
  const metric = targetMetric(metricKey);
  const rule = {
    subject: `a ${metric?.label.toLowerCase() ?? 'value'}`,
    min: metric?.min ?? 0,
    max: metric?.max ?? 0,
    ...(metric?.unit ? { unit: metric.unit } : {}),
  };
  return z
    .object({
      min: optionalNumberField(rule),
      max: optionalNumberField(rule),
      basis: z.optional(choiceField(DRYBACK_BASES, 'Choose how the dryback is measured')),
      note: z.pipe(
        z.transform((v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v)),
        z.optional(z.string().check(z.maxLength(300, 'Note must be at most 300 characters'))),
      ),
    })
    .check(
      z.superRefine((t, ctx) => {
        if (t.min === undefined)
          ctx.addIssue({ code: 'custom', message: 'Enter the lowest value', path: ['min'] });
        if (t.max === undefined)
          ctx.addIssue({ code: 'custom', message: 'Enter the highest value', path: ['max'] });
        if (t.min !== undefined && t.max !== undefined && t.max < t.min) {
          ctx.addIssue({
            code: 'custom',
            message: 'The highest value must not be below the lowest',
            path: ['max'],
          });
        }
        if (metricKey === 'dryback' && !t.basis) {
          ctx.addIssue({ code: 'custom', message: 'Choose how the dryback is measured', path: ['basis'] });
        }
      }),
    );
}
export type TargetForm = z.input<ReturnType<typeof targetFormSchema>>;
