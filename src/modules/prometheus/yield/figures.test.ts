import { describe, expect, it } from 'vitest';
import { bestAndWorst, cycleOf, groupCycles, rankBy, type CycleRow } from './figures.ts';

const row = (over: Partial<CycleRow>): CycleRow => ({
  lot_id: 'a',
  lot_name: 'A',
  strain: 'Gelato 41',
  room_id: 'r1',
  room_name: 'Flower 1',
  canopy_area_m2: 40,
  lighting_w: 20_000,
  harvested_at: '2026-11-01T14:00:00Z',
  dry_g: 20_000,
  propagation_days: 14,
  veg_days: 28,
  flower_days: 60,
  drying_days: 9,
  flower_hours: 1440,
  light_hours: 1440,
  mol_m2: 2000,
  climate_hours: 1440,
  in_band_hours: 1080,
  mean_vpd: 1.2,
  mean_substrate_ec: 3,
  mean_dryback: 10,
  runoff_ec: null,
  quality_checks: 2,
  quality_passed: 1,
  ...over,
});

describe('cycleOf', () => {
  it('divides the dry weight by canopy area, lighting watts and mol of light on the canopy', () => {
    const c = cycleOf(row({}));
    expect(c.gPerM2).toBe(500); // 20,000 g ÷ 40 m²
    expect(c.gPerW).toBe(1); // 20,000 g ÷ 20,000 W
    expect(c.gPerMol).toBe(0.25); // 20,000 g ÷ (2,000 mol/m² × 40 m²)
    expect(c.inBandPct).toBe(75);
    expect(c.climateCoveragePct).toBe(100);
    expect(c.qualityPassPct).toBe(50);
  });

  it('gives no figure for what the room or the readings lack', () => {
    const c = cycleOf(row({ canopy_area_m2: null, lighting_w: null, climate_hours: 0, quality_checks: 0 }));
    expect(c.gPerM2).toBeNull();
    expect(c.gPerW).toBeNull();
    expect(c.gPerMol).toBeNull(); // mol per m² needs the area to become mol on the canopy
    expect(c.inBandPct).toBeNull();
    expect(c.qualityPassPct).toBeNull();
  });

  it('gives g/mol only when PPFD readings cover 90 % of the flower stage', () => {
    expect(cycleOf(row({ light_hours: 1296, mol_m2: 1800 })).gPerMol).toBe(20_000 / (1800 * 40));
    const partial = cycleOf(row({ light_hours: 1295, mol_m2: 1800 }));
    expect(partial.gPerMol).toBeNull();
    expect(partial.lightCovered).toBe(false);
  });
});

describe('groupCycles', () => {
  const cycles = [
    cycleOf(row({ lot_id: 'a', lot_name: 'A', dry_g: 20_000 })),
    cycleOf(
      row({
        lot_id: 'b',
        lot_name: 'B',
        dry_g: 10_000,
        room_id: 'r2',
        room_name: 'Flower 2',
        canopy_area_m2: 10,
        lighting_w: null,
        climate_hours: 0,
        in_band_hours: 0,
        quality_checks: 1,
        quality_passed: 1,
      }),
    ),
    cycleOf(
      row({ lot_id: 'c', lot_name: 'C', strain: 'Blue Dream', dry_g: 5000, light_hours: 0, mol_m2: null }),
    ),
  ];

  it('by strain: ratios of sums over the cycles that have the divisor', () => {
    const gelato = groupCycles(cycles, 'strain').find((g) => g.label === 'Gelato 41')!;
    expect(gelato.cycles).toBe(2);
    expect(gelato.dryG).toBe(30_000);
    expect(gelato.gPerM2).toBe(600); // 30,000 g ÷ 50 m², not the mean of 500 and 1,000
    expect(gelato.gPerW).toBe(1); // only A has watts
    expect(gelato.gPerMol).toBeCloseTo(30_000 / (2000 * 40 + 2000 * 10));
    expect(gelato.qualityPassPct).toBeCloseTo((100 * 2) / 3); // 2 of 3 checks
    expect(gelato.inBandPct).toBe(75); // B has no climate hours, so only A counts
  });

  it('by room and by cycle', () => {
    const rooms = groupCycles(cycles, 'room');
    expect(rooms.map((g) => [g.label, g.cycles, g.dryG])).toEqual([
      ['Flower 1', 2, 25_000],
      ['Flower 2', 1, 10_000],
    ]);
    expect(groupCycles(cycles, 'cycle').map((g) => g.label)).toEqual(['A', 'B', 'C']);
  });
});

describe('rankBy and bestAndWorst', () => {
  const cycles = [
    cycleOf(row({ lot_id: 'a', lot_name: 'A', dry_g: 16_000 })),
    cycleOf(row({ lot_id: 'b', lot_name: 'B', dry_g: 24_000, flower_days: 70 })),
    cycleOf(row({ lot_id: 'c', lot_name: 'C', dry_g: 16_000, flower_days: 56 })),
    cycleOf(row({ lot_id: 'd', lot_name: 'D', canopy_area_m2: null })),
  ];

  it('ranks best first, ties share a place, rows without the figure come last unranked', () => {
    expect(rankBy(cycles, 'gPerM2').map((r) => [r.row.label, r.rank])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 2],
      ['D', null],
    ]);
  });

  it('ranks fewer flower days first', () => {
    expect(rankBy(cycles, 'flowerDays').map((r) => r.row.label)).toEqual(['C', 'A', 'D', 'B']);
  });

  it('picks the best and the worst ranked cycle', () => {
    const pair = bestAndWorst(cycles, 'gPerM2')!;
    expect(pair.best.label).toBe('B');
    expect(pair.worst.label).toBe('C');
    expect(bestAndWorst(cycles.slice(3), 'gPerM2')).toBeNull();
  });
});
