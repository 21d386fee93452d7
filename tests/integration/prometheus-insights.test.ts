// Prometheus insights and alerts (issue 20): a grower never sees another's insight figures or
// alerts; an alert goes normal → pending → firing → normal only after its rule has held for its
// "for" time, reads "no data" when the sensor is silent, and notifies the team once per firing;
// and the demo seed shows the humid night, the dead sensor, a drift, a firing and a pending alert.
import { beforeAll, describe, expect, it } from 'vitest';
import { toMetricFigures, type InsightHoursRow } from '../../src/modules/prometheus/insights/figures.ts';
import { evaluateInsights } from '../../src/modules/prometheus/insights/insights.ts';
import { newTeam, ok, type Team } from './atlas-helpers.ts';
import { newGrower, type Grower } from './arca-records-helpers.ts';
import { anonClient, db, demoUser, runCronJob, serviceClient, type TestUser } from './helpers.ts';

const FIVE_MIN = 300_000;
const DAY = 86_400_000;
/** The last whole 5-minute mark, so every reading below is in the past and within the hour. */
const base = Math.floor(Date.now() / FIVE_MIN) * FIVE_MIN - FIVE_MIN;
const iso = (minutesBefore: number) => new Date(base - minutesBefore * 60_000).toISOString();

/** Runs the every-minute alert job now (no page open), then reads the room's states as the user. */
async function alertsOf(user: { client: TestUser['client'] }, roomId: string) {
  const run = await runCronJob('prometheus-alerts');
  expect(run.status).toBe('succeeded');
  const rows = ok(await user.client.from('prometheus_alerts').select('*').eq('room_id', roomId));
  return Object.fromEntries(rows.map((r) => [r.rule, r]));
}

async function notesOf(user: TestUser, roomName: string) {
  return ok(
    await user.client
      .from('notifications')
      .select('type, title, message, action_url')
      .eq('source', 'prometheus')
      .like('title', `${roomName}:%`)
      .order('created_at'),
  );
}

