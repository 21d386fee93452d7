// The public avatars bucket (issue 4): 2 MB images; a user writes, replaces and deletes only under
// their own `{user_id}/` folder; public URLs work without a broad SELECT policy, so nobody can list
// the bucket.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, stack, type Client, type TestUser } from './helpers.ts';

let owner: TestUser;
let other: TestUser;
let consultant: TestUser;
let admin: TestUser;

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = () => new Blob([PNG], { type: 'image/png' });

beforeAll(async () => {
  [owner, other, consultant, admin] = await Promise.all([
    newUser('avatar'),
    newUser('avatar-other'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
});

describe('avatars bucket', () => {
  it('the owner uploads into their folder; anyone fetches it by public URL', async () => {
    const key = `${owner.id}/avatar.png`;
    const up = await owner.client.storage.from('avatars').upload(key, png());
    expect(up.error).toBeNull();
    const { data } = anonClient().storage.from('avatars').getPublicUrl(key);
    const res = await fetch(data.publicUrl, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const upd = await owner.client.from('profiles').update({ avatar_url: data.publicUrl }).eq('id', owner.id);
    expect(upd.error).toBeNull();
  });

  it('the owner replaces (upsert and update) and deletes their own avatar', async () => {
    const key = `${owner.id}/replace.png`;
    const bucket = owner.client.storage.from('avatars');
    expect((await bucket.upload(key, png())).error).toBeNull();
    expect((await bucket.upload(key, png(), { upsert: true })).error).toBeNull();
    expect((await bucket.update(key, png())).error).toBeNull();
    const removed = await bucket.remove([key]);
    expect(removed.data).toHaveLength(1);
  });

  it.each<[string, () => Client]>([
    ['another user', () => other.client],
    ['the consultant', () => consultant.client],
    ['the admin', () => admin.client],
  ])("%s cannot write, replace or delete in someone else's folder", async (_who, client) => {
    const key = `${owner.id}/keep-${Math.random().toString(36).slice(2)}.png`;
    expect((await owner.client.storage.from('avatars').upload(key, png())).error).toBeNull();
    const bucket = client().storage.from('avatars');
    expect((await bucket.upload(`${owner.id}/planted.png`, png())).error).toMatchObject({
      statusCode: '403',
    });
    expect((await bucket.upload(key, png(), { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.remove([key])).data ?? []).toEqual([]);
    const { rows } = await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
      'avatars',
      key,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('anon cannot upload', async () => {
    const { error } = await anonClient().storage.from('avatars').upload(`${owner.id}/anon.png`, png());
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('nobody lists the bucket or another user’s folder; the owner lists only their own', async () => {
    for (const c of [other.client, admin.client, anonClient()]) {
      expect((await c.storage.from('avatars').list(owner.id)).data ?? []).toEqual([]);
      expect((await c.storage.from('avatars').list()).data ?? []).toEqual([]);
    }
    const own = await owner.client.storage.from('avatars').list(owner.id);
    expect(own.data?.map((f) => f.name)).toContain('avatar.png');
  });

  it('accepts only images up to 2 MB', async () => {
    const bucket = owner.client.storage.from('avatars');
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    expect((await bucket.upload(`${owner.id}/cv.pdf`, pdf)).error).toMatchObject({ statusCode: '415' });
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' });
    expect((await bucket.upload(`${owner.id}/x.svg`, svg)).error).toMatchObject({ statusCode: '415' });
    const big = new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' });
    expect((await bucket.upload(`${owner.id}/big.png`, big)).error).toMatchObject({ statusCode: '413' });
  });

  it('has no broad SELECT policy (splinter public_bucket_allows_listing)', async () => {
    const { rows } = await db().query<{ policyname: string }>(
      `select policyname from pg_policies
       where schemaname = 'storage' and tablename = 'objects' and cmd in ('SELECT', 'ALL')
         and regexp_replace(coalesce(qual, ''), '[\\s()]', '', 'g') in ('', 'true', 'bucket_id=''avatars''::text')`,
    );
    expect(rows).toEqual([]);
  });
});
