// Realtime's REST broadcast API under /realtime/v1/api (the gateway checks the apikey first):
// `POST /api/broadcast` takes a batch `{messages: [{topic, event, payload, private?, id?}]}` (what
// supabase-js' send() falls back to) and `POST /api/broadcast/{topic}/events/{event}[?private=true]`
// one message with the payload as the body (httpSend). Both answer 202. Private messages go out
// only when the caller's token may write to the topic (realtime.messages INSERT policies; the
// service role bypasses RLS): the batch skips the others silently, the single one answers 403.
import type { Context } from 'hono';
import type pg from 'pg';
import { serviceApp, bearerToken, isJsonObject, type Json, type JsonObject } from '../../http.ts';
import { writeAuthorization } from './authorization.ts';
import type { Hub } from './hub.ts';
import { verifyChannelToken } from './tokens.ts';
import type { SigningKeyStore } from '../../signing-keys.ts';

interface ApiDeps {
  pool: pg.Pool;
  hub: Hub;
  keys: SigningKeyStore;
  log: (message: string) => void;
}

const message = (c: Context, status: 401 | 403 | 404 | 415 | 422, text: string) =>
  c.json({ message: text }, status);

/** The caller's claims: the bearer token, else the apikey (the anon key is a JWT too). */
async function callerClaims(c: Context, keys: SigningKeyStore) {
  const token = bearerToken(c.req.header('authorization')) ?? c.req.header('apikey') ?? c.req.query('apikey');
  if (!token) return null;
  const checked = await verifyChannelToken(token, keys);
  return checked.ok ? checked.claims : null;
}

async function mayWrite(deps: ApiDeps, claims: Parameters<typeof writeAuthorization>[1], topic: string) {
  try {
    return await writeAuthorization(deps.pool, claims, topic, 'broadcast');
  } catch (e) {
    deps.log(`realtime: authorising a broadcast to ${topic} failed: ${(e as Error).message}`);
    return false;
  }
}

function blankErrors(entry: unknown): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  const obj = isJsonObject(entry) ? entry : {};
  if (typeof obj.topic !== 'string' || !obj.topic) errors.topic = ["can't be blank"];
  if (typeof obj.event !== 'string' || !obj.event) errors.event = ["can't be blank"];
  if (!isJsonObject(obj.payload))
    errors.payload = obj.payload === undefined ? ["can't be blank"] : ['is invalid'];
  if (obj.private !== undefined && typeof obj.private !== 'boolean') errors.private = ['is invalid'];
  return Object.keys(errors).length ? errors : null;
}

export function realtimeApi(deps: ApiDeps) {
  return serviceApp(deps, {
    groups: [
      (app) => {
        app.post('/api/broadcast', async (c) => {
          const claims = await callerClaims(c, deps.keys);
          if (!claims) return message(c, 401, 'Unauthorized');
          let body: unknown;
          try {
            body = await c.req.json();
          } catch {
            return c.json({ errors: { messages: ["can't be blank"] } }, 422);
          }
          const messages = isJsonObject(body) ? body.messages : undefined;
          if (!Array.isArray(messages) || !messages.length)
            return c.json({ errors: { messages: ["can't be blank"] } }, 422);
          const problems = messages.map(blankErrors);
          if (problems.some((p) => p !== null))
            return c.json({ errors: { messages: problems.map((p) => p ?? {}) } }, 422);

          const allowed = new Map<string, boolean>();
          for (const entry of messages as JsonObject[]) {
            const topic = entry.topic as string;
            const isPrivate = entry.private === true;
            if (isPrivate) {
              if (!allowed.has(topic)) allowed.set(topic, await mayWrite(deps, claims, topic));
              if (!allowed.get(topic)) continue;
            }
            const meta = typeof entry.id === 'string' ? { id: entry.id } : null;
            deps.hub.broadcastFromServer(
              topic,
              isPrivate,
              entry.event as string,
              { encoding: 'json', value: entry.payload as Json },
              meta,
            );
          }
          return c.body(null, 202);
        });

        app.post('/api/broadcast/:topic/events/:event', async (c) => {
          const claims = await callerClaims(c, deps.keys);
          if (!claims) return message(c, 401, 'Unauthorized');
          const topic = c.req.param('topic');
          const event = c.req.param('event');
          const isPrivate = c.req.query('private') === 'true';
          const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
          let body: { encoding: 'json'; value: Json } | { encoding: 'binary'; bytes: Buffer };
          if (type === 'application/octet-stream') {
            const bytes = Buffer.from(await c.req.arrayBuffer());
            if (!bytes.length) return c.json({ errors: { payload: ["can't be blank"] } }, 422);
            body = { encoding: 'binary', bytes };
          } else if (type === 'application/json' || type === '') {
            let value: unknown;
            try {
              value = await c.req.json();
            } catch {
              return c.json({ errors: { payload: ["can't be blank"] } }, 422);
            }
            if (!isJsonObject(value)) return c.json({ errors: { payload: ['is invalid'] } }, 422);
            body = { encoding: 'json', value };
          } else {
            return message(c, 415, 'Unsupported Media Type');
          }
          if (isPrivate && !(await mayWrite(deps, claims, topic))) return message(c, 403, 'Unauthorized');
          deps.hub.broadcastFromServer(topic, isPrivate, event, body, null);
          return c.body(null, 202);
        });
      },
    ],
    notFound: (c) => message(c, 404, 'not found'),
    onError: (err, c) => {
      deps.log(`realtime api: ${err.message}`);
      return c.json({ message: 'Unknown error' }, 422);
    },
  });
}
