// Chemical (nutrient) Calculator. Domain reference ("Nutrient (chemical) calculator"):
//   ppm of an element = grams of product per litre × mass fraction of the element × 1000
// with fractions from molar masses (salts.ts) or from a label's guaranteed analysis, where
// P = P2O5 × 0.4364 and K = K2O × 0.8301 (chemistry.ts).
import { z } from 'zod/mini';
import { ATOMIC_WEIGHTS, K2O_TO_K, P2O5_TO_P } from './chemistry.ts';
import { formatNumber } from './format.ts';
import {
  ELEMENT_NAMES,
  findSalt,
  NUTRIENT_ELEMENTS,
  SALT_COMPOSITIONS,
  SALT_IDS,
  zeroPerElement,
  type Composition,
  type NutrientElement,
} from './salts.ts';
import {
  CONTAINER_VOLUME_SCALES,
  CONTAINER_VOLUME_UNITS,
  MASS_SCALES,
  MASS_UNITS,
  type ContainerVolumeUnit,
  type MassUnit,
} from './units.ts';
import {
  checkQuantity,
  choiceField,
  fail,
  finiteOrFail,
  numberField,
  ok,
  optionalNumberField,
  parseWith,
  quantityValueField,
  refineQuantity,
  type NumberRule,
  type QuantityRule,
  type Result,
} from './validation.ts';

// --- Estimated EC -------------------------------------------------------------------------------

// USDA Agriculture Handbook 60 (Richards 1954, "Diagnosis and Improvement of Saline and Alkali
// Soils"): total cations in meq/L ≈ 10 × EC in mS/cm (mmho/cm) for ordinary irrigation and nutrient
// waters. It ignores which ions they are, temperature and ion pairing, so it is an estimate to check
// against a meter, least reliable above about 5 mS/cm.
export const EC_ESTIMATE_METHOD =
  'Estimate: total cations (meq/L) ÷ 10, the USDA Handbook 60 rule of thumb, plus your source water EC. Check it with a meter.';
const CATION_MEQ_PER_MS_CM = 10;

export interface EcEstimate {
  readonly mSPerCm: number;
  /** Cations the fertilisers add, in meq/L. */
  readonly cationMeqPerLitre: number;
  /** The source-water EC that was added in (0 when none was entered). */
  readonly sourceWaterMsPerCm: number;
  readonly method: string;
}

export function estimateEc(cationMeqPerLitre: number, sourceWaterMsPerCm: number): EcEstimate {
  return {
    mSPerCm: cationMeqPerLitre / CATION_MEQ_PER_MS_CM + sourceWaterMsPerCm,
    cationMeqPerLitre,
    sourceWaterMsPerCm,
    method: EC_ESTIMATE_METHOD,
  };
}

// --- Products -----------------------------------------------------------------------------------

const percentRule = (subject: string): NumberRule => ({ subject, min: 0, max: 100, unit: '%' });

export const ANALYSIS_RULES = {
  nPct: percentRule('a total nitrogen (N) content'),
  p2o5Pct: percentRule('a phosphate (P₂O₅) content'),
  k2oPct: percentRule('a potash (K₂O) content'),
  ammoniacalNPct: percentRule('an ammoniacal nitrogen content'),
  caPct: percentRule('a calcium (Ca) content'),
  mgPct: percentRule('a magnesium (Mg) content'),
  sPct: percentRule('a sulfur (S) content'),
  fePct: percentRule('an iron (Fe) content'),
  mnPct: percentRule('a manganese (Mn) content'),
  znPct: percentRule('a zinc (Zn) content'),
  cuPct: percentRule('a copper (Cu) content'),
  bPct: percentRule('a boron (B) content'),
  moPct: percentRule('a molybdenum (Mo) content'),
} as const satisfies Record<string, NumberRule>;

/** Optional label elements and the reported element each one feeds (as the element, not an oxide). */
const OPTIONAL_ELEMENT_FIELDS = {
  caPct: 'Ca',
  mgPct: 'Mg',
  sPct: 'S',
  fePct: 'Fe',
  mnPct: 'Mn',
  znPct: 'Zn',
  cuPct: 'Cu',
  bPct: 'B',
  moPct: 'Mo',
} as const satisfies Partial<Record<keyof typeof ANALYSIS_RULES, NutrientElement>>;

