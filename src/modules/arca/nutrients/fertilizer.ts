// A fertilizer of the grower's library as the database stores it (arca_fertilizers): ELEMENTAL mass
// % of each element, nitrogen split by form, and the cation charge per gram that the EC prediction
// sums. Built from a Chemical Calculator salt or from a label, with the calculator's chemistry
// (salts.ts for salts, chemistry.ts for the P₂O₅/K₂O factors, chemical.ts for a label's charge):
// one source of chemistry, not two.
import { analysisCationMeqPerGram } from '../chemical.ts';
import { K2O_TO_K, P2O5_TO_P } from '../chemistry.ts';
import {
  NUTRIENT_ELEMENTS,
  SALT_COMPOSITIONS,
  zeroPerElement,
  type Composition,
  type NutrientElement,
  type SaltId,
} from '../salts.ts';

/** Every element but N has one % column; N is stored by form. */
export type ElementColumn = `${Lowercase<Exclude<NutrientElement, 'N'>>}_pct`;

export const ELEMENT_COLUMNS = Object.fromEntries(
  NUTRIENT_ELEMENTS.filter((e) => e !== 'N').map((e) => [e, `${e.toLowerCase()}_pct`]),
) as Readonly<Record<Exclude<NutrientElement, 'N'>, ElementColumn>>;

/** The analysis columns of arca_fertilizers. */
export type FertilizerAnalysis = Readonly<
  Record<ElementColumn | 'n_nitrate_pct' | 'n_ammonium_pct' | 'n_urea_pct' | 'cation_meq_per_g', number>
>;

/** Stored % are rounded to 4 decimals: far below any label's precision, and they read back cleanly. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function fromFractions(
  fractions: Readonly<Record<NutrientElement, number>>,
  n: { nitrate: number; ammonium: number; urea: number },
  cationMeqPerGram: number,
): FertilizerAnalysis {
  const analysis: Record<string, number> = {
    n_nitrate_pct: round4(n.nitrate * 100),
    n_ammonium_pct: round4(n.ammonium * 100),
    n_urea_pct: round4(n.urea * 100),
    cation_meq_per_g: round4(cationMeqPerGram),
  };
  for (const [element, column] of Object.entries(ELEMENT_COLUMNS)) {
    analysis[column] = round4(fractions[element as NutrientElement] * 100);
  }
  return analysis as FertilizerAnalysis;
}

/** A built-in salt's analysis: the calculator's composition from its formula. */
export function analysisFromSalt(saltId: SaltId): FertilizerAnalysis {
  const composition = SALT_COMPOSITIONS[saltId];
  return fromFractions(
    composition.fractions,
    { nitrate: composition.fractions.N - composition.ammoniumN, ammonium: composition.ammoniumN, urea: 0 },
    composition.cationMeqPerGram,
  );
}

/** How a label states phosphorus and potassium. */
export type PkBasis = 'oxide' | 'elemental';

/** A label as printed: N by form, P and K as oxides or elements, the rest as elements (% w/w). */
export interface LabelAnalysis {
  readonly nitrateN: number;
  readonly ammoniumN: number;
  readonly ureaN: number;
  readonly phosphorus: number;
  readonly potassium: number;
  readonly pkBasis: PkBasis;
  readonly others: Readonly<Partial<Record<Exclude<NutrientElement, 'N' | 'P' | 'K'>, number>>>;
}

/** A label's analysis as stored; its charge as the Chemical Calculator counts a label's. */
export function analysisFromLabel(label: LabelAnalysis): FertilizerAnalysis {
  const fractions = zeroPerElement();
  fractions.N = (label.nitrateN + label.ammoniumN + label.ureaN) / 100;
  fractions.P = (label.pkBasis === 'oxide' ? label.phosphorus * P2O5_TO_P : label.phosphorus) / 100;
  fractions.K = (label.pkBasis === 'oxide' ? label.potassium * K2O_TO_K : label.potassium) / 100;
  for (const [element, pct] of Object.entries(label.others)) {
    fractions[element as NutrientElement] = (pct ?? 0) / 100;
  }
  const ammonium = label.ammoniumN / 100;
  return fromFractions(
    fractions,
    { nitrate: label.nitrateN / 100, ammonium, urea: label.ureaN / 100 },
    analysisCationMeqPerGram(fractions, ammonium),
  );
}

