// Comments cite the specification as `spec-1 §N` or `spec-2 §N`: spec-1 is
// shared/spec/spec-1-platform-shell-marketplace.md, spec-2 is
// shared/spec/spec-2-consultants-admin-selections.md, each with sections 1-9. A citation that names
// no document, or a section that does not exist, cannot be opened by a reader.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SECTIONS: Record<string, number> = { '1': 9, '2': 9 };
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.out']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|sql)$/.test(entry.name)) yield full;
  }
}

describe('spec citations', () => {
  it('name spec-1 or spec-2 and a section that exists', () => {
    const bad: string[] = [];
    let seen = 0;
    for (const dir of ['src', 'supabase', 'tests', 'bench']) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/\bspec(?:-(\d+))?\s*§\s*(\d+)/gi)) {
          seen += 1;
          const [text, doc, section] = m;
          if (!doc || !SECTIONS[doc] || Number(section) < 1 || Number(section) > SECTIONS[doc])
            bad.push(`${path.relative(ROOT, file)}: ${text}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });
});
