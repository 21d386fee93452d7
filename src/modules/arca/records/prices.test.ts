import { describe, expect, it } from 'vitest';
import {
  commonTerms,
  cyclesOf,
  groupCycles,
  priceInForce,
  priceSeries,
  revenueOf,
  type Harvest,
  type Price,
} from './prices';
import { priceFormSchema } from './price-form';

const price = (p: Partial<Price> & Pick<Price, 'grade' | 'price' | 'effective_on'>): Price => ({
  id: `${p.strain ?? '*'}-${p.grade}-${p.effective_on}`,
  strain: null,
  per_unit: 'lb',
  currency: 'USD',
  ...p,
});

const PRICES: Price[] = [
  price({ strain: 'Blue Dream', grade: 'A', price: 1400, effective_on: '2026-03-01' }),
  price({ strain: 'Blue Dream', grade: 'A', price: 1250, effective_on: '2026-09-01' }),
  price({ grade: 'A', price: 1200, effective_on: '2026-01-01' }),
  price({ grade: 'B', price: 600, effective_on: '2026-01-01' }),
];

describe('priceInForce', () => {
  it("takes the strain's own newest price from that day or before", () => {
    expect(priceInForce(PRICES, 'Blue Dream', 'A', '2026-08-31')?.price).toBe(1400);
    expect(priceInForce(PRICES, 'blue dream ', 'a', '2026-09-01')?.price).toBe(1250);
  });
  it("falls back to every strain's price, and to nothing before any price or without a grade", () => {
    expect(priceInForce(PRICES, 'Blue Dream', 'A', '2026-02-01')?.price).toBe(1200);
    expect(priceInForce(PRICES, 'Gorilla Glue #4', 'B', '2026-05-01')?.price).toBe(600);
    expect(priceInForce(PRICES, 'Gorilla Glue #4', 'A', '2025-12-31')).toBeNull();
    expect(priceInForce(PRICES, 'Blue Dream', null, '2026-05-01')).toBeNull();
    expect(priceInForce(PRICES, 'Blue Dream', 'Trim', '2026-05-01')).toBeNull();
  });
});

describe('revenueOf', () => {
  it('prices dry grams per pound, kilogram, ounce or gram', () => {
    expect(revenueOf(453.59237, { price: 1200, per_unit: 'lb' })).toBeCloseTo(1200, 6);
    expect(revenueOf(2500, { price: 3000, per_unit: 'kg' })).toBeCloseTo(7500, 6);
    expect(revenueOf(56.69904625, { price: 150, per_unit: 'oz' })).toBeCloseTo(300, 6);
    expect(revenueOf(3.5, { price: 10, per_unit: 'g' })).toBeCloseTo(35, 6);
  });
});

const harvest = (h: Partial<Harvest> & Pick<Harvest, 'id' | 'lot_id' | 'dry_g'>): Harvest => ({
  lot_name: h.lot_id.toUpperCase(),
  strain: 'Blue Dream',
  occurred_at: '2026-10-01T11:00:00',
  grade: 'A',
  trim_g: null,
  room_id: 'flower',
  room_name: 'Flower Room',
  canopy_area_m2: 2.5,
  lighting_w: 600,
  ...h,
});

