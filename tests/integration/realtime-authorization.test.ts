// Realtime Authorization and broadcast from the server, as hosted: private channels are joined,
// sent to and received from only as the RLS policies on realtime.messages allow (realtime.topic()
// names the channel); the REST broadcast API (httpSend and the batch send() falls back to); and
// broadcasts from the database with realtime.send and realtime.broadcast_changes in a trigger.
// The policies here are this file's own, on topics that start with `rt-authz:`.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, stack } from './helpers.ts';
import {
  closeRealtimeClients,
  realtimeClient,
  settled,
  sleep,
  subscribe,
  userToken,
  waitFor,
} from './realtime-helpers.ts';

const SCHEMA = 'rt_authz';

interface Broadcast {
  event: string;
  payload: Record<string, unknown>;
  meta?: { id?: string };
}

beforeAll(async () => {
  await db().query(`
    drop schema if exists ${SCHEMA} cascade;
    create schema ${SCHEMA};
    grant usage on schema ${SCHEMA} to authenticated;
    -- Who may read a topic, and who may also write to it.
    create table ${SCHEMA}.members (topic text not null, user_id uuid not null, can_write boolean not null,
                                    reads text[] not null default '{broadcast,presence}',
                                    primary key (topic, user_id));
    grant select on ${SCHEMA}.members to authenticated;
    create policy "rt_authz members read" on realtime.messages for select to authenticated
      using (realtime.topic() like 'rt-authz:%' and exists (
        select 1 from ${SCHEMA}.members m
         where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid())
           and messages.extension = any (m.reads)));
    create policy "rt_authz writers write" on realtime.messages for insert to authenticated
      with check (realtime.topic() like 'rt-authz:%' and exists (
        select 1 from ${SCHEMA}.members m
         where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid()) and m.can_write));
    -- Broadcast from a trigger, the way Supabase's guide writes it.
    create table ${SCHEMA}.docs (id bigint generated always as identity primary key, topic text not null, title text not null);
    create function ${SCHEMA}.docs_broadcast() returns trigger
    language plpgsql security definer set search_path = ''
    as $$
    begin
      perform realtime.broadcast_changes(new.topic, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
      return null;
    end
    $$;
    create trigger docs_broadcast after insert on ${SCHEMA}.docs for each row execute function ${SCHEMA}.docs_broadcast();
  `);
});

afterAll(async () => {
  await closeRealtimeClients();
  await db().query(`
    drop policy "rt_authz members read" on realtime.messages;
    drop policy "rt_authz writers write" on realtime.messages;
    drop schema ${SCHEMA} cascade;
  `);
});

const newTopic = () => `rt-authz:${randomUUID()}`;

async function member(topic: string, canWrite: boolean, reads = ['broadcast', 'presence']): Promise<string> {
  const id = randomUUID();
  await db().query(`insert into ${SCHEMA}.members values ($1, $2, $3, $4)`, [topic, id, canWrite, reads]);
  return id;
}

async function userClient(sub: string): Promise<SupabaseClient> {
  return realtimeClient(await userToken(sub));
}

/** Joins `topic` and collects its broadcasts. */
async function listen(
  client: SupabaseClient,
  topic: string,
  config: { private?: boolean; presenceKey?: string } = {},
): Promise<{ channel: RealtimeChannel; received: Broadcast[] }> {
  const received: Broadcast[] = [];
  const channel = client
    .channel(topic, {
      config: {
        private: config.private ?? true,
        ...(config.presenceKey ? { presence: { key: config.presenceKey } } : {}),
      },
    })
    .on('broadcast', { event: '*' }, (p) => received.push(p as unknown as Broadcast));
  if (config.presenceKey) channel.on('presence', { event: 'sync' }, () => {});
  await subscribe(channel);
  return { channel, received };
}

