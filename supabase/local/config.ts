// Settings of the embedded stack: the Supabase CLI's well-known local demo keys and the parts of
// supabase/config.toml the services read. Everything here is public demo material, not a secret.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Default API ports of the integration and e2e stacks (Postgres takes the next port). Both sit
 * above Linux's ephemeral range (32768-60999), so no client socket and no `freePort()` of another
 * process can be holding them when a stack starts: CI once failed with "Port 55422 (Postgres) is
 * in use by another program" when the e2e stack used 55421.
 */
export const INTEGRATION_STACK_PORT = 61321;
export const E2E_STACK_PORT = 61421;

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/**
 * The Supabase CLI's well-known local API keys of the new kind: the gateway takes them for the anon
 * and service_role JWTs, as the CLI's gateway does (functions get them as SUPABASE_PUBLISHABLE_KEYS
 * and SUPABASE_SECRET_KEYS).
 */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const DB_PASSWORD = 'postgres';

/** Requests per 5-minute window per client IP, keyed as in `[auth.rate_limit]`. */
export interface RateLimits {
  email_sent: number;
  token_refresh: number;
  sign_in_sign_ups: number;
  token_verifications: number;
}

/**
 * Failed guesses within a window (local, GoTrue has no such setting): passwords per account and
 * client (then that client is refused, and everyone's guesses at the account are slowed, up to
 * `maxDelayMs`), mailed and TOTP codes per account.
 */
export interface FailureLimit {
  attempts: number;
  windowSeconds: number;
  maxDelayMs?: number;
}

/** `[auth.email]`, with the Supabase CLI's defaults. */
export interface EmailSettings {
  /** GoTrue's mailer autoconfirm is the opposite of this. */
  enableConfirmations: boolean;
  /** An email change is confirmed from the old address and the new one (GoTrue's secure email change). */
  doubleConfirmChanges: boolean;
  /** A password change needs a mailed nonce when the session is older than a day (GoTrue's reauthentication). */
  securePasswordChange: boolean;
  /** Shortest time between two mails of one kind to one user, in ms. */
  maxFrequencyMs: number;
  /** How long a mailed link or code works, in seconds. */
  otpExpiry: number;
}

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  minimumPasswordLength: number;
  rateLimit: RateLimits;
  failureLimit: FailureLimit;
  email: EmailSettings;
}

export interface StackConfig {
  /** Public URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  apiPort: number;
  dbPort: number;
  /** Superuser connection string (postgres/postgres), as the Supabase CLI prints it. */
  dbUrl: string;
  /**
   * The mail inbox's SMTP port (dev/inbox): the auth service sends there, and so do functions.
   * It sits as far from the API port as `[inbucket] smtp_port` from `[api] port` in config.toml.
   */
  smtpPort: number;
  /** Where Postgres data, stored files and the mail inbox live. */
  dataDir: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** `sb_publishable_…`: stands for the anon key. */
  publishableKey: string;
  /** `sb_secret_…`: stands for the service_role key. */
  secretKey: string;
  /** `[api] max_rows`: the most rows PostgREST returns for one request, as hosted's default. */
  maxRows: number;
  auth: AuthSettings;
  /**
   * Addresses of proxies in front of the gateway whose X-Forwarded-For is believed. None by
   * default: the client is the socket's peer, so no client can pick its own rate-limit key.
   */
  trustedProxies: string[];
  /** Requests per minute one client may make to /rest/v1 (a burst of as many passes). */
  restRequestsPerMinute: number;
}

/** Generous for a person using the app; test and bench stacks raise it like the auth limits. */
const DEFAULT_REST_REQUESTS_PER_MINUTE = 1200;
const DEFAULT_FAILURE_LIMIT: FailureLimit = { attempts: 10, windowSeconds: 15 * 60 };

/**
 * Limits for test and bench stacks, where one client (127.0.0.1) is every user at once. Tests of
 * the limits themselves build services of their own.
 */
