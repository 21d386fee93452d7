import { createClient, type Session } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { env } from './env';

// PKCE: a mailed link (recovery, sign-in, email change) comes back with ?code=, which only this
// browser's stored verifier turns into a session, so a link read by someone else signs nobody in.
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
});

/** Where supabase-js keeps the session in this browser (its default key for this project's URL). */
const AUTH_STORAGE_KEY = `sb-${new URL(env.VITE_SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/**
 * The session kept in this browser, read as stored. With no connection, supabase-js cannot refresh
 * an expired access token and reports no session, yet keeps it (it removes a session only when the
 * server refuses it): the app then opens offline as that person, and the token is refreshed once
 * the connection returns.
 */
export function storedSession(): Session | null {
  try {
    const session = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Session | null;
    return session?.user?.id && session.refresh_token ? session : null;
  } catch {
    return null;
  }
}
