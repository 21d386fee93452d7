// JWT signing keys end to end, on a stack of this file's own (keys change under it): tokens are
// ES256 by default and every service verifies them; a standby key is published before it signs;
// after a rotation old tokens still work everywhere; a revoked key is refused everywhere at once
// (REST included, without a restart), while the legacy anon key keeps working; the legacy HS256
// mode; supabase-js' getClaims() verifies without asking the auth service.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysCommand } from '../../supabase/local/keys-command.ts';
import {
  LEGACY_KEY_ID,
  legacyKeyRecords,
  LOCAL_DEMO_SIGNING_KEY,
  readKeyRecords,
  signingKeysFile,
} from '../../supabase/local/signing-keys.ts';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { createConfirmedUser, startThrowawayStack } from './throwaway-stack.ts';

let stack: RunningStack;
const clients: SupabaseClient[] = [];

function client(opts: { fetch?: typeof fetch } = {}): SupabaseClient {
  const c = createClient(stack.config.apiUrl, stack.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: opts.fetch ? { fetch: opts.fetch } : {},
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  clients.push(c);
  return c;
}

let n = 0;
async function signUp(): Promise<{ token: string; email: string }> {
  const email = `keys-${Date.now()}-${n++}@test.example.com`;
  await createConfirmedUser(stack, email, 'password-123');
  const { data, error } = await client().auth.signInWithPassword({ email, password: 'password-123' });
  if (error) throw error;
  return { token: data.session!.access_token, email };
}

/** What each service makes of a token: REST's auth.uid(), auth's /user, storage, a realtime join. */
async function everywhere(token: string) {
  const headers = { apikey: stack.config.anonKey, authorization: `Bearer ${token}` };
  const rest = await fetch(`${stack.config.apiUrl}/rest/v1/rpc/whoami`, { method: 'POST', headers });
  const user = await fetch(`${stack.config.apiUrl}/auth/v1/user`, { headers });
  const storage = await fetch(`${stack.config.apiUrl}/storage/v1/bucket`, { headers });
  const rt = client();
  await rt.realtime.setAuth(token);
  const realtime = await new Promise<string>((resolve) => {
    rt.channel(`keys-${n++}`).subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve('joined');
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve(err?.message ?? status);
    });
  });
  await rt.removeAllChannels();
  return {
    rest: rest.status,
    restBody: (await rest.text()).slice(0, 200),
    user: user.status,
    userBody: (await user.text()).slice(0, 300),
    storage: (await storage.json()) as unknown,
    realtime,
  };
}

async function keys(...args: string[]) {
  await keysCommand(args, stack.config.dataDir);
  // The stack reads the file every half second; wait until it serves what the file says.
  const want = readKeyRecords(signingKeysFile(stack.config.dataDir))!;
  const until = Date.now() + 10_000;
  while (JSON.stringify(stack.keys.current().records) !== JSON.stringify(want)) {
    if (Date.now() > until) throw new Error('the stack did not pick up the key change');
    await new Promise((r) => setTimeout(r, 50));
  }
  // PostgREST re-reads its key file on SIGUSR2, a moment after: wait until it trusts exactly the
  // keys the file trusts (a token of each asymmetric key, accepted unless the key is revoked).
  const probes = await Promise.all(
    want
      .filter((r) => r.private_jwk)
      .map(async (r) => ({
        token: await new SignJWT({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 600 })
          .setProtectedHeader({ alg: r.algorithm, kid: r.id })
          .sign(await importJWK({ ...r.private_jwk, key_ops: undefined }, r.algorithm)),
        status: r.status === 'revoked' ? 401 : 200,
      })),
  );
  for (;;) {
    const seen = await Promise.all(
      probes.map(async (p) => {
        const res = await fetch(`${stack.config.apiUrl}/rest/v1/rpc/whoami`, {
          method: 'POST',
          headers: { apikey: stack.config.anonKey, authorization: `Bearer ${p.token}` },
        });
        return res.status === p.status;
      }),
    );
    if (seen.every(Boolean)) return;
    if (Date.now() > until) throw new Error('PostgREST did not pick up the key change');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function jwksKids(): Promise<string[]> {
  // No apikey: the discovery document is public, as on hosted.
  const res = await fetch(`${stack.config.apiUrl}/auth/v1/.well-known/jwks.json`);
  expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  const body = (await res.json()) as { keys: Array<{ kid: string }> };
  return body.keys.map((k) => k.kid);
}

beforeAll(async () => {
  stack = await startThrowawayStack();
  await stack.pool.query(`
    create function public.whoami() returns text language sql stable as $$ select auth.uid()::text $$;
    grant execute on function public.whoami() to anon, authenticated;
    notify pgrst, 'reload schema';`);
  await new Promise((r) => setTimeout(r, 1000));
});

afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  await stack?.stop();
});

