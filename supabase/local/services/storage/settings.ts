// The storage settings the Supabase CLI takes from supabase/config.toml: [storage] file_size_limit
// caps every upload (a bucket's own limit may only lower it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { PROJECT_ROOT } from '../../config.ts';
import { parseConfigSize } from './size.ts';

/** The CLI's default when config.toml says nothing. */
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export function readGlobalFileSizeLimit(file = path.join(PROJECT_ROOT, 'supabase', 'config.toml')): number {
  try {
    const toml = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const storage = toml.storage;
    const value =
      storage && typeof storage === 'object'
        ? (storage as Record<string, unknown>).file_size_limit
        : undefined;
    return parseConfigSize(value) ?? DEFAULT_FILE_SIZE_LIMIT;
  } catch {
    return DEFAULT_FILE_SIZE_LIMIT;
  }
}
