import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './keys';

export const RECENT_NOTIFICATIONS_LIMIT = 5;

/** The newest few notifications for the dashboard. */
export async function getRecentNotifications(userId: string, signal?: AbortSignal) {
  let query = supabase
    .from('notifications')
    .select('id, title, message, created_at, read, action_url')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(RECENT_NOTIFICATIONS_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data;
}

export const getRecentNotificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.recentNotifications(userId),
    queryFn: ({ signal }) => getRecentNotifications(userId, signal),
  });

export function useRecentNotifications(userId: string) {
  return useQuery(getRecentNotificationsQueryOptions(userId));
}
