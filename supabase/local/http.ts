// The HTTP plumbing every service and dev aid shares: how a service's app is put together from
// its route files, how a JSON body and a bearer token are read. Each service keeps its own error
// shape (GoTrue's, Storage's) and passes it in.
import { Hono, type Context, type Env, type ErrorHandler, type Handler, type MiddlewareHandler } from 'hono';
import type { BlankEnv } from 'hono/types';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isJsonObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The token of an `Authorization: Bearer <token>` header, else null. One token and nothing after
 * it, as GoTrue reads it (`Bearer a b` is no token at all).
 */
export function bearerToken(header: string | undefined | null): string | null {
  const m = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return m ? m[1]! : null;
}

export type BodyProblem = { kind: 'malformed'; detail: string } | { kind: 'not_object' };

/**
 * The request's body as a JSON object; an empty body reads as `{}` (GoTrue and Storage agree on
 * that). Anything else is refused with the error `fail` builds, in the calling service's shape.
 */
export async function readJsonObject(c: Context, fail: (problem: BodyProblem) => Error): Promise<JsonObject> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw fail({ kind: 'malformed', detail: (err as Error).message });
  }
  if (!isJsonObject(parsed)) throw fail({ kind: 'not_object' });
  return parsed;
}

/** One file of routes (`routes/user.ts`, `bucket-routes.ts`): registers its handlers on the service's app. */
export type RouteGroup<D, E extends Env = BlankEnv> = (app: Hono<E>, deps: D) => void;

export interface ServiceAppSpec<D, E extends Env> {
  /** Run before every route, in order (e.g. GoTrue's API-version negotiation). */
  middleware?: MiddlewareHandler<E>[];
  /** Registered in order: a group with specific paths goes before one with catch-all parameters. */
  groups: RouteGroup<D, E>[];
  /** The answer for a path no group knows, in the service's own error shape. */
  notFound: Handler<E>;
  /** Turns anything a route throws into the service's error response. */
  onError: ErrorHandler<E>;
}

/**
 * A service's app, built the same way for every service. The result is a plain Hono app the
 * gateway mounts under the service's prefix (the routes see paths without it).
 */
export function serviceApp<D, E extends Env>(deps: D, spec: ServiceAppSpec<D, E>): Hono {
  const app = new Hono<E>();
  for (const mw of spec.middleware ?? []) app.use('*', mw);
  for (const group of spec.groups) group(app, deps);
  // A catch-all route rather than app.notFound: a mounted app's notFound is never consulted.
  app.all('*', spec.notFound);
  app.onError(spec.onError);
  const root = new Hono();
  root.route('/', app);
  return root;
}
