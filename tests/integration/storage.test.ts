// Storage through supabase-js against the local stack: limits, RLS as the caller, signed and public
// URLs, and the service role's bypass. Users are minted JWTs (HS256 with the stack's secret) backed
// by real auth.users rows, so these tests do not depend on the auth service.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { db, stack, type Client } from './helpers.ts';

const PRIVATE = 'it-private';
const PUBLIC = 'it-public';
const POLICY_PREFIX = 'it storage';

interface MintedUser {
  id: string;
  token: string;
  client: Client;
}

async function sign(claims: Record<string, unknown>, expiresAt: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

type Transport = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'];

/** supabase-js on the anon key (or another key), acting as `token` when given. Node 20 has no WebSocket. */
function apiClient(key: string, token?: string): Client {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as Transport },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}

const clientWithToken = (token: string) => apiClient(stack.anonKey, token);
const anonClient = () => apiClient(stack.anonKey);
const serviceClient = () => apiClient(stack.serviceRoleKey);

async function mintUser(label: string): Promise<MintedUser> {
  const id = randomUUID();
  const email = `${label}-${id.slice(0, 8)}@test.example.com`;
  await db().query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
    [id, email],
  );
  const token = await sign(
    { sub: id, role: 'authenticated', aud: 'authenticated', email },
    Math.floor(Date.now() / 1000) + 3600,
  );
  return { id, token, client: clientWithToken(token) };
}

const text = (s: string) => new Blob([s], { type: 'text/plain' });

