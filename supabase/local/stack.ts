// Starts the embedded Supabase-compatible stack: Postgres, migrations (+ seed on a fresh
// database), PostgREST, the mail inbox's SMTP port, pg_cron's runner and pg_net's worker, and the
// gateway with auth, storage, realtime and Edge Functions.
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import pg from 'pg';
import { buildConfig, type AuthSettings, type StackConfig } from './config.ts';
import { aroya } from './dev/aroya/index.ts';
import { cronNow } from './dev/cron/index.ts';
import { inbox } from './dev/inbox/index.ts';
import { startSmtpInbox } from './dev/inbox/smtp.ts';
import { inboxDir, InboxStore } from './dev/inbox/store.ts';
import { stripeApi, stripeFunctionSecrets, stripePages } from './dev/stripe/index.ts';
import { createGateway } from './gateway.ts';
import { migrate } from './migrate.ts';
import { startPostgres } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { isDatabaseUnavailable } from './db.ts';
import { mountDevAid, type DevAid } from './services.ts';
import {
  acquireStackLock,
  diskFull,
  isNoSpace,
  portInUse,
  postgrestPidFile,
  stopOrphanPostgrest,
} from './startup.ts';
import { supervise, type Supervised } from './supervisor.ts';
import { createAuthService } from './services/auth/index.ts';
import { CronRunner } from './services/cron/runner.ts';
import { NetWorker } from './services/net/worker.ts';
import {
  createFunctionsService,
  defaultFunctionsOptions,
  type FunctionsOptions,
  type FunctionsService,
} from './services/functions/index.ts';
import { createRealtimeService, type RealtimeService } from './services/realtime/index.ts';
import { createStorageService } from './services/storage/index.ts';
import { defaultKeyRecords, SigningKeyStore, type SigningKeyRecord } from './signing-keys.ts';

/** Local development and test aids, each mounted under the prefix it declares. */
const DEV_AIDS: DevAid[] = [inbox, stripeApi, stripePages, aroya, cronNow];

export interface StackOptions {
  apiPort?: number;
  dbPort?: number;
  /** The inbox's SMTP port (default: as far from apiPort as in config.toml, 54325 for 54321). */
  smtpPort?: number;
  dataDir?: string;
  /** Start from an empty database (and delete it again on stop when ephemeral). */
  reset?: boolean;
  /** A throw-away stack for tests: fast, non-durable, removed on stop. */
  ephemeral?: boolean;
  seed?: boolean;
  /**
   * False: an empty project (the bootstrap without Canopy's migrations), for tests of the stack
   * itself, which start in seconds rather than after every migration.
   */
  migrations?: boolean;
  auth?: Partial<AuthSettings>;
  /** Proxies whose X-Forwarded-For is believed (default: none, or STACK_TRUSTED_PROXIES). */
  trustedProxies?: string[];
  /** Per-client REST requests per minute; test stacks raise it. */
  restRequestsPerMinute?: number;
  /** Edge Functions: another folder (test fixtures), limits, signing keys (default supabase/functions). */
  functions?: Partial<FunctionsOptions>;
  /**
   * The JWT signing keys to start with, replacing what the data folder holds (tests of the legacy
   * HS256 mode, of a rotation). Default: the folder's keys, or a new project's (signing-keys.ts).
   */
  signingKeys?: SigningKeyRecord[];
  log?: (message: string) => void;
}

export interface RunningStack {
  config: StackConfig;
  pool: pg.Pool;
  /** The JWT signing keys the services use right now. */
  keys: SigningKeyStore;
  seeded: boolean;
  /** The supervised processes, for tools that need their pids (the fault tests, the soak). */
  processes: { postgres: Supervised; postgrest: Supervised };
  functions: FunctionsService;
  /** pg_cron's runner and pg_net's worker. */
  cron: CronRunner;
  net: NetWorker;
  stop(): Promise<void>;
}

