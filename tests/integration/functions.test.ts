// Edge Functions in the local stack, against what hosted answers (status, JSON body, sb-error-code):
// routing below /functions/v1, verify_jwt with HS256 and with ES256/RS256 signing keys, the
// injected environment and secrets, a function that throws, crashes, hangs, spins or cannot boot
// (each answered 5xx while the stack serves on), CORS left to the function, the shared layer
// (supabase/functions/_shared) end to end, supabase-js' functions.invoke, and hot reload.
// A throw-away stack serves the fixtures in tests/functions, with short limits so this stays fast.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROJECT_ROOT } from '../../supabase/local/config.ts';
import { FunctionCatalog } from '../../supabase/local/services/functions/catalog.ts';
import { FunctionWorker, HOSTED_LIMITS } from '../../supabase/local/services/functions/workers.ts';
import type { RunningStack } from '../../supabase/local/stack.ts';
import { createConfirmedUser, startThrowawayStack } from './throwaway-stack.ts';

const FIXTURES = path.join(PROJECT_ROOT, 'tests', 'functions');
// Written by the hot-reload test (git-ignored).
const HOT = path.join(FIXTURES, 'hot-reload');
// A short CPU limit for speed. A spinning function gets only its share of a busy machine's CPU, so
// the idle timeout stays far above it, as hosted's 150 s is above its 2 s (the 504 is proved on a
// worker of its own, below).
const IDLE_TIMEOUT_MS = 20_000;
const CPU_LIMIT_MS = 500;

let stack: RunningStack;
let es256: { privateKey: CryptoKey; publicKey: CryptoKey };
let rs256: { privateKey: CryptoKey; publicKey: CryptoKey };
let jwks: JSONWebKeySet;

// Node 20 has no global WebSocket, which realtime-js needs as soon as a client is created.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};
const fn = (name: string) => `${stack.config.apiUrl}/functions/v1/${name}`;
const anon = () => ({ Authorization: `Bearer ${stack.config.anonKey}`, apikey: stack.config.anonKey });

