// Copy and move write into the destination bucket, so its size and MIME rules apply as they do to an
// upload, and its RLS decides as for any write: a member of an organisation cannot turn a private
// organisation file into a public avatar. MIME types pass only as exactly `type/subtype`, and objects
// are served with nosniff, so a stored type can never make a browser render an upload as a page.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, newUser, stack, type TestUser } from './helpers.ts';

const ORG_FILES = 'organization-files';
const AVATARS = 'avatars';
/** A bucket of this file's own whose list has a wildcard entry. */
const IMAGES = `it-images-${randomUUID().slice(0, 8)}`;

let member: TestUser;
const orgId = randomUUID();

beforeAll(async () => {
  member = await newUser('xfer-member');
  const pool = db();
  await pool.query('insert into public.organizations (id, name, slug) values ($1, $2, $3)', [
    orgId,
    'Transfer Growers',
    `it-xfer-${orgId.slice(0, 8)}`,
  ]);
  // An owner may write organisation files; the copy's source is readable to them.
  await pool.query(
    `insert into public.organization_users (organization_id, user_id, role) values ($1, $2, 'owner')`,
    [orgId, member.id],
  );
  await pool.query(
    `insert into storage.buckets (id, name, public, allowed_mime_types) values ($1, $1, true, array['image/*'])`,
    [IMAGES],
  );
  await pool.query(
    `create policy "it transfer images" on storage.objects for insert to authenticated
       with check (bucket_id = '${IMAGES}')`,
  );
});

afterAll(async () => {
  const pool = db();
  await pool.query(`drop policy if exists "it transfer images" on storage.objects`);
  await pool.query('delete from storage.objects where bucket_id = $1', [IMAGES]);
  await pool.query('delete from storage.buckets where id = $1', [IMAGES]);
});

async function orgFile(ext: string, body: BlobPart, type: string): Promise<string> {
  const key = `${orgId}/${randomUUID()}.${ext}`;
  const up = await member.client.storage.from(ORG_FILES).upload(key, new Blob([body], { type }));
  expect(up.error).toBeNull();
  return key;
}

async function exists(bucket: string, name: string): Promise<boolean> {
  const { rows } = await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);
  return rows.length > 0;
}

describe('copy and move into another bucket', () => {
  it('refuses a type the destination bucket does not accept (a private PDF into public avatars)', async () => {
    const source = await orgFile('pdf', '%PDF-1.4 board minutes', 'application/pdf');
    const dest = `${member.id}/minutes.pdf`;
    const copied = await member.client.storage
      .from(ORG_FILES)
      .copy(source, dest, { destinationBucket: AVATARS });
    expect(copied.error).toMatchObject({ statusCode: '415' });
    const moved = await member.client.storage
      .from(ORG_FILES)
      .move(source, dest, { destinationBucket: AVATARS });
    expect(moved.error).toMatchObject({ statusCode: '415' });
    expect(await exists(AVATARS, dest)).toBe(false);
    expect(await exists(ORG_FILES, source)).toBe(true);
  });

  it("refuses a file larger than the destination bucket's limit", async () => {
    // Within organization-files' 20 MB, beyond avatars' 2 MB.
    const source = await orgFile('png', new Uint8Array(2 * 1024 * 1024 + 1), 'image/png');
    const dest = `${member.id}/huge.png`;
    const copied = await member.client.storage
      .from(ORG_FILES)
      .copy(source, dest, { destinationBucket: AVATARS });
    expect(copied.error).toMatchObject({ statusCode: '413' });
    const moved = await member.client.storage
      .from(ORG_FILES)
      .move(source, dest, { destinationBucket: AVATARS });
    expect(moved.error).toMatchObject({ statusCode: '413' });
    expect(await exists(AVATARS, dest)).toBe(false);
  });

  it("applies the destination's RLS: only into the caller's own avatar folder", async () => {
    const source = await orgFile('png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    const someoneElse = `${randomUUID()}/stolen.png`;
    const refused = await member.client.storage
      .from(ORG_FILES)
      .copy(source, someoneElse, { destinationBucket: AVATARS });
    expect(refused.error).toMatchObject({ statusCode: '403' });
    expect(await exists(AVATARS, someoneElse)).toBe(false);

    const own = `${member.id}/team.png`;
    const copied = await member.client.storage
      .from(ORG_FILES)
      .copy(source, own, { destinationBucket: AVATARS });
    expect(copied.error).toBeNull();
    expect(await exists(AVATARS, own)).toBe(true);
  });
});

describe('MIME types', () => {
  it('accepts only exactly type/subtype under a wildcard entry', async () => {
    const bucket = member.client.storage.from(IMAGES);
    const png = new Uint8Array([137, 80, 78, 71]);
    expect((await bucket.upload(`${randomUUID()}.png`, png, { contentType: 'image/png' })).error).toBeNull();
    for (const contentType of ['image/png/x', 'image/png, text/html', 'image/']) {
      const res = await bucket.upload(`${randomUUID()}.png`, png, { contentType });
      expect(res.error, contentType).toMatchObject({ statusCode: '415' });
    }
  });

  it('serves objects with X-Content-Type-Options: nosniff', async () => {
    const key = `${randomUUID()}.png`;
    const up = await member.client.storage
      .from(IMAGES)
      .upload(key, new Uint8Array([137, 80, 78, 71]), { contentType: 'image/png' });
    expect(up.error).toBeNull();
    const res = await fetch(`${stack.apiUrl}/storage/v1/object/public/${IMAGES}/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
