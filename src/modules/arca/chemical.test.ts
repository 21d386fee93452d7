import { describe, expect, it } from 'vitest';
import {
  analysisComposition,
  calculateMix,
  EC_ESTIMATE_METHOD,
  gramsForTarget,
  guaranteedAnalysisSchema,
  mixSchema,
  productFractions,
  type GuaranteedAnalysis,
  type MixInput,
} from './chemical.ts';
import type { Result } from './validation.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

const salt = (saltId: string) => ({ kind: 'salt', saltId }) as MixInput['lines'][number]['product'];
const grams = (product: MixInput['lines'][number]['product'], amount: number) =>
  ({ product, amount, amountUnit: 'g' }) as const;

const twentyTwentyTwenty: GuaranteedAnalysis = { nPct: 20, p2o5Pct: 20, k2oPct: 20 };

describe('forward: grams → ppm', () => {
  it('1 g/L calcium nitrate tetrahydrate gives 169.7 ppm Ca and 118.6 ppm N', () => {
    const result = unwrap(
      calculateMix({
        tankVolume: 100,
        tankVolumeUnit: 'L',
        lines: [grams(salt('calcium-nitrate-tetrahydrate'), 100)],
      }),
    );
    expect(result.tankLitres).toBe(100);
    expect(result.lines[0]?.gramsPerLitre).toBe(1);
    expect(result.ppm.Ca).toBeCloseTo(169.72, 2);
    expect(result.ppm.N).toBeCloseTo(118.63, 2);
    expect(result.ppm.K).toBe(0);
  });

  it('adds up several products and works in gallons and ounces', () => {
    const result = unwrap(
      calculateMix({
        tankVolume: 100 / 3.785411784,
        tankVolumeUnit: 'gal',
        lines: [
          grams(salt('potassium-nitrate'), 50),
          { product: salt('magnesium-sulfate-heptahydrate'), amount: 50 / 28.349523125, amountUnit: 'oz' },
        ],
      }),
    );
    expect(result.tankLitres).toBeCloseTo(100, 9);
    expect(result.lines[1]?.gramsPerTank).toBeCloseTo(50, 9);
    // 0.5 g/L each: K 193.4, N 69.3, Mg 49.3, S 65.0 ppm.
    expect(result.ppm.K).toBeCloseTo(193.36, 2);
    expect(result.ppm.N).toBeCloseTo(69.27, 2);
    expect(result.ppm.Mg).toBeCloseTo(49.31, 2);
    expect(result.ppm.S).toBeCloseTo(65.04, 2);
  });

  it('converts a label analysis from oxides: 1 g/L of 20-20-20 = 200 ppm N, 87.28 ppm P, 166.02 ppm K', () => {
    const result = unwrap(
      calculateMix({
        tankVolume: 10,
        tankVolumeUnit: 'L',
        lines: [grams({ kind: 'custom', name: '20-20-20', analysis: twentyTwentyTwenty }, 10)],
      }),
    );
    expect(result.ppm.N).toBeCloseTo(200, 9);
    expect(result.ppm.P).toBeCloseTo(87.28, 9);
    expect(result.ppm.K).toBeCloseTo(166.02, 9);
  });

  it('reports ammonium-N from salts and from labels that declare it', () => {
    const result = unwrap(
      calculateMix({
        tankVolume: 1,
        tankVolumeUnit: 'L',
        lines: [
          grams(salt('ammonium-nitrate'), 0.1),
          grams({ kind: 'custom', name: 'Label', analysis: { ...twentyTwentyTwenty, ammoniacalNPct: 4 } }, 1),
        ],
      }),
    );
    // NH4NO3: half its 35 % N is ammonium → 17.5 ppm; the label: 4 % of 1 g/L → 40 ppm.
    expect(result.ammoniumNPpm).toBeCloseTo(17.5 + 40, 1);
  });
});

