// Starts the embedded Supabase-compatible stack: Postgres, migrations (+ seed on a fresh
// database), PostgREST, and the gateway with auth, storage and realtime.
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { getRequestListener } from '@hono/node-server';
import pg from 'pg';
import { buildConfig, type AuthSettings, type StackConfig } from './config.ts';
import { aroya } from './dev/aroya/index.ts';
import { checkout } from './dev/checkout/index.ts';
import { inbox } from './dev/inbox/index.ts';
import { createGateway } from './gateway.ts';
import { migrate } from './migrate.ts';
import { startPostgres } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { mountDevAid, type DevAid } from './services.ts';
import { createAuthService } from './services/auth/index.ts';
import { createRealtimeService } from './services/realtime/index.ts';
import { createStorageService } from './services/storage/index.ts';

/** Local development and test aids, each mounted under the prefix it declares. */
const DEV_AIDS: DevAid[] = [inbox, checkout, aroya];

export interface StackOptions {
  apiPort?: number;
  dbPort?: number;
  dataDir?: string;
  /** Start from an empty database (and delete it again on stop when ephemeral). */
  reset?: boolean;
  /** A throw-away stack for tests: fast, non-durable, removed on stop. */
  ephemeral?: boolean;
  seed?: boolean;
  auth?: Partial<AuthSettings>;
  log?: (message: string) => void;
}

export interface RunningStack {
  config: StackConfig;
  pool: pg.Pool;
  seeded: boolean;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? ((m: string) => console.log(`[stack] ${m}`));
  const config = buildConfig(options);
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn().catch((e) => log(`stop: ${String(e)}`));
  };

  try {
    if (options.reset) await rm(config.dataDir, { recursive: true, force: true });
    if (options.ephemeral) cleanups.push(() => rm(config.dataDir, { recursive: true, force: true }));

    const postgres = await startPostgres({
      dataDir: config.dataDir,
      port: config.dbPort,
      ephemeral: options.ephemeral,
      log,
    });
    cleanups.push(() => postgres.stop());

    const result = await migrate(config.dbUrl, { seed: postgres.fresh && options.seed !== false, log });
    for (const name of result.applied) log(`applied migration ${name}`);
    if (!postgres.fresh && result.applied.length > 0) {
      // The seed runs on a fresh database only, so the new tables start empty here.
      log('new migrations on an existing database: `npm run db:reset` loads their demo data too');
    }

    const pool = new pg.Pool({ connectionString: config.dbUrl, max: 20 });
    pool.on('error', (e) => log(`pool: ${e.message}`));
    cleanups.push(() => pool.end());

    // PostgREST sits behind the gateway on free ports, so several stacks can run side by side.
    const postgrest = await startPostgrest({
      dbPort: config.dbPort,
      port: await freePort(),
      adminPort: await freePort(),
      jwtSecret: config.jwtSecret,
      log,
    });
    cleanups.push(() => postgrest.stop());

    const ctx = { config, pool, log };
    const auth = await createAuthService(ctx);
    const storage = await createStorageService(ctx);
    const realtime = await createRealtimeService(ctx);
    cleanups.push(
      async () => auth.close?.(),
      async () => storage.close?.(),
      () => realtime.close(),
    );

    const devCtx = { ...ctx, postgrestUrl: postgrest.url };
    const gateway = createGateway({
      config,
      postgrestUrl: postgrest.url,
      services: [auth, storage, ...DEV_AIDS.map((aid) => mountDevAid(aid, devCtx))],
    });
    const server: Server = createServer(getRequestListener(gateway.fetch));
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === realtime.path) realtime.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.apiPort, '127.0.0.1', () => resolve());
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );

    return { config, pool, seeded: result.seeded, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
