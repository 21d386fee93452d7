import { describe, expect, it } from 'vitest';
import { airVpdKpa, saturationKpa } from './vpd';

describe('VPD', () => {
  // FAO-56 Annex 2, table 2.3: saturation vapour pressure by temperature.
  it.each([
    [10, 1.228],
    [20, 2.338],
    [25, 3.168],
    [30, 4.243],
  ])('es(%i °C) = %f kPa', (t, es) => {
    expect(saturationKpa(t)).toBeCloseTo(es, 3);
  });

  it('is es × (1 − RH) for the air', () => {
    expect(airVpdKpa(25, 50)).toBeCloseTo(1.584, 3);
    expect(airVpdKpa(30, 100)).toBe(0);
    expect(airVpdKpa(20, 0)).toBeCloseTo(2.338, 3);
  });

  it('has no value without both readings or outside a room’s range', () => {
    expect(airVpdKpa(null, 50)).toBeNull();
    expect(airVpdKpa(25, null)).toBeNull();
    expect(airVpdKpa(25, 120)).toBeNull();
    expect(airVpdKpa(Number.NaN, 50)).toBeNull();
  });
});
