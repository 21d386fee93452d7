// Chemotype from lab results, the rule the database applies (animus_chemotype in
// supabase/migrations/*_animus_library.sql): total THC = Δ9-THC + 0.877 × THCA, total CBD =
// CBD + 0.877 × CBDA (0.877 = 314.47 / 358.48, the neutral over the acid molar mass), total CBG =
// CBG + 0.878 × CBGA. Type V when the three totals add up to under 0.5 % (near cannabinoid-free),
// IV when CBG leads, else by CBD : THC: I below 0.5, II from 0.5 to 3, III above 3 (or no THC).

export const CHEMOTYPES = ['I', 'II', 'III', 'IV', 'V'] as const;
export type Chemotype = (typeof CHEMOTYPES)[number];

export const CHEMOTYPE_LABELS: Record<Chemotype, string> = {
  I: 'THC-dominant',
  II: 'Balanced THC : CBD',
  III: 'CBD-dominant',
  IV: 'CBG-dominant',
  V: 'Near cannabinoid-free',
};

export const THCA_FACTOR = 0.877;
export const CBDA_FACTOR = 0.877;
export const CBGA_FACTOR = 0.878;
/** Below this sum of totals (% w/w) a sample is type V. */
export const CANNABINOID_FREE_BELOW = 0.5;
/** CBD : THC bounds of type II. */
export const TYPE_II_RATIO = { min: 0.5, max: 3 } as const;

export interface Cannabinoids {
  thc: number;
  thca: number;
  cbd: number;
  cbda: number;
  cbg: number;
  cbga: number;
}

export interface Totals {
  thc: number;
  cbd: number;
  cbg: number;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

export function totals(c: Cannabinoids): Totals {
  return {
    thc: round3(c.thc + THCA_FACTOR * c.thca),
    cbd: round3(c.cbd + CBDA_FACTOR * c.cbda),
    cbg: round3(c.cbg + CBGA_FACTOR * c.cbga),
  };
}

export function classifyChemotype({ thc, cbd, cbg }: Totals): Chemotype {
  if (thc + cbd + cbg < CANNABINOID_FREE_BELOW) return 'V';
  if (cbg > thc && cbg > cbd) return 'IV';
  if (thc === 0) return 'III';
  const ratio = cbd / thc;
  if (ratio < TYPE_II_RATIO.min) return 'I';
  if (ratio <= TYPE_II_RATIO.max) return 'II';
  return 'III';
}

export function chemotypeOf(c: Cannabinoids): Chemotype {
  return classifyChemotype(totals(c));
}

/** CBD : THC of the totals, or null without THC. */
export function cbdThcRatio({ thc, cbd }: Totals): number | null {
  return thc > 0 ? cbd / thc : null;
}

export function isChemotype(value: unknown): value is Chemotype {
  return typeof value === 'string' && (CHEMOTYPES as readonly string[]).includes(value);
}
