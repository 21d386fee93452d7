// Deno from the npm registry: the `deno` package's optional dependency for this platform carries the
// binary (`@deno/linux-x64-glibc` …), and the package's own install API finds it, so its postinstall
// script (which only hard-links that binary into the package) is not needed. npm: dependencies of
// the functions are cached in a git-ignored DENO_DIR inside the project: the first boot of a function
// fetches them from the npm registry, every later start reads them from disk with no network.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../../config.ts';

const require = createRequire(import.meta.url);

/** The Deno the project pins (package.json), matching the Deno 2.1 hosted Edge Functions run. */
export const DENO_VERSION = (require('deno/package.json') as { version: string }).version;

/** The binary of the platform's @deno/* package (the deno package's own lookup, musl refused). */
export function denoBinary(): string {
  const installer = require('deno/install_api.cjs') as { runInstall(): string };
  return installer.runInstall();
}

/** Where Deno keeps the npm packages functions import (npm/<registry host>/…) and its compile cache. */
export const DENO_DIR = path.join(PROJECT_ROOT, 'supabase', '.deno');

/**
 * The environment every Deno the stack runs needs, and nothing a function should see: the cache,
 * no update check or prompt, and the registry npm itself uses (npm exports its config to the
 * scripts it runs as npm_config_*). Certificates come from the system store as well as Deno's own,
 * so a registry behind a company proxy with its own CA works as it does for npm.
 */
export function denoEnv(): Record<string, string> {
  const env: Record<string, string> = {
    DENO_DIR,
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    NO_COLOR: '1',
    DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
  };
  const registry = process.env.NPM_CONFIG_REGISTRY ?? process.env.npm_config_registry;
  if (registry) env.NPM_CONFIG_REGISTRY = registry;
  if (process.env.DENO_CERT) env.DENO_CERT = process.env.DENO_CERT;
  // Deno may need a home for its own state; nothing else of the parent's environment is passed.
  if (process.env.HOME) env.HOME = process.env.HOME;
  return env;
}

/**
 * `deno check` over the functions and their test fixtures, with the runtime's cache and registry:
 * tsc does not know Deno's globals or `npm:` specifiers, so this is their typecheck.
 */
export function checkFunctions(files: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      denoBinary(),
      ['check', '--no-config', '--quiet', ...files],
      { cwd: PROJECT_ROOT, env: denoEnv(), maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`deno check failed:\n${stdout}${stderr}`));
        else resolve();
      },
    );
  });
}

/** Every Deno source of the project: supabase/functions, tests/functions and the *.deno.ts of the stack. */
export function functionSources(): string[] {
  const under = (dir: string, keep: (file: string) => boolean) =>
    readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter(keep)
      .map((file) => path.join(dir, file));
  return [
    ...under('supabase/functions', (f) => f.endsWith('.ts')),
    // hot-reload/ is written by a test while it runs.
    ...under('tests/functions', (f) => f.endsWith('.ts') && !f.startsWith('hot-reload')),
    ...under('supabase/local', (f) => f.endsWith('.deno.ts')),
  ];
}
