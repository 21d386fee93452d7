// The Arca records demo data (supabase/seeds/40_arca.sql), as basic@example.com sees it.
import { beforeAll, describe, expect, it } from 'vitest';
import { dueList } from '../../src/modules/arca/records/filter-status.ts';
import { cyclesOf, type Price } from '../../src/modules/arca/records/prices.ts';
import { demoUser, type TestUser } from './helpers.ts';

const FACILITY = 'f0000000-0000-4000-8000-000000000201';
let basic: TestUser;

beforeAll(async () => {
  basic = await demoUser('basic@example.com');
});

describe('seeded Arca records', () => {
  it('two lots went through a full cycle and one is in flower with its harvest planned', async () => {
    const { data, error } = await basic.client
      .from('arca_lots')
      .select(
        'name, current_stage, current_plant_count, room:rooms!arca_lots_facility_id_current_room_id_fkey(room_name)',
      )
      .eq('facility_id', FACILITY)
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'BD-01', current_stage: 'done', current_plant_count: 21, room: { room_name: 'Dry Room' } },
      { name: 'GG4-02', current_stage: 'done', current_plant_count: 17, room: { room_name: 'Dry Room' } },
      { name: 'WC-03', current_stage: 'flower', current_plant_count: 15, room: { room_name: 'Flower Room' } },
    ]);
    const planned = await basic.client
      .from('arca_diary_records')
      .select('event, occurred_at')
      .eq('facility_id', FACILITY)
      .eq('status', 'planned');
    expect(planned.data).toHaveLength(1);
    expect(new Date(planned.data![0]!.occurred_at!).getTime()).toBeGreaterThan(Date.now());
  });

  it('both grow rooms have three months of runoff and PPM readings in realistic ranges', async () => {
    // The oldest reading is 89 days back at 08:00 UTC: between 88 d 16 h and 89 d 16 h old,
    // depending on the time of day the test runs.
    const since = new Date(Date.now() - 88 * 86_400_000).toISOString();
    const runoff = await basic.client
      .from('arca_runoff_records')
      .select('room_id, runoff_pct, input_ec, runoff_ec, input_ph, runoff_ph, occurred_at')
      .eq('facility_id', FACILITY);
    expect(runoff.error).toBeNull();
    const rows = runoff.data!;
    expect(rows.length).toBeGreaterThan(200);
    expect(new Set(rows.map((r) => r.room_id)).size).toBe(2);
    expect(rows.some((r) => r.occurred_at! < since)).toBe(true);
    for (const r of rows) {
      expect(r.runoff_pct).toBeGreaterThanOrEqual(10);
      expect(r.runoff_pct).toBeLessThanOrEqual(25);
      expect(r.runoff_ec!).toBeGreaterThan(r.input_ec!);
      expect(r.input_ph!).toBeGreaterThan(5.7);
      expect(r.runoff_ph!).toBeLessThan(6.5);
    }
    const ppm = await basic.client
      .from('arca_ppm_records')
      .select('tank, ec, entered_unit')
      .eq('facility_id', FACILITY);
    expect(ppm.data!.length).toBe(180);
    expect(new Set(ppm.data!.map((r) => r.tank))).toEqual(new Set(['Veg tank', 'Flower tank']));
    for (const r of ppm.data!) {
      expect(r.ec).toBeGreaterThan(1.5);
      expect(r.ec).toBeLessThan(3);
    }
  });

  it('one PPM reading shows a corrected typo in its history', async () => {
    const { data } = await basic.client
      .from('arca_entry_versions')
      .select('changed_by, snapshot, entry:arca_entries(facility_id)')
      .eq('entry.facility_id', FACILITY)
      .not('entry', 'is', null);
    expect(data).toHaveLength(1);
    expect(data![0]!.changed_by).toBe(basic.id);
  });

  it("the finished lots have their harvest yields, and a lot's timeline has its runoff readings", async () => {
    const yields = await basic.client
      .from('arca_yield_records')
      .select('wet_g, dry_g, dry_wet_pct, lot:arca_lots(name)')
      .eq('facility_id', FACILITY)
      .order('occurred_at');
    expect(yields.error).toBeNull();
    expect(yields.data!.map((y) => y.lot?.name)).toEqual(['BD-01', 'GG4-02']);
    for (const y of yields.data!) {
      expect(y.dry_g!).toBeLessThan(y.wet_g!);
      expect(y.dry_wet_pct).toBeGreaterThanOrEqual(20);
      expect(y.dry_wet_pct).toBeLessThanOrEqual(25);
    }
    const fed = await basic.client
      .from('arca_entries')
      .select('kind', { count: 'exact', head: true })
      .eq('lot_id', 'd4000000-0000-4000-8000-000000000003')
      .eq('kind', 'runoff');
    expect(fed.count).toBeGreaterThan(50);
  });

  it('the finished lots have quality batches: one failed too wet, its re-check and the other lot pass', async () => {
    const { data, error } = await basic.client
      .from('arca_quality_records')
      .select('batch_code, water_activity, result, total_thc_pct, lot:arca_lots(name)')
      .eq('facility_id', FACILITY)
      .order('occurred_at');
    expect(error).toBeNull();
    expect(data!.map((q) => [q.batch_code, q.lot?.name, q.result])).toEqual([
      ['BD01-A', 'BD-01', 'pass'],
      ['GG402-A', 'GG4-02', 'fail'],
      ['GG402-B', 'GG4-02', 'pass'],
    ]);
    expect(data![2]!.total_thc_pct).toBeGreaterThan(20);
  });

  it('the grow rooms have their canopy area and lighting power for yields per m² and per watt', async () => {
    const { data, error } = await basic.client
      .from('rooms')
      .select('room_name, canopy_area_m2, lighting_w')
      .eq('facility_id', FACILITY)
      .in('room_name', ['Veg Room', 'Flower Room'])
      .order('room_name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { room_name: 'Flower Room', canopy_area_m2: 2.97, lighting_w: 645 },
      { room_name: 'Veg Room', canopy_area_m2: 2.97, lighting_w: 320 },
    ]);
  });

  it('the harvests are priced: Blue Dream at its own price on its day, GG4-02 at the house price; both grew in the flower room', async () => {
    const [harvests, prices] = await Promise.all([
      basic.client.from('arca_yield_analytics').select('*').eq('facility_id', FACILITY),
      basic.client.from('arca_yield_prices').select('*').eq('facility_id', FACILITY),
    ]);
    expect(harvests.error).toBeNull();
    expect(prices.error).toBeNull();
    const cycles = cyclesOf(
      harvests.data!.map((h) => ({
        ...h,
        id: h.id!,
        lot_id: h.lot_id!,
        lot_name: h.lot_name!,
        strain: h.strain!,
        occurred_at: h.occurred_at!,
      })),
      prices.data! as Price[],
    );
    expect(cycles.map((c) => [c.lotName, c.roomName, c.unpricedG])).toEqual([
      ['GG4-02', 'Flower Room', 0],
      ['BD-01', 'Flower Room', 0],
    ]);
    // BD-01 was harvested 64 days ago, before Blue Dream's price dropped to $1,250/lb (60 days ago);
    // the trim of both sells at the house price for Trim, $150/lb.
    expect(cycles[1]!.revenue.USD).toBeCloseTo((1130 * 1400 + 655 * 150) / 453.59237, 2);
    expect(cycles[0]!.revenue.USD).toBeCloseTo((1032 * 1200 + 560 * 150) / 453.59237, 2);
    expect(cycles[1]!.gPerM2).toBeCloseTo(1130 / 2.97, 6);
  });

  it('the RO unit has weekly readings whose flow and salt passage since its clean call for another; the carbon block is overdue', async () => {
    const filters = await basic.client
      .from('arca_filters')
      .select('*')
      .eq('facility_id', FACILITY)
      .order('name');
    expect(filters.data!.map((f) => f.name)).toEqual(['Carbon block', 'RO membrane', 'Sediment 5 µm']);
    const entries = await basic.client
      .from('arca_filter_records')
      .select('*')
      .eq('facility_id', FACILITY)
      .order('occurred_at', { ascending: false });
    expect(entries.error).toBeNull();
    const mapped = filters.data!.map((f) => ({
      ...f,
      entries: entries.data!.filter((e) => e.filter_id === f.id),
    }));
    const due = dueList(mapped);
    const ro = due.find((d) => d.filter.name === 'RO membrane')!;
    expect(ro.health.rejectionPct).toBeGreaterThan(96);
    expect(ro.health.warnings.map((w) => w.kind).sort()).toEqual(['flow', 'salt']);
    expect(due[0]!.filter.name).toBe('Carbon block');
    expect(due[0]!.due.daysLeft).toBeLessThan(0);
    expect(due.find((d) => d.filter.name === 'Sediment 5 µm')!.due.daysLeft).toBe(10);
  });
});