export const guaranteedAnalysisSchema = z
  .object({
    nPct: numberField(ANALYSIS_RULES.nPct),
    p2o5Pct: numberField(ANALYSIS_RULES.p2o5Pct),
    k2oPct: numberField(ANALYSIS_RULES.k2oPct),
    /** The ammoniacal part of N, when the label gives it. */
    ammoniacalNPct: optionalNumberField(ANALYSIS_RULES.ammoniacalNPct),
    caPct: optionalNumberField(ANALYSIS_RULES.caPct),
    mgPct: optionalNumberField(ANALYSIS_RULES.mgPct),
    sPct: optionalNumberField(ANALYSIS_RULES.sPct),
    fePct: optionalNumberField(ANALYSIS_RULES.fePct),
    mnPct: optionalNumberField(ANALYSIS_RULES.mnPct),
    znPct: optionalNumberField(ANALYSIS_RULES.znPct),
    cuPct: optionalNumberField(ANALYSIS_RULES.cuPct),
    bPct: optionalNumberField(ANALYSIS_RULES.bPct),
    moPct: optionalNumberField(ANALYSIS_RULES.moPct),
  })
  .check(
    z.superRefine((analysis, ctx) => {
      if (analysis.ammoniacalNPct !== undefined && analysis.ammoniacalNPct > analysis.nPct) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter an ammoniacal nitrogen content no larger than the total nitrogen',
          path: ['ammoniacalNPct'],
        });
      }
      const optional = Object.keys(OPTIONAL_ELEMENT_FIELDS) as (keyof typeof OPTIONAL_ELEMENT_FIELDS)[];
      const total =
        analysis.nPct +
        analysis.p2o5Pct +
        analysis.k2oPct +
        optional.reduce((sum, key) => sum + (analysis[key] ?? 0), 0);
      if (total > 100) {
        ctx.addIssue({
          code: 'custom',
          message: `The analysis adds up to ${formatNumber(total, 1)} %, more than 100 %. Check the label figures`,
          path: ['nPct'],
        });
      } else if (total === 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter at least one nutrient content above 0 %',
          path: ['nPct'],
        });
      }
    }),
  );
export type GuaranteedAnalysis = z.infer<typeof guaranteedAnalysisSchema>;

// Cation charge from a label, for the EC estimate: K⁺, Ca²⁺, Mg²⁺ and NH₄⁺ (as its N). Nitrogen not
// declared as ammoniacal is treated as not a cation (nitrate or urea); trace metals are negligible.
export function analysisCationMeqPerGram(
  fractions: Readonly<Record<NutrientElement, number>>,
  ammoniumN: number,
): number {
  const mgPerGram = (fraction: number) => fraction * 1000;
  return (
    mgPerGram(fractions.K) / ATOMIC_WEIGHTS.K +
    (2 * mgPerGram(fractions.Ca)) / ATOMIC_WEIGHTS.Ca +
    (2 * mgPerGram(fractions.Mg)) / ATOMIC_WEIGHTS.Mg +
    mgPerGram(ammoniumN) / ATOMIC_WEIGHTS.N
  );
}

/** Element fractions of a labelled product; P and K converted from their oxide forms. */
export function analysisComposition(analysis: GuaranteedAnalysis): Composition {
  const fractions = zeroPerElement();
  fractions.N = analysis.nPct / 100;
  fractions.P = (analysis.p2o5Pct * P2O5_TO_P) / 100;
  fractions.K = (analysis.k2oPct * K2O_TO_K) / 100;
  for (const [field, element] of Object.entries(OPTIONAL_ELEMENT_FIELDS) as [
    keyof typeof OPTIONAL_ELEMENT_FIELDS,
    NutrientElement,
  ][]) {
    fractions[element] = (analysis[field] ?? 0) / 100;
  }
  const ammoniumN = (analysis.ammoniacalNPct ?? 0) / 100;
  return { fractions, ammoniumN, cationMeqPerGram: analysisCationMeqPerGram(fractions, ammoniumN) };
}

export const MAX_PRODUCT_NAME_LENGTH = 100;

export const productSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('salt'), saltId: choiceField(SALT_IDS, 'Choose a fertiliser') }),
    z.object({
      kind: z.literal('custom'),
      name: z
        .string({ error: 'Enter a product name' })
        .check(
          z.trim(),
          z.minLength(1, 'Enter a product name'),
          z.maxLength(
            MAX_PRODUCT_NAME_LENGTH,
            `Product name must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`,
          ),
        ),
      analysis: guaranteedAnalysisSchema,
    }),
  ],
  { error: 'Choose a fertiliser or enter a custom product' },
);
export type Product = z.infer<typeof productSchema>;

function productName(product: Product): string {
  return product.kind === 'salt' ? (findSalt(product.saltId)?.name ?? product.saltId) : product.name;
}

