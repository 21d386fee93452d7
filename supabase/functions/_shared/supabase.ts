// Supabase clients inside a function. `serviceClient()` acts as the service role (bypasses RLS):
// only functions hold that key, never the browser; use it for exactly the rows a job needs.
// `callerClient(req)` acts as whoever called, so the project's RLS decides as it does for the app.
import { createClient, type SupabaseClient } from './deps.ts';

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value)
    throw new Error(`${name} is not set (supabase/functions/.env locally, supabase secrets set on hosted)`);
  return value;
}

/** No one's session: for asking Supabase Auth about a token. */
export function anonClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), noSession);
}

export function serviceClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), noSession);
}

export function callerClient(req: Request): SupabaseClient {
  const authorization = req.headers.get('authorization');
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...noSession,
    global: { headers: authorization ? { Authorization: authorization } : {} },
  });
}
