// The local auth service through supabase-js, as the app uses it: sessions, rotation, errors as
// auth-js surfaces them, password recovery through the local inbox, and the admin API.
import { randomUUID } from 'node:crypto';
import { createClient, isAuthSessionMissingError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_DEMO_SIGNING_KEY } from '../../supabase/local/signing-keys.ts';
import {
  anonClient,
  db,
  DEMO_PASSWORD,
  inbox,
  newUser,
  serviceClient,
  stack,
  type Client,
} from './helpers.ts';
import { expectApiError, fragmentOf } from './auth-mail.ts';

// supabase-js builds a realtime client, which needs a WebSocket; Node 20 has none built in.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const AUTH = `${stack.apiUrl}/auth/v1`;
const SITE_URL = 'http://127.0.0.1:5173';
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;

/** A client that sends `token` as its bearer instead of the API key. */
function clientWithBearer(token: string): Client {
  return createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

async function rawAuth(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`${AUTH}${path}`, {
    ...init,
    headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await res.text();
  return { res, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** The redirect a mailed /verify link answers with (the link itself is followed by a browser). */
async function followLink(link: string): Promise<string> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

describe('sign-up (the project confirms addresses: [auth.email] enable_confirmations)', () => {
  it('creates an unconfirmed user with an identity and a profile, mails a link, and no session until it is opened', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'password-123',
      options: { data: { first_name: 'Ada', last_name: 'Lovelace' } },
    });
    expect(error).toBeNull();
    const { user, session } = data;
    expect(session).toBeNull();
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      is_anonymous: false,
    });
    expect(user!.email_confirmed_at ?? null).toBeNull();
    expect(user!.confirmation_sent_at).toBeTruthy();
    expect(user!.identities).toHaveLength(1);
    expect(user!.identities![0]).toMatchObject({ provider: 'email', id: user!.id, user_id: user!.id });

    const { rows: profiles } = await db().query(
      'select first_name, last_name from public.profiles where id = $1',
      [user!.id],
    );
    expect(profiles).toEqual([{ first_name: 'Ada', last_name: 'Lovelace' }]);

    // Unconfirmed, the password does not sign in (GoTrue's words).
    const early = await anonClient().auth.signInWithPassword({ email, password: 'password-123' });
    expectApiError(early.error, 400, 'email_not_confirmed');

    const [mail] = await inbox(email);
    expect(mail!.subject).toBe('Confirm Your Signup');
    const fragment = fragmentOf(await followLink(mail!.links[0]!));
    expect(fragment).toMatchObject({ type: 'signup', token_type: 'bearer' });
    expect(decodeJwt(fragment.access_token!).sub).toBe(user!.id);
    const { rows } = await db().query<{ confirmed: boolean }>(
      'select email_confirmed_at is not null as confirmed from auth.users where id = $1',
      [user!.id],
    );
    expect(rows).toEqual([{ confirmed: true }]);
    const later = await anonClient().auth.signInWithPassword({ email, password: 'password-123' });
    expect(later.error).toBeNull();
  });

  it('issues access tokens with GoTrue claims, tied to a stored session', async () => {
    const user = await newUser('claims');
    const { data } = await user.client.auth.getSession();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      iss: `${stack.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const { rows } = await db().query('select user_id::text from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    expect(rows).toEqual([{ user_id: user.id }]);
  });

  it('answers a registered address exactly as a new one: same status and shape, no mail, the account untouched', async () => {
    const user = await newUser('dup');
    const fresh = uniqueEmail('dup-new');
    const sign = (email: string) =>
      rawAuth('/signup', {
        method: 'POST',
        headers: API_VERSION,
        body: JSON.stringify({ email, password: 'another-password', data: { first_name: 'Eve' } }),
      });
    const [known, unknown] = [await sign(user.email), await sign(fresh)];
    expect(known.res.status).toBe(200);
    expect(unknown.res.status).toBe(200);
    // Same keys, nested alike; only values that differ for any two sign-ups differ.
    const shape = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(shape)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
          : typeof v;
    expect(shape(known.body)).toEqual(shape(unknown.body));
    expect(known.body).toMatchObject({ email: user.email, user_metadata: { first_name: 'Eve' } });
    expect(known.body!.id).not.toBe(user.id);
    expect(known.body!.email_confirmed_at).toBeUndefined();
    // Through supabase-js: no error, no session, as for a new address.
    const again = await anonClient().auth.signUp({ email: user.email, password: 'password-123' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();

    // Nothing was sent to the owner, whose password and profile stay theirs.
    expect(await inbox(fresh)).toHaveLength(1);
    expect(await inbox(user.email)).toEqual([]);
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
    const stranger = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: 'another-password',
    });
    expectApiError(stranger.error, 400, 'invalid_credentials');
    const { rows } = await db().query('select first_name from public.profiles where id = $1', [user.id]);
    expect(rows[0].first_name).not.toBe('Eve');
  });

  it('mails an address whose sign-up is unconfirmed again, and keeps its first password', async () => {
    const email = uniqueEmail('twice');
    const first = await anonClient().auth.signUp({ email, password: 'first-password' });
    expect(first.error).toBeNull();
    // GoTrue's resend interval ([auth.email] max_frequency) applies per address.
    await new Promise((r) => setTimeout(r, 1100));
    const second = await anonClient().auth.signUp({ email, password: 'second-password' });
    expect(second.error).toBeNull();
    expect(second.data.user!.id).toBe(first.data.user!.id);
    expect(await inbox(email)).toHaveLength(2);
    const [newest] = await inbox(email);
    await followLink(newest!.links[0]!);
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'first-password' })).error,
    ).toBeNull();
  });

  it('refuses a malformed email address', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'not-an-email', password: 'password-123' });
    expectApiError(error, 400, 'validation_failed');
  });

  it('refuses a password shorter than the minimum, with the reason', async () => {
    const { error } = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    // auth-js turns weak_password into its own error class, carrying the reasons.
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    const { res, body } = await rawAuth('/signup', {
      method: 'POST',
      headers: API_VERSION,
      body: JSON.stringify({ email: uniqueEmail('weak'), password: '12345' }),
    });
    expect(res.status).toBe(422);
    expect(body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('signs up and in with a phone number', async () => {
    const digits = `1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const { data, error } = await anonClient().auth.signUp({ phone: `+${digits}`, password: 'password-123' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: digits, email: '', app_metadata: { provider: 'phone' } });
    expect(data.user!.phone_confirmed_at).toBeTruthy();
    expect(data.session).not.toBeNull();

    const signIn = await anonClient().auth.signInWithPassword({
      phone: `+${digits}`,
      password: 'password-123',
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.id).toBe(data.user!.id);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the password, stamps last_sign_in_at, and /user returns the user', async () => {
    const user = await newUser('signin');
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.last_sign_in_at).toBeTruthy();

    const got = await client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: user.id, email: user.email });
  });

  it('signs in a seeded demo user whose password was hashed by pgcrypto crypt()', async () => {
    const { rows } = await db().query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where email = 'free@example.com'`,
    );
    expect(rows[0]!.encrypted_password).toMatch(/^\$2a\$06\$/);
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: 'FREE@example.com',
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ first_name: 'Sam' });
  });

  it('answers invalid_credentials for a wrong password and for an unknown address alike', async () => {
    const user = await newUser('wrongpw');
    const wrong = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: 'not-the-password',
    });
    expectApiError(wrong.error, 400, 'invalid_credentials');
    expect(wrong.error!.message).toBe('Invalid login credentials');
    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: 'x-password',
    });
    expectApiError(unknown.error, 400, 'invalid_credentials');
  });

  it('stores new passwords as $2a$ bcrypt with cost 10', async () => {
    const { data } = await anonClient().auth.signUp({ email: uniqueEmail('hash'), password: 'password-123' });
    const { rows } = await db().query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [data.user!.id],
    );
    expect(rows[0]!.encrypted_password).toMatch(/^\$2a\$10\$/);
  });

  it('rotates refresh tokens: the used one is revoked and its child records it as parent', async () => {
    const user = await newUser('rotate');
    const first = (await user.client.auth.getSession()).data.session!;
    const { data, error } = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    const { rows } = await db().query(
      `select token, revoked, parent from auth.refresh_tokens where token = any($1) order by id`,
      [[first.refresh_token, second.refresh_token]],
    );
    expect(rows).toEqual([
      { token: first.refresh_token, revoked: true, parent: null },
      { token: second.refresh_token, revoked: false, parent: first.refresh_token },
    ]);
  });

  it('hands back the current token for a reuse inside the reuse interval, and ends the session after it', async () => {
    const user = await newUser('reuse');
    const first = (await user.client.auth.getSession()).data.session!;
    const second = (await anonClient().auth.refreshSession({ refresh_token: first.refresh_token })).data
      .session!;

    // A client that lost the response retries with the old token: it gets the current one back.
    const retry = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(retry.error).toBeNull();
    expect(retry.data.session!.refresh_token).toBe(second.refresh_token);

    // Later, the same reuse looks like a stolen token: the whole session is revoked.
    await db().query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`,
      [first.refresh_token],
    );
    const stolen = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expectApiError(stolen.error, 400, 'refresh_token_already_used');
    const legit = await anonClient().auth.refreshSession({ refresh_token: second.refresh_token });
    expectApiError(legit.error, 400, 'refresh_token_not_found');
    const { error } = await anonClient().auth.getUser(second.access_token);
    expect(isAuthSessionMissingError(error)).toBe(true);
  });

  it('answers refresh_token_not_found for an unknown refresh token', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-refresh-token' });
    expectApiError(error, 400, 'refresh_token_not_found');
  });

  it('signs out: the old access token then names a session that no longer exists', async () => {
    const user = await newUser('logout');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const { error } = await user.client.auth.signOut();
    expect(error).toBeNull();

    // auth-js reports session_not_found as a missing session (and drops its own).
    const got = await anonClient().auth.getUser(token);
    expect(isAuthSessionMissingError(got.error)).toBe(true);
    const { res, body } = await rawAuth('/user', {
      headers: { ...API_VERSION, Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    expect(body).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('signs out locally or the others only, as asked', async () => {
    const user = await newUser('scopes');
    const other = anonClient();
    await other.auth.signInWithPassword({ email: user.email, password: user.password });
    const mine = (await user.client.auth.getSession()).data.session!.access_token;
    const theirs = (await other.auth.getSession()).data.session!.access_token;

    expect((await user.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await anonClient().auth.getUser(mine)).error).toBeNull();
    expect(isAuthSessionMissingError((await anonClient().auth.getUser(theirs)).error)).toBe(true);

    expect((await user.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(isAuthSessionMissingError((await anonClient().auth.getUser(mine)).error)).toBe(true);
  });

  it('refuses /user without a bearer token (no_authorization)', async () => {
    const { res, body } = await rawAuth('/user', { headers: API_VERSION });
    expect(res.status).toBe(401);
    expect(body).toMatchObject({ code: 'no_authorization' });

    // Through auth-js: a client that sends an empty Authorization header.
    const bare = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: '' } },
    });
    const { error } = await bare.auth.admin.listUsers();
    expectApiError(error, 401, 'no_authorization');
  });

  it('refuses a malformed, forged or expired JWT (bad_jwt)', async () => {
    expectApiError((await anonClient().auth.getUser('not-a-jwt')).error, 403, 'bad_jwt');

    const user = await newUser('badjwt');
    const claims = { sub: user.id, role: 'authenticated', aud: 'authenticated' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-to-sign'));
    expectApiError((await anonClient().auth.getUser(forged)).error, 403, 'bad_jwt');
    const strangerKey = (await generateKeyPair('ES256')).privateKey;
    const unknownKid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'not-a-project-key' })
      .setExpirationTime('1h')
      .sign(strangerKey);
    const refused = (await anonClient().auth.getUser(unknownKid)).error;
    expectApiError(refused, 403, 'bad_jwt');
    expect(refused!.message).toContain('unrecognized JWT kid not-a-project-key for algorithm ES256');
    const posing = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: LOCAL_DEMO_SIGNING_KEY.kid })
      .setExpirationTime('1h')
      .sign(strangerKey);
    expectApiError((await anonClient().auth.getUser(posing)).error, 403, 'bad_jwt');

    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(stack.jwtSecret));
    const { error } = await anonClient().auth.getUser(expired);
    expectApiError(error, 403, 'bad_jwt');
    expect(error!.message).toContain('token is expired');
  });

  it('keeps out accounts whose auth row is soft-deleted, also from refreshing', async () => {
    {
      const user = await newUser('softdel');
      const refreshToken = (await user.client.auth.getSession()).data.session!.refresh_token;
      await db().query('update auth.users set deleted_at = now() where id = $1', [user.id]);
      const signIn = await anonClient().auth.signInWithPassword({
        email: user.email,
        password: user.password,
      });
      expectApiError(signIn.error, 400, 'invalid_credentials');
      const refresh = await anonClient().auth.refreshSession({ refresh_token: refreshToken });
      expectApiError(refresh.error, 400, 'refresh_token_not_found');
    }
  });
});

