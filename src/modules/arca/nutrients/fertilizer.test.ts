import { describe, expect, it } from 'vitest';
import { calculateMix } from '../chemical.ts';
import {
  analysisFromLabel,
  analysisFromSalt,
  analysisTotal,
  compositionOf,
  isInMixingOrder,
  labelFromAnalysis,
  mixingOrder,
  npkLine,
  suggestedMixGroup,
} from './fertilizer.ts';

describe('a salt from the Chemical Calculator', () => {
  it('keeps the printed element fractions and splits N by form', () => {
    // Domain reference: calcium nitrate tetrahydrate Ca 16.97 %, N 11.86 %; potassium nitrate K 38.67 %, N 13.85 %.
    const canit = analysisFromSalt('calcium-nitrate-tetrahydrate');
    expect(canit.ca_pct).toBeCloseTo(16.97, 2);
    expect(canit.n_nitrate_pct).toBeCloseTo(11.86, 2);
    expect(canit.n_ammonium_pct).toBe(0);
    const greenhouse = analysisFromSalt('calcium-nitrate-greenhouse');
    // 11 nitrate N to 1 ammonium N in the double salt.
    expect(greenhouse.n_nitrate_pct / greenhouse.n_ammonium_pct).toBeCloseTo(11, 5);
    const mkp = analysisFromSalt('monopotassium-phosphate');
    expect(mkp.p_pct).toBeCloseTo(22.76, 2);
    expect(mkp.k_pct).toBeCloseTo(28.73, 2);
    expect(npkLine(mkp, 'oxide')).toBe('0-52.2-34.6');
  });

  it('delivers in a mix exactly what the calculator computes for the same salt', () => {
    const grams = 125;
    const litres = 100;
    const fromCalculator = calculateMix({
      tankVolume: litres,
      tankVolumeUnit: 'L',
      lines: [{ product: { kind: 'salt', saltId: 'potassium-nitrate' }, amount: grams, amountUnit: 'g' }],
    });
    if (!fromCalculator.ok) throw new Error(fromCalculator.message);
    const composition = compositionOf(analysisFromSalt('potassium-nitrate'));
    const kPpm = (grams / litres) * composition.fractions.K * 1000;
    expect(kPpm).toBeCloseTo(fromCalculator.value.ppm.K, 2);
    const meq = (grams / litres) * composition.cationMeqPerGram;
    expect(meq / 10).toBeCloseTo(fromCalculator.value.ecEstimate.mSPerCm, 3);
  });
});

describe('a label', () => {
  const label = {
    nitrateN: 3,
    ammoniumN: 1,
    ureaN: 0,
    phosphorus: 10,
    potassium: 20,
    pkBasis: 'oxide' as const,
    others: { Mg: 2, S: 3 },
  };

  it('turns oxides into elements with the calculator’s factors', () => {
    const a = analysisFromLabel(label);
    expect(a.p_pct).toBeCloseTo(10 * 0.4364, 4);
    expect(a.k_pct).toBeCloseTo(20 * 0.8301, 4);
    expect(a.mg_pct).toBe(2);
    expect(a.n_ammonium_pct).toBe(1);
    // K⁺ + Mg²⁺ + NH₄⁺ per gram: 166.02 mg K / 39.098 + 2 × 20 mg Mg / 24.305 + 10 mg N / 14.007.
    expect(a.cation_meq_per_g).toBeCloseTo(166.02 / 39.098 + 40 / 24.305 + 10 / 14.007, 3);
  });

  it('reads back as printed, in either basis', () => {
    const a = analysisFromLabel(label);
    const back = labelFromAnalysis(a, 'oxide');
    expect(back.phosphorus).toBeCloseTo(10, 3);
    expect(back.potassium).toBeCloseTo(20, 3);
    expect(back.others.S).toBe(3);
    const elemental = labelFromAnalysis(a, 'elemental');
    expect(elemental.phosphorus).toBeCloseTo(4.364, 3);
    expect(npkLine(a, 'oxide')).toBe('4-10-20');
    expect(analysisTotal(a)).toBeCloseTo(4 + 4.364 + 16.602 + 2 + 3, 3);
  });

  it('an elemental label is stored as it is', () => {
    const a = analysisFromLabel({ ...label, pkBasis: 'elemental', phosphorus: 5, potassium: 8 });
    expect(a.p_pct).toBe(5);
    expect(a.k_pct).toBe(8);
  });
});

describe('mixing order', () => {
  const items = [
    { name: 'MKP', mixGroup: 'other' as const },
    { name: 'CalNit', mixGroup: 'calcium' as const },
    { name: 'pH down', mixGroup: 'additive' as const },
    { name: 'Epsom', mixGroup: 'other' as const },
    { name: 'Silica', mixGroup: 'silica' as const },
  ];

  it('puts additives and acids, then silica, then calcium / part A, then the rest', () => {
    expect(mixingOrder(items).map((i) => i.name)).toEqual(['pH down', 'Silica', 'CalNit', 'MKP', 'Epsom']);
    expect(isInMixingOrder(items)).toBe(false);
    expect(isInMixingOrder(mixingOrder(items))).toBe(true);
  });

  it('suggests part A for calcium carriers', () => {
    expect(suggestedMixGroup(analysisFromSalt('calcium-nitrate-tetrahydrate'))).toBe('calcium');
    expect(suggestedMixGroup(analysisFromSalt('magnesium-sulfate-heptahydrate'))).toBe('other');
  });
});
