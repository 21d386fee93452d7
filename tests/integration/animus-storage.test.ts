// RLS matrix for the private `selection-images` bucket: paths {user_id}/{project_id}/{file}; an
// Advanced owner uploads into their own projects and reads, replaces and deletes their own folder;
// nobody else (anon, another Advanced grower, the consultant, the admin, the owner after a downgrade)
// touches it. Images only, up to 5 MB.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, type TestUser } from './helpers.ts';

const BUCKET = 'selection-images';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = { contentType: 'image/png' };

async function advancedUser(prefix: string): Promise<TestUser> {
  const user = await newUser(prefix);
  await db().query(`update public.profiles set membership_tier = 'Advanced' where id = $1`, [user.id]);
  return user;
}

async function projectOf(user: TestUser): Promise<string> {
  const { data, error } = await user.client
    .from('breeding_projects')
    .insert({ name: 'Images' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function objectExists(name: string): Promise<boolean> {
  const { rowCount } = await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    BUCKET,
    name,
  ]);
  return rowCount === 1;
}

let owner: TestUser;
let other: TestUser;
let consultant: TestUser;
let admin: TestUser;
let ownerProject: string;
let otherProject: string;
let key: string;

beforeAll(async () => {
  [owner, other, consultant, admin] = await Promise.all([
    advancedUser('img-owner'),
    advancedUser('img-other'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  [ownerProject, otherProject] = await Promise.all([projectOf(owner), projectOf(other)]);
  key = `${owner.id}/${ownerProject}/${randomUUID()}.png`;
  const { error } = await owner.client.storage.from(BUCKET).upload(key, PNG, png);
  if (error) throw error;
});

const strangers = [
  ['anon', () => anonClient()],
  ['another Advanced grower', () => other.client],
  ['the demo consultant', () => consultant.client],
  ['the admin', () => admin.client],
] as const;

describe('selection-images: the bucket', () => {
  it('is private, 5 MB, images only', async () => {
    const { rows } = await db().query(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [BUCKET],
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: '5242880',
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    });
  });
});

describe('selection-images: insert', () => {
  it('the owner uploads into their own project folder', async () => {
    const name = `${owner.id}/${ownerProject}/${randomUUID()}.jpg`;
    const { error } = await owner.client.storage
      .from(BUCKET)
      .upload(name, PNG, { contentType: 'image/jpeg' });
    expect(error).toBeNull();
    expect(await objectExists(name)).toBe(true);
  });

  it('the owner cannot upload into another user’s project, even under their own folder', async () => {
    const name = `${owner.id}/${otherProject}/${randomUUID()}.png`;
    const { error } = await owner.client.storage.from(BUCKET).upload(name, PNG, png);
    expect(error).not.toBeNull();
    expect(await objectExists(name)).toBe(false);
  });

  it('the owner cannot upload outside a project folder, or with a non-image extension', async () => {
    for (const name of [
      `${owner.id}/${randomUUID()}.png`,
      `${owner.id}/${ownerProject}/${randomUUID()}.html`,
    ]) {
      const { error } = await owner.client.storage.from(BUCKET).upload(name, PNG, png);
      expect(error, name).not.toBeNull();
      expect(await objectExists(name)).toBe(false);
    }
  });

  it('refuses a file that is not an image, and one over 5 MB', async () => {
    const text = await owner.client.storage
      .from(BUCKET)
      .upload(`${owner.id}/${ownerProject}/${randomUUID()}.png`, Buffer.from('<svg/>'), {
        contentType: 'text/html',
      });
    expect(text.error).not.toBeNull();
    const big = await owner.client.storage
      .from(BUCKET)
      .upload(`${owner.id}/${ownerProject}/${randomUUID()}.png`, Buffer.alloc(5 * 1024 * 1024 + 1), png);
    expect(big.error).toMatchObject({ statusCode: '413' });
  });

  it.each(strangers)('%s cannot upload into the owner’s folder', async (_who, client) => {
    const name = `${owner.id}/${ownerProject}/${randomUUID()}.png`;
    const { error } = await client().storage.from(BUCKET).upload(name, PNG, png);
    expect(error).not.toBeNull();
    expect(await objectExists(name)).toBe(false);
  });
});

describe('selection-images: select', () => {
  it('the owner downloads, lists and signs their own image', async () => {
    const down = await owner.client.storage.from(BUCKET).download(key);
    expect(down.error).toBeNull();
    expect(Buffer.from(await down.data!.arrayBuffer())).toEqual(PNG);
    const list = await owner.client.storage.from(BUCKET).list(`${owner.id}/${ownerProject}`);
    expect(list.data?.map((f) => f.name)).toContain(key.split('/').pop());
    const signed = await owner.client.storage.from(BUCKET).createSignedUrl(key, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
  });

  it.each(strangers)('%s can neither download, list nor sign it', async (_who, client) => {
    const down = await client().storage.from(BUCKET).download(key);
    expect(down.data).toBeNull();
    const list = await client().storage.from(BUCKET).list(`${owner.id}/${ownerProject}`);
    expect(list.data ?? []).toEqual([]);
    const signed = await client().storage.from(BUCKET).createSignedUrl(key, 60);
    expect(signed.data).toBeNull();
  });
});

describe('selection-images: update and delete', () => {
  it.each(strangers)('%s cannot replace it', async (_who, client) => {
    const { error } = await client()
      .storage.from(BUCKET)
      .update(key, Buffer.concat([PNG, Buffer.from('x')]), png);
    expect(error).not.toBeNull();
    const { rows } = await db().query(
      `select (metadata ->> 'size')::int as size from storage.objects where name = $1`,
      [key],
    );
    expect(rows[0].size).toBe(PNG.length);
  });

  it.each(strangers)('%s cannot delete it', async (_who, client) => {
    const { data } = await client().storage.from(BUCKET).remove([key]);
    expect(data ?? []).toEqual([]);
    expect(await objectExists(key)).toBe(true);
  });

  it('the owner replaces and then deletes it', async () => {
    const name = `${owner.id}/${ownerProject}/${randomUUID()}.png`;
    expect((await owner.client.storage.from(BUCKET).upload(name, PNG, png)).error).toBeNull();
    const upd = await owner.client.storage.from(BUCKET).update(name, Buffer.concat([PNG, PNG]), png);
    expect(upd.error).toBeNull();
    const del = await owner.client.storage.from(BUCKET).remove([name]);
    expect(del.error).toBeNull();
    expect(del.data).toHaveLength(1);
    expect(await objectExists(name)).toBe(false);
  });
});

describe('selection-images: the Advanced tier', () => {
  it('a Basic user reads, uploads and deletes nothing, even in their own folder', async () => {
    const lapsed = await advancedUser('img-lapsed');
    const project = await projectOf(lapsed);
    const name = `${lapsed.id}/${project}/${randomUUID()}.png`;
    expect((await lapsed.client.storage.from(BUCKET).upload(name, PNG, png)).error).toBeNull();

    await db().query(`update public.profiles set membership_tier = 'Basic' where id = $1`, [lapsed.id]);
    expect((await lapsed.client.storage.from(BUCKET).download(name)).data).toBeNull();
    const up = await lapsed.client.storage
      .from(BUCKET)
      .upload(`${lapsed.id}/${project}/${randomUUID()}.png`, PNG, png);
    expect(up.error).not.toBeNull();
    const del = await lapsed.client.storage.from(BUCKET).remove([name]);
    expect(del.data ?? []).toEqual([]);
    expect(await objectExists(name)).toBe(true);
  });
});
