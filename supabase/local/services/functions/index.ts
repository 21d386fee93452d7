// The Edge Functions service, mounted by the gateway under /functions/v1 as hosted's is: a request
// for /functions/v1/<name>[/sub] reaches the function as /<name>[/sub], after the platform's checks
// (the function exists, the method is one hosted allows, verify_jwt). No API key is needed at the
// gateway, and the gateway adds no CORS headers here: on hosted both are the function's business.
// Functions are served from supabase/functions by Deno (workers.ts); an edit to a function, to
// _shared/, to the secrets file or to config.toml takes effect on the next request (hot reload).
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { JSONWebKeySet } from 'jose';
import { PROJECT_ROOT, type StackConfig } from '../../config.ts';
import type { HttpService } from '../../services.ts';
import { FunctionCatalog, type FunctionSpec } from './catalog.ts';
import { injectedEnv, readSecrets } from './env.ts';
import { ALLOWED_METHODS, bootError, methodNotAllowed, notFound } from './errors.ts';
import { jwtVerifier } from './verify-jwt.ts';
import { FunctionWorker, HOSTED_LIMITS, WorkerPool, type WorkerLimits } from './workers.ts';

export const FUNCTIONS_PREFIX = '/functions/v1';

export interface FunctionsOptions {
  /** The folder of functions (default supabase/functions). */
  dir: string;
  /** config.toml with the `[functions.<name>]` sections (default supabase/config.toml). */
  configFile: string;
  /** The secrets file (default `<dir>/.env`, as the CLI's `functions serve`). */
  envFile: string;
  limits: WorkerLimits;
  /**
   * The signing keys ES256/RS256 tokens are checked against, and SUPABASE_JWKS. By default the auth
   * service's published set (/auth/v1/.well-known/jwks.json), read as hosted reads it.
   */
  jwks?: JSONWebKeySet;
  /** Reload on edits (default true). */
  watch: boolean;
  /**
   * Secrets the stack supplies itself (the local stand-ins' addresses and test keys); the secrets
   * file overrides each. Hosted has none: there every secret is set with `supabase secrets set`.
   */
  defaultSecrets?: Record<string, string>;
}

export function defaultFunctionsOptions(overrides: Partial<FunctionsOptions> = {}): FunctionsOptions {
  const dir = overrides.dir ?? path.join(PROJECT_ROOT, 'supabase', 'functions');
  return {
    dir,
    configFile: path.join(PROJECT_ROOT, 'supabase', 'config.toml'),
    envFile: path.join(dir, '.env'),
    watch: true,
    ...overrides,
    limits: { ...HOSTED_LIMITS, ...overrides.limits },
  };
}

export interface FunctionsService extends HttpService {
  /** The folder served. */
  dir: string;
  /** The functions served now, with their verify_jwt. */
  list(): FunctionSpec[];
  /** The worker serving a function now, if one runs. */
  worker(name: string): FunctionWorker | undefined;
  close(): Promise<void>;
}

export function createFunctionsService(
  ctx: { config: StackConfig; log: (message: string) => void },
  options: FunctionsOptions,
): FunctionsService {
  const { config, log } = ctx;
  const catalog = new FunctionCatalog(options.dir, options.configFile);
  const jwksUrl = `${config.apiUrl}/auth/v1/.well-known/jwks.json`;
  const verify = jwtVerifier({
    secret: config.jwtSecret,
    jwks: options.jwks ?? { url: jwksUrl, headers: { apikey: config.anonKey } },
  });

  let warnedSkipped = '';
  async function environment(): Promise<Record<string, string>> {
    const { secrets, skipped } = readSecrets(options.envFile);
    if (skipped.length && skipped.join() !== warnedSkipped) {
      warnedSkipped = skipped.join();
      log(
        `functions: ${path.basename(options.envFile)}: names starting with SUPABASE_ are reserved, skipped ${skipped.join(', ')}`,
      );
    }
    return {
      ...injectedEnv({
        apiUrl: config.apiUrl,
        dbUrl: config.dbUrl,
        anonKey: config.anonKey,
        serviceRoleKey: config.serviceRoleKey,
        publishableKey: config.publishableKey,
        secretKey: config.secretKey,
        jwks: JSON.stringify(options.jwks ?? (await publishedKeys(jwksUrl, config.anonKey))),
      }),
      ...options.defaultSecrets,
      ...secrets,
    };
  }

  const pool = new WorkerPool(async (spec) =>
    FunctionWorker.start({
      spec,
      env: await environment(),
      limits: options.limits,
      // Its own folder, the functions folder, and the project's _shared code (test fixtures use it).
      readable: [
        options.dir,
        path.dirname(spec.entrypoint),
        path.join(PROJECT_ROOT, 'supabase', 'functions'),
      ],
      log,
    }),
  );

  const watchers: FSWatcher[] = [];
  if (options.watch) {
    const onChange = (file: string | null) => {
      const top = file?.split(path.sep)[0];
      // A change inside one function's folder reloads that function; anything else (_shared/, the
      // secrets file, an import map beside them) may touch every function.
      if (top && top !== '_shared' && catalog.find(top)) pool.reload(top);
      else pool.reload();
    };
    try {
      watchers.push(watch(options.dir, { recursive: true }, (_e, file) => onChange(file)));
    } catch {
      // no functions folder: nothing to reload until the stack starts again
    }
    // Its folder rather than the file: an editor that saves by renaming replaces the file watched.
    try {
      watchers.push(
        watch(path.dirname(options.configFile), (_e, file) => {
          if (file !== path.basename(options.configFile)) return;
          const problem = catalog.reload();
          if (problem) log(`functions: ${options.configFile} does not parse, settings unchanged: ${problem}`);
          pool.reload();
        }),
      );
    } catch {
      // no folder for a config.toml: every function has the defaults
    }
    for (const w of watchers) w.on('error', () => undefined);
  }

  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const rest = url.pathname.slice(FUNCTIONS_PREFIX.length);
    const name = /^\/([^/]+)/.exec(rest)?.[1];
    const spec = name ? catalog.find(name) : null;
    if (!spec) return notFound();
    if (!ALLOWED_METHODS.includes(c.req.method)) return methodNotAllowed();
    if (spec.verifyJwt && c.req.method !== 'OPTIONS') {
      const refused = await verify(c.req.raw.headers);
      if (refused) return refused;
    }
    let worker: FunctionWorker;
    try {
      worker = await pool.get(spec);
    } catch (err) {
      log(err instanceof Error ? err.message : String(err));
      return bootError();
    }
    return worker.dispatch(c.req.raw, `${rest}${url.search}`, c.req.header('host') ?? url.host);
  });

  return {
    prefix: FUNCTIONS_PREFIX,
    app,
    keyless: [/^/],
    ownCors: true,
    dir: options.dir,
    list: () => catalog.list(),
    worker: (name) => pool.current(name),
    async close() {
      for (const w of watchers) w.close();
      await pool.close();
    },
  };
}

/** The auth service's published signing keys (none while it signs HS256 only). */
async function publishedKeys(url: string, apikey: string): Promise<JSONWebKeySet> {
  try {
    const res = await fetch(url, { headers: { apikey }, signal: AbortSignal.timeout(2000) });
    if (res.ok) return (await res.json()) as JSONWebKeySet;
  } catch {
    // auth not reachable (a functions-only test server): no asymmetric keys
  }
  return { keys: [] };
}
