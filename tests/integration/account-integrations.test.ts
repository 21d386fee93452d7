// The AROYA API key (issue 4): really stored, readable and writable by its owner only. Another user,
// the consultant, the admin and anon cannot read it through any REST path: the table itself, filters
// that probe its value, counts, embeds from profiles, RPCs, views or realtime.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, type Client, type TestUser } from './helpers.ts';

const KEY = 'aroya_live_7f3c9a1e2b4d4e6f8a0b';

let owner: TestUser;
let other: TestUser;
let consultant: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [owner, other, consultant, admin] = await Promise.all([
    newUser('keyholder', { first_name: 'Kim' }),
    newUser('snoop'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  const { error } = await owner.client.from('user_integrations').upsert({ provider: 'aroya', api_key: KEY });
  expect(error).toBeNull();
});

const others: Array<[string, () => Client]> = [
  ['another user', () => other.client],
  ['the consultant', () => consultant.client],
  ['the admin', () => admin.client],
];

describe('the owner', () => {
  it('reads their key back', async () => {
    const { data, error } = await owner.client
      .from('user_integrations')
      .select('user_id, provider, api_key')
      .eq('provider', 'aroya')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: owner.id, provider: 'aroya', api_key: KEY });
  });

  it('sees it embedded in their own profile', async () => {
    const { data, error } = await owner.client
      .from('profiles')
      .select('id, user_integrations(api_key)')
      .eq('id', owner.id)
      .single();
    expect(error).toBeNull();
    expect(data!.user_integrations).toEqual([{ api_key: KEY }]);
  });

  it('replaces it by upserting again, and clears it', async () => {
    const user = await newUser('rotator');
    const save = (api_key: string) =>
      user.client
        .from('user_integrations')
        .upsert({ provider: 'aroya', api_key }, { onConflict: 'user_id,provider' })
        .select('api_key')
        .single();
    expect((await save('first-key-1234')).data).toEqual({ api_key: 'first-key-1234' });
    expect((await save('second-key-5678')).data).toEqual({ api_key: 'second-key-5678' });
    const cleared = await user.client
      .from('user_integrations')
      .delete()
      .eq('provider', 'aroya')
      .select('provider');
    expect(cleared.data).toHaveLength(1);
    expect((await user.client.from('user_integrations').select('api_key')).data).toEqual([]);
  });

  it('cannot store an empty, spaced, over-long key or an unknown provider', async () => {
    const user = await newUser('careless');
    const insert = (row: { api_key: string; provider?: string }) =>
      user.client.from('user_integrations').insert(row);
    expect((await insert({ api_key: '' })).error?.code).toBe('23514');
    expect((await insert({ api_key: 'has a space' })).error?.code).toBe('23514');
    expect((await insert({ api_key: 'k'.repeat(513) })).error?.code).toBe('23514');
    expect((await insert({ api_key: 'ok-key', provider: 'growlink' })).error?.code).toBe('23514');
  });
});

describe('nobody else reads the key', () => {
  it.each(others)('%s: the table shows no row, whatever the filter', async (_who, client) => {
    const c = client();
    expect((await c.from('user_integrations').select('*').eq('user_id', owner.id)).data).toEqual([]);
    // Probing the value with filters finds nothing either: RLS filters rows before any filter.
    expect((await c.from('user_integrations').select('user_id').like('api_key', 'aroya%')).data).toEqual([]);
    expect((await c.from('user_integrations').select('user_id').eq('api_key', KEY)).data).toEqual([]);
    const counted = await c
      .from('user_integrations')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', owner.id);
    expect(counted.count).toBe(0);
  });

  it.each(others)('%s: an embed from profiles brings nothing', async (_who, client) => {
    const { data, error } = await client()
      .from('profiles')
      .select('id, user_integrations(api_key)')
      .eq('id', owner.id);
    expect(error).toBeNull();
    // The admin reads the profile, but its embedded integrations are filtered by their own RLS.
    for (const row of data ?? []) expect(row.user_integrations).toEqual([]);
  });

  it('the admin, who reads every profile, gets the profile without the key (inner-join embed too)', async () => {
    const { data, error } = await admin.client
      .from('profiles')
      .select('id, first_name, user_integrations!inner(api_key)')
      .eq('id', owner.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const plain = await admin.client.from('profiles').select('*').eq('id', owner.id).single();
    expect(plain.data?.first_name).toBe('Kim');
    expect(JSON.stringify(plain.data)).not.toContain(KEY);
  });

  it('anon is refused outright, also through an embed', async () => {
    const anon = anonClient();
    expect((await anon.from('user_integrations').select('api_key')).error?.code).toBe('42501');
    expect((await anon.from('profiles').select('id, user_integrations(api_key)')).error?.code).toBe('42501');
  });

  it.each(others)('%s cannot overwrite, change or clear it', async (_who, client) => {
    const c = client();
    const planted = await c
      .from('user_integrations')
      .insert({ user_id: owner.id, provider: 'aroya', api_key: 'evil' });
    expect(planted.error?.code).toBe('42501');
    const upserted = await c
      .from('user_integrations')
      .upsert({ user_id: owner.id, provider: 'aroya', api_key: 'evil' }, { onConflict: 'user_id,provider' });
    expect(upserted.error?.code).toBe('42501');
    const upd = await c
      .from('user_integrations')
      .update({ api_key: 'evil' })
      .eq('user_id', owner.id)
      .select('user_id');
    expect(upd.data).toEqual([]);
    const del = await c.from('user_integrations').delete().eq('user_id', owner.id).select('user_id');
    expect(del.data).toEqual([]);
    const { data } = await owner.client.from('user_integrations').select('api_key').single();
    expect(data?.api_key).toBe(KEY);
  });

  it('no view, function or realtime publication exposes the table', async () => {
    const pool = db();
    const views = await pool.query(
      `select viewname from pg_views where schemaname = 'public' and definition ilike '%user_integrations%'`,
    );
    expect(views.rows).toEqual([]);
    // delete_my_account() only deletes the key; nothing else in public mentions it.
    const fns = await pool.query<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and (p.prosrc ilike '%api_key%' or p.prosrc ilike '%user_integrations%')`,
    );
    expect(fns.rows.map((r) => r.proname)).toEqual(['delete_my_account']);
    const published = await pool.query(
      `select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'user_integrations'`,
    );
    expect(published.rows).toEqual([]);
    const grants = await pool.query(
      `select privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and table_name = 'user_integrations' and grantee in ('anon', 'PUBLIC')`,
    );
    expect(grants.rows).toEqual([]);
  });
});

describe('account deletion', () => {
  it('removes the stored key with the account', async () => {
    const user = await newUser('leaver');
    await user.client.from('user_integrations').insert({ api_key: 'to-be-forgotten' });
    expect((await user.client.rpc('delete_my_account')).error).toBeNull();
    const { rows } = await db().query('select 1 from public.user_integrations where user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });
});
