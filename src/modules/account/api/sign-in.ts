import { useAsyncAction } from '@/hooks/use-async-action';
import { supabase } from '@/lib/supabase';
import type { LoginInput } from '../schemas';

export async function signIn({ identifier, password }: LoginInput) {
  const { data, error } = await supabase.auth.signInWithPassword({ ...identifier, password });
  if (error) throw error;
  return data;
}

/** On success the session provider sees SIGNED_IN and the login page moves on. */
export function useSignIn() {
  return useAsyncAction(signIn);
}
