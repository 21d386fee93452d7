// Clients portal (issue 4): membership decides everything. RLS matrix for organizations,
// organization_users and the organisation content, and the private organization-files bucket:
// anon, an owner, a member, a non-member, the demo consultant and the admin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, type Client, type TestUser } from './helpers.ts';

let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let consultant: TestUser;
let admin: TestUser;
const orgId = randomUUID();
const slug = `it-org-${orgId.slice(0, 8)}`;
let resourceId: string;
let messageId: string;
let noteId: string;

beforeAll(async () => {
  [owner, member, outsider, consultant, admin] = await Promise.all([
    newUser('org-owner', { first_name: 'Olive', last_name: 'Owner' }),
    newUser('org-member', { first_name: 'Max', last_name: 'Member' }),
    newUser('org-outsider'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
  // Organisations are provisioned by the service role; here, directly.
  const pool = db();
  await pool.query('insert into public.organizations (id, name, slug) values ($1, $2, $3)', [
    orgId,
    'IT Growers',
    slug,
  ]);
  await pool.query(
    `insert into public.organization_users (organization_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'member')`,
    [orgId, owner.id, member.id],
  );
  const res = await owner.client
    .from('organization_resources')
    .insert({ organization_id: orgId, kind: 'link', title: 'SOP index', url: 'https://example.com/sops' })
    .select('id')
    .single();
  expect(res.error).toBeNull();
  resourceId = res.data!.id;
  const msg = await member.client
    .from('organization_messages')
    .insert({ organization_id: orgId, body: 'Hello team' })
    .select('id, author_id')
    .single();
  expect(msg.error).toBeNull();
  expect(msg.data!.author_id).toBe(member.id);
  messageId = msg.data!.id;
  const note = await member.client
    .from('organization_notes')
    .insert({ organization_id: orgId, title: 'Targets', body: 'Veg 5–10% dryback' })
    .select('id, created_by, updated_by')
    .single();
  expect(note.error).toBeNull();
  expect(note.data).toMatchObject({ created_by: member.id, updated_by: member.id });
  noteId = note.data!.id;
});

afterAll(async () => {
  await db().query('delete from public.organizations where id = $1', [orgId]);
});

const nonMembers: Array<[string, () => Client]> = [
  ['a non-member', () => outsider.client],
  ['the consultant', () => consultant.client],
  ['the admin', () => admin.client],
];
const members: Array<[string, () => TestUser]> = [
  ['the owner', () => owner],
  ['a member', () => member],
];
const contentTables = ['organization_resources', 'organization_messages', 'organization_notes'] as const;

describe('reading', () => {
  it.each(members)('%s reads the organisation, its members and all of its content', async (_who, user) => {
    const c = user().client;
    const org = await c.from('organizations').select('id, name, slug').eq('slug', slug).single();
    expect(org.error).toBeNull();
    expect(org.data).toEqual({ id: orgId, name: 'IT Growers', slug });
    const links = await c.from('organization_users').select('user_id, role').eq('organization_id', orgId);
    expect(links.data?.map((l) => `${l.user_id}:${l.role}`).sort()).toEqual(
      [`${owner.id}:owner`, `${member.id}:member`].sort(),
    );
    for (const table of contentTables) {
      const { data, error } = await c.from(table).select('id').eq('organization_id', orgId);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
    }
  });

  it('members see each other by name through get_organization_members, and nothing more of the profile', async () => {
    const { data, error } = await member.client.rpc('get_organization_members', { p_organization_id: orgId });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ user_id: owner.id, role: 'owner', first_name: 'Olive', last_name: 'Owner' }),
      expect.objectContaining({ user_id: member.id, role: 'member', first_name: 'Max', last_name: 'Member' }),
    ]);
    expect(Object.keys(data![0]!).sort()).toEqual(
      ['avatar_url', 'first_name', 'joined_at', 'last_name', 'role', 'user_id'].sort(),
    );
    // The profile itself stays private to its owner.
    expect((await member.client.from('profiles').select('id').eq('id', owner.id)).data).toEqual([]);
  });

  it.each(nonMembers)('%s sees nothing of it', async (_who, client) => {
    const c = client();
    expect((await c.from('organizations').select('id').eq('slug', slug)).data).toEqual([]);
    expect((await c.from('organization_users').select('user_id').eq('organization_id', orgId)).data).toEqual(
      [],
    );
    for (const table of contentTables) {
      expect((await c.from(table).select('id').eq('organization_id', orgId)).data).toEqual([]);
    }
    const fn = await c.rpc('get_organization_members', { p_organization_id: orgId });
    expect(fn.data).toEqual([]);
    expect((await c.rpc('is_org_member', { p_organization_id: orgId })).data).toBe(false);
    expect((await c.rpc('org_role', { p_organization_id: orgId })).data).toBeNull();
  });

  it('anon is refused everywhere', async () => {
    const anon = anonClient();
    for (const table of ['organizations', 'organization_users', ...contentTables] as const) {
      expect((await anon.from(table).select('*')).error?.code).toBe('42501');
    }
    expect((await anon.rpc('is_org_member', { p_organization_id: orgId })).error?.code).toBe('42501');
    expect((await anon.rpc('get_organization_members', { p_organization_id: orgId })).error?.code).toBe(
      '42501',
    );
  });

  it('org_role and is_org_member answer for the caller', async () => {
    expect((await owner.client.rpc('org_role', { p_organization_id: orgId })).data).toBe('owner');
    expect((await member.client.rpc('org_role', { p_organization_id: orgId })).data).toBe('member');
    expect((await member.client.rpc('is_org_member', { p_organization_id: orgId })).data).toBe(true);
  });
});

