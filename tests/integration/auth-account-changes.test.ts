// What an access token alone cannot do to an account, as GoTrue behaves: a banned account
// (auth.users.banned_until, what delete_my_account sets) cannot sign in, refresh or read itself; a
// password change from an old session needs the code GET /reauthenticate mails (secure password
// change); a new email address applies only once confirmed from the mailed links (secure email
// change, from both addresses while mail confirmations are on).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Hono } from 'hono';
import { decodeJwt, SignJWT } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../supabase/local/config.ts';
import { inboxDir, InboxStore } from '../../supabase/local/dev/inbox/store.ts';
import { createAuthService } from '../../supabase/local/services/auth/index.ts';
import { anonClient, db, inbox, newUser, serviceClient, stack, stackKeys, type TestUser } from './helpers.ts';
import { ownInbox } from './throwaway-stack.ts';
import { codeIn, expectApiError, fragmentOf } from './auth-mail.ts';

const AUTH = `${stack.apiUrl}/auth/v1`;
const APP = 'http://127.0.0.1:5173/profile';

/** Makes the user's current session look as if it signed in two days ago. */
async function ageSession(user: TestUser): Promise<void> {
  const { data } = await user.client.auth.getSession();
  const sessionId = decodeJwt(data.session!.access_token).session_id;
  await db().query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [
    sessionId,
  ]);
}

