import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** Mails the signed-in user a code that confirms a sensitive change (GET /reauthenticate). */
export async function sendReauthenticationCode() {
  const { error } = await supabase.auth.reauthenticate();
  if (error) throw error;
}

export function useSendReauthenticationCode() {
  return useMutation({ mutationFn: sendReauthenticationCode });
}
