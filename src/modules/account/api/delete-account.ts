import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/** Soft-deletes the caller's account (profiles.is_deleted) through the SECURITY DEFINER RPC. */
export async function deleteAccount() {
  await supabase.rpc('delete_my_account').throwOnError();
}

/** Refetching the profile lets the shell's deleted-account rule sign the user out. */
export function useDeleteAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) }),
  });
}
