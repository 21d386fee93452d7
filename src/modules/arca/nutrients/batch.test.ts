import { describe, expect, it } from 'vitest';
import { analysisFromSalt, compositionOf } from './fertilizer.ts';
import { amountToGrams, batchFigures, concentrateDrawn, ecMismatch, feedElements } from './batch.ts';

const canit = compositionOf(analysisFromSalt('calcium-nitrate-tetrahydrate'));
const epsom = compositionOf(analysisFromSalt('magnesium-sulfate-heptahydrate'));

describe('amounts', () => {
  it('weighs liquids through their density and refuses a volume without one', () => {
    expect(amountToGrams(2, 'kg', null)).toBe(2000);
    expect(amountToGrams(500, 'mL', 1.3)).toBeCloseTo(650);
    expect(amountToGrams(1.5, 'L', 1.2)).toBeCloseTo(1800);
    expect(amountToGrams(10, 'mL', null)).toBeNull();
  });
});

describe('a stock-tank batch at working strength', () => {
  // 10 kg of calcium nitrate in 100 L of concentrate at 1:100 makes 10,000 L of feed at 1 g/L.
  const input = {
    lines: [{ name: 'Calcium nitrate', composition: canit, grams: 10_000 }],
    volumeL: 100,
    dilutionRatio: 100,
    sourceWaterEc: 0.2,
    measuredEc: null,
  };

  it('predicts mg/L and EC of the feed, counting the source water once', () => {
    const f = batchFigures(input);
    expect(f.workingLitres).toBe(10_000);
    expect(f.ppm.Ca).toBeCloseTo(169.7, 0);
    expect(f.ppm.N).toBeCloseTo(118.6, 0);
    // 1 g/L of Ca(NO3)2·4H2O is 2 × 1000 / 236.15 = 8.47 meq/L of Ca²⁺ → 0.847 mS/cm, + 0.2.
    expect(f.ecEstimate.mSPerCm).toBeCloseTo(0.847 + 0.2, 2);
    expect(f.ecMismatch).toBeNull();
  });

  it('flags a measured EC that strays more than 15 % (or 0.2 mS/cm) from the prediction', () => {
    const predicted = batchFigures(input).ecEstimate.mSPerCm;
    expect(batchFigures({ ...input, measuredEc: predicted + 0.15 }).ecMismatch).toBe(false);
    const doubled = batchFigures({ ...input, measuredEc: predicted * 1.5 });
    expect(doubled.ecMismatch).toBe(true);
    expect(doubled.ecDeviation).toBeCloseTo(predicted * 0.5, 6);
    expect(ecMismatch(2, 2.29)).toBe(false);
    expect(ecMismatch(2, 2.31)).toBe(true);
    expect(ecMismatch(0.5, 0.69)).toBe(false);
    expect(ecMismatch(0.5, 0.71)).toBe(true);
  });

  it('warns when calcium and sulfate share a concentrate, not a ready-to-use reservoir', () => {
    const lines = [...input.lines, { name: 'Epsom salt', composition: epsom, grams: 5000 }];
    expect(batchFigures({ ...input, lines }).warnings).toHaveLength(1);
    expect(batchFigures({ ...input, lines, dilutionRatio: 1, volumeL: 10_000 }).warnings).toEqual([]);
  });
});

describe('element expansion of a feed', () => {
  it('sums volume × each batch’s mg/L, parts A and B together', () => {
    const a = { Ca: 170, N: 120 };
    const b = { Mg: 50, S: 66, N: 20 };
    const mg = feedElements(150, [a, b]);
    expect(mg.Ca).toBe(150 * 170);
    expect(mg.N).toBe(150 * 140);
    expect(mg.S).toBe(150 * 66);
    expect(mg.P).toBe(0);
  });

  it('draws feed litres ÷ ratio from each tank', () => {
    expect(concentrateDrawn(300, 100)).toBe(3);
    expect(concentrateDrawn(40, 1)).toBe(40);
  });
});
