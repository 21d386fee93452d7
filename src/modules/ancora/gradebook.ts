// The gradebook's plain logic: time spent in words, completion, and the accommodation form's rules
// (ancora_set_accommodation checks the same, in the same words).
import * as z from 'zod/mini';

/** '45 min', '2 h 05 min', '—' for nothing. Seconds round to the nearest minute. */
export function formatSpent(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes <= 0) return seconds > 0 ? 'under 1 min' : '—';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Whole per cent of lessons done; 0 for a course without lessons. */
export function completionPercent(done: number, total: number): number {
  return total > 0 ? Math.round((100 * Math.min(done, total)) / total) : 0;
}

export const ACCOMMODATION_RULES = {
  attempts: "Allow 1 to 100 attempts, or leave it empty for the quiz's own",
  time: "The time limit must be 1 to 1440 minutes, or empty for the quiz's own",
  reason: 'The reason must be at most 500 characters',
} as const;

// Number inputs read with valueAsNumber: NaN when empty.
const numberOrEmpty = z.union([z.number(), z.nan()]);

export const accommodationSchema = z
  .object({
    max_attempts: numberOrEmpty,
    time_limit_minutes: numberOrEmpty,
    reason: z.string().check(z.maxLength(500, ACCOMMODATION_RULES.reason)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: v });
      const ok = (n: number, min: number, max: number) =>
        Number.isNaN(n) || (Number.isInteger(n) && n >= min && n <= max);
      if (!ok(v.max_attempts, 1, 100)) fail('max_attempts', ACCOMMODATION_RULES.attempts);
      if (!ok(v.time_limit_minutes, 1, 1440)) fail('time_limit_minutes', ACCOMMODATION_RULES.time);
    }),
  );

export type AccommodationValues = z.infer<typeof accommodationSchema>;
