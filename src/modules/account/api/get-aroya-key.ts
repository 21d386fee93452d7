import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/** The user's stored AROYA key, or null. Only its owner can read it (user_integrations RLS). */
export async function getAroyaKey(userId: string, signal?: AbortSignal) {
  let query = supabase
    .from('user_integrations')
    .select('api_key, updated_at')
    .eq('user_id', userId)
    .eq('provider', 'aroya');
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

export const getAroyaKeyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.aroyaKey(userId),
    queryFn: ({ signal }) => getAroyaKey(userId, signal),
  });

export function useAroyaKey(userId: string) {
  return useQuery(getAroyaKeyQueryOptions(userId));
}
