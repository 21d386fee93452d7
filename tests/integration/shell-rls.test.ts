// RLS matrices for the shell's tables (spec-1 §3, §6, §7): notifications, feedback_logs and the
// attachments bucket — anon, two users, a consultant and an admin × select, insert, update, delete.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demoUser, newUser, serviceClient, stack, type TestUser } from './helpers.ts';

let a: TestUser;
let b: TestUser;
let consultant: TestUser;
let admin: TestUser;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  [a, b, consultant, admin] = await Promise.all([
    newUser('shell-a', { first_name: 'Ada' }),
    newUser('shell-b', { first_name: 'Ben' }),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
});

async function notificationFor(user: TestUser, title = 'Hello') {
  const { data, error } = await user.client
    .from('notifications')
    .insert({ user_id: user.id, title, message: 'm', type: 'info' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

describe('notifications', () => {
  it('anon can neither read nor write', async () => {
    const read = await anonClient().from('notifications').select('id');
    expect(read.error?.code).toBe('42501');
    const write = await anonClient().from('notifications').insert({ user_id: a.id, title: 'x' });
    expect(write.error?.code).toBe('42501');
  });

  it('a user reads only their own; other users, consultants and admins see none of them', async () => {
    const id = await notificationFor(a, 'Private to A');
    const own = await a.client.from('notifications').select('id').eq('id', id);
    expect(own.data).toEqual([{ id }]);
    for (const other of [b, consultant, admin]) {
      const { data, error } = await other.client.from('notifications').select('id').eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('a user creates notifications for themselves only', async () => {
    const forOther = await a.client.from('notifications').insert({ user_id: b.id, title: 'Spoof' });
    expect(forOther.error?.code).toBe('42501');
    const byAdmin = await admin.client.from('notifications').insert({ user_id: b.id, title: 'Spoof' });
    expect(byAdmin.error?.code).toBe('42501');
  });

  it('an action_url must stay inside the app', async () => {
    const { error } = await a.client
      .from('notifications')
      .insert({ user_id: a.id, title: 'x', action_url: 'https://evil.example' });
    expect(error?.code).toBe('23514');
  });

  it('a user marks their own read, never anyone else’s, and changes no other column', async () => {
    const id = await notificationFor(a);
    const other = await b.client.from('notifications').update({ read: true }).eq('id', id).select('id');
    expect(other.data).toEqual([]);
    const adminTry = await admin.client
      .from('notifications')
      .update({ read: true })
      .eq('id', id)
      .select('id');
    expect(adminTry.data).toEqual([]);
    const own = await a.client.from('notifications').update({ read: true }).eq('id', id).select('read');
    expect(own.data).toEqual([{ read: true }]);
    const title = await a.client.from('notifications').update({ title: 'Changed' }).eq('id', id);
    expect(title.error?.code).toBe('42501');
  });

  it('the unread count is exact and head-only', async () => {
    const user = await newUser('shell-count');
    await notificationFor(user, 'one');
    await notificationFor(user, 'two');
    const { count, data } = await user.client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('read', false);
    expect(count).toBe(2);
    expect(data).toBeNull();
  });

  it('a user deletes their own only; clear-all removes everything older than now', async () => {
    const id = await notificationFor(a);
    for (const other of [b, consultant, admin]) {
      const { data } = await other.client.from('notifications').delete().eq('id', id).select('id');
      expect(data).toEqual([]);
    }
    const own = await a.client.from('notifications').delete().eq('id', id).select('id');
    expect(own.data).toEqual([{ id }]);

    await notificationFor(a, 'left over');
    await a.client
      .from('notifications')
      .delete()
      .eq('user_id', a.id)
      .lte('created_at', new Date().toISOString());
    const { count } = await a.client.from('notifications').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it('create_notification is for privileged code only', async () => {
    const args = { p_user_id: b.id, p_type: 'info', p_title: 'From a user', p_message: '' };
    for (const caller of [a, consultant, admin]) {
      const { error } = await caller.client.rpc('create_notification', args);
      expect(error?.code).toBe('42501');
    }
    const anon = await anonClient().rpc('create_notification', args);
    expect(anon.error).not.toBeNull();
    const service = await serviceClient().rpc('create_notification', { ...args, p_title: 'From the system' });
    expect(service.error).toBeNull();
    const { data } = await b.client.from('notifications').select('title').eq('id', service.data!);
    expect(data).toEqual([{ title: 'From the system' }]);
  });
});

describe('feedback_logs', () => {
  const entry = (user: TestUser, description = `Feedback ${randomUUID()}`) => ({
    user_id: user.id,
    feedback_type: 'General',
    description,
    user_metadata: { browser: 'vitest' },
    status: 'open',
  });

  it('anon can neither read nor file feedback', async () => {
    expect((await anonClient().from('feedback_logs').select('feedback_id')).error?.code).toBe('42501');
    expect((await anonClient().from('feedback_logs').insert(entry(a))).error?.code).toBe('42501');
  });

  it('a user files open feedback as themselves, returning its id and time', async () => {
    const { data, error } = await a.client
      .from('feedback_logs')
      .insert(entry(a))
      .select('feedback_id, created_at')
      .single();
    expect(error).toBeNull();
    expect(data?.feedback_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a user cannot file as someone else, or with another status', async () => {
    expect((await a.client.from('feedback_logs').insert(entry(b))).error?.code).toBe('42501');
    expect(
      (await a.client.from('feedback_logs').insert({ ...entry(a), status: 'resolved' })).error?.code,
    ).toBe('42501');
  });

  it('the database repeats the form rules and refuses duplicates', async () => {
    expect((await a.client.from('feedback_logs').insert(entry(a, '   short   '))).error?.code).toBe('23514');
    expect((await a.client.from('feedback_logs').insert(entry(a, 'x'.repeat(1001)))).error?.code).toBe(
      '23514',
    );
    expect(
      (await a.client.from('feedback_logs').insert({ ...entry(a), feedback_type: 'Praise' })).error?.code,
    ).toBe('23514');
    const text = `Duplicate check ${randomUUID()}`;
    expect((await a.client.from('feedback_logs').insert(entry(a, text))).error).toBeNull();
    expect(
      (await a.client.from('feedback_logs').insert(entry(a, ` ${text.toUpperCase()} `))).error?.code,
    ).toBe('23505');
  });

  it('users and consultants read their own; an admin reads all and changes the status', async () => {
    const { data: filed } = await b.client
      .from('feedback_logs')
      .insert(entry(b))
      .select('feedback_id')
      .single();
    const id = filed!.feedback_id;

    expect(
      (await b.client.from('feedback_logs').select('feedback_id').eq('feedback_id', id)).data,
    ).toHaveLength(1);
    for (const other of [a, consultant]) {
      const { data } = await other.client.from('feedback_logs').select('feedback_id').eq('feedback_id', id);
      expect(data).toEqual([]);
    }

    const byOwner = await b.client
      .from('feedback_logs')
      .update({ status: 'closed' })
      .eq('feedback_id', id)
      .select('status');
    expect(byOwner.data).toEqual([]);
    const byConsultant = await consultant.client
      .from('feedback_logs')
      .update({ status: 'closed' })
      .eq('feedback_id', id)
      .select('status');
    expect(byConsultant.data).toEqual([]);

    const seen = await admin.client
      .from('feedback_logs')
      .select('feedback_id, submitter:profiles(first_name)')
      .eq('feedback_id', id)
      .single();
    expect(seen.data?.submitter?.first_name).toBe('Ben');
    for (const status of ['in_progress', 'resolved'] as const) {
      const { data } = await admin.client
        .from('feedback_logs')
        .update({ status })
        .eq('feedback_id', id)
        .select('status');
      expect(data).toEqual([{ status }]);
    }
    const bad = await admin.client.from('feedback_logs').update({ status: 'archived' }).eq('feedback_id', id);
    expect(bad.error?.code).toBe('23514');
    const text = await admin.client
      .from('feedback_logs')
      .update({ description: 'Rewritten by admin' })
      .eq('feedback_id', id);
    expect(text.error?.code).toBe('42501');
  });

  it('nobody deletes feedback through the API', async () => {
    const { data: filed } = await a.client
      .from('feedback_logs')
      .insert(entry(a))
      .select('feedback_id')
      .single();
    for (const caller of [a, admin]) {
      const { error } = await caller.client
        .from('feedback_logs')
        .delete()
        .eq('feedback_id', filed!.feedback_id);
      expect(error?.code).toBe('42501');
    }
  });
});

describe('attachments bucket', () => {
  // Private, one folder per user (migration 20261123224516); feedback-attachments.test.ts has the
  // per-user limit and the feedback rows' references.
  const path = (user: TestUser) => `${user.id}/${randomUUID()}.png`;
  const bucket = (user: TestUser) => user.client.storage.from('attachments');

  it('anon cannot upload', async () => {
    const { error } = await anonClient()
      .storage.from('attachments')
      .upload(path(a), PNG, { contentType: 'image/png' });
    expect(error).not.toBeNull();
  });

  it('a user uploads images into their own folder only, and nobody opens them by public URL', async () => {
    const p = path(a);
    expect((await bucket(a).upload(p, PNG, { contentType: 'image/png' })).error).toBeNull();
    for (const elsewhere of [path(b), `feedback-attachments/${randomUUID()}.png`, `${a.id}/deeper/x.png`]) {
      const outside = await bucket(a).upload(elsewhere, PNG, { contentType: 'image/png' });
      expect(outside.error).not.toBeNull();
    }

    const url = anonClient().storage.from('attachments').getPublicUrl(p).data.publicUrl;
    expect(url.startsWith(stack.apiUrl)).toBe(true);
    const res = await fetch(url);
    expect(res.ok).toBe(false);
  });

  it('the bucket refuses files over 5 MB and non-images', async () => {
    const big = await bucket(a).upload(path(a), Buffer.alloc(5 * 1024 * 1024 + 1), {
      contentType: 'image/png',
    });
    expect(big.error).not.toBeNull();
    const pdf = await bucket(a).upload(`${a.id}/${randomUUID()}.pdf`, Buffer.from('%PDF-1.4'), {
      contentType: 'application/pdf',
    });
    expect(pdf.error).not.toBeNull();
  });

  it("others cannot read, list or delete a user's upload; the owner can delete it; an admin reads it", async () => {
    const p = path(a);
    const name = p.split('/')[1]!;
    expect((await bucket(a).upload(p, PNG, { contentType: 'image/png' })).error).toBeNull();

    for (const other of [b, consultant]) {
      const listed = await bucket(other).list(a.id, { search: name });
      expect(listed.data ?? []).toEqual([]);
      expect((await bucket(other).download(p)).error).not.toBeNull();
      const removed = await bucket(other).remove([p]);
      expect(removed.data ?? []).toEqual([]);
    }
    const byAdmin = await bucket(admin).list(a.id, { search: name });
    expect(byAdmin.data?.map((o) => o.name)).toEqual([name]);
    const signed = await bucket(admin).createSignedUrl(p, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const own = await bucket(a).remove([p]);
    expect(own.data?.map((o) => o.name)).toEqual([p]);
  });
});
