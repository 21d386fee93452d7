// Chemotype inheritance under the B_T/B_D model (de Meijer et al., Genetics 2003): one locus with
// codominant alleles, type I = B_T/B_T, II = B_T/B_D, III = B_D/B_D. The database applies the same
// model (animus_chemotype_expectation / animus_chemotype_possible / animus_chemotype_segregation
// in supabase/migrations/*_animus_pedigrees.sql); this file reads its counts for people: expected
// classes, whether a child's type is possible, and a chi-square test of observed against expected.
import type { Chemotype } from './chemotype';

export type SegregatingType = 'I' | 'II' | 'III';
export const SEGREGATING_TYPES: readonly SegregatingType[] = ['I', 'II', 'III'];
/** Offspring proportions of types I, II and III. */
export type Proportions = readonly [number, number, number];

const T_ALLELE: Record<SegregatingType, number> = { I: 1, II: 0.5, III: 0 };

function segregating(t: Chemotype | null | undefined): t is SegregatingType {
  return t === 'I' || t === 'II' || t === 'III';
}

/** Expected proportions of I, II and III, or null when either parent is unknown or IV/V. */
export function expectedProportions(
  mother: Chemotype | null | undefined,
  father: Chemotype | null | undefined,
): Proportions | null {
  if (!segregating(mother) || !segregating(father)) return null;
  const m = T_ALLELE[mother];
  const f = T_ALLELE[father];
  return [m * f, m * (1 - f) + (1 - m) * f, (1 - m) * (1 - f)];
}

/**
 * Whether a child of these parents can be `child`; null when it cannot be judged. With no known
 * father (open pollination) only the mother's alleles constrain the child.
 */
export function isPossibleChild(
  mother: Chemotype | null | undefined,
  father: Chemotype | null | undefined,
  child: Chemotype | null | undefined,
): boolean | null {
  if (!segregating(child) || !segregating(mother)) return null;
  if (!segregating(father))
    return !((mother === 'I' && child === 'III') || (mother === 'III' && child === 'I'));
  return expectedProportions(mother, father)![SEGREGATING_TYPES.indexOf(child)]! > 0;
}

/** "1 : 2 : 1", "1 : 1 (I : II)", "all II". */
export function ratioLabel(p: Proportions): string {
  const present = SEGREGATING_TYPES.map((t, i) => [t, p[i]!] as const).filter(([, v]) => v > 0);
  if (present.length === 1) return `all ${present[0]![0]}`;
  const smallest = Math.min(...present.map(([, v]) => v));
  const parts = present.map(([, v]) => String(Math.round(v / smallest)));
  return `${parts.join(' : ')} (${present.map(([t]) => t).join(' : ')})`;
}

export interface ChiSquare {
  statistic: number;
  df: number;
  /** Probability of a deviation at least this large if the model holds. */
  p: number;
  /** Some expected count is below 5, where the chi-square approximation is rough. */
  lowExpected: boolean;
}

/** Pearson's chi-square of observed counts (I, II, III) against expected proportions. */
export function chiSquare(observed: readonly [number, number, number], p: Proportions): ChiSquare | null {
  const n = observed[0] + observed[1] + observed[2];
  const classes = [0, 1, 2].filter((i) => p[i]! > 0);
  if (n === 0 || classes.length < 2) return null;
  let statistic = 0;
  let lowExpected = false;
  for (const i of classes) {
    const expected = n * p[i]!;
    if (expected < 5) lowExpected = true;
    statistic += (observed[i]! - expected) ** 2 / expected;
  }
  const df = classes.length - 1;
  return { statistic, df, p: chiSquarePValue(statistic, df), lowExpected };
}

/** Upper tail of the chi-square distribution: Q(df / 2, x / 2). */
export function chiSquarePValue(x: number, df: number): number {
  if (!(x > 0)) return 1;
  return regularizedGammaQ(df / 2, x / 2);
}

// ln Γ(z) by the Lanczos approximation (g = 7, n = 9), accurate to ~15 digits for z > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function logGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const zz = z - 1;
  let a = LANCZOS[0]!;
  const t = zz + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (zz + i);
  return 0.5 * Math.log(2 * Math.PI) + (zz + 0.5) * Math.log(t) - t + Math.log(a);
}

// Q(a, x) = Γ(a, x) / Γ(a): a series below x < a + 1, Lentz's continued fraction above.
function regularizedGammaQ(a: number, x: number): number {
  const lnPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(lnPrefix));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(lnPrefix) * h);
}

/** A cross's row from animus_chemotype_segregation. */
export interface SegregationRow {
  mother_chemotype: string | null;
  father_chemotype: string | null;
  expected_i: number | null;
  expected_ii: number | null;
  expected_iii: number | null;
  observed_i: number;
  observed_ii: number;
  observed_iii: number;
  observed_other: number;
  plants: number;
  impossible: number;
}

export type Verdict = 'impossible' | 'consistent' | 'deviates' | 'no-plants' | 'unchecked';

export interface SegregationReading {
  verdict: Verdict;
  text: string;
  test: ChiSquare | null;
  expectedCounts: [number, number, number] | null;
}

const SIGNIFICANCE = 0.05;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The plain-English reading of one cross's counts. */
export function readSegregation(row: SegregationRow): SegregationReading {
  const p: Proportions | null =
    row.expected_i === null || row.expected_ii === null || row.expected_iii === null
      ? null
      : [Number(row.expected_i), Number(row.expected_ii), Number(row.expected_iii)];
  const observed = [row.observed_i, row.observed_ii, row.observed_iii] as const;
  const n = row.plants;
  const expectedCounts = p ? (p.map((v) => v * n) as [number, number, number]) : null;
  const test = p ? chiSquare(observed, p) : null;

  if (row.impossible > 0) {
    return {
      verdict: 'impossible',
      text: `${plural(row.impossible, 'plant has a chemotype', 'plants have chemotypes')} these parents cannot give: check for stray pollen, mislabelled pots or the parents' chemotypes.`,
      test,
      expectedCounts,
    };
  }
  if (n === 0) {
    return {
      verdict: 'no-plants',
      text: 'No plants of this cross have a chemotype yet.',
      test,
      expectedCounts,
    };
  }
  if (!p) {
    return {
      verdict: 'unchecked',
      text: 'Without both parents’ chemotypes (type I, II or III) only impossible classes can be checked; none found.',
      test,
      expectedCounts,
    };
  }
  if (!test) {
    return {
      verdict: 'consistent',
      text: `Every plant should be type ${ratioLabel(p).replace('all ', '')}, and all ${n} are.`,
      test,
      expectedCounts,
    };
  }
  const pText = test.p < 0.001 ? 'p < 0.001' : `p = ${test.p.toFixed(test.p < 0.01 ? 3 : 2)}`;
  const caution = test.lowExpected ? ' Some expected counts are under 5, so read this with care.' : '';
  if (test.p < SIGNIFICANCE) {
    return {
      verdict: 'deviates',
      text: `Deviates from the expected ${ratioLabel(p)} (χ² = ${test.statistic.toFixed(2)}, df = ${test.df}, ${pText}).${caution}`,
      test,
      expectedCounts,
    };
  }
  return {
    verdict: 'consistent',
    text: `Consistent with the expected ${ratioLabel(p)} (χ² = ${test.statistic.toFixed(2)}, df = ${test.df}, ${pText}).${caution}`,
    test,
    expectedCounts,
  };
}