function hs256(claims: Record<string, unknown>, secret = stack.config.jwtSecret, expiresIn = '1h') {
  return new SignJWT({ role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(randomUUID())
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

function signed(alg: 'ES256' | 'RS256', key: CryptoKey, kid: string) {
  return new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg, kid, typ: 'JWT' })
    .setSubject(randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

async function expectError(res: Response, status: number, code: string, body: object) {
  expect(res.status).toBe(status);
  expect(res.headers.get('sb-error-code')).toBe(code);
  expect(await res.json()).toEqual(body);
}

async function signUp() {
  const client = createClient(stack.config.apiUrl, stack.config.anonKey, clientOptions);
  const email = `fn-${randomUUID().slice(0, 8)}@test.example.com`;
  await createConfirmedUser(stack, email, 'password-123');
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'password-123' });
  if (error || !data.session || !data.user) throw error ?? new Error('no session');
  return { client, email, id: data.user.id, token: data.session.access_token };
}

beforeAll(async () => {
  es256 = await generateKeyPair('ES256');
  rs256 = await generateKeyPair('RS256');
  jwks = {
    keys: [
      { ...(await exportJWK(es256.publicKey)), kid: 'es-key', alg: 'ES256', use: 'sig' },
      { ...(await exportJWK(rs256.publicKey)), kid: 'rs-key', alg: 'RS256', use: 'sig' },
    ],
  };
  await rm(HOT, { recursive: true, force: true });
  stack = await startThrowawayStack({
    functions: {
      dir: FIXTURES,
      configFile: path.join(FIXTURES, 'config.toml'),
      envFile: path.join(FIXTURES, 'secrets.env'),
      jwks,
      limits: { ...HOSTED_LIMITS, idleTimeoutMs: IDLE_TIMEOUT_MS, cpuLimitMs: CPU_LIMIT_MS },
    },
  });
});

afterAll(async () => {
  await stack?.stop();
  await rm(HOT, { recursive: true, force: true });
});

describe('routing and the platform answers', () => {
  it('hands /functions/v1/<name>/<sub>?<query> to the function as /<name>/<sub>?<query>', async () => {
    const res = await fetch(`${fn('hello')}/deep/path?a=1&b=two`, { method: 'PATCH', headers: anon() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Hello',
      path: '/hello/deep/path',
      query: '?a=1&b=two',
      method: 'PATCH',
    });
  });

  it('serves a module that exports default { fetch } as well as one that calls Deno.serve', async () => {
    const res = await fetch(`${fn('default-export')}/x`, { headers: anon() });
    expect(await res.text()).toBe('default export served /default-export/x');
  });

  it('answers 404 NOT_FOUND for an unknown, a disabled or a _shared "function", and for no name', async () => {
    for (const name of ['nope', 'disabled', '_shared', '', 'hello.ts']) {
      await expectError(await fetch(fn(name), { headers: anon() }), 404, 'NOT_FOUND', {
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    }
  });

  it('answers 405 to methods hosted does not let through', async () => {
    for (const method of ['HEAD', 'PROPFIND']) {
      const res = await fetch(fn('mirror'), { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
    }
  });
});

describe('verify_jwt', () => {
  const invalid = { code: 401, message: 'Invalid JWT' };

  it('refuses a request without a token: 401 UNAUTHORIZED_NO_AUTH_HEADER, no CORS headers', async () => {
    const res = await fetch(fn('hello'), { method: 'POST', headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    await expectError(res, 401, 'UNAUTHORIZED_NO_AUTH_HEADER', {
      code: 401,
      message: 'Missing authorization header',
    });
  });

  it('refuses what is not a bearer JWT: UNAUTHORIZED_INVALID_JWT_FORMAT', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer not-a-jwt']) {
      await expectError(
        await fetch(fn('hello'), { headers: { authorization } }),
        401,
        'UNAUTHORIZED_INVALID_JWT_FORMAT',
        { code: 401, message: 'Invalid Token or Protected Header formatting' },
      );
    }
  });

  it('checks HS256 tokens against the JWT secret: forged or expired is UNAUTHORIZED_LEGACY_JWT', async () => {
    const forged = await hs256({}, 'another-secret-of-at-least-thirty-two-chars');
    const expired = await hs256({}, stack.config.jwtSecret, '-1m');
    for (const token of [forged, expired]) {
      await expectError(
        await fetch(fn('hello'), { headers: { Authorization: `Bearer ${token}` } }),
        401,
        'UNAUTHORIZED_LEGACY_JWT',
        invalid,
      );
    }
    const good = await fetch(fn('hello'), { headers: { Authorization: `Bearer ${await hs256({})}` } });
    expect(good.status).toBe(200);
  });

  it('checks ES256 and RS256 tokens against the published signing keys', async () => {
    for (const token of [
      await signed('ES256', es256.privateKey, 'es-key'),
      await signed('RS256', rs256.privateKey, 'rs-key'),
    ]) {
      const res = await fetch(fn('hello'), { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    }
    // Signed with a key nobody published, under a published key's id.
    const stranger = await generateKeyPair('ES256');
    await expectError(
      await fetch(fn('hello'), {
        headers: { Authorization: `Bearer ${await signed('ES256', stranger.privateKey, 'es-key')}` },
      }),
      401,
      'UNAUTHORIZED_ASYMMETRIC_JWT',
      invalid,
    );
    const hs384 = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS384' })
      .sign(new TextEncoder().encode(stack.config.jwtSecret));
    await expectError(
      await fetch(fn('hello'), { headers: { Authorization: `Bearer ${hs384}` } }),
      401,
      'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM',
      invalid,
    );
  });

  it('takes the API key when there is no Authorization header, the new publishable key included', async () => {
    for (const apikey of [stack.config.anonKey, stack.config.publishableKey]) {
      const res = await fetch(fn('hello'), { headers: { apikey } });
      expect(res.status).toBe(200);
    }
  });

  it('lets preflights through unchecked, and checks nothing where verify_jwt = false', async () => {
    const preflight = await fetch(fn('hello'), { method: 'OPTIONS' });
    expect(await preflight.json()).toMatchObject({ method: 'OPTIONS' });
    const open = await fetch(fn('mirror'), { method: 'POST', body: 'no token' });
    expect(open.status).toBe(200);
    expect(await open.json()).toMatchObject({ body: 'no token' });
  });
});

describe('environment', () => {
  it('injects what hosted injects, adds the secrets file without SUPABASE_* names, and leaks nothing else', async () => {
    const res = await fetch(fn('env'));
    const body = (await res.json()) as {
      injected: Record<string, string>;
      secret: string;
      names: string[];
    };
    const c = stack.config;
    expect(body.injected).toEqual({
      SUPABASE_URL: c.apiUrl,
      SUPABASE_ANON_KEY: c.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: c.serviceRoleKey,
      SUPABASE_DB_URL: c.dbUrl,
      SUPABASE_JWKS: JSON.stringify(jwks),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: c.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: c.secretKey }),
    });
    expect(body.secret).toBe('fixture secret value');
    expect(body.names.filter((n) => /^(DENO_|CANOPY_|NPM_CONFIG|HOME$|NO_COLOR$)/.test(n))).toEqual([]);
  });
});

describe('background work', () => {
  it('EdgeRuntime.waitUntil runs on after the answer', async () => {
    const res = await fetch(fn('background'), { method: 'POST', headers: anon() });
    expect(res.status).toBe(202);
    const finished = async () =>
      (
        (await (await fetch(`${fn('background')}/finished`, { headers: anon() })).json()) as {
          finished: number;
        }
      ).finished;
    expect(await finished()).toBe(0);
    await expect.poll(finished, { timeout: 5000 }).toBe(1);
  });
});

describe('failures stay in their function', () => {
  it('a handler that throws: 500 WORKER_ERROR, and the same worker serves the next request', async () => {
    const body = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };
    await expectError(await fetch(fn('throws'), { headers: anon() }), 500, 'EDGE_FUNCTION_ERROR', body);
    const pid = stack.functions.worker('throws')?.pid;
    await expectError(await fetch(fn('throws'), { headers: anon() }), 500, 'EDGE_FUNCTION_ERROR', body);
    expect(stack.functions.worker('throws')?.pid).toBe(pid);
  });

  it('a worker that dies under a request: 500 WORKER_ERROR; the next request boots a fresh one', async () => {
    const body = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };
    await expectError(await fetch(fn('crash'), { headers: anon() }), 500, 'WORKER_ERROR', body);
    await expectError(await fetch(fn('crash'), { headers: anon() }), 500, 'WORKER_ERROR', body);
    expect((await fetch(fn('hello'), { headers: anon() })).status).toBe(200);
  });

  it('a function that cannot load: 503 BOOT_ERROR', async () => {
    await expectError(await fetch(fn('boot-error'), { headers: anon() }), 503, 'BOOT_ERROR', {
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
  });

  it('a function that never answers holds up nothing else (its 504 is proved below)', async () => {
    const abort = new AbortController();
    const hanging = fetch(fn('hang'), { headers: anon(), signal: abort.signal });
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetch(fn('hello'), { headers: anon() })).status).toBe(200);
    abort.abort();
    await expect(hanging).rejects.toThrow();
  });

  it('a function whose loop never yields: stopped at the CPU limit with 546 WORKER_LIMIT', async () => {
    const spinning = fetch(fn('spin'), { headers: anon() });
    // Its process, once booted (a cold start takes a while on a busy machine).
    let pid: number | undefined;
    for (let i = 0; i < 500 && pid === undefined; i++) {
      pid = stack.functions.worker('spin')?.pid;
      if (pid === undefined) await new Promise((r) => setTimeout(r, 20));
    }
    expect(pid).toBeTypeOf('number');
    expect((await fetch(fn('hello'), { headers: anon() })).status).toBe(200);
    await expectError(await spinning, 546, 'WORKER_LIMIT', {
      code: 'WORKER_LIMIT',
      message: 'Worker failed to respond due to a resource limit (please check logs)',
    });
    expect(() => process.kill(pid!, 0)).toThrow();
  });
});

describe('CORS is the function’s job, as on hosted', () => {
  it('the gateway adds no CORS headers to a function’s answers', async () => {
    const res = await fetch(fn('hello'), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a function on the shared layer answers the preflight with the headers supabase-js sends', async () => {
    const res = await fetch(fn('greet'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const h of ['authorization', 'x-client-info', 'apikey', 'content-type'])
      expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('the shared layer (supabase/functions/_shared)', () => {
  const post = (headers: Record<string, string>, body: string) =>
    fetch(fn('greet'), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('refuses a caller who is not signed in with 401, in JSON a browser can read', async () => {
    const strangers: Array<Record<string, string>> = [{}, anon()];
    for (const headers of strangers) {
      const res = await post(headers, '{"name":"Ada"}');
      expect(res.status).toBe(401);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const user = await signUp();
    const auth = { Authorization: `Bearer ${user.token}` };
    let res = await post(auth, '{"name":"  "}');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_input', message: 'name: Enter a name' });
    res = await post(auth, '{"name":"Ada","times":9}');
    expect(await res.json()).toMatchObject({
      code: 'invalid_input',
      message: expect.stringMatching(/^times: /),
    });
    res = await post(auth, '{"name":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON' });
  });

  it('knows the signed-in caller and reads as the service role', async () => {
    const user = await signUp();
    const res = await post({ Authorization: `Bearer ${user.token}` }, '{"name":"Ada","times":2}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      greeting: 'Hello AdaHello Ada',
      caller: { kind: 'user', id: user.id, email: user.email },
      accountEmail: user.email,
    });
  });

  it('knows a job calling with the service role key or a secret key', async () => {
    const c = stack.config;
    const jobs: Array<Record<string, string>> = [
      { Authorization: `Bearer ${c.serviceRoleKey}` },
      { apikey: c.secretKey },
    ];
    for (const headers of jobs) {
      const res = await post(headers, '{"name":"cron"}');
      expect(await res.json()).toEqual({ greeting: 'Hello cron', caller: { kind: 'service' } });
    }
  });
});

describe('supabase-js', () => {
  it('functions.invoke reaches a function as the signed-in user, and reads its errors', async () => {
    const user = await signUp();
    const ok = await user.client.functions.invoke<{ greeting: string }>('greet', { body: { name: 'Ada' } });
    expect(ok.error).toBeNull();
    expect(ok.data?.greeting).toBe('Hello Ada');

    const bad = await user.client.functions.invoke('greet', { body: { name: '' } });
    expect(bad.error).toBeInstanceOf(FunctionsHttpError);
    const context = (bad.error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(400);
    expect(await context.json()).toMatchObject({ code: 'invalid_input', message: 'name: Enter a name' });

    const missing = await user.client.functions.invoke('nope');
    expect(missing.error).toBeInstanceOf(FunctionsHttpError);
    expect(((missing.error as FunctionsHttpError).context as Response).status).toBe(404);

    const anonymous = createClient(stack.config.apiUrl, stack.config.publishableKey, clientOptions);
    const hello = await anonymous.functions.invoke<{ path: string }>('hello/sub', { method: 'GET' });
    expect(hello.data).toMatchObject({ path: '/hello/sub', method: 'GET' });
  });
});

describe('hot reload', () => {
  it('runs the edited code on the next request, and serves a function added while running', async () => {
    const write = (version: string) =>
      writeFile(path.join(HOT, 'index.ts'), `Deno.serve(() => new Response('${version}'));\n`);
    await mkdir(HOT, { recursive: true });
    await write('first');
    expect(await (await fetch(fn('hot-reload'), { headers: anon() })).text()).toBe('first');
    await write('second');
    expect(await (await fetch(fn('hot-reload'), { headers: anon() })).text()).toBe('second');
  });
});

describe('limits of one worker', () => {
  const catalog = new FunctionCatalog(FIXTURES, path.join(FIXTURES, 'config.toml'));
  const start = (name: string, limits: Partial<typeof HOSTED_LIMITS>) =>
    FunctionWorker.start({
      spec: catalog.find(name)!,
      env: {},
      limits: { ...HOSTED_LIMITS, ...limits },
      readable: [FIXTURES],
      log: () => undefined,
    });

  it('no answer within the request idle timeout: 504 IDLE_TIMEOUT', async () => {
    const worker = await start('hang', { idleTimeoutMs: 1000 });
    await expectError(
      await worker.dispatch(new Request('http://x/hang'), '/hang', 'localhost'),
      504,
      'IDLE_TIMEOUT',
      { code: 'IDLE_TIMEOUT', message: 'The function did not respond within the 1 s request idle timeout' },
    );
    await worker.stop();
  });

  it('a heap over the memory limit stops the worker: 546 WORKER_LIMIT', async () => {
    // A small heap, and CPU to spare, so it is the heap that runs out.
    const worker = await start('hog', { memoryMb: 48, cpuLimitMs: 60_000 });
    const res = await worker.dispatch(new Request('http://x/hog'), '/hog', 'localhost');
    await expectError(res, 546, 'WORKER_LIMIT', {
      code: 'WORKER_LIMIT',
      message: 'Worker failed to respond due to a resource limit (please check logs)',
    });
    expect((await worker.exited).signal).not.toBeNull();
  });

  it('after its wall clock a worker answers the request it has, then stops (the pool boots a fresh one)', async () => {
    const worker = await start('slow', { wallClockMs: 500 });
    let gone = false;
    worker.onGone(() => (gone = true));
    const res = await worker.dispatch(new Request('http://x/slow?ms=1000'), '/slow?ms=1000', 'localhost');
    // Retired at 500 ms, it still answered the request it had, then stopped.
    expect(await res.text()).toBe('slept 1000 ms');
    expect(gone).toBe(true);
    expect(await worker.exited).toBeDefined();
  });
});
