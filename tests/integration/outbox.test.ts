// The app's outbox (src/lib/offline/outbox.ts: TanStack Query mutations) with the real senders of
// each kind against the real stack, through a phone whose requests fail as a browser's do without
// signal, or reach the server and lose their answer. A grower logs feeds, sprays, releases and
// counts; a staff member completes tasks and acknowledges an SOP; readings are typed in by hand.
// Each arrives exactly once, also when an answer was lost on the way back; what the database
// refuses is kept with its reason; what changed meanwhile is a conflict, in words.
import { createClient } from '@supabase/supabase-js';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capture,
  discard,
  registerOutbox,
  setOutboxOwner,
  toOutboxEntry,
  type OutboxKind,
  type OutboxKindName,
  type OutboxKinds,
} from '../../src/lib/offline/outbox.ts';
import { savePlainEntryWith, type PlainEntry } from '../../src/modules/arca/api/plain-entry.ts';
import { recordErrorMessage } from '../../src/modules/arca/records/errors.ts';
import {
  acknowledgeSop,
  completeTask,
  type SopAcknowledgement,
  type TaskDone,
} from '../../src/modules/atlas/api/floor-captures.ts';
import { sendManualReading } from '../../src/modules/prometheus/api/send-readings.ts';
import type { ReadingInput } from '../../src/modules/prometheus/metrics.ts';
import type { Database } from '../../src/types/database.ts';
import {
  applicationValues,
  logBatch,
  newFertilizer,
  newProtectionProduct,
  newTank,
} from './arca-nutrients-helpers.ts';
import { newGrower, type Grower } from './arca-records-helpers.ts';
import {
  applyTemplate,
  isoDay,
  newSop,
  newTeam,
  newTemplate,
  newVersion,
  ok,
  type Team,
} from './atlas-helpers.ts';
import { stack, type Client, type TestUser } from './helpers.ts';

