// RLS matrix for public.profiles: anon, two different users, a consultant and an admin, for each
// operation. Owners edit only their own details, never their tier, role or deletion flag.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demoUser, newUser, type TestUser } from './helpers.ts';

let a: TestUser;
let b: TestUser;
let consultant: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [a, b, consultant, admin] = await Promise.all([
    newUser('alice', { first_name: 'Alice', last_name: 'Anders' }),
    newUser('bob', { first_name: 'Bob' }),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
});

describe('profiles: select', () => {
  it('anon reads nothing', async () => {
    const { data, error } = await anonClient().from('profiles').select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('a user reads their own profile, created by the sign-up trigger with their names', async () => {
    const { data, error } = await a.client.from('profiles').select('*').eq('id', a.id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      first_name: 'Alice',
      last_name: 'Anders',
      membership_tier: 'free',
      role: 'user',
      is_deleted: false,
      email_notifications: true,
    });
  });

  it("a user cannot read another user's profile", async () => {
    const { data } = await a.client.from('profiles').select('id').eq('id', b.id);
    expect(data).toEqual([]);
  });

  it('a consultant cannot read a grower profile', async () => {
    const { data } = await consultant.client.from('profiles').select('id').eq('id', a.id);
    expect(data).toEqual([]);
  });

  it('an admin reads every profile', async () => {
    const { data, error } = await admin.client.from('profiles').select('id').in('id', [a.id, b.id]);
    expect(error).toBeNull();
    expect(data?.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('profiles: update', () => {
  it('a user updates their own details', async () => {
    const { data, error } = await b.client
      .from('profiles')
      .update({ first_name: 'Robert', profile_visibility: 'public', quick_access_items: ['arca-calculator'] })
      .eq('id', b.id)
      .select('first_name, profile_visibility, quick_access_items')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      first_name: 'Robert',
      profile_visibility: 'public',
      quick_access_items: ['arca-calculator'],
    });
  });

  it.each([
    ['membership_tier', 'Professional'],
    ['role', 'admin'],
    ['is_deleted', true],
  ] as const)('a user cannot set their own %s', async (column, value) => {
    // Typed as the generated Update row allows; the database, not the type, is under test here.
    const change = { [column]: value } as Record<string, never>;
    const { error } = await a.client.from('profiles').update(change).eq('id', a.id);
    expect(error?.code).toBe('42501');
    const { data } = await a.client.from('profiles').select(column).eq('id', a.id).single();
    expect(data).not.toMatchObject({ [column]: value });
  });

  it("a user cannot change another user's profile", async () => {
    const { data, error } = await a.client
      .from('profiles')
      .update({ first_name: 'Mallory' })
      .eq('id', b.id)
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('anon cannot update', async () => {
    const { error } = await anonClient().from('profiles').update({ first_name: 'x' }).eq('id', a.id);
    expect(error?.code).toBe('42501');
  });

  it('a database CHECK refuses values the UI would refuse', async () => {
    const { error } = await a.client
      .from('profiles')
      .update({ profile_visibility: 'everyone' })
      .eq('id', a.id);
    expect(error?.code).toBe('23514');
  });

  it("an admin cannot change a user's tier through REST either (it goes through privileged functions)", async () => {
    const { error } = await admin.client
      .from('profiles')
      .update({ membership_tier: 'Professional' })
      .eq('id', a.id);
    expect(error?.code).toBe('42501');
  });
});

describe('profiles: insert and delete', () => {
  it.each([
    ['anon', () => anonClient()],
    ['a user', () => a.client],
    ['an admin', () => admin.client],
  ])('%s cannot insert a profile', async (_who, client) => {
    const { error } = await client().from('profiles').insert({ id: crypto.randomUUID() });
    expect(error?.code).toBe('42501');
  });

  it.each([
    ['anon', () => anonClient()],
    ['the owner', () => a.client],
    ['an admin', () => admin.client],
  ])('%s cannot delete a profile', async (_who, client) => {
    const { error } = await client().from('profiles').delete().eq('id', a.id);
    expect(error?.code).toBe('42501');
  });
});
