const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a route parameter can be a row id at all. A malformed id is "not found" without asking
 * the database (which would answer 22P02, a request error no retry can fix).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
