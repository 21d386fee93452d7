// A sensor reading typed in by hand (a handheld VWC/EC meter, a thermometer when the controller is
// down): the form's rules, the same as the table's CHECKs (public.prometheus_metric_ok for the
// value; a time not ahead of now beyond the clock skew, public.happened_by_now), in the same words.
import { HAPPENED_MESSAGES, happenedByNow } from '@/lib/happened';
import * as z from 'zod/mini';
import { NOT_A_NUMBER } from '@/lib/decimal';
import { METRICS, valueProblem, type ReadingInput } from '../metrics.ts';

/** A datetime-local value ("2026-11-24T08:30") for an instant, in the browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const manualReadingSchema = z
  .object({
    roomId: z.string().check(z.minLength(1, 'Choose a room.')),
    at: z.string().check(z.minLength(1, 'Enter when it was read.')),
    metric: z.enum(METRICS, 'Choose what was measured.'),
    // NaN is an empty field, Infinity text that is not a number (numberInput / toFormNumber).
    value: z.number({
      error: (issue) => (issue.input === Number.POSITIVE_INFINITY ? NOT_A_NUMBER : 'Enter the value.'),
    }),
  })
  .check(
    z.superRefine((input, ctx) => {
      const at = Date.parse(input.at);
      if (input.at && Number.isNaN(at))
        ctx.addIssue({ code: 'custom', path: ['at'], message: 'Enter a valid date and time.' });
      else if (Number.isFinite(at) && !happenedByNow(at))
        ctx.addIssue({
          code: 'custom',
          path: ['at'],
          message: HAPPENED_MESSAGES.prometheus_readings_not_in_future!,
        });
      else if (at < Date.parse('2000-01-01T00:00:00Z'))
        ctx.addIssue({ code: 'custom', path: ['at'], message: 'Enter a time after 2000.' });
      const problem = valueProblem(input.metric, input.value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    }),
  );
export type ManualReadingForm = z.input<typeof manualReadingSchema>;

/** The row the database takes (source 'manual'), from the checked form. */
export function toManualReading(form: ManualReadingForm, facilityId: string): ReadingInput {
  return {
    facility_id: facilityId,
    room_id: form.roomId,
    metric: form.metric,
    at: new Date(form.at).toISOString(),
    value: form.value,
    source: 'manual',
  };
}