describe('prometheus insights and alerts', () => {
  let team: Team;
  let other: Grower;

  beforeAll(async () => {
    [team, other] = await Promise.all([newTeam('pins'), newGrower('pins-other', 'Professional')]);
    // The last hour of RH at 60 % in the Veg room (band 50–70 % by day; no PPFD: day band).
    const rows = Array.from({ length: 13 }, (_, i) => ({
      facility_id: team.facilityId,
      room_id: team.rooms[0],
      metric: 'rh',
      at: iso(i * 5),
      value: 60,
    }));
    ok(await team.owner.client.from('prometheus_readings').insert(rows));
  });

  it('shows insight figures and alerts to the facility team only', async () => {
    const args = {
      p_room_id: team.rooms[0],
      p_from: iso(120),
      p_to: new Date(base + FIVE_MIN).toISOString(),
      p_tz: 'UTC',
    };
    const mine = ok(await team.staff.client.rpc('prometheus_insight_hours', args));
    const rh = mine.find((r) => r.metric === 'rh')!;
    expect(rh.n.reduce((a, b) => a + b, 0)).toBe(13);
    expect([rh.day_min, rh.day_max]).toEqual([50, 70]);

    expect(ok(await other.client.rpc('prometheus_insight_hours', args))).toEqual([]);
    expect((await anonClient().rpc('prometheus_insight_hours', args)).error?.code).toBe('42501');

    await alertsOf(team.owner, team.rooms[0]);
    expect(
      ok(await team.staff.client.from('prometheus_alerts').select('rule').eq('room_id', team.rooms[0])),
    ).toHaveLength(5);
    expect(
      ok(await other.client.from('prometheus_alerts').select('rule').eq('room_id', team.rooms[0])),
    ).toEqual([]);
    // Nobody evaluates from the browser any more: the schedule does (service role and postgres only).
    for (const client of [team.owner.client, other.client, anonClient()]) {
      expect((await client.rpc('prometheus_evaluate_all_alerts')).error?.code).toBe('42501');
    }
    // Only the evaluator writes alert states.
    const forged = await team.owner.client.from('prometheus_alerts').insert({
      facility_id: team.facilityId,
      room_id: team.rooms[0],
      rule: 'rh_above_band',
      state: 'normal',
      since: iso(0),
    });
    expect(forged.error?.code).toBe('42501');
  });

  it('goes normal → pending → firing → normal, notifying the team once, and no data when silent', async () => {
    const room = team.rooms[0];
    const setRh = async (value: number, minutesBack: number) =>
      ok(
        await team.owner.client
          .from('prometheus_readings')
          .update({ value })
          .eq('room_id', room)
          .eq('metric', 'rh')
          .gte('at', iso(minutesBack))
          .select('at'),
      );

    expect((await alertsOf(team.owner, room)).rh_above_band!.state).toBe('normal');

    // One stray reading above the band, then back inside: never more than normal.
    await setRh(85, 20);
    await setRh(60, 15);
    expect((await alertsOf(team.owner, room)).rh_above_band!.state).toBe('normal');

    // Above the band for the last 10 minutes: pending, since the first reading above.
    await setRh(80, 5);
    const pending = (await alertsOf(team.owner, room)).rh_above_band!;
    expect(pending.state).toBe('pending');
    expect(Date.parse(pending.since)).toBe(base - 5 * 60_000);
    expect(await notesOf(team.owner, 'Veg')).toEqual([]);

    // Above it for 35 minutes: firing, since the 30 minutes were up; the whole team is told once.
    await setRh(80, 30);
    const firing = (await alertsOf(team.owner, room)).rh_above_band!;
    expect(firing.state).toBe('firing');
    expect(Date.parse(firing.since)).toBe(base - 30 * 60_000 + 30 * 60_000);
    await alertsOf(team.staff, room);
    for (const user of [team.owner, team.manager, team.staff]) {
      expect(await notesOf(user, 'Veg')).toEqual([
        {
          type: 'alert',
          title: 'Veg: RH above its band',
          message: 'RH has been above 70 % for at least 30 minutes (latest 80 %).',
          action_url: '/prometheus',
        },
      ]);
    }

    // Back inside the band: normal, and the team is told of the recovery once.
    await setRh(60, 0);
    expect((await alertsOf(team.owner, room)).rh_above_band!.state).toBe('normal');
    await alertsOf(team.owner, room);
    for (const user of [team.owner, team.staff]) {
      expect((await notesOf(user, 'Veg')).map((n) => [n.type, n.title, n.message])).toEqual([
        ['alert', 'Veg: RH above its band', 'RH has been above 70 % for at least 30 minutes (latest 80 %).'],
        ['resolved', 'Veg: RH above its band — resolved', 'RH is back at or below 70 % (latest 60 %).'],
      ]);
    }

    // The sensor falls silent for over an hour: no data.
    ok(
      await team.owner.client
        .from('prometheus_readings')
        .delete()
        .eq('room_id', room)
        .eq('metric', 'rh')
        .select('at'),
    );
    const silent = await alertsOf(team.owner, room);
    expect(silent.rh_above_band!.state).toBe('no_data');
    expect(silent.temp_above_band!.state).toBe('no_data');
  });

  it('sends an urgent notification (the toast) for an urgent rule', async () => {
    const room = team.rooms[1];
    const rows = Array.from({ length: 5 }, (_, i) => ({
      facility_id: team.facilityId,
      room_id: room,
      metric: 'co2',
      at: iso(i * 5),
      value: 2600,
    }));
    ok(await team.owner.client.from('prometheus_readings').insert(rows));
    expect((await alertsOf(team.owner, room)).co2_above_limit!.state).toBe('firing');
    const notes = await notesOf(team.manager, 'Flower');
    expect(notes.map((n) => [n.type, n.title])).toEqual([['urgent', 'Flower: CO₂ above 2,000 ppm']]);
  });
});

