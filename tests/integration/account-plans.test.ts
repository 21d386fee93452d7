// Plans and account deletion (issue 4). A user never sets their own tier: apply_subscription() is for
// the service role only (the payment webhook), admin_set_tier() for admins, and both are recorded in
// subscription_events. delete_my_account() soft-deletes the caller and nobody else.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, demoUser, newUser, serviceClient, type TestUser } from './helpers.ts';

let user: TestUser;
let other: TestUser;
let consultant: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [user, other, consultant, admin] = await Promise.all([
    newUser('subscriber'),
    newUser('bystander'),
    demoUser('consultant@example.com'),
    demoUser('admin@example.com'),
  ]);
});

async function tierOf(id: string): Promise<string> {
  const { rows } = await db().query<{ membership_tier: string }>(
    'select membership_tier from public.profiles where id = $1',
    [id],
  );
  return rows[0]!.membership_tier;
}

describe('apply_subscription', () => {
  it('works for the service role: changes the tier, records the event and notifies the user', async () => {
    const { data, error } = await serviceClient().rpc('apply_subscription', {
      p_user_id: user.id,
      p_tier: 'Advanced',
    });
    expect(error).toBeNull();
    expect(data).toBe('Advanced');
    expect(await tierOf(user.id)).toBe('Advanced');
    const profile = await user.client.from('profiles').select('membership_tier').eq('id', user.id).single();
    expect(profile.data?.membership_tier).toBe('Advanced');
    const events = await user.client
      .from('subscription_events')
      .select('tier, previous_tier, source, changed_by');
    expect(events.data).toEqual([
      { tier: 'Advanced', previous_tier: 'free', source: 'payment', changed_by: null },
    ]);
    const notes = await user.client
      .from('notifications')
      .select('type, title, message')
      .eq('type', 'subscription');
    expect(notes.data).toEqual([
      { type: 'subscription', title: 'Plan updated', message: 'Your plan is now Advanced.' },
    ]);
  });

  it.each([
    ['the user themselves', () => user.client],
    ['another user', () => other.client],
    ['the admin', () => admin.client],
    ['anon', () => anonClient()],
  ])('is refused for %s (permission denied, tier unchanged)', async (_who, client) => {
    const before = await tierOf(user.id);
    const { error } = await client().rpc('apply_subscription', {
      p_user_id: user.id,
      p_tier: 'Professional',
    });
    expect(error?.code).toBe('42501');
    expect(await tierOf(user.id)).toBe(before);
  });

  it('refuses an unknown tier and an unknown user', async () => {
    const svc = serviceClient();
    expect(
      (await svc.rpc('apply_subscription', { p_user_id: user.id, p_tier: 'Platinum' })).error?.code,
    ).toBe('22023');
    expect(
      (await svc.rpc('apply_subscription', { p_user_id: crypto.randomUUID(), p_tier: 'Basic' })).error?.code,
    ).toBe('PT404');
  });
});

describe('admin_set_tier', () => {
  it('lets an admin set a tier, recorded with the admin as changer', async () => {
    const target = await newUser('promoted');
    const { data, error } = await admin.client.rpc('admin_set_tier', {
      p_user_id: target.id,
      p_tier: 'Basic',
    });
    expect(error).toBeNull();
    expect(data).toBe('Basic');
    expect(await tierOf(target.id)).toBe('Basic');
    const events = await admin.client
      .from('subscription_events')
      .select('tier, source, changed_by')
      .eq('user_id', target.id);
    expect(events.data).toEqual([{ tier: 'Basic', source: 'admin', changed_by: admin.id }]);
    const mine = await target.client.from('subscription_events').select('tier');
    expect(mine.data).toEqual([{ tier: 'Basic' }]);
  });

  it.each([
    ['the user for themselves', () => other.client, () => other.id],
    ['a user for someone else', () => other.client, () => user.id],
    ['the consultant', () => consultant.client, () => consultant.id],
  ])('refuses %s with 42501', async (_who, client, target) => {
    const before = await tierOf(target());
    const { error } = await client().rpc('admin_set_tier', { p_user_id: target(), p_tier: 'Professional' });
    expect(error?.code).toBe('42501');
    expect(await tierOf(target())).toBe(before);
  });

  it('refuses anon', async () => {
    const { error } = await anonClient().rpc('admin_set_tier', {
      p_user_id: user.id,
      p_tier: 'Professional',
    });
    expect(error?.code).toBe('42501');
  });
});

