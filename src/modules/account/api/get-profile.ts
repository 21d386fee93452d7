import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

const PROFILE_COLUMNS = 'id, first_name, last_name, avatar_url, membership_tier, role, is_deleted';

/** The user's profile, or null when there is none (PGRST116 is "no profile", not an error). */
export async function getProfile(userId: string, signal?: AbortSignal) {
  let query = supabase.from('profiles').select(PROFILE_COLUMNS).eq('id', userId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.maybeSingle().throwOnError();
  return data;
}

export const getProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
  });

export function useProfile(userId: string) {
  return useQuery(getProfileQueryOptions(userId));
}
