// Settings of the embedded stack: the Supabase CLI's well-known local demo keys and the parts of
// supabase/config.toml the services read. Everything here is public demo material, not a secret.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const DB_PASSWORD = 'postgres';

/** Requests per 5-minute window per client IP, keyed as in `[auth.rate_limit]`. */
export interface RateLimits {
  email_sent: number;
  token_refresh: number;
  sign_in_sign_ups: number;
  token_verifications: number;
}

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  minimumPasswordLength: number;
  rateLimit: RateLimits;
}

export interface StackConfig {
  /** Public URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  apiPort: number;
  dbPort: number;
  /** Superuser connection string (postgres/postgres), as the Supabase CLI prints it. */
  dbUrl: string;
  /** Where Postgres data, stored files and the mail inbox live. */
  dataDir: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  auth: AuthSettings;
}

type Toml = Record<string, unknown>;

function section(obj: Toml | undefined, key: string): Toml {
  const v = obj?.[key];
  return v && typeof v === 'object' ? (v as Toml) : {};
}

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' ? v : fallback;
}

/** Reads supabase/config.toml the way the Supabase CLI does, with the CLI's defaults. */
export function readProjectConfig(file = path.join(PROJECT_ROOT, 'supabase', 'config.toml')) {
  const toml = parse(readFileSync(file, 'utf8')) as Toml;
  const api = section(toml, 'api');
  const db = section(toml, 'db');
  const auth = section(toml, 'auth');
  const rl = section(auth, 'rate_limit');
  const settings: AuthSettings = {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : 'http://127.0.0.1:3000',
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? (auth.additional_redirect_urls as string[])
      : [],
    jwtExpiry: num(auth.jwt_expiry, 3600),
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
    enableSignup: auth.enable_signup !== false,
    minimumPasswordLength: num(auth.minimum_password_length, 6),
    rateLimit: {
      email_sent: num(rl.email_sent, 2),
      token_refresh: num(rl.token_refresh, 150),
      sign_in_sign_ups: num(rl.sign_in_sign_ups, 30),
      token_verifications: num(rl.token_verifications, 30),
    },
  };
  const seed = section(db, 'seed');
  const seedPaths =
    seed.enabled === false
      ? []
      : Array.isArray(seed.sql_paths)
        ? (seed.sql_paths as string[])
        : ['./seed.sql'];
  return { apiPort: num(api.port, 54321), dbPort: num(db.port, 54322), auth: settings, seedPaths };
}

export function buildConfig(overrides: {
  apiPort?: number;
  dbPort?: number;
  dataDir?: string;
  auth?: Partial<AuthSettings>;
}): StackConfig {
  const project = readProjectConfig();
  const apiPort = overrides.apiPort ?? project.apiPort;
  const dbPort = overrides.dbPort ?? project.dbPort;
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiPort,
    dbPort,
    dbUrl: `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
    dataDir: overrides.dataDir ?? path.join(PROJECT_ROOT, 'supabase', '.data'),
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    auth: { ...project.auth, ...overrides.auth },
  };
}