describe('a user never sets their own tier', () => {
  it('not by updating or upserting their profile', async () => {
    const target = await newUser('climber');
    const upd = await target.client
      .from('profiles')
      .update({ membership_tier: 'Professional' } as never)
      .eq('id', target.id);
    expect(upd.error?.code).toBe('42501');
    const ups = await target.client
      .from('profiles')
      .upsert({ id: target.id, membership_tier: 'Professional' } as never);
    expect(ups.error?.code).toBe('42501');
    expect(await tierOf(target.id)).toBe('free');
  });

  it('not through sign-up metadata or by editing their auth metadata', async () => {
    const sneaky = await newUser('sneaky', { membership_tier: 'Professional', role: 'admin' });
    expect(await tierOf(sneaky.id)).toBe('free');
    const updated = await sneaky.client.auth.updateUser({
      data: { membership_tier: 'Professional', role: 'admin' },
    });
    expect(updated.error).toBeNull();
    expect(await tierOf(sneaky.id)).toBe('free');
    expect((await sneaky.client.rpc('has_tier', { required: 'Advanced' })).data).toBe(false);
    expect((await sneaky.client.rpc('is_admin')).data).toBe(false);
  });

  it('not by writing subscription events', async () => {
    const target = await newUser('forger');
    const ins = await target.client
      .from('subscription_events')
      .insert({ user_id: target.id, tier: 'Professional', source: 'payment' } as never);
    expect(ins.error?.code).toBe('42501');
    expect(
      (
        await target.client
          .from('subscription_events')
          .update({ tier: 'Professional' } as never)
          .eq('user_id', target.id)
      ).error?.code,
    ).toBe('42501');
    expect(
      (await target.client.from('subscription_events').delete().eq('user_id', target.id)).error?.code,
    ).toBe('42501');
    expect(await tierOf(target.id)).toBe('free');
  });
});

describe('subscription_events: select', () => {
  it('anon reads nothing', async () => {
    expect((await anonClient().from('subscription_events').select('id')).error?.code).toBe('42501');
  });

  it.each([
    ['another user', () => other.client],
    ['the consultant', () => consultant.client],
  ])("%s does not see someone else's plan history", async (_who, client) => {
    expect((await client().from('subscription_events').select('id').eq('user_id', user.id)).data).toEqual([]);
  });

  it('the admin reads everyone’s', async () => {
    const { data } = await admin.client.from('subscription_events').select('user_id').eq('user_id', user.id);
    expect(data!.length).toBeGreaterThan(0);
  });
});

describe('delete_my_account', () => {
  it('flags only the caller as deleted and keeps their data', async () => {
    const leaver = await newUser('leaver');
    const bystander = await newUser('stayer');
    await leaver.client.from('facilities').insert({ name: 'Kept' });
    const { error } = await leaver.client.rpc('delete_my_account');
    expect(error).toBeNull();
    const { rows } = await db().query<{ id: string; is_deleted: boolean }>(
      'select id, is_deleted from public.profiles where id = any($1)',
      [[leaver.id, bystander.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.is_deleted]))).toEqual({
      [leaver.id]: true,
      [bystander.id]: false,
    });
    // Its own token reads nothing any more (account-deletion.test.ts covers the lock-out).
    const own = await leaver.client.from('profiles').select('is_deleted').eq('id', leaver.id).single();
    expect(own.error?.code).toBe('account_deleted');
    const kept = await db().query('select 1 from public.facilities where user_id = $1', [leaver.id]);
    expect(kept.rows).toHaveLength(1);
  });

  it('is refused for anon', async () => {
    const { error } = await anonClient().rpc('delete_my_account');
    expect(error?.code).toBe('42501');
  });

  it('cannot be undone by the user through REST', async () => {
    const leaver = await newUser('regret');
    await leaver.client.rpc('delete_my_account');
    const { error } = await leaver.client
      .from('profiles')
      .update({ is_deleted: false } as never)
      .eq('id', leaver.id);
    expect(error?.code).toBe('account_deleted');
    const { rows } = await db().query('select is_deleted from public.profiles where id = $1', [leaver.id]);
    expect(rows).toEqual([{ is_deleted: true }]);
  });
});
