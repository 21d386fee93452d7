// Arca records budgets (ARCHITECTURE.md §6, issue 15) in a throw-away stack, as a signed-in Basic
// grower through PostgREST, next to a bare one-table read by the same user in the same run:
// - the Runoff records list over 100,000 entries, filtered by room and a 30-day range, first page
//   with the exact count (what /arca/runofflogger/records sends): p95 within 2× the bare read;
// - a lot's timeline over 5,000 entries of every kind, first page with each kind's values;
// - Yields analytics over 2,000 harvests (every lot's grow room found from its harvest event):
//   the screen's one read of arca_yield_analytics, and pricing and grouping them in the page
//   (records/prices.ts) within one 50 ms task, the long-task limit the issue sets for the page.
import { recordsListPath, lotTimelinePath } from '../src/modules/arca/records/queries.ts';
import { KINDS } from '../src/modules/arca/records/kinds/registry.ts';
import {
  cyclesOf,
  groupCycles,
  GROUPINGS,
  YIELD_ANALYTICS_SELECT,
  type Harvest,
  type Price,
} from '../src/modules/arca/records/prices.ts';
import { percentile, startBenchStack, userToken } from './bench-stack.ts';
import type { Row } from './table.ts';

const ENTRIES = 100_000;
const LOT_ENTRIES = 5_000;
const ROOMS = 10;
const HARVESTS = 2_000;
const STRAINS = 12;
const RUNS = 200;
const WARMUP = 30;

const USER = 'b1000000-0000-4000-8000-000000000001';
const FACILITY = 'f1000000-0000-4000-8000-000000000001';
const LOT = 'd1000000-0000-4000-8000-000000000001';
const room = (i: number) => `e1000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

// Triggers are off while loading (session_replication_role = replica): this is bulk data for a
// measurement, and the lot-derivation and history triggers would only slow the load.
const SEED_SQL = `
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('${USER}', 'authenticated', 'authenticated', 'bench-grower@example.com', now(),
  '{"provider":"email","providers":["email"]}', '{}', now(), now());
update public.profiles set membership_tier = 'Basic' where id = '${USER}';
insert into public.facilities (id, user_id, name) values ('${FACILITY}', '${USER}', 'Bench Farms');
insert into public.rooms (id, facility_id, room_name, room_type)
select ('e1000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, '${FACILITY}', 'Room ' || g, 'flower'
from generate_series(1, ${ROOMS}) g;
insert into public.arca_lots (id, facility_id, name, strain, plant_count, start_room_id, created_by)
values ('${LOT}', '${FACILITY}', 'Bench lot', 'Blue Dream', 100, '${room(1)}', '${USER}');

set session_replication_role = replica;
-- ${ENTRIES} runoff entries over two years, spread evenly across the rooms.
insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by)
select md5('bench-runoff-' || g)::uuid, '${FACILITY}',
  ('e1000000-0000-4000-8000-' || lpad((1 + g % ${ROOMS})::text, 12, '0'))::uuid, 'runoff',
  now() - (g * interval '1 minute' * (730 * 24 * 60 / ${ENTRIES}.0)), '${USER}'
from generate_series(1, ${ENTRIES}) g;
insert into public.arca_runoff_values (entry_id, input_volume_l, runoff_volume_l, input_ec, runoff_ec, input_ph, runoff_ph)
select md5('bench-runoff-' || g)::uuid, 1.8, round((0.2 + (g % 20) / 100.0)::numeric, 2), 2.2,
  round((2.6 + (g % 13) / 10.0)::numeric, 2), 5.9, round((6.0 + (g % 5) / 10.0)::numeric, 2)
from generate_series(1, ${ENTRIES}) g;

-- A lot with ${LOT_ENTRIES} entries of every kind.
insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, created_by)
select md5('bench-lot-' || g)::uuid, '${FACILITY}', '${room(1)}', '${LOT}',
  (array['diary', 'runoff', 'ppm'])[1 + g % 3], now() - g * interval '1 hour', '${USER}'