export const TEST_STACK_LIMITS = {
  auth: {
    rateLimit: {
      email_sent: 10_000,
      token_refresh: 10_000,
      sign_in_sign_ups: 10_000,
      token_verifications: 10_000,
    },
    failureLimit: { attempts: 10_000, windowSeconds: 60 },
  },
  restRequestsPerMinute: 1_000_000,
} satisfies { auth: Partial<AuthSettings>; restRequestsPerMinute: number };

type Toml = Record<string, unknown>;

function section(obj: Toml | undefined, key: string): Toml {
  const v = obj?.[key];
  return v && typeof v === 'object' ? (v as Toml) : {};
}

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' ? v : fallback;
}

function bool(v: unknown, fallback: boolean): boolean {
  return typeof v === 'boolean' ? v : fallback;
}

const DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Go's time.ParseDuration (e.g. "876000h", "1h30m", "1.5s"), in milliseconds; null when malformed. */
export function parseGoDuration(value: string): number | null {
  const re = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/gy;
  let sign = 1;
  let rest = value;
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest === '0') return 0;
  if (!rest) return null;
  let total = 0;
  let m: RegExpExecArray | null;
  while (re.lastIndex < rest.length && (m = re.exec(rest))) total += Number(m[1]) * DURATION_UNITS_MS[m[2]!]!;
  return re.lastIndex === rest.length ? sign * total : null;
}

function durationMs(v: unknown, fallback: number): number {
  return (typeof v === 'string' ? parseGoDuration(v) : null) ?? fallback;
}

/** Reads supabase/config.toml the way the Supabase CLI does, with the CLI's defaults. */
export function readProjectConfig(file = path.join(PROJECT_ROOT, 'supabase', 'config.toml')) {
  const toml = parse(readFileSync(file, 'utf8')) as Toml;
  const api = section(toml, 'api');
  const db = section(toml, 'db');
  const auth = section(toml, 'auth');
  const rl = section(auth, 'rate_limit');
  const email = section(auth, 'email');
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
    failureLimit: DEFAULT_FAILURE_LIMIT,
    email: {
      enableConfirmations: bool(email.enable_confirmations, false),
      doubleConfirmChanges: bool(email.double_confirm_changes, true),
      securePasswordChange: bool(email.secure_password_change, false),
      maxFrequencyMs: durationMs(email.max_frequency, 1000),
      otpExpiry: num(email.otp_expiry, 3600),
    },
  };
  const inbucket = section(toml, 'inbucket');
  const seed = section(db, 'seed');
  const seedPaths =
    seed.enabled === false
      ? []
      : Array.isArray(seed.sql_paths)
        ? (seed.sql_paths as string[])
        : ['./seed.sql'];
  return {
    apiPort: num(api.port, 54321),
    dbPort: num(db.port, 54322),
    smtpPort: num(inbucket.smtp_port, 54325),
    maxRows: num(api.max_rows, 1000),
    auth: settings,
    seedPaths,
  };
}

export function buildConfig(overrides: {
  apiPort?: number;
  dbPort?: number;
  smtpPort?: number;
  dataDir?: string;
  auth?: Partial<AuthSettings>;
  trustedProxies?: string[];
  restRequestsPerMinute?: number;
}): StackConfig {
  const project = readProjectConfig();
  const apiPort = overrides.apiPort ?? project.apiPort;
  const dbPort = overrides.dbPort ?? project.dbPort;
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiPort,
    dbPort,
    dbUrl: `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
    smtpPort: overrides.smtpPort ?? apiPort + (project.smtpPort - project.apiPort),
    dataDir: overrides.dataDir ?? path.join(PROJECT_ROOT, 'supabase', '.data'),
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    maxRows: project.maxRows,
    auth: { ...project.auth, ...overrides.auth },
    trustedProxies: overrides.trustedProxies ?? envList(process.env.STACK_TRUSTED_PROXIES),
    restRequestsPerMinute: overrides.restRequestsPerMinute ?? DEFAULT_REST_REQUESTS_PER_MINUTE,
  };
}

/** A comma-separated list from the environment. */
function envList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
