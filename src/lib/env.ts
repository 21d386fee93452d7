// zod/mini: the same zod, tree-shakeable, because this file is part of the entry every page loads.
import * as z from 'zod/mini';

// The embedded local stack's values (.env.example), so the app starts without a .env file.
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const envSchema = z.object({
  VITE_SUPABASE_URL: z._default(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    LOCAL_SUPABASE_URL,
  ),
  VITE_SUPABASE_ANON_KEY: z._default(
    z
      .string()
      .check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$|^sb_publishable_\w+$/, 'must be a JWT or a publishable key')),
    LOCAL_ANON_KEY,
  ),
  // AROYA's public API (the integrations page's key check); tests point it at a local fake.
  VITE_AROYA_API_URL: z._default(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    'https://api.aroya.io/public_api',
  ),
});

export type Env = z.infer<typeof envSchema>;

// An empty variable (`VITE_SUPABASE_URL=`) means "not set", not "invalid".
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse({
    VITE_SUPABASE_URL: blankAsUnset(source.VITE_SUPABASE_URL),
    VITE_SUPABASE_ANON_KEY: blankAsUnset(source.VITE_SUPABASE_ANON_KEY),
    VITE_AROYA_API_URL: blankAsUnset(source.VITE_AROYA_API_URL),
  });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