/** A person's phone: signed in as them, its network on, off, or losing the next answers. */
async function phoneOf(user: TestUser) {
  const net = { offline: false, loseAnswers: 0 };
  const client: Client = createClient<Database>(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      fetch: async (input, init) => {
        if (net.offline) throw new TypeError('Failed to fetch');
        const response = await fetch(input, init);
        // The server did the work; the answer never reaches the phone.
        if (net.loseAnswers > 0 && init?.method && init.method !== 'GET' && init.method !== 'HEAD') {
          net.loseAnswers -= 1;
          throw new TypeError('Failed to fetch');
        }
        return response;
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  const queries = new QueryClient();
  queries.mount();
  const kinds: Partial<Record<OutboxKindName, () => Promise<OutboxKind<never>>>> = {
    'arca-plain-entry': async () => ({
      send: (e: PlainEntry) => savePlainEntryWith(client, e),
      reason: recordErrorMessage,
    }),
    'atlas-task-done': async () => ({ send: (t: TaskDone) => completeTask(client, t) }),
    'atlas-sop-ack': async () => ({
      send: (a: SopAcknowledgement) => acknowledgeSop(client, a),
      conflict: (e: unknown) => (e as { code?: string }).code === 'AT005',
    }),
    'prometheus-reading': async () => ({ send: (r: ReadingInput) => sendManualReading(client, r) }),
  };
  registerOutbox(queries, kinds as OutboxKinds, async () => user.id);
  const keep = <V>(kind: OutboxKindName, id: string, variables: V) =>
    capture(queries, { kind, variables, meta: { id, owner: user.id, label: kind, summary: id } });
  const outbox = () =>
    queries
      .getMutationCache()
      .getAll()
      .filter((m) => m.state.status !== 'success')
      .map(toOutboxEntry);
  /** Back online: everything waiting is sent (or refused). */
  const reconnect = async () => {
    net.offline = false;
    onlineManager.setOnline(true);
    await expect
      .poll(() => outbox().filter((e) => e.state === 'waiting' || e.state === 'sending'), {
        timeout: 20_000,
      })
      .toEqual([]);
  };
  const goOffline = () => {
    net.offline = true;
    onlineManager.setOnline(false);
  };
  return { client, net, queries, keep, outbox, reconnect, goOffline, user };
}

afterAll(() => onlineManager.setOnline(true));

describe('Arca entries logged without signal', () => {
  let g: Grower;
  let phone: Awaited<ReturnType<typeof phoneOf>>;
  beforeAll(async () => {
    g = await newGrower('outbox-arca');
    phone = await phoneOf(g);
    setOutboxOwner(g.id);
  });

  // The spray goes into the flower room; the releases and counts into the veg room, since nobody may
  // walk into the sprayed room until its re-entry interval ends.
  const entry = (
    kind: PlainEntry['kind'],
    values: Record<string, unknown>,
    room = g.rooms[1],
  ): PlainEntry => ({
    kind,
    id: crypto.randomUUID(),
    facility_id: g.facilityId,
    room_id: room,
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
    notes: 'Logged with no signal',
    values,
  });

  it('wait on the phone, then reach the records once each, also when answers were lost', async () => {
    const fertilizer = await newFertilizer(g);
    const tank = await newTank(g);
    const batchId = await logBatch(
      g.client,
      g,
      { tank_id: tank.id, items: [{ fertilizer_id: fertilizer.id, amount: 1000, unit: 'g' }] },
      { occurred_at: new Date(Date.now() - 7_200_000).toISOString() },
    );
    const product = await newProtectionProduct(g, { rei_hours: 12, phi_days: 0 });
    const sent = [
      entry('fertigation', { batch_ids: [batchId], volume_l: 40 }),
      entry('application', applicationValues([{ product_id: product.id }])),
      entry('release', { species: 'Orius insidiosus', quantity: 500 }, g.rooms[0]),
      entry('scouting', { organism: 'Western flower thrips', count: 7, basis: 'per_trap' }, g.rooms[0]),
    ];
    phone.goOffline();
    for (const e of sent)
      await expect(phone.keep('arca-plain-entry', e.id, e)).resolves.toEqual({ status: 'kept' });
    expect(phone.outbox().map((e) => [e.id, e.state])).toEqual(sent.map((e) => [e.id, 'waiting']));
    const ids = sent.map((e) => e.id);
    expect(ok(await g.client.from('arca_entries').select('id').in('id', ids))).toEqual([]);

    // The first two reach the server but their answers are lost: they are sent again.
    phone.net.loseAnswers = 2;
    await phone.reconnect();
    expect(phone.outbox()).toEqual([]);
    expect(ok(await g.client.from('arca_entries').select('id').in('id', ids))).toHaveLength(4);
    const views = [
      'arca_fertigation_records',
      'arca_application_records',
      'arca_release_records',
      'arca_scouting_records',
    ] as const;
    for (const [i, view] of views.entries()) {
      const data = ok(await g.client.from(view).select('id, notes').eq('id', ids[i]!));
      expect(data).toEqual([{ id: ids[i], notes: 'Logged with no signal' }]);
    }
    // The spray's re-entry interval now holds the room.
    expect(
      ok(await g.client.from('arca_room_holds').select('room_id').eq('room_id', g.rooms[1])),
    ).toHaveLength(1);
  });

  it("keeps an entry the database refuses, with its reason in the log's words, and sends the rest", async () => {
    const bad = entry('scouting', { organism: 'Thrips', count: -3 }, g.rooms[0]);
    const good = entry('scouting', { organism: 'Fungus gnats', count: 2, basis: 'per_trap' }, g.rooms[0]);
    phone.goOffline();
    await phone.keep('arca-plain-entry', bad.id, bad);
    await phone.keep('arca-plain-entry', good.id, good);
    await phone.reconnect();
    expect(phone.outbox()).toEqual([expect.objectContaining({ id: bad.id, state: 'refused' })]);
    expect(phone.outbox()[0]!.reason).toBeTruthy();
    const data = ok(await g.client.from('arca_entries').select('id').in('id', [bad.id, good.id]));
    expect(data).toEqual([{ id: good.id }]);
  });
});

describe('Atlas tasks and SOPs from the floor', () => {
  let team: Team;
  let staff: Awaited<ReturnType<typeof phoneOf>>;
  let tasks: Array<{ id: string; title: string }>;
  beforeAll(async () => {
    team = await newTeam('outbox-atlas');
    const template = await newTemplate(team);
    const cycle = ok(
      await applyTemplate(team.manager.client, template, team.rooms[0], isoDay(-3)),
    ) as unknown as string;
    tasks = ok(await team.staff.client.from('atlas_tasks').select('id, title').eq('cycle_id', cycle));
    staff = await phoneOf(team.staff);
    setOutboxOwner(team.staff.id);
  });
  const task = (title: string) => tasks.find((t) => t.title === title)!;
  const done = (t: { id: string }, note: string): TaskDone => ({
    taskId: t.id,
    facilityId: team.facilityId,
    by: team.staff.id,
    note,
    photo: null,
  });

  it('completes a task once, also when the answer was lost, as the person who did it', async () => {
    staff.goOffline();
    await staff.keep('atlas-task-done', 'c1', done(task('Transplant'), 'Done in the dark'));
    staff.net.loseAnswers = 1;
    await staff.reconnect();
    expect(staff.outbox()).toEqual([]);
    const row = ok(
      await team.owner.client
        .from('atlas_tasks')
        .select('status, done_by, note')
        .eq('id', task('Transplant').id)
        .single(),
    );
    expect(row).toEqual({ status: 'done', done_by: team.staff.id, note: 'Done in the dark' });
  });

  it('explains the conflict when someone else completed the task meanwhile, and keeps their note', async () => {
    staff.goOffline();
    await staff.keep('atlas-task-done', 'c2', done(task('Top and train'), 'Mine'));
    ok(
      await team.manager.client
        .from('atlas_tasks')
        .update({ status: 'done', note: 'Theirs' })
        .eq('id', task('Top and train').id),
    );
    await staff.reconnect();
    expect(staff.outbox()).toEqual([
      expect.objectContaining({
        id: 'c2',
        state: 'conflict',
        reason: expect.stringMatching(
          /^Another team member completed it \(.+\) while this completion waited/,
        ),
      }),
    ]);
    const row = ok(
      await team.owner.client
        .from('atlas_tasks')
        .select('done_by, note')
        .eq('id', task('Top and train').id)
        .single(),
    );
    expect(row).toEqual({ done_by: team.manager.id, note: 'Theirs' });
    // Read and set aside.
    discard(staff.queries, 'c2');
    expect(staff.outbox()).toEqual([]);
  });

  it('records an acknowledgement once; one of a version replaced meanwhile is a conflict', async () => {
    const sop = await newSop(team);
    staff.goOffline();
    await staff.keep('atlas-sop-ack', 'a1', {
      versionId: sop.versionId,
      facilityId: team.facilityId,
      by: team.staff.id,
    });
    staff.net.loseAnswers = 1;
    await staff.reconnect();
    expect(staff.outbox()).toEqual([]);
    const acks = ok(
      await team.owner.client
        .from('atlas_sop_acknowledgements')
        .select('user_id')
        .eq('version_id', sop.versionId),
    );
    expect(acks).toEqual([{ user_id: team.staff.id }]);

    const other = await newSop(team);
    staff.goOffline();
    await staff.keep('atlas-sop-ack', 'a2', {
      versionId: other.versionId,
      facilityId: team.facilityId,
      by: team.staff.id,
    });
    await newVersion(team, other.id);
    await staff.reconnect();
    expect(staff.outbox()).toEqual([expect.objectContaining({ id: 'a2', state: 'conflict' })]);
  });
});

describe('Prometheus readings typed in by hand', () => {
  let team: Team;
  let owner: Awaited<ReturnType<typeof phoneOf>>;
  beforeAll(async () => {
    team = await newTeam('outbox-prometheus');
    owner = await phoneOf(team.owner);
    setOutboxOwner(team.owner.id);
  });
  const reading = (minutesAgo: number, value: number): ReadingInput => ({
    facility_id: team.facilityId,
    room_id: team.rooms[1],
    metric: 'vwc',
    at: new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutesAgo * 60_000).toISOString(),
    value,
    source: 'manual',
  });

  it('arrive once when an answer was lost; a different value already at that minute is a conflict', async () => {
    const first = reading(30, 41.5);
    owner.goOffline();
    await owner.keep('prometheus-reading', 'r1', first);
    owner.net.loseAnswers = 1;
    await owner.reconnect();
    expect(owner.outbox()).toEqual([]);
    const rows = ok(
      await team.owner.client
        .from('prometheus_readings')
        .select('value')
        .eq('room_id', first.room_id)
        .eq('at', first.at),
    );
    expect(rows.map((r) => Number(r.value))).toEqual([41.5]);

    owner.goOffline();
    await owner.keep('prometheus-reading', 'r2', reading(30, 38));
    await owner.reconnect();
    expect(owner.outbox()).toEqual([
      expect.objectContaining({
        id: 'r2',
        state: 'conflict',
        reason: 'This room already has a reading of that metric at that minute: 41.5 %. Yours was not saved.',
      }),
    ]);
  });
});
