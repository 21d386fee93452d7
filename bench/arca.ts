// Arca records budgets (ARCHITECTURE.md §6, issue 15) in a throw-away stack, as a signed-in Basic
// grower through PostgREST, next to a bare one-table read by the same user in the same run:
// - the Runoff records list over 100,000 entries, filtered by room and a 30-day range, first page
//   with the exact count (what /arca/runofflogger/records sends): p95 within 2× the bare read;
// - a lot's timeline over 5,000 entries of every kind, first page with each kind's values.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { freePort, startStack } from '../supabase/local/stack.ts';
import { recordsListPath, lotTimelinePath } from '../src/modules/arca/records/queries.ts';
import { KINDS } from '../src/modules/arca/records/kinds/registry.ts';
import type { Row } from './table.ts';

const ENTRIES = 100_000;
const LOT_ENTRIES = 5_000;
const ROOMS = 10;
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
set session_replication_role = origin;
analyze;
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function arcaRows(): Promise<Row[]> {
  const apiPort = await freePort();
  const dataDir = path.join(os.tmpdir(), `canopy-bench-arca-${apiPort}`);
  const stack = await startStack({
    ephemeral: true,
    reset: true,
    seed: false,
    apiPort,
    dbPort: await freePort(),
    dataDir,
    log: () => undefined,
  });
  try {
    await stack.pool.query(SEED_SQL);
    const token = await new SignJWT({ role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(stack.config.jwtSecret));
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
      return { ms, rows: body.length, range: res.headers.get('content-range') };
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
    for (const t of Object.values(times)) t.sort((a, b) => a - b);
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
    ];
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
