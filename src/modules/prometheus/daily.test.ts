import { describe, expect, it } from 'vitest';
import { dayLines, dayNight, type DailyRow } from './daily';

const r = (over: Partial<DailyRow>): DailyRow => ({
  day: '2026-11-01',
  metric: 'rh',
  period: 'day',
  n: 100,
  in_band: 80,
  mean: 50,
  min: 40,
  max: 60,
  band_min: 40,
  band_max: 50,
  ...over,
});

describe('daily climate figures', () => {
  it('gives the share of time in band per day over the periods that have a band', () => {
    const lines = dayLines([
      r({}),
      r({ period: 'night', n: 50, in_band: 50, band_min: 45, band_max: 55 }),
      r({ metric: 'co2', period: 'night', n: 50, in_band: 0, band_min: null, band_max: null }),
      r({ metric: 'co2', n: 100, in_band: 25 }),
      r({ metric: 'dli', period: 'all', mean: 38.9, in_band: null, band_min: 22, band_max: 43 }),
      r({ day: '2026-10-31', metric: 'vpd', n: 10, in_band: 1 }),
    ]);
    expect(lines.map((l) => l.day)).toEqual(['2026-10-31', '2026-11-01']);
    expect(lines[1]!.inBand).toEqual({ air_temp: null, rh: 86.7, vpd: null, co2: 25 });
    expect(lines[1]!.dli).toBe(38.9);
    expect(lines[1]!.dliBand).toEqual([22, 43]);
    expect(lines[0]!.inBand.vpd).toBe(10);
  });

  it('weighs day and night means by their buckets', () => {
    const s = dayNight([
      r({ n: 100, mean: 50 }),
      r({ day: '2026-11-02', n: 300, mean: 54, in_band: 0 }),
      r({ period: 'night', mean: 60, band_min: null, band_max: null }),
    ]);
    expect(s.rh.day).toEqual({ mean: 53, inBand: 20, band: [40, 50] });
    expect(s.rh.night).toEqual({ mean: 60, inBand: null, band: null });
    expect(s.co2.day.mean).toBeNull();
  });
});