describe('estimated EC', () => {
  it('is total cations (meq/L) ÷ 10, labelled as an estimate', () => {
    const result = unwrap(
      calculateMix({ tankVolume: 1, tankVolumeUnit: 'L', lines: [grams(salt('potassium-nitrate'), 1)] }),
    );
    expect(result.ecEstimate.cationMeqPerLitre).toBeCloseTo(9.891, 3);
    expect(result.ecEstimate.mSPerCm).toBeCloseTo(0.9891, 4);
    expect(result.ecEstimate.method).toBe(EC_ESTIMATE_METHOD);
    expect(EC_ESTIMATE_METHOD).toMatch(/^Estimate/);
  });

  it('counts divalent cations twice and adds the source water', () => {
    const result = unwrap(
      calculateMix({
        tankVolume: 1,
        tankVolumeUnit: 'L',
        lines: [grams(salt('calcium-nitrate-tetrahydrate'), 1), grams(salt('boric-acid'), 1)],
        sourceWaterEc: 0.3,
      }),
    );
    // 1 g/L Ca(NO3)2·4H2O = 4.235 mmol Ca2+ = 8.469 meq; boric acid adds none.
    expect(result.ecEstimate.cationMeqPerLitre).toBeCloseTo(8.469, 3);
    expect(result.ecEstimate.mSPerCm).toBeCloseTo(0.8469 + 0.3, 4);
  });
});

describe('reverse: target ppm → grams', () => {
  it('200 ppm N from potassium nitrate in 100 L needs 144.4 g', () => {
    const result = unwrap(
      gramsForTarget({
        product: salt('potassium-nitrate'),
        element: 'N',
        targetPpm: 200,
        tankVolume: 100,
        tankVolumeUnit: 'L',
      }),
    );
    expect(result.gramsPerTank).toBeCloseTo(144.36, 2);
    expect(result.ppm.N).toBeCloseTo(200, 9);
    expect(result.ppm.K).toBeCloseTo(558.26, 2);
  });

  it('round-trips grams → ppm → grams', () => {
    for (const [saltId, element] of [
      ['monopotassium-phosphate', 'P'],
      ['magnesium-sulfate-heptahydrate', 'Mg'],
      ['iron-dtpa', 'Fe'],
      ['sodium-molybdate-dihydrate', 'Mo'],
    ] as const) {
      const forward = unwrap(
        calculateMix({ tankVolume: 250, tankVolumeUnit: 'L', lines: [grams(salt(saltId), 37.5)] }),
      );
      const back = unwrap(
        gramsForTarget({
          product: salt(saltId),
          element,
          targetPpm: forward.ppm[element],
          tankVolume: 250,
          tankVolumeUnit: 'L',
        }),
      );
      expect(back.gramsPerTank).toBeCloseTo(37.5, 9);
    }
  });

  it('says when the product does not contain the element', () => {
    expect(
      gramsForTarget({
        product: salt('potassium-nitrate'),
        element: 'P',
        targetPpm: 50,
        tankVolume: 100,
        tankVolumeUnit: 'L',
      }),
    ).toEqual({
      ok: false,
      message: 'Potassium nitrate contains no phosphorus (P). Choose a product that supplies it.',
      field: 'element',
    });
  });

  it('rejects a zero or absurd target', () => {
    const base = {
      product: salt('potassium-nitrate'),
      element: 'K',
      tankVolume: 100,
      tankVolumeUnit: 'L',
    } as const;
    expect(gramsForTarget({ ...base, targetPpm: 0 })).toEqual({
      ok: false,
      message: 'Enter a target greater than 0',
      field: 'targetPpm',
    });
    expect(gramsForTarget({ ...base, targetPpm: 1e12 })).toEqual({
      ok: false,
      message: 'Enter a target of at most 10,000 ppm',
      field: 'targetPpm',
    });
  });
});

describe('stock tanks', () => {
  it('scales grams by the ratio and the stock volume (1:100, 50 L)', () => {
    const result = unwrap(
      calculateMix({
        tankVolume: 100,
        tankVolumeUnit: 'L',
        lines: [
          { ...grams(salt('calcium-nitrate-greenhouse'), 100), part: 'A' },
          { ...grams(salt('magnesium-sulfate-heptahydrate'), 50), part: 'B' },
        ],
        stock: { ratio: 100, volume: 50, volumeUnit: 'L' },
      }),
    );
    expect(result.stock?.finalLitresPerStockTank).toBe(5000);
    expect(result.stock?.lines[0]?.gramsPerStockTank).toBeCloseTo(5000, 9);
    expect(result.stock?.lines[0]?.stockGramsPerLitre).toBeCloseTo(100, 9);
    expect(result.stock?.lines[1]?.gramsPerStockTank).toBeCloseTo(2500, 9);
    expect(result.stock?.warnings).toEqual([]);
  });

  it('warns when calcium shares a concentrate with sulfate or phosphate', () => {
    const result = unwrap(
      calculateMix({
        tankVolume: 100,
        tankVolumeUnit: 'L',
        lines: [
          grams(salt('calcium-nitrate-greenhouse'), 100),
          grams(salt('monopotassium-phosphate'), 20),
          grams(salt('potassium-nitrate'), 20),
        ],
        stock: { ratio: 200, volume: 20, volumeUnit: 'gal' },
      }),
    );
    expect(result.stock?.warnings).toHaveLength(1);
    expect(result.stock?.warnings[0]).toMatch(
      /^Calcium nitrate, greenhouse grade .* and Monopotassium phosphate \(MKP\) are in the same concentrate/,
    );
  });

  it('leaves the stock plan out when no stock tank is given', () => {
    const result = unwrap(
      calculateMix({ tankVolume: 100, tankVolumeUnit: 'L', lines: [grams(salt('potassium-nitrate'), 10)] }),
    );
    expect(result.stock).toBeNull();
  });
});

