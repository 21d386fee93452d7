// Atlas in a throw-away stack, as a STAFF MEMBER on the free plan working in a Professional
// owner's facility (every policy goes through facility_grants' member branch), next to a bare
// one-table read by the same user in the same run:
// - the calendar's month: tasks due in the month (with phase, cycle and SOP embedded) and the
//   phases running in it, the two requests the page sends together, over 200 cycles (5,000 tasks,
//   1,000 phases) across 10 rooms and 7 years: p95 within 2× the bare read;
// - the public production board over 1,000 facilities (300 published, each with a cycle in flower),
//   signed out, against a bare signed-out read of a public table.
import { TASK_COLUMNS } from '../src/modules/atlas/api/task-columns.ts';
import { percentile, startBenchStack, userToken } from './bench-stack.ts';
import type { Row } from './table.ts';

const ROOMS = 10;
const CYCLES_PER_ROOM = 20;
const TASKS_PER_CYCLE = 25;
const BOARD_FACILITIES = 1_000;
const PUBLISHED = 300;
const RUNS = 200;
const WARMUP = 30;

const OWNER = 'b2000000-0000-4000-8000-000000000001';
const STAFF = 'b2000000-0000-4000-8000-000000000002';
const FACILITY = 'f2000000-0000-4000-8000-000000000001';