describe('banned accounts (auth.users.banned_until)', () => {
  it('cannot sign in, refresh or use /user while banned, and can again once the ban is lifted', async () => {
    const user = await newUser('banned');
    const { data } = await user.client.auth.getSession();
    const { access_token, refresh_token } = data.session!;
    const admin = serviceClient().auth.admin;

    // A century, as delete_my_account bans a deleted account.
    const banned = await admin.updateUserById(user.id, { ban_duration: '876000h' });
    expect(banned.error).toBeNull();
    expect(new Date(banned.data.user!.banned_until!).getFullYear()).toBeGreaterThan(2100);

    const signIn = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expectApiError(signIn.error, 400, 'user_banned');
    const refresh = await fetch(`${AUTH}/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ refresh_token }),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toEqual({
      code: 'user_banned',
      message: 'Invalid Refresh Token: User Banned',
    });
    const me = await fetch(`${AUTH}/user`, {
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(me.status).toBe(403);
    expect(await me.json()).toEqual({ code: 'user_banned', message: 'User is banned' });

    expect((await admin.updateUserById(user.id, { ban_duration: 'none' })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
  });

  it('honours a ban written straight into auth.users, as the database does on account deletion', async () => {
    const user = await newUser('deleted-ban');
    await db().query(`update auth.users set banned_until = now() + interval '100 years' where id = $1`, [
      user.id,
    ]);
    const signIn = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expectApiError(signIn.error, 400, 'user_banned');
    expectApiError((await user.client.auth.getUser()).error, 403, 'user_banned');
  });

  it('refuses a ban_duration that is not a Go duration', async () => {
    const user = await newUser('ban-format');
    const res = await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: '100 years' });
    expectApiError(res.error, 400, 'validation_failed');
  });
});

describe('secure password change', () => {
  it('asks an old session for the mailed code, refuses a wrong one and accepts the right one once', async () => {
    const user = await newUser('reauth');
    await ageSession(user);
    const needed = await user.client.auth.updateUser({ password: 'changed-pass-1' });
    expectApiError(needed.error, 400, 'reauthentication_needed');

    expect((await user.client.auth.reauthenticate()).error).toBeNull();
    const [mail] = await inbox(user.email);
    const code = codeIn(mail);
    expect(mail).toMatchObject({ subject: `${code} is your verification code` });

    const wrong = await user.client.auth.updateUser({
      password: 'changed-pass-1',
      nonce: code === '000000' ? '000001' : '000000',
    });
    expectApiError(wrong.error, 422, 'reauthentication_not_valid');
    expect((await user.client.auth.updateUser({ password: 'changed-pass-1', nonce: code })).error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: 'changed-pass-1' })).error,
    ).toBeNull();

    const reused = await user.client.auth.updateUser({ password: 'changed-pass-2', nonce: code });
    expectApiError(reused.error, 422, 'reauthentication_not_valid');
  });
});

describe('reauthentication', () => {
  it('answers as hosted without a session and for an account with neither email nor phone', async () => {
    // No session: supabase-js refuses before asking (no request), as it does against hosted.
    const calls: string[] = [];
    const signedOut = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: (input, init) => (calls.push(String(input)), fetch(input, init)) },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const missing = await signedOut.auth.reauthenticate();
    expect(missing.error?.name).toBe('AuthSessionMissingError');
    expect(calls).toEqual([]);
    // GoTrue's own answers: no token, and a user with no address to send the code to (hosted's
    // anonymous users, the suite's case; anonymous sign-in is off here, so the row is made by hand).
    const bare = await fetch(`${stack.apiUrl}/auth/v1/reauthenticate`, {
      headers: { apikey: stack.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: 'no_authorization' });
    const { rows } = await db().query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', now(), now(), true)
       returning id`,
    );
    const token = await new SignJWT({
      sub: rows[0]!.id,
      role: 'authenticated',
      aud: 'authenticated',
      is_anonymous: true,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const nobody = await fetch(`${stack.apiUrl}/auth/v1/reauthenticate`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(nobody.status).toBe(400);
    expect(await nobody.json()).toEqual({
      code: 'validation_failed',
      message: 'Reauthentication requires the user to have an email or a phone number',
    });
  });
});

describe('email change (the project config: confirmations on, so both addresses confirm)', () => {
  it('mails both addresses; the second confirmed link changes the address and signs in, then the others are spent', async () => {
    const user = await newUser('mover');
    const newEmail = `moved-${user.email}`;
    const started = await user.client.auth.updateUser({ email: newEmail }, { emailRedirectTo: APP });
    expect(started.error).toBeNull();
    expect(started.data.user).toMatchObject({ email: user.email, new_email: newEmail });

    const [toNew] = await inbox(newEmail);
    const [toCurrent] = await inbox(user.email);
    for (const mail of [toNew, toCurrent])
      expect(mail).toMatchObject({ subject: 'Confirm your new email address' });
    expect(toCurrent!.text).toContain(`from ${user.email} to ${newEmail}`);

    const first = await fetch(toNew!.links[0]!, { redirect: 'manual' });
    expect(fragmentOf(first.headers.get('location')!)).toEqual({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      sb: '',
    });
    const { rows } = await db().query('select email from auth.users where id = $1', [user.id]);
    expect(rows[0].email).toBe(user.email);

    const res = await fetch(toCurrent!.links[0]!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = fragmentOf(res.headers.get('location')!);
    expect(fragment).toMatchObject({ type: 'email_change', token_type: 'bearer' });
    expect(decodeJwt(fragment.access_token!).email).toBe(newEmail);
    expect(
      (await anonClient().auth.signInWithPassword({ email: newEmail, password: user.password })).error,
    ).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).not.toBeNull();

    const spent = await fetch(toNew!.links[0]!, { redirect: 'manual' });
    expect(fragmentOf(spent.headers.get('location')!)).toMatchObject({ error_code: 'otp_expired' });
  });

  it("lets the new address sign in after an admin's change, which keeps the account confirmed (as GoTrue)", async () => {
    const user = await newUser('admin-moved');
    const newEmail = `admin-moved-${user.email}`;
    const changed = await serviceClient().auth.admin.updateUserById(user.id, { email: newEmail });
    expect(changed.error).toBeNull();
    expect(changed.data.user).toMatchObject({ email: newEmail, email_confirmed_at: expect.any(String) });
    expect(
      (await anonClient().auth.signInWithPassword({ email: newEmail, password: user.password })).error,
    ).toBeNull();
    expectApiError(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error,
      400,
      'invalid_credentials',
    );
  });

  it('accepts the mailed codes through verifyOtp, one from each address', async () => {
    const user = await newUser('mover-code');
    const newEmail = `coded-${user.email}`;
    expect((await user.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const first = await anonClient().auth.verifyOtp({
      email: newEmail,
      token: codeIn((await inbox(newEmail))[0]),
      type: 'email_change',
    });
    expect(first.error).toBeNull();
    expect(first.data.user).toBeNull();
    const second = await anonClient().auth.verifyOtp({
      email: user.email,
      token: codeIn((await inbox(user.email))[0]),
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.user!.email).toBe(newEmail);
  });
});

describe('email change with mail confirmations off (as hosted with "Confirm email" off): either link completes it', () => {
  let app: Hono;
  let pool: pg.Pool;
  let dataDir: string;
  let mail: Awaited<ReturnType<typeof ownInbox>>;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'auth-double-confirm-'));
    mail = await ownInbox(dataDir);
    const base = buildConfig({ dataDir });
    const config = {
      ...buildConfig({
        dataDir,
        smtpPort: mail.smtpPort,
        auth: { email: { ...base.auth.email, enableConfirmations: false } },
      }),
      apiUrl: stack.apiUrl,
    };
    ({ app } = await createAuthService({ config, pool, keys: stackKeys(), log: () => undefined }));
  });

  afterAll(async () => {
    await mail.close();
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  const mails = (to: string) => new InboxStore(inboxDir(dataDir)).list({ to });
  /** A mailed link as this service (mounted at /auth/v1 on a stack) sees it. */
  const servicePath = (link: string) => {
    const url = new URL(link);
    return url.pathname.replace(/^\/auth\/v1/, '') + url.search;
  };

  it("changes the address from the first link opened, the current address's included", async () => {
    const user = await newUser('single');
    const newEmail = `single-${user.email}`;
    const { data } = await user.client.auth.getSession();
    const headers = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
    const put = await app.request(`/user?redirect_to=${encodeURIComponent(APP)}`, {
      method: 'PUT',
      headers: { ...headers, Authorization: `Bearer ${data.session!.access_token}` },
      body: JSON.stringify({ email: newEmail }),
    });
    expect(put.status).toBe(200);

    const [fromCurrent] = await mails(user.email);
    const first = await app.request(servicePath(fromCurrent!.links[0]!));
    expect(first.status).toBe(303);
    expect(fragmentOf(first.headers.get('location')!)).toMatchObject({ type: 'email_change' });
    const { rows } = await db().query('select email from auth.users where id = $1', [user.id]);
    expect(rows[0].email).toBe(newEmail);
  });

  it("changes it from the new address's code alone", async () => {
    const user = await newUser('single-code');
    const newEmail = `single2-${user.email}`;
    const { data } = await user.client.auth.getSession();
    const headers = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
    await app.request('/user', {
      method: 'PUT',
      headers: { ...headers, Authorization: `Bearer ${data.session!.access_token}` },
      body: JSON.stringify({ email: newEmail }),
    });
    const code = /code: (\d{6})/.exec((await mails(newEmail))[0]!.text)![1]!;
    const first = await app.request('/verify', {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'email_change', email: newEmail, token: code }),
    });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { user: { email: string } }).user.email).toBe(newEmail);
  });
});
