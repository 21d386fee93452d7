// Robust statistics for the drift rules: the modified z-score (Iglewicz & Hoaglin, 1993) against a
// baseline, and the Western Electric rules on a series of daily means. Pure; unit-tested.

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
}

/** Population standard deviation. */
export function stdDev(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const m = mean(values);
  return Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length);
}

/**
 * Modified z-score of x against the baseline: 0.6745 (x − median) / MAD. When the MAD is 0 (more
 * than half the baseline identical), the mean absolute deviation stands in (× 1.253314, as IBM's
 * SPSS and Iglewicz & Hoaglin suggest); when that is 0 too there is no spread to compare with and
 * the score is null.
 */
export function modifiedZScore(x: number, baseline: readonly number[]): number | null {
  if (baseline.length === 0) return null;
  const med = median(baseline);
  const mad = median(baseline.map((v) => Math.abs(v - med)));
  if (mad > 0) return (0.6745 * (x - med)) / mad;
  const meanAd = mean(baseline.map((v) => Math.abs(v - med)));
  if (meanAd > 0) return (x - med) / (1.253314 * meanAd);
  return null;
}

export const MODIFIED_Z_LIMIT = 3.5;

export type WesternElectricRule = 1 | 2 | 3 | 4;

export interface WesternElectricHit {
  rule: WesternElectricRule;
  /** Indexes of the points that make the pattern (the last is where it was seen). */
  points: number[];
  side: 'above' | 'below';
}

/**
 * The four Western Electric rules (Western Electric Statistical Quality Control Handbook, 1956) on
 * points against a centre line and sigma: 1) one point beyond 3σ; 2) two of three in a row beyond
 * 2σ on the same side; 3) four of five in a row beyond 1σ on the same side; 4) eight in a row on
 * the same side. Each rule reports its latest occurrence.
 */
export function westernElectric(
  points: readonly number[],
  centre: number,
  sigma: number,
): WesternElectricHit[] {
  if (!(sigma > 0) || points.length === 0) return [];
  const z = points.map((p) => (p - centre) / sigma);
  const hits: WesternElectricHit[] = [];
  const latest = (rule: WesternElectricRule, window: number, need: number, beyond: number) => {
    for (let end = z.length - 1; end >= 0; end--) {
      const start = Math.max(0, end - window + 1);
      if (end - start + 1 < window) break;
      for (const side of ['above', 'below'] as const) {
        const idx: number[] = [];
        for (let i = start; i <= end; i++) {
          const v = side === 'above' ? z[i]! : -z[i]!;
          if (v > beyond) idx.push(i);
        }
        // The pattern must end on a qualifying point, so its date is the day it was completed.
        if (idx.length >= need && idx[idx.length - 1] === end) {
          hits.push({ rule, points: idx, side });
          return;
        }
      }
    }
  };
  latest(1, 1, 1, 3);
  latest(2, 3, 2, 2);
  latest(3, 5, 4, 1);
  latest(4, 8, 8, 0);
  return hits;
}
