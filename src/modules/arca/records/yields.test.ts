import { describe, expect, it } from 'vitest';
import { dryWetPct, yieldWeightProblem } from './yields.ts';

describe('dryWetPct', () => {
  it('is the dry weight over the wet weight, in percent', () => {
    expect(dryWetPct({ wet: 4200, dry: 945 })).toBeCloseTo(22.5, 10);
  });

  it('is unknown until both weights are known, or with nothing wet', () => {
    expect(dryWetPct({ wet: 4200 })).toBeNull();
    expect(dryWetPct({ dry: 900 })).toBeNull();
    expect(dryWetPct({ wet: 0, dry: 0 })).toBeNull();
  });
});

describe('yieldWeightProblem', () => {
  it('refuses a dry weight above the wet weight', () => {
    expect(yieldWeightProblem({ wet: 1000, dry: 1000.5 })).toBe('dry');
    expect(yieldWeightProblem({ wet: 1000, dry: 1000 })).toBeNull();
  });

  it('refuses trim and waste that together weigh more than the harvest', () => {
    expect(yieldWeightProblem({ wet: 1000, trim: 700, waste: 301 })).toBe('trim');
    expect(yieldWeightProblem({ wet: 1000, trim: 700, waste: 300 })).toBeNull();
    expect(yieldWeightProblem({ wet: 1000, waste: 1200 })).toBe('trim');
  });

  it('has nothing to say before the wet weight is known', () => {
    expect(yieldWeightProblem({ dry: 5000, trim: 9000 })).toBeNull();
  });
});
