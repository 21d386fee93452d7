// Fertility Tracking's budget (issue 16): one room's weekly element ledger over a 12-week cycle fed
// from 500 batches (1,000 feeds, each drawing from an A and a B batch), in a facility of ten rooms
// with as many feeds and batches again elsewhere — what /arca/fertility sends, as a signed-in grower
// through PostgREST, next to a bare one-table read by the same user in the same run. Budget: server
// time under 50 ms, i.e. the Postgres execution time of the call as that user (EXPLAIN ANALYZE, RLS
// and all), p95 of 50; the PostgREST round trips are printed beside it, as they move with the
// machine's load as much as with the query.
import { analysisFromSalt } from '../src/modules/arca/nutrients/fertilizer.ts';
import type { SaltId } from '../src/modules/arca/salts.ts';
import { percentile, startBenchStack, userToken } from './bench-stack.ts';
import type { Row } from './table.ts';

const BATCHES = 500;
const FEEDS = 1_000;
const OTHER_ROOMS = 9;
const OTHER_FEEDS_PER_ROOM = 500;
const DAYS = 84;
const RUNS = 200;
const WARMUP = 30;

const USER = 'b1600000-0000-4000-8000-000000000001';
const FACILITY = 'f1600000-0000-4000-8000-000000000001';
const ROOM = 'e1600000-0000-4000-8000-000000000001';
const TANK_A = 'a1610000-0000-4000-8000-00000000000a';
const TANK_B = 'a1610000-0000-4000-8000-00000000000b';

const SALTS: SaltId[] = [
  'calcium-nitrate-greenhouse',
  'potassium-nitrate',
  'monopotassium-phosphate',
  'magnesium-sulfate-heptahydrate',
  'potassium-sulfate',
  'iron-dtpa',
  'manganese-sulfate-monohydrate',
  'zinc-sulfate-heptahydrate',
];
const fertilizerId = (i: number) => `a1600000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

function fertilizerSql(): string {
  return SALTS.map((salt, i) => {
    const a = analysisFromSalt(salt);
    const columns = Object.keys(a);
    return `insert into public.arca_fertilizers (id, facility_id, name, salt_id, ${columns.join(', ')})
      values ('${fertilizerId(i)}', '${FACILITY}', '${salt}', '${salt}', ${columns.map((c) => a[c as keyof typeof a]).join(', ')});`;
  }).join('\n');
}

// Part A batches carry calcium and iron, part B the rest; each of the target room's feeds draws from
// batch pair n (every second day a new pair is mixed) and the other rooms' feeds from other pairs.
const SEED_SQL = `
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('${USER}', 'authenticated', 'authenticated', 'bench-feeder@example.com', now(),
  '{"provider":"email","providers":["email"]}', '{}', now(), now());
update public.profiles set membership_tier = 'Basic' where id = '${USER}';
insert into public.facilities (id, user_id, name) values ('${FACILITY}', '${USER}', 'Bench Fertigation');
insert into public.rooms (id, facility_id, room_name, room_type)
select ('e1600000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, '${FACILITY}', 'Room ' || g, 'flower'
from generate_series(1, ${OTHER_ROOMS + 1}) g;
insert into public.arca_tanks (id, facility_id, name, capacity_l, dilution_ratio, part) values
  ('${TANK_A}', '${FACILITY}', 'Stock A', 1000, 100, 'A'),
  ('${TANK_B}', '${FACILITY}', 'Stock B', 1000, 100, 'B');
${fertilizerSql()}

-- Bulk data for a measurement: envelope and values go in with triggers off; the batches' item rows
-- and figures and the feeds' element ledger are then built by the functions the triggers call.
set session_replication_role = replica;
create temporary table bench_batches as
select g as n, md5('bench-batch-' || g)::uuid as id, case when g % 2 = 0 then 'A' else 'B' end as part,
  now() - interval '${DAYS} days' + ((g / 2) % ${BATCHES / 2}) * interval '${(DAYS * 24) / (BATCHES / 2)} hours' as at
from generate_series(0, ${BATCHES * (1 + OTHER_ROOMS) - 1}) g;
insert into public.arca_entries (id, facility_id, kind, occurred_at, created_by)
select id, '${FACILITY}', 'batch', at, '${USER}' from bench_batches;
insert into public.arca_batch_values (entry_id, tank_id, volume_l, dilution_ratio, source_water_ec, measured_ec, items)
select id, case part when 'A' then '${TANK_A}'::uuid else '${TANK_B}'::uuid end, 50, 100, 0.1, 1.1,
  case part
    when 'A' then jsonb_build_array(
      jsonb_build_object('fertilizer_id', '${fertilizerId(0)}', 'amount', 5000, 'unit', 'g'),
      jsonb_build_object('fertilizer_id', '${fertilizerId(5)}', 'amount', 100, 'unit', 'g'))
    else jsonb_build_array(
      jsonb_build_object('fertilizer_id', '${fertilizerId(1)}', 'amount', 1750, 'unit', 'g'),
      jsonb_build_object('fertilizer_id', '${fertilizerId(2)}', 'amount', 1000, 'unit', 'g'),
      jsonb_build_object('fertilizer_id', '${fertilizerId(3)}', 'amount', 3000, 'unit', 'g'),
      jsonb_build_object('fertilizer_id', '${fertilizerId(4)}', 'amount', 500, 'unit', 'g'),
      jsonb_build_object('fertilizer_id', '${fertilizerId(6)}', 'amount', 20, 'unit', 'g'),
      jsonb_build_object('fertilizer_id', '${fertilizerId(7)}', 'amount', 8, 'unit', 'g'))
  end
from bench_batches;
select count(public.arca_batch_refresh(id)) from bench_batches;

-- The target room: ${FEEDS} feeds from its ${BATCHES} batches (pairs 0…${BATCHES / 2 - 1}); every other room
-- ${OTHER_FEEDS_PER_ROOM} feeds from the remaining pairs.
create temporary table bench_feeds as
select md5('bench-feed-' || r || '-' || g)::uuid as id,
  ('e1600000-0000-4000-8000-' || lpad(r::text, 12, '0'))::uuid as room,
  now() - interval '${DAYS} days' + (g + 0.5) * interval '1 minute' * (${DAYS} * 24 * 60.0 / (case r when 1 then ${FEEDS} else ${OTHER_FEEDS_PER_ROOM} end)) as at,
  case r when 1 then (g * ${BATCHES / 2}) / ${FEEDS}
    else ${BATCHES / 2} + (r - 2) * ${BATCHES / 2} + (g * ${BATCHES / 2}) / ${OTHER_FEEDS_PER_ROOM} end as pair,
  case r when 1 then g % 3 = 0 end as plants
from generate_series(1, ${OTHER_ROOMS + 1}) r
cross join lateral generate_series(0, case r when 1 then ${FEEDS} else ${OTHER_FEEDS_PER_ROOM} end - 1) g;
insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by)
select id, '${FACILITY}', room, 'fertigation', at, '${USER}' from bench_feeds;
insert into public.arca_fertigation_values (entry_id, batch_ids, volume_l, plant_count, measured_ec)
select f.id, array[md5('bench-batch-' || (2 * f.pair))::uuid, md5('bench-batch-' || (2 * f.pair + 1))::uuid], 60,
  case when f.plants then 16 end, 2.2
