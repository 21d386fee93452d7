// The built-in fertiliser salts of the Chemical Calculator. Each is written as its chemical formula;
// the element fractions are computed from ATOMIC_WEIGHTS, and the tests check them against the
// values the domain reference and manufacturers print.
import { ATOMIC_WEIGHTS, molarMassOf, parseFormula } from './chemistry.ts';

/** Elements the calculator reports, in the order growers read a label. Na and Cl are shown because they add salt. */
export const NUTRIENT_ELEMENTS = [
  'N',
  'P',
  'K',
  'Ca',
  'Mg',
  'S',
  'Fe',
  'Mn',
  'Zn',
  'Cu',
  'B',
  'Mo',
  'Cl',
  'Na',
] as const;
export type NutrientElement = (typeof NUTRIENT_ELEMENTS)[number];

export const ELEMENT_NAMES: Readonly<Record<NutrientElement, string>> = {
  N: 'nitrogen',
  P: 'phosphorus',
  K: 'potassium',
  Ca: 'calcium',
  Mg: 'magnesium',
  S: 'sulfur',
  Fe: 'iron',
  Mn: 'manganese',
  Zn: 'zinc',
  Cu: 'copper',
  B: 'boron',
  Mo: 'molybdenum',
  Cl: 'chloride',
  Na: 'sodium',
};

/** A free cation in solution; the EC estimate counts their charge. */
export interface Cation {
  readonly ion: 'Ca' | 'Mg' | 'K' | 'NH4' | 'Na' | 'Mn' | 'Zn' | 'Cu';
  readonly charge: 1 | 2;
  readonly perFormulaUnit: number;
}

export interface SaltDefinition {
  readonly id: string;
  readonly name: string;
  readonly formula: string;
  /** N atoms per formula unit as nitrate and as ammonium. N in a chelating agent is neither and is not reported. */
  readonly nitrateN: number;
  readonly ammoniumN: number;
  /** Free cations per formula unit; a metal held in a chelate is not a free ion. */
  readonly cations: readonly Cation[];
  readonly note?: string;
}

export const SALTS = [
  {
    id: 'calcium-nitrate-tetrahydrate',
    name: 'Calcium nitrate tetrahydrate',
    formula: 'Ca(NO3)2·4H2O',
    nitrateN: 2,
    ammoniumN: 0,
    cations: [{ ion: 'Ca', charge: 2, perFormulaUnit: 1 }],
  },
  {
    id: 'calcium-nitrate-greenhouse',
    name: 'Calcium nitrate, greenhouse grade (15.5-0-0 + 19 % Ca)',
    formula: '5Ca(NO3)2·NH4NO3·10H2O',
    nitrateN: 11,
    ammoniumN: 1,
    cations: [
      { ion: 'Ca', charge: 2, perFormulaUnit: 5 },
      { ion: 'NH4', charge: 1, perFormulaUnit: 1 },
    ],
    note: 'The double salt works out to 15.5 % N and 18.5 % Ca; labels state 19 % Ca (26.3 % CaO), so expect the real product to run slightly higher in Ca.',
  },
  {
    id: 'potassium-nitrate',
    name: 'Potassium nitrate',
    formula: 'KNO3',
    nitrateN: 1,
    ammoniumN: 0,
    cations: [{ ion: 'K', charge: 1, perFormulaUnit: 1 }],
  },
  {
    id: 'monopotassium-phosphate',
    name: 'Monopotassium phosphate (MKP)',
    formula: 'KH2PO4',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'K', charge: 1, perFormulaUnit: 1 }],
  },
  {
    id: 'magnesium-sulfate-heptahydrate',
    name: 'Magnesium sulfate heptahydrate (Epsom salt)',
    formula: 'MgSO4·7H2O',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'Mg', charge: 2, perFormulaUnit: 1 }],
  },
  {
    id: 'magnesium-nitrate-hexahydrate',
    name: 'Magnesium nitrate hexahydrate',
    formula: 'Mg(NO3)2·6H2O',
    nitrateN: 2,
    ammoniumN: 0,
    cations: [{ ion: 'Mg', charge: 2, perFormulaUnit: 1 }],
  },
  {
    id: 'potassium-sulfate',
    name: 'Potassium sulfate (SOP)',
    formula: 'K2SO4',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'K', charge: 1, perFormulaUnit: 2 }],
  },
  {
    id: 'ammonium-nitrate',
    name: 'Ammonium nitrate',
    formula: 'NH4NO3',
    nitrateN: 1,
    ammoniumN: 1,
    cations: [{ ion: 'NH4', charge: 1, perFormulaUnit: 1 }],
  },
  {
    id: 'monoammonium-phosphate',
    name: 'Monoammonium phosphate (MAP)',
    formula: 'NH4H2PO4',
    nitrateN: 0,
    ammoniumN: 1,
    cations: [{ ion: 'NH4', charge: 1, perFormulaUnit: 1 }],
  },
  {
    id: 'potassium-chloride',
    name: 'Potassium chloride (muriate of potash)',
    formula: 'KCl',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'K', charge: 1, perFormulaUnit: 1 }],
  },
  {
    // Sodium ferric EDTA trihydrate: the form sold as "Fe-EDTA 13 %".
    id: 'iron-edta',
    name: 'Iron chelate Fe-EDTA (13 % Fe)',
    formula: 'C10H12N2O8FeNa·3H2O',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'Na', charge: 1, perFormulaUnit: 1 }],
  },
  {
    // Disodium ferric DTPA: the form sold as "Fe-DTPA 11 %".
    id: 'iron-dtpa',
    name: 'Iron chelate Fe-DTPA (11 % Fe)',
    formula: 'C14H18N3O10FeNa2',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'Na', charge: 1, perFormulaUnit: 2 }],
  },
  {
    id: 'manganese-sulfate-monohydrate',
    name: 'Manganese sulfate monohydrate',
    formula: 'MnSO4·H2O',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'Mn', charge: 2, perFormulaUnit: 1 }],
  },
  {
    id: 'zinc-sulfate-heptahydrate',
    name: 'Zinc sulfate heptahydrate',
    formula: 'ZnSO4·7H2O',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'Zn', charge: 2, perFormulaUnit: 1 }],
  },
  {
    id: 'copper-sulfate-pentahydrate',
    name: 'Copper sulfate pentahydrate',
    formula: 'CuSO4·5H2O',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'Cu', charge: 2, perFormulaUnit: 1 }],
  },
  {
    // A very weak acid: practically undissociated, so it adds no measurable EC.
    id: 'boric-acid',
    name: 'Boric acid',
    formula: 'H3BO3',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [],
  },
  {
    id: 'sodium-molybdate-dihydrate',
    name: 'Sodium molybdate dihydrate',
    formula: 'Na2MoO4·2H2O',
    nitrateN: 0,
    ammoniumN: 0,
    cations: [{ ion: 'Na', charge: 1, perFormulaUnit: 2 }],
  },
] as const satisfies readonly SaltDefinition[];

