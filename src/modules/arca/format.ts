// Rounding and number formatting shared by the Arca calculators and their messages. Calculators
// return unrounded numbers; rounding happens only for display, so chained results do not drift.
import { formatNumber as formatAppNumber } from '../../lib/format.ts';

/**
 * Rounds half away from zero to `decimals` places. The tiny relative nudge makes values that are
 * stored just under a half (1.005 is 1.00499999… in binary) round the way a person expects.
 * Expects a finite number (every calculator output is one).
 */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Rounds to `digits` significant figures. `direction` 'down' / 'up' round toward −∞ / +∞, used for
 * limits shown in messages so that the number shown is always inside the allowed range.
 */
export function roundSignificant(
  value: number,
  digits: number,
  direction: 'nearest' | 'down' | 'up' = 'nearest',
): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const factor = 10 ** (digits - 1 - magnitude);
  const scaled = value * factor;
  const snapped = Math.abs(scaled - Math.round(scaled)) < 1e-9 ? Math.round(scaled) : scaled;
  const rounded =
    direction === 'down'
      ? Math.floor(snapped)
      : direction === 'up'
        ? Math.ceil(snapped)
        : Math.round(snapped);
  return rounded / factor;
}

/** "1,234.57": grouping and at most `maxDecimals` decimals, in a fixed locale so messages are stable. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return formatAppNumber(value, maxDecimals);
}
