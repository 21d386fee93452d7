// Generates src/types/database.ts with the generator the Supabase CLI uses (@supabase/postgres-meta).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);

export async function generateTypes(dbUrl: string): Promise<string> {
  const server = path.join(
    path.dirname(require.resolve('@supabase/postgres-meta/package.json')),
    'dist',
    'server',
    'server.js',
  );
  const { stdout } = await promisify(execFile)(process.execPath, [server], {
    env: {
      ...process.env,
      PG_META_GENERATE_TYPES: 'typescript',
      PG_META_DB_URL: dbUrl,
      PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
    },
    maxBuffer: 32 * 1024 * 1024,
  });
  return stdout;
}