describe('asymmetric signing keys', () => {
  it('signs ES256 by default and every service accepts the token', async () => {
    const { token } = await signUp();
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'ES256',
      kid: LOCAL_DEMO_SIGNING_KEY.kid,
      typ: 'JWT',
    });
    const seen = await everywhere(token);
    expect(seen).toMatchObject({ rest: 200, user: 200, storage: [], realtime: 'joined' });
    expect(await jwksKids()).toEqual([LOCAL_DEMO_SIGNING_KEY.kid]);
  });

  it('getClaims() verifies the token with the published key, never calling /user', async () => {
    const { token, email } = await signUp();
    const urls: string[] = [];
    const c = client({ fetch: (input, init) => (urls.push(String(input)), fetch(input, init)) });
    await c.auth.setSession({ access_token: token, refresh_token: 'unused' });
    urls.length = 0;
    const first = await c.auth.getClaims();
    const second = await c.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims.email).toBe(email);
    expect(second.data?.claims.email).toBe(email);
    // One fetch of the key set, cached for the second call; the auth service is never asked.
    expect(urls).toEqual([`${stack.config.apiUrl}/auth/v1/.well-known/jwks.json`]);
  });

  it('rotates as hosted does: standby published first, old tokens trusted until their key is revoked', async () => {
    const before = await signUp();
    await keys('create');
    const standby = readKeyRecords(signingKeysFile(stack.config.dataDir))!.find(
      (r) => r.status === 'standby',
    )!;
    // Published before it signs, so caches know it in time; tokens are still signed by the old key.
    expect(await jwksKids()).toEqual([LOCAL_DEMO_SIGNING_KEY.kid, standby.id]);
    expect(decodeProtectedHeader((await signUp()).token).kid).toBe(LOCAL_DEMO_SIGNING_KEY.kid);

    await keys('rotate');
    const after = await signUp();
    expect(decodeProtectedHeader(after.token)).toMatchObject({ alg: 'ES256', kid: standby.id });
    expect(await jwksKids()).toEqual([standby.id, LOCAL_DEMO_SIGNING_KEY.kid]);
    for (const token of [before.token, after.token]) {
      expect(await everywhere(token)).toMatchObject({
        rest: 200,
        user: 200,
        storage: [],
        realtime: 'joined',
      });
    }

    await keys('revoke', LOCAL_DEMO_SIGNING_KEY.kid!);
    expect(await jwksKids()).toEqual([standby.id]);
    const refused = await everywhere(before.token);
    expect(refused.rest).toBe(401);
    expect(refused.restBody).toContain('PGRST301');
    expect(refused.user).toBe(403);
    expect(refused.userBody).toContain('unrecognized JWT kid');
    expect(refused.storage).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    expect(refused.realtime).toContain('JwtSignatureError');
    expect(await everywhere(after.token)).toMatchObject({ rest: 200, user: 200, realtime: 'joined' });
    // The anon key is an HS256 token of the legacy secret, which stays trusted.
    const anon = await fetch(`${stack.config.apiUrl}/rest/v1/rpc/whoami`, {
      method: 'POST',
      headers: { apikey: stack.config.anonKey },
    });
    expect(anon.status).toBe(200);
  });

  it('runs in the legacy HS256 mode: tokens without kid, getClaims() asks /user', async () => {
    await keys('move', LEGACY_KEY_ID, 'standby');
    await keys('rotate');
    const { token, email } = await signUp();
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await everywhere(token)).toMatchObject({ rest: 200, user: 200, storage: [], realtime: 'joined' });
    const urls: string[] = [];
    const c = client({ fetch: (input, init) => (urls.push(String(input)), fetch(input, init)) });
    await c.auth.setSession({ access_token: token, refresh_token: 'unused' });
    urls.length = 0;
    expect((await c.auth.getClaims()).data?.claims.email).toBe(email);
    expect(urls).toEqual([`${stack.config.apiUrl}/auth/v1/user`]);
  });
});

describe('a stack started in the legacy mode', () => {
  let legacy: RunningStack;
  beforeAll(async () => {
    legacy = await startThrowawayStack({ signingKeys: legacyKeyRecords() });
  });
  afterAll(async () => legacy?.stop());

  it('signs HS256 from the first token and publishes the waiting ES256 key', async () => {
    const c = createClient(legacy.config.apiUrl, legacy.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const email = `legacy-${Date.now()}@test.example.com`;
    await createConfirmedUser(legacy, email, 'pw-123456');
    const { data, error } = await c.auth.signInWithPassword({ email, password: 'pw-123456' });
    expect(error).toBeNull();
    expect(decodeProtectedHeader(data.session!.access_token).alg).toBe('HS256');
    const jwks = (await (await fetch(`${legacy.config.apiUrl}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Array<{ kid: string }>;
    };
    expect(jwks.keys.map((k) => k.kid)).toEqual([LOCAL_DEMO_SIGNING_KEY.kid]);
  });
});
