// Prometheus yield and benchmarking (issue 20, /prometheus3 and /prometheus4): prometheus_cycles()
// gives a harvested lot its stage lengths and, over its flower stage in its room, figures that equal
// the same figures worked out here from the raw readings; it reads as the caller, so another grower
// gets nothing for the facility, and it refuses a bad range or time zone.
import { beforeAll, describe, expect, it } from 'vitest';
import { airVpdKpa } from '../../src/modules/prometheus/vpd.ts';
import { ok } from './atlas-helpers.ts';
import { mustLog, newGrower, newLot, type Grower } from './arca-records-helpers.ts';
import { anonClient, demoUser } from './helpers.ts';

const FLIP = Date.parse('2026-09-29T00:00:00Z');
const HARVEST = Date.parse('2026-10-01T00:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

interface Reading {
  metric: string;
  at: number;
  value: number;
}

/** Readings every 20 minutes from 6 h before the flip to 6 h after the harvest. */
function readings(): Reading[] {
  const out: Reading[] = [];
  for (let t = FLIP - 6 * HOUR; t < HARVEST + 6 * HOUR; t += 20 * 60_000) {
    const h = new Date(t).getUTCHours();
    const i = (t - FLIP) / (20 * 60_000);
    const lit = h >= 6 && h < 18;
    out.push(
      { metric: 'ppfd', at: t, value: lit ? 800 + (i % 3) * 10 : 0 },
      { metric: 'air_temp', at: t, value: lit ? 25 + (i % 2) * 0.5 : 19 },
      // Humid from 02:00 to 05:00 UTC: out of the night band.
      { metric: 'rh', at: t, value: lit ? 45 : h >= 2 && h < 5 ? 70 : 50 },
      { metric: 'vwc', at: t, value: lit ? 55 : 55 - (h < 6 ? h + 6 : h - 18) * 1.5 },
      { metric: 'substrate_ec', at: t, value: 3 + (i % 4) * 0.1 },
    );
  }
  return out;
}

describe('prometheus_cycles', () => {
  let grower: Grower;
  let other: Grower;
  let lotId: string;
  const all = readings();

  beforeAll(async () => {
    [grower, other] = await Promise.all([
      newGrower('prom-yield', 'Professional'),
      newGrower('prom-yield-other', 'Professional'),
    ]);
    const [veg, flower, dry] = grower.rooms;
    ok(
      await grower.client
        .from('rooms')
        .update({ canopy_area_m2: 10, lighting_w: 5000 })
        .eq('id', flower)
        .select('id'),
    );
    const lot = await newLot(grower, {
      started_at: '2026-09-01T00:00:00Z',
      start_room_id: veg,
      strain: 'Gelato 41',
    });
    lotId = lot.id as string;
    const log = (entry: Parameters<typeof mustLog>[2]) =>
      mustLog(grower.client, grower, { lot_id: lotId, ...entry });
    await log({
      room_id: veg,
      occurred_at: iso(FLIP),
      values: { event: 'flip', to_stage: 'flower', to_room_id: flower, title: 'Flip' },
    });
    await log({
      room_id: flower,
      occurred_at: iso(HARVEST),
      values: { event: 'harvest', to_stage: 'drying', to_room_id: dry, title: 'Harvest' },
    });
    await log({
      kind: 'yield',
      room_id: dry,
      occurred_at: iso(HARVEST + 6 * HOUR),
      values: { wet_g: 12000, dry_g: 3000 },
    });
    await log({
      kind: 'quality',
      room_id: dry,
      occurred_at: iso(HARVEST + 200 * HOUR),
      values: { batch_code: 'Q1', appearance: 'pass', aroma: 'pass' },
    });
    await log({
      kind: 'quality',
      room_id: dry,
      occurred_at: iso(HARVEST + 300 * HOUR),
      values: { batch_code: 'Q2', appearance: 'pass', aroma: 'fail' },
    });
    // A lot without a dry weight is no harvest yet.
    const unweighed = await newLot(grower, { started_at: '2026-09-01T00:00:00Z', start_room_id: veg });
    await mustLog(grower.client, grower, {
      kind: 'yield',
      lot_id: unweighed.id as string,
      // Still in Veg: an entry about a lot is made in the lot's room.
      room_id: veg,
      occurred_at: iso(HARVEST),
      values: { wet_g: 5000 },
    });
    const rows = all.map((r) => ({
      facility_id: grower.facilityId,
      room_id: flower,
      metric: r.metric as 'ppfd',
      at: iso(r.at),
      value: r.value,
      source: 'csv' as const,
    }));
    ok(await grower.client.from('prometheus_readings').insert(rows).select('at'));
  });

  const call = (client: Grower['client'], facilityId: string, tz = 'UTC') =>
    client.rpc('prometheus_cycles', {
      p_facility_id: facilityId,
      p_from: '2026-09-01T00:00:00Z',
      p_to: '2026-11-01T00:00:00Z',
      p_tz: tz,
    });

  it('gives the harvested lot its yield, room, stage lengths and quality', async () => {
    const rows = ok(await call(grower.client, grower.facilityId));
    expect(rows).toHaveLength(1);
    const c = rows[0]!;
    expect(c).toMatchObject({
      lot_id: lotId,
      strain: 'Gelato 41',
      room_id: grower.rooms[1],
      canopy_area_m2: 10,
      lighting_w: 5000,
      dry_g: 3000,
      wet_g: 12000,
      veg_days: 28,
      flower_days: 2,
      flower_hours: 48,
      quality_checks: 2,
      quality_passed: 1,
      quality_failed: 1,
    });
    expect(Date.parse(c.harvested_at)).toBe(HARVEST);
    expect(c.drying_days).toBeNull(); // still drying: the stage has no end yet
  });

  it('works out light, climate in band, VPD, EC and dryback from the flower stage’s readings', async () => {
    const c = ok(await call(grower.client, grower.facilityId))[0]!;
    const bands = ok(
      await grower.client
        .from('arca_room_target_bands')
        .select('metric, period, min_value, max_value')
        .eq('room_id', grower.rooms[1])
        .eq('stage', 'flower'),
    );
    const band = (metric: string, period: string) =>
      bands.find((b) => b.metric === metric && b.period === period);

    // Hourly means of the raw readings inside [flip, harvest).
    const hours = new Map<number, Map<string, number[]>>();
    for (const r of all) {
      if (r.at < FLIP || r.at >= HARVEST) continue;
      const h = Math.floor(r.at / HOUR) * HOUR;
      const m = hours.get(h) ?? new Map<string, number[]>();
      m.set(r.metric, [...(m.get(r.metric) ?? []), r.value]);
      hours.set(h, m);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    let mol = 0;
    let inBand = 0;
    const vpds: number[] = [];
    const nights = new Map<string, number[]>();
    let ecSum = 0;
    let ecN = 0;
    for (const [h, m] of hours) {
      const ppfd = mean(m.get('ppfd')!);
      const t = mean(m.get('air_temp')!);
      const rh = mean(m.get('rh')!);
      mol += (ppfd * 3600) / 1e6;
      const period = ppfd >= 10 ? 'day' : 'night';
      const bt = band('air_temp', period)!;
      const brh = band('rh', period)!;
      if (t >= bt.min_value! && t <= bt.max_value! && rh >= brh.min_value! && rh <= brh.max_value!) inBand++;
      vpds.push(airVpdKpa(t, rh)!);
      ecSum += m.get('substrate_ec')!.reduce((a, b) => a + b, 0);
      ecN += m.get('substrate_ec')!.length;
      if (period === 'night') {
        const key = new Date(h - 12 * HOUR).toISOString().slice(0, 10);
        nights.set(key, [...(nights.get(key) ?? []), mean(m.get('vwc')!)]);
      }
    }
    const falls = [...nights.values()]
      .filter((v) => v.length >= 3)
      .map((v) => Math.max(...v) - Math.min(...v));

    expect(c.light_hours).toBe(48);
    expect(c.mol_m2).toBeCloseTo(mol, 6);
    expect(c.climate_hours).toBe(48);
    expect(c.in_band_hours).toBe(inBand);
    expect(inBand).toBeLessThan(48); // the humid hours are out of band
    expect(c.mean_vpd).toBeCloseTo(mean(vpds), 9);
    expect(c.mean_substrate_ec).toBeCloseTo(ecSum / ecN, 9);
    expect(c.nights).toBe(falls.length);
    expect(c.mean_dryback).toBeCloseTo(mean(falls), 9);
  });

  it('shows another grower nothing of the facility, and refuses anon', async () => {
    expect(ok(await call(other.client, grower.facilityId))).toEqual([]);
    const anon = await call(anonClient() as Grower['client'], grower.facilityId);
    expect(anon.error).not.toBeNull();
  });

  it('refuses a range that ends before it starts and an unknown time zone (22023)', async () => {
    const backwards = await grower.client.rpc('prometheus_cycles', {
      p_facility_id: grower.facilityId,
      p_from: '2026-11-01T00:00:00Z',
      p_to: '2026-09-01T00:00:00Z',
      p_tz: 'UTC',
    });
    expect(backwards.error?.code).toBe('22023');
    expect((await call(grower.client, grower.facilityId, 'Mars/Olympus')).error?.code).toBe('22023');
  });
});

describe('the demo harvests (supabase/seeds/61_prometheus_yield.sql)', () => {
  it('give pro@ six harvested cycles at North Campus, the best with full light readings, the worst with damp nights', async () => {
    const pro = await demoUser('pro@example.com');
    const now = Date.now();
    const rows = ok(
      await pro.client.rpc('prometheus_cycles', {
        p_facility_id: 'f0000000-0000-4000-8000-000000000401',
        p_from: iso(now - 365 * 24 * HOUR),
        p_to: iso(now + HOUR),
        p_tz: 'America/Denver',
      }),
    );
    expect(rows.map((r) => r.lot_name).sort()).toEqual([
      'NC-2398',
      'NC-2401',
      'NC-2403',
      'NC-2405',
      'NC-2407',
      'NC-2409',
    ]);
    const perM2 = (r: (typeof rows)[number]) => r.dry_g / r.canopy_area_m2;
    const sorted = [...rows].sort((a, b) => perM2(b) - perM2(a));
    const best = sorted[0]!;
    const worst = sorted.at(-1)!;
    expect([best.lot_name, worst.lot_name]).toEqual(['NC-2409', 'NC-2403']);
    expect(best.light_hours).toBe(best.flower_hours); // its whole flower stage is in the 90 days
    expect(worst.light_hours).toBeGreaterThan(0);
    expect(worst.light_hours).toBeLessThan(0.5 * worst.flower_hours);
    expect(worst.in_band_hours! / worst.climate_hours).toBeLessThan(best.in_band_hours! / best.climate_hours);
    expect(rows.reduce((n, r) => n + r.quality_checks, 0)).toBe(8);
    expect(rows.reduce((n, r) => n + r.quality_failed, 0)).toBe(2);
  });
});