describe('private channels', () => {
  it('let members join and refuse others with the reason hosted gives', async () => {
    const topic = newTopic();
    await listen(await userClient(await member(topic, false)), topic);

    const stranger = await userClient(randomUUID());
    await expect(listen(stranger, topic)).rejects.toThrow(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
    );
    // The anon key is no member either.
    await expect(listen(await realtimeClient(), topic)).rejects.toThrow(/^Unauthorized: /);
  });

  it("deliver a writer's broadcast to readers and drop a read-only member's", async () => {
    const topic = newTopic();
    const writer = await userClient(await member(topic, true));
    const readOnly = await userClient(await member(topic, false));
    const reader = await listen(await userClient(await member(topic, false)), topic);
    const w = await listen(writer, topic);
    const r = await listen(readOnly, topic);

    await r.channel.send({ type: 'broadcast', event: 'msg', payload: { from: 'read-only' } });
    await settled(readOnly); // handled (and dropped) before the writer speaks
    await w.channel.send({ type: 'broadcast', event: 'msg', payload: { from: 'writer' } });
    await waitFor(() => reader.received[0], "the writer's message");
    await waitFor(() => r.received[0], "the writer's message to the read-only member");
    expect(reader.received.map((m) => m.payload.from)).toEqual(['writer']);
  });

  it('send broadcasts only to members who may read broadcasts (presence-only members join, hear nothing)', async () => {
    const topic = newTopic();
    const presenceOnly = await listen(await userClient(await member(topic, false, ['presence'])), topic, {
      presenceKey: 'watcher',
    });
    const reader = await listen(await userClient(await member(topic, false)), topic);
    const w = await listen(await userClient(await member(topic, true)), topic);

    await w.channel.send({ type: 'broadcast', event: 'msg', payload: { n: 1 } });
    await waitFor(() => reader.received[0], 'the message to the reader');
    await sleep(200);
    expect(presenceOnly.received).toEqual([]);
    // Without presence enabled there is nothing it may read: the join is refused.
    await expect(listen(await userClient(await member(topic, false, ['presence'])), topic)).rejects.toThrow(
      /^Unauthorized: /,
    );
  });

  it('keep public and private channels of one topic apart', async () => {
    const topic = newTopic();
    const writer = await userClient(await member(topic, true));
    const publicListener = await listen(await realtimeClient(), topic, { private: false });
    const w = await listen(writer, topic);
    const privateListener = await listen(await userClient(await member(topic, false)), topic);

    await w.channel.send({ type: 'broadcast', event: 'msg', payload: { n: 1 } });
    await waitFor(() => privateListener.received[0], 'the private message');
    await sleep(200);
    expect(publicListener.received).toEqual([]);
  });

  it('let members track presence only with write permission, and show it to readers', async () => {
    const topic = newTopic();
    const writer = await listen(await userClient(await member(topic, true)), topic, {
      presenceKey: 'writer',
    });
    const reader = await listen(await userClient(await member(topic, false)), topic, {
      presenceKey: 'reader',
    });

    expect(await reader.channel.track({ here: true })).toBe('error');
    expect(await writer.channel.track({ here: true })).toBe('ok');
    await waitFor(() => reader.channel.presenceState().writer, "the writer's presence");
    await sleep(200);
    expect(Object.keys(writer.channel.presenceState())).toEqual(['writer']);
  });
});