from bench_feeds f;
select count(public.arca_fertigation_refresh(id)) from bench_feeds;
set session_replication_role = origin;
analyze;
`;

export async function arcaNutrientsRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('arca-nutrients', { seed: false });
  try {
    await stack.pool.query(SEED_SQL);
    const token = await userToken(stack, USER);
    const headers = { apikey: stack.config.anonKey, Authorization: `Bearer ${token}` };
    const get = async (query: string) => {
      const t0 = performance.now();
      const res = await fetch(`${stack.config.apiUrl}/rest/v1/${query}`, { headers });
      const body = (await res.json()) as unknown[];
      const ms = performance.now() - t0;
      if (!res.ok || !Array.isArray(body)) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
      return { ms, body };
    };

    const to = new Date();
    const from = new Date(to.getTime() - (DAYS + 1) * 86_400_000);
    const params = new URLSearchParams({
      p_room_id: ROOM,
      p_from: from.toISOString(),
      p_to: to.toISOString(),
      p_time_zone: 'America/Los_Angeles',
    });
    const fertility = `rpc/arca_room_fertility?${params}`;
    const bare = 'arca_entries?select=id,kind,occurred_at&limit=25';

    const first = await get(fertility);
    const feeds = (first.body as { feeds: number }[]).reduce((sum, w) => sum + w.feeds, 0);
    if (feeds !== FEEDS)
      throw new Error(`fertility counted ${feeds} feeds, not ${FEEDS}; the bench would be meaningless`);

    for (let i = 0; i < WARMUP; i++) {
      await get(fertility);
      await get(bare);
    }
    const times = { fertility: [] as number[], bare: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.fertility.push((await get(fertility)).ms);
      times.bare.push((await get(bare)).ms);
    }
    for (const t of Object.values(times)) t.sort((a, b) => a - b);

    // The same call inside Postgres, as the grower (RLS and all): execution time only.
    const client = await stack.pool.connect();
    let executionMs = Number.NaN;
    try {
      await client.query('begin');
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USER, role: 'authenticated' }),
      ]);
      await client.query('set local role authenticated');
      const samples: number[] = [];
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query(
          `explain (analyze, format json) select * from public.arca_room_fertility($1, $2, $3, 'America/Los_Angeles')`,
          [ROOM, from.toISOString(), to.toISOString()],
        );
        samples.push(rows[0]['QUERY PLAN'][0]['Execution Time'] as number);
      }
      samples.sort((a, b) => a - b);
      executionMs = percentile(samples, 95);
      await client.query('rollback');
    } finally {
      client.release();
    }

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const f95 = percentile(times.fertility, 95);
    const b95 = percentile(times.bare, 95);
    return [
      {
        metric: `Arca fertility server time p95 (1 room, 12 weeks, ${BATCHES} batches, ${FEEDS.toLocaleString('en-US')} feeds; ${first.body.length} weeks)`,
        value: ms(executionMs),
        budget: '< 50 ms',
        ok: executionMs < 50,
      },
      {
        metric: 'Arca fertility PostgREST p50',
        value: ms(percentile(times.fertility, 50)),
        budget: '',
        ok: true,
      },
      { metric: 'Arca fertility PostgREST p95', value: ms(f95), budget: '', ok: true },
      { metric: 'Arca fertility bare one-table p95 (same user)', value: ms(b95), budget: '', ok: true },
      { metric: 'Arca fertility / bare (p95)', value: `${(f95 / b95).toFixed(2)}×`, budget: '', ok: true },
    ];
  } finally {
    await dispose();
  }
}
