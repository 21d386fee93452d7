import { describe, expect, it } from 'vitest';
import type { Band } from '../targets/metrics.ts';
import { fertilityTotals, readFertility } from './fertility.ts';

const bands: Band[] = [
  {
    stage: 'flower',
    metric: 'feed_n',
    period: 'day',
    min: 150,
    max: 200,
    basis: null,
    isCustom: true,
    defaultSource: null,
  },
  {
    stage: 'flower',
    metric: 'feed_ec',
    period: 'day',
    min: 1.6,
    max: 2.4,
    basis: null,
    isCustom: false,
    defaultSource: 'x',
  },
];

describe('fertility weeks against feed targets', () => {
  const rows = [
    {
      week_start: '2026-03-02',
      feeds: 7,
      feeds_without_plants: 1,
      volume_l: '700',
      mean_predicted_ec: '2.1',
      mean_measured_ec: null,
      n_mg: '126000',
      k_mg: 140000,
      n_mg_per_plant: '7000',
    },
    {
      week_start: '2026-03-09',
      feeds: 7,
      feeds_without_plants: 0,
      volume_l: 700,
      mean_predicted_ec: 2.0,
      mean_measured_ec: 2.6,
      n_mg: 105000,
      n_mg_per_plant: 5833.3,
    },
  ];

  it('reads the mean feed concentration against the band and the EC measured if any', () => {
    const [first, second] = readFertility(rows, bands, 'flower');
    expect(first!.elements.N.meanMgPerL).toBe(180);
    expect(first!.elements.N.status).toBe('ok');
    expect(first!.elements.K.status).toBeNull();
    expect(first!.ecStatus).toBe('ok');
    expect(second!.elements.N.meanMgPerL).toBe(150);
    expect(second!.ecStatus).toBe('high');
    expect(first!.feedsWithoutPlants).toBe(1);
  });

  it('totals mg and mg per plant over the weeks', () => {
    const totals = fertilityTotals(readFertility(rows, bands, 'flower'));
    expect(totals.N.mg).toBe(231000);
    expect(totals.N.perPlant).toBeCloseTo(12833.3, 1);
    expect(totals.P.mg).toBe(0);
  });

  it('without a stage there is nothing to compare with', () => {
    expect(readFertility(rows, bands, null)[0]!.elements.N.status).toBeNull();
  });
});
