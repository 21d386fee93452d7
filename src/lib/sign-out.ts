import type { SupabaseClient } from '@supabase/supabase-js';
import { getErrorStatus, isNetworkError } from './errors';

// 401/403/404 mean the server no longer knows the session: the user is signed out either way.
const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

/** supabase-js's own removal of the stored session (it then reports SIGNED_OUT); not public API. */
type LocalRemoval = { _removeSession?: () => Promise<void> };

/**
 * Signs out everywhere; 'already signed out' answers from the server count as success. With no
 * connection (a phone handed to a colleague in a grow room) it signs out of this device only: the
 * server cannot be told, and the session's refresh token lapses on its own. supabase-js asks the
 * server even for `scope: 'local'` and keeps the session when it cannot reach it, so the stored
 * session is removed as supabase-js itself removes it; if that ever goes, the sign-out fails as
 * before rather than pretending.
 */
export async function signOut(client: Pick<SupabaseClient, 'auth'>): Promise<void> {
  const { error } = await client.auth.signOut();
  if (!error) return;
  const removal = (client.auth as unknown as LocalRemoval)._removeSession;
  if (isNetworkError(error) && typeof removal === 'function') {
    await removal.call(client.auth);
    return;
  }
  const status = getErrorStatus(error);
  if (status !== undefined && ALREADY_SIGNED_OUT.has(status)) {
    // Make sure the local copy is gone too, whatever the server said.
    await client.auth.signOut({ scope: 'local' });
    return;
  }
  throw error;
}
