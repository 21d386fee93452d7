// `npm run db:new <name>`: a migration file named with the real UTC time of writing, from the
// template every migration follows, so versions only grow (as `supabase db push` requires).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from './config.ts';
import { parseMigrationName } from './migrate.ts';

/** `20261123211502` for 2026-11-23 21:15:02 UTC. */
export function migrationVersion(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export async function newMigration(rawName: string, at = new Date()): Promise<string> {
  const name = rawName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const base = `${migrationVersion(at)}_${name}`;
  parseMigrationName(base); // refuses an empty or odd name with the rule it breaks
  const file = path.join(PROJECT_ROOT, 'supabase', 'migrations', `${base}.sql`);
  if (existsSync(file)) throw new Error(`${path.relative(PROJECT_ROOT, file)} already exists`);
  const template = await readFile(
    path.join(PROJECT_ROOT, 'supabase', 'local', 'templates', 'migration.sql'),
    'utf8',
  );
  await writeFile(file, template.replace('__TITLE__', name.replace(/_/g, ' ')), { flag: 'wx' });
  return file;
}