describe('input checks', () => {
  it.each([
    [{ lines: [] }, 'Add at least one fertiliser', 'lines'],
    [{ tankVolume: 0 }, 'Enter a tank volume greater than 0', 'tankVolume'],
    [{ tankVolume: 1e9 }, 'Enter a tank volume of at most 1,000,000 L', 'tankVolume'],
    [{ lines: [grams(salt('potassium-nitrate'), 0)] }, 'Enter an amount greater than 0', 'lines.0.amount'],
    [{ lines: [grams(salt('gold-nitrate'), 10)] }, 'Choose a fertiliser', 'lines.0.product.saltId'],
    [{ sourceWaterEc: 9 }, 'Enter a source water EC between 0 and 5 mS/cm', 'sourceWaterEc'],
    [
      { stock: { ratio: 1, volume: 10, volumeUnit: 'L' } },
      'Enter a dilution ratio between 2 and 1,000',
      'stock.ratio',
    ],
  ])('explains %o', (change, message, field) => {
    const input = {
      tankVolume: 100,
      tankVolumeUnit: 'L',
      lines: [grams(salt('potassium-nitrate'), 10)],
      ...change,
    };
    expect(calculateMix(input as MixInput)).toEqual({ ok: false, message, field });
  });

  it('checks label analyses', () => {
    const first = (analysis: unknown) =>
      guaranteedAnalysisSchema.safeParse(analysis).error?.issues[0]?.message;
    expect(first({ nPct: 60, p2o5Pct: 60, k2oPct: 0 })).toBe(
      'The analysis adds up to 120 %, more than 100 %. Check the label figures',
    );
    expect(first({ nPct: 0, p2o5Pct: 0, k2oPct: 0 })).toBe('Enter at least one nutrient content above 0 %');
    expect(first({ nPct: 10, p2o5Pct: 0, k2oPct: 0, ammoniacalNPct: 12 })).toBe(
      'Enter an ammoniacal nitrogen content no larger than the total nitrogen',
    );
    expect(first({ nPct: -1, p2o5Pct: 0, k2oPct: 0 })).toBe(
      'Enter a total nitrogen (N) content between 0 and 100 %',
    );
    expect(first({ nPct: 10, p2o5Pct: Number.NaN, k2oPct: 0 })).toBe('Enter a phosphate (P₂O₅) content');
  });

  it('gives element fractions of a label product, optional elements included', () => {
    const fractions = unwrap(
      productFractions({
        kind: 'custom',
        name: 'Cal-Mag',
        analysis: { nPct: 2, p2o5Pct: 0, k2oPct: 0, caPct: 4, mgPct: 1.5 },
      }),
    );
    expect(fractions.Ca).toBeCloseTo(0.04, 12);
    expect(fractions.Mg).toBeCloseTo(0.015, 12);
    expect(analysisComposition({ nPct: 0, p2o5Pct: 0, k2oPct: 60 }).fractions.K).toBeCloseTo(0.498, 3);
  });

  it('accepts blank optional label fields from a form', () => {
    const parsed = mixSchema.safeParse({
      tankVolume: 100,
      tankVolumeUnit: 'L',
      lines: [
        grams(
          {
            kind: 'custom',
            name: ' Bloom ',
            analysis: { nPct: 5, p2o5Pct: 15, k2oPct: 14, caPct: Number.NaN },
          },
          50,
        ),
      ],
      sourceWaterEc: Number.NaN,
    });
    expect(parsed.success).toBe(true);
    const product = parsed.data?.lines[0]?.product;
    expect(product?.kind === 'custom' && product.name).toBe('Bloom');
  });
});
