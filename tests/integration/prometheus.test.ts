// Prometheus readings (issue 20): the metric limits match the app's, the rollups always equal the
// aggregates of the raw readings (after inserts, updates and deletes), the chart series keeps its
// peaks within its point budget, and RLS keeps every grower's readings their own (Professional
// facilities only; members read under the owner's plan; staff log but do not correct).
import { beforeAll, describe, expect, it } from 'vitest';
import { METRIC_INFO, METRICS } from '../../src/modules/prometheus/metrics.ts';
import { airVpdKpa } from '../../src/modules/prometheus/vpd.ts';
import { newTeam, ok, type Team } from './atlas-helpers.ts';
import { newGrower, type Grower } from './arca-records-helpers.ts';
import { anonClient, db, stack } from './helpers.ts';

const T0 = Date.parse('2026-10-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

/** Rollup rows that differ from the aggregates of the raw readings of `roomId` (none when right). */
async function rollupMismatches(roomId: string) {
  const { rows } = await db().query(
    `with levels(level, width) as (values ('5m', interval '5 minutes'), ('1h', interval '1 hour'), ('1d', interval '1 day')),
     expected as (
       select r.metric, l.level, date_bin(l.width, r.at, timestamptz '2000-01-01 00:00:00+00') as bucket,
         count(*)::int as n, sum(r.value) as total, min(r.value) as min, max(r.value) as max
       from public.prometheus_readings r cross join levels l where r.room_id = $1 group by 1, 2, 3),
     actual as (select metric, level, bucket, n, total, min, max from public.prometheus_rollups where room_id = $1)
     select coalesce(e.metric, a.metric) as metric, coalesce(e.level, a.level) as level,
       coalesce(e.bucket, a.bucket) as bucket, e.n as expected_n, a.n as actual_n
     from expected e full join actual a using (metric, level, bucket)
     where e.n is distinct from a.n or abs(e.total - a.total) > 1e-9
       or e.min is distinct from a.min or e.max is distinct from a.max`,
    [roomId],
  );
  return rows;
}

describe('prometheus readings', () => {
  let team: Team;
  let room: string;
  let other: Grower;
  let advanced: Grower;

  beforeAll(async () => {
    [team, other, advanced] = await Promise.all([
      newTeam('prom'),
      newGrower('prom-other', 'Professional'),
      newGrower('prom-adv', 'Advanced'),
    ]);
    room = team.rooms[1];
  });

  it('refuses the values the app refuses, and takes the limits themselves', async () => {
    for (const metric of METRICS) {
      const { min, max } = METRIC_INFO[metric];
      const { rows } = await db().query(
        `select public.prometheus_metric_ok($1, $2) as lo, public.prometheus_metric_ok($1, $3) as hi,
           public.prometheus_metric_ok($1, $4) as below, public.prometheus_metric_ok($1, $5) as above`,
        [metric, min, max, min - 0.001, max + 0.001],
      );
      expect(rows[0], metric).toEqual({ lo: true, hi: true, below: false, above: false });
    }
    for (const [t, rh] of [
      [25, 50],
      [18.5, 72],
      [31, 38],
    ] as const) {
      const { rows } = await db().query('select public.prometheus_vpd($1, $2) as vpd', [t, rh]);
      expect(rows[0].vpd).toBeCloseTo(airVpdKpa(t, rh)!, 12);
    }
    const res = await team.owner.client.from('prometheus_readings').insert({
      facility_id: team.facilityId,
      room_id: room,
      metric: 'rh',
      at: at(0),
      value: 101,
    });
    expect(res.error?.code).toBe('23514');
  });

  it('keeps the rollups equal to the raw readings through inserts, updates and deletes', async () => {
    // Two days of readings every 7 minutes (crossing 5-minute, hour and day edges unevenly).
    const batch = (from: number, count: number, metric: 'air_temp' | 'rh') =>
      Array.from({ length: count }, (_, i) => ({
        facility_id: team.facilityId,
        room_id: room,
        metric,
        at: at(from + i * 7),
        value: Math.round((22 + 4 * Math.sin(i / 9) + (i % 5) * 0.1) * 100) / 100,
        source: 'csv' as const,
      }));
    ok(await team.owner.client.from('prometheus_readings').insert(batch(0, 300, 'air_temp')));
    // A second statement that lands in buckets the first already filled.
    ok(await team.staff.client.from('prometheus_readings').insert(batch(3, 300, 'air_temp')));
    ok(await team.owner.client.from('prometheus_readings').insert(batch(0, 100, 'rh')));
    expect(await rollupMismatches(room)).toEqual([]);

    // The hour's maximum corrected downwards: the bucket's max must come back from the raw rows.
    ok(
      await team.manager.client
        .from('prometheus_readings')
        .update({ value: 10 })
        .eq('room_id', room)
        .eq('metric', 'air_temp')
        .gte('at', at(60))
        .lt('at', at(180)),
    );
    expect(await rollupMismatches(room)).toEqual([]);

    // Deleting whole buckets removes them; deleting part of one rebuilds it.
    ok(
      await team.owner.client
        .from('prometheus_readings')
        .delete()
        .eq('room_id', room)
        .eq('metric', 'air_temp')
        .gte('at', at(600))
        .lt('at', at(1500)),
    );
    ok(await team.owner.client.from('prometheus_readings').delete().eq('room_id', room).eq('metric', 'rh'));
    expect(await rollupMismatches(room)).toEqual([]);
    const { rows } = await db().query(
      `select count(*)::int as n from public.prometheus_rollups where room_id = $1 and metric = 'rh'`,
      [room],
    );
    expect(rows[0].n).toBe(0);
  });

  it('sends at most the asked number of points per series and keeps the peaks', async () => {
    const peakRoom = team.rooms[2];
    const rows = Array.from({ length: 4000 }, (_, i) => ({
      facility_id: team.facilityId,
      room_id: peakRoom,
      metric: 'co2' as const,
      at: at(i * 5),
      value: i === 2345 ? 4321 : 800 + (i % 7),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      ok(await team.owner.client.from('prometheus_readings').insert(rows.slice(i, i + 1000)));
    for (const [days, points] of [
      [2, 200],
      [14, 100],
      [14, 2000],
    ] as const) {
      const [found] = ok(
        await team.staff.client.rpc('prometheus_series', {
          p_room_id: peakRoom,
          p_metrics: ['co2'],
          p_from: at(0),
          p_to: at(days * 1440),
          p_max_points: points,
        }),
      );
      const series = found!;
      expect(series.metric).toBe('co2');
      expect(series.buckets.length, `${days} d in ${points}`).toBeLessThanOrEqual(points);
      expect(series.buckets.length).toBeGreaterThan(points / 3);
      expect(series.max.length).toBe(series.buckets.length);
      const inRange = rows.filter((r) => r.at < at(days * 1440));
      expect(Math.max(...series.max)).toBe(Math.max(...inRange.map((r) => r.value)));
      expect(Math.min(...series.min)).toBe(800);
      expect(series.n.reduce((a, b) => a + b, 0)).toBe(inRange.length);
    }
    const bad = await team.owner.client.rpc('prometheus_series', {
      p_room_id: peakRoom,
      p_metrics: ['co2'],
      p_from: at(10),
      p_to: at(0),
    });
    expect(bad.error?.code).toBe('22023');
    const tooMany = await team.owner.client.rpc('prometheus_series', {
      p_room_id: peakRoom,
      p_metrics: ['co2'],
      p_from: at(0),
      p_to: at(10),
      p_max_points: 5000,
    });
    expect(tooMany.error?.code).toBe('22023');
  });

  it('shows a grower only their own readings, and only under a Professional plan', async () => {
    const mine = {
      facility_id: team.facilityId,
      room_id: team.rooms[0],
      metric: 'ppfd' as const,
      at: at(0),
      value: 900,
    };
    ok(await team.owner.client.from('prometheus_readings').insert(mine));

    // Another Professional grower (the attacker) sees nothing, rolls up nothing, writes nothing.
    const seen = ok(
      await other.client.from('prometheus_readings').select('room_id').eq('room_id', team.rooms[0]),
    );
    expect(seen).toEqual([]);
    expect(
      ok(await other.client.from('prometheus_rollups').select('room_id').eq('room_id', team.rooms[0])),
    ).toEqual([]);
    const series = ok(
      await other.client.rpc('prometheus_series', {
        p_room_id: team.rooms[0],
        p_metrics: ['ppfd'],
        p_from: at(-60),
        p_to: at(60),
      }),
    );
    expect(series).toEqual([]);
    const planted = await other.client.from('prometheus_readings').insert({ ...mine, at: at(5) });
    expect(planted.error?.code).toBe('42501');
    // Their own facility id with the victim's room: the foreign key refuses the pair.
    const crossed = await other.client
      .from('prometheus_readings')
      .insert({ ...mine, facility_id: other.facilityId, at: at(5) });
    expect(crossed.error).not.toBeNull();
    const changed = ok(
      await other.client
        .from('prometheus_readings')
        .update({ value: 1 })
        .eq('room_id', team.rooms[0])
        .select(),
    );
    expect(changed).toEqual([]);
    const removed = ok(
      await other.client.from('prometheus_readings').delete().eq('room_id', team.rooms[0]).select(),
    );
    expect(removed).toEqual([]);

    // Members on the free plan read under the owner's Professional plan; staff do not correct.
    expect(
      ok(await team.staff.client.from('prometheus_readings').select('value').eq('room_id', team.rooms[0])),
    ).toEqual([{ value: 900 }]);
    expect(
      ok(
        await team.staff.client
          .from('prometheus_readings')
          .update({ value: 1 })
          .eq('room_id', team.rooms[0])
          .select(),
      ),
    ).toEqual([]);
    expect(
      ok(await team.staff.client.from('prometheus_readings').delete().eq('room_id', team.rooms[0]).select()),
    ).toEqual([]);

    // Below Professional: no Prometheus, even in one's own facility.
    const own = await advanced.client.from('prometheus_readings').insert({
      facility_id: advanced.facilityId,
      room_id: advanced.rooms[0],
      metric: 'rh',
      at: at(0),
      value: 50,
    });
    expect(own.error?.code).toBe('42501');

    // Signed out: no access at all; and nobody writes rollups directly.
    const anon = await anonClient().from('prometheus_readings').select('value');
    expect(anon.error?.code).toBe('42501');
    const forged = await team.owner.client.from('prometheus_rollups').insert({
      facility_id: team.facilityId,
      room_id: team.rooms[0],
      metric: 'ppfd',
      level: '5m',
      bucket: at(0),
      n: 1,
      total: 1,
      min: 1,
      max: 1,
    });
    expect(forged.error?.code).toBe('42501');
  });

  it('counts time in band per local day against the room’s targets, with the DLI', async () => {
    const flower = other.rooms[1];
    // 24 h of 5-minute readings: lights on 06:00–18:00 UTC at 900 µmol; 24 °C by day, 30 °C for the last 3 lit hours.
    const rows = [];
    for (let i = 0; i < 288; i++) {
      const hour = i / 12;
      const lit = hour >= 6 && hour < 18;
      const base = { facility_id: other.facilityId, room_id: flower, at: at(i * 5) };
      rows.push({ ...base, metric: 'ppfd' as const, value: lit ? 900 : 0 });
      rows.push({ ...base, metric: 'air_temp' as const, value: lit ? (hour >= 15 ? 30 : 24) : 18 });
    }
    ok(await other.client.from('prometheus_readings').insert(rows));
    const daily = ok(
      await other.client.rpc('prometheus_daily', {
        p_room_id: flower,
        p_from: at(0),
        p_to: at(1440),
        p_tz: 'UTC',
      }),
    );
    const temp = (period: string) => daily.find((d) => d.metric === 'air_temp' && d.period === period)!;
    // Flower day band 22–26 °C: 9 of 12 lit hours in band; night band 16–21 °C: all 12 hours.
    expect(temp('day')).toMatchObject({ n: 144, in_band: 108, band_min: 22, band_max: 26 });
    expect(temp('night')).toMatchObject({ n: 144, in_band: 144 });
    // DLI = 900 µmol × 12 h × 3600 s ÷ 10⁶ = 38.88 mol.
    expect(daily.find((d) => d.metric === 'dli')!.mean).toBeCloseTo(38.88, 6);
    const badZone = await other.client.rpc('prometheus_daily', {
      p_room_id: flower,
      p_from: at(0),
      p_to: at(1440),
      p_tz: 'Mars/Olympus',
    });
    expect(badZone.error?.code).toBe('22023');
  });

  it('gets the same readings from the AROYA stand-in every time, and only with a key', async () => {
    const url = `${stack.apiUrl}/aroya/public_api/rooms/2203/readings/?start=2026-11-01T10:00:00Z&end=2026-11-01T11:00:00Z`;
    const read = async (key: string) => fetch(url, { headers: { Authorization: `Bearer ${key}` } });
    const first = await read('demo-aroya-key');
    expect(first.status).toBe(200);
    const body = (await first.json()) as { count: number; results: Array<{ timestamp: string; rh: number }> };
    expect(body.count).toBe(12);
    expect(body.results[0]!.timestamp).toBe('2026-11-01T10:00:00.000Z');
    expect(await (await read('demo-aroya-key')).json()).toEqual(body);
    expect((await read('bad-key-123')).status).toBe(401);
    const tooLong = await fetch(url.replace('2026-11-01T11', '2026-11-20T11'), {
      headers: { Authorization: 'Bearer demo-aroya-key' },
    });
    expect(tooLong.status).toBe(400);
  });
});
