import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { normalizeTier, type Tier } from '@/lib/tiers';
import { prometheusKeys } from './keys';

/** The plans of the facilities the user owns or works in (the owner's plan is the team's). */
export async function getTeamPlans(signal?: AbortSignal): Promise<Tier[]> {
  let query = supabase.rpc('my_facilities');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return (data ?? []).map((f) => normalizeTier(f.plan));
}

export function useTeamPlans(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...prometheusKeys.all, 'team-plans', userId ?? ''],
    queryFn: ({ signal }) => getTeamPlans(signal),
    enabled: enabled && userId !== null,
    staleTime: 60_000,
  });
}