export type SaltId = (typeof SALTS)[number]['id'];
export const SALT_IDS = SALTS.map((salt) => salt.id) as unknown as readonly [SaltId, ...SaltId[]];

/** What a product delivers per gram, whether it is a built-in salt or a label analysis. */
export interface Composition {
  /** Mass fraction (0–1) of each reported element, counting N only as nitrate and ammonium. */
  readonly fractions: Readonly<Record<NutrientElement, number>>;
  /** Mass fraction of ammonium-N (part of N). */
  readonly ammoniumN: number;
  /** mmol of cation charge (meq) released per gram dissolved: feeds the EC estimate. */
  readonly cationMeqPerGram: number;
}

export interface SaltComposition extends Composition {
  readonly molarMass: number;
}

function emptyFractions(): Record<NutrientElement, number> {
  return Object.fromEntries(NUTRIENT_ELEMENTS.map((element) => [element, 0])) as Record<
    NutrientElement,
    number
  >;
}

/** Element fractions, molar mass and cation charge of a salt, from its formula. */
export function saltComposition(salt: SaltDefinition): SaltComposition {
  const counts = parseFormula(salt.formula);
  // The list is fixed in code and every formula is parsed by the tests, so this is a programming error.
  if (!counts.ok) throw new Error(`Bad formula for ${salt.id}: ${counts.message}`);
  const molarMass = molarMassOf(counts.value);
  const fractions = emptyFractions();
  for (const element of NUTRIENT_ELEMENTS) {
    if (element === 'N') continue;
    const count = counts.value[element] ?? 0;
    fractions[element] = (count * ATOMIC_WEIGHTS[element]) / molarMass;
  }
  fractions.N = ((salt.nitrateN + salt.ammoniumN) * ATOMIC_WEIGHTS.N) / molarMass;
  const charge = salt.cations.reduce((sum, cation) => sum + cation.charge * cation.perFormulaUnit, 0);
  return {
    molarMass,
    fractions,
    ammoniumN: (salt.ammoniumN * ATOMIC_WEIGHTS.N) / molarMass,
    cationMeqPerGram: (charge * 1000) / molarMass,
  };
}

export const SALT_COMPOSITIONS: Readonly<Record<SaltId, SaltComposition>> = Object.fromEntries(
  SALTS.map((salt) => [salt.id, saltComposition(salt)]),
) as Record<SaltId, SaltComposition>;

export function findSalt(id: string): SaltDefinition | undefined {
  return SALTS.find((salt) => salt.id === id);
}

/** Fresh zeroed record per element, for sums. */
export function zeroPerElement(): Record<NutrientElement, number> {
  return emptyFractions();
}
