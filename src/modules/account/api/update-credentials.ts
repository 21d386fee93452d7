import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountPaths } from '../paths';

/**
 * Email or password change through Supabase Auth (PUT /user). A password change from a session
 * older than a day needs `nonce`, the code GET /reauthenticate mailed (secure password change).
 */
export async function updateCredentials(changes: { email?: string; password?: string; nonce?: string }) {
  const { data, error } = await supabase.auth.updateUser(changes, {
    emailRedirectTo: new URL(accountPaths.profile.href(), window.location.origin).href,
  });
  if (error) throw error;
  return data.user;
}

export function useUpdateCredentials() {
  return useMutation({ mutationFn: updateCredentials });
}