async function objectRow(bucket: string, name: string) {
  const { rows } = await db().query<{
    owner: string | null;
    owner_id: string | null;
    metadata: Record<string, unknown>;
  }>('select owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);
  return rows[0] ?? null;
}

/** The files kept on disk for one key (one per live version). */
async function filesOnDisk(bucket: string, key: string): Promise<string[]> {
  const dir = path.join(stack.dataDir, 'storage', bucket, path.dirname(key));
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.filter((f) => f.startsWith(`${path.basename(key)}#`));
}

/** A raw request through the gateway (the apikey satisfies the gateway, not storage). */
function raw(url: string, init: RequestInit = {}) {
  return fetch(url, {
    ...init,
    headers: { apikey: stack.anonKey, ...(init.headers as Record<string, string>) },
  });
}

let alice: MintedUser;
let bob: MintedUser;

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
     values ($1, $1, false, 1024, array['image/png', 'text/plain']), ($2, $2, true, null, null)`,
    [PRIVATE, PUBLIC],
  );
  const folder = `(storage.foldername(name))[1] = (select auth.uid())::text`;
  const own = `bucket_id = '${PRIVATE}' and ${folder}`;
  // The public bucket gets no SELECT policy, so it cannot be listed (splinter: public_bucket_allows_listing).
  await pool.query(
    `create policy "${POLICY_PREFIX} insert" on storage.objects for insert to authenticated
       with check (bucket_id in ('${PRIVATE}', '${PUBLIC}') and ${folder})`,
  );
  await pool.query(
    `create policy "${POLICY_PREFIX} select" on storage.objects for select to authenticated using (${own})`,
  );
  await pool.query(
    `create policy "${POLICY_PREFIX} update" on storage.objects for update to authenticated using (${own}) with check (${own})`,
  );
  await pool.query(
    `create policy "${POLICY_PREFIX} delete" on storage.objects for delete to authenticated using (${own})`,
  );
  [alice, bob] = await Promise.all([mintUser('alice'), mintUser('bob')]);
});

afterAll(async () => {
  await dropFixtures();
  await db().query('delete from auth.users where id = any($1)', [[alice?.id, bob?.id].filter(Boolean)]);
});

describe('storage: uploads and limits', () => {
  it('uploads a file into the own folder and downloads it back, recording owner and metadata', async () => {
    const key = `${alice.id}/notes/hello.txt`;
    const up = await alice.client.storage.from(PRIVATE).upload(key, text('hello storage'));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: key, fullPath: `${PRIVATE}/${key}` });
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const down = await alice.client.storage.from(PRIVATE).download(key);
    expect(down.error).toBeNull();
    expect(await down.data!.text()).toBe('hello storage');

    const row = await objectRow(PRIVATE, key);
    expect(row).toMatchObject({ owner: alice.id, owner_id: alice.id });
    expect(row!.metadata).toMatchObject({
      size: 13,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
      httpStatusCode: 200,
    });
    expect(row!.metadata.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await filesOnDisk(PRIVATE, key)).toHaveLength(1);

    const res = await raw(`${stack.apiUrl}/storage/v1/object/authenticated/${PRIVATE}/${key}`, {
      headers: { Authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('etag')).toBe(row!.metadata.eTag);
    expect(await res.text()).toBe('hello storage');
  });

  it('takes a raw body with its content type (Buffer uploads)', async () => {
    const key = `${alice.id}/raw.txt`;
    const up = await alice.client.storage
      .from(PRIVATE)
      .upload(key, Buffer.from('raw bytes'), { contentType: 'text/plain', cacheControl: '60' });
    expect(up.error).toBeNull();
    expect((await objectRow(PRIVATE, key))!.metadata).toMatchObject({
      mimetype: 'text/plain',
      cacheControl: 'max-age=60',
      size: 9,
    });
    const info = await alice.client.storage.from(PRIVATE).info(key);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: key, bucketId: PRIVATE, size: 9, contentType: 'text/plain' });
  });

  it('refuses a file larger than the bucket limit with EntityTooLarge and stores nothing', async () => {
    const key = `${alice.id}/too-big.txt`;
    const { data, error } = await alice.client.storage.from(PRIVATE).upload(key, text('x'.repeat(1025)));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await objectRow(PRIVATE, key)).toBeNull();
    expect(await filesOnDisk(PRIVATE, key)).toEqual([]);

    // A raw body far over the limit is refused from its Content-Length, and the client still gets the answer.
    const huge = await alice.client.storage
      .from(PRIVATE)
      .upload(`${alice.id}/huge.txt`, Buffer.alloc(3 * 1024 * 1024, 120), { contentType: 'text/plain' });
    expect(huge.error).toMatchObject({ statusCode: '413' });
    expect(await filesOnDisk(PRIVATE, `${alice.id}/huge.txt`)).toEqual([]);
    const hugeForm = await alice.client.storage
      .from(PRIVATE)
      .upload(`${alice.id}/huge.txt`, text('x'.repeat(3 * 1024 * 1024)));
    expect(hugeForm.error).toMatchObject({ statusCode: '413' });

    // Exactly at the limit is fine.
    expect(
      (await alice.client.storage.from(PRIVATE).upload(`${alice.id}/at-limit.txt`, text('x'.repeat(1024))))
        .error,
    ).toBeNull();
  });

  it('refuses a MIME type the bucket does not allow with InvalidMimeType', async () => {
    const key = `${alice.id}/doc.pdf`;
    const { error } = await alice.client.storage
      .from(PRIVATE)
      .upload(key, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type application/pdf is not supported' });
    expect(await objectRow(PRIVATE, key)).toBeNull();
    expect(await filesOnDisk(PRIVATE, key)).toEqual([]);
  });

  it('answers with the hosted error body: HTTP 400 carrying the real code', async () => {
    const res = await raw(`${stack.apiUrl}/storage/v1/object/${PRIVATE}/${alice.id}/e.bin`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${alice.token}`, 'content-type': 'application/octet-stream' },
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type application/octet-stream is not supported',
    });
  });

  it("refuses an upload into another user's folder (RLS) and stores nothing", async () => {
    const key = `${alice.id}/from-bob.txt`;
    const { error } = await bob.client.storage.from(PRIVATE).upload(key, text('intruder'));
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(await objectRow(PRIVATE, key)).toBeNull();
    expect(await filesOnDisk(PRIVATE, key)).toEqual([]);
  });

  it('refuses a duplicate without upsert and keeps the original', async () => {
    const key = `${alice.id}/dup.txt`;
    expect((await alice.client.storage.from(PRIVATE).upload(key, text('first'))).error).toBeNull();
    const { error } = await alice.client.storage.from(PRIVATE).upload(key, text('second'));
    expect(error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(await (await alice.client.storage.from(PRIVATE).download(key)).data!.text()).toBe('first');
    expect(await filesOnDisk(PRIVATE, key)).toHaveLength(1);
  });

  it('replaces a file with upsert (and with update), keeping one file on disk', async () => {
    const key = `${alice.id}/upsert.txt`;
    const bucket = alice.client.storage.from(PRIVATE);
    const first = await bucket.upload(key, text('v1'));
    expect(first.error).toBeNull();
    const second = await bucket.upload(key, text('v2'), { upsert: true });
    expect(second.error).toBeNull();
    expect(second.data!.id).toBe(first.data!.id);
    expect(await (await bucket.download(key)).data!.text()).toBe('v2');
    expect((await bucket.update(key, text('v3'))).error).toBeNull();
    expect(await (await bucket.download(key)).data!.text()).toBe('v3');
    expect(await filesOnDisk(PRIVATE, key)).toHaveLength(1);
  });

  it('does not let another user upsert over your file', async () => {
    const key = `${alice.id}/upsert-target.txt`;
    expect((await alice.client.storage.from(PRIVATE).upload(key, text('mine'))).error).toBeNull();
    const { error } = await bob.client.storage.from(PRIVATE).upload(key, text('theirs'), { upsert: true });
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await (await alice.client.storage.from(PRIVATE).download(key)).data!.text()).toBe('mine');
  });

  it('refuses traversal and keys hosted refuses', async () => {
    const { error } = await alice.client.storage.from(PRIVATE).upload(`${alice.id}/a/../../x.txt`, text('x'));
    // fetch normalises the dot segments away, so the key that arrives is `x.txt`: outside the folder.
    expect(error).toMatchObject({ statusCode: '403' });
    const odd = await alice.client.storage.from(PRIVATE).upload(`${alice.id}/résumé.txt`, text('x'));
    expect(odd.error).toMatchObject({ statusCode: '400', message: `Invalid key: ${alice.id}/résumé.txt` });
  });

  it('answers NoSuchBucket for an unknown bucket', async () => {
    const { error } = await alice.client.storage
      .from('no-such-bucket')
      .upload(`${alice.id}/x.txt`, text('x'));
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('needs no apikey, as hosted and the Supabase CLI route storage: the bearer token is checked', async () => {
    // storage-js used on its own (new StorageClient(url, { Authorization })) sends no apikey.
    const headers = { Authorization: `Bearer ${alice.token}` };
    const res = await fetch(`${stack.apiUrl}/storage/v1/object/${PRIVATE}/${alice.id}/notes/hello.txt`, {
      headers,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello storage');
    // No credential at all: storage's own answer, not the gateway's "No API key found".
    const none = await fetch(`${stack.apiUrl}/storage/v1/bucket`);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ statusCode: '403', message: 'Invalid Compact JWS' });
    const forged = await fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      headers: { Authorization: `Bearer ${alice.token.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '403' });
  });

  it('refuses a forged bearer token', async () => {
    const forged = clientWithToken(`${alice.token.slice(0, -4)}AAAA`);
    const { error } = await forged.storage.from(PRIVATE).download(`${alice.id}/notes/hello.txt`);
    expect(error).toMatchObject({ statusCode: '403' });
  });
});

describe('storage: RLS as the caller', () => {
  const key = () => `${alice.id}/private/secret.txt`;

  beforeAll(async () => {
    const { error } = await alice.client.storage.from(PRIVATE).upload(key(), text('for alice only'));
    expect(error).toBeNull();
    expect(
      (await bob.client.storage.from(PRIVATE).upload(`${bob.id}/bob.txt`, text('bob'))).error,
    ).toBeNull();
  });

  it('another user cannot download it, sign it or see it exists', async () => {
    const down = await bob.client.storage.from(PRIVATE).download(key());
    expect(down.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const signed = await bob.client.storage.from(PRIVATE).createSignedUrl(key(), 60);
    expect(signed.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await bob.client.storage.from(PRIVATE).exists(key())).data).toBe(false);
    expect((await alice.client.storage.from(PRIVATE).exists(key())).data).toBe(true);
    const anon = await anonClient().storage.from(PRIVATE).download(key());
    expect(anon.error).toMatchObject({ statusCode: '404' });
  });

  it('lists only visible rows, with folders as entries without id', async () => {
    const own = await alice.client.storage.from(PRIVATE).list(alice.id);
    expect(own.error).toBeNull();
    const names = own.data!.map((e) => e.name);
    expect(names).toContain('private');
    expect(names).toContain('notes');
    const folder = own.data!.find((e) => e.name === 'private')!;
    expect(folder.id).toBeNull();
    expect(folder.metadata).toBeNull();

    const inside = await alice.client.storage.from(PRIVATE).list(`${alice.id}/private`);
    expect(inside.data).toHaveLength(1);
    expect(inside.data![0]).toMatchObject({
      name: 'secret.txt',
      metadata: { size: 14, mimetype: 'text/plain' },
    });
    expect(inside.data![0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(inside.data![0]!.created_at).toBeTruthy();

    expect((await bob.client.storage.from(PRIVATE).list(alice.id)).data).toEqual([]);
    const root = await bob.client.storage.from(PRIVATE).list('');
    expect(root.data!.map((e) => e.name)).toEqual([bob.id]);

    const searched = await alice.client.storage.from(PRIVATE).list(`${alice.id}/private`, { search: 'SEC' });
    expect(searched.data!.map((e) => e.name)).toEqual(['secret.txt']);
  });

  it('remove returns only what was actually deleted; the hidden file survives', async () => {
    const removed = await bob.client.storage.from(PRIVATE).remove([key(), `${bob.id}/bob.txt`]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((r) => r.name)).toEqual([`${bob.id}/bob.txt`]);
    expect(await filesOnDisk(PRIVATE, `${bob.id}/bob.txt`)).toEqual([]);
    expect(await (await alice.client.storage.from(PRIVATE).download(key())).data!.text()).toBe(
      'for alice only',
    );
    expect(await filesOnDisk(PRIVATE, key())).toHaveLength(1);
  });

  it('moves and copies as the caller', async () => {
    const bucket = alice.client.storage.from(PRIVATE);
    const src = `${alice.id}/move-me.txt`;
    expect((await bucket.upload(src, text('moving'))).error).toBeNull();

    const stolen = await bob.client.storage.from(PRIVATE).move(src, `${bob.id}/stolen.txt`);
    expect(stolen.error).toMatchObject({ statusCode: '404' });
    const intoBob = await bucket.copy(src, `${bob.id}/gift.txt`);
    expect(intoBob.error).toMatchObject({ statusCode: '403' });

    const moved = await bucket.move(src, `${alice.id}/moved.txt`);
    expect(moved.error).toBeNull();
    expect((await bucket.download(src)).error).toMatchObject({ statusCode: '404' });
    expect(await (await bucket.download(`${alice.id}/moved.txt`)).data!.text()).toBe('moving');
    expect(await filesOnDisk(PRIVATE, src)).toEqual([]);

    const copied = await bucket.copy(`${alice.id}/moved.txt`, `${alice.id}/copied.txt`);
    expect(copied.error).toBeNull();
    expect(copied.data!.path).toBe(`${PRIVATE}/${alice.id}/copied.txt`);
    expect(await (await bucket.download(`${alice.id}/copied.txt`)).data!.text()).toBe('moving');
    expect(await (await bucket.download(`${alice.id}/moved.txt`)).data!.text()).toBe('moving');
  });

  it('the service role bypasses RLS', async () => {
    const svc = serviceClient().storage.from(PRIVATE);
    expect(await (await svc.download(key())).data!.text()).toBe('for alice only');
    expect((await svc.list(`${alice.id}/private`)).data!.map((e) => e.name)).toEqual(['secret.txt']);
    const other = `${bob.id}/from-service.txt`;
    const up = await svc.upload(other, text('placed by the service'));
    expect(up.error).toBeNull();
    expect(await objectRow(PRIVATE, other)).toMatchObject({ owner: null, owner_id: null });
    // The bucket's limits still apply to the service role.
    expect((await svc.upload(`${bob.id}/big.txt`, text('x'.repeat(2000)))).error).toMatchObject({
      statusCode: '413',
    });
    const removed = await svc.remove([other]);
    expect(removed.data!.map((r) => r.name)).toEqual([other]);
  });
});

describe('storage: signed URLs', () => {
  const key = () => `${alice.id}/signed/photo.png`;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  beforeAll(async () => {
    const { error } = await alice.client.storage
      .from(PRIVATE)
      .upload(key(), new Blob([png], { type: 'image/png' }));
    expect(error).toBeNull();
  });

  it('a signed URL serves the bytes to anyone holding it', async () => {
    const { data, error } = await alice.client.storage.from(PRIVATE).createSignedUrl(key(), 60);
    expect(error).toBeNull();
    expect(
      data!.signedUrl.startsWith(`${stack.apiUrl}/storage/v1/object/sign/${PRIVATE}/${key()}?token=`),
    ).toBe(true);
    const res = await raw(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('expires')).toBeTruthy();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);

    const dl = await raw(`${data!.signedUrl}&download=pic.png`);
    expect(dl.headers.get('content-disposition')).toContain('filename=pic.png');
  });

  it('a tampered token, a token for another file or an expired token is refused', async () => {
    const { data } = await alice.client.storage.from(PRIVATE).createSignedUrl(key(), 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get('token')!;

    const [head, payload, sig] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        url: `${PRIVATE}/${bob.id}/x.png`,
      }),
    ).toString('base64url');
    const tampered = await raw(
      `${stack.apiUrl}/storage/v1/object/sign/${PRIVATE}/${bob.id}/x.png?token=${head}.${forgedPayload}.${sig}`,
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'signature verification failed',
    });

    const elsewhere = await raw(
      `${stack.apiUrl}/storage/v1/object/sign/${PRIVATE}/${alice.id}/moved.txt?token=${token}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const now = Math.floor(Date.now() / 1000);
    const expiredToken = await new SignJWT({ url: `${PRIVATE}/${key()}`, scope: 'download' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const expired = await raw(
      `${stack.apiUrl}/storage/v1/object/sign/${PRIVATE}/${key()}?token=${expiredToken}`,
    );
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });

    // A session token is no signed URL, even for the right path.
    const session = await raw(
      `${stack.apiUrl}/storage/v1/object/sign/${PRIVATE}/${key()}?token=${alice.token}`,
    );
    expect(session.status).toBe(400);
  });

  it('a URL signed with a short lifetime stops working once it expires', async () => {
    const { data } = await alice.client.storage.from(PRIVATE).createSignedUrl(key(), 1);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await raw(data!.signedUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400' });
  });

  it('signs several paths at once, with an error for what the caller cannot see', async () => {
    const { data, error } = await alice.client.storage
      .from(PRIVATE)
      .createSignedUrls([key(), `${bob.id}/nope.png`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: key(), error: null });
    expect((await raw(data![0]!.signedUrl!)).status).toBe(200);
    expect(data![1]).toMatchObject({
      path: `${bob.id}/nope.png`,
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
  });

  it('uploads through a signed upload URL minted by someone allowed to write there', async () => {
    const target = `${alice.id}/signed/upload.txt`;
    const denied = await bob.client.storage.from(PRIVATE).createSignedUploadUrl(target);
    expect(denied.error).toMatchObject({ statusCode: '403' });

    const { data, error } = await alice.client.storage.from(PRIVATE).createSignedUploadUrl(target);
    expect(error).toBeNull();
    const up = await anonClient()
      .storage.from(PRIVATE)
      .uploadToSignedUrl(target, data!.token, text('via signed url'));
    expect(up.error).toBeNull();
    expect(await objectRow(PRIVATE, target)).toMatchObject({ owner: alice.id });
    expect(await (await alice.client.storage.from(PRIVATE).download(target)).data!.text()).toBe(
      'via signed url',
    );

    const reused = await anonClient()
      .storage.from(PRIVATE)
      .uploadToSignedUrl(`${alice.id}/signed/other.txt`, data!.token, text('x'));
    expect(reused.error).toMatchObject({ statusCode: '400' });
  });
});

describe('storage: public buckets and buckets', () => {
  it('a public bucket is readable without a user; a private one is not', async () => {
    const key = `${alice.id}/avatar.png`;
    const up = await alice.client.storage
      .from(PUBLIC)
      .upload(key, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    expect(up.error).toBeNull();

    const anon = anonClient().storage.from(PUBLIC);
    expect(new Uint8Array(await (await anon.download(key)).data!.arrayBuffer())).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    const publicUrl = anon.getPublicUrl(key).data.publicUrl;
    expect(publicUrl).toBe(`${stack.apiUrl}/storage/v1/object/public/${PUBLIC}/${key}`);
    const res = await raw(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');

    // Uploaded HTML is served as plain text, so it cannot run script on the API's origin.
    const page = `${alice.id}/page.html`;
    expect(
      (
        await alice.client.storage
          .from(PUBLIC)
          .upload(page, new Blob(['<script>1</script>'], { type: 'text/html' }))
      ).error,
    ).toBeNull();
    expect((await raw(anon.getPublicUrl(page).data.publicUrl)).headers.get('content-type')).toBe(
      'text/plain',
    );

    const head = await raw(publicUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('3');

    const privateUrl = anonClient().storage.from(PRIVATE).getPublicUrl(`${alice.id}/notes/hello.txt`)
      .data.publicUrl;
    const refused = await raw(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });

    // Writing still goes through RLS: anon has no insert policy.
    const anonUp = await anon.upload(
      `${alice.id}/anon.png`,
      new Blob([new Uint8Array([1])], { type: 'image/png' }),
    );
    expect(anonUp.error).toMatchObject({ statusCode: '403' });
  });

  it('buckets are listed and managed as the caller: only the service role without policies', async () => {
    expect((await anonClient().storage.listBuckets()).data).toEqual([]);
    expect((await alice.client.storage.getBucket(PRIVATE)).error).toMatchObject({ statusCode: '404' });

    const svc = serviceClient().storage;
    const bucket = await svc.getBucket(PRIVATE);
    expect(bucket.data).toMatchObject({
      id: PRIVATE,
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ['image/png', 'text/plain'],
    });
    // Only the list names the bucket's type; one bucket comes without it, as on hosted.
    expect(bucket.data).not.toHaveProperty('type');
    const all = (await svc.listBuckets()).data!;
    expect(all.map((b) => b.id)).toEqual(expect.arrayContaining([PRIVATE, PUBLIC]));
    expect(all.find((b) => b.id === PRIVATE)).toMatchObject({ type: 'STANDARD' });

    const id = `it-tmp-${randomUUID().slice(0, 8)}`;
    const denied = await alice.client.storage.createBucket(id, { public: false });
    expect(denied.error).toMatchObject({ statusCode: '403' });
    expect(
      (await svc.createBucket(id, { public: true, fileSizeLimit: '1MB', allowedMimeTypes: ['image/*'] }))
        .data,
    ).toEqual({ name: id });
    expect((await svc.createBucket(id, { public: true })).error).toMatchObject({ statusCode: '409' });
    expect((await svc.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/*'],
    });
    expect((await svc.updateBucket(id, { public: false, fileSizeLimit: null })).error).toBeNull();
    expect((await svc.getBucket(id)).data).toMatchObject({ public: false, file_size_limit: null });

    expect(
      (await svc.from(id).upload('a.png', new Blob([new Uint8Array([1])], { type: 'image/png' }))).error,
    ).toBeNull();
    expect((await svc.deleteBucket(id)).error).toMatchObject({ statusCode: '409' });
    // Hosted queues the emptying and says so; locally it is already done when the answer comes.
    expect((await svc.emptyBucket(id)).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect((await svc.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    expect((await svc.getBucket(id)).error).toMatchObject({ statusCode: '404' });
  });

  it('leaves no temporary files behind', async () => {
    expect(await readdir(path.join(stack.dataDir, 'storage', '.tmp'))).toEqual([]);
  });
});
