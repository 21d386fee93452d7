// The environment a function sees: what hosted injects into every function, then the project's
// secrets. On hosted the secrets are set with `supabase secrets set`; locally they are read from a
// git-ignored `supabase/functions/.env` (its committed `.env.example` lists them), as the
// Supabase CLI's `functions serve` does. Names starting with SUPABASE_ are hosted's own: a secret
// may not use them (hosted refuses such a name; the CLI skips it), so neither may the file.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

export interface InjectedEnv {
  apiUrl: string;
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  /** The project's public signing keys, as JSON (`{"keys":[…]}`). */
  jwks: string;
}

/** What hosted injects (supabase.com/docs/guides/functions/secrets, "Default secrets"). */
export function injectedEnv(e: InjectedEnv): Record<string, string> {
  return {
    SUPABASE_URL: e.apiUrl,
    SUPABASE_DB_URL: e.dbUrl,
    SUPABASE_ANON_KEY: e.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: e.serviceRoleKey,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: e.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: e.secretKey }),
    SUPABASE_JWKS: e.jwks,
  };
}

/**
 * The secrets file, without the names hosted reserves; `skipped` lists those, so the stack can say
 * once that they were ignored. A missing file is no secrets at all.
 */
export function readSecrets(file: string): { secrets: Record<string, string>; skipped: string[] } {
  if (!existsSync(file)) return { secrets: {}, skipped: [] };
  const parsed = parseEnv(readFileSync(file, 'utf8'));
  const secrets: Record<string, string> = {};
  const skipped: string[] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (name.startsWith('SUPABASE_')) skipped.push(name);
    else secrets[name] = value;
  }
  return { secrets, skipped };
}
