import { describe, expect, it } from 'vitest';
import { runoffFigures } from './runoff.ts';

describe('runoffFigures', () => {
  it('gives runoff % as drained over applied, and the EC and pH rise through the substrate', () => {
    const f = runoffFigures({
      inputVolume: 2,
      runoffVolume: 0.36,
      inputEc: 2.2,
      runoffEc: 3.05,
      inputPh: 5.9,
      runoffPh: 6.25,
    });
    expect(f.runoffPct).toBeCloseTo(18, 10);
    expect(f.ecDiff).toBeCloseTo(0.85, 10);
    expect(f.phDiff).toBeCloseTo(0.35, 10);
  });

  it('reports a falling runoff EC as a negative difference', () => {
    expect(runoffFigures({ inputEc: 2.4, runoffEc: 1.9 }).ecDiff).toBeCloseTo(-0.5, 10);
  });

  it('has no runoff % without both volumes or with nothing applied', () => {
    expect(runoffFigures({ runoffVolume: 0.3 }).runoffPct).toBeNull();
    expect(runoffFigures({ inputVolume: 0, runoffVolume: 0.3 }).runoffPct).toBeNull();
    expect(runoffFigures({ inputVolume: 1, runoffVolume: Number.NaN }).runoffPct).toBeNull();
  });

  it('keeps more drained than applied visible instead of capping it', () => {
    expect(runoffFigures({ inputVolume: 1, runoffVolume: 1.2 }).runoffPct).toBeCloseTo(120, 10);
  });

  it('gives no differences for readings that were not taken', () => {
    expect(runoffFigures({ inputVolume: 1, runoffVolume: 0.2 })).toEqual({
      runoffPct: 20,
      ecDiff: null,
      phDiff: null,
    });
  });
});
