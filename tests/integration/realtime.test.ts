// Realtime through supabase-js (and a raw socket for the wire details) against the local stack.
// Fixtures live in their own schema, not public, and users are minted JWTs: realtime needs no
// auth.users rows, only claims.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { db, stack } from './helpers.ts';
import {
  closeRealtimeClients,
  realtimeClient,
  settled,
  sleep,
  subscribe,
  userToken,
  waitFor,
  wsUrl,
} from './realtime-helpers.ts';

interface Note {
  id: number;
  owner: string;
  body: string | null;
}
type Change = RealtimePostgresChangesPayload<Note>;

const SCHEMA = 'rt_fixture';

/** Subscribes to the fixture table and collects every change the channel receives. */
async function watchNotes(
  client: SupabaseClient,
  opts: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {},
): Promise<{ channel: RealtimeChannel; changes: Change[] }> {
  const changes: Change[] = [];
  const channel = client.channel(`notes-${randomUUID()}`).on<Note>(
    'postgres_changes',
    {
      event: opts.event ?? '*',
      schema: SCHEMA,
      table: 'notes',
      ...(opts.filter ? { filter: opts.filter } : {}),
    },
    (payload) => changes.push(payload),
  );
  await subscribe(channel);
  return { channel, changes };
}

async function insertNote(owner: string, body: string): Promise<number> {
  const { rows } = await db().query<{ id: string }>(
    `insert into ${SCHEMA}.notes (owner, body) values ($1, $2) returning id`,
    [owner, body],
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  await db().query(`
    drop schema if exists ${SCHEMA} cascade;
    create schema ${SCHEMA};
    create table ${SCHEMA}.notes (
      id bigint generated always as identity primary key,
      owner uuid not null,
      body text
    );
    alter table ${SCHEMA}.notes enable row level security;
    create policy "owner reads" on ${SCHEMA}.notes for select using (owner = (select auth.uid()));
    create policy "owner writes" on ${SCHEMA}.notes for insert with check (owner = (select auth.uid()));
    create table ${SCHEMA}.unpublished (id bigint generated always as identity primary key);
    grant usage on schema ${SCHEMA} to anon, authenticated;
    grant select on ${SCHEMA}.notes, ${SCHEMA}.unpublished to anon, authenticated;
    grant insert on ${SCHEMA}.notes to authenticated;
    alter publication supabase_realtime add table ${SCHEMA}.notes;
  `);
});

afterAll(async () => {
  await closeRealtimeClients();
  await db().query(`
    alter publication supabase_realtime drop table ${SCHEMA}.notes;
    drop schema ${SCHEMA} cascade;
  `);
});