describe('error shapes', () => {
  it('uses the legacy shape without the API version header, and echoes the header when given', async () => {
    const body = JSON.stringify({ email: uniqueEmail('legacy'), password: 'wrong-password' });
    const legacy = await rawAuth('/token?grant_type=password', { method: 'POST', body });
    expect(legacy.res.status).toBe(400);
    expect(legacy.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(legacy.res.headers.get('x-supabase-api-version')).toBeNull();

    const current = await rawAuth('/token?grant_type=password', {
      method: 'POST',
      body,
      headers: API_VERSION,
    });
    expect(current.body).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(current.res.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    const ok = await rawAuth('/settings', { headers: API_VERSION });
    expect(ok.res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('publishes settings and the public signing keys (never the legacy secret)', async () => {
    const settings = await rawAuth('/settings');
    expect(settings.body).toMatchObject({
      external: { email: true, phone: true },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: true,
    });
    const jwks = await rawAuth('/.well-known/jwks.json');
    expect(jwks.body).toEqual({
      keys: [
        {
          alg: 'ES256',
          crv: 'P-256',
          ext: true,
          key_ops: ['verify'],
          kid: LOCAL_DEMO_SIGNING_KEY.kid,
          kty: 'EC',
          use: 'sig',
          x: LOCAL_DEMO_SIGNING_KEY.x,
          y: LOCAL_DEMO_SIGNING_KEY.y,
        },
      ],
    });
  });
});

describe('updating the user', () => {
  it('merges metadata, changes the password (weak ones refused) and starts an email change', async () => {
    const user = await newUser('update', { first_name: 'Old' });
    const merged = await user.client.auth.updateUser({ data: { nickname: 'Ed' } });
    expect(merged.error).toBeNull();
    expect(merged.data.user!.user_metadata).toMatchObject({ first_name: 'Old', nickname: 'Ed' });

    const weak = await user.client.auth.updateUser({ password: '123' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    const same = await user.client.auth.updateUser({ password: user.password });
    expectApiError(same.error, 422, 'same_password');

    // A session signed in today changes its password without reauthentication (as GoTrue).
    expect((await user.client.auth.updateUser({ password: 'brand-new-pass' })).error).toBeNull();
    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expectApiError(old.error, 400, 'invalid_credentials');

    // A new address waits for confirmation: the account keeps the old one until then.
    const newEmail = uniqueEmail('changed');
    const changed = await user.client.auth.updateUser({ email: newEmail });
    expect(changed.error).toBeNull();
    expect(changed.data.user).toMatchObject({ email: user.email, new_email: newEmail });
    expect(
      (await anonClient().auth.signInWithPassword({ email: user.email, password: 'brand-new-pass' })).error,
    ).toBeNull();
    for (const to of [user.email, newEmail]) {
      expect((await inbox(to))[0]).toMatchObject({ subject: 'Confirm your new email address' });
    }
  });
});

describe('password recovery', () => {
  it('mails a link that signs the user in for recovery, after which a new password works', async () => {
    const user = await newUser('recover');
    const redirectTo = 'http://localhost:5173/reset-password';
    const sent = await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo });
    expect(sent).toEqual({ data: {}, error: null });

    const [mail] = await inbox(user.email);
    expect(mail).toMatchObject({ to: user.email, subject: 'Reset Your Password' });
    const link = mail!.links[0]!;
    expect(link).toMatch(new RegExp(`^${AUTH}/verify\\?token=\\w+&type=recovery&redirect_to=`));
    // People read the same mail on the inbox page, with the link clickable.
    const page = await (await fetch(`${stack.apiUrl}/inbox?to=${encodeURIComponent(user.email)}`)).text();
    expect(page).toContain('Reset Your Password');
    expect(page).toContain(`<a href="${link.replaceAll('&', '&#38;')}">`);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment).toMatchObject({ token_type: 'bearer', type: 'recovery', expires_in: '3600' });
    expect(Number(fragment.expires_at)).toBeGreaterThan(Date.now() / 1000);
    expect(decodeJwt(fragment.access_token!).sub).toBe(user.id);

    // What the app does on its reset page (auth-js has parsed the fragment into a session).
    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-pass-1' })).error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: 'recovered-pass-1',
    });
    expect(signIn.error).toBeNull();

    // The link worked once.
    const again = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location')!)).toMatchObject({ error_code: 'otp_expired' });
  });

  it('redirects a bad link to the app with the error in the fragment', async () => {
    const res = await fetch(
      `${AUTH}/verify?token=deadbeef&type=recovery&redirect_to=${encodeURIComponent('http://localhost:5173/reset')}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      'http://localhost:5173/reset#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });

  it('refuses an expired link and falls back to site_url for a redirect that is not allowed', async () => {
    const user = await newUser('expired');
    await anonClient().auth.resetPasswordForEmail(user.email, {
      redirectTo: 'https://evil.example.net/steal',
    });
    const link = new URL((await inbox(user.email))[0]!.links[0]!);
    expect(link.searchParams.get('redirect_to')).toBe(SITE_URL);

    await db().query(
      `update auth.one_time_tokens set created_at = now() - interval '2 hours' where user_id = $1`,
      [user.id],
    );
    const res = await fetch(link, { redirect: 'manual' });
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${SITE_URL}#`)).toBe(true);
    expect(fragmentOf(location)).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
  });

  it('accepts the emailed code through verifyOtp, as a recovery session', async () => {
    const user = await newUser('otp');
    await anonClient().auth.resetPasswordForEmail(user.email);
    const code = (await inbox(user.email))[0]!.text.match(/code: (\d{6})/)![1]!;
    const client = anonClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.auth.verifyOtp({ email: user.email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(events).toContain('PASSWORD_RECOVERY');

    const reused = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'recovery' });
    expectApiError(reused.error, 403, 'otp_expired');
  });

  it('answers {} for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    expect(await anonClient().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(await inbox(email)).toEqual([]);
  });
});

