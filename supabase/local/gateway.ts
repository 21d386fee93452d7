// One gateway on the API port, shaped like hosted Supabase's: API-key check, CORS, and the
// services under /rest/v1, /auth/v1, /storage/v1, /realtime/v1 and /functions/v1.
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import type { StackConfig } from './config.ts';
import { verifyJwt } from './db.ts';
import { bearerToken } from './http.ts';
import type { SigningKeyStore } from './signing-keys.ts';
import { clientIp, TokenBuckets } from './rate-limit.ts';
import type { HttpService } from './services.ts';

/** Kong's answer when the service behind a route is down. */
const UPSTREAM_UNAVAILABLE = 'The upstream server is currently unavailable';

/** The part of `path` below `prefix` ('' for the prefix itself), or null when it lies elsewhere. */
function below(prefix: string, path: string): string | null {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
}

/** Whether a path works without an API key: each service and dev aid says which of its paths do. */
function isKeyless(services: readonly HttpService[], path: string): boolean {
  if (path === '/health') return true;
  return services.some((s) => {
    const rest = below(s.prefix, path);
    return rest !== null && (s.keyless ?? []).some((re) => re.test(rest));
  });
}

export function createGateway(opts: {
  config: StackConfig;
  postgrestUrl: string;
  /** Auth, storage and the dev aids, each mounted under its own prefix. */
  services: HttpService[];
  /** The supervised processes: while one is away its requests get a 503, not a 500. */
  health?: { postgres: { up: boolean }; postgrest: { up: boolean } };
  /** The project's signing keys: an apikey that is a token must be signed by a trusted one. */
  keys: SigningKeyStore;
}): Hono {
  const { config } = opts;
  const app = new Hono();

  const withCors = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS'],
    exposeHeaders: [
      'X-Supabase-Api-Version',
      'Content-Range',
      'X-Total-Count',
      'Content-Location',
      'Location',
      'ETag',
      'Content-Disposition',
      // Resumable (TUS) uploads: tus-js-client reads these from the answers.
      'Upload-Offset',
      'Upload-Length',
      'Upload-Expires',
      'Upload-Metadata',
      'Tus-Resumable',
      'Tus-Version',
      'Tus-Extension',
      'Tus-Max-Size',
    ],
    maxAge: 3600,
  });
  // Services that answer CORS themselves (Edge Functions) get nothing added, as on hosted.
  const ownCors = opts.services.filter((s) => s.ownCors).map((s) => s.prefix);
  app.use('*', (c, next) =>
    ownCors.some((prefix) => below(prefix, c.req.path) !== null) ? next() : withCors(c, next),
  );

  // A second start asks this to tell a running Canopy stack from another program on the port.
  app.get('/health', (c) => c.json({ ok: true, service: 'canopy-local-stack', pid: process.pid }));

  // While Postgres or PostgREST is being restarted, answer at once as hosted's gateway does when
  // its upstream is down, instead of letting each request fail its own way.
  const unavailable = (c: Context) => c.json({ message: UPSTREAM_UNAVAILABLE }, 503, { 'Retry-After': '1' });
  app.use('*', async (c, next) => {
    const health = opts.health;
    if (!health || c.req.method === 'OPTIONS') return next();
    const path = c.req.path;
    const needsRest = below('/rest/v1', path) !== null;
    const needsDb = needsRest || below('/auth/v1', path) !== null || below('/storage/v1', path) !== null;
    if ((needsDb && !health.postgres.up) || (needsRest && !health.postgrest.up)) return unavailable(c);
    return next();
  });

  // One client cannot monopolise PostgREST (deep embeds, floods): a burst of a minute's worth
  // of requests passes, then they are refused until the bucket refills.
  const restBuckets = new TokenBuckets();
  app.use('/rest/v1/*', async (c, next) => {
    const client = clientIp(c, config.trustedProxies);
    if (restBuckets.take(client, config.restRequestsPerMinute, 60_000)) return next();
    const retryAfter = restBuckets.retryAfterSeconds(client, config.restRequestsPerMinute, 60_000);
    return c.json({ message: 'API rate limit exceeded' }, 429, { 'Retry-After': String(retryAfter) });
  });

  // The new kind of API key (sb_publishable_…, sb_secret_…) stands for the anon or service_role JWT,
  // which every service behind the gateway then sees, as the Supabase CLI's gateway maps them: in
  // the apikey header, and as the bearer token when the request brings none (or brings the key).
  const keyJwts = new Map([
    [config.publishableKey, config.anonKey],
    [config.secretKey, config.serviceRoleKey],
  ]);
  app.use('*', async (c, next) => {
    const key = c.req.header('apikey');
    const authorization = c.req.header('authorization');
    const keyJwt = key ? keyJwts.get(key) : undefined;
    const bearerJwt = keyJwts.get(bearerToken(authorization) ?? '');
    if (!keyJwt && !bearerJwt) return next();
    const headers = new Headers(c.req.raw.headers);
    if (keyJwt) headers.set('apikey', keyJwt);
    const bearer = bearerJwt ?? (authorization ? undefined : keyJwt);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    c.req.raw = new Request(c.req.raw, { headers });
    return next();
  });

  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (isKeyless(opts.services, path)) return next();
    // Browsers cannot set headers on a websocket; hosted projects take ?apikey= there and on links.
    const given = c.req.header('apikey') ?? c.req.query('apikey');
    const key = given ? (keyJwts.get(given) ?? given) : given;
    if (!key) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      );
    }
    if (key !== config.anonKey && key !== config.serviceRoleKey && !(await verifyJwt(key, opts.keys))) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    return next();
  });

  app.all('/rest/v1/*', async (c) => {
    const url = new URL(c.req.url);
    const target = `${opts.postgrestUrl}${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`;
    const headers = new Headers(c.req.raw.headers);
    if (!headers.get('authorization'))
      headers.set('authorization', `Bearer ${headers.get('apikey') ?? url.searchParams.get('apikey')}`);
    headers.delete('host');
    try {
      return await proxy(target, { raw: c.req.raw, headers });
    } catch {
      // PostgREST went away between the health check and the request.
      return unavailable(c);
    }
  });

  for (const service of opts.services) app.route(service.prefix, service.app);

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}