describe('organisations and members', () => {
  it('nobody creates or deletes an organisation through the API', async () => {
    for (const c of [owner.client, admin.client, anonClient()]) {
      expect(
        (await c.from('organizations').insert({ name: 'New', slug: `new-${randomUUID().slice(0, 6)}` })).error
          ?.code,
      ).toBe('42501');
      expect((await c.from('organizations').delete().eq('id', orgId)).error?.code).toBe('42501');
    }
  });

  it('the owner renames it; a member and non-members cannot', async () => {
    const ok = await owner.client
      .from('organizations')
      .update({ name: 'IT Growers Co-op' })
      .eq('id', orgId)
      .select('name');
    expect(ok.data).toEqual([{ name: 'IT Growers Co-op' }]);
    for (const c of [member.client, outsider.client, admin.client]) {
      expect(
        (await c.from('organizations').update({ name: 'Hijacked' }).eq('id', orgId).select('id')).data,
      ).toEqual([]);
    }
    expect(
      (await owner.client.from('organizations').update({ slug: 'other-slug' }).eq('id', orgId)).error?.code,
    ).toBe('42501');
  });

  it('the owner adds a member by email, changes their role and removes them', async () => {
    const joiner = await newUser('joiner');
    const added = await owner.client.rpc('add_organization_member', {
      p_organization_id: orgId,
      p_email: joiner.email.toUpperCase(),
    });
    expect(added.error).toBeNull();
    expect(added.data).toBe(joiner.id);
    expect((await joiner.client.from('organizations').select('id').eq('id', orgId)).data).toHaveLength(1);
    const again = await owner.client.rpc('add_organization_member', {
      p_organization_id: orgId,
      p_email: joiner.email,
    });
    expect(again.error?.code).toBe('23505');
    const nobody = await owner.client.rpc('add_organization_member', {
      p_organization_id: orgId,
      p_email: 'nobody@test.example.com',
    });
    expect(nobody.error?.code).toBe('PT404');
    const promoted = await owner.client
      .from('organization_users')
      .update({ role: 'owner' })
      .eq('organization_id', orgId)
      .eq('user_id', joiner.id)
      .select('role');
    expect(promoted.data).toEqual([{ role: 'owner' }]);
    const removed = await owner.client
      .from('organization_users')
      .delete()
      .eq('organization_id', orgId)
      .eq('user_id', joiner.id)
      .select('user_id');
    expect(removed.data).toHaveLength(1);
    expect((await joiner.client.from('organizations').select('id').eq('id', orgId)).data).toEqual([]);
  });

  it('a member cannot add anyone, promote themselves or remove others', async () => {
    const stranger = await newUser('stranger');
    expect(
      (
        await member.client.rpc('add_organization_member', {
          p_organization_id: orgId,
          p_email: stranger.email,
        })
      ).error?.code,
    ).toBe('42501');
    expect(
      (
        await member.client
          .from('organization_users')
          .insert({ organization_id: orgId, user_id: stranger.id })
      ).error?.code,
    ).toBe('42501');
    const promote = await member.client
      .from('organization_users')
      .update({ role: 'owner' })
      .eq('organization_id', orgId)
      .eq('user_id', member.id)
      .select('role');
    expect(promote.data).toEqual([]);
    const kick = await member.client
      .from('organization_users')
      .delete()
      .eq('organization_id', orgId)
      .eq('user_id', owner.id)
      .select('user_id');
    expect(kick.data).toEqual([]);
  });

  it.each(nonMembers)('%s cannot join or add themselves', async (_who, client) => {
    const c = client();
    const { data } = await c.auth.getUser();
    const { error } = await c
      .from('organization_users')
      .insert({ organization_id: orgId, user_id: data.user!.id });
    expect(error?.code).toBe('42501');
  });

  it('a member may leave; the last owner may not', async () => {
    const leaver = await newUser('leaver');
    await db().query(`insert into public.organization_users values ($1, $2, 'member')`, [orgId, leaver.id]);
    const left = await leaver.client
      .from('organization_users')
      .delete()
      .eq('organization_id', orgId)
      .eq('user_id', leaver.id)
      .select('user_id');
    expect(left.data).toHaveLength(1);
    const stuck = await owner.client
      .from('organization_users')
      .delete()
      .eq('organization_id', orgId)
      .eq('user_id', owner.id);
    expect(stuck.error?.code).toBe('23514');
    const demote = await owner.client
      .from('organization_users')
      .update({ role: 'member' })
      .eq('organization_id', orgId)
      .eq('user_id', owner.id);
    expect(demote.error?.code).toBe('23514');
  });

  it('the slug must be lowercase kebab-case and unique', async () => {
    const pool = db();
    for (const bad of ['Green-Valley', 'green_valley', '-green', 'green--valley', 'green valley', 'a']) {
      await expect(
        pool.query('insert into public.organizations (name, slug) values ($1, $2)', ['X', bad]),
      ).rejects.toMatchObject({ code: '23514' });
    }
    await expect(
      pool.query('insert into public.organizations (name, slug) values ($1, $2)', ['X', slug]),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('resources', () => {
  it('only owners add, change and delete resources', async () => {
    const row = { organization_id: orgId, kind: 'link', title: 'Guide', url: 'https://example.com/guide' };
    for (const c of [member.client, outsider.client, admin.client]) {
      expect((await c.from('organization_resources').insert(row)).error?.code).toBe('42501');
      expect(
        (await c.from('organization_resources').update({ title: 'x' }).eq('id', resourceId).select('id'))
          .data,
      ).toEqual([]);
      expect(
        (await c.from('organization_resources').delete().eq('id', resourceId).select('id')).data,
      ).toEqual([]);
    }
    const added = await owner.client
      .from('organization_resources')
      .insert({ ...row, section: 'education' })
      .select('id, created_by')
      .single();
    expect(added.error).toBeNull();
    expect(added.data!.created_by).toBe(owner.id);
    const changed = await owner.client
      .from('organization_resources')
      .update({ title: 'Growing guide' })
      .eq('id', added.data!.id)
      .select('title');
    expect(changed.data).toEqual([{ title: 'Growing guide' }]);
    const gone = await owner.client
      .from('organization_resources')
      .delete()
      .eq('id', added.data!.id)
      .select('id');
    expect(gone.data).toHaveLength(1);
  });

  it('a link needs an http(s) url; a file needs a path inside the organisation folder', async () => {
    const insert = (row: Record<string, unknown>) =>
      owner.client
        .from('organization_resources')
        .insert({ organization_id: orgId, title: 'T', kind: 'link', ...row } as never);
    expect((await insert({ url: 'javascript:alert(1)' })).error?.code).toBe('23514');
    expect((await insert({ url: null })).error?.code).toBe('23514');
    expect((await insert({ kind: 'file', storage_path: `${randomUUID()}/x.pdf` })).error?.code).toBe('23514');
    expect((await insert({ kind: 'file', storage_path: `${orgId}/x.pdf` })).error).toBeNull();
    expect((await insert({ kind: 'video', url: 'https://example.com' })).error?.code).toBe('23514');
  });
});

describe('messages', () => {
  it('members post as themselves, never as someone else', async () => {
    const ok = await owner.client
      .from('organization_messages')
      .insert({ organization_id: orgId, body: 'Noted' });
    expect(ok.error).toBeNull();
    const forged = await member.client
      .from('organization_messages')
      .insert({ organization_id: orgId, body: 'I am the owner', author_id: owner.id } as never);
    expect(forged.error?.code).toBe('42501');
  });

  it.each(nonMembers)('%s cannot post', async (_who, client) => {
    const { error } = await client()
      .from('organization_messages')
      .insert({ organization_id: orgId, body: 'spam' });
    expect(error?.code).toBe('42501');
  });

  it('refuses an empty body and one over 4000 characters', async () => {
    const post = (body: string) =>
      member.client.from('organization_messages').insert({ organization_id: orgId, body });
    expect((await post('   ')).error?.code).toBe('23514');
    expect((await post('x'.repeat(4001))).error?.code).toBe('23514');
    expect((await post('x'.repeat(4000))).error).toBeNull();
  });

  it('messages cannot be edited; authors and owners delete them, others cannot', async () => {
    expect(
      (
        await member.client
          .from('organization_messages')
          .update({ body: 'edited' } as never)
          .eq('id', messageId)
      ).error?.code,
    ).toBe('42501');
    for (const c of [outsider.client, admin.client]) {
      expect((await c.from('organization_messages').delete().eq('id', messageId).select('id')).data).toEqual(
        [],
      );
    }
    const mine = await owner.client
      .from('organization_messages')
      .insert({ organization_id: orgId, body: 'mine' })
      .select('id')
      .single();
    expect(
      (await member.client.from('organization_messages').delete().eq('id', mine.data!.id).select('id')).data,
    ).toEqual([]);
    const byOwner = await owner.client
      .from('organization_messages')
      .delete()
      .eq('id', messageId)
      .select('id');
    expect(byOwner.data).toHaveLength(1);
    const own = await member.client
      .from('organization_messages')
      .insert({ organization_id: orgId, body: 'oops' })
      .select('id')
      .single();
    expect(
      (await member.client.from('organization_messages').delete().eq('id', own.data!.id).select('id')).data,
    ).toHaveLength(1);
  });
});

describe('notes', () => {
  it('members edit shared notes and the editor is recorded', async () => {
    const upd = await owner.client
      .from('organization_notes')
      .update({ body: 'Veg 5–10%, flower 15–30%' })
      .eq('id', noteId)
      .select('body, updated_by')
      .single();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual({ body: 'Veg 5–10%, flower 15–30%', updated_by: owner.id });
    const forged = await member.client
      .from('organization_notes')
      .update({ updated_by: owner.id } as never)
      .eq('id', noteId);
    expect(forged.error?.code).toBe('42501');
  });

  it.each(nonMembers)('%s cannot write, edit or delete notes', async (_who, client) => {
    const c = client();
    expect(
      (await c.from('organization_notes').insert({ organization_id: orgId, title: 'x' })).error?.code,
    ).toBe('42501');
    expect(
      (await c.from('organization_notes').update({ title: 'x' }).eq('id', noteId).select('id')).data,
    ).toEqual([]);
    expect((await c.from('organization_notes').delete().eq('id', noteId).select('id')).data).toEqual([]);
  });

  it('a member deletes only notes they wrote; the owner deletes any', async () => {
    const byOwner = await owner.client
      .from('organization_notes')
      .insert({ organization_id: orgId, title: 'Owner note' })
      .select('id')
      .single();
    expect(
      (await member.client.from('organization_notes').delete().eq('id', byOwner.data!.id).select('id')).data,
    ).toEqual([]);
    const own = await member.client
      .from('organization_notes')
      .insert({ organization_id: orgId, title: 'Scratch' })
      .select('id')
      .single();
    expect(
      (await member.client.from('organization_notes').delete().eq('id', own.data!.id).select('id')).data,
    ).toHaveLength(1);
    expect(
      (await owner.client.from('organization_notes').delete().eq('id', byOwner.data!.id).select('id')).data,
    ).toHaveLength(1);
  });
});

describe('organization-files bucket', () => {
  const pdf = () => new Blob(['%PDF-1.4 minutes'], { type: 'application/pdf' });
  const path = () => `${orgId}/${randomUUID()}.pdf`;

  it('the owner uploads; members read; non-members and anon do not', async () => {
    const key = path();
    const up = await owner.client.storage.from('organization-files').upload(key, pdf());
    expect(up.error).toBeNull();
    const down = await member.client.storage.from('organization-files').download(key);
    expect(down.error).toBeNull();
    expect(await down.data!.text()).toBe('%PDF-1.4 minutes');
    const signed = await member.client.storage.from('organization-files').createSignedUrl(key, 60);
    expect(signed.error).toBeNull();
    for (const c of [outsider.client, consultant.client, admin.client, anonClient()]) {
      expect((await c.storage.from('organization-files').download(key)).error).toMatchObject({
        statusCode: '404',
      });
      const list = await c.storage.from('organization-files').list(orgId);
      expect(list.data ?? []).toEqual([]);
    }
    const listed = await member.client.storage.from('organization-files').list(orgId);
    expect(listed.data?.map((f) => `${orgId}/${f.name}`)).toContain(key);
  });

  it('members, non-members and anon cannot upload, replace or delete', async () => {
    const key = path();
    expect((await owner.client.storage.from('organization-files').upload(key, pdf())).error).toBeNull();
    for (const c of [member.client, outsider.client, admin.client]) {
      expect((await c.storage.from('organization-files').upload(path(), pdf())).error).toMatchObject({
        statusCode: '403',
      });
      expect(
        (await c.storage.from('organization-files').upload(key, pdf(), { upsert: true })).error,
      ).toMatchObject({
        statusCode: '403',
      });
      const removed = await c.storage.from('organization-files').remove([key]);
      expect(removed.data ?? []).toEqual([]);
    }
    expect((await anonClient().storage.from('organization-files').upload(path(), pdf())).error).toMatchObject(
      {
        statusCode: '403',
      },
    );
    const removed = await owner.client.storage.from('organization-files').remove([key]);
    expect(removed.data).toHaveLength(1);
  });

  it('the owner writes only `{organization_id}/{name}.{ext}` of their own organisation', async () => {
    const other = randomUUID();
    for (const key of [
      `${other}/${randomUUID()}.pdf`,
      `${orgId}/nested/${randomUUID()}.pdf`,
      `${orgId}/noext`,
      'loose.pdf',
    ]) {
      expect((await owner.client.storage.from('organization-files').upload(key, pdf())).error).toMatchObject({
        statusCode: '403',
      });
    }
  });

  it('refuses other types and files over 20 MB', async () => {
    const exe = new Blob(['MZ'], { type: 'application/x-msdownload' });
    expect(
      (await owner.client.storage.from('organization-files').upload(`${orgId}/a.exe`, exe)).error,
    ).toMatchObject({
      statusCode: '415',
    });
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expect((await owner.client.storage.from('organization-files').upload(path(), big)).error).toMatchObject({
      statusCode: '413',
    });
  });
});

describe('message board live updates', () => {
  function watch(client: Client, label: string) {
    const received: string[] = [];
    const channel = client.channel(`org-board-${label}-${randomUUID()}`).on(
      'postgres_changes',
      {
        event: 'INSERT',
        schema: 'public',
        table: 'organization_messages',
        filter: `organization_id=eq.${orgId}`,
      },
      (change) => received.push((change.new as { body: string }).body),
    );
    const ready = new Promise<void>((resolve, reject) =>
      channel.subscribe((status, err) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
      }),
    );
    return { channel, received, ready };
  }

  it('a member receives new messages live; a non-member does not', async () => {
    await Promise.all([member.client.realtime.setAuth(), outsider.client.realtime.setAuth()]);
    const mine = watch(member.client, 'member');
    const theirs = watch(outsider.client, 'outsider');
    try {
      await Promise.all([mine.ready, theirs.ready]);
      const body = `live ${randomUUID()}`;
      expect(
        (await owner.client.from('organization_messages').insert({ organization_id: orgId, body })).error,
      ).toBeNull();
      const until = Date.now() + 8000;
      while (!mine.received.includes(body) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      expect(mine.received).toContain(body);
      await new Promise((r) => setTimeout(r, 300));
      expect(theirs.received).toEqual([]);
    } finally {
      await Promise.all([
        member.client.removeChannel(mine.channel),
        outsider.client.removeChannel(theirs.channel),
      ]);
    }
  });
});

describe('cascades', () => {
  it('deleting the last owner’s account, or the organisation, is not blocked by the owner rule', async () => {
    const pool = db();
    const solo = await newUser('solo-owner');
    const id = randomUUID();
    await pool.query('insert into public.organizations (id, name, slug) values ($1, $2, $3)', [
      id,
      'Solo',
      `solo-${id.slice(0, 8)}`,
    ]);
    await pool.query(`insert into public.organization_users values ($1, $2, 'owner')`, [id, solo.id]);
    await pool.query('delete from auth.users where id = $1', [solo.id]);
    const left = await pool.query('select 1 from public.organization_users where organization_id = $1', [id]);
    expect(left.rows).toEqual([]);
    await pool.query(`insert into public.organization_users values ($1, $2, 'owner')`, [id, owner.id]);
    await pool.query('delete from public.organizations where id = $1', [id]);
    const gone = await pool.query('select 1 from public.organization_users where organization_id = $1', [id]);
    expect(gone.rows).toEqual([]);
  });
});

describe('the seeded portal', () => {
  it('advanced@ belongs to exactly Green Valley Growers, as a member', async () => {
    const user = await demoUser('advanced@example.com');
    const { data } = await user.client
      .from('organization_users')
      .select('role, organizations(slug)')
      .eq('user_id', user.id);
    expect(data).toEqual([{ role: 'member', organizations: { slug: 'green-valley-growers' } }]);
  });

  it('pro@ owns Green Valley Growers and is a member of a second organisation', async () => {
    const user = await demoUser('pro@example.com');
    const { data } = await user.client
      .from('organization_users')
      .select('role, organizations(slug)')
      .eq('user_id', user.id);
    expect(data).toHaveLength(2);
    expect(data).toContainEqual({ role: 'owner', organizations: { slug: 'green-valley-growers' } });
    const gv = await user.client
      .from('organizations')
      .select('id')
      .eq('slug', 'green-valley-growers')
      .single();
    for (const table of contentTables) {
      const rows = await user.client.from(table).select('id').eq('organization_id', gv.data!.id);
      expect(rows.data!.length).toBeGreaterThan(0);
    }
  });

  it('basic@ is in no organisation and sees none', async () => {
    const user = await demoUser('basic@example.com');
    expect((await user.client.from('organization_users').select('organization_id')).data).toEqual([]);
    expect(
      (await user.client.from('organizations').select('id').eq('slug', 'green-valley-growers')).data,
    ).toEqual([]);
  });
});
