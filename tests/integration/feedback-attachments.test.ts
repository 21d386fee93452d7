// Feedback images: at most 50 per user in their own folder of the private bucket, and a feedback
// row can only point at its filer's own file.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, newUser, type TestUser } from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let filer: TestUser;
let other: TestUser;

beforeAll(async () => {
  [filer, other] = await Promise.all([newUser('attach-filer'), newUser('attach-other')]);
});

const upload = (user: TestUser, name = `${user.id}/${randomUUID()}.png`) =>
  user.client.storage.from('attachments').upload(name, PNG, { contentType: 'image/png' });

const feedback = (user: TestUser, attachment: string) =>
  user.client.from('feedback_logs').insert({
    user_id: user.id,
    feedback_type: 'Bug',
    description: `Screenshot of the problem ${randomUUID()}`,
    attachment_url: attachment,
    status: 'open',
  });

describe('feedback attachments', () => {
  it('stops a user at 50 stored images', async () => {
    const capped = await newUser('attach-capped');
    // Arrange 49 earlier uploads directly (the count is what matters, not their bytes).
    await db().query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
       select 'attachments', $1 || '/' || gen_random_uuid() || '.png', $1::uuid, $1, '{"size": 68}'::jsonb
       from generate_series(1, 49)`,
      [capped.id],
    );
    expect((await upload(capped)).error).toBeNull();
    const fiftyFirst = await upload(capped);
    expect(fiftyFirst.error).not.toBeNull();
    // Everyone else's allowance is their own.
    expect((await upload(other)).error).toBeNull();
  });

  it("a feedback row points only at its filer's own file", async () => {
    const own = `${filer.id}/${randomUUID()}.png`;
    expect((await upload(filer, own)).error).toBeNull();
    expect((await feedback(filer, own)).error).toBeNull();

    const theirs = `${other.id}/${randomUUID()}.png`;
    expect((await upload(other, theirs)).error).toBeNull();
    expect((await feedback(filer, theirs)).error?.code).toBe('42501');
  });

  it('keeps a path, never a URL, in attachment_url', async () => {
    // A URL is not in the filer's folder, so the insert policy refuses it before the CHECK.
    const url = `https://images.example.com/${filer.id}/x.png`;
    expect((await feedback(filer, url)).error?.code).toBe('42501');
    expect((await feedback(filer, `${filer.id}/../x.png`)).error?.code).toBe('23514');
  });
});
