// Yield prices and what a harvest earns. A price is for a strain (or every strain without one of
// its own) and a grade, per pound, kilogram, ounce or gram, from a day on; a harvest is worth its
// dry weight × the price in force on its day for its lot's strain and its grade, plus its trim ×
// the price of the grade "Trim" when the facility sells trim. The analytics group
// harvests into cycles (one lot's harvests) and cycles by strain or room, with grams per m² of
// canopy and per watt of lighting of the room the lot flowered in.
import { formatIsoDate } from '../../../lib/format.ts';

export const PRICE_UNITS = ['lb', 'kg', 'oz', 'g'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'CHF', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PRICE_UNIT_NAMES: Readonly<Record<PriceUnit, string>> = {
  lb: 'pound',
  kg: 'kilogram',
  oz: 'ounce',
  g: 'gram',
};

export const GRAMS_PER: Readonly<Record<PriceUnit, number>> = {
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

export interface Price {
  id: string;
  strain: string | null;
  grade: string;
  price: number;
  per_unit: PriceUnit;
  currency: Currency;
  /** YYYY-MM-DD, the first day the price holds. */
  effective_on: string;
}

/**
 * A lookup of the price in force on a day (YYYY-MM-DD) for a grade of a strain: the strain's own
 * newest price from that day or before; without one, the newest for every strain. Null when none
 * applies. Indexed once, so pricing thousands of harvests stays within one short task.
 */
export function priceBook(prices: readonly Price[]) {
  const key = (strain: string | null, grade: string) =>
    `${strain === null ? '*' : `=${strain.trim().toLowerCase()}`}|${grade.trim().toLowerCase()}`;
  const lists = new Map<string, Price[]>();
  for (const p of prices) {
    const k = key(p.strain, p.grade);
    const list = lists.get(k);
    if (list) list.push(p);
    else lists.set(k, [p]);
  }
  for (const list of lists.values()) list.sort((a, b) => b.effective_on.localeCompare(a.effective_on));
  const newest = (k: string, day: string) => lists.get(k)?.find((p) => p.effective_on <= day) ?? null;
  return (strain: string, grade: string | null | undefined, day: string): Price | null =>
    grade ? (newest(key(strain, grade), day) ?? newest(key(null, grade), day)) : null;
}

/** The price in force on `day` for a grade of a strain (see priceBook). */
export function priceInForce(
  prices: readonly Price[],
  strain: string,
  grade: string | null | undefined,
  day: string,
): Price | null {
  return priceBook(prices)(strain, grade, day);
}

/** Dry grams at a price per unit. */
export function revenueOf(dryG: number, price: Pick<Price, 'price' | 'per_unit'>): number {
  return (dryG / GRAMS_PER[price.per_unit]) * price.price;
}

/** Amounts per currency (a facility may sell in more than one). */
export type Money = Partial<Record<Currency, number>>;

function addMoney(into: Money, currency: Currency, amount: number) {
  into[currency] = (into[currency] ?? 0) + amount;
}

/** What the analytics screen reads of arca_yield_analytics (the bench sends the same request). */
export const YIELD_ANALYTICS_SELECT =
  'id, lot_id, lot_name, strain, occurred_at, grade, dry_g, trim_g, room_id, room_name, canopy_area_m2, lighting_w';

/** The grade a facility prices its trim under; trim without such a price is not sold. */
export const TRIM_GRADE = 'Trim';

/** A harvest as the analytics read it (arca_yield_analytics). */
export interface Harvest {
  id: string;
  lot_id: string;
  lot_name: string;
  strain: string;
  occurred_at: string;
  grade: string | null;
  dry_g: number | null;
  /** Trim taken off the harvest, worth its weight at the price of TRIM_GRADE. */
  trim_g: number | null;
  room_id: string | null;
  room_name: string | null;
  canopy_area_m2: number | null;
  lighting_w: number | null;
}

/** One lot's harvests together: one cultivation cycle. */
export interface Cycle {
  lotId: string;
  lotName: string;
  strain: string;
  roomId: string | null;
  roomName: string | null;
  /** The day of its last harvest. */
  harvestedOn: string;
  harvests: number;
  dryG: number;
  canopyAreaM2: number | null;
  lightingW: number | null;
  gPerM2: number | null;
  gPerW: number | null;
  revenue: Money;
  /** Dry grams with no grade or no price in force, so not in the revenue. */
  unpricedG: number;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const per = (g: number, divisor: number | null) => (known(divisor) && divisor > 0 ? g / divisor : null);

/** Harvests with a dry weight, grouped per lot and priced; newest harvest first. */
export function cyclesOf(harvests: readonly Harvest[], prices: readonly Price[]): Cycle[] {
  const byLot = new Map<string, Cycle>();
  const priceOf = priceBook(prices);
  for (const h of harvests) {
    if (!known(h.dry_g)) continue;
    const day = formatIsoDate(h.occurred_at);
    let c = byLot.get(h.lot_id);
    if (!c) {
      c = {
        lotId: h.lot_id,
        lotName: h.lot_name,
        strain: h.strain,
        roomId: h.room_id,
        roomName: h.room_name,
        harvestedOn: day,
        harvests: 0,
        dryG: 0,
        canopyAreaM2: known(h.canopy_area_m2) ? h.canopy_area_m2 : null,
        lightingW: known(h.lighting_w) ? h.lighting_w : null,
        gPerM2: null,
        gPerW: null,
        revenue: {},
        unpricedG: 0,
      };
      byLot.set(h.lot_id, c);
    }
    c.harvests += 1;
    c.dryG += h.dry_g;
    if (day > c.harvestedOn) c.harvestedOn = day;
    const price = priceOf(h.strain, h.grade, day);
    if (price) addMoney(c.revenue, price.currency, revenueOf(h.dry_g, price));
    else c.unpricedG += h.dry_g;
    const trimPrice = known(h.trim_g) && h.trim_g > 0 ? priceOf(h.strain, TRIM_GRADE, day) : null;
    if (trimPrice) addMoney(c.revenue, trimPrice.currency, revenueOf(h.trim_g!, trimPrice));
  }
  const cycles = [...byLot.values()];
  for (const c of cycles) {
    c.gPerM2 = per(c.dryG, c.canopyAreaM2);
    c.gPerW = per(c.dryG, c.lightingW);
  }
  return cycles.sort(
    (a, b) => b.harvestedOn.localeCompare(a.harvestedOn) || a.lotName.localeCompare(b.lotName),
  );
}

export type Grouping = 'strain' | 'room' | 'cycle';
export const GROUPINGS: ReadonlyArray<{ value: Grouping; label: string }> = [
  { value: 'strain', label: 'By strain' },
  { value: 'room', label: 'By room' },
  { value: 'cycle', label: 'By cycle' },
];

/** A row of the analytics: a strain, a room or one cycle. */
export interface YieldGroup {
  key: string;
  label: string;
  cycles: number;
  dryG: number;
  /** Mean over the group's cycles weighted by canopy: Σ dry ÷ Σ area of the cycles with an area. */
  gPerM2: number | null;
  gPerW: number | null;
  revenue: Money;
  unpricedG: number;
}

/** The cycles by strain or room (largest dry weight first), or each cycle on its own (newest first). */
export function groupCycles(cycles: readonly Cycle[], by: Grouping): YieldGroup[] {
  const groups = new Map<
    string,
    YieldGroup & { areaDry: number; area: number; wattDry: number; watts: number }
  >();
  for (const c of cycles) {
    const key = by === 'strain' ? c.strain.toLowerCase() : by === 'room' ? (c.roomId ?? '') : c.lotId;
    const label =
      by === 'strain' ? c.strain : by === 'room' ? (c.roomName ?? 'No room') : `${c.lotName} · ${c.strain}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        label,
        cycles: 0,
        dryG: 0,
        gPerM2: null,
        gPerW: null,
        revenue: {},
        unpricedG: 0,
        areaDry: 0,
        area: 0,
        wattDry: 0,
        watts: 0,
      };
      groups.set(key, g);
    }
    g.cycles += 1;
    g.dryG += c.dryG;
    g.unpricedG += c.unpricedG;
    for (const [currency, amount] of Object.entries(c.revenue) as [Currency, number][])
      addMoney(g.revenue, currency, amount);
    if (known(c.canopyAreaM2) && c.canopyAreaM2 > 0) {
      g.areaDry += c.dryG;
      g.area += c.canopyAreaM2;
    }
    if (known(c.lightingW) && c.lightingW > 0) {
      g.wattDry += c.dryG;
      g.watts += c.lightingW;
    }
  }
  const rows = [...groups.values()].map(({ areaDry, area, wattDry, watts, ...g }) => ({
    ...g,
    gPerM2: per(areaDry, area || null),
    gPerW: per(wattDry, watts || null),
  }));
  return by === 'cycle' ? rows : rows.sort((a, b) => b.dryG - a.dryG || a.label.localeCompare(b.label));
}

/** A price as a step line: per strain (or every strain) and grade, converted to one unit. */
export interface PriceSeries {
  key: string;
  label: string;
  points: Array<{ day: string; price: number }>;
}

/** The unit and currency most of the prices use (what the price chart is drawn in). */
export function commonTerms(prices: readonly Price[]): { unit: PriceUnit; currency: Currency } {
  const most = <T extends string>(values: T[], fallback: T): T => {
    const counts = new Map<T, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
  };
  return {
    unit: most(
      prices.map((p) => p.per_unit),
      'lb',
    ),
    currency: most(
      prices.map((p) => p.currency),
      'USD',
    ),
  };
}

/** Each strain-and-grade's prices over time in `unit`, for one currency, oldest first. */
export function priceSeries(prices: readonly Price[], unit: PriceUnit, currency: Currency): PriceSeries[] {
  const series = new Map<string, PriceSeries>();
  for (const p of prices) {
    if (p.currency !== currency) continue;
    const key = `${(p.strain ?? '').toLowerCase()}|${p.grade.toLowerCase()}`;
    let s = series.get(key);
    if (!s) {
      s = { key, label: `${p.strain ?? 'Every strain'} · ${p.grade}`, points: [] };
      series.set(key, s);
    }
    s.points.push({ day: p.effective_on, price: (p.price / GRAMS_PER[p.per_unit]) * GRAMS_PER[unit] });
  }
  for (const s of series.values()) s.points.sort((a, b) => a.day.localeCompare(b.day));
  return [...series.values()].sort((a, b) => a.label.localeCompare(b.label));
}
