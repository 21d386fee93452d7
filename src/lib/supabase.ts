import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database';
import { env } from './env';

// PKCE: a mailed link (recovery, sign-in, email change) comes back with ?code=, which only this
// browser's stored verifier turns into a session, so a link read by someone else signs nobody in.
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce' },
});
