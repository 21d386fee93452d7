// Prometheus budgets (ARCHITECTURE.md §6, issue 20) in a throw-away stack, as a signed-in
// Professional grower through PostgREST: one year of 5-minute readings for 10 rooms of the four
// climate metrics (about 1.05 M rows per metric), loaded through the table's own rollup trigger
// (one statement per month, as a long import would arrive); then the 90-day climate chart request
// the Climate lens sends (prometheus_series for temperature, RH, CO₂ and PPFD): its p95 — the
// request time, which bounds the server time — under 100 ms, and at most 2,000 points per series.
import { percentile, startBenchStack, userToken } from './bench-stack.ts';
import { insightRows } from './prometheus-insights.ts';
import type { Row } from './table.ts';

const ROOMS = 10;
const DAYS = 365;
const METRICS = ['air_temp', 'rh', 'co2', 'ppfd'];
const RUNS = 100;
const WARMUP = 20;

const USER = 'b2000000-0000-4000-8000-000000000001';
const FACILITY = 'f2000000-0000-4000-8000-000000000001';
const room = (i: number) => `e2000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

const SETUP_SQL = `
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('${USER}', 'authenticated', 'authenticated', 'bench-prometheus@example.com', now(),
  '{"provider":"email","providers":["email"]}', '{}', now(), now());
update public.profiles set membership_tier = 'Professional' where id = '${USER}';
insert into public.facilities (id, user_id, name) values ('${FACILITY}', '${USER}', 'Bench Climate');
insert into public.rooms (id, facility_id, room_name, room_type)
select ('e2000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, '${FACILITY}', 'Room ' || g, 'flower'
from generate_series(1, ${ROOMS}) g;
`;

/** One month of readings (all rooms, all metrics) ending `monthsAgo` months before now. */
const monthSql = (monthsAgo: number) => `
insert into public.prometheus_readings (facility_id, room_id, metric, at, value, source)
select '${FACILITY}', ('e2000000-0000-4000-8000-' || lpad(r::text, 12, '0'))::uuid, m, t,
  case m
    when 'air_temp' then 22 + 4 * sin(extract(epoch from t) / 13751) + r * 0.1
    when 'rh' then 55 + 10 * sin(extract(epoch from t) / 9000 + r)
    when 'co2' then 700 + 300 * sin(extract(epoch from t) / 20000)
    else greatest(0, 900 * sin(extract(epoch from t) / 13751))
  end,
  'aroya'
from generate_series(
  date_bin('5 minutes', now(), timestamptz '2000-01-01') - ${(monthsAgo + 1) * (DAYS / 12)} * interval '1 day' + interval '5 minutes',
  date_bin('5 minutes', now(), timestamptz '2000-01-01') - ${monthsAgo * (DAYS / 12)} * interval '1 day',
  interval '5 minutes') t
cross join generate_series(1, ${ROOMS}) r
cross join unnest(array['${METRICS.join("','")}']) m
on conflict do nothing;
`;

export async function prometheusRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('prometheus', { seed: false });
  try {
    await stack.pool.query(SETUP_SQL);
    const t0 = performance.now();
    for (let month = 11; month >= 0; month--) await stack.pool.query(monthSql(month));
    const loadSeconds = (performance.now() - t0) / 1000;
    // What autovacuum does after a large load, so the chart reads its buckets from the index alone.
    await stack.pool.query('vacuum analyze public.prometheus_readings');
    await stack.pool.query('vacuum analyze public.prometheus_rollups');
    const { rows: counts } = await stack.pool.query<{ n: string }>(
      `select count(*) as n from public.prometheus_readings where metric = 'air_temp'`,
    );
    const perMetric = Number(counts[0]!.n);

    const token = await userToken(stack, USER);
    const headers = {
      apikey: stack.config.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    };
    const to = new Date(Math.ceil(Date.now() / 300_000) * 300_000);
    const from = new Date(to.getTime() - 90 * 86_400_000);
    let points = 0;
    const chart = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${stack.config.apiUrl}/rest/v1/rpc/prometheus_series`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          p_room_id: room(1 + (i % ROOMS)),
          p_metrics: METRICS,
          p_from: from.toISOString(),
          p_to: to.toISOString(),
          p_max_points: 2000,
        }),
      });
      const body = (await res.json()) as Array<{ buckets: string[] }>;
      const ms = performance.now() - started;
      if (!res.ok || !Array.isArray(body) || body.length !== METRICS.length)
        throw new Error(`${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      points = Math.max(points, ...body.map((s) => s.buckets.length));
      return ms;
    };
    const bare = async () => {
      const started = performance.now();
      const res = await fetch(`${stack.config.apiUrl}/rest/v1/rooms?select=id,room_name&limit=10`, {
        headers,
      });
      await res.json();
      return performance.now() - started;
    };

    for (let i = 0; i < WARMUP; i++) {
      await chart(i);
      await bare();
    }
    const times = { chart: [] as number[], bare: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      times.chart.push(await chart(i));
      times.bare.push(await bare());
    }
    for (const t of Object.values(times)) t.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const c95 = percentile(times.chart, 95);
    const insights = await insightRows({
      apiUrl: stack.config.apiUrl,
      headers,
      rooms: Array.from({ length: ROOMS }, (_, i) => room(i + 1)),
    });
    return [
      {
        metric: `Prometheus load: ${perMetric.toLocaleString('en-US')} readings per metric × ${METRICS.length} (${ROOMS} rooms, ${DAYS} days, 5 min), rollups by trigger`,
        value: `${loadSeconds.toFixed(0)} s`,
        budget: '',
        ok: true,
      },
      {
        metric: 'Prometheus 90-day climate chart p50 (4 metrics)',
        value: ms(percentile(times.chart, 50)),
        budget: '',
        ok: true,
      },
      {
        metric: 'Prometheus 90-day climate chart p95 (request time ≥ server time)',
        value: ms(c95),
        budget: '< 100 ms',
        ok: c95 < 100,
      },
      {
        metric: 'Prometheus bare one-table p95 (same user)',
        value: ms(percentile(times.bare, 95)),
        budget: '',
        ok: true,
      },
      {
        metric: 'Prometheus points per series (90 days)',
        value: String(points),
        budget: '≤ 2,000',
        ok: points <= 2000,
      },
      ...insights,
    ];
  } finally {
    await dispose();
  }
}