describe('cyclesOf and groupCycles', () => {
  const harvests: Harvest[] = [
    harvest({ id: '1', lot_id: 'bd', dry_g: 900 }),
    harvest({ id: '2', lot_id: 'bd', dry_g: 100, grade: 'B', occurred_at: '2026-10-03T09:00:00' }),
    harvest({
      id: '3',
      lot_id: 'gg',
      strain: 'Gorilla Glue #4',
      dry_g: 1000,
      grade: null,
      occurred_at: '2026-06-01T09:00:00',
    }),
    harvest({
      id: '4',
      lot_id: 'wc',
      strain: 'Blue Dream',
      dry_g: 400,
      room_id: 'tent',
      room_name: 'Tent',
      canopy_area_m2: 1,
      lighting_w: null,
      occurred_at: '2026-04-01T09:00:00',
    }),
    harvest({ id: '5', lot_id: 'xx', dry_g: null }),
  ];
  const cycles = cyclesOf(harvests, PRICES);

  it("adds a lot's harvests into one cycle, newest first, and leaves out harvests not yet dried", () => {
    expect(cycles.map((c) => c.lotId)).toEqual(['bd', 'gg', 'wc']);
    const bd = cycles[0]!;
    expect(bd).toMatchObject({ harvests: 2, dryG: 1000, harvestedOn: '2026-10-03', gPerM2: 400 });
    expect(bd.gPerW).toBeCloseTo(1000 / 600, 10);
  });

  it('prices each harvest at its own grade and day; ungraded grams stay out of the revenue', () => {
    const bd = cycles[0]!;
    expect(bd.revenue.USD).toBeCloseTo((900 / 453.59237) * 1250 + (100 / 453.59237) * 600, 6);
    expect(bd.unpricedG).toBe(0);
    const gg = cycles[1]!;
    expect(gg.revenue).toEqual({});
    expect(gg.unpricedG).toBe(1000);
    expect(cycles[2]!.revenue.USD).toBeCloseTo((400 / 453.59237) * 1400, 6);
  });

  it('counts trim at the price of the grade Trim, and only where the facility sells trim', () => {
    const trimmed = cyclesOf(
      [harvest({ id: 't', lot_id: 'bd', dry_g: 900, trim_g: 453.59237 })],
      [
        ...PRICES,
        {
          id: 'trim',
          strain: null,
          grade: 'Trim',
          price: 150,
          per_unit: 'lb',
          currency: 'USD',
          effective_on: '2026-01-01',
        },
      ],
    );
    expect(trimmed[0]!.revenue.USD).toBeCloseTo((900 / 453.59237) * 1250 + 150, 6);
    // No trim price: the trim is not sold, and the flower is still priced.
    const unsold = cyclesOf([harvest({ id: 't', lot_id: 'bd', dry_g: 900, trim_g: 453.59237 })], PRICES);
    expect(unsold[0]!.revenue.USD).toBeCloseTo((900 / 453.59237) * 1250, 6);
    expect(unsold[0]!.unpricedG).toBe(0);
  });

  it('by strain: g/m² weights by canopy, and a room without watts stays out of g/W only', () => {
    const [bd, gg] = groupCycles(cycles, 'strain');
    expect(bd).toMatchObject({ label: 'Blue Dream', cycles: 2, dryG: 1400 });
    expect(bd!.gPerM2).toBeCloseTo(1400 / 3.5, 10);
    expect(bd!.gPerW).toBeCloseTo(1000 / 600, 10);
    expect(gg).toMatchObject({ label: 'Gorilla Glue #4', cycles: 1, dryG: 1000, unpricedG: 1000 });
  });

  it('by room and by cycle', () => {
    expect(groupCycles(cycles, 'room').map((g) => [g.label, g.cycles, g.dryG])).toEqual([
      ['Flower Room', 2, 2000],
      ['Tent', 1, 400],
    ]);
    expect(groupCycles(cycles, 'room')[1]!.gPerW).toBeNull();
    expect(groupCycles(cycles, 'cycle').map((g) => g.label)).toEqual([
      'BD · Blue Dream',
      'GG · Gorilla Glue #4',
      'WC · Blue Dream',
    ]);
  });
});

describe('price chart series', () => {
  it('draws in the unit and currency most prices use, converting the others', () => {
    const mixed = [
      ...PRICES,
      price({ grade: 'A', price: 3000, per_unit: 'kg', currency: 'EUR', effective_on: '2026-02-01' }),
    ];
    expect(commonTerms(mixed)).toEqual({ unit: 'lb', currency: 'USD' });
    const series = priceSeries(mixed, 'kg', 'USD');
    expect(series.map((s) => s.label)).toEqual(['Blue Dream · A', 'Every strain · A', 'Every strain · B']);
    expect(series[0]!.points.map((p) => p.day)).toEqual(['2026-03-01', '2026-09-01']);
    expect(series[0]!.points[0]!.price).toBeCloseTo(1400 * (1000 / 453.59237), 6);
  });
});

describe('priceFormSchema', () => {
  const valid = {
    strain: '',
    grade: 'A',
    price: 1200,
    perUnit: 'lb',
    currency: 'USD',
    effectiveOn: '2026-05-01',
  };
  it('takes a price for every strain and refuses what the database refuses, in its words', () => {
    expect(priceFormSchema.safeParse(valid).success).toBe(true);
    const issue = (over: object) =>
      priceFormSchema.safeParse({ ...valid, ...over }).error?.issues[0]?.message;
    expect(issue({ price: 0 })).toBe('Enter a price greater than 0');
    expect(issue({ price: 1_000_001 })).toMatch(/^Enter a price .*1,000,000/);
    expect(issue({ grade: '  ' })).toBe('Enter a grade of at most 40 characters, e.g. A, B or Trim');
    expect(issue({ effectiveOn: '1999-12-31' })).toBe('Enter a day between 2000 and 2099');
    expect(issue({ perUnit: 'ton' })).toBe('Choose the weight the price is for');
  });
});