describe('broadcast from the server', () => {
  it('httpSend reaches subscribers: public by anyone, private only as the write policy allows', async () => {
    const topic = newTopic();
    const reader = await listen(await userClient(await member(topic, false)), topic);
    const publicListener = await listen(await realtimeClient(), topic, { private: false });

    const service = await realtimeClient(undefined, stack.serviceRoleKey);
    await expect(
      service.channel(topic, { config: { private: true } }).httpSend('news', { by: 'service' }),
    ).resolves.toEqual({ success: true });
    const writer = await userClient(await member(topic, true));
    await expect(
      writer.channel(topic, { config: { private: true } }).httpSend('news', { by: 'writer' }),
    ).resolves.toEqual({ success: true });
    const outsider = await userClient(randomUUID());
    await expect(
      outsider.channel(topic, { config: { private: true } }).httpSend('news', { by: 'outsider' }),
    ).rejects.toThrow('Unauthorized');
    await expect(
      (await realtimeClient()).channel(topic).httpSend('news', { by: 'anon, public' }),
    ).resolves.toEqual({ success: true });

    await waitFor(() => reader.received[1], 'two private messages');
    await waitFor(() => publicListener.received[0], 'the public message');
    expect(reader.received.map((m) => [m.event, m.payload.by])).toEqual([
      ['news', 'service'],
      ['news', 'writer'],
    ]);
    expect(publicListener.received.map((m) => m.payload.by)).toEqual(['anon, public']);
  });

  it('POST /api/broadcast (the batch send() falls back to) skips private messages the caller may not write', async () => {
    const topic = newTopic();
    const reader = await listen(await userClient(await member(topic, false)), topic);
    const post = async (token: string, body: unknown) =>
      fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const outsider = await post(await userToken(randomUUID()), {
      messages: [{ topic, event: 'batch', payload: { by: 'outsider' }, private: true }],
    });
    expect(outsider.status).toBe(202);
    const service = await post(stack.serviceRoleKey, {
      messages: [{ topic, event: 'batch', payload: { by: 'service' }, private: true, id: 'm-1' }],
    });
    expect(service.status).toBe(202);
    const first = await waitFor(() => reader.received[0], 'the service message');
    expect(first).toMatchObject({ event: 'batch', payload: { by: 'service' }, meta: { id: 'm-1' } });
    await sleep(200);
    expect(reader.received).toHaveLength(1);

    const invalid = await post(stack.serviceRoleKey, { messages: [{ topic, payload: {} }] });
    expect(invalid.status).toBe(422);
    const noToken = await post('not-a-jwt', { messages: [{ topic, event: 'x', payload: {} }] });
    expect(noToken.status).toBe(401);
  });

  it('realtime.send from SQL reaches the topic once the transaction commits, not when it rolls back', async () => {
    const topic = newTopic();
    const publicListener = await listen(await realtimeClient(), topic, { private: false });
    const reader = await listen(await userClient(await member(topic, false)), topic);

    const conn = await db().connect();
    try {
      await conn.query('begin');
      await conn.query(`select realtime.send('{"n": 0}', 'from-sql', $1, false)`, [topic]);
      await conn.query('rollback');
    } finally {
      conn.release();
    }
    await db().query(`select realtime.send('{"n": 1}', 'from-sql', $1, false)`, [topic]);
    await db().query(`select realtime.send('{"n": 2}', 'from-sql', $1, true)`, [topic]);

    const pub = await waitFor(() => publicListener.received[0], 'the public message');
    const priv = await waitFor(() => reader.received[0], 'the private message');
    expect(pub).toMatchObject({ event: 'from-sql', payload: { n: 1 } });
    expect(typeof pub.payload.id).toBe('string'); // send() adds the message id, as hosted
    expect(priv).toMatchObject({ event: 'from-sql', payload: { n: 2 } });
    await sleep(200);
    expect(publicListener.received).toHaveLength(1);
    expect(reader.received).toHaveLength(1);
  });

  it('realtime.broadcast_changes in a trigger broadcasts the row change to the topic', async () => {
    const topic = newTopic();
    const reader = await listen(await userClient(await member(topic, false)), topic);
    await db().query(`insert into ${SCHEMA}.docs (topic, title) values ($1, 'Hello')`, [topic]);
    const change = await waitFor(() => reader.received[0], 'the trigger broadcast');
    expect(change).toMatchObject({
      event: 'INSERT',
      payload: {
        operation: 'INSERT',
        schema: SCHEMA,
        table: 'docs',
        record: { topic, title: 'Hello' },
        old_record: null,
      },
    });
  });
});
