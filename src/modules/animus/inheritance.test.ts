import { describe, expect, it } from 'vitest';
import {
  chiSquare,
  chiSquarePValue,
  expectedProportions,
  isPossibleChild,
  ratioLabel,
  readSegregation,
  type SegregationRow,
} from './inheritance';

describe('expectedProportions', () => {
  it.each([
    ['I', 'I', [1, 0, 0]],
    ['I', 'II', [0.5, 0.5, 0]],
    ['I', 'III', [0, 1, 0]],
    ['II', 'II', [0.25, 0.5, 0.25]],
    ['II', 'III', [0, 0.5, 0.5]],
    ['III', 'III', [0, 0, 1]],
    ['III', 'I', [0, 1, 0]],
  ] as const)('%s × %s', (m, f, p) => {
    expect(expectedProportions(m, f)).toEqual(p);
  });

  it('is unknown when a parent is unknown or outside I–III', () => {
    expect(expectedProportions('I', null)).toBeNull();
    expect(expectedProportions('IV', 'I')).toBeNull();
    expect(expectedProportions('II', 'V')).toBeNull();
  });
});

describe('isPossibleChild', () => {
  it('III × III cannot give a type I, I × III gives only II', () => {
    expect(isPossibleChild('III', 'III', 'I')).toBe(false);
    expect(isPossibleChild('III', 'III', 'III')).toBe(true);
    expect(isPossibleChild('I', 'III', 'II')).toBe(true);
    expect(isPossibleChild('I', 'III', 'I')).toBe(false);
    expect(isPossibleChild('I', 'III', 'III')).toBe(false);
  });

  it('II × II can give every class', () => {
    expect(['I', 'II', 'III'].map((c) => isPossibleChild('II', 'II', c as 'I'))).toEqual([true, true, true]);
  });

  it('with no known father only the mother constrains', () => {
    expect(isPossibleChild('I', null, 'III')).toBe(false);
    expect(isPossibleChild('III', null, 'I')).toBe(false);
    expect(isPossibleChild('I', null, 'II')).toBe(true);
    expect(isPossibleChild('II', null, 'III')).toBe(true);
  });

  it('cannot judge IV, V or unknown children and mothers', () => {
    expect(isPossibleChild('I', 'I', 'IV')).toBeNull();
    expect(isPossibleChild('V', 'I', 'I')).toBeNull();
    expect(isPossibleChild(null, 'I', 'I')).toBeNull();
  });
});

describe('ratioLabel', () => {
  it('names the classes present', () => {
    expect(ratioLabel([0.25, 0.5, 0.25])).toBe('1 : 2 : 1 (I : II : III)');
    expect(ratioLabel([0.5, 0.5, 0])).toBe('1 : 1 (I : II)');
    expect(ratioLabel([0, 1, 0])).toBe('all II');
  });
});

describe('chiSquarePValue', () => {
  // Reference values from the chi-square table.
  it.each([
    [3.841, 1, 0.05],
    [5.991, 2, 0.05],
    [6.635, 1, 0.01],
    [9.21, 2, 0.01],
    [0.455, 1, 0.5],
    [1.386, 2, 0.5],
    [18.307, 10, 0.05],
  ])('χ² = %f with df %i has p ≈ %f', (x, df, p) => {
    expect(chiSquarePValue(x, df)).toBeCloseTo(p, 3);
  });

  it('is 1 at zero and falls towards 0', () => {
    expect(chiSquarePValue(0, 2)).toBe(1);
    expect(chiSquarePValue(60, 2)).toBeLessThan(1e-12);
  });
});

describe('chiSquare', () => {
  it('tests an F2 of 24 against 1 : 2 : 1', () => {
    const t = chiSquare([5, 13, 6], [0.25, 0.5, 0.25])!;
    expect(t.statistic).toBeCloseTo(0.25, 10);
    expect(t.df).toBe(2);
    expect(t.p).toBeCloseTo(Math.exp(-0.125), 10);
    expect(t.lowExpected).toBe(false);
  });

  it('has no test when the cross can give one class only, or without plants', () => {
    expect(chiSquare([0, 9, 0], [0, 1, 0])).toBeNull();
    expect(chiSquare([0, 0, 0], [0.25, 0.5, 0.25])).toBeNull();
  });

  it('flags expected counts under 5', () => {
    expect(chiSquare([1, 4, 3], [0.25, 0.5, 0.25])!.lowExpected).toBe(true);
  });
});

const row = (over: Partial<SegregationRow>): SegregationRow => ({
  mother_chemotype: 'II',
  father_chemotype: 'II',
  expected_i: 0.25,
  expected_ii: 0.5,
  expected_iii: 0.25,
  observed_i: 0,
  observed_ii: 0,
  observed_iii: 0,
  observed_other: 0,
  plants: 0,
  impossible: 0,
  ...over,
});

describe('readSegregation', () => {
  it('reads a good 1 : 2 : 1 as consistent, with the statistic', () => {
    const r = readSegregation(row({ observed_i: 5, observed_ii: 13, observed_iii: 6, plants: 24 }));
    expect(r.verdict).toBe('consistent');
    expect(r.expectedCounts).toEqual([6, 12, 6]);
    expect(r.text).toBe(
      'Consistent with the expected 1 : 2 : 1 (I : II : III) (χ² = 0.25, df = 2, p = 0.88).',
    );
  });

  it('reads a lopsided split as deviating', () => {
    const r = readSegregation(row({ observed_i: 20, observed_ii: 10, observed_iii: 2, plants: 32 }));
    expect(r.verdict).toBe('deviates');
    expect(r.text).toMatch(/^Deviates from the expected 1 : 2 : 1/);
    expect(r.text).toContain('p < 0.001');
  });

  it('puts impossible plants first', () => {
    const r = readSegregation(
      row({
        mother_chemotype: 'III',
        father_chemotype: 'I',
        expected_i: 0,
        expected_ii: 1,
        expected_iii: 0,
        observed_i: 1,
        observed_ii: 9,
        plants: 10,
        impossible: 1,
      }),
    );
    expect(r.verdict).toBe('impossible');
    expect(r.text).toMatch(/^1 plant has a chemotype these parents cannot give/);
  });

  it('says so when every plant is the one class the parents can give', () => {
    const r = readSegregation(
      row({ expected_i: 0, expected_ii: 1, expected_iii: 0, observed_ii: 8, plants: 8 }),
    );
    expect(r.verdict).toBe('consistent');
    expect(r.text).toBe('Every plant should be type II, and all 8 are.');
  });

  it('has nothing to test without plants or without parents’ chemotypes', () => {
    expect(readSegregation(row({})).verdict).toBe('no-plants');
    expect(
      readSegregation(
        row({ expected_i: null, expected_ii: null, expected_iii: null, observed_i: 3, plants: 3 }),
      ).verdict,
    ).toBe('unchecked');
  });
});
