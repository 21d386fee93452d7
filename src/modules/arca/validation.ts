// Shared input rules for the Arca calculators. One rule object drives three things: the checks the
// pure functions run, the zod schemas the forms use as resolvers, and the limits the database
// repeats as CHECK constraints, so all three give the same limits and the same words.
import { z } from 'zod/mini';
import { formatNumber, roundSignificant, roundTo } from './format.ts';

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Failure {
  readonly ok: false;
  /** A sentence to show inline, e.g. 'Enter a volume greater than 0'. */
  readonly message: string;
  /** The input it is about (dot path as in the zod schema), when there is one. */
  readonly field?: string;
}

/** What every public calculator returns: finite numbers, or a message instead of NaN/Infinity. */
export type Result<T> = Success<T> | Failure;

export function ok<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function fail(message: string, field?: string): Failure {
  return field === undefined ? { ok: false, message } : { ok: false, message, field };
}

export const OUT_OF_RANGE_MESSAGE = 'The result is too large to show. Check the inputs.';

export interface NumberRule {
  /** What is asked for, with its article, as it reads after "Enter": 'a container volume'. */
  readonly subject: string;
  readonly min: number;
  readonly max: number;
  /** The minimum itself is not allowed; the message then says "greater than". */
  readonly minExclusive?: boolean;
  readonly integer?: boolean;
  /** Unit written after the limits in messages: 'L', '%', '°C'. */
  readonly unit?: string;
}

/** A unit in terms of the rule's base unit: base = value × factor + offset. */
export interface UnitScale {
  readonly label: string;
  readonly factor: number;
  readonly offset?: number;
}

/** A number that comes with a unit picker; the limits are in the base unit and shown in the chosen one. */
export interface QuantityRule<U extends string> {
  readonly subject: string;
  readonly min: number;
  readonly max: number;
  readonly minExclusive?: boolean;
  readonly units: Readonly<Record<U, UnitScale>>;
}

export function toBase(value: number, scale: UnitScale): number {
  return value * scale.factor + (scale.offset ?? 0);
}

export function fromBase(value: number, scale: UnitScale): number {
  return (value - (scale.offset ?? 0)) / scale.factor;
}

function withUnit(value: number, unit: string | undefined): string {
  return unit ? `${formatNumber(value, 4)} ${unit}` : formatNumber(value, 4);
}

interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly minExclusive?: boolean;
  readonly integer?: boolean;
}

function belowMessage(rule: NumberRule): string {
  if (!rule.minExclusive) return betweenMessage(rule);
  return rule.min === 0
    ? `Enter ${rule.subject} greater than 0`
    : `Enter ${rule.subject} greater than ${withUnit(rule.min, rule.unit)}`;
}

function aboveMessage(rule: NumberRule): string {
  return rule.minExclusive
    ? `Enter ${rule.subject} of at most ${withUnit(rule.max, rule.unit)}`
    : betweenMessage(rule);
}

function betweenMessage(rule: NumberRule): string {
  return `Enter ${rule.subject} between ${formatNumber(rule.min, 4)} and ${withUnit(rule.max, rule.unit)}`;
}

/** Checks a number against exact bounds; `shown` supplies the words and the limits as displayed. */
function checkBounds(value: number, exact: Bounds, shown: NumberRule): Result<number> {
  if (value < exact.min || (exact.minExclusive && value === exact.min)) return fail(belowMessage(shown));
  if (value > exact.max) return fail(aboveMessage(shown));
  if (exact.integer && !Number.isInteger(value)) return fail(`Enter ${shown.subject} as a whole number`);
  return ok(value);
}

/** Validates one plain number (no unit picker). Empty input (undefined, NaN) asks for the value. */
export function checkNumber(value: unknown, rule: NumberRule): Result<number> {
  if (typeof value !== 'number' || Number.isNaN(value)) return fail(`Enter ${rule.subject}`);
  return checkBounds(value, rule, rule);
}

