// The Substrate lens's SQL (public.prometheus_substrate): over three days of 5-minute VWC, EC and
// PPFD readings it finds the same shots, P1 ramp and overnight dryback as the TypeScript rules
// (src/modules/prometheus/substrate/substrate.ts) find in the raw readings, its daily VWC and EC
// equal the raw readings' aggregates, it joins Arca's runoff log, and RLS decides: another grower
// gets nothing, a lower-plan team member gets the owner's figures.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  detectShots,
  overnightDryback,
  p1Ramp,
  type VwcPoint,
} from '../../src/modules/prometheus/substrate/substrate.ts';
import { newTeam, ok, type Team } from './atlas-helpers.ts';
import { mustLog, newGrower, type Grower } from './arca-records-helpers.ts';
import { db } from './helpers.ts';

const MIN = 60_000;
const T0 = Date.parse('2026-10-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const DAY2 = Date.parse('2026-10-02T06:00:00Z');
const END = Date.parse('2026-10-04T00:00:00Z');

/** Minutes after midnight UTC of each shot: P1 every 30 min from 07:00 (six), P2 at 12:00 and 15:00. */
const P1 = [420, 450, 480, 510, 540, 570];
const P2 = [720, 900];

/** Three days of 5-minute readings, lights on 06:00–18:00 UTC; VWC as shots and drying make it. */
function readings() {
  const points: { at: number; vwc: number; ec: number; ppfd: number }[] = [];
  let vwc = 45;
  for (let at = T0; at < T0 + 3 * 1440 * MIN; at += 5 * MIN) {
    const minute = ((at - T0) / MIN) % 1440;
    const p1 = P1.indexOf(minute);
    if (p1 >= 0) vwc = 42 + 3 * (p1 + 1);
    else if (P2.includes(minute)) vwc = 60;
    else vwc = Math.max(30, Math.round((vwc - 0.1) * 100) / 100);
    const ppfd = minute >= 360 && minute < 1080 ? 900 : 0;
    points.push({ at, vwc, ec: Math.round((3 + (60 - vwc) / 20) * 1000) / 1000, ppfd });
  }
  return points;
}

describe('prometheus_substrate', () => {
  let team: Team;
  let room: string;
  let other: Grower;
  const raw = readings();
  const vwc: VwcPoint[] = raw.map((p) => ({ t: p.at, vwc: p.vwc }));

  beforeAll(async () => {
    [team, other] = await Promise.all([newTeam('promsub'), newGrower('promsub-other', 'Professional')]);
    room = team.rooms[1];
    const rows = raw.flatMap((p) =>
      (['vwc', 'substrate_ec', 'ppfd'] as const).map((metric) => ({
        facility_id: team.facilityId,
        room_id: room,
        metric,
        at: iso(p.at),
        value: metric === 'vwc' ? p.vwc : metric === 'substrate_ec' ? p.ec : p.ppfd,
        source: 'csv' as const,
      })),
    );
    for (let i = 0; i < rows.length; i += 2000)
      ok(await team.owner.client.from('prometheus_readings').insert(rows.slice(i, i + 2000)));
    // Runoff logged on day 2, twice: 20 % and 10 %, runoff EC 3.0 and 3.4.
    for (const [minutes, drained, ec] of [
      [600, 0.4, 3.0],
      [840, 0.2, 3.4],
    ] as const)
      await mustLog(team.owner.client, team, {
        kind: 'runoff',
        room_id: room,
        occurred_at: iso(T0 + 1440 * MIN + minutes * MIN),
        values: { input_volume_l: 2, runoff_volume_l: drained, input_ec: 2.2, runoff_ec: ec },
      });
  });

  const call = (client = team.owner.client, extra: object = {}) =>
    client.rpc('prometheus_substrate', {
      p_room_id: room,
      p_from: iso(DAY2),
      p_to: iso(END),
      p_tz: 'UTC',
      ...extra,
    });

  it('finds the shots, P1 ramp and overnight dryback the TypeScript rules find in the raw readings', async () => {
    const days = ok(await call());
    expect(days.map((d) => d.day)).toEqual(['2026-10-02', '2026-10-03']);
    const day = days[0]!;

    const dayStart = DAY2;
    const dayEnd = DAY2 + 1440 * MIN;
    const all = detectShots(vwc);
    const shots = all.filter((s) => s.at >= dayStart && s.at < dayEnd);
    expect(shots).toHaveLength(P1.length + P2.length);
    expect(day.shots).toBe(shots.length);
    expect(day.shot_at.map((s) => Date.parse(s))).toEqual(shots.map((s) => s.at));
    day.shot_size.forEach((size, i) => expect(size).toBeCloseTo(shots[i]!.size, 9));
    expect(day.first_shot && Date.parse(day.first_shot)).toBe(Date.parse('2026-10-02T07:00:00Z'));
    expect(day.last_shot && Date.parse(day.last_shot)).toBe(Date.parse('2026-10-02T15:00:00Z'));
    expect(day.lights_on && Date.parse(day.lights_on)).toBe(DAY2);

    const ramp = p1Ramp(
      vwc.filter((p) => p.t >= dayStart && p.t < dayEnd),
      shots,
      DAY2,
    )!;
    expect(day.peak_vwc).toBeCloseTo(ramp.peak, 9);
    expect(day.p1_minutes).toBeCloseTo(ramp.minutes, 9);
    // From lights on at 06:00 to 60 % at the sixth P1 shot (09:30).
    expect(day.p1_minutes).toBe(210);

    const previous = all.filter((s) => s.at < shots[0]!.at).at(-1);
    const dryback = overnightDryback(vwc, previous, shots[0])!;
    expect(day.dryback_since && Date.parse(day.dryback_since)).toBe(previous!.at);
    expect(day.dryback_peak).toBeCloseTo(dryback.peak, 9);
    expect(day.dryback_trough).toBeCloseTo(dryback.trough, 9);
    expect(day.dryback_points).toBeCloseTo(dryback.points, 9);
    expect(day.dryback_relative).toBeCloseTo(dryback.relative!, 9);
    // 60 % after the 15:00 shot, dried 0.1 a bucket until 07:00: 19.1 points, 31.8 % of the peak.
    expect(day.dryback_points).toBeCloseTo(19.1, 6);

    expect(day.runoff_n).toBe(2);
    expect(day.runoff_pct).toBeCloseTo(15, 6);
    expect(day.runoff_ec).toBeCloseTo(3.2, 6);
    expect(days[1]!.runoff_n).toBe(0);
  });

  it('gives each day the mean, min and max of the raw readings of that day', async () => {
    const [day] = ok(await call());
    const { rows } = await db().query(
      `select metric, count(*)::int as n, avg(value) as mean, min(value) as min, max(value) as max
       from public.prometheus_readings where room_id = $1 and at >= $2 and at < $3 group by metric`,
      [room, iso(DAY2), iso(DAY2 + 1440 * MIN)],
    );
    const of = (m: string) => rows.find((r) => r.metric === m)!;
    expect(day!.vwc_n).toBe(of('vwc').n);
    expect(day!.vwc_mean).toBeCloseTo(of('vwc').mean, 9);
    expect(day!.vwc_min).toBe(of('vwc').min);
    expect(day!.vwc_max).toBe(of('vwc').max);
    expect(day!.ec_n).toBe(of('substrate_ec').n);
    expect(day!.ec_mean).toBeCloseTo(of('substrate_ec').mean, 9);
  });

  it('lets RLS decide: the lower-plan staff see the owner’s figures, another grower nothing', async () => {
    const owner = ok(await call());
    expect(ok(await call(team.staff.client))).toEqual(owner);
    expect(ok(await call(other.client))).toEqual([]);
  });

  it('refuses a bad range, time zone or shot rule with 22023', async () => {
    expect((await call(undefined, { p_to: iso(DAY2 - MIN) })).error?.code).toBe('22023');
    expect((await call(undefined, { p_tz: 'Mars/Olympus' })).error?.code).toBe('22023');
    expect((await call(undefined, { p_min_step: 0 })).error?.code).toBe('22023');
    expect((await call(undefined, { p_min_gap_minutes: 1 })).error?.code).toBe('22023');
    // A stricter threshold drops the 12:00 shot (2.9 points) and keeps the rest (3.5 and more), as
    // the TypeScript rule does.
    const [strict] = ok(await call(undefined, { p_min_step: 3.2 }));
    const expected = detectShots(vwc, { minStep: 3.2, minGapMinutes: 15 }).filter(
      (s) => s.at >= DAY2 && s.at < DAY2 + 1440 * MIN,
    );
    expect(strict!.shot_at.map((s) => Date.parse(s))).toEqual(expected.map((s) => s.at));
    expect(strict!.shots).toBe(P1.length + P2.length - 1);
  });
});
