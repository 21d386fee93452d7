import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/** Stores (or replaces) the user's AROYA key. */
export async function saveAroyaKey({ userId, apiKey }: { userId: string; apiKey: string }) {
  await supabase
    .from('user_integrations')
    .upsert({ user_id: userId, provider: 'aroya', api_key: apiKey }, { onConflict: 'user_id,provider' })
    .throwOnError();
}

export function useSaveAroyaKey(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) => saveAroyaKey({ userId, apiKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.aroyaKey(userId) }),
  });
}
