export type StarState = 'full' | 'half' | 'empty';

/**
 * Five stars for a 0–5 rating, half-star rounding at 0.5 (spec-1 §2): whole stars for the integer
 * part, a half star when the fraction is 0.5 or more, empty stars for the rest.
 */
export function starStates(rating: number): StarState[] {
  const value = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), 5);
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return Array.from({ length: 5 }, (_, i) => (i < full ? 'full' : i === full && half ? 'half' : 'empty'));
}