function productComposition(product: Product): Composition {
  return product.kind === 'salt' ? SALT_COMPOSITIONS[product.saltId] : analysisComposition(product.analysis);
}

// --- Limits ------------------------------------------------------------------------------------

// 1,000,000 L (264,000 gal) is more than any fertigation tank.
export const TANK_VOLUME_RULE: QuantityRule<ContainerVolumeUnit> = {
  subject: 'a tank volume',
  min: 0,
  max: 1_000_000,
  minExclusive: true,
  units: CONTAINER_VOLUME_SCALES,
};
// One tonne of one product in one tank is a typo.
export const AMOUNT_RULE: QuantityRule<MassUnit> = {
  subject: 'an amount',
  min: 0,
  max: 1_000_000,
  minExclusive: true,
  units: MASS_SCALES,
};
// Feed solutions carry a few hundred ppm of N or K at most; 10,000 ppm is a stock, not a target.
export const TARGET_PPM_RULE: NumberRule = {
  subject: 'a target',
  min: 0,
  max: 10_000,
  minExclusive: true,
  unit: 'ppm',
};
// Reverse-osmosis water is near 0; hard tap water rarely passes 1.5 mS/cm.
export const SOURCE_WATER_EC_RULE: NumberRule = {
  subject: 'a source water EC',
  min: 0,
  max: 5,
  unit: 'mS/cm',
};
// Injectors are commonly 1:100 or 1:200; 1:2 to 1:1,000 covers every dosing ratio sold.
export const STOCK_RATIO_RULE: NumberRule = { subject: 'a dilution ratio', min: 2, max: 1000 };
export const STOCK_VOLUME_RULE: QuantityRule<ContainerVolumeUnit> = {
  subject: 'a stock tank volume',
  min: 0,
  max: 100_000,
  minExclusive: true,
  units: CONTAINER_VOLUME_SCALES,
};
export const MAX_MIX_LINES = 30;

export const STOCK_PARTS = ['A', 'B'] as const;
export type StockPart = (typeof STOCK_PARTS)[number];

// --- Forward: amounts → ppm and EC ----------------------------------------------------------------

const mixLineSchema = z
  .object({
    product: productSchema,
    amount: quantityValueField(AMOUNT_RULE),
    amountUnit: choiceField(MASS_UNITS, 'Choose a mass unit'),
    /** Which concentrate tank the product goes in (stock mode). */
    part: z.optional(choiceField(STOCK_PARTS, 'Choose tank A or B')),
  })
  .check(
    z.superRefine((line, ctx) => refineQuantity(ctx, line.amount, line.amountUnit, AMOUNT_RULE, 'amount')),
  );

const stockSchema = z
  .object({
    /** N in "1:N": one part concentrate to N parts of final solution. */
    ratio: numberField(STOCK_RATIO_RULE),
    volume: quantityValueField(STOCK_VOLUME_RULE),
    volumeUnit: choiceField(CONTAINER_VOLUME_UNITS, 'Choose a volume unit'),
  })
  .check(
    z.superRefine((stock, ctx) =>
      refineQuantity(ctx, stock.volume, stock.volumeUnit, STOCK_VOLUME_RULE, 'volume'),
    ),
  );

export const mixSchema = z
  .object({
    /** Volume of final (working) solution the amounts are dissolved in. */
    tankVolume: quantityValueField(TANK_VOLUME_RULE),
    tankVolumeUnit: choiceField(CONTAINER_VOLUME_UNITS, 'Choose a volume unit'),
    lines: z
      .array(mixLineSchema, { error: 'Add at least one fertiliser' })
      .check(
        z.minLength(1, 'Add at least one fertiliser'),
        z.maxLength(MAX_MIX_LINES, `Use at most ${MAX_MIX_LINES} fertilisers`),
      ),
    sourceWaterEc: optionalNumberField(SOURCE_WATER_EC_RULE),
    stock: z.optional(stockSchema),
  })
  .check(
    z.superRefine((mix, ctx) =>
      refineQuantity(ctx, mix.tankVolume, mix.tankVolumeUnit, TANK_VOLUME_RULE, 'tankVolume'),
    ),
  );
export type MixInput = z.infer<typeof mixSchema>;

export interface MixLineResult {
  readonly name: string;
  readonly part: StockPart | null;
  readonly gramsPerTank: number;
  readonly gramsPerLitre: number;
  readonly ppm: Readonly<Record<NutrientElement, number>>;
}

