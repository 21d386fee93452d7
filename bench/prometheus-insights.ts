// Prometheus insight evaluation for a room (issue 20: under 200 ms), in the Prometheus bench's stack
// (a year of 5-minute readings for 10 rooms): what the Climate lens does for a 90-day period — the
// hourly insight figures for the period and its 14-day baseline through PostgREST as the grower,
// then the rules (src/modules/prometheus/insights) over them. Measured end to end, request and rules.
import { toMetricFigures, type InsightHoursRow } from '../src/modules/prometheus/insights/figures.ts';
import { evaluateInsights } from '../src/modules/prometheus/insights/insights.ts';
import { percentile } from './bench-stack.ts';
import type { Row } from './table.ts';

const DAY = 86_400_000;
const RUNS = 60;
const WARMUP = 10;

export async function insightRows(opts: {
  apiUrl: string;
  headers: Record<string, string>;
  rooms: string[];
}): Promise<Row[]> {
  const to = Date.now();
  const from = to - 90 * DAY;
  let insights = 0;
  const evaluate = async (i: number) => {
    const started = performance.now();
    const res = await fetch(`${opts.apiUrl}/rest/v1/rpc/prometheus_insight_hours`, {
      method: 'POST',
      headers: opts.headers,
      body: JSON.stringify({
        p_room_id: opts.rooms[i % opts.rooms.length],
        p_from: new Date(from - 14 * DAY).toISOString(),
        p_to: new Date(to).toISOString(),
        p_tz: 'America/Denver',
      }),
    });
    const body = (await res.json()) as InsightHoursRow[];
    if (!res.ok || !Array.isArray(body) || body.length === 0)
      throw new Error(`${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const out = evaluateInsights({
      roomName: 'Room',
      figures: toMetricFigures(body),
      from,
      to,
      timeZone: 'America/Denver',
    });
    insights = Math.max(insights, out.length);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await evaluate(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await evaluate(i));
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return [
    {
      metric: 'Prometheus insight evaluation p50 (a room, 90 days + 14-day baseline)',
      value: `${percentile(times, 50).toFixed(1)} ms`,
      budget: '',
      ok: true,
    },
    {
      metric: 'Prometheus insight evaluation p95 (request + rules)',
      value: `${p95.toFixed(1)} ms`,
      budget: '< 200 ms',
      ok: p95 < 200,
    },
  ];
}
