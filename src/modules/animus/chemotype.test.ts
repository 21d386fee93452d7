import { describe, expect, it } from 'vitest';
import { cbdThcRatio, chemotypeOf, classifyChemotype, totals, type Cannabinoids } from './chemotype';

const zero: Cannabinoids = { thc: 0, thca: 0, cbd: 0, cbda: 0, cbg: 0, cbga: 0 };

describe('totals', () => {
  it('decarboxylates the acids with 0.877 (THCA, CBDA) and 0.878 (CBGA)', () => {
    expect(totals({ ...zero, thc: 0.62, thca: 21.4 })).toEqual({ thc: 19.388, cbd: 0, cbg: 0 });
    expect(totals({ ...zero, cbd: 0.84, cbda: 14.9 }).cbd).toBe(13.907);
    expect(totals({ ...zero, cbg: 0.21, cbga: 1.9 }).cbg).toBe(1.878);
  });
});

describe('classifyChemotype', () => {
  it.each([
    ['a THC cultivar', { thc: 19.4, cbd: 0.07, cbg: 0.9 }, 'I'],
    ['CBD : THC just under 0.5', { thc: 10, cbd: 4.99, cbg: 0 }, 'I'],
    ['CBD : THC exactly 0.5', { thc: 10, cbd: 5, cbg: 0 }, 'II'],
    ['CBD : THC exactly 3', { thc: 3, cbd: 9, cbg: 0 }, 'II'],
    ['CBD : THC just over 3', { thc: 3, cbd: 9.01, cbg: 0 }, 'III'],
    ['CBD without THC', { thc: 0, cbd: 8, cbg: 0 }, 'III'],
    ['CBG leading', { thc: 0.03, cbd: 0.07, cbg: 1.88 }, 'IV'],
    ['totals under 0.5 %', { thc: 0.05, cbd: 0.31, cbg: 0.03 }, 'V'],
    ['totals of exactly 0.5 %', { thc: 0.5, cbd: 0, cbg: 0 }, 'I'],
  ] as const)('%s is type %s', (_case, t, expected) => {
    expect(classifyChemotype(t)).toBe(expected);
  });
});

describe('chemotypeOf', () => {
  it('classifies the acid form as the lab reports it', () => {
    // Charlotte's Web: almost all CBDA.
    expect(
      chemotypeOf({ ...zero, thc: 0.11, thca: 0.35, cbd: 0.52, cbda: 11.2, cbg: 0.06, cbga: 0.35 }),
    ).toBe('III');
    // Cannatonic: both acids, ratio 1.34.
    expect(chemotypeOf({ ...zero, thc: 0.3, thca: 6.1, cbd: 0.4, cbda: 8.2 })).toBe('II');
  });
});

describe('cbdThcRatio', () => {
  it('is null without THC', () => {
    expect(cbdThcRatio({ thc: 0, cbd: 5, cbg: 0 })).toBeNull();
    expect(cbdThcRatio({ thc: 4, cbd: 5, cbg: 0 })).toBe(1.25);
  });
});