export interface StockLineResult {
  readonly name: string;
  readonly part: StockPart | null;
  /** Grams to dissolve in the stock tank: g/L of final solution × ratio × stock litres. */
  readonly gramsPerStockTank: number;
  readonly stockGramsPerLitre: number;
}

export interface StockPlan {
  readonly ratio: number;
  readonly stockLitres: number;
  /** Litres of final solution one stock tank makes (per part). */
  readonly finalLitresPerStockTank: number;
  readonly lines: readonly StockLineResult[];
  readonly warnings: readonly string[];
}

export interface MixResult {
  readonly tankLitres: number;
  readonly lines: readonly MixLineResult[];
  /** Sum over all products, mg/L. */
  readonly ppm: Readonly<Record<NutrientElement, number>>;
  /** The ammonium part of N as supplied (label products count only what they declare). */
  readonly ammoniumNPpm: number;
  readonly ecEstimate: EcEstimate;
  readonly stock: StockPlan | null;
}

function ppmFor(composition: Composition, gramsPerLitre: number): Record<NutrientElement, number> {
  const ppm = zeroPerElement();
  for (const element of NUTRIENT_ELEMENTS)
    ppm[element] = gramsPerLitre * composition.fractions[element] * 1000;
  return ppm;
}

// Concentrates: calcium with sulfate or phosphate precipitates as gypsum or calcium phosphate, which
// is why feeds are split into A (calcium, iron) and B (sulfates, phosphates) tanks. At working
// strength they mix fine, so this is only checked for stock tanks.
export function stockWarnings(
  lines: readonly Pick<MixLineResult, 'name' | 'part'>[],
  compositions: readonly Composition[],
): string[] {
  type Entry = { name: string; fractions: Composition['fractions'] };
  const warnings: string[] = [];
  const groups = new Map<StockPart | null, Entry[]>();
  for (const [index, line] of lines.entries()) {
    const composition = compositions[index];
    if (!composition) continue;
    groups.set(line.part, [
      ...(groups.get(line.part) ?? []),
      { name: line.name, fractions: composition.fractions },
    ]);
  }
  for (const [part, group] of groups) {
    const calcium = group.filter((line) => line.fractions.Ca > 0);
    const partners = group.filter(
      (line) => (line.fractions.S > 0 || line.fractions.P > 0) && !calcium.includes(line),
    );
    if (calcium.length > 0 && partners.length > 0) {
      const where = part ? `tank ${part}` : 'the same concentrate';
      warnings.push(
        `${calcium.map((line) => line.name).join(', ')} and ${partners.map((line) => line.name).join(', ')} are in ${where}: ` +
          'calcium precipitates with sulfate and phosphate in concentrates. Put them in separate A and B tanks.',
      );
    }
  }
  return warnings;
}

export interface Dissolved {
  /** mg/L of each element. */
  readonly ppm: Readonly<Record<NutrientElement, number>>;
  readonly ammoniumNPpm: number;
  readonly ecEstimate: EcEstimate;
}

/**
 * What grams of products dissolved in `litres` of water give: ppm of each element (g/L × fraction ×
 * 1000), the ammonium part of N, and the estimated EC. The one formula the calculator, tank batches
 * and fertility share (the database repeats it in arca_batch_refresh).
 */
export function dissolve(
  lines: readonly { readonly composition: Composition; readonly grams: number }[],
  litres: number,
  sourceWaterMsPerCm: number,
): Dissolved {
  const ppm = zeroPerElement();
  let ammoniumNPpm = 0;
  let cationMeqPerLitre = 0;
  for (const { composition, grams } of lines) {
    const gramsPerLitre = grams / litres;
    for (const element of NUTRIENT_ELEMENTS)
      ppm[element] += gramsPerLitre * composition.fractions[element] * 1000;
    ammoniumNPpm += gramsPerLitre * composition.ammoniumN * 1000;
    cationMeqPerLitre += gramsPerLitre * composition.cationMeqPerGram;
  }
  return { ppm, ammoniumNPpm, ecEstimate: estimateEc(cationMeqPerLitre, sourceWaterMsPerCm) };
}

