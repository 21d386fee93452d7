// What can stop the stack from starting, each said in one line with what to do: a stack already
// running (found by its lock and its ports, never by killing it), a port taken by something else,
// a damaged database folder, a full disk.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from './config.ts';

/** A start-up failure whose message is the whole story; the CLI prints it and exits non-zero. */
export class StackStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StackStartError';
  }
}

/** A folder as the developer knows it: relative to the project when inside it. */
export function shown(dir: string): string {
  const rel = path.relative(PROJECT_ROOT, dir);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : dir;
}

export const alreadyRunning = (apiUrl: string, pid: number) =>
  new StackStartError(`Canopy's local stack is already running at ${apiUrl} (pid ${pid})`);

export const portInUse = (port: number, what: string) =>
  new StackStartError(
    `Port ${port} (${what}) is in use by another program: stop that program, or give the stack other ports ([api] port and [db] port in supabase/config.toml).`,
  );

export const diskFull = (dir: string) =>
  new StackStartError(
    `The disk holding ${shown(dir)} is full (no space left on device): free some space, then start the stack again.`,
  );

export const damagedDatabase = (dbDir: string, detail: string) =>
  new StackStartError(
    `The database in ${shown(dbDir)} is damaged or incomplete (${detail}): run \`npm run db:reset\` to rebuild it (this deletes the local data).`,
  );

export function isNoSpace(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === 'ENOSPC' || /no space left on device/i.test(String(e?.message ?? err));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether nothing listens on the port (on the stack's address). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

interface LockContent {
  pid: number;
  apiUrl: string;
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'stack.lock');
}

function readLock(file: string): LockContent | null {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof v.pid === 'number' && typeof v.apiUrl === 'string'
      ? { pid: v.pid, apiUrl: v.apiUrl }
      : null;
  } catch {
    return null;
  }
}

/** Whether a Postgres still runs on this data folder (its postmaster.pid names a live postgres). */
export function orphanPostgres(dataDir: string): number | null {
  const dbDir = path.join(dataDir, 'db');
  try {
    const pid = Number.parseInt(
      readFileSync(path.join(dbDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
    if (!Number.isInteger(pid) || !isAlive(pid)) return null;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres') && cmdline.includes(dbDir) ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a Canopy stack answers on this URL, and its pid (its /health says so). */
async function stackAt(apiUrl: string): Promise<number | null> {
  try {
    const res = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(1000) });
    const body = (await res.json()) as { service?: unknown; pid?: unknown };
    return body.service === 'canopy-local-stack' && typeof body.pid === 'number' ? body.pid : null;
  } catch {
    return null;
  }
}

/**
 * Claims the data folder for this process. A live owner means the stack is already running: the
 * caller must not touch its Postgres. A lock whose owner is gone is stale and is replaced; only
 * then may a Postgres left on the folder be treated as an orphan.
 */
export async function acquireStackLock(opts: {
  dataDir: string;
  apiUrl: string;
  apiPort: number;
  dbPort: number;
}): Promise<{ release(): Promise<void> }> {
  const file = lockFile(opts.dataDir);
  const held = readLock(file);
  if (held && held.pid !== process.pid && isAlive(held.pid)) throw alreadyRunning(held.apiUrl, held.pid);

  // Another stack (another folder) on our API port, or another program on either port.
  if (!(await isPortFree(opts.apiPort))) {
    const pid = await stackAt(opts.apiUrl);
    throw pid !== null ? alreadyRunning(opts.apiUrl, pid) : portInUse(opts.apiPort, 'the API gateway');
  }
  // A Postgres left on this folder by a stack that is gone holds the port; it is stopped later.
  if (!(await isPortFree(opts.dbPort)) && !orphanPostgres(opts.dataDir))
    throw portInUse(opts.dbPort, 'Postgres');

  const content = JSON.stringify({ pid: process.pid, apiUrl: opts.apiUrl, dbPort: opts.dbPort });
  try {
    await rm(file, { force: true });
    await writeFile(file, content, { flag: 'wx' });
  } catch (err) {
    if (isNoSpace(err)) throw diskFull(opts.dataDir);
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      // Two starts at the same moment: the other one won.
      const other = readLock(file);
      if (other) throw alreadyRunning(other.apiUrl, other.pid);
    }
    throw err;
  }
  return {
    async release() {
      // Only our own lock: a later stack may have replaced a lock we no longer hold.
      const current = await readFile(file, 'utf8').catch(() => '');
      if (current === content) await rm(file, { force: true });
    },
  };
}

/** Where a stack notes its PostgREST's pid: a stack killed outright leaves that process behind. */
export function postgrestPidFile(dataDir: string): string {
  return path.join(dataDir, 'postgrest.pid');
}

/**
 * Stops a PostgREST left running by a stack that is gone (called with the folder's lock held, so
 * any PostgREST it names is an orphan). Only a live process that is a PostgREST is signalled.
 */
export async function stopOrphanPostgrest(dataDir: string, log: (m: string) => void): Promise<void> {
  const file = postgrestPidFile(dataDir);
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  await rm(file, { force: true });
  if (!Number.isInteger(pid) || pid === process.pid || !isAlive(pid)) return;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgrest')) return;
  } catch {
    return;
  }
  log(`stopping a PostgREST left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGKILL');
}
