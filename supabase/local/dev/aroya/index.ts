// A stand-in for AROYA's public API (reference/domain.md), served by the local stack under
// /aroya/public_api so the integrations page's Test Connection and Prometheus's sync have something
// real to call in development and tests. A Bearer key of 8+ characters is accepted unless it starts
// with "bad", which AROYA answers as an unknown token. GET /rooms/{id}/readings/?start=&end= serves
// deterministic 5-minute readings (a formula of the instant and the room number: lights on
// 06:00–18:00 UTC, irrigation shots, a dryback) so `npm start` shows live-looking data. Its shape
// is this project's assumption (DRF's {count, results}); the real API is unverified. Never part of
// a hosted project.
import { Hono } from 'hono';
import { bearerToken } from '../../http.ts';
import type { DevAid } from '../../services.ts';

/** AROYA takes its own Bearer key, never the project's API key. */
export const aroya: DevAid = {
  prefix: '/aroya/public_api',
  keyless: true,
  create: createAroyaFakeApp,
};

const FIVE_MINUTES = 300_000;
const MAX_SPAN = 7 * 86_400_000;

/** A repeatable number in [-0.5, 0.5) for an instant and a channel. */
function noise(step: number, channel: number): number {
  const x = Math.sin(step * 12.9898 + channel * 78.233) * 43758.5453;
  return x - Math.floor(x) - 0.5;
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** The readings AROYA's sensors in room `room` would have sent at `t` (ms). */
function aroyaReadingAt(room: number, t: number) {
  const step = Math.floor(t / FIVE_MINUTES) + room;
  const h = (t / 3_600_000) % 24;
  const lit = h >= 6 && h < 18;
  const sinceOn = (h - 6 + 24) % 24;
  const vwc =
    sinceOn >= 1 && sinceOn < 7
      ? Math.min(60, 42 + 3 * Math.floor((sinceOn - 1) * 2))
      : sinceOn >= 7
        ? 60 - (18 * (sinceOn - 7)) / 17
        : 42;
  return {
    timestamp: new Date(t).toISOString(),
    air_temp: round((lit ? 25 : 20) + noise(step, 1) * 0.6, 2),
    rh: round((lit ? 50 : 55) + noise(step, 2) * 2, 2),
    co2: round(lit ? 900 + noise(step, 3) * 40 : 450 + noise(step, 3) * 20, 0),
    ppfd: round(lit ? 850 + noise(step, 4) * 10 : 0, 0),
    vwc: round(vwc + noise(step, 5) * 0.4, 2),
    pore_ec: round(3 + (1.5 * (60 - vwc)) / 30 + noise(step, 6) * 0.1, 2),
    substrate_temp: round((lit ? 22 : 20.5) + noise(step, 7) * 0.3, 2),
  };
}

function createAroyaFakeApp(): Hono {
  const app = new Hono();
  const keyProblem = (header: string | undefined) => {
    const key = bearerToken(header) ?? '';
    if (!key) return 'Authentication credentials were not provided.';
    if (key.length < 8 || key.startsWith('bad')) return 'Invalid token.';
    return null;
  };
  app.get('/validate/', (c) => {
    const problem = keyProblem(c.req.header('authorization'));
    if (problem) return c.json({ detail: problem }, 401);
    return c.json({ valid: true });
  });
  app.get('/rooms/:id/readings/', (c) => {
    const problem = keyProblem(c.req.header('authorization'));
    if (problem) return c.json({ detail: problem }, 401);
    const room = Number(c.req.param('id'));
    const start = Date.parse(c.req.query('start') ?? '');
    const end = Date.parse(c.req.query('end') ?? '');
    if (!Number.isInteger(room) || room < 0 || room > 99999) return c.json({ detail: 'Not found.' }, 404);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || end - start > MAX_SPAN)
      return c.json({ detail: 'start and end must be ISO times at most 7 days apart.' }, 400);
    const results = [];
    const last = Math.min(end, Date.now());
    for (let t = Math.ceil(start / FIVE_MINUTES) * FIVE_MINUTES; t < last; t += FIVE_MINUTES)
      results.push(aroyaReadingAt(room, t));
    return c.json({ count: results.length, next: null, previous: null, results });
  });
  return app;
}