/** A stored analysis as its label would print it (P and K back to oxides when the label uses them). */
export function labelFromAnalysis(analysis: FertilizerAnalysis, pkBasis: PkBasis): LabelAnalysis {
  const others: Partial<Record<Exclude<NutrientElement, 'N' | 'P' | 'K'>, number>> = {};
  for (const [element, column] of Object.entries(ELEMENT_COLUMNS)) {
    if (element === 'P' || element === 'K') continue;
    others[element as Exclude<NutrientElement, 'N' | 'P' | 'K'>] = analysis[column];
  }
  return {
    nitrateN: analysis.n_nitrate_pct,
    ammoniumN: analysis.n_ammonium_pct,
    ureaN: analysis.n_urea_pct,
    phosphorus: round4(pkBasis === 'oxide' ? analysis.p_pct / P2O5_TO_P : analysis.p_pct),
    potassium: round4(pkBasis === 'oxide' ? analysis.k_pct / K2O_TO_K : analysis.k_pct),
    pkBasis,
    others,
  };
}

/** What one gram of a stored product delivers, in the calculator's terms. */
export function compositionOf(analysis: FertilizerAnalysis): Composition {
  const fractions = zeroPerElement();
  fractions.N = (analysis.n_nitrate_pct + analysis.n_ammonium_pct + analysis.n_urea_pct) / 100;
  for (const [element, column] of Object.entries(ELEMENT_COLUMNS)) {
    fractions[element as NutrientElement] = analysis[column] / 100;
  }
  return { fractions, ammoniumN: analysis.n_ammonium_pct / 100, cationMeqPerGram: analysis.cation_meq_per_g };
}

/** Sum of the stored element %, which the database keeps at or under 100. */
export function analysisTotal(analysis: FertilizerAnalysis): number {
  return (
    analysis.n_nitrate_pct +
    analysis.n_ammonium_pct +
    analysis.n_urea_pct +
    Object.values(ELEMENT_COLUMNS).reduce((sum, column) => sum + analysis[column], 0)
  );
}

/** A short N-P-K line as a label prints it, e.g. "15.5-0-0" or "0-52-34". */
export function npkLine(analysis: FertilizerAnalysis, pkBasis: PkBasis): string {
  const label = labelFromAnalysis(analysis, pkBasis);
  const fmt = (value: number) => String(Math.round(value * 10) / 10);
  return `${fmt(label.nitrateN + label.ammoniumN + label.ureaN)}-${fmt(label.phosphorus)}-${fmt(label.potassium)}`;
}

// --- Mixing order -------------------------------------------------------------------------------

/**
 * Where a product goes when a batch is mixed, in order: into the water first additives and acids,
 * then silica, then calcium / part A, then the rest (part B and other salts). Calcium meets
 * sulfates and phosphates only once both are diluted, which is what keeps them from precipitating.
 */
export const MIX_GROUPS = ['additive', 'silica', 'calcium', 'other'] as const;
export type MixGroup = (typeof MIX_GROUPS)[number];

export const MIX_GROUP_LABELS: Readonly<Record<MixGroup, string>> = {
  additive: 'Additives and acids',
  silica: 'Silica',
  calcium: 'Calcium / part A',
  other: 'The rest (part B, other salts)',
};

/** A sensible group for a new product: calcium carriers go with part A. */
export function suggestedMixGroup(analysis: FertilizerAnalysis): MixGroup {
  return analysis.ca_pct > 0 ? 'calcium' : 'other';
}

/** Items in mixing order: by group, keeping the grower's order within a group. */
export function mixingOrder<T extends { readonly mixGroup: MixGroup }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        MIX_GROUPS.indexOf(a.item.mixGroup) - MIX_GROUPS.indexOf(b.item.mixGroup) || a.index - b.index,
    )
    .map(({ item }) => item);
}

/** Whether a batch's items are already in mixing order. */
export function isInMixingOrder(items: readonly { readonly mixGroup: MixGroup }[]): boolean {
  return items.every(
    (item, i) => i === 0 || MIX_GROUPS.indexOf(items[i - 1]!.mixGroup) <= MIX_GROUPS.indexOf(item.mixGroup),
  );
}
