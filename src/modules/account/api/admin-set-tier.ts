import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Tier } from '@/lib/tiers';
import { accountKeys } from './keys';

/** Sets a user's plan (admins only; the RPC checks and records it). */
export async function adminSetTier({ userId, tier }: { userId: string; tier: Tier }) {
  const { data } = await supabase.rpc('admin_set_tier', { p_user_id: userId, p_tier: tier }).throwOnError();
  return data;
}

export function useAdminSetTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSetTier,
    onSuccess: (_data, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'admin-users'] }),
        queryClient.invalidateQueries({ queryKey: accountKeys.profile(userId) }),
      ]),
  });
}
