// Applies what hosted Supabase provides (bootstrap/), then the project's migrations as the Supabase
// CLI records them, then the seed on a fresh database.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT, readProjectConfig } from './config.ts';
import { twinExtensionFiles } from './extensions.ts';

const BOOTSTRAP_DIR = path.join(PROJECT_ROOT, 'supabase', 'local', 'bootstrap');
const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'supabase', 'migrations');
const SUPABASE_DIR = path.join(PROJECT_ROOT, 'supabase');

/**
 * The seed files in the order `[db.seed] sql_paths` of config.toml lists them, as the Supabase CLI
 * reads them (paths relative to supabase/; a `*` in the file name matches within its folder).
 */
async function seedFiles(): Promise<string[]> {
  const patterns = readProjectConfig().seedPaths;
  const files: string[] = [];
  for (const pattern of patterns) {
    const full = path.join(SUPABASE_DIR, pattern);
    const base = path.basename(full);
    if (!base.includes('*')) {
      if (existsSync(full)) files.push(full);
      continue;
    }
    const re = new RegExp(
      `^${base
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    const dir = path.dirname(full);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => re.test(n)).sort();
    files.push(...names.map((n) => path.join(dir, n)));
  }
  return [...new Set(files)];
}

async function sqlFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.sql'));
  return names.sort().map((n) => path.join(dir, n));
}

/** What a database was made from: the bootstrap and the extension twins it installs. */
async function bootstrapDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of await sqlFiles(BOOTSTRAP_DIR)) hash.update(await readFile(f));
  for (const { content } of await twinExtensionFiles()) hash.update(content);
  return hash.digest('hex').slice(0, 16);
}

/** Runs a file's statements in one transaction, so a failing migration leaves nothing behind. */
async function runFile(client: pg.Client, file: string, after?: () => Promise<void>) {
  const sql = await readFile(file, 'utf8');
  await client.query('begin');
  try {
    await client.query(sql);
    await after?.();
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    const e = err as Error & { position?: string };
    const where = e.position ? ` (at character ${e.position})` : '';
    throw new Error(`${path.relative(PROJECT_ROOT, file)}: ${e.message}${where}`, { cause: err });
  }
}

/** A migration file's version and name, from `<YYYYMMDDHHMMSS>_<snake_name>.sql`. */
export function parseMigrationName(base: string): { version: string; name: string } {
  const m = base.match(/^(\d{14})_([a-z0-9_]+)$/);
  if (!m) throw new Error(`migration file name must be <YYYYMMDDHHMMSS>_<snake_name>.sql: ${base}`);
  return { version: m[1]!, name: m[2]! };
}

/**
 * The pending migrations that sort before the newest applied one. \`supabase db push\` refuses these
 * (a hosted project would apply them out of order, or never), so the local runner refuses them too.
 */
export function outOfOrder(pending: readonly string[], applied: ReadonlySet<string>): string[] {
  const newest = [...applied].sort().at(-1);
  return newest ? pending.filter((v) => v < newest) : [];
}

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export async function migrate(
  dbUrl: string,
  opts: {
    seed: boolean;
    log: (m: string) => void;
    /** SQL run right after the bootstrap on a new database, e.g. a platform's default privileges. */
    afterBootstrap?: string;
    /** False: the bootstrap only (an empty project), for tests of the stack itself. */
    migrations?: boolean;
  },
): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const digest = await bootstrapDigest();
    const { rows } = await client.query<{ exists: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
    );
    if (!rows[0]!.exists) {
      for (const f of await sqlFiles(BOOTSTRAP_DIR)) await runFile(client, f);
      if (opts.afterBootstrap) await client.query(opts.afterBootstrap);
      await client.query(`
        create schema supabase_migrations;
        create table supabase_migrations.schema_migrations (
          version text primary key, statements text[], name text);
        create table supabase_migrations.local_bootstrap (digest text not null);`);
      await client.query('insert into supabase_migrations.local_bootstrap values ($1)', [digest]);
    } else {
      const seen = await client.query<{ digest: string }>(
        'select digest from supabase_migrations.local_bootstrap',
      );
      if (seen.rows[0]?.digest !== digest) {
        opts.log('the local stack bootstrap changed since this database was made: run `npm run db:reset`');
      }
    }
    // Migrations run in a session whose search_path matches a hosted project's.
    await client.query(`set search_path = "$user", public, extensions`);

    const done = new Set(
      (
        await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows.map((r) => r.version),
    );
    const files = (await sqlFiles(MIGRATIONS_DIR)).map((file) => ({
      file,
      ...parseMigrationName(path.basename(file, '.sql')),
    }));
    const pending = opts.migrations === false ? [] : files.filter((f) => !done.has(f.version));
    const early = outOfOrder(
      pending.map((f) => f.version),
      done,
    );
    if (early.length > 0) {
      throw new Error(
        `migration ${early.join(', ')} is older than the newest applied one; \`supabase db push\` would refuse it. ` +
          'Give it a new timestamp (npm run db:new <name> writes one), or rebuild with `npm run db:reset`.',
      );
    }
    const applied: string[] = [];
    for (const { file, version, name } of pending) {
      const base = path.basename(file, '.sql');
      const sql = await readFile(file, 'utf8');
      await runFile(client, file, async () => {
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, name, [sql]],
        );
      });
      applied.push(base);
    }

    let seeded = false;
    if (opts.seed) {
      for (const file of await seedFiles()) {
        await runFile(client, file);
        seeded = true;
      }
    }
    // Tell PostgREST (if it is already listening) to reload its schema cache.
    await client.query(`notify pgrst, 'reload schema'`);
    return { applied, seeded };
  } finally {
    await client.end();
  }
}
