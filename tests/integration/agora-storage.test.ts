// The private `certifications` bucket: the consultant profile's owner uploads, reads and deletes
// under `{consultant_profile_id}/`; admins read all; everyone else nothing. 5 MB and PDF/images
// are enforced by the bucket.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newConsultant, type TestConsultant, type TestUser } from './helpers.ts';

const BUCKET = 'certifications';
let owner: TestConsultant;
let other: TestConsultant;
let consultant: TestUser;
let admin: TestUser;
let profileId: string;
let otherProfileId: string;

const pdf = () => Buffer.from('%PDF-1.4\n% test document\n');

beforeAll(async () => {
  [owner, other, consultant, admin] = await Promise.all([
    // Each with a pending consultant profile whose id is their folder.
    newConsultant({ prefix: 'agora-cert-owner', status: 'pending' }),
    newConsultant({ prefix: 'agora-cert-other', status: 'pending' }),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  profileId = owner.consultantId;
  otherProfileId = other.consultantId;
});

describe('certifications bucket', () => {
  it('is private with a 5 MB limit and PDF or image types', async () => {
    const { rows } = await db().query(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
      [BUCKET],
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: '5242880',
      allowed_mime_types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    });
  });

  it('the owner uploads, reads, signs and deletes under their profile folder', async () => {
    const key = `${profileId}/${randomUUID()}.pdf`;
    const up = await owner.client.storage.from(BUCKET).upload(key, pdf(), { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    const down = await owner.client.storage.from(BUCKET).download(key);
    expect(down.error).toBeNull();
    const signed = await owner.client.storage.from(BUCKET).createSignedUrl(key, 60);
    expect(signed.error).toBeNull();

    // Admins read it; another user, the demo consultant and anon do not.
    expect((await admin.client.storage.from(BUCKET).download(key)).error).toBeNull();
    expect((await admin.client.storage.from(BUCKET).createSignedUrl(key, 60)).error).toBeNull();
    for (const client of [other.client, consultant.client, anonClient()]) {
      expect((await client.storage.from(BUCKET).download(key)).error).not.toBeNull();
      expect((await client.storage.from(BUCKET).createSignedUrl(key, 60)).error).not.toBeNull();
      const list = await client.storage.from(BUCKET).list(profileId);
      expect(list.data ?? []).toEqual([]);
    }

    // Others cannot delete it; the admin does not delete documents either.
    for (const client of [other.client, admin.client, anonClient()]) {
      const del = await client.storage.from(BUCKET).remove([key]);
      expect(del.data ?? []).toEqual([]);
    }
    const del = await owner.client.storage.from(BUCKET).remove([key]);
    expect(del.data?.length).toBe(1);
  });

  it("nobody uploads into someone else's folder, the bucket root or a nested folder", async () => {
    for (const [client, key] of [
      [other.client, `${profileId}/${randomUUID()}.pdf`],
      [owner.client, `${otherProfileId}/${randomUUID()}.pdf`],
      [owner.client, `${randomUUID()}.pdf`],
      [owner.client, `${profileId}/nested/${randomUUID()}.pdf`],
      [consultant.client, `${profileId}/${randomUUID()}.pdf`],
      [admin.client, `${profileId}/${randomUUID()}.pdf`],
      [anonClient(), `${profileId}/${randomUUID()}.pdf`],
    ] as const) {
      const { error } = await client.storage
        .from(BUCKET)
        .upload(key, pdf(), { contentType: 'application/pdf' });
      expect(error, key).not.toBeNull();
    }
  });

  it('refuses other file types and files over 5 MB', async () => {
    const txt = await owner.client.storage
      .from(BUCKET)
      .upload(`${profileId}/${randomUUID()}.txt`, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(txt.error).toMatchObject({ statusCode: '415' });
    const big = await owner.client.storage
      .from(BUCKET)
      .upload(`${profileId}/${randomUUID()}.pdf`, Buffer.alloc(5 * 1024 * 1024 + 1, 32), {
        contentType: 'application/pdf',
      });
    expect(big.error).toMatchObject({ statusCode: '413' });
  });

  it('no one overwrites an existing document (no update policy)', async () => {
    const key = `${profileId}/${randomUUID()}.png`;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect(
      (await owner.client.storage.from(BUCKET).upload(key, png, { contentType: 'image/png' })).error,
    ).toBeNull();
    const again = await owner.client.storage.from(BUCKET).update(key, png, { contentType: 'image/png' });
    expect(again.error).not.toBeNull();
  });
});
