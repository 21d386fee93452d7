import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/** Removes the stored AROYA key. */
export async function deleteAroyaKey(userId: string) {
  await supabase
    .from('user_integrations')
    .delete()
    .eq('user_id', userId)
    .eq('provider', 'aroya')
    .throwOnError();
}

export function useDeleteAroyaKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAroyaKey(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.aroyaKey(userId) }),
  });
}
