import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildConfig } from './config.ts';
import { createGateway } from './gateway.ts';
import { defaultKeyRecords, SigningKeyStore } from './signing-keys.ts';

const config = buildConfig({ apiPort: 1, dbPort: 2, dataDir: '/nonexistent' });
const keys = SigningKeyStore.fixed(defaultKeyRecords(), config.jwtSecret);
const reached = (prefix: string) => ({
  prefix,
  app: new Hono().all('*', (c) => c.text(`reached ${prefix}`)),
});

function gateway(health: { postgres: { up: boolean }; postgrest: { up: boolean } }) {
  return createGateway({
    config,
    keys,
    // Nothing listens on port 1: a request that reaches it finds PostgREST gone.
    postgrestUrl: 'http://127.0.0.1:1',
    services: [reached('/auth/v1'), reached('/storage/v1'), reached('/inbox')],
    health,
  });
}

const get = (app: Hono, path: string, method = 'GET') =>
  app.request(path, { method, headers: { apikey: config.anonKey, Origin: 'http://localhost:5173' } });

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe('1');
  expect(await res.json()).toEqual({ message: 'The upstream server is currently unavailable' });
}

describe('the gateway while a process is away', () => {
  it('answers 503 in JSON for everything that needs Postgres, and serves the rest', async () => {
    const app = gateway({ postgres: { up: false }, postgrest: { up: true } });
    for (const path of ['/rest/v1/profiles', '/auth/v1/token', '/storage/v1/bucket'])
      await expectUnavailable(await get(app, path));
    expect(await (await get(app, '/inbox/api/v1/messages')).text()).toBe('reached /inbox');
    expect((await get(app, '/health')).status).toBe(200);
    // A browser's preflight still gets its CORS answer.
    expect((await get(app, '/rest/v1/profiles', 'OPTIONS')).status).toBe(204);
  });

  it('holds only REST while PostgREST is away', async () => {
    const app = gateway({ postgres: { up: true }, postgrest: { up: false } });
    await expectUnavailable(await get(app, '/rest/v1/profiles'));
    expect(await (await get(app, '/auth/v1/token')).text()).toBe('reached /auth/v1');
    expect(await (await get(app, '/storage/v1/bucket')).text()).toBe('reached /storage/v1');
  });

  it('answers 503, not 500, when PostgREST goes away before the health check notices', async () => {
    const app = gateway({ postgres: { up: true }, postgrest: { up: true } });
    await expectUnavailable(await get(app, '/rest/v1/profiles'));
  });
});

describe('the new kind of API key', () => {
  // A service that shows which credentials reached it.
  const seen = {
    prefix: '/auth/v1',
    app: new Hono().all('*', (c) =>
      c.json({
        apikey: c.req.header('apikey') ?? null,
        authorization: c.req.header('authorization') ?? null,
      }),
    ),
  };
  const app = createGateway({ config, keys, postgrestUrl: 'http://127.0.0.1:1', services: [seen] });
  const call = async (headers: Record<string, string>) =>
    (await (await app.request('/auth/v1/user', { method: 'POST', headers, body: '{}' })).json()) as object;

  it('passes the publishable and secret keys on as the anon and service_role JWTs', async () => {
    expect(await call({ apikey: config.publishableKey })).toEqual({
      apikey: config.anonKey,
      authorization: `Bearer ${config.anonKey}`,
    });
    expect(await call({ apikey: config.secretKey, authorization: `Bearer ${config.secretKey}` })).toEqual({
      apikey: config.serviceRoleKey,
      authorization: `Bearer ${config.serviceRoleKey}`,
    });
  });

  it("keeps a user's own token beside a publishable key, and leaves legacy keys alone", async () => {
    expect(await call({ apikey: config.publishableKey, authorization: 'Bearer user-token' })).toEqual({
      apikey: config.anonKey,
      authorization: 'Bearer user-token',
    });
    expect(await call({ apikey: config.anonKey })).toEqual({ apikey: config.anonKey, authorization: null });
  });

  it('refuses a key of the new shape that is not the project’s', async () => {
    const res = await app.request('/auth/v1/user', { headers: { apikey: 'sb_publishable_someone_else' } });
    expect(res.status).toBe(401);
  });
});

describe('CORS', () => {
  const app = createGateway({
    config,
    keys,
    postgrestUrl: 'http://127.0.0.1:1',
    services: [reached('/auth/v1'), { ...reached('/functions/v1'), keyless: [/^/], ownCors: true }],
  });
  const preflight = (path: string) =>
    app.request(path, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });

  it('answers preflights for the services, but hands those of a service with its own CORS to it', async () => {
    const auth = await preflight('/auth/v1/token');
    expect(auth.status).toBe(204);
    expect(auth.headers.get('access-control-allow-origin')).toBe('*');
    const fn = await preflight('/functions/v1/hello');
    expect(await fn.text()).toBe('reached /functions/v1');
    expect(fn.headers.get('access-control-allow-origin')).toBeNull();
  });
});
