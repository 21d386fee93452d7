import { useAsyncAction } from '@/hooks/use-async-action';
import { supabase } from '@/lib/supabase';
import { accountPaths } from '../paths';

/** Mails a recovery link (POST /recover) that opens /reset-password signed in for recovery. */
export async function requestPasswordReset(email: string) {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: new URL(accountPaths.resetPassword.href(), window.location.origin).href,
  });
  if (error) throw error;
}

export function useRequestPasswordReset() {
  return useAsyncAction(requestPasswordReset);
}
