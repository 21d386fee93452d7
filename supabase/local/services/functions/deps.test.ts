import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.ts';

const deps = readFileSync(path.join(PROJECT_ROOT, 'supabase', 'functions', '_shared', 'deps.ts'), 'utf8');

describe('the npm packages functions share (supabase/functions/_shared/deps.ts)', () => {
  const pinned = [...deps.matchAll(/'npm:((?:@[^/@']+\/)?[^/@']+)@([^/']+)/g)].map((m) => [m[1]!, m[2]!]);

  it('are pinned to exact versions', () => {
    expect(pinned.length).toBeGreaterThan(0);
    for (const [, version] of pinned) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('are the versions the app runs, so browser and functions validate and query alike', () => {
    for (const [name, version] of pinned) {
      // Read from the folder: a package's "exports" may not list ./package.json (stripe's does not).
      const manifest = path.join(PROJECT_ROOT, 'node_modules', `${name}`, 'package.json');
      const installed = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
      expect(`${name}@${version}`).toBe(`${name}@${installed}`);
    }
  });
});
