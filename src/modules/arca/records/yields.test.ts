import { describe, expect, it } from 'vitest';
import { dryWetPct, yieldPerRoom, yieldWeightProblem } from './yields.ts';

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

describe('yieldPerRoom', () => {
  it('divides the dry weight by the room’s canopy area and lighting power', () => {
    const r = yieldPerRoom(1130, { canopy_area_m2: 2.97, lighting_w: 645 });
    expect(r.gPerM2).toBeCloseTo(380.47, 2);
    expect(r.gPerW).toBeCloseTo(1.752, 3);
  });

  it('has no figure without a dry weight or without the room’s figure', () => {
    expect(yieldPerRoom(null, { canopy_area_m2: 2.97, lighting_w: 645 })).toEqual({
      gPerM2: null,
      gPerW: null,
    });
    expect(yieldPerRoom(1130, { canopy_area_m2: null, lighting_w: 0 })).toEqual({
      gPerM2: null,
      gPerW: null,
    });
    expect(yieldPerRoom(1130, null)).toEqual({ gPerM2: null, gPerW: null });
  });
});
