import { describe, expect, it } from 'vitest';
import {
  detectShots,
  drybackValue,
  forecastDryback,
  overnightDryback,
  p1Ramp,
  vwcAtDryback,
  type VwcPoint,
} from './substrate';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 1, 6, 0);
/** Points every 5 minutes from T0, one per value. */
const series = (values: number[], start = T0): VwcPoint[] =>
  values.map((vwc, i) => ({ t: start + i * 5 * MIN, vwc }));

describe('detectShots', () => {
  it('finds a rise of at least the threshold between neighbouring buckets, with its size', () => {
    const shots = detectShots(series([40, 39.9, 43.4, 43.3, 43.2, 45.5, 45.4]));
    expect(shots.map((s) => (s.at - T0) / MIN)).toEqual([10, 25]);
    expect(shots[0]).toMatchObject({ before: 39.9, after: 43.4 });
    expect(shots[0]!.size).toBeCloseTo(3.5);
    expect(shots[1]!.size).toBeCloseTo(2.3);
  });

  it('ignores rises below the threshold (sensor noise) and honours a larger one', () => {
    const noisy = series([40, 40.4, 40.1, 40.5, 40.2]);
    expect(detectShots(noisy)).toEqual([]);
    const small = series([40, 41.5, 41.4]);
    expect(detectShots(small, { minStep: 1, minGapMinutes: 15 })).toHaveLength(1);
    expect(detectShots(small, { minStep: 2, minGapMinutes: 15 })).toHaveLength(0);
  });

  it('counts a shot spread over two buckets once, and two shots further apart than the gap twice', () => {
    // Rises at 5 and 10 minutes (one shot), then at 30 minutes (20 minutes later: a second).
    const points = series([40, 41.5, 43.2, 43.1, 43, 42.9, 45, 44.9]);
    const shots = detectShots(points, { minStep: 1, minGapMinutes: 15 });
    expect(shots.map((s) => (s.at - T0) / MIN)).toEqual([5, 30]);
    expect(shots[0]).toMatchObject({ before: 40, after: 43.2 });
    // With a 25-minute minimum gap the second rise joins the first shot.
    const merged = detectShots(points, { minStep: 1, minGapMinutes: 25 });
    expect(merged).toHaveLength(1);
    expect(merged[0]!.after).toBe(45);
  });

  it('does not read a jump across a gap in the data as a shot', () => {
    const points = [
      { t: T0, vwc: 40 },
      { t: T0 + 60 * MIN, vwc: 45 },
    ];
    expect(detectShots(points)).toEqual([]);
  });
});

describe('dryback definitions', () => {
  it('gives points of VWC or the drop relative to the peak', () => {
    expect(drybackValue(60, 42, 'points')).toBe(18);
    expect(drybackValue(60, 42, 'relative')).toBeCloseTo(30);
    expect(drybackValue(0, 0, 'relative')).toBeNull();
  });

  it('turns a target back into the VWC that reaches it', () => {
    expect(vwcAtDryback(60, 15, 'points')).toBe(45);
    expect(vwcAtDryback(60, 25, 'relative')).toBe(45);
  });

  it('measures the overnight dryback from the highest VWC after the last shot to the first shot', () => {
    // Last shot at 5 min to 58, peak 58.4 at 10 min, falling to 44 before the morning shot.
    const night = series([50, 58, 58.4, 55, 50, 46, 44, 47.5]);
    const shots = detectShots(night);
    expect(shots).toHaveLength(2);
    const d = overnightDryback(night, shots[0], shots[1])!;
    expect(d.peak).toBe(58.4);
    expect(d.trough).toBe(44);
    expect(d.points).toBeCloseTo(14.4);
    expect(d.relative).toBeCloseTo((14.4 / 58.4) * 100);
    expect(overnightDryback(night, undefined, shots[1])).toBeNull();
  });
});

describe('p1Ramp', () => {
  it('runs from lights on to the first bucket within 0.5 points of the day’s peak', () => {
    // Lights on at T0; shots at 60, 90, 120 minutes; peak 60.2 reached (≥ 59.7) at 125 minutes.
    const values = [
      ...Array(12).fill(42),
      46,
      46,
      46,
      46,
      46,
      46, // 60–85 min
      51,
      51,
      51,
      51,
      51,
      51, // 90–115 min
      59.5,
      59.8,
      60.2,
      60,
      59.9, // 120–140 min
    ];
    const points = series(values);
    const shots = detectShots(points);
    expect(shots).toHaveLength(3);
    const ramp = p1Ramp(points, shots, T0)!;
    expect(ramp.peak).toBe(60.2);
    expect((ramp.peakAt - T0) / MIN).toBe(125);
    expect(ramp.minutes).toBe(125);
    // Without a lights-on time it starts at the first shot.
    expect(p1Ramp(points, shots, null)!.minutes).toBe(65);
    expect(p1Ramp(series([42, 42]), [], T0)).toBeNull();
  });
});

describe('forecastDryback', () => {
  const target = { min: 15, max: 30, basis: 'points' as const };
  /** A shot to 60 at 5 min, then a steady fall of `perHour` points an hour for `hours`. */
  const night = (perHour: number, hours: number) =>
    series([45, 60, ...Array.from({ length: hours * 12 }, (_, i) => 60 - (perHour * (i + 1)) / 12)]);

  it('fits the decline since the peak and says when the target is reached', () => {
    const f = forecastDryback(night(1.2, 4), target);
    expect(f.status).toBe('forecast');
    if (f.status !== 'forecast') return;
    expect(f.peak).toBe(60);
    expect(f.targetVwc).toBe(45);
    expect(f.perHour).toBeCloseTo(-1.2);
    // 15 points at 1.2 an hour: 12.5 hours after the peak at 5 minutes.
    expect((f.at - (T0 + 5 * MIN)) / 3_600_000).toBeCloseTo(12.5, 1);
  });

  it('uses the target’s definition (relative to the peak)', () => {
    const f = forecastDryback(night(1.2, 4), { min: 30, max: 40, basis: 'relative' });
    expect(f.status === 'forecast' && f.targetVwc).toBe(42);
  });

  it('reports a target already reached, with when', () => {
    const f = forecastDryback(night(4, 5), target);
    expect(f.status).toBe('reached');
    if (f.status === 'reached') expect((f.at - (T0 + 5 * MIN)) / 3_600_000).toBeCloseTo(3.75, 1);
  });

  it('says when there is not enough to go on, rather than guessing', () => {
    expect(forecastDryback(series([45, 45.2, 45.1]), target)).toEqual({ status: 'no-shot' });
    const short = forecastDryback(series([45, 60, 59.9, 59.8]), target);
    expect(short).toEqual({ status: 'not-enough', points: 3 });
    const flat = forecastDryback(series([45, 60, ...Array(20).fill(60)]), target);
    expect(flat.status).toBe('not-drying');
  });
});
