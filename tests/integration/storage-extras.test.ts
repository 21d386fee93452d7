// Storage beyond the everyday calls, through supabase-js (and tus-js-client, the TUS client
// Supabase documents for resumable uploads) against the local stack: listV2, info(), resumable
// uploads and image transformations, each as hosted Storage answers them.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, newUser, stack, type TestUser } from './helpers.ts';

const PRIVATE = 'it-extras-private';
const PUBLIC = 'it-extras-public';
const POLICY_PREFIX = 'it extras';
const STORAGE = `${stack.apiUrl}/storage/v1`;
const MB = 1024 * 1024;

let alice: TestUser;
let bob: TestUser;

async function tokenOf(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

async function dropFixtures() {
  const pool = db();
  const { rows } = await pool.query<{ policyname: string }>(
    `select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname like $1`,
    [`${POLICY_PREFIX}%`],
  );
  for (const r of rows) await pool.query(`drop policy "${r.policyname}" on storage.objects`);
  await pool.query('delete from storage.objects where bucket_id = any($1)', [[PRIVATE, PUBLIC]]);
  await pool.query('delete from storage.buckets where id = any($1)', [[PRIVATE, PUBLIC]]);
}

beforeAll(async () => {
  await dropFixtures();
  const pool = db();
  await pool.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, false, ${8 * MB}, array['image/png', 'image/jpeg', 'text/plain', 'application/pdf']),
            ($2, $2, true, null, null)`,
    [PRIVATE, PUBLIC],
  );
  const folder = `(storage.foldername(name))[1] = (select auth.uid())::text`;
  const own = `bucket_id in ('${PRIVATE}', '${PUBLIC}') and ${folder}`;
  await pool.query(
    `create policy "${POLICY_PREFIX} insert" on storage.objects for insert to authenticated with check (${own})`,
  );
  await pool.query(
    `create policy "${POLICY_PREFIX} select" on storage.objects for select to authenticated using (${own})`,
  );
  await pool.query(
    `create policy "${POLICY_PREFIX} update" on storage.objects for update to authenticated using (${own}) with check (${own})`,
  );
  [alice, bob] = await Promise.all([newUser('extras-alice'), newUser('extras-bob')]);
});

afterAll(async () => {
  await dropFixtures();
});

const text = (s: string) => new Blob([s], { type: 'text/plain' });

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

async function imageOf(res: Response | Blob) {
  const bytes = Buffer.from(await res.arrayBuffer());
  return sharp(bytes).metadata();
}

describe('listV2 (POST /object/list-v2)', () => {
  const names = ['a.txt', 'b/1.txt', 'b/2.txt', 'c/d/3.txt', 'e.txt'];
  let root: string;

  beforeAll(async () => {
    root = `${alice.id}/list`;
    for (const n of names) {
      const { error } = await alice.client.storage.from(PRIVATE).upload(`${root}/${n}`, text(n));
      expect(error).toBeNull();
    }
  });

  it('with the delimiter, folds keys below the prefix into folders and names files by their key', async () => {
    const { data, error } = await alice.client.storage
      .from(PRIVATE)
      .listV2({ prefix: `${root}/`, with_delimiter: true });
    expect(error).toBeNull();
    expect(data!.hasNext).toBe(false);
    expect(data!.folders).toEqual([
      { id: null, key: 'b', name: `${root}/b/` },
      { id: null, key: 'c', name: `${root}/c/` },
    ]);
    expect(data!.objects.map((o) => [o.name, o.key])).toEqual([
      [`${root}/a.txt`, 'a.txt'],
      [`${root}/e.txt`, 'e.txt'],
    ]);
    const a = data!.objects[0]!;
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    expect(Number.isNaN(Date.parse(a.created_at))).toBe(false);
    expect(Number.isNaN(Date.parse(a.updated_at))).toBe(false);

    const nested = await alice.client.storage
      .from(PRIVATE)
      .listV2({ prefix: `${root}/c/`, with_delimiter: true });
    expect(nested.data).toMatchObject({ folders: [{ key: 'd', name: `${root}/c/d/` }], objects: [] });
  });

  it('pages through every key in byte order with limit and cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data, error } = await alice.client.storage
        .from(PRIVATE)
        .listV2({ prefix: `${root}/`, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(error).toBeNull();
      expect(data!.folders).toEqual([]);
      seen.push(...data!.objects.map((o) => o.name));
      expect(data!.hasNext).toBe(data!.nextCursor !== undefined);
      cursor = data!.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(names.map((n) => `${root}/${n}`));
  });

  it('pages folders too, and sorts by name descending when asked', async () => {
    const first = await alice.client.storage.from(PRIVATE).listV2({
      prefix: `${root}/`,
      with_delimiter: true,
      limit: 2,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(first.data!.objects.map((o) => o.name)).toEqual([`${root}/e.txt`]);
    expect(first.data!.folders.map((f) => f.name)).toEqual([`${root}/c/`]);
    expect(first.data!.hasNext).toBe(true);
    const second = await alice.client.storage
      .from(PRIVATE)
      .listV2({ prefix: `${root}/`, with_delimiter: true, cursor: first.data!.nextCursor! });
    expect(second.data!.folders.map((f) => f.name)).toEqual([`${root}/b/`]);
    expect(second.data!.objects.map((o) => o.name)).toEqual([`${root}/a.txt`]);
    expect(second.data!.hasNext).toBe(false);
  });

  it('shows only what RLS lets the caller select, and refuses a bad limit or cursor', async () => {
    const { data } = await bob.client.storage
      .from(PRIVATE)
      .listV2({ prefix: `${root}/`, with_delimiter: true });
    expect(data).toMatchObject({ hasNext: false, folders: [], objects: [] });
    const badLimit = await alice.client.storage.from(PRIVATE).listV2({ limit: 0 });
    expect(badLimit.error).toMatchObject({ statusCode: '400', message: 'body/limit must be >= 1' });
    const badCursor = await alice.client.storage.from(PRIVATE).listV2({ cursor: 'bm9wZQ==' });
    expect(badCursor.error).toMatchObject({ statusCode: '400' });
    // Nothing was taken for an upload into a bucket called "list-v2".
    const { rows } = await db().query("select 1 from storage.objects where bucket_id = 'list-v2'");
    expect(rows).toEqual([]);
  });
});

describe('info()', () => {
  it('returns the file facts with hosted’s field names and types', async () => {
    const key = `${alice.id}/info/report.txt`;
    const up = await alice.client.storage
      .from(PRIVATE)
      .upload(key, text('twelve bytes'), { cacheControl: '60', metadata: { crop: 'basil' } });
    expect(up.error).toBeNull();
    const { rows } = await db().query<{ id: string; version: string; metadata: { eTag: string } }>(
      'select id, version, metadata from storage.objects where bucket_id = $1 and name = $2',
      [PRIVATE, key],
    );
    const row = rows[0]!;

    const { data, error } = await alice.client.storage.from(PRIVATE).info(key);
    expect(error).toBeNull();
    expect(data).toEqual({
      id: row.id,
      name: key,
      version: row.version,
      bucketId: PRIVATE,
      size: 12,
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
      etag: row.metadata.eTag,
      metadata: { crop: 'basil' },
      lastModified: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(data!.lastModified!))).toBe(false);

    // The wire format is snake_case, as hosted's info renderer writes it, with the caching headers.
    const res = await fetch(`${STORAGE}/object/info/authenticated/${PRIVATE}/${key}`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${await tokenOf(alice)}` },
    });
    expect(Object.keys(await res.json()).sort()).toEqual([
      'bucket_id',
      'cache_control',
      'content_type',
      'created_at',
      'etag',
      'id',
      'last_modified',
      'metadata',
      'name',
      'size',
      'version',
    ]);
    expect(res.headers.get('etag')).toBe(row.metadata.eTag);
    expect(res.headers.get('cache-control')).toBe('max-age=60');

    // Uploaded without user metadata: `metadata` is `{}`, not null (storage-js's own suite).
    const plainKey = `${alice.id}/info/plain.txt`;
    expect((await alice.client.storage.from(PRIVATE).upload(plainKey, text('plain'))).error).toBeNull();
    const plain = await alice.client.storage.from(PRIVATE).info(plainKey);
    expect(plain.data?.metadata).toEqual({});

    const hidden = await bob.client.storage.from(PRIVATE).info(key);
    expect(hidden.error).toMatchObject({ statusCode: '404' });
  });
});