from generate_series(1, ${LOT_ENTRIES}) g;
insert into public.arca_diary_values (entry_id, event, title)
select md5('bench-lot-' || g)::uuid, 'observation', 'Note ' || g from generate_series(1, ${LOT_ENTRIES}) g where g % 3 = 0;
insert into public.arca_runoff_values (entry_id, input_volume_l, runoff_volume_l, input_ec, runoff_ec)
select md5('bench-lot-' || g)::uuid, 1.8, 0.3, 2.2, 2.9 from generate_series(1, ${LOT_ENTRIES}) g where g % 3 = 1;
insert into public.arca_ppm_values (entry_id, ec, ph, tank)
select md5('bench-lot-' || g)::uuid, 2.1, 5.8, 'Tank A' from generate_series(1, ${LOT_ENTRIES}) g where g % 3 = 2;

-- ${HARVESTS} harvested lots: a harvest event in a grow room, then the yield weighed in the dry
-- room (room ${ROOMS}), graded A or B; prices per strain and grade that changed over the years.
update public.rooms set canopy_area_m2 = 40, lighting_w = 24000;
insert into public.arca_lots (id, facility_id, name, strain, plant_count, start_room_id, created_by)
select md5('bench-yield-lot-' || g)::uuid, '${FACILITY}', 'H-' || g, 'Strain ' || (g % ${STRAINS}), 100,
  '${room(1)}', '${USER}'
from generate_series(1, ${HARVESTS}) g;
insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, created_by)
select md5('bench-harvest-' || g)::uuid, '${FACILITY}',
  ('e1000000-0000-4000-8000-' || lpad((1 + g % (${ROOMS} - 1))::text, 12, '0'))::uuid,
  md5('bench-yield-lot-' || g)::uuid, 'diary', now() - g * interval '8 hours', '${USER}'
from generate_series(1, ${HARVESTS}) g;
insert into public.arca_diary_values (entry_id, event, title, to_room_id, to_stage)
select md5('bench-harvest-' || g)::uuid, 'harvest', 'Harvest', '${room(ROOMS)}', 'drying'
from generate_series(1, ${HARVESTS}) g;
insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, created_by)
select md5('bench-yield-' || g)::uuid, '${FACILITY}', '${room(ROOMS)}', md5('bench-yield-lot-' || g)::uuid,
  'yield', now() - g * interval '8 hours' + interval '10 days', '${USER}'
from generate_series(1, ${HARVESTS}) g;
insert into public.arca_yield_values (entry_id, wet_g, trim_g, waste_g, dry_g, grade)
select md5('bench-yield-' || g)::uuid, 40000 + g % 5000, 5000, 12000, 9000 + g % 1500,
  case when g % 4 = 0 then 'B' else 'A' end
from generate_series(1, ${HARVESTS}) g;
insert into public.arca_yield_prices (facility_id, strain, grade, price, per_unit, effective_on)
select '${FACILITY}', case when s < ${STRAINS} then 'Strain ' || s end, grade,
  1000 + s * 25 + y * 50, 'lb', current_date - y * 180
