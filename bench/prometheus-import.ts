// Issue 20's import budget: a controller's CSV export of 100,000 rows (5-minute rows of air
// temperature in °F, RH, CO₂ and PPFD, a year of one room, ten rows with an impossible RH) imported
// in under 30 s. What the Climate lens's import dialog does, step by step, with the module's own
// code: papaparse reads the text, csv-import.ts plans the columns (the °F unit from the header) and
// checks every row, the good rows become readings, and send-readings.ts sends them in batches of
// 2,000 to PostgREST as a signed-in Professional grower (the rollup trigger runs per batch).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { checkRow, planImport } from '../src/modules/prometheus/csv-import.ts';
import { sendReadings } from '../src/modules/prometheus/api/send-readings.ts';
import type { ReadingInput } from '../src/modules/prometheus/metrics.ts';
import type { Database } from '../src/types/database.ts';
import { startBenchStack, userToken } from './bench-stack.ts';
import type { Row } from './table.ts';

const ROWS = 100_000;
const BAD_EVERY = 10_000;
const BUDGET_S = 30;

const USER = 'b2100000-0000-4000-8000-000000000001';
const FACILITY = 'f2100000-0000-4000-8000-000000000001';
const ROOM = 'e2100000-0000-4000-8000-000000000001';

const SETUP_SQL = `
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('${USER}', 'authenticated', 'authenticated', 'bench-prometheus-import@example.com', now(),
  '{"provider":"email","providers":["email"]}', '{}', now(), now());
update public.profiles set membership_tier = 'Professional' where id = '${USER}';
insert into public.facilities (id, user_id, name) values ('${FACILITY}', '${USER}', 'Bench Import');
insert into public.rooms (id, facility_id, room_name, room_type) values ('${ROOM}', '${FACILITY}', 'Flower 1', 'flower');
`;

/** The export: 100,000 five-minute rows ending at the last 5-minute mark before now. */
function exportText(): string {
  const last = Math.floor(Date.now() / 300_000) * 300_000 - 300_000;
  const lines = ['Timestamp,Temperature (°F),Humidity (%),CO2 (ppm),PPFD (µmol/m²/s)'];
  for (let i = 0; i < ROWS; i++) {
    const t = last - (ROWS - 1 - i) * 300_000;
    const lit = new Date(t).getUTCHours() >= 13 || new Date(t).getUTCHours() < 1;
    const tempF = (lit ? 77 : 68) + ((i * 7) % 10) / 10;
    const rh = i % BAD_EVERY === 17 ? 140 : 50 + ((i * 3) % 20) / 2;
    lines.push(
      `${new Date(t).toISOString()},${tempF.toFixed(1)},${rh.toFixed(1)},${lit ? 950 + (i % 40) : 450},${lit ? 900 : 0}`,
    );
  }
  return lines.join('\r\n');
}

export async function prometheusImportRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('prometheus-import', { seed: false });
  try {
    await stack.pool.query(SETUP_SQL);
    const token = await userToken(stack, USER);
    const client = createClient<Database>(stack.config.apiUrl, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      // Node 20 has no global WebSocket, which realtime-js needs as soon as a client is created.
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const text = exportText();
    const papa = await import('papaparse');
    const { parse } = typeof papa.parse === 'function' ? papa : papa.default;

    const t0 = performance.now();
    const parsed = parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim(),
    });
    const plan = planImport(parsed.meta.fields ?? [], parsed.data.slice(0, 200));
    // The export's times carry their zone (…Z), so the dialog's zone setting does not apply.
    const dates = { order: 'ymd', timeZone: 'UTC' } as const;
    const checked = parsed.data.map((record, i) => checkRow(record, plan, i + 2, dates));
    const readings: ReadingInput[] = checked
      .filter((r) => r.errors.length === 0 && r.at)
      .flatMap((r) =>
        r.values.map((v) => ({
          facility_id: FACILITY,
          room_id: ROOM,
          metric: v.metric,
          at: r.at!,
          value: v.value,
          source: 'csv' as const,
        })),
      );
    const t1 = performance.now();
    let progressCalls = 0;
    const { added, skipped } = await sendReadings(client, readings, () => progressCalls++);
    const t2 = performance.now();

    const bad = checked.filter((r) => r.errors.length > 0).length;
    const units = plan.columns.map((c) => `${c.metric}:${c.unit}`).join(' ');
    if (checked.length !== ROWS || bad !== ROWS / BAD_EVERY || added !== readings.length || skipped !== 0)
      throw new Error(
        `unexpected import: ${checked.length} rows, ${bad} bad, ${added} added, ${skipped} skipped (${units})`,
      );
    const { rows: stored } = await stack.pool.query<{ n: string }>(
      `select count(*) as n from public.prometheus_readings where room_id = '${ROOM}'`,
    );
    if (Number(stored[0]!.n) !== readings.length)
      throw new Error(`stored ${stored[0]!.n} of ${readings.length}`);

    const total = (t2 - t0) / 1000;
    const rate = (n: number, s: number) => `${Math.round(n / s).toLocaleString('en-US')}/s`;
    return [
      {
        metric: `Prometheus CSV import: ${ROWS.toLocaleString('en-US')} rows (${readings.length.toLocaleString('en-US')} readings, ${bad} rows refused) parse + check`,
        value: `${((t1 - t0) / 1000).toFixed(1)} s (${rate(ROWS, (t1 - t0) / 1000)} rows)`,
        budget: '',
        ok: true,
      },
      {
        metric: `Prometheus CSV import: send in ${progressCalls} batches via PostgREST (rollups by trigger)`,
        value: `${((t2 - t1) / 1000).toFixed(1)} s (${rate(readings.length, (t2 - t1) / 1000)} readings)`,
        budget: '',
        ok: true,
      },
      {
        metric: 'Prometheus CSV import of 100,000 rows, total',
        value: `${total.toFixed(1)} s (${rate(ROWS, total)} rows)`,
        budget: `< ${BUDGET_S} s`,
        ok: total < BUDGET_S,
      },
    ];
  } finally {
    await dispose();
  }
}