describe('realtime postgres_changes', () => {
  it("delivers INSERT and UPDATE of the subscriber's own row with the full record and columns", async () => {
    const me = randomUUID();
    const { changes } = await watchNotes(await realtimeClient(await userToken(me)));

    const id = await insertNote(me, 'first');
    const insert = await waitFor(() => changes.find((c) => c.eventType === 'INSERT'), 'the INSERT');
    expect(insert).toMatchObject({
      schema: SCHEMA,
      table: 'notes',
      new: { id, owner: me, body: 'first' },
      errors: null,
    });
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await db().query(`update ${SCHEMA}.notes set body = 'second' where id = $1`, [id]);
    const update = await waitFor(() => changes.find((c) => c.eventType === 'UPDATE'), 'the UPDATE');
    expect(update.new).toEqual({ id, owner: me, body: 'second' });
    expect(update.old).toEqual({ id });
  });

  it('captures writes made as an API role, as PostgREST makes them', async () => {
    const me = randomUUID();
    const { changes } = await watchNotes(await realtimeClient(await userToken(me)), { event: 'INSERT' });
    const conn = await db().connect();
    try {
      await conn.query('begin');
      await conn.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: me, role: 'authenticated' })],
      );
      await conn.query(`insert into ${SCHEMA}.notes (owner, body) values ($1, 'via the API')`, [me]);
      await conn.query('commit');
    } finally {
      conn.release();
    }
    const insert = await waitFor(() => changes[0], 'the INSERT');
    expect(insert.new).toMatchObject({ owner: me, body: 'via the API' });
  });

  it('sends the column list with Postgres type names', async () => {
    const me = randomUUID();
    const token = await userToken(me);
    // The raw payload carries `columns`; supabase-js only uses them to convert values.
    const raw = await rawSocket('2.0.0');
    raw.send([
      '1',
      '1',
      'realtime:cols',
      'phx_join',
      {
        config: { postgres_changes: [{ event: 'INSERT', schema: SCHEMA, table: 'notes' }] },
        access_token: token,
      },
    ]);
    await raw.next((m) => m[3] === 'system');
    await insertNote(me, 'typed');
    const msg = await raw.next((m) => m[3] === 'postgres_changes');
    expect((msg[4] as { data: { columns: unknown } }).data.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'owner', type: 'uuid' },
      { name: 'body', type: 'text' },
    ]);
    raw.close();
  });

  it("does not deliver another user's row", async () => {
    const me = randomUUID();
    const { changes } = await watchNotes(await realtimeClient(await userToken(me)));

    const theirs = await insertNote(randomUUID(), 'not yours');
    const mine = await insertNote(me, 'yours');
    // Changes are delivered in commit order, so once mine is here theirs has been decided.
    await waitFor(() => changes.find((c) => c.eventType === 'INSERT' && c.new.id === mine), 'my row');
    expect(changes.map((c) => (c.new as Partial<Note>).id)).not.toContain(theirs);
    expect(changes).toHaveLength(1);
  });

  it('limits delivery with an eq filter', async () => {
    const me = randomUUID();
    const { changes } = await watchNotes(await realtimeClient(await userToken(me)), {
      filter: 'body=eq.wanted',
    });

    await insertNote(me, 'unwanted');
    const wanted = await insertNote(me, 'wanted');
    await waitFor(
      () => changes.find((c) => c.eventType === 'INSERT' && c.new.id === wanted),
      'the matching row',
    );
    expect(changes.map((c) => (c.new as Partial<Note>).body)).toEqual(['wanted']);
  });

  it('evaluates in-lists and bigint comparisons with the column types', async () => {
    const me = randomUUID();
    const floor = await insertNote(me, 'floor');
    const { changes } = await watchNotes(await realtimeClient(await userToken(me)), {
      event: 'INSERT',
      filter: `body=in.(red,"blue, dark"),id=gt.${floor}`,
    });
    await insertNote(me, 'green');
    const dark = await insertNote(me, 'blue, dark');
    await waitFor(
      () => changes.find((c) => c.eventType === 'INSERT' && c.new.id === dark),
      'the matching row',
    );
    expect(changes.map((c) => (c.new as Partial<Note>).body)).toEqual(['blue, dark']);
  });

  it('refuses a filter whose value does not fit the column type', async () => {
    const client = await realtimeClient(await userToken(randomUUID()));
    const channel = client
      .channel(`badfilter-${randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: SCHEMA, table: 'notes', filter: 'id=eq.abc' }, () => {});
    await expect(subscribe(channel)).rejects.toThrow(/invalid input syntax for type bigint/);
    await client.removeChannel(channel);
  });

  it('delivers DELETE with only the primary key', async () => {
    const me = randomUUID();
    const { changes } = await watchNotes(await realtimeClient(await userToken(me)), { event: 'DELETE' });

    const id = await insertNote(me, 'short-lived');
    await db().query(`delete from ${SCHEMA}.notes where id = $1`, [id]);
    const del = await waitFor(() => changes.find((c) => c.eventType === 'DELETE'), 'the DELETE');
    expect(del.old).toEqual({ id });
    expect(del.new).toEqual({});
    expect(changes).toHaveLength(1); // the INSERT did not match the DELETE binding
  });

  it('sends nothing to anon (no token) from an owner-only table', async () => {
    const owner = randomUUID();
    const anon = await watchNotes(await realtimeClient(), { event: 'INSERT' });
    const ownerWatch = await watchNotes(await realtimeClient(await userToken(owner)), { event: 'INSERT' });

    const id = await insertNote(owner, 'private');
    await waitFor(
      () => ownerWatch.changes.find((c) => c.eventType === 'INSERT' && c.new.id === id),
      "the owner's copy",
    );
    await sleep(300);
    expect(anon.changes).toEqual([]);
  });

  it("answers the join with ids matching the client's bindings (two bindings fire correctly)", async () => {
    const me = randomUUID();
    const client = await realtimeClient(await userToken(me));
    const inserts: Change[] = [];
    const updates: Change[] = [];
    const channel = client
      .channel(`two-${randomUUID()}`)
      .on<Note>('postgres_changes', { event: 'INSERT', schema: SCHEMA, table: 'notes' }, (p) =>
        inserts.push(p),
      )
      .on<Note>(
        'postgres_changes',
        { event: 'UPDATE', schema: SCHEMA, table: 'notes', filter: `owner=eq.${me}` },
        (p) => updates.push(p),
      );
    await subscribe(channel);
    const ids = channel.bindings.postgres_changes!.map((b) => b.id);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(2);

    const id = await insertNote(me, 'one');
    await db().query(`update ${SCHEMA}.notes set body = 'two' where id = $1`, [id]);
    await waitFor(() => updates[0], 'the UPDATE');
    expect(inserts.map((c) => c.eventType)).toEqual(['INSERT']);
    expect(updates.map((c) => c.eventType)).toEqual(['UPDATE']);
    expect(updates[0]!.new).toMatchObject({ id, body: 'two' });
  });

  it('refuses to join for a table that is not in the publication', async () => {
    const client = await realtimeClient(await userToken(randomUUID()));
    const channel = client
      .channel(`unpublished-${randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: SCHEMA, table: 'unpublished' }, () => {});
    await expect(subscribe(channel)).rejects.toThrow(/Unable to subscribe to changes with given parameters/);
    await client.removeChannel(channel);
  });

  it('refuses to join with an invalid access token', async () => {
    const forged = await new SignJWT({ sub: randomUUID(), role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const client = await realtimeClient(forged);
    const channel = client
      .channel(`forged-${randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: SCHEMA, table: 'notes' }, () => {});
    await expect(subscribe(channel)).rejects.toThrow(/JwtSignatureError/);
    await client.removeChannel(channel);
  });

  it('acts with the token an access_token message brings, and stops on an invalid one', async () => {
    const me = randomUUID();
    const client = await realtimeClient();
    const system: Array<{ status: string; message: string }> = [];
    const changes: Change[] = [];
    const channel = client
      .channel(`refresh-${randomUUID()}`)
      .on('system', {}, (p: { status: string; message: string }) => system.push(p))
      .on<Note>('postgres_changes', { event: 'INSERT', schema: SCHEMA, table: 'notes' }, (p) =>
        changes.push(p),
      );
    await subscribe(channel);
    // Owned by someone else: a change still in flight when the token switches must not count.
    const asAnon = await insertNote(randomUUID(), 'before sign-in');
    await client.realtime.setAuth(await userToken(me));
    // Frames are handled in order, so a heartbeat's answer means the token before it was taken.
    await settled(client);
    const asMe = await insertNote(me, 'after sign-in');
    await waitFor(
      () => changes.find((c) => c.eventType === 'INSERT' && c.new.id === asMe),
      'the row once signed in',
    );
    expect(changes.map((c) => (c.new as Partial<Note>).id)).not.toContain(asAnon);

    await client.realtime.setAuth('not-a-jwt');
    const stopped = await waitFor(() => system.find((m) => m.status === 'error'), 'the system error');
    expect(stopped.message).toBe('The token provided is not a valid JWT');
  });

  it('stops a channel whose token expires, with a system error', async () => {
    const me = randomUUID();
    const client = await realtimeClient(await userToken(me, 2));
    const system: Array<{ status: string; message: string }> = [];
    const changes: Change[] = [];
    const channel = client
      .channel(`expiring-${randomUUID()}`)
      .on('system', {}, (p: { status: string; message: string }) => system.push(p))
      .on<Note>('postgres_changes', { event: '*', schema: SCHEMA, table: 'notes' }, (p) => changes.push(p));
    await subscribe(channel);
    const expired = await waitFor(() => system.find((m) => m.status === 'error'), 'the expiry message', 6000);
    expect(expired.message).toMatch(/^Token has expired \d+ seconds ago$/);
    await insertNote(me, 'too late');
    await sleep(300);
    expect(changes).toEqual([]);
  });
});

describe('realtime broadcast and presence', () => {
  it('sends broadcasts to the other subscribers, and back to the sender with self', async () => {
    const topic = `room-${randomUUID()}`;
    const a = (await realtimeClient()).channel(topic, { config: { broadcast: { self: true, ack: true } } });
    const b = (await realtimeClient()).channel(topic);
    const seenByA: unknown[] = [];
    const seenByB: unknown[] = [];
    a.on('broadcast', { event: 'ping' }, (p) => seenByA.push(p));
    b.on('broadcast', { event: 'ping' }, (p) => seenByB.push(p));
    await Promise.all([subscribe(a), subscribe(b)]);

    expect(await a.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    await waitFor(() => seenByB[0], 'the broadcast');
    await waitFor(() => seenByA[0], 'the self broadcast');
    expect(seenByB[0]).toMatchObject({ event: 'ping', payload: { n: 1 } });

    await b.send({ type: 'broadcast', event: 'ping', payload: { n: 2 } });
    await waitFor(() => seenByA[1], "b's broadcast");
    await sleep(100);
    expect(seenByB).toHaveLength(1); // b did not ask for self
  });

  it('shares presence between subscribers of a topic', async () => {
    const topic = `lobby-${randomUUID()}`;
    const a = (await realtimeClient()).channel(topic, { config: { presence: { key: 'alice' } } });
    const b = (await realtimeClient()).channel(topic, { config: { presence: { key: 'bob' } } });
    a.on('presence', { event: 'sync' }, () => {});
    b.on('presence', { event: 'sync' }, () => {});
    await Promise.all([subscribe(a), subscribe(b)]);

    expect(await a.track({ mood: 'happy' })).toBe('ok');
    await waitFor(() => b.presenceState().alice, "alice's presence");
    expect(b.presenceState().alice![0]).toMatchObject({ mood: 'happy' });

    await a.untrack();
    await waitFor(() => (b.presenceState().alice ? undefined : true), "alice's leave");
  });
});

// ---- the wire, with a raw socket ----------------------------------------------------------------

type RawFrame = [string | null, string | null, string, string, unknown];

async function rawSocket(vsn: '1.0.0' | '2.0.0') {
  const ws = new WebSocket(`${wsUrl}?apikey=${stack.anonKey}&vsn=${vsn}`);
  const received: unknown[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let seen = 0;
  return {
    send: (frame: unknown) => ws.send(JSON.stringify(frame)),
    /** The next received message (in order) that satisfies `match`. */
    async next<T = RawFrame>(match: (m: T) => boolean): Promise<T> {
      return waitFor(() => {
        while (seen < received.length) {
          const m = received[seen++] as T;
          if (match(m)) return m;
        }
        return undefined;
      }, 'a frame');
    },
    close: () => ws.close(),
  };
}

describe('realtime socket', () => {
  it('answers heartbeats', async () => {
    const raw = await rawSocket('2.0.0');
    raw.send([null, 'hb-1', 'phoenix', 'heartbeat', {}]);
    expect(await raw.next((m) => m[1] === 'hb-1')).toEqual([
      null,
      'hb-1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    raw.close();
  });

  it('refuses an invalid apikey at the upgrade', async () => {
    const status = (apikey: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${wsUrl}?apikey=${apikey}&vsn=2.0.0`);
        ws.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.on('open', () => {
          resolve(101);
          ws.close();
        });
        ws.on('error', () => undefined);
      });
    expect(await status('not-a-key')).toBe(401);
    expect(await status(stack.anonKey)).toBe(101);
  });

  it('speaks vsn 1.0.0 (object frames)', async () => {
    const me = randomUUID();
    const raw = await rawSocket('1.0.0');
    type V1 = {
      join_ref: string | null;
      ref: string | null;
      topic: string;
      event: string;
      payload: Record<string, unknown>;
    };
    raw.send({
      join_ref: '1',
      ref: '1',
      topic: 'realtime:v1',
      event: 'phx_join',
      payload: {
        config: {
          postgres_changes: [{ event: 'INSERT', schema: SCHEMA, table: 'notes', filter: `owner=eq.${me}` }],
        },
        access_token: await userToken(me),
      },
    });
    const joined = await raw.next<V1>((m) => m.event === 'phx_reply');
    expect(joined).toMatchObject({
      join_ref: '1',
      ref: '1',
      topic: 'realtime:v1',
      payload: { status: 'ok' },
    });
    const [binding] = (joined.payload.response as { postgres_changes: Array<{ id: number; filter: string }> })
      .postgres_changes;
    expect(binding).toMatchObject({
      event: 'INSERT',
      schema: SCHEMA,
      table: 'notes',
      filter: `owner=eq.${me}`,
    });
    expect(typeof binding!.id).toBe('number');
    expect(await raw.next<V1>((m) => m.event === 'system')).toMatchObject({
      payload: {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: 'v1',
      },
    });

    const id = await insertNote(me, 'over v1');
    const change = await raw.next<V1>((m) => m.event === 'postgres_changes');
    expect(change).toMatchObject({
      topic: 'realtime:v1',
      payload: { ids: [binding!.id], data: { type: 'INSERT', record: { id, owner: me, body: 'over v1' } } },
    });

    raw.send({ join_ref: null, ref: 'hb', topic: 'phoenix', event: 'heartbeat', payload: {} });
    expect(await raw.next<V1>((m) => m.ref === 'hb')).toMatchObject({
      event: 'phx_reply',
      payload: { status: 'ok' },
    });

    raw.send({ join_ref: '1', ref: '2', topic: 'realtime:v1', event: 'phx_leave', payload: {} });
    expect(await raw.next<V1>((m) => m.ref === '2')).toMatchObject({
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
    expect(await raw.next<V1>((m) => m.event === 'phx_close')).toMatchObject({ topic: 'realtime:v1' });
    raw.close();
  });
});
