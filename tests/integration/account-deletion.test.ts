// A deleted account "cannot be accessed": delete_my_account bans it in auth (GoTrue's banned_until),
// ends its sessions, and the database refuses whatever its still-valid access token asks: every REST
// and RPC request (PostgREST's pre-request hook) and every storage operation (restrictive policies).
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, db, newUser, type TestUser } from './helpers.ts';

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = () => new Blob([PNG], { type: 'image/png' });

describe('a deleted account', () => {
  let leaver: TestUser;
  let bystander: TestUser;
  let keptFile: string;
  let privateFile: string;

  beforeAll(async () => {
    [leaver, bystander] = await Promise.all([
      newUser({ prefix: 'leaver', tier: 'Advanced' }),
      newUser('bystander'),
    ]);
    keptFile = `${leaver.id}/before.png`;
    expect((await leaver.client.storage.from('avatars').upload(keptFile, png())).error).toBeNull();
    // A private file too: public avatars are readable by anyone anyway.
    const project = await leaver.client
      .from('breeding_projects')
      .insert({ name: 'Kept' })
      .select('id')
      .single();
    privateFile = `${leaver.id}/${project.data!.id}/plant.png`;
    expect(
      (await leaver.client.storage.from('selection-images').upload(privateFile, png())).error,
    ).toBeNull();
    expect((await leaver.client.from('facilities').insert({ name: 'Before' })).error).toBeNull();
    expect((await leaver.client.rpc('delete_my_account')).error).toBeNull();
  });

  it('is banned the way GoTrue records it, for a hundred years', async () => {
    const { rows } = await db().query<{ years: number }>(
      `select extract(year from age(banned_until, now()))::int as years from auth.users where id = $1`,
      [leaver.id],
    );
    expect(rows[0]!.years).toBeGreaterThanOrEqual(99);
  });

  it('cannot sign in again or refresh its session', async () => {
    const signIn = await anonClient().auth.signInWithPassword({
      email: leaver.email,
      password: leaver.password,
    });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const refresh = await leaver.client.auth.refreshSession();
    expect(refresh.error).not.toBeNull();
    expect(refresh.data.session).toBeNull();
  });

  it('reads and writes nothing through REST or RPC with its still-valid access token', async () => {
    const refused = {
      code: 'account_deleted',
      message: 'This account has been deleted and cannot be accessed.',
    };
    const read = await leaver.client.from('profiles').select('is_deleted').eq('id', leaver.id);
    expect(read.error).toMatchObject(refused);
    expect(read.status).toBe(403);
    const insert = await leaver.client.from('facilities').insert({ name: 'After' });
    expect(insert.error).toMatchObject(refused);
    const update = await leaver.client.from('profiles').update({ first_name: 'Ghost' }).eq('id', leaver.id);
    expect(update.error).toMatchObject(refused);
    const rpc = await leaver.client.rpc('submit_consultant_application', {
      p_title: 'Ghost',
      p_short_description: 'Ghost',
      p_bio: 'Ghost',
      p_years_experience: 3,
      p_hourly_rate: 100,
      p_specialty_ids: [1],
    });
    expect(rpc.error).toMatchObject(refused);
    const { rows } = await db().query<{ name: string }>(
      `select name from public.facilities where user_id = $1
       union all select first_name from public.profiles where id = $1 and first_name = 'Ghost'
       union all select title from public.agora_consultant_profiles where user_id = $1`,
      [leaver.id],
    );
    expect(rows.map((r) => r.name)).toEqual(['Before']);
  });

  it('uploads, replaces, deletes and reads no stored files', async () => {
    const bucket = leaver.client.storage.from('avatars');
    expect((await bucket.upload(`${leaver.id}/after.png`, png())).error).not.toBeNull();
    expect((await bucket.upload(keptFile, png(), { upsert: true })).error).not.toBeNull();
    const removed = await bucket.remove([keptFile]);
    expect(removed.data ?? []).toEqual([]);
    expect((await leaver.client.storage.from('selection-images').download(privateFile)).error).not.toBeNull();
    const { rows } = await db().query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'avatars' and name like $1`,
      [`${leaver.id}/%`],
    );
    expect(rows.map((r) => r.name)).toEqual([keptFile]);
  });

  it('leaves everybody else alone', async () => {
    const own = await bystander.client.from('profiles').select('is_deleted').eq('id', bystander.id).single();
    expect(own.data).toEqual({ is_deleted: false });
    expect((await bystander.client.from('facilities').insert({ name: 'Mine' })).error).toBeNull();
    const anon = await anonClient().from('agora_specialties').select('id').limit(1);
    expect(anon.error).toBeNull();
  });
});
