import { describe, expect, it } from 'vitest';
import { roundTo } from './format.ts';
import { SALT_COMPOSITIONS, SALTS, saltComposition, type NutrientElement, type SaltId } from './salts.ts';

const pct = (id: SaltId, element: NutrientElement) => SALT_COMPOSITIONS[id].fractions[element] * 100;

describe('built-in salts', () => {
  it('parses every formula; the reported elements never add up to more than the whole', () => {
    for (const salt of SALTS) {
      const composition = saltComposition(salt);
      const total = Object.values(composition.fractions).reduce((sum, fraction) => sum + fraction, 0);
      expect(composition.molarMass).toBeGreaterThan(0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(1 + 1e-12);
    }
  });

  // Domain reference, "Nutrient (chemical) calculator": to two decimals exactly.
  it.each([
    ['calcium-nitrate-tetrahydrate', 'Ca', 16.97],
    ['calcium-nitrate-tetrahydrate', 'N', 11.86],
    ['potassium-nitrate', 'K', 38.67],
    ['potassium-nitrate', 'N', 13.85],
    ['monopotassium-phosphate', 'P', 22.76],
    ['monopotassium-phosphate', 'K', 28.73],
    ['magnesium-sulfate-heptahydrate', 'Mg', 9.86],
    ['magnesium-sulfate-heptahydrate', 'S', 13.01],
  ] as const)('%s: %s %p %%', (id, element, expected) => {
    expect(roundTo(pct(id, element), 2)).toBe(expected);
  });

  // Pure-compound percentages from the same formulas (standard reference values).
  it.each([
    ['potassium-sulfate', 'K', 44.87],
    ['potassium-sulfate', 'S', 18.4],
    ['ammonium-nitrate', 'N', 35.0],
    ['monoammonium-phosphate', 'N', 12.18],
    ['monoammonium-phosphate', 'P', 26.93],
    ['potassium-chloride', 'K', 52.45],
    ['potassium-chloride', 'Cl', 47.55],
    ['magnesium-nitrate-hexahydrate', 'Mg', 9.48],
    ['magnesium-nitrate-hexahydrate', 'N', 10.93],
    ['manganese-sulfate-monohydrate', 'Mn', 32.51],
    ['zinc-sulfate-heptahydrate', 'Zn', 22.74],
    ['copper-sulfate-pentahydrate', 'Cu', 25.45],
    ['boric-acid', 'B', 17.48],
    ['sodium-molybdate-dihydrate', 'Mo', 39.66],
  ] as const)('%s: %s %p %%', (id, element, expected) => {
    expect(Math.abs(pct(id, element) - expected)).toBeLessThan(0.02);
  });

  // Commercial grades: the formula of the sold form against the grade on the bag.
  it.each([
    ['calcium-nitrate-greenhouse', 'N', 15.5, 0.1],
    ['calcium-nitrate-greenhouse', 'Ca', 19, 0.5],
    ['iron-edta', 'Fe', 13, 0.3],
    ['iron-dtpa', 'Fe', 11, 0.4],
  ] as const)('%s: %s ≈ %p %% (within %p)', (id, element, grade, tolerance) => {
    expect(Math.abs(pct(id, element) - grade)).toBeLessThanOrEqual(tolerance);
  });

  it('splits greenhouse calcium nitrate N into nitrate and ammonium (about 1.1–1.3 % NH4-N)', () => {
    expect(SALT_COMPOSITIONS['calcium-nitrate-greenhouse'].ammoniumN * 100).toBeCloseTo(1.3, 1);
  });

  it('does not count chelating-agent nitrogen as a nutrient', () => {
    expect(pct('iron-edta', 'N')).toBe(0);
    expect(pct('iron-dtpa', 'N')).toBe(0);
    expect(pct('iron-edta', 'Na')).toBeGreaterThan(0);
  });

  it('has cation charge only where free cations are released', () => {
    expect(SALT_COMPOSITIONS['boric-acid'].cationMeqPerGram).toBe(0);
    // KNO3: 1 meq K+ per 101.1 mg.
    expect(SALT_COMPOSITIONS['potassium-nitrate'].cationMeqPerGram).toBeCloseTo(1000 / 101.102, 3);
  });
});
