// src/types/database.ts is generated from the schema; a migration without `npm run db:types` fails here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../supabase/local/config.ts';
import { generateTypes } from '../../supabase/local/types.ts';
import { stack } from './helpers.ts';

it('keeps the committed database types in step with the migrations', async () => {
  const committed = await readFile(path.join(PROJECT_ROOT, 'src', 'types', 'database.ts'), 'utf8');
  const fresh = await generateTypes(stack.dbUrl);
  expect(committed, 'src/types/database.ts is stale: run `npm run db:types`').toBe(fresh);
});
