import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { buildConfig } from './config.ts';
import { createGateway } from './gateway.ts';

const config = buildConfig({ apiPort: 1, dbPort: 2, dataDir: '/nonexistent' });
const reached = (prefix: string) => ({
  prefix,
  app: new Hono().all('*', (c) => c.text(`reached ${prefix}`)),
});

function gateway(health: { postgres: { up: boolean }; postgrest: { up: boolean } }) {
  return createGateway({
    config,
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
    expect(await (await get(app, '/inbox/api/messages')).text()).toBe('reached /inbox');
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
