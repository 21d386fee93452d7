import { describe, expect, it } from 'vitest';
import { inWindow, seriesCsvRows, toPoints, vpdPoints, type SeriesRow } from './series';

const H = 3_600_000;
const iso = (h: number) => new Date(Date.UTC(2026, 10, 1) + h * H).toISOString();

function row(metric: string, hours: number[], mean: number[]): SeriesRow {
  return {
    metric,
    buckets: hours.map(iso),
    n: hours.map(() => 12),
    mean,
    min: mean.map((m) => m - 1),
    max: mean.map((m) => m + 1),
  };
}

describe('chart series', () => {
  it('keeps every bucket and marks a dead sensor’s hole with a gap', () => {
    const points = toPoints(row('co2', [0, 1, 2, 8, 9], [900, 910, 920, 930, 940]));
    expect(points.map((p) => p.mean)).toEqual([900, 910, 920, null, 930, 940]);
    expect(points[3]!.t).toBe(Date.parse(iso(3)));
    expect(points[0]!.range).toEqual([899, 901]);
  });

  it('has no points without a series', () => {
    expect(toPoints(undefined)).toEqual([]);
  });

  it('computes VPD from the temperature and RH of the same bucket', () => {
    const temp = toPoints(row('air_temp', [0, 1], [25, 30]));
    const rh = toPoints(row('rh', [1], [100]));
    expect(vpdPoints(temp, rh).map((p) => p.mean)).toEqual([null, 0]);
    const both = vpdPoints(toPoints(row('air_temp', [0], [25])), toPoints(row('rh', [0], [50])));
    expect(both[0]!.mean).toBeCloseTo(1.584, 3);
  });

  it('gives VPD a min and a max (the CSV’s VPD rows carried the mean only)', () => {
    // 24–26 °C and 49–51 % RH: the coolest, most humid corner and the warmest, driest one.
    const [p] = vpdPoints(toPoints(row('air_temp', [0], [25])), toPoints(row('rh', [0], [50])));
    expect(p!.range![0]).toBeCloseTo(1.462, 3);
    expect(p!.range![1]).toBeCloseTo(1.714, 3);
    const [csv] = seriesCsvRows([{ metric: 'vpd', unit: 'kPa', points: [p!] }]);
    expect(csv).toMatchObject({ metric: 'vpd', min: p!.range![0], max: p!.range![1] });
    expect(csv!.min).toBeLessThan(csv!.mean);
    expect(csv!.max).toBeGreaterThan(csv!.mean);
  });

  it('zooms to a window and downloads what is shown', () => {
    const points = toPoints(row('rh', [0, 1, 2, 3], [50, 51, 52, 53]));
    const shown = inWindow(points, [Date.parse(iso(1)), Date.parse(iso(2))]);
    expect(shown.map((p) => p.mean)).toEqual([51, 52]);
    expect(seriesCsvRows([{ metric: 'rh', unit: '%', points: shown }])).toEqual([
      { time: iso(1), metric: 'rh', unit: '%', mean: 51, min: 50, max: 52, readings: 12 },
      { time: iso(2), metric: 'rh', unit: '%', mean: 52, min: 51, max: 53, readings: 12 },
    ]);
  });
});
