import { isAuthApiError } from '@supabase/supabase-js';
import { useAsyncAction } from '@/hooks/use-async-action';
import { supabase } from '@/lib/supabase';

/**
 * Mails a sign-in link and code (POST /otp) for an existing account; the link opens /login, where
 * the session is made from ?code=. Accounts are only created through sign-up (which asks for the
 * name), and an unknown address answers like a known one, so the form reveals no accounts.
 */
export async function sendSignInLink(email: string) {
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: new URL('/login', window.location.origin).href },
  });
  if (error && !(isAuthApiError(error) && error.code === 'otp_disabled')) throw error;
}

export function useSendSignInLink() {
  return useAsyncAction(sendSignInLink);
}
