// The local stack runs PostgREST 12.0.2 (the newest on npm); hosted projects run 13 and later. The
// app keeps to what 12 supports (README, "Local stack vs hosted"): it must not call supabase-js's
// maxAffected() (the max-affected preference came in 12.2; 12.0.2 refuses the request with
// PGRST122) nor depend on 13's PGRST205 code for an unknown table (12.0.2 answers 42P01).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const THIS_FILE = path.basename(import.meta.filename);

/** Built from parts, so this file's own text never matches. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [new RegExp(String.raw`\.\s*max` + 'Affected\\s*\\('), 'calls maxAffected() (PostgREST 12.2+)'],
  [new RegExp('PGRST' + '205'), 'relies on PGRST205 (PostgREST 13+)'],
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && entry.name !== THIS_FILE) yield full;
  }
}

function postgrest13Uses(text: string): string[] {
  return FORBIDDEN.filter(([re]) => re.test(text)).map(([, why]) => why);
}

describe('the app keeps to PostgREST 12', () => {
  it('recognises the calls it forbids', () => {
    expect(postgrest13Uses("await supabase.from('t').delete().eq('id', 1).max" + 'Affected(1)')).toEqual([
      'calls maxAffected() (PostgREST 12.2+)',
    ]);
    expect(postgrest13Uses("if (error.code === 'PGRST" + "205') return null")).toEqual([
      'relies on PGRST205 (PostgREST 13+)',
    ]);
    expect(postgrest13Uses("await supabase.from('t').delete().eq('id', 1)")).toEqual([]);
  });

  it('no file under src/ calls maxAffected() or relies on PGRST205', () => {
    const found: string[] = [];
    let files = 0;
    for (const file of sourceFiles(SRC)) {
      files += 1;
      for (const why of postgrest13Uses(readFileSync(file, 'utf8')))
        found.push(`${path.relative(SRC, file)}: ${why}`);
    }
    expect(files).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
