import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FunctionCatalog } from './catalog.ts';
import { readSecrets } from './env.ts';

const root = mkdtempSync(path.join(tmpdir(), 'canopy-functions-'));
const functions = path.join(root, 'functions');
const write = (file: string, text = 'Deno.serve(() => new Response("x"));\n') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

write('functions/plain/index.ts');
write('functions/open/index.ts');
write('functions/off/index.ts');
write('functions/_shared/cors.ts');
write('functions/mapped/index.ts');
write('functions/mapped/deno.json', '{"imports":{}}');
write('functions/no-index/main.ts');
write('functions/elsewhere/main.ts');
write(
  'config.toml',
  `[functions.open]
verify_jwt = false
[functions.off]
enabled = false
[functions.elsewhere]
entrypoint = "./functions/elsewhere/main.ts"
import_map = "./import_map.json"
`,
);
const catalog = new FunctionCatalog(functions, path.join(root, 'config.toml'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('which functions exist, as the Supabase CLI decides', () => {
  it('a folder with index.ts is a function, verify_jwt on unless config.toml turns it off', () => {
    expect(catalog.find('plain')).toMatchObject({
      verifyJwt: true,
      entrypoint: path.join(functions, 'plain', 'index.ts'),
    });
    expect(catalog.find('open')).toMatchObject({ verifyJwt: false });
  });

  it('is not a function: disabled, without an entry point, _shared, or a name that is no slug', () => {
    for (const name of ['off', 'no-index', '_shared', 'missing', '..', 'a.b', '9lives'])
      expect(catalog.find(name)).toBeNull();
  });

  it('takes the entry point and import map config.toml names, or the function’s own deno.json', () => {
    expect(catalog.find('elsewhere')).toMatchObject({
      entrypoint: path.join(functions, 'elsewhere', 'main.ts'),
      importMap: path.join(root, 'import_map.json'),
    });
    expect(catalog.find('mapped')).toMatchObject({ denoConfig: path.join(functions, 'mapped', 'deno.json') });
  });

  it('lists the functions by name', () => {
    expect(catalog.list().map((f) => f.name)).toEqual(['elsewhere', 'mapped', 'open', 'plain']);
  });
});

describe('the secrets file', () => {
  it('reads dotenv lines and skips the names hosted reserves', () => {
    write('secrets.env', 'A=1\n# comment\nQUOTED="two words"\nSUPABASE_URL=http://elsewhere\n');
    expect(readSecrets(path.join(root, 'secrets.env'))).toEqual({
      secrets: { A: '1', QUOTED: 'two words' },
      skipped: ['SUPABASE_URL'],
    });
  });

  it('is optional', () => {
    expect(readSecrets(path.join(root, 'absent.env'))).toEqual({ secrets: {}, skipped: [] });
  });
});

describe('an edit to config.toml', () => {
  it('is read again; one that does not parse leaves the settings as they were', () => {
    const file = path.join(root, 'edited.toml');
    writeFileSync(file, '[functions.plain]\nverify_jwt = false\n');
    const edited = new FunctionCatalog(functions, file);
    expect(edited.find('plain')?.verifyJwt).toBe(false);
    writeFileSync(file, '[functions.plain\nverify_jwt = ');
    expect(edited.reload()).toBeTruthy();
    expect(edited.find('plain')?.verifyJwt).toBe(false);
    writeFileSync(file, '');
    expect(edited.reload()).toBeNull();
    expect(edited.find('plain')?.verifyJwt).toBe(true);
  });
});