describe('admin API', () => {
  it('is refused to a user token and to the anon key (not_admin)', async () => {
    const user = await newUser('notadmin');
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    expectApiError((await clientWithBearer(token).auth.admin.listUsers()).error, 403, 'not_admin');
    const { error } = await anonClient().auth.admin.listUsers();
    expectApiError(error, 403, 'not_admin');
    expect(error!.message).toBe('User not allowed');
  });

  it('lists users page by page', async () => {
    await newUser('list');
    await newUser('list');
    const { data, error } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    // nextPage and total come from the Link and X-Total-Count headers.
    expect(data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect('total' in data ? data.total : 0).toBeGreaterThanOrEqual(2);
  });

  it('creates, reads, bans, unbans and soft-deletes a user', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'admin-made-1',
      email_confirm: true,
      user_metadata: { first_name: 'Grace' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.email_confirmed_at).toBeTruthy();
    expect((await admin.getUserById(id)).data.user).toMatchObject({ id, email });
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: 'admin-made-1' })).error,
    ).toBeNull();

    const dup = await admin.createUser({ email, password: 'admin-made-1' });
    expectApiError(dup.error, 422, 'email_exists');

    expect((await admin.updateUserById(id, { ban_duration: '24h' })).error).toBeNull();
    expectApiError(
      (await anonClient().auth.signInWithPassword({ email, password: 'admin-made-1' })).error,
      400,
      'user_banned',
    );
    expect((await admin.updateUserById(id, { ban_duration: 'none' })).error).toBeNull();
    const signedIn = anonClient();
    expect((await signedIn.auth.signInWithPassword({ email, password: 'admin-made-1' })).error).toBeNull();

    expect((await admin.deleteUser(id, true)).error).toBeNull();
    const { rows } = await db().query(
      'select deleted_at is not null as deleted, email from auth.users where id = $1',
      [id],
    );
    expect(rows).toEqual([{ deleted: true, email: null }]);
    expectApiError(
      (await anonClient().auth.signInWithPassword({ email, password: 'admin-made-1' })).error,
      400,
      'invalid_credentials',
    );
    // Its sessions ended with it.
    expect(isAuthSessionMissingError((await signedIn.auth.getUser()).error)).toBe(true);
  });

  it('refuses sign-in to an unconfirmed user and hard-deletes', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('unconfirmed');
    const { data } = await admin.createUser({ email, password: 'admin-made-2' });
    expectApiError(
      (await anonClient().auth.signInWithPassword({ email, password: 'admin-made-2' })).error,
      400,
      'email_not_confirmed',
    );
    expect((await admin.deleteUser(data.user!.id)).error).toBeNull();
    expectApiError((await admin.getUserById(data.user!.id)).error, 404, 'user_not_found');
    const { rows } = await db().query('select 1 from public.profiles where id = $1', [data.user!.id]);
    expect(rows).toEqual([]);
  });
});
