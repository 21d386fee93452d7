import { useAsyncAction } from '@/hooks/use-async-action';
import { supabase } from '@/lib/supabase';
import { accountPaths } from '../paths';
import type { SignupInput } from '../schemas';

export async function signUp({ identifier, password, firstName, lastName }: SignupInput) {
  // The profiles trigger copies these names from the user's metadata.
  const data = { first_name: firstName, last_name: lastName };
  const { data: result, error } = await supabase.auth.signUp(
    'email' in identifier
      ? {
          email: identifier.email,
          password,
          options: {
            data,
            emailRedirectTo: new URL(accountPaths.dashboard.href(), window.location.origin).href,
          },
        }
      : { phone: identifier.phone, password, options: { data } },
  );
  if (error) throw error;
  return result;
}

/** With confirmations off the result holds a session; otherwise the user must confirm first. */
export function useSignUp() {
  return useAsyncAction(signUp);
}
