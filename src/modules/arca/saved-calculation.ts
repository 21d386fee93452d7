// Saved calculations: which tools can save, the name rule and the size cap the database repeats
// (saved_calculations CHECK constraints, migration 20261122004000).
import { z } from 'zod/mini';
import { arcaTools } from './paths.ts';

/** The Arca calculators that save; each is gated by its tool's tier (paths.ts, and in SQL). */
export const SAVABLE_TOOLS = [
  arcaTools.calculator,
  arcaTools.converter,
  arcaTools.chemical,
  arcaTools.photothermal,
  arcaTools.irrigationForecaster,
] as const;
export type ArcaToolId = (typeof SAVABLE_TOOLS)[number]['id'];

export const MAX_CALCULATION_NAME_LENGTH = 100;

export const saveCalculationSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter a name'),
      z.maxLength(
        MAX_CALCULATION_NAME_LENGTH,
        `Name must be at most ${MAX_CALCULATION_NAME_LENGTH} characters`,
      ),
    ),
});
export type SaveCalculationInput = z.infer<typeof saveCalculationSchema>;

/** Keeps numbers finite (JSON has no NaN): a blank number field is saved as null. */
export function toSavable(value: unknown): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(value ?? {}, (_key, v: unknown) =>
      typeof v === 'number' && !Number.isFinite(v) ? null : v,
    ),
  ) as Record<string, unknown>;
}

/** Turns the nulls toSavable wrote back into NaN, which blank number inputs hold in the forms. */
export function fromSaved<T>(value: unknown): T {
  const revive = (v: unknown): unknown => {
    if (v === null) return Number.NaN;
    if (Array.isArray(v)) return v.map(revive);
    if (typeof v === 'object')
      return Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, revive(x)]));
    return v;
  };
  return revive(value) as T;
}