/** ppm of each element, estimated EC and (optionally) a stock-tank plan for a list of products and amounts. */
export function calculateMix(input: MixInput): Result<MixResult> {
  const parsed = parseWith(mixSchema, input);
  if (!parsed.ok) return parsed;
  const mix = parsed.value;
  const tankLitres = checkQuantity(mix.tankVolume, mix.tankVolumeUnit, TANK_VOLUME_RULE);
  if (!tankLitres.ok) return { ...tankLitres, field: 'tankVolume' };

  const lines: MixLineResult[] = [];
  const compositions: Composition[] = [];
  for (const [index, line] of mix.lines.entries()) {
    const grams = checkQuantity(line.amount, line.amountUnit, AMOUNT_RULE);
    if (!grams.ok) return { ...grams, field: `lines.${index}.amount` };
    const composition = productComposition(line.product);
    const gramsPerLitre = grams.value / tankLitres.value;
    lines.push({
      name: productName(line.product),
      part: line.part ?? null,
      gramsPerTank: grams.value,
      gramsPerLitre,
      ppm: ppmFor(composition, gramsPerLitre),
    });
    compositions.push(composition);
  }

  const { ppm, ammoniumNPpm, ecEstimate } = dissolve(
    lines.map((line, index) => ({ composition: compositions[index]!, grams: line.gramsPerTank })),
    tankLitres.value,
    mix.sourceWaterEc ?? 0,
  );

  let stock: StockPlan | null = null;
  if (mix.stock) {
    const stockLitres = checkQuantity(mix.stock.volume, mix.stock.volumeUnit, STOCK_VOLUME_RULE);
    if (!stockLitres.ok) return { ...stockLitres, field: 'stock.volume' };
    const ratio = mix.stock.ratio;
    stock = {
      ratio,
      stockLitres: stockLitres.value,
      finalLitresPerStockTank: stockLitres.value * ratio,
      lines: lines.map((line) => ({
        name: line.name,
        part: line.part,
        gramsPerStockTank: line.gramsPerLitre * ratio * stockLitres.value,
        stockGramsPerLitre: line.gramsPerLitre * ratio,
      })),
      warnings: stockWarnings(lines, compositions),
    };
  }

  return finiteOrFail({
    tankLitres: tankLitres.value,
    lines,
    ppm,
    ammoniumNPpm,
    ecEstimate,
    stock,
  });
}

// --- Reverse: target ppm of one element → grams ----------------------------------------------------

export const gramsForTargetSchema = z
  .object({
    product: productSchema,
    element: choiceField(NUTRIENT_ELEMENTS, 'Choose an element'),
    targetPpm: numberField(TARGET_PPM_RULE),
    tankVolume: quantityValueField(TANK_VOLUME_RULE),
    tankVolumeUnit: choiceField(CONTAINER_VOLUME_UNITS, 'Choose a volume unit'),
  })
  .check(
    z.superRefine((input, ctx) =>
      refineQuantity(ctx, input.tankVolume, input.tankVolumeUnit, TANK_VOLUME_RULE, 'tankVolume'),
    ),
  );
export type GramsForTargetInput = z.infer<typeof gramsForTargetSchema>;

export interface GramsForTargetResult {
  readonly gramsPerTank: number;
  readonly gramsPerLitre: number;
  /** Everything that dose brings, the target element included. */
  readonly ppm: Readonly<Record<NutrientElement, number>>;
  readonly ecEstimate: EcEstimate;
}

/** Grams of one product to reach a target ppm of one element in the tank: g/L = ppm ÷ (fraction × 1000). */
export function gramsForTarget(input: GramsForTargetInput): Result<GramsForTargetResult> {
  const parsed = parseWith(gramsForTargetSchema, input);
  if (!parsed.ok) return parsed;
  const { product, element, targetPpm } = parsed.value;
  const tankLitres = checkQuantity(parsed.value.tankVolume, parsed.value.tankVolumeUnit, TANK_VOLUME_RULE);
  if (!tankLitres.ok) return { ...tankLitres, field: 'tankVolume' };
  const composition = productComposition(product);
  const fraction = composition.fractions[element];
  if (fraction <= 0) {
    return fail(
      `${productName(product)} contains no ${ELEMENT_NAMES[element]} (${element}). Choose a product that supplies it.`,
      'element',
    );
  }
  const gramsPerLitre = targetPpm / (fraction * 1000);
  return finiteOrFail({
    gramsPerTank: gramsPerLitre * tankLitres.value,
    gramsPerLitre,
    ppm: ppmFor(composition, gramsPerLitre),
    ecEstimate: estimateEc(gramsPerLitre * composition.cationMeqPerGram, 0),
  });
}

/** Element fractions (0–1) of a built-in salt or a labelled product, for showing a product's make-up. */
export function productFractions(product: Product): Result<Readonly<Record<NutrientElement, number>>> {
  const parsed = parseWith(productSchema, product);
  if (!parsed.ok) return parsed;
  return ok(productComposition(parsed.value).fractions);
}
