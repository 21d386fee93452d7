// The Prometheus demo data works as its seed says (supabase/seeds/60_prometheus.sql): 90 days of
// 5-minute readings for North Campus's Flower 1 and Veg 1, with one humid night, one dead CO₂
// sensor and one irrigation fault, read through the API by pro@ (owner) and basic@ (staff on a
// Basic plan, reading under pro@'s Professional plan).
import { beforeAll, describe, expect, it } from 'vitest';
import { crossLogInsights } from '../../src/modules/prometheus/insights/cross-log.ts';
import { ok } from './atlas-helpers.ts';
import { demoUser, type TestUser } from './helpers.ts';

const FLOWER_1 = 'e0000000-0000-4000-8000-000000000403';
const VEG_1 = 'e0000000-0000-4000-8000-000000000402';
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let pro: TestUser;
let basic: TestUser;

beforeAll(async () => {
  [pro, basic] = await Promise.all([demoUser('pro@example.com'), demoUser('basic@example.com')]);
});

describe('the Prometheus demo readings', () => {
  it('give both rooms 90 days of every metric, to the owner and the staff alike', async () => {
    for (const user of [pro, basic]) {
      const series = ok(
        await user.client.rpc('prometheus_series', {
          p_room_id: FLOWER_1,
          p_metrics: ['air_temp', 'rh', 'co2', 'ppfd', 'vwc', 'substrate_ec', 'substrate_temp'],
          p_from: ago(90),
          p_to: ago(0),
        }),
      );
      expect(series.map((s) => s.metric).sort()).toEqual(
        ['air_temp', 'co2', 'ppfd', 'rh', 'substrate_ec', 'substrate_temp', 'vwc'].sort(),
      );
      const readings = series[0]!.n.reduce((a, b) => a + b, 0);
      expect(readings).toBeGreaterThan(89 * 288);
    }
  });

  it('have one humid night in Flower 1, about 10 nights ago', async () => {
    const daily = ok(
      await pro.client.rpc('prometheus_daily', {
        p_room_id: FLOWER_1,
        p_from: ago(30),
        p_to: ago(0),
        p_tz: 'UTC',
      }),
    );
    const humid = daily.filter((d) => d.metric === 'rh' && d.period === 'night' && (d.max ?? 0) > 70);
    expect(humid.length).toBeGreaterThanOrEqual(1);
    expect(humid.length).toBeLessThanOrEqual(2);
    const when = Date.parse(humid[0]!.day);
    expect(Date.now() - when).toBeGreaterThan(8 * DAY);
    expect(Date.now() - when).toBeLessThan(12 * DAY);
  });

  it('have a dead CO₂ sensor in Veg 1 and an irrigation fault in Flower 1', async () => {
    const { count } = await pro.client
      .from('prometheus_rollups')
      .select('bucket', { count: 'exact', head: true })
      .eq('room_id', VEG_1)
      .eq('metric', 'co2')
      .eq('level', '5m')
      .gte('bucket', ago(39.5))
      .lt('bucket', ago(38.5));
    expect(count).toBe(0);
    const vwc = ok(
      await pro.client
        .from('prometheus_rollups')
        .select('min')
        .eq('room_id', FLOWER_1)
        .eq('metric', 'vwc')
        .eq('level', '1h')
        .gte('bucket', ago(6))
        .order('min')
        .limit(1),
    );
    expect(vwc[0]!.min).toBeLessThan(32);
    const normal = ok(
      await pro.client
        .from('prometheus_rollups')
        .select('min')
        .eq('room_id', FLOWER_1)
        .eq('metric', 'vwc')
        .eq('level', '1h')
        .gte('bucket', ago(30))
        .lt('bucket', ago(7))
        .order('min')
        .limit(1),
    );
    expect(normal[0]!.min).toBeGreaterThan(38);
  });

  it('water Flower 1 in shots with an 18-point overnight dryback, except on the fault’s day, with runoff logged', async () => {
    const from = ago(9);
    const to = ago(1);
    const inRange = ok(
      await basic.client.rpc('prometheus_substrate', {
        p_room_id: FLOWER_1,
        p_from: from,
        p_to: to,
        p_tz: 'UTC',
      }),
    );
    // Only irrigation days wholly inside the range: the first and last are cut at the hour the test
    // runs (from 23:00 UTC the first day's shots all lie before p_from, so it counts none).
    const days = inRange.filter(
      (d) =>
        d.lights_on !== null &&
        Date.parse(d.lights_on) >= Date.parse(from) &&
        Date.parse(d.lights_on) + DAY <= Date.parse(to),
    );
    expect(days.length).toBeGreaterThanOrEqual(6);
    const full = days.filter((d) => d.shots === 10);
    expect(full.length).toBeGreaterThanOrEqual(5);
    for (const d of full.filter(
      (d) => d.dryback_since !== null && Date.parse(d.dryback_since) > Date.parse(d.day) - DAY,
    ))
      expect(d.dryback_points).toBeCloseTo(18, 0);
    expect(days.filter((d) => d.shots === 0)).toHaveLength(1);
    expect(days.filter((d) => d.runoff_n > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('cut Flower 1’s P1 for three days while its runoff EC climbed: the Substrate lens’s cross-log insight', async () => {
    const days = ok(
      await pro.client.rpc('prometheus_substrate', {
        p_room_id: FLOWER_1,
        p_from: ago(20),
        p_to: ago(10),
        p_tz: 'UTC',
      }),
    );
    const cut = days.filter((d) => d.shots === 8);
    expect(cut).toHaveLength(3);
    const insights = crossLogInsights('Flower 1', days);
    expect(insights.map((i) => i.evidence.rule)).toEqual(['runoff_ec_vs_shots']);
    expect(insights[0]!.sentence).toContain('shots a day fell from 10 to 8');
  });
});
