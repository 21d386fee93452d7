import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

const SETTINGS_COLUMNS =
  'id, first_name, last_name, avatar_url, membership_tier, email_notifications, profile_visibility, quick_access_items';

/** Everything the profile screens edit: details, preferences and quick access. */
export async function getAccountSettings(userId: string, signal?: AbortSignal) {
  let query = supabase.from('profiles').select(SETTINGS_COLUMNS).eq('id', userId);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.single().throwOnError();
  return data;
}

export type AccountSettings = Awaited<ReturnType<typeof getAccountSettings>>;

export const getAccountSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.settings(userId),
    queryFn: ({ signal }) => getAccountSettings(userId, signal),
  });

export function useAccountSettings(userId: string) {
  return useQuery(getAccountSettingsQueryOptions(userId));
}
