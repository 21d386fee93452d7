// One gateway on the API port, shaped like hosted Supabase's: API-key check, CORS, and the
// services under /rest/v1, /auth/v1, /storage/v1 and /realtime/v1.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { proxy } from 'hono/proxy';
import type { StackConfig } from './config.ts';
import { verifyJwt } from './db.ts';
import type { HttpService } from './services.ts';

/** Auth links from a mail, public object URLs and signed URLs carry no apikey on hosted projects either. */
const KEYLESS = [
  /^\/storage\/v1\/object\/(public|sign)\//,
  /^\/storage\/v1\/upload\/resumable/,
  /^\/auth\/v1\/verify$/,
  /^\/auth\/v1\/callback$/,
  /^\/auth\/v1\/authorize$/,
  /^\/inbox(\/|$)/,
  // The local test checkout (a browser form post, like a payment provider's page).
  /^\/checkout(\/|$)/,
  // The local AROYA stand-in (aroya-fake.ts); AROYA takes its own Bearer key, not ours.
  /^\/aroya\//,
  /^\/health$/,
];

export function createGateway(opts: {
  config: StackConfig;
  postgrestUrl: string;
  auth: HttpService;
  storage: HttpService;
  /** Extra apps mounted without an API key (the local mail inbox, the test checkout). */
  extras?: Record<string, Hono>;
}): Hono {
  const { config } = opts;
  const app = new Hono();

  app.use(
    '*',
    cors({
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
      ],
      maxAge: 3600,
    }),
  );

  app.get('/health', (c) => c.json({ ok: true }));

  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (KEYLESS.some((re) => re.test(path))) return next();
    // Browsers cannot set headers on a websocket; hosted projects take ?apikey= there and on links.
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      );
    }
    if (
      key !== config.anonKey &&
      key !== config.serviceRoleKey &&
      !(await verifyJwt(key, config.jwtSecret))
    ) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      );
    }
    return next();
  });

  app.all('/rest/v1/*', (c) => {
    const url = new URL(c.req.url);
    const target = `${opts.postgrestUrl}${url.pathname.slice('/rest/v1'.length) || '/'}${url.search}`;
    const headers = new Headers(c.req.raw.headers);
    if (!headers.get('authorization'))
      headers.set('authorization', `Bearer ${headers.get('apikey') ?? url.searchParams.get('apikey')}`);
    headers.delete('host');
    return proxy(target, { raw: c.req.raw, headers });
  });

  app.route('/auth/v1', opts.auth.app);
  app.route('/storage/v1', opts.storage.app);
  for (const [prefix, sub] of Object.entries(opts.extras ?? {})) app.route(prefix, sub);

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}
