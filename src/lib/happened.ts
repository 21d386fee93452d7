// Dates of things that happened cannot lie ahead of now (a purchase, an acquisition, a pollination,
// a lab test, a sensor reading); what is planned keeps its own fields and may (an Arca entry
// marked planned, a due date). The database refuses these with named CHECKs
// (public.happened_by_now / happened_by_today, *_values_that_cannot_have_happened.sql); the forms
// refuse the same values with the same words, and a refusal from the database is shown in them.
// Pure: no React, no client.

/**
 * How far ahead of this device's clock a "now" may be: a clock a little fast, a time typed to the
 * minute and rounded up. The database allows the same (public.happened_by_now).
 */
export const CLOCK_SKEW_MS = 15 * 60_000;

/** The form's words for each database rule, keyed by the CHECK's name. */
export const HAPPENED_MESSAGES: Readonly<Record<string, string>> = {
  arca_stock_not_in_future: 'A stock movement cannot be in the future. Enter the day it happened.',
  arca_fertilizers_purchase_not_in_future: 'The purchase date cannot be in the future.',
  animus_cultivars_acquired_not_in_future: 'The acquisition date cannot be in the future.',
  animus_crosses_pollinated_not_in_future: 'The pollination date cannot be in the future.',
  animus_lab_results_tested_not_in_future: 'The test date cannot be in the future.',
  animus_seed_lots_produced_not_in_future: 'The production date cannot be in the future.',
  animus_germination_tested_not_in_future: 'The test date cannot be in the future.',
  prometheus_readings_not_in_future: 'A reading cannot be in the future.',
};

/** The message of a database refusal by one of these rules, else undefined. */
export function happenedMessage(error: unknown): string | undefined {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (e?.code !== '23514' || typeof e.message !== 'string') return undefined;
  const constraint = /constraint "([a-z_]+)"/.exec(e.message)?.[1];
  return constraint ? HAPPENED_MESSAGES[constraint] : undefined;
}

/** Whether an instant is not ahead of now, allowing the clock skew. */
export function happenedByNow(at: Date | number, now: number = Date.now()): boolean {
  const ms = typeof at === 'number' ? at : at.getTime();
  return ms <= now + CLOCK_SKEW_MS;
}

/** Today on this device's calendar, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether a day (YYYY-MM-DD) is not after the grower's today. The database allows up to today in
 * UTC+14, so whatever the grower's zone, a day the form accepts is one the database accepts.
 */
export function happenedByToday(day: string, now: Date = new Date()): boolean {
  return day <= localToday(now);
}
