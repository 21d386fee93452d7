// A stand-in for AROYA's public API (reference/domain.md), served by the local stack under
// /aroya/public_api so the integrations page's Test Connection has something real to call in
// development and tests. Only the key check exists: a Bearer key of 8+ characters is accepted unless
// it starts with "bad", which AROYA answers as an unknown token. Never part of a hosted project.
import { Hono } from 'hono';
import { bearerToken } from '../../http.ts';
import type { DevAid } from '../../services.ts';

/** AROYA takes its own Bearer key, never the project's API key. */
export const aroya: DevAid = {
  prefix: '/aroya/public_api',
  keyless: true,
  create: createAroyaFakeApp,
};

function createAroyaFakeApp(): Hono {
  const app = new Hono();
  app.get('/validate/', (c) => {
    const key = bearerToken(c.req.header('authorization')) ?? '';
    if (!key) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
    if (key.length < 8 || key.startsWith('bad')) return c.json({ detail: 'Invalid token.' }, 401);
    return c.json({ valid: true });
  });
  return app;
}
