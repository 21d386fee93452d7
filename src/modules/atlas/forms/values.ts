// How an optional number input reaches the schema. react-hook-form also passes the default value
// (null) through `setValueAs`, so null must stay null: `Number(null)` is 0, which the schemas refuse
// ("At least one plant.") although the field was left empty.
import { toFormNumber } from '@/lib/decimal';

// Typed text is read by the app's one number reader ("3,5" is 3.5; unreadable text is refused).
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return toFormNumber(value);
}
