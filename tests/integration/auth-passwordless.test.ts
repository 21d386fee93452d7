// Passwordless email sign-in and PKCE through supabase-js, as on a hosted project: signInWithOtp
// mails a magic link and a 6-digit code to the local inbox; a PKCE client's links come back with
// ?code=, which only that client's stored verifier exchanges (exchangeCodeForSession); resend,
// confirmations when `[auth.email] enable_confirmations` is on, JWKS and the features the stack
// answers as disabled. Assertions follow supabase-js' own auth-js suite (GoTrueClient.test.ts).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupportedStorage } from '@supabase/supabase-js';
import type { Hono } from 'hono';
import { decodeJwt } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../supabase/local/config.ts';
import { inboxDir, InboxStore } from '../../supabase/local/dev/inbox/store.ts';
import { createAuthService } from '../../supabase/local/services/auth/index.ts';
import { LOCAL_DEMO_SIGNING_KEY } from '../../supabase/local/signing-keys.ts';
import { codeIn, expectApiError, fragmentOf } from './auth-mail.ts';
import {
  anonClient,
  db,
  inbox,
  newUser,
  serviceClient,
  stack,
  stackKeys,
  type InboxMail,
} from './helpers.ts';
import { ownInbox } from './throwaway-stack.ts';

const AUTH = `${stack.apiUrl}/auth/v1`;
const APP = 'http://127.0.0.1:5173/login';
const JSON_HEADERS = {
  apikey: stack.anonKey,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
};

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@test.example.com`;

/** A browser-like client on the PKCE flow, whose storage (where the verifier lives) the test can read. */
function pkceClient() {
  const store = new Map<string, string>();
  const storage: SupportedStorage = {
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => void store.set(k, v),
    removeItem: (k) => void store.delete(k),
  };
  const client = createClient(stack.apiUrl, stack.anonKey, {
    auth: {
      flowType: 'pkce',
      storage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  return { client, store };
}

/** Opens a mailed link as a browser would, without following the redirect to the app. */
async function open(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

async function onlyMail(to: string): Promise<InboxMail> {
  const mails = await inbox(to);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('signInWithOtp (magic link and code)', () => {
  it('signs a new address up and mails the confirmation, whose code signs in once', async () => {
    const email = uniqueEmail('otp-new');
    const { data, error } = await anonClient().auth.signInWithOtp({
      email,
      options: { data: { first_name: 'Otto' }, emailRedirectTo: APP },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });

    // A new account's first mail confirms its address (the project confirms addresses, as GoTrue).
    const mail = await onlyMail(email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);

    const client = anonClient();
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, user_metadata: { first_name: 'Otto' } });
    expect(decodeJwt(verified.data.session!.access_token).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);
    // The sign-up trigger made the profile, as for a password sign-up.
    const { rows } = await db().query('select first_name from public.profiles where id = $1', [
      verified.data.user!.id,
    ]);
    expect(rows).toEqual([{ first_name: 'Otto' }]);

    const again = await anonClient().auth.verifyOtp({ email, token: code, type: 'email' });
    expectApiError(again.error, 403, 'otp_expired');
  });

  it('signs an existing user in through the mailed link, once', async () => {
    const user = await newUser('otp-link');
    expect(
      (await anonClient().auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: APP } })).error,
    ).toBeNull();
    const mail = await onlyMail(user.email);
    const link = new URL(mail.links[0]!);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('token')).not.toMatch(/^pkce_/);

    const landing = await open(link.href);
    expect(landing.origin + landing.pathname).toBe(APP);
    const fragment = fragmentOf(landing.href);
    expect(fragment).toMatchObject({ type: 'magiclink', token_type: 'bearer' });
    const claims = decodeJwt(fragment.access_token!);
    expect(claims).toMatchObject({ sub: user.id, aal: 'aal1', amr: [{ method: 'magiclink' }] });

    const spent = await open(link.href);
    expect(fragmentOf(spent.href)).toMatchObject({ error_code: 'otp_expired', error: 'access_denied' });
  });

  it('answers an unknown address as a known one when shouldCreateUser is false, and creates nobody', async () => {
    // Hosted GoTrue answers 422 otp_disabled here, which tells which addresses have accounts; the
    // local service answers as for a registered address (README, "No account enumeration").
    const email = uniqueEmail('otp-nobody');
    const { error } = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    const { rows } = await db().query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
    expect(await inbox(email)).toHaveLength(0);
  });

  it('mails an existing user a magic link right after another mail: a wait under a second is no wait', async () => {
    // GoTrue would refuse "after 0 seconds" within the 1 s interval; a longer interval still
    // refuses (auth-rate-limit.test.ts, "mail frequency per user").
    const user = await newUser('otp-often');
    const link = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email: user.email });
    expect(link.error).toBeNull();
    expect((await anonClient().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    expect((await anonClient().auth.signInWithOtp({ email: user.email })).error).toBeNull();
    expect(await inbox(user.email)).toHaveLength(2);
  });

  it('refuses a bad address and phone codes (the local stack sends no SMS)', async () => {
    expectApiError(
      (await anonClient().auth.signInWithOtp({ email: 'not-an-address' })).error,
      400,
      'validation_failed',
    );
    const phone = await anonClient().auth.signInWithOtp({ phone: '+15555550123' });
    expectApiError(phone.error, 400, 'sms_send_failed');
  });
});

describe('PKCE', () => {
  it('a magic link comes back with ?code=, which only the starting client exchanges', async () => {
    const user = await newUser('pkce-otp');
    const { client, store } = pkceClient();
    expect(
      (await client.auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: APP } })).error,
    ).toBeNull();
    const link = new URL((await onlyMail(user.email)).links[0]!);
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);

    const landing = await open(link.href);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    // Another browser (no verifier) cannot use it; a wrong verifier is refused and leaves the code usable.
    const stranger = await pkceClient().client.auth.exchangeCodeForSession(code);
    expect(stranger.error?.code).toBe('pkce_code_verifier_not_found');
    const wrong = await fetch(`${AUTH}/token?grant_type=pkce`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });

    expect([...store.keys()].some((k) => k.endsWith('-code-verifier'))).toBe(true);
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user!.id).toBe(user.id);
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([
      { method: 'magiclink', timestamp: expect.any(Number) },
    ]);
    expect((await client.auth.getUser()).data.user!.email).toBe(user.email);

    // A code is good once.
    const reused = await fetch(`${AUTH}/token?grant_type=pkce`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('password recovery: the code signs in for recovery (PASSWORD_RECOVERY) and the password can be changed', async () => {
    const user = await newUser('pkce-recover');
    const { client } = pkceClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo: APP })).error).toBeNull();
    const link = new URL((await onlyMail(user.email)).links[0]!);
    expect(link.searchParams.get('type')).toBe('recovery');

    const code = (await open(link.href)).searchParams.get('code')!;
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    // auth-js returns the type it stored with the verifier, though its types leave it out.
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);

    expect((await client.auth.updateUser({ password: 'recovered-pass-1' })).error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({
      email: user.email,
      password: 'recovered-pass-1',
    });
    expect(signIn.error).toBeNull();
  });

  it('an email change from a PKCE client completes with a code, and a refresh carries the new address', async () => {
    const user = await newUser('pkce-move');
    const { client } = pkceClient();
    expect(
      (await client.auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
    const newEmail = `moved-${user.email}`;
    expect((await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: APP })).error).toBeNull();
    const link = new URL((await onlyMail(newEmail)).links[0]!);
    expect(link.searchParams.get('token')).toMatch(/^pkce_/);
    // Both addresses confirm (the project confirms addresses): the current one first, then the
    // new address's link returns the code.
    const first = await open((await onlyMail(user.email)).links[0]!);
    expect(first.searchParams.get('code')).toBeNull();
    const code = (await open(link.href)).searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    // supabase-js drops the verifier when updateUser saves the session (as against hosted), so the
    // app refreshes instead; the change is made either way.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user!.email).toBe(newEmail);
  });

  it('a code not exchanged within five minutes has expired', async () => {
    const user = await newUser('pkce-late');
    const { client } = pkceClient();
    await client.auth.signInWithOtp({ email: user.email });
    const code = (await open((await onlyMail(user.email)).links[0]!)).searchParams.get('code')!;
    await db().query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '6 minutes' where auth_code = $1`,
      [code],
    );
    expectApiError((await client.auth.exchangeCodeForSession(code)).error, 422, 'flow_state_expired');
  });

  it('a used PKCE link reports its error in the query, where a PKCE client reads it', async () => {
    const user = await newUser('pkce-spent');
    const { client } = pkceClient();
    await client.auth.signInWithOtp({ email: user.email });
    const link = (await onlyMail(user.email)).links[0]!;
    await open(link);
    const spent = await open(link);
    expect(Object.fromEntries(spent.searchParams)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('checks the PKCE parameters and the exchange request', async () => {
    const post = (p: string, body: unknown) =>
      fetch(`${AUTH}${p}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    const half = await post('/otp', { email: uniqueEmail('pkce-half'), code_challenge: 'a'.repeat(43) });
    expect(half.status).toBe(400);
    expect(await half.json()).toMatchObject({ code: 'validation_failed' });
    const empty = await post('/token?grant_type=pkce', { auth_code: '', code_verifier: '' });
    expect(await empty.json()).toEqual({
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    });
  });

  it('signUp on a PKCE client mails a link whose code signs in that client only', async () => {
    const { client } = pkceClient();
    const email = uniqueEmail('pkce-signup');
    const { data, error } = await client.auth.signUp({ email, password: 'password-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.email).toBe(email);
    const [mail] = await inbox(email);
    expect(new URL(mail!.links[0]!).searchParams.get('token')).toMatch(/^pkce_/);
    const res = await fetch(mail!.links[0]!, { redirect: 'manual' });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();
    // Another client holds no code verifier for it.
    expect((await pkceClient().client.auth.exchangeCodeForSession(code)).error).not.toBeNull();
    const signedIn = await client.auth.exchangeCodeForSession(code);
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user!.id).toBe(data.user!.id);
  });
});

describe('resend', () => {
  it('answers {} for an address with nothing to resend, revealing nothing', async () => {
    const user = await newUser('resend-confirmed');
    for (const email of [user.email, uniqueEmail('resend-nobody')]) {
      const { data, error } = await anonClient().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      expect(data).toEqual({ user: null, session: null });
      expect(await inbox(email)).toHaveLength(0);
    }
  });

  it('mails a pending email change again', async () => {
    const user = await newUser('resend-change');
    const newEmail = `again-${user.email}`;
    expect((await user.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    await new Promise((r) => setTimeout(r, 1100)); // [auth.email] max_frequency
    expect((await anonClient().auth.resend({ type: 'email_change', email: user.email })).error).toBeNull();
    const mails = await inbox(newEmail);
    expect(mails).toHaveLength(2);
    expect(codeIn(mails[0])).not.toBe('');
    // The resent code confirms the change; the first one was replaced.
    const verified = await anonClient().auth.verifyOtp({
      email: newEmail,
      token: codeIn(mails[0]),
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
  });

  it('refuses a request without a type it knows', async () => {
    const res = await fetch(`${AUTH}/resend`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ type: 'recovery', email: uniqueEmail('resend-type') }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
  });
});

describe('with mail confirmations on ([auth.email] enable_confirmations = true)', () => {
  let app: Hono;
  let pool: pg.Pool;
  let dataDir: string;
  let mail: Awaited<ReturnType<typeof ownInbox>>;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'auth-confirmations-'));
    mail = await ownInbox(dataDir);
    const base = buildConfig({ dataDir });
    const config = {
      ...buildConfig({
        dataDir,
        smtpPort: mail.smtpPort,
        auth: { email: { ...base.auth.email, enableConfirmations: true } },
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
  const servicePath = (link: string) => {
    const url = new URL(link);
    return url.pathname.replace(/^\/auth\/v1/, '') + url.search;
  };
  const post = (p: string, body: unknown) =>
    app.request(p, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

  it('sign-up returns the user without a session until the mailed link confirms the address', async () => {
    const email = uniqueEmail('confirm');
    const signup = await post('/signup', { email, password: 'password-123' });
    expect(signup.status).toBe(200);
    const body = (await signup.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email, role: 'authenticated' });
    expect(body).not.toHaveProperty('access_token');
    expect(body).not.toHaveProperty('email_confirmed_at');
    expect(body.confirmation_sent_at).toEqual(expect.any(String));

    const settings = await app.request('/settings');
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false });

    const refused = await post('/token?grant_type=password', { email, password: 'password-123' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });

    await new Promise((r) => setTimeout(r, 1100)); // [auth.email] max_frequency
    expect((await post('/resend', { type: 'signup', email })).status).toBe(200);
    const [latest, first] = await mails(email);
    expect(latest!.subject).toBe('Confirm Your Signup');
    expect(first!.subject).toBe('Confirm Your Signup');

    // The resent link replaced the first one.
    const old = await app.request(servicePath(first!.links[0]!));
    expect(fragmentOf(old.headers.get('location')!)).toMatchObject({ error_code: 'otp_expired' });
    const confirmed = await app.request(servicePath(latest!.links[0]!));
    expect(confirmed.status).toBe(303);
    const fragment = fragmentOf(confirmed.headers.get('location')!);
    expect(fragment).toMatchObject({ type: 'signup', token_type: 'bearer' });
    expect(decodeJwt(fragment.access_token!).amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) },
    ]);
    expect((await post('/token?grant_type=password', { email, password: 'password-123' })).status).toBe(200);
  });

  it('a magic link asked for an unconfirmed address confirms it (the confirmation mail is what is sent)', async () => {
    const email = uniqueEmail('confirm-otp');
    expect((await post('/otp', { email })).status).toBe(200);
    const [mail] = await mails(email);
    expect(mail!.subject).toBe('Confirm Your Signup');
    const verified = await post('/verify', { type: 'email', email, token: codeIn(mail) });
    expect(verified.status).toBe(200);
    const { user } = (await verified.json()) as { user: { email_confirmed_at?: string } };
    expect(user.email_confirmed_at).toEqual(expect.any(String));
  });
});

describe('keys, claims and features answered as disabled', () => {
  it('publishes the ES256 signing key, so getClaims() verifies the token itself', async () => {
    const res = await fetch(`${AUTH}/.well-known/jwks.json`);
    const jwks = (await res.json()) as { keys: Array<{ kid: string; alg: string; d?: string }> };
    expect(jwks.keys).toEqual([expect.objectContaining({ kid: LOCAL_DEMO_SIGNING_KEY.kid, alg: 'ES256' })]);
    expect(jwks.keys[0]!.d).toBeUndefined();
    const user = await newUser('claims');
    const { data, error } = await user.client.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.claims).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aal: 'aal1',
    });
    expect(data!.header).toEqual({ alg: 'ES256', kid: LOCAL_DEMO_SIGNING_KEY.kid, typ: 'JWT' });
  });

  it('answers anonymous sign-in as a hosted project with it off', async () => {
    const { data, error } = await anonClient().auth.signInAnonymously();
    expectApiError(error, 422, 'anonymous_provider_disabled');
    expect(error!.message).toBe('Anonymous sign-ins are disabled');
    expect(data.session).toBeNull();
  });

  it('admin users created without a password can still sign in by magic link', async () => {
    const email = uniqueEmail('admin-made');
    const created = await serviceClient().auth.admin.createUser({ email, email_confirm: true });
    expect(created.error).toBeNull();
    await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const verified = await anonClient().auth.verifyOtp({
      email,
      token: codeIn((await inbox(email))[0]),
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.id).toBe(created.data.user!.id);
  });
});
