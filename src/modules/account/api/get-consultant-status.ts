import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

/**
 * Whether the user counts as a consultant: a row in agora_consultant_profiles with their user_id
 * and status 'active' (spec-1 §4). Head-only count: no row data is needed.
 */
export async function getIsActiveConsultant(userId: string, signal?: AbortSignal): Promise<boolean> {
  let query = supabase
    .from('agora_consultant_profiles')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('status', 'active');
  if (signal) query = query.abortSignal(signal);
  const { count } = await query.throwOnError();
  return (count ?? 0) > 0;
}

export const getConsultantStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.consultantStatus(userId),
    queryFn: ({ signal }) => getIsActiveConsultant(userId, signal),
  });

export function useConsultantStatus(userId: string | null) {
  return useQuery({ ...getConsultantStatusQueryOptions(userId ?? ''), enabled: userId !== null });
}