// A limit converted to another unit (500 L → 132.086… gal) is shown rounded toward the inside of
// the range, so the number in the message is itself accepted.
function shownLimit(value: number, direction: 'down' | 'up'): number {
  const twoDecimals = roundTo(value, 2);
  if (Math.abs(value - twoDecimals) <= 1e-12 * Math.max(1, Math.abs(value))) return twoDecimals;
  return roundSignificant(value, 3, direction);
}

/** Validates a number in the chosen unit and returns it converted to the rule's base unit. */
export function checkQuantity<U extends string>(
  value: unknown,
  unit: U,
  rule: QuantityRule<U>,
): Result<number> {
  const scale: UnitScale | undefined = rule.units[unit];
  if (!scale) return fail('Choose a unit');
  if (typeof value !== 'number' || Number.isNaN(value)) return fail(`Enter ${rule.subject}`);
  // Affine scales keep their order (factor > 0), so the base limits map onto the chosen unit's.
  const shown: NumberRule = {
    subject: rule.subject,
    min: rule.minExclusive && rule.min === 0 ? 0 : shownLimit(fromBase(rule.min, scale), 'up'),
    max: shownLimit(fromBase(rule.max, scale), 'down'),
    minExclusive: rule.minExclusive ?? false,
    unit: scale.label,
  };
  const base = toBase(value, scale);
  const checked = checkBounds(base, rule, shown);
  return checked.ok ? ok(base) : checked;
}

/** zod field for a plain number with the same limits and messages as `checkNumber`. */
export function numberField(rule: NumberRule) {
  return z
    .number({
      // zod rejects NaN and ±Infinity before any check runs; ±Infinity is just an out-of-range number.
      error: (issue) => {
        const checked = checkNumber(issue.input, rule);
        return checked.ok ? `Enter ${rule.subject}` : checked.message;
      },
    })
    .check(
      z.superRefine((value, ctx) => {
        const checked = checkNumber(value, rule);
        if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
      }),
    );
}

// Forms register numeric inputs with valueAsNumber, so a blank optional field arrives as NaN.
function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null || (typeof value === 'number' && Number.isNaN(value))
    ? undefined
    : value;
}

/** Optional plain number: blank is fine, anything entered must pass the rule. */
export function optionalNumberField(rule: NumberRule) {
  return z.pipe(z.transform(blankToUndefined), z.optional(numberField(rule)));
}

/**
 * The number half of a quantity (value + unit picker). Its limits depend on the unit, so the tool's
 * schema checks them with `refineQuantity` once both halves are present.
 */
export function quantityValueField(rule: QuantityRule<string>) {
  return z.number({ error: `Enter ${rule.subject}` });
}

export function optionalQuantityValueField(rule: QuantityRule<string>) {
  return z.pipe(z.transform(blankToUndefined), z.optional(quantityValueField(rule)));
}

/** A unit picker or any other fixed list of choices. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** Adds the quantity's range message to `path` when the value is outside the limits for its unit. */
export function refineQuantity<U extends string>(
  ctx: z.core.$RefinementCtx,
  value: number,
  unit: U,
  rule: QuantityRule<U>,
  path: string,
): void {
  const checked = checkQuantity(value, unit, rule);
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message, path: [path] });
}

/** Runs a schema and turns its first issue into a Failure pointing at the field. */
export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown): Result<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  if (!issue) return fail('Check the inputs');
  return fail(issue.message, issue.path.length > 0 ? issue.path.map(String).join('.') : undefined);
}

function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value !== null && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

/**
 * Last guard before a result leaves a calculator: the input limits already keep outputs finite,
 * this makes sure no NaN or Infinity can ever reach the screen if a limit is loosened later.
 */
export function finiteOrFail<T>(value: T): Result<T> {
  return allFinite(value) ? ok(value) : fail(OUT_OF_RANGE_MESSAGE);
}