from generate_series(0, ${STRAINS}) s, unnest(array['A', 'B']) grade, generate_series(0, 4) y;
set session_replication_role = origin;
analyze;
`;

export async function arcaRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('arca', { seed: false });
  try {
    await stack.pool.query(SEED_SQL);
    const token = await userToken(stack, USER);
    const headers = { apikey: stack.config.anonKey, Authorization: `Bearer ${token}` };
    // Only the records list asks for the number of matching rows, as the app does.
    const get = async (query: string, count = false) => {
      const t0 = performance.now();
      const res = await fetch(`${stack.config.apiUrl}/rest/v1/${query}`, {
        headers: count ? { ...headers, Prefer: 'count=exact' } : headers,
      });
      const body = (await res.json()) as unknown[];
      const ms = performance.now() - t0;
      if (!res.ok || !Array.isArray(body)) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
      return { ms, rows: body.length, range: res.headers.get('content-range'), body };
    };

    const to = new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const list = recordsListPath(KINDS.runoff, {
      facilityId: FACILITY,
      roomId: room(3),
      from: from.toISOString(),
      to: to.toISOString(),
      sort: { column: 'occurred_at', desc: true },
      page: 0,
      pageSize: 25,
    });
    const timeline = lotTimelinePath(FACILITY, LOT, { page: 0, pageSize: 50 });
    const bare = 'arca_entries?select=id,kind,occurred_at&limit=25';

    const first = await get(list, true);
    if (first.rows !== 25)
      throw new Error(`the records list returned ${first.rows} rows; the bench would be meaningless`);
    const lotFirst = await get(timeline);
    if (lotFirst.rows !== 50) throw new Error(`the lot timeline returned ${lotFirst.rows} rows`);

    for (let i = 0; i < WARMUP; i++) {
      await get(list, true);
      await get(timeline);
      await get(bare);
    }
    const times = { list: [] as number[], timeline: [] as number[], bare: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.list.push((await get(list, true)).ms);
      times.timeline.push((await get(timeline)).ms);
      times.bare.push((await get(bare)).ms);
    }
    // Yields analytics: the read the screen sends, then what the page computes from it.
    // In pages of the API's 1,000 rows at most, one after another, as getYieldAnalytics reads.
    const analyticsPage = (from: number) =>
      `arca_yield_analytics?select=${encodeURIComponent(YIELD_ANALYTICS_SELECT)}&facility_id=eq.${FACILITY}&order=occurred_at.desc,id.asc&offset=${from}&limit=1000`;
    const readAnalytics = async () => {
      let ms = 0;
      const body: unknown[] = [];
      for (let from = 0; ; from += 1000) {
        const page = await get(analyticsPage(from));
        ms += page.ms;
        body.push(...page.body);
        if (page.rows < 1000) break;
      }
      return { ms, rows: body.length, body };
    };
    const pricesRead = await get(
      `arca_yield_prices?select=id,strain,grade,price,per_unit,currency,effective_on&facility_id=eq.${FACILITY}&limit=1000`,
    );
    const harvestsRead = await readAnalytics();
    if (harvestsRead.rows !== HARVESTS)
      throw new Error(`the analytics returned ${harvestsRead.rows} harvests`);
    const harvests = harvestsRead.body as Harvest[];
    const prices = (pricesRead.body as Price[]).map((p) => ({ ...p, price: Number(p.price) }));
    if (harvests.some((h) => h.canopy_area_m2 === null))
      throw new Error('a harvest was not traced to its grow room; the bench would be meaningless');
    const yieldTimes = { read: [] as number[], compute: [] as number[] };
    for (let i = 0; i < 60; i++) {
      yieldTimes.read.push((await readAnalytics()).ms);
      const t0 = performance.now();
      const cycles = cyclesOf(harvests, prices);
      for (const g of GROUPINGS) groupCycles(cycles, g.value);
      yieldTimes.compute.push(performance.now() - t0);
    }
    for (const t of [...Object.values(times), ...Object.values(yieldTimes)]) t.sort((a, b) => a - b);
    const y95 = percentile(yieldTimes.read, 95);
    const c95 = percentile(yieldTimes.compute, 95);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const b95 = percentile(times.bare, 95);
    const l95 = percentile(times.list, 95);
    const t95 = percentile(times.timeline, 95);
    return [
      {
        metric: `Arca records list p50 (${ENTRIES.toLocaleString('en-US')} runoff entries, room + 30 days, ${first.range})`,
        value: ms(percentile(times.list, 50)),
        budget: '',
        ok: true,
      },
      { metric: 'Arca records list p95', value: ms(l95), budget: '', ok: true },
      { metric: 'Arca bare one-table p95 (same user)', value: ms(b95), budget: '', ok: true },
      {
        metric: 'Arca records list / bare (p95)',
        value: `${(l95 / b95).toFixed(2)}×`,
        budget: '≤ 2×',
        ok: l95 / b95 <= 2,
      },
      {
        metric: `Arca lot timeline p95 (${LOT_ENTRIES.toLocaleString('en-US')} entries, first 50, values embedded)`,
        value: ms(t95),
        budget: '≤ 2× bare',
        ok: t95 / b95 <= 2,
      },
      {
        metric: `Arca yields analytics read p95 (${HARVESTS.toLocaleString('en-US')} harvests, grow room traced)`,
        value: ms(y95),
        budget: '',
        ok: true,
      },
      {
        metric: 'Arca yields analytics priced and grouped 3 ways, p95 (one task in the page)',
        value: ms(c95),
        budget: '≤ 50 ms',
        ok: c95 <= 50,
      },
    ];
  } finally {
    await dispose();
  }
}
