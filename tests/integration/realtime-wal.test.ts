// postgres_changes read from the WAL, as hosted Realtime does: each change carries the row as it
// was written (not as it is when delivered), several changes in one transaction are several
// events, `old` is what REPLICA IDENTITY logs, and RLS decides as the subscriber on the row as
// written.
import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from './helpers.ts';
import {
  closeRealtimeClients,
  realtimeClient,
  sleep,
  subscribe,
  userToken,
  waitFor,
} from './realtime-helpers.ts';

const SCHEMA = 'rt_wal';

interface Item {
  id: number;
  owner: string;
  body: string | null;
}
type Change = RealtimePostgresChangesPayload<Item>;
type Table = 'items' | 'full_items' | 'open_items' | 'keyed_items' | 'typed';

beforeAll(async () => {
  await db().query(`
    drop schema if exists ${SCHEMA} cascade;
    create schema ${SCHEMA};
    grant usage on schema ${SCHEMA} to anon, authenticated;
    -- Owner-only rows, default replica identity (the key).
    create table ${SCHEMA}.items (id bigint generated always as identity primary key, owner uuid not null, body text);
    alter table ${SCHEMA}.items enable row level security;
    create policy "owner reads" on ${SCHEMA}.items for select to authenticated using (owner = (select auth.uid()));
    -- The same with the whole old row logged.
    create table ${SCHEMA}.full_items (id bigint generated always as identity primary key, owner uuid not null, body text);
    alter table ${SCHEMA}.full_items replica identity full;
    alter table ${SCHEMA}.full_items enable row level security;
    create policy "owner reads" on ${SCHEMA}.full_items for select to authenticated using (owner = (select auth.uid()));
    -- Owner-only rows whose replica identity is a unique index other than the primary key.
    create table ${SCHEMA}.keyed_items (id bigint generated always as identity primary key, owner uuid not null, body text,
      ref uuid not null default gen_random_uuid() unique);
    alter table ${SCHEMA}.keyed_items replica identity using index keyed_items_ref_key;
    alter table ${SCHEMA}.keyed_items enable row level security;
    create policy "owner reads" on ${SCHEMA}.keyed_items for select to authenticated using (owner = (select auth.uid()));
    -- Whole old row, no RLS: readable by any signed-in user.
    create table ${SCHEMA}.open_items (id bigint generated always as identity primary key, owner uuid not null, body text);
    alter table ${SCHEMA}.open_items replica identity full;
    -- Types whose JSON must come out as Postgres writes it.
    create table ${SCHEMA}.typed (
      id bigint generated always as identity primary key, owner uuid not null,
      at timestamptz not null, amount numeric not null, tags text[] not null, data jsonb not null);
    grant select on ${SCHEMA}.items, ${SCHEMA}.full_items, ${SCHEMA}.open_items, ${SCHEMA}.keyed_items, ${SCHEMA}.typed to authenticated;
    alter publication supabase_realtime add table ${SCHEMA}.items, ${SCHEMA}.full_items, ${SCHEMA}.open_items, ${SCHEMA}.keyed_items, ${SCHEMA}.typed;
  `);
});

afterAll(async () => {
  await closeRealtimeClients();
  await db().query(`
    alter publication supabase_realtime drop table ${SCHEMA}.items, ${SCHEMA}.full_items, ${SCHEMA}.open_items, ${SCHEMA}.keyed_items, ${SCHEMA}.typed;
    drop schema ${SCHEMA} cascade;
  `);
});

async function watch(
  client: SupabaseClient,
  table: Table,
  opts: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {},
): Promise<Change[]> {
  const changes: Change[] = [];
  const channel = client
    .channel(`wal-${randomUUID()}`)
    .on<Item>(
      'postgres_changes',
      { event: opts.event ?? '*', schema: SCHEMA, table, ...(opts.filter ? { filter: opts.filter } : {}) },
      (payload) => changes.push(payload),
    );
  await subscribe(channel);
  return changes;
}

const asUser = async (sub: string) => realtimeClient(await userToken(sub));