describe('alerts around the clock', () => {
  let team: Team;

  beforeAll(async () => {
    team = await newTeam('clock');
  });

  it('is a pg_cron job that runs every minute', async () => {
    const { rows } = await db().query(
      `select schedule, command, username, active from cron.job where jobname = 'prometheus-alerts'`,
    );
    expect(rows).toEqual([
      {
        schedule: '* * * * *',
        command: 'select public.prometheus_evaluate_all_alerts()',
        username: 'postgres',
        active: true,
      },
    ]);
  });

  it('fires on readings written with no page open, notifying once however often it runs', async () => {
    const room = team.rooms[1];
    // A sensor gateway writes 40 minutes of CO₂ at 2,600 ppm; nobody opens anything.
    const rows = Array.from({ length: 9 }, (_, i) => ({
      facility_id: team.facilityId,
      room_id: room,
      metric: 'co2',
      at: iso(i * 5),
      value: 2600,
    }));
    ok(await serviceClient().from('prometheus_readings').insert(rows));
    expect(await notesOf(team.manager, 'Flower')).toEqual([]);

    // The schedule's tick and a second evaluation started at the same moment: the second waits
    // for the first and finds the rule already firing.
    const [first] = await Promise.all([
      runCronJob('prometheus-alerts'),
      db().query('select public.prometheus_evaluate_all_alerts()'),
    ]);
    expect(first.status).toBe('succeeded');
    expect(first.return_message).toBe('1 row');
    const once = [['urgent', 'Flower: CO₂ above 2,000 ppm']];
    for (const user of [team.owner, team.manager, team.staff]) {
      expect((await notesOf(user, 'Flower')).map((n) => [n.type, n.title])).toEqual(once);
    }

    // The next tick adds nothing.
    await runCronJob('prometheus-alerts');
    expect((await notesOf(team.owner, 'Flower')).map((n) => [n.type, n.title])).toEqual(once);
    const state = ok(
      await team.staff.client
        .from('prometheus_alerts')
        .select('state')
        .eq('room_id', room)
        .eq('rule', 'co2_above_limit'),
    );
    expect(state).toEqual([{ state: 'firing' }]);
  });

  it('sees a sensor go silent with no page open', async () => {
    const room = team.rooms[0];
    ok(
      await serviceClient()
        .from('prometheus_readings')
        .insert({ facility_id: team.facilityId, room_id: room, metric: 'rh', at: iso(0), value: 60 }),
    );
    expect((await alertsOf(team.owner, room)).rh_above_band!.state).toBe('normal');
    // The gateway's last reading was 70 minutes ago: the next tick finds no data.
    await db().query(
      `update public.prometheus_readings set at = at - interval '70 minutes' where room_id = $1`,
      [room],
    );
    expect((await alertsOf(team.owner, room)).rh_above_band!.state).toBe('no_data');
  });
});

describe('the insights and alerts demo', () => {
  const FLOWER_1 = 'e0000000-0000-4000-8000-000000000403';
  const VEG_1 = 'e0000000-0000-4000-8000-000000000402';
  let pro: TestUser;

  beforeAll(async () => {
    pro = await demoUser('pro@example.com');
  });

  async function insightsFor(roomId: string, roomName: string, days: number) {
    const to = Date.now();
    const rows = ok(
      await pro.client.rpc('prometheus_insight_hours', {
        p_room_id: roomId,
        p_from: new Date(to - (days + 14) * DAY).toISOString(),
        p_to: new Date(to).toISOString(),
        p_tz: 'America/Denver',
      }),
    );
    return evaluateInsights({
      roomName,
      figures: toMetricFigures(rows as InsightHoursRow[]),
      from: to - days * DAY,
      to,
      timeZone: 'America/Denver',
    });
  }

  it('shows the humid night, the dead CO₂ sensor and a drift', async () => {
    const flower = await insightsFor(FLOWER_1, 'Flower 1', 30);
    const humid = flower.find((i) => i.id === 'out_of_band:rh:above');
    expect(humid?.sentence).toMatch(
      /^Flower 1 spent \d+ % of the night of .* above its night RH band \(45–55 %\), mostly 02:00–05:00\./,
    );

    const veg = await insightsFor(VEG_1, 'Veg 1', 60);
    expect(veg[0]!.id).toBe('gap:co2');
    expect(veg[0]!.sentence).toMatch(/^Veg 1's CO₂ sensor sent nothing for 4[78] hours/);
    const drift = veg.find((i) => i.id === 'drift:rh:day');
    expect(drift?.sentence).toMatch(
      /^Veg 1's daytime RH averaged 5\d\.\d % on .*, still inside its 50–70 % band\.$/,
    );
  });

  it('runs Flower 1 inside its VPD band, so its insights are the humid night and the sensors, not VPD', async () => {
    const flower = await insightsFor(FLOWER_1, 'Flower 1', 30);
    expect(
      flower.filter((i) => i.metric === 'vpd' && i.kind === 'out_of_band').map((i) => i.sentence),
    ).toEqual([]);
    expect(flower[0]!.id).not.toMatch(/vpd/);
  });

  it('has one firing and one pending alert, and told North Campus about the firing one', async () => {
    const { rows } = await db().query(
      `select room_id, rule, state from public.prometheus_alerts where state <> 'normal' order by room_id, rule`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { room_id: VEG_1, rule: 'temp_above_band', state: 'firing' },
        { room_id: FLOWER_1, rule: 'rh_above_band', state: 'pending' },
      ]),
    );
    const notes = ok(await pro.client.from('notifications').select('title').eq('source', 'prometheus'));
    expect(notes.map((n) => n.title)).toContain('Veg 1: Air temperature above its band');
  });
});
