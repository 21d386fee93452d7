// RLS matrix for facilities and rooms (issue 4): anon, the owner, another user, the demo consultant
// and the admin × select, insert, update, delete, plus the CHECKs the Integrations page relies on.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demoUser, newUser, type Client, type TestUser } from './helpers.ts';

let owner: TestUser;
let other: TestUser;
let consultant: TestUser;
let admin: TestUser;
let facilityId: string;
let roomId: string;

beforeAll(async () => {
  [owner, other, consultant, admin] = await Promise.all([
    newUser('grower'),
    newUser('neighbour'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  const f = await owner.client
    .from('facilities')
    .insert({ name: 'North Campus', location: 'Denver, CO', notes: 'Indoor flower' })
    .select('id, user_id')
    .single();
  expect(f.error).toBeNull();
  expect(f.data!.user_id).toBe(owner.id);
  facilityId = f.data!.id;
  const r = await owner.client
    .from('rooms')
    .insert({ facility_id: facilityId, room_name: 'Flower 1', room_type: 'flower' })
    .select('id, aroya_room_id')
    .single();
  expect(r.error).toBeNull();
  expect(r.data!.aroya_room_id).toBeNull();
  roomId = r.data!.id;
});

const outsiders: Array<[string, () => Client]> = [
  ['another user', () => other.client],
  ['the consultant', () => consultant.client],
  ['the admin', () => admin.client],
];

describe('facilities', () => {
  it('the owner reads their facility with its rooms embedded', async () => {
    const { data, error } = await owner.client
      .from('facilities')
      .select('id, name, location, notes, rooms(id, room_name, room_type, aroya_room_id)')
      .eq('id', facilityId)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'North Campus',
      location: 'Denver, CO',
      rooms: [{ id: roomId, room_name: 'Flower 1', room_type: 'flower', aroya_room_id: null }],
    });
  });

  it('anon can neither read nor write', async () => {
    const anon = anonClient();
    expect((await anon.from('facilities').select('id')).error?.code).toBe('42501');
    expect((await anon.from('facilities').insert({ name: 'x', user_id: owner.id })).error?.code).toBe(
      '42501',
    );
    expect((await anon.from('facilities').update({ name: 'x' }).eq('id', facilityId)).error?.code).toBe(
      '42501',
    );
    expect((await anon.from('facilities').delete().eq('id', facilityId)).error?.code).toBe('42501');
  });

  it.each(outsiders)('%s reads, changes and deletes nothing of it', async (_who, client) => {
    expect((await client().from('facilities').select('id').eq('id', facilityId)).data).toEqual([]);
    const upd = await client().from('facilities').update({ name: 'Taken' }).eq('id', facilityId).select('id');
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const del = await client().from('facilities').delete().eq('id', facilityId).select('id');
    expect(del.data).toEqual([]);
    const { data } = await owner.client.from('facilities').select('name').eq('id', facilityId).single();
    expect(data?.name).toBe('North Campus');
  });

  it.each(outsiders)('%s cannot create a facility for someone else', async (_who, client) => {
    const { error } = await client().from('facilities').insert({ name: 'Planted', user_id: owner.id });
    expect(error?.code).toBe('42501');
  });

  it('a user creates their own facility without naming user_id (it defaults to them)', async () => {
    const { data, error } = await other.client
      .from('facilities')
      .insert({ name: 'Barn' })
      .select('user_id')
      .single();
    expect(error).toBeNull();
    expect(data!.user_id).toBe(other.id);
  });

  it('the owner renames it, but cannot hand it to someone else', async () => {
    const ok = await owner.client.from('facilities').update({ name: 'North Campus A' }).eq('id', facilityId);
    expect(ok.error).toBeNull();
    const give = await owner.client.from('facilities').update({ user_id: other.id }).eq('id', facilityId);
    expect(give.error?.code).toBe('42501');
    await owner.client.from('facilities').update({ name: 'North Campus' }).eq('id', facilityId);
  });

  it('refuses an empty or over-long name, and a duplicate name of the same owner', async () => {
    expect((await owner.client.from('facilities').insert({ name: '' })).error?.code).toBe('23514');
    expect((await owner.client.from('facilities').insert({ name: 'x'.repeat(101) })).error?.code).toBe(
      '23514',
    );
    expect((await owner.client.from('facilities').insert({ name: 'north campus' })).error?.code).toBe(
      '23505',
    );
  });

  it('deleting a facility deletes its rooms', async () => {
    const f = await owner.client.from('facilities').insert({ name: 'Temporary' }).select('id').single();
    const r = await owner.client
      .from('rooms')
      .insert({ facility_id: f.data!.id, room_name: 'Dry', room_type: 'dry' })
      .select('id')
      .single();
    const del = await owner.client.from('facilities').delete().eq('id', f.data!.id).select('id');
    expect(del.data).toHaveLength(1);
    const left = await owner.client.from('rooms').select('id').eq('id', r.data!.id);
    expect(left.data).toEqual([]);
  });
});

describe('rooms', () => {
  it('anon can neither read nor write', async () => {
    const anon = anonClient();
    expect((await anon.from('rooms').select('id')).error?.code).toBe('42501');
    expect(
      (await anon.from('rooms').insert({ facility_id: facilityId, room_name: 'x', room_type: 'veg' })).error
        ?.code,
    ).toBe('42501');
    expect((await anon.from('rooms').update({ room_name: 'x' }).eq('id', roomId)).error?.code).toBe('42501');
    expect((await anon.from('rooms').delete().eq('id', roomId)).error?.code).toBe('42501');
  });

  it.each(outsiders)('%s reads, changes and deletes none of its rooms', async (_who, client) => {
    expect((await client().from('rooms').select('id').eq('id', roomId)).data).toEqual([]);
    const upd = await client().from('rooms').update({ aroya_room_id: 1 }).eq('id', roomId).select('id');
    expect(upd.data).toEqual([]);
    const del = await client().from('rooms').delete().eq('id', roomId).select('id');
    expect(del.data).toEqual([]);
    const { data } = await owner.client.from('rooms').select('aroya_room_id').eq('id', roomId).single();
    expect(data?.aroya_room_id).not.toBe(1);
  });

  it.each(outsiders)("%s cannot add a room to someone else's facility", async (_who, client) => {
    const { error } = await client()
      .from('rooms')
      .insert({ facility_id: facilityId, room_name: 'Squat', room_type: 'other' });
    expect(error?.code).toBe('42501');
  });

  it('the owner maps a room to an AROYA room id, renames and deletes rooms', async () => {
    const upd = await owner.client
      .from('rooms')
      .update({ aroya_room_id: 99999, room_name: 'Flower One' })
      .eq('id', roomId)
      .select('aroya_room_id, room_name')
      .single();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual({ aroya_room_id: 99999, room_name: 'Flower One' });
    const extra = await owner.client
      .from('rooms')
      .insert({ facility_id: facilityId, room_name: 'Cure', room_type: 'cure', aroya_room_id: 0 })
      .select('id')
      .single();
    expect(extra.error).toBeNull();
    const del = await owner.client.from('rooms').delete().eq('id', extra.data!.id).select('id');
    expect(del.data).toHaveLength(1);
  });

  it('a room cannot be moved into another facility', async () => {
    const theirs = await other.client.from('facilities').insert({ name: 'Elsewhere' }).select('id').single();
    const { error } = await owner.client
      .from('rooms')
      .update({ facility_id: theirs.data!.id })
      .eq('id', roomId);
    expect(error?.code).toBe('42501');
  });

  it.each([-1, 100000, 1.5])('refuses aroya_room_id %s', async (value) => {
    const { error } = await owner.client.from('rooms').update({ aroya_room_id: value }).eq('id', roomId);
    // 1.5 is not an integer (22P02); out of range is the CHECK (23514).
    expect(['23514', '22P02']).toContain(error?.code);
  });

  it('refuses an unknown room type, an empty name and a duplicate name in one facility', async () => {
    const bad = (room: { room_name: string; room_type: string }) =>
      owner.client.from('rooms').insert({ facility_id: facilityId, ...room });
    expect((await bad({ room_name: 'Lab', room_type: 'laboratory' })).error?.code).toBe('23514');
    expect((await bad({ room_name: '', room_type: 'veg' })).error?.code).toBe('23514');
    expect((await bad({ room_name: 'x'.repeat(101), room_type: 'veg' })).error?.code).toBe('23514');
    expect((await bad({ room_name: 'FLOWER ONE', room_type: 'flower' })).error?.code).toBe('23505');
  });

  it('accepts every room type of the spec', async () => {
    const types = ['propagation', 'veg', 'flower', 'dry', 'cure', 'storage', 'other'];
    const f = await owner.client.from('facilities').insert({ name: 'All types' }).select('id').single();
    const { error } = await owner.client
      .from('rooms')
      .insert(types.map((t) => ({ facility_id: f.data!.id, room_name: `Room ${t}`, room_type: t })));
    expect(error).toBeNull();
  });
});
