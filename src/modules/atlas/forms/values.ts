// How an optional number input reaches the schema. react-hook-form also passes the default value
// (null) through `setValueAs`, so null must stay null: `Number(null)` is 0, which the schemas refuse
// ("At least one plant.") although the field was left empty.
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}