interface TusResult {
  ok: boolean;
  status?: number;
  body?: string;
  chunks: number;
}

async function tusUpload(
  user: TestUser,
  file: Buffer,
  meta: Record<string, string>,
  opts: { upsert?: boolean; chunkSize?: number } = {},
): Promise<TusResult> {
  const token = await tokenOf(user);
  let chunks = 0;
  return new Promise((resolve) => {
    const upload = new tus.Upload(file, {
      endpoint: `${STORAGE}/upload/resumable`,
      retryDelays: [],
      headers: {
        authorization: `Bearer ${token}`,
        apikey: stack.anonKey,
        ...(opts.upsert ? { 'x-upsert': 'true' } : {}),
      },
      uploadDataDuringCreation: false,
      removeFingerprintOnSuccess: true,
      metadata: meta,
      chunkSize: opts.chunkSize ?? 256 * 1024,
      onChunkComplete: () => {
        chunks += 1;
      },
      onError: (err) => {
        const e = err as tus.DetailedError;
        resolve({
          ok: false,
          status: e.originalResponse?.getStatus(),
          body: e.originalResponse?.getBody(),
          chunks,
        });
      },
      onSuccess: () => resolve({ ok: true, chunks }),
    });
    upload.start();
  });
}

describe('resumable (TUS) uploads at /upload/resumable', () => {
  it('uploads a file in several chunks with tus-js-client; the object reads back identical', async () => {
    const file = randomBytes(MB + 12345);
    const key = `${alice.id}/tus/course.pdf`;
    const result = await tusUpload(alice, file, {
      bucketName: PRIVATE,
      objectName: key,
      contentType: 'application/pdf',
      cacheControl: '120',
      metadata: JSON.stringify({ course: 'IPM basics' }),
    });
    expect(result).toMatchObject({ ok: true });
    expect(result.chunks).toBe(5);

    const down = await alice.client.storage.from(PRIVATE).download(key);
    expect(down.error).toBeNull();
    expect(Buffer.from(await down.data!.arrayBuffer()).equals(file)).toBe(true);
    const { rows } = await db().query<{
      owner_id: string;
      metadata: Record<string, unknown>;
      user_metadata: unknown;
    }>('select owner_id, metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2', [
      PRIVATE,
      key,
    ]);
    expect(rows[0]).toMatchObject({
      owner_id: alice.id,
      metadata: { size: file.length, mimetype: 'application/pdf', cacheControl: 'max-age=120' },
      user_metadata: { course: 'IPM basics' },
    });

    // The same key again: refused without x-upsert, replaced with it.
    const again = randomBytes(300 * 1024);
    const meta = { bucketName: PRIVATE, objectName: key, contentType: 'application/pdf' };
    expect(await tusUpload(alice, again, meta)).toMatchObject({ ok: false, status: 409 });
    expect(await tusUpload(alice, again, meta, { upsert: true })).toMatchObject({ ok: true });
    const replaced = await alice.client.storage.from(PRIVATE).download(key);
    expect(Buffer.from(await replaced.data!.arrayBuffer()).equals(again)).toBe(true);
  });

  it('refuses what RLS refuses for a plain upload (another user’s folder) and stores nothing', async () => {
    const key = `${alice.id}/tus/not-bobs.pdf`;
    const result = await tusUpload(bob, randomBytes(1000), {
      bucketName: PRIVATE,
      objectName: key,
      contentType: 'application/pdf',
    });
    expect(result).toMatchObject({
      ok: false,
      status: 403,
      body: 'new row violates row-level security policy',
    });
    const { rows } = await db().query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
      PRIVATE,
      key,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses a type or size the bucket does not take, and an unknown bucket', async () => {
    const base = { objectName: `${alice.id}/tus/x.bin` };
    expect(
      await tusUpload(alice, randomBytes(10), { ...base, bucketName: PRIVATE, contentType: 'video/mp4' }),
    ).toMatchObject({ ok: false, status: 415, body: 'mime type video/mp4 is not supported' });
    expect(
      await tusUpload(alice, randomBytes(8 * MB + 1), {
        ...base,
        bucketName: PRIVATE,
        contentType: 'text/plain',
      }),
    ).toMatchObject({ ok: false, status: 413 });
    expect(
      await tusUpload(alice, randomBytes(10), {
        ...base,
        bucketName: 'no-such-bucket',
        contentType: 'text/plain',
      }),
    ).toMatchObject({ ok: false, status: 404, body: 'Bucket not found' });
  });

  it('resumes: HEAD tells the offset, a wrong offset conflicts, the rest completes the object', async () => {
    const token = await tokenOf(alice);
    const key = `${alice.id}/tus/resumed.txt`;
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const headers = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
    const body = Buffer.from('first half|second half');
    const created = await fetch(`${STORAGE}/upload/resumable`, {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': String(body.length),
        'Upload-Metadata': `bucketName ${b64(PRIVATE)},objectName ${b64(key)},contentType ${b64('text/plain')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location.startsWith(`${STORAGE}/upload/resumable/`)).toBe(true);
    const patch = (offset: number, chunk: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...headers,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(chunk),
      });
    const first = await patch(0, body.subarray(0, 11));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('11');

    const head = await fetch(location, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('11');
    expect(head.headers.get('upload-length')).toBe(String(body.length));

    expect((await patch(3, body.subarray(3))).status).toBe(409);
    const rest = await patch(11, body.subarray(11));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(body.length));
    const down = await alice.client.storage.from(PRIVATE).download(key);
    expect(await down.data!.text()).toBe('first half|second half');
  });
});

describe('resumable uploads to a signed URL', () => {
  it('are not served locally: 404 with the route-not-found answer', async () => {
    const res = await fetch(`${STORAGE}/upload/resumable/sign`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1', 'x-signature': 'x' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      message: 'Route POST:/storage/v1/upload/resumable/sign not found',
    });
  });
});

describe('image transformations (/render/image)', () => {
  let privateKey: string;
  let publicKey: string;

  beforeAll(async () => {
    const image = await png(400, 300);
    privateKey = `${alice.id}/render/photo.png`;
    publicKey = `${alice.id}/render/avatar.png`;
    for (const [bucket, key] of [
      [PRIVATE, privateKey],
      [PUBLIC, publicKey],
    ] as const) {
      const { error } = await alice.client.storage
        .from(bucket)
        .upload(key, image, { contentType: 'image/png' });
      expect(error).toBeNull();
    }
  });

  it('authenticated: download with transform returns an image of the requested size', async () => {
    const cover = await alice.client.storage
      .from(PRIVATE)
      .download(privateKey, { transform: { width: 128, height: 128, resize: 'cover' } });
    expect(cover.error).toBeNull();
    expect(await imageOf(cover.data!)).toMatchObject({ width: 128, height: 128, format: 'png' });

    const contain = await alice.client.storage
      .from(PRIVATE)
      .download(privateKey, { transform: { width: 128, height: 128, resize: 'contain' } });
    expect(await imageOf(contain.data!)).toMatchObject({ width: 128, height: 96 });

    const fill = await alice.client.storage
      .from(PRIVATE)
      .download(privateKey, { transform: { width: 100, height: 50, resize: 'fill' } });
    expect(await imageOf(fill.data!)).toMatchObject({ width: 100, height: 50 });

    // Never enlarged; an explicit format wins.
    const webp = await alice.client.storage
      .from(PRIVATE)
      .download(privateKey, { transform: { width: 1000, format: 'webp' as 'origin', quality: 50 } });
    expect(await imageOf(webp.data!)).toMatchObject({ width: 400, height: 300, format: 'webp' });

    // Someone the policies do not let see it gets hosted's not-found.
    const hidden = await bob.client.storage.from(PRIVATE).download(privateKey, { transform: { width: 64 } });
    expect(hidden.error).not.toBeNull();
    expect((hidden.error as { status?: number }).status).toBe(400);
  });

  it('public: the transformed public URL opens without any key, only for a public bucket', async () => {
    const { data } = alice.client.storage.from(PUBLIC).getPublicUrl(publicKey, { transform: { width: 100 } });
    expect(data.publicUrl).toContain('/storage/v1/render/image/public/');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(await imageOf(res)).toMatchObject({ width: 100, height: 75, format: 'png' });

    // A browser that takes WebP gets WebP unless the original format is asked for (hosted's optimisation).
    const webp = await fetch(data.publicUrl, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const origin = alice.client.storage
      .from(PUBLIC)
      .getPublicUrl(publicKey, { transform: { width: 100, format: 'origin' } }).data.publicUrl;
    const kept = await fetch(origin, { headers: { Accept: 'image/webp,*/*' } });
    expect(kept.headers.get('content-type')).toBe('image/png');

    const notPublic = alice.client.storage
      .from(PRIVATE)
      .getPublicUrl(privateKey, { transform: { width: 100 } });
    const refused = await fetch(notPublic.data.publicUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('signed: the transformation is fixed by the token, whatever the query says', async () => {
    const { data, error } = await alice.client.storage
      .from(PRIVATE)
      .createSignedUrl(privateKey, 60, { transform: { width: 64, height: 64 } });
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain('/storage/v1/render/image/sign/');
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('expires')).not.toBeNull();
    expect(await imageOf(res)).toMatchObject({ width: 64, height: 64 });
    // What was applied, in imgproxy's words as hosted reports it (cover is imgproxy's `fill`).
    expect(res.headers.get('x-transformations')).toBe('height:64,width:64,resizing_type:fill');
    const tampered = await fetch(`${data!.signedUrl}&width=300`);
    expect(await imageOf(tampered)).toMatchObject({ width: 64 });
  });

  it('refuses bad options and sources that are not images, as hosted does', async () => {
    const token = await tokenOf(alice);
    const url = `${STORAGE}/render/image/authenticated/${PRIVATE}/${privateKey}`;
    const auth = { apikey: stack.anonKey, Authorization: `Bearer ${token}` };
    const badQuality = await fetch(`${url}?width=10&quality=5`, { headers: auth });
    expect(badQuality.status).toBe(400);
    expect(await badQuality.json()).toMatchObject({ message: 'querystring/quality must be >= 20' });
    const badResize = await fetch(`${url}?width=10&resize=stretch`, { headers: auth });
    expect(badResize.status).toBe(400);

    const textKey = `${alice.id}/render/notes.txt`;
    await alice.client.storage.from(PRIVATE).upload(textKey, text('not an image'));
    const notImage = await fetch(`${STORAGE}/render/image/authenticated/${PRIVATE}/${textKey}?width=10`, {
      headers: auth,
    });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({
      statusCode: '400',
      message: 'The source image is invalid or unsupported for rendering',
    });
  });
});
