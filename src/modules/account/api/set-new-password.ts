import { useAsyncAction } from '@/hooks/use-async-action';
import { supabase } from '@/lib/supabase';

/** The new password after a recovery link (PUT /user). */
export async function setNewPassword(password: string) {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export function useSetNewPassword() {
  return useAsyncAction(setNewPassword);
}