/** What a reset removes: everything the stack keeps, but not the lock that says whose it is. */
const DATA_PARTS = ['db', 'storage', 'inbox'];

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? ((m: string) => console.log(`[stack] ${m}`));
  const config = buildConfig(options);
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn().catch((e) => log(`stop: ${String(e)}`));
  };

  let postgrest: Supervised | null = null;
  try {
    try {
      await mkdir(config.dataDir, { recursive: true });
    } catch (err) {
      if (isNoSpace(err)) throw diskFull(config.dataDir);
      throw err;
    }
    // Before anything touches the folder: a second start must leave the running stack alone.
    const lock = await acquireStackLock(config);
    cleanups.push(() => lock.release());
    await stopOrphanPostgrest(config.dataDir, log);
    if (options.reset) {
      for (const part of DATA_PARTS)
        await rm(path.join(config.dataDir, part), { recursive: true, force: true });
    }
    if (options.ephemeral) cleanups.push(() => rm(config.dataDir, { recursive: true, force: true }));

    // The keys outlive a database reset, as a hosted project's do; `npm run keys` changes them.
    const keys = await SigningKeyStore.open({
      dataDir: config.dataDir,
      legacySecret: config.jwtSecret,
      // A throw-away stack starts as a new project, whatever a killed run left behind.
      initial: options.signingKeys ?? (options.ephemeral ? defaultKeyRecords() : undefined),
      log,
    });
    keys.watch();
    cleanups.push(async () => keys.close());
    // PostgREST reads the trusted keys from a file (its jwt-secret takes a JWKS) and reads it again
    // on SIGUSR2, so a rotation or revocation applies to REST at once, without a restart.
    const postgrestJwks = path.join(config.dataDir, 'postgrest-jwks.json');
    const writePostgrestJwks = () =>
      writeFile(postgrestJwks, JSON.stringify(keys.current().verificationJwks()), { mode: 0o600 });
    await writePostgrestJwks();

    // After Postgres comes back, PostgREST reconnects and reloads its schema cache; until its
    // /ready says so it would answer 404 for every table, so REST stays 503 until then.
    let realtime: RealtimeService | null = null;
    let cron: CronRunner | null = null;
    let net: NetWorker | null = null;
    let restReady = true;
    const postgrestPort = await freePort();
    const postgrestAdminPort = await freePort();
    const postgres = await startPostgres({
      dataDir: config.dataDir,
      port: config.dbPort,
      ephemeral: options.ephemeral,
      log,
      onRestart: () => {
        restReady = false;
        realtime?.resume?.();
        cron?.resume();
        net?.resume();
        void waitForPostgrest(postgrestAdminPort, () => postgrest?.pid).then(() => (restReady = true));
      },
    });
    cleanups.push(() => postgres.stop());

    const result = await migrate(config.dbUrl, {
      seed: postgres.fresh && options.seed !== false && options.migrations !== false,
      migrations: options.migrations,
      log,
    });
    for (const name of result.applied) log(`applied migration ${name}`);
    if (!postgres.fresh && result.applied.length > 0) {
      // The seed runs on a fresh database only, so the new tables start empty here.
      log('new migrations on an existing database: `npm run db:reset` loads their demo data too');
    }

    const pool = new pg.Pool({ connectionString: config.dbUrl, max: 20 });
    // Idle connections break when Postgres goes away; the supervisor has said so in one line.
    pool.on('error', (e) => {
      if (postgres.supervised.up && !isDatabaseUnavailable(e)) log(`pool: ${e.message}`);
    });
    cleanups.push(() => pool.end());

    // Mail arrives over SMTP (auth's own mails too), as at the Supabase CLI's mail catcher.
    const smtp = await startSmtpInbox({
      port: config.smtpPort,
      store: new InboxStore(inboxDir(config.dataDir)),
    });
    cleanups.push(() => smtp.close());

    await keepProjectUrl(pool, config.apiUrl);
    const runner = new CronRunner({ dbUrl: config.dbUrl, pool, log });
    await runner.start();
    cron = runner;
    cleanups.push(() => runner.stop());
    const worker = new NetWorker({ dbUrl: config.dbUrl, pool, log });
    await worker.start();
    net = worker;
    cleanups.push(() => worker.stop());

    // PostgREST sits behind the gateway on free ports, so several stacks can run side by side;
    // the ports stay the same across restarts.
    const postgrestUrl = `http://127.0.0.1:${postgrestPort}`;
    postgrest = await supervise({
      name: 'PostgREST',
      start: async () => {
        const proc = await startPostgrest({
          dbPort: config.dbPort,
          port: postgrestPort,
          adminPort: postgrestAdminPort,
          jwtSecretFile: postgrestJwks,
          maxRows: config.maxRows,
        });
        // If this process is killed outright, the next start stops the PostgREST it leaves.
        await writeFile(postgrestPidFile(config.dataDir), String(proc.pid)).catch(() => undefined);
        return proc;
      },
      log,
    });
    const rest = postgrest;
    cleanups.push(async () => {
      await rest.stop();
      await rm(postgrestPidFile(config.dataDir), { force: true });
    });
    keys.onChange(() => {
      void writePostgrestJwks().then(() => {
        const pid = rest.pid;
        if (pid) {
          try {
            process.kill(pid, 'SIGUSR2');
          } catch {
            // restarting: it reads the new file when it starts
          }
        }
      });
    });

    const ctx = { config, pool, keys, log };
    const auth = await createAuthService(ctx);
    const storage = await createStorageService(ctx);
    realtime = await createRealtimeService(ctx);
    const rt = realtime;
    // Functions reach the local Stripe stand-in (dev/stripe) unless the secrets file says otherwise.
    const functions = createFunctionsService(
      ctx,
      defaultFunctionsOptions({ defaultSecrets: stripeFunctionSecrets(config), ...options.functions }),
    );
    cleanups.push(
      async () => auth.close?.(),
      async () => storage.close?.(),
      () => rt.close(),
      () => functions.close(),
    );

    const devCtx = { ...ctx, postgrestUrl, cron: runner, net: worker };
    const gateway = createGateway({
      config,
      keys,
      postgrestUrl,
      services: [auth, storage, rt.http, functions, ...DEV_AIDS.map((aid) => mountDevAid(aid, devCtx))],
      health: {
        postgres: postgres.supervised,
        postgrest: {
          get up() {
            return rest.up && restReady;
          },
        },
      },
    });
    const server: Server = createServer(getRequestListener(gateway.fetch));
    server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === rt.path) rt.handleUpgrade(req, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) =>
        reject(err.code === 'EADDRINUSE' ? portInUse(config.apiPort, 'the API gateway') : err),
      );
      server.listen(config.apiPort, '127.0.0.1', () => resolve());
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );

    return {
      config,
      pool,
      keys,
      seeded: result.seeded,
      processes: { postgres: postgres.supervised, postgrest: rest },
      functions,
      cron: runner,
      net: worker,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Jobs reach the stack's functions at `<project_url>/functions/v1/…`, reading project_url from
 * Vault as a hosted project's jobs do (there it is set once, by hand: see the README). Each stack
 * has its own API port, so it keeps the secret pointing at itself.
 */
async function keepProjectUrl(pool: pg.Pool, apiUrl: string): Promise<void> {
  const { rows } = await pool.query<{ ok: boolean }>(`select to_regclass('vault.secrets') is not null as ok`);
  if (!rows[0]!.ok) return;
  const current = await pool.query<{ id: string; decrypted_secret: string }>(
    `select id, decrypted_secret from vault.decrypted_secrets where name = 'project_url'`,
  );
  const secret = current.rows[0];
  if (!secret) {
    await pool.query(
      `select vault.create_secret($1, 'project_url', 'The API URL scheduled jobs call functions at')`,
      [apiUrl],
    );
  } else if (secret.decrypted_secret !== apiUrl) {
    await pool.query('select vault.update_secret($1, $2)', [secret.id, apiUrl]);
  }
}

/**
 * Nudges PostgREST to reconnect now (SIGUSR1: reload the schema cache, which needs a connection)
 * rather than at the end of its growing backoff, then waits until its admin /ready says it serves.
 */
async function waitForPostgrest(adminPort: number, pid: () => number | undefined): Promise<void> {
  const until = Date.now() + 120_000;
  let nudgedAt = 0;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      if (res.ok) return;
    } catch {
      // restarting itself
    }
    const p = pid();
    if (p && Date.now() - nudgedAt > 1000) {
      nudgedAt = Date.now();
      try {
        process.kill(p, 'SIGUSR1');
      } catch {
        // gone; its supervisor restarts it
      }
    }
    await new Promise((r) => setTimeout(r, 100));
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