// Cycles are back to back in each room (140 days: five phases of 28),
// the first starting seven years ago. Triggers are off while loading (bulk data for a
// measurement); the room exclusion constraint still holds, as it is not a trigger.
const SEED_SQL = `
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('${OWNER}', 'authenticated', 'authenticated', 'bench-owner@example.com', now(), '{}', '{}', now(), now()),
       ('${STAFF}', 'authenticated', 'authenticated', 'bench-staff@example.com', now(), '{}', '{}', now(), now());
update public.profiles set membership_tier = 'Professional' where id = '${OWNER}';
insert into public.facilities (id, user_id, name) values ('${FACILITY}', '${OWNER}', 'Bench Campus');
insert into public.facility_members (facility_id, user_id, role) values ('${FACILITY}', '${STAFF}', 'staff');
insert into public.rooms (id, facility_id, room_name, room_type)
select ('e2000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, '${FACILITY}', 'Room ' || g, 'flower'
from generate_series(1, ${ROOMS}) g;

set session_replication_role = replica;
insert into public.atlas_cycles (id, facility_id, room_id, name, strain_name, starts_on, ends_on)
select md5('bench-cycle-' || r || '-' || c)::uuid, '${FACILITY}',
  ('e2000000-0000-4000-8000-' || lpad(r::text, 12, '0'))::uuid, 'Cycle ' || r || '-' || c, 'Blue Dream',
  current_date - 2555 + (c - 1) * 140, current_date - 2555 + c * 140
from generate_series(1, ${ROOMS}) r, generate_series(1, ${CYCLES_PER_ROOM}) c;
insert into public.atlas_cycle_phases (id, cycle_id, facility_id, phase, room_id, baseline_start, baseline_end, start_on, end_on)
select md5('bench-phase-' || c.id || p.n)::uuid, c.id, c.facility_id, p.phase, c.room_id,
  c.starts_on + (p.n - 1) * 28, c.starts_on + p.n * 28, c.starts_on + (p.n - 1) * 28, c.starts_on + p.n * 28
from public.atlas_cycles c
cross join (values (1, 'propagation'), (2, 'veg'), (3, 'flower'), (4, 'dry'), (5, 'cure')) as p(n, phase);
insert into public.atlas_tasks (facility_id, cycle_id, cycle_phase_id, offset_days, due_on, baseline_due_on, title,
  assignee_id, status)
select ph.facility_id, ph.cycle_id, ph.id, t.n, ph.start_on + t.n, ph.start_on + t.n, 'Task ' || t.n,
  case when t.n % 2 = 0 then '${STAFF}'::uuid end, 'open'
from public.atlas_cycle_phases ph, generate_series(0, ${TASKS_PER_CYCLE / 5 - 1}) t(n);

-- The board: ${BOARD_FACILITIES} Professional owners with a facility and a cycle in flower today;
-- ${PUBLISHED} of them publish it.
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select md5('bench-board-user-' || g)::uuid, 'authenticated', 'authenticated', 'board-' || g || '@example.com', now(),
  '{}', '{}', now(), now()
from generate_series(1, ${BOARD_FACILITIES}) g;
set session_replication_role = origin;
insert into public.profiles (id) select md5('bench-board-user-' || g)::uuid from generate_series(1, ${BOARD_FACILITIES}) g
on conflict do nothing;
update public.profiles set membership_tier = 'Professional' where id in (
  select md5('bench-board-user-' || g)::uuid from generate_series(1, ${BOARD_FACILITIES}) g);
set session_replication_role = replica;
insert into public.facilities (id, user_id, name)
select md5('bench-board-facility-' || g)::uuid, md5('bench-board-user-' || g)::uuid, 'Board facility ' || g
from generate_series(1, ${BOARD_FACILITIES}) g;
insert into public.rooms (id, facility_id, room_name, room_type)
select md5('bench-board-room-' || g)::uuid, md5('bench-board-facility-' || g)::uuid, 'Flower', 'flower'
from generate_series(1, ${BOARD_FACILITIES}) g;
insert into public.atlas_board_settings (facility_id, published, public_name, show_strain)
select md5('bench-board-facility-' || g)::uuid, g <= ${PUBLISHED}, 'Grower ' || g, true
from generate_series(1, ${BOARD_FACILITIES}) g;
insert into public.atlas_board_rooms (room_id, facility_id, alias)
select md5('bench-board-room-' || g)::uuid, md5('bench-board-facility-' || g)::uuid, 'Flower A'
from generate_series(1, ${BOARD_FACILITIES}) g;
insert into public.atlas_cycles (id, facility_id, room_id, name, strain_name, starts_on, ends_on)
select md5('bench-board-cycle-' || g)::uuid, md5('bench-board-facility-' || g)::uuid,
  md5('bench-board-room-' || g)::uuid, 'Batch ' || g, 'Wedding Cake', current_date - 40, current_date + 30
from generate_series(1, ${BOARD_FACILITIES}) g;
insert into public.atlas_cycle_phases (cycle_id, facility_id, phase, room_id, baseline_start, baseline_end, start_on, end_on)
select md5('bench-board-cycle-' || g)::uuid, md5('bench-board-facility-' || g)::uuid, 'flower',
  md5('bench-board-room-' || g)::uuid, current_date - 20, current_date + 30, current_date - 20, current_date + 30
from generate_series(1, ${BOARD_FACILITIES}) g;
set session_replication_role = origin;
analyze;
`;

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function atlasRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('atlas', { seed: false });
  try {
    await stack.pool.query(SEED_SQL);
    const token = await userToken(stack, STAFF);
    const staff = { apikey: stack.config.anonKey, Authorization: `Bearer ${token}` };
    const anon = { apikey: stack.config.anonKey };
    const request = async (query: string, headers: Record<string, string>, init: RequestInit = {}) => {
      const res = await fetch(`${stack.config.apiUrl}/rest/v1/${query}`, {
        ...init,
        headers: { ...headers, ...init.headers },
      });
      const body = (await res.json()) as unknown[];
      if (!res.ok || !Array.isArray(body)) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
      return body.length;
    };
    const timed = async (fn: () => Promise<unknown>) => {
      const t0 = performance.now();
      await fn();
      return performance.now() - t0;
    };

    // The calendar's month, as /atlas/calendar?view=month sends it (weeks around the month).
    const now = new Date();
    const from = iso(
      new Date(
        now.getFullYear(),
        now.getMonth(),
        1 - ((new Date(now.getFullYear(), now.getMonth(), 1).getDay() + 6) % 7),
      ),
    );
    const to = iso(new Date(new Date(from).getTime() + 42 * 86_400_000));
    const tasks = `atlas_tasks?select=${encodeURIComponent(TASK_COLUMNS)}&facility_id=eq.${FACILITY}&due_on=gte.${from}&due_on=lt.${to}&order=due_on`;
    const phases = `atlas_cycle_phases?select=${encodeURIComponent('id,phase,room_id,start_on,end_on,cycle:atlas_cycles!inner(id,name,strain_name,status)')}&facility_id=eq.${FACILITY}&start_on=lt.${to}&end_on=gt.${from}&cycle.status=eq.active&order=start_on`;
    const month = () => Promise.all([request(tasks, staff), request(phases, staff)]);
    const bare = () => request('atlas_tasks?select=id,title,due_on&limit=25', staff);
    const board = () =>
      request('rpc/atlas_production_board', anon, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      });
    const bareAnon = () => request('agora_specialties?select=id,name&limit=25', anon);

    const [taskRows, phaseRows] = await month();
    if (taskRows < 50 || phaseRows < 10)
      throw new Error(`the month returned ${taskRows} tasks, ${phaseRows} phases`);
    const boardRows = await board();
    if (boardRows !== PUBLISHED)
      throw new Error(`the board returned ${boardRows} rows, expected ${PUBLISHED}`);

    for (let i = 0; i < WARMUP; i++) {
      await month();
      await bare();
      await board();
      await bareAnon();
    }
    const times = {
      month: [] as number[],
      bare: [] as number[],
      board: [] as number[],
      bareAnon: [] as number[],
    };
    for (let i = 0; i < RUNS; i++) {
      times.month.push(await timed(month));
      times.bare.push(await timed(bare));
      times.board.push(await timed(board));
      times.bareAnon.push(await timed(bareAnon));
    }
    for (const t of Object.values(times)) t.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const m95 = percentile(times.month, 95);
    const b95 = percentile(times.bare, 95);
    return [
      {
        metric: `Atlas calendar month p95, as staff (${taskRows} tasks + ${phaseRows} phases of ${ROOMS * CYCLES_PER_ROOM * TASKS_PER_CYCLE} / ${ROOMS * CYCLES_PER_ROOM * 5})`,
        value: ms(m95),
        budget: '',
        ok: true,
      },
      { metric: 'Atlas bare one-table p95 (same staff member)', value: ms(b95), budget: '', ok: true },
      {
        metric: 'Atlas calendar month / bare (p95)',
        value: `${(m95 / b95).toFixed(2)}×`,
        budget: '≤ 2×',
        ok: m95 / b95 <= 2,
      },
      {
        metric: `Atlas public board p95, signed out (${PUBLISHED} of ${BOARD_FACILITIES.toLocaleString('en-US')} facilities published)`,
        value: ms(percentile(times.board, 95)),
        budget: '',
        ok: true,
      },
      {
        metric: 'Atlas bare public read p95 (signed out)',
        value: ms(percentile(times.bareAnon, 95)),
        budget: '',
        ok: true,
      },
    ];
  } finally {
    await dispose();
  }
}
