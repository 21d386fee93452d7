// Plain checks, no schema library: this file is part of the entry every page loads, and three
// variables do not justify shipping a validator to every visitor (ARCHITECTURE.md §6).

// The embedded local stack's values (.env.example), so the app starts without a .env file.
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface Env {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  // AROYA's public API (the integrations page's key check); tests point it at a local fake.
  VITE_AROYA_API_URL: string;
}

const KEY_PATTERN = /^[\w-]+\.[\w-]+\.[\w-]+$|^sb_publishable_\w+$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// An empty variable (`VITE_SUPABASE_URL=`) means "not set", not "invalid".
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];
  const read = (name: keyof Env, fallback: string, ok: (v: string) => boolean, message: string) => {
    const value = blankAsUnset(source[name]);
    if (value === undefined) return fallback;
    if (typeof value === 'string' && ok(value)) return value;
    problems.push(`${name} ${message}`);
    return fallback;
  };
  const result: Env = {
    VITE_SUPABASE_URL: read('VITE_SUPABASE_URL', LOCAL_SUPABASE_URL, isHttpUrl, 'must be an http(s) URL'),
    VITE_SUPABASE_ANON_KEY: read(
      'VITE_SUPABASE_ANON_KEY',
      LOCAL_ANON_KEY,
      (v) => KEY_PATTERN.test(v),
      'must be a JWT or a publishable key',
    ),
    VITE_AROYA_API_URL: read(
      'VITE_AROYA_API_URL',
      'https://api.aroya.io/public_api',
      isHttpUrl,
      'must be an http(s) URL',
    ),
  };
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return result;
}

export const env = parseEnv(import.meta.env);