/** Runs statements in one transaction as the superuser; returns the first column of each. */
async function inTransaction(statements: Array<[string, unknown[]?]>): Promise<unknown[]> {
  const client = await db().connect();
  try {
    await client.query('begin');
    const out: unknown[] = [];
    for (const [sql, params] of statements) {
      const { rows } = await client.query(sql, params ?? []);
      out.push(rows[0] ? Object.values(rows[0])[0] : undefined);
    }
    await client.query('commit');
    return out;
  } finally {
    client.release();
  }
}

async function insert(table: Table, owner: string, body: string): Promise<number> {
  const { rows } = await db().query<{ id: string }>(
    `insert into ${SCHEMA}.${table} (owner, body) values ($1, $2) returning id`,
    [owner, body],
  );
  return Number(rows[0]!.id);
}

const ids = (changes: Change[]) =>
  changes.map((c) => `${c.eventType} ${(c.new as Partial<Item>).body ?? (c.old as Partial<Item>).id}`);

describe('realtime from the WAL', () => {
  it('delivers several changes of one transaction as several events, each with its row as written', async () => {
    const me = randomUUID();
    const changes = await watch(await asUser(me), 'items');
    const [a] = await inTransaction([
      [`insert into ${SCHEMA}.items (owner, body) values ($1, 'one') returning id`, [me]],
    ]);
    const [, b] = await inTransaction([
      [`update ${SCHEMA}.items set body = 'two' where id = $1`, [a]],
      [`insert into ${SCHEMA}.items (owner, body) values ($1, 'three') returning id`, [me]],
      [`update ${SCHEMA}.items set body = 'four' where id = $1`, [a]],
    ]);
    await waitFor(() => changes[3], 'four events');
    expect(ids(changes)).toEqual(['INSERT one', 'UPDATE two', 'INSERT three', 'UPDATE four']);
    expect(changes.map((c) => (c.new as Item).id)).toEqual([a, a, b, a].map(Number));
    // One commit, one commit timestamp.
    expect(new Set(changes.slice(1).map((c) => c.commit_timestamp)).size).toBe(1);
  });

  it('delivers an update followed by a delete: both, the update with the row it wrote', async () => {
    const me = randomUUID();
    const id = await insert('items', me, 'draft');
    const changes = await watch(await asUser(me), 'items');
    await inTransaction([
      [`update ${SCHEMA}.items set body = 'last words' where id = $1`, [id]],
      [`delete from ${SCHEMA}.items where id = $1`, [id]],
    ]);
    await waitFor(() => changes[1], 'the update and the delete');
    expect(changes.map((c) => c.eventType)).toEqual(['UPDATE', 'DELETE']);
    expect(changes[0]!.new).toEqual({ id, owner: me, body: 'last words' });
    expect(changes[0]!.old).toEqual({ id });
    expect(changes[1]!.old).toEqual({ id });
  });

  it('carries the whole old row with REPLICA IDENTITY FULL; a delete under RLS tells only the key (as hosted)', async () => {
    const me = randomUUID();
    const full = await watch(await asUser(me), 'full_items');
    const open = await watch(await asUser(me), 'open_items');
    // Someone else: RLS hides the insert and update; a delete is not checked against RLS (hosted).
    const other = await watch(await asUser(randomUUID()), 'full_items');
    const fid = await insert('full_items', me, 'before');
    const oid = await insert('open_items', me, 'before');
    await db().query(`update ${SCHEMA}.full_items set body = 'after' where id = $1`, [fid]);
    await db().query(`update ${SCHEMA}.open_items set body = 'after' where id = $1`, [oid]);
    await db().query(`delete from ${SCHEMA}.full_items where id = $1`, [fid]);
    await db().query(`delete from ${SCHEMA}.open_items where id = $1`, [oid]);
    await waitFor(() => full[2] && open[2], 'insert, update and delete on both tables');

    expect(full.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(full[1]!.old).toEqual({ id: fid, owner: me, body: 'before' });
    expect(full[1]!.new).toEqual({ id: fid, owner: me, body: 'after' });
    expect(full[2]!.old).toEqual({ id: fid });
    await waitFor(() => other.find((c) => c.eventType === 'DELETE'), "the other user's delete");
    expect(other.map((c) => [c.eventType, c.old])).toEqual([['DELETE', { id: fid }]]);

    expect(open[1]!.old).toEqual({ id: oid, owner: me, body: 'before' });
    expect(open[2]!.old).toEqual({ id: oid, owner: me, body: 'after' });
  });

  it('tells of an updated row under RLS only what its replica identity names, never the rest of the old row', async () => {
    // Hosted's change reader (wal2json, then realtime.apply_rls) puts the identity columns of the
    // old row in old_record: the key by default, the index's columns with USING INDEX.
    const me = randomUUID();
    const items = await watch(await asUser(me), 'items', { event: 'UPDATE' });
    const keyed = await watch(await asUser(me), 'keyed_items', { event: 'UPDATE' });
    const id = await insert('items', me, 'secret draft');
    const kid = await insert('keyed_items', me, 'secret draft');
    const { rows } = await db().query<{ ref: string }>(
      `select ref from ${SCHEMA}.keyed_items where id = $1`,
      [kid],
    );
    await db().query(`update ${SCHEMA}.items set body = 'published' where id = $1`, [id]);
    await db().query(`update ${SCHEMA}.keyed_items set body = 'published' where id = $1`, [kid]);
    await waitFor(() => items[0] && keyed[0], 'both updates');
    expect(items[0]!.old).toEqual({ id });
    expect(keyed[0]!.old).toEqual({ ref: rows[0]!.ref });
    expect(keyed[0]!.new).toMatchObject({ id: kid, body: 'published' });
  });

  it('matches delete filters on any column REPLICA IDENTITY FULL logged', async () => {
    const me = randomUUID();
    const changes = await watch(await asUser(me), 'open_items', { event: 'DELETE', filter: 'body=eq.gone' });
    const keep = await insert('open_items', me, 'kept');
    const gone = await insert('open_items', me, 'gone');
    await db().query(`delete from ${SCHEMA}.open_items where id = $1`, [keep]);
    await db().query(`delete from ${SCHEMA}.open_items where id = $1`, [gone]);
    await waitFor(() => changes[0], 'the matching delete');
    await sleep(200);
    expect(changes.map((c) => (c.old as Item).id)).toEqual([gone]);
  });

  it('decides RLS as the subscriber on the row as written, not as it is later', async () => {
    const alice = randomUUID();
    const bob = randomUUID();
    const seenByAlice = await watch(await asUser(alice), 'items');
    const seenByBob = await watch(await asUser(bob), 'items');
    // Written as Alice's, then handed to Bob in the same transaction.
    const [id] = await inTransaction([
      [`insert into ${SCHEMA}.items (owner, body) values ($1, 'hers') returning id`, [alice]],
      [`update ${SCHEMA}.items set owner = $1, body = 'his now' where owner = $2`, [bob, alice]],
    ]);
    const marker = await insert('items', alice, 'marker');
    await waitFor(() => seenByAlice.find((c) => (c.new as Item).id === marker), "Alice's marker");
    await waitFor(() => seenByBob[0], "Bob's update");
    expect(ids(seenByAlice)).toEqual(['INSERT hers', 'INSERT marker']);
    expect(ids(seenByBob)).toEqual(['UPDATE his now']);
    expect((seenByBob[0]!.new as Item).id).toBe(Number(id));
  });

  it('sends values as Postgres writes them (timestamps to the microsecond, numerics, arrays, json)', async () => {
    const me = randomUUID();
    const changes = await watch(await asUser(me), 'typed', { event: 'INSERT' });
    const { rows } = await db().query<{ written: Record<string, unknown> }>(
      `insert into ${SCHEMA}.typed (owner, at, amount, tags, data)
       values ($1, '2026-11-24 10:11:12.345678+00', 12345678901234567890.123, '{a,"b c"}', '{"k": [1, 2]}')
       returning to_jsonb(typed) as written`,
      [me],
    );
    const insert = await waitFor(() => changes[0], 'the insert');
    const written = rows[0]!.written;
    expect(insert.new).toMatchObject({ at: written.at, tags: ['a', 'b c'], data: { k: [1, 2] } });
    expect(String(written.at)).toContain('.345678');
  });
});
