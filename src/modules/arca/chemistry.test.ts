import { describe, expect, it } from 'vitest';
import { ATOMIC_WEIGHTS, K2O_TO_K, molarMass, P2O5_TO_P, parseFormula } from './chemistry.ts';
import type { Result } from './validation.ts';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected ok, got "${result.message}"`);
  return result.value;
}

describe('parseFormula', () => {
  it('counts atoms through brackets and hydrate water', () => {
    expect(unwrap(parseFormula('Ca(NO3)2·4H2O'))).toEqual({ Ca: 1, N: 2, O: 10, H: 8 });
    expect(unwrap(parseFormula('KH2PO4'))).toEqual({ K: 1, H: 2, P: 1, O: 4 });
  });

  it('handles a multiplier in front of a hydrate part', () => {
    expect(unwrap(parseFormula('5Ca(NO3)2·NH4NO3·10H2O'))).toEqual({ Ca: 5, N: 12, O: 43, H: 24 });
  });

  it('accepts ".", "*" and spaces as the hydrate dot', () => {
    expect(unwrap(parseFormula('MgSO4.7H2O'))).toEqual(unwrap(parseFormula('MgSO4 * 7H2O')));
  });

  it.each(['Xx2O', 'Ca(NO3', 'CaNO3)2', 'ca', '', 'H2O·'])('rejects %p', (formula) => {
    expect(parseFormula(formula).ok).toBe(false);
  });
});

describe('molarMass', () => {
  // Published molar masses (g/mol) of the reagent-grade compounds.
  it.each([
    ['H2O', 18.015],
    ['KNO3', 101.1],
    ['Ca(NO3)2·4H2O', 236.15],
    ['MgSO4·7H2O', 246.47],
    ['KH2PO4', 136.09],
    ['K2SO4', 174.26],
    ['NH4NO3', 80.04],
    ['NH4H2PO4', 115.03],
    ['KCl', 74.55],
    ['CuSO4·5H2O', 249.69],
    ['Na2MoO4·2H2O', 241.95],
    ['C10H12N2O8FeNa·3H2O', 421.09],
  ])('%s = %p g/mol', (formula, expected) => {
    expect(Math.abs(unwrap(molarMass(formula)) - expected)).toBeLessThan(0.02);
  });
});

describe('oxide factors', () => {
  it('are the label conversions P = P2O5 × 0.4364 and K = K2O × 0.8301 (domain reference)', () => {
    expect(P2O5_TO_P).toBe(0.4364);
    expect(K2O_TO_K).toBe(0.8301);
  });

  it('agree with the atomic weights to within 0.0001', () => {
    const { K, O, P } = ATOMIC_WEIGHTS;
    expect(Math.abs((2 * P) / (2 * P + 5 * O) - P2O5_TO_P)).toBeLessThan(1e-4);
    expect(Math.abs((2 * K) / (2 * K + O) - K2O_TO_K)).toBeLessThan(1e-4);
  });
});
