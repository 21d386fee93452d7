// What a start says when it cannot or must not start, in one line: a stack already running (which
// it leaves alone), a port held by another program, a damaged database folder, a full disk; and a
// Postgres and PostgREST left behind by a stack that is gone, which is stale and may be stopped.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../supabase/local/config.ts';
import { freePort, startStack, type RunningStack } from '../../supabase/local/stack.ts';
import { StackStartError } from '../../supabase/local/startup.ts';
import { startThrowawayStack } from './throwaway-stack.ts';

const quiet = () => undefined;

/** Whether a process runs (a zombie waiting to be reaped does not). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function startFailure(options: Parameters<typeof startStack>[0]): Promise<string> {
  try {
    const stack = await startStack({
      ephemeral: false,
      seed: false,
      migrations: false,
      log: quiet,
      ...options,
    });
    await stack.stop();
  } catch (err) {
    expect(err).toBeInstanceOf(StackStartError);
    return (err as Error).message;
  }
  throw new Error('the stack started');
}

describe('a second start while a stack runs', () => {
  let running: RunningStack;

  beforeAll(async () => {
    running = await startThrowawayStack();
  });

  afterAll(async () => {
    await running?.stop();
  });

  it('finds it by its lock, exits with one line, and leaves it serving', async () => {
    const postgresPid = running.processes.postgres.pid;
    const message = await startFailure({
      apiPort: running.config.apiPort,
      dbPort: running.config.dbPort,
      dataDir: running.config.dataDir,
    });
    expect(message).toBe(
      `Canopy's local stack is already running at ${running.config.apiUrl} (pid ${process.pid})`,
    );
    expect(running.processes.postgres.pid).toBe(postgresPid);
    const res = await fetch(`${running.config.apiUrl}/rest/v1/`, {
      headers: { apikey: running.config.anonKey },
    });
    expect(res.status).toBe(200);
  });

  it('finds it by its port from another folder, and the CLI exits non-zero with that line', async () => {
    const port = running.config.apiPort;
    // `e2e-stack --port` uses a folder of its own, so only the port tells.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'supabase/local/cli.ts', 'e2e-stack', '--port', String(port)],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n').at(-1)).toBe(
      `Canopy's local stack is already running at ${running.config.apiUrl} (pid ${process.pid})`,
    );
    const health = await fetch(`${running.config.apiUrl}/health`);
    expect(health.status).toBe(200);
  });
});

describe('a Postgres whose stack is gone', () => {
  it('is stale: the next start stops it and goes on with the data it kept', async () => {
    const apiPort = await freePort();
    const dbPort = await freePort();
    const dataDir = path.join(PROJECT_ROOT, 'supabase', `.data-test-${apiPort}`);
    // A stack in a process of its own, killed as a closed terminal would, leaves its Postgres behind.
    const script = `
      import { startStack } from './supabase/local/stack.ts';
      const s = await startStack({ apiPort: ${apiPort}, dbPort: ${dbPort}, dataDir: ${JSON.stringify(dataDir)}, seed: false, migrations: false, log: () => {} });
      await s.pool.query("create table public.it_kept (note text); insert into public.it_kept values ('kept')");
      console.log('ready ' + s.processes.postgres.pid + ' ' + s.processes.postgrest.pid);`;
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [orphanPid, orphanRestPid] = await new Promise<[number, number]>((resolve, reject) => {
      owner.stdout.on('data', (b: Buffer) => {
        const m = /ready (\d+) (\d+)/.exec(b.toString());
        if (m) resolve([Number(m[1]), Number(m[2])]);
      });
      owner.once('exit', () => reject(new Error('the first stack exited')));
    });
    owner.kill('SIGKILL');
    await new Promise((r) => owner.once('exit', r));
    expect(() => process.kill(orphanPid, 0)).not.toThrow();
    expect(() => process.kill(orphanRestPid, 0)).not.toThrow();

    const logs: string[] = [];
    const stack = await startStack({
      apiPort,
      dbPort,
      dataDir,
      seed: false,
      migrations: false,
      ephemeral: true,
      log: (m) => logs.push(m),
    });
    try {
      expect(logs).toContain(`stopping a Postgres left running by an earlier run (pid ${orphanPid})`);
      expect(logs).toContain(`stopping a PostgREST left running by an earlier run (pid ${orphanRestPid})`);
      await expect.poll(() => isRunning(orphanRestPid), { timeout: 10_000 }).toBe(false);
      const { rows } = await stack.pool.query('select note from public.it_kept');
      expect(rows).toEqual([{ note: 'kept' }]);
    } finally {
      await stack.stop();
    }
  }, 120_000);
});

describe('start-up problems, each in one line', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'stack-startup-'));
    // Postgres runs as its own user and must reach the folders below.
    await chmod(dir, 0o755);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a port held by another program', async () => {
    const holder: Server = createServer();
    const port = await freePort();
    await new Promise<void>((r) => holder.listen(port, '127.0.0.1', () => r()));
    try {
      expect(
        await startFailure({ apiPort: port, dbPort: await freePort(), dataDir: path.join(dir, 'api') }),
      ).toBe(
        `Port ${port} (the API gateway) is in use by another program: stop that program, or give the stack other ports ([api] port and [db] port in supabase/config.toml).`,
      );
      expect(
        await startFailure({ apiPort: await freePort(), dbPort: port, dataDir: path.join(dir, 'db') }),
      ).toMatch(new RegExp(`^Port ${port} \\(Postgres\\) is in use by another program`));
    } finally {
      holder.close();
    }
  });

  it('a database folder that is not a database, which it does not touch', async () => {
    const dataDir = path.join(dir, 'junk');
    await mkdir(path.join(dataDir, 'db'), { recursive: true });
    await writeFile(path.join(dataDir, 'db', 'notes.txt'), 'not a database');
    expect(await startFailure({ apiPort: await freePort(), dbPort: await freePort(), dataDir })).toBe(
      `The database in ${path.join(dataDir, 'db')} is damaged or incomplete (PG_VERSION is missing): run \`npm run db:reset\` to rebuild it (this deletes the local data).`,
    );
    expect(execFileSync('cat', [path.join(dataDir, 'db', 'notes.txt')]).toString()).toBe('not a database');
  });

  it('a database folder with parts missing', async () => {
    const dataDir = path.join(dir, 'partial');
    await mkdir(path.join(dataDir, 'db', 'base'), { recursive: true });
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    expect(await startFailure({ apiPort: await freePort(), dbPort: await freePort(), dataDir })).toMatch(
      /is damaged or incomplete \(global\/pg_control is missing\): run `npm run db:reset`/,
    );
  });

  it('a full disk', async (ctx) => {
    const mount = path.join(dir, 'small-disk');
    await mkdir(mount);
    try {
      // A filesystem far too small for a new cluster (initdb writes about 40 MB).
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mount], { stdio: 'ignore' });
    } catch {
      ctx.skip('mounting a small tmpfs needs root');
    }
    try {
      const dataDir = path.join(mount, 'data');
      expect(await startFailure({ apiPort: await freePort(), dbPort: await freePort(), dataDir })).toBe(
        `The disk holding ${dataDir} is full (no space left on device): free some space, then start the stack again.`,
      );
    } finally {
      execFileSync('umount', ['-l', mount], { stdio: 'ignore' });
    }
  }, 60_000);
});
