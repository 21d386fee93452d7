// The one owner of the notifications table: the bell (src/modules/notifications) and the dashboard
// read it through these keys and hooks, so marking one read in the bell updates the dashboard too.
// RLS limits every call to the signed-in user's rows; the user_id filters only make the intent (and
// the index) explicit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/types/database';
import { supabase } from '../supabase';

export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  list: (userId: string) => [...notificationKeys.all(userId), 'list'] as const,
  unreadCount: (userId: string) => [...notificationKeys.all(userId), 'unread-count'] as const,
};

export type NotificationRow = Tables<'notifications'>;

/** A notification as the app shows it (created_at → timestamp, action_url → actionUrl). */
export interface AppNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  timestamp: string;
  read: boolean;
  source: string | null;
  actionUrl: string | null;
}

export function toAppNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    timestamp: row.created_at,
    read: row.read,
    source: row.source,
    actionUrl: row.action_url,
  };
}

// The dropdown shows the newest; older ones stay in the table until cleared.
export const NOTIFICATION_LIST_LIMIT = 50;

export async function getNotifications(userId: string, signal?: AbortSignal): Promise<AppNotification[]> {
  let query = supabase
    .from('notifications')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(NOTIFICATION_LIST_LIMIT);
  if (signal) query = query.abortSignal(signal);
  const { data } = await query.throwOnError();
  return data.map(toAppNotification);
}

export async function getUnreadCount(userId: string, signal?: AbortSignal): Promise<number> {
  let query = supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('read', false);
  if (signal) query = query.abortSignal(signal);
  const { count } = await query.throwOnError();
  return count ?? 0;
}

// Failures of these reads are only logged: the bell and the dashboard show what they have.
export const notificationListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => getNotifications(userId, signal),
    meta: { errorLog: 'Loading notifications failed' },
  });

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => getUnreadCount(userId, signal),
    meta: { errorLog: 'Counting unread notifications failed' },
  });

export function useNotificationList(userId: string) {
  return useQuery(notificationListQueryOptions(userId));
}

export function useUnreadCount(userId: string) {
  return useQuery(unreadCountQueryOptions(userId));
}

/** The newest few, for the dashboard: the same query (and cache entry) as the bell's list. */
export function useRecentNotifications(userId: string, limit = 5) {
  return useQuery({
    ...notificationListQueryOptions(userId),
    select: (list: AppNotification[]) => list.slice(0, limit),
  });
}

export async function markNotificationRead(id: string): Promise<void> {
  await supabase.from('notifications').update({ read: true }).eq('id', id).throwOnError();
}

export async function markAllNotificationsRead(userId: string): Promise<void> {
  await supabase
    .from('notifications')
    .update({ read: true })
    .eq('user_id', userId)
    .eq('read', false)
    .throwOnError();
}

export async function deleteNotification(id: string): Promise<void> {
  await supabase.from('notifications').delete().eq('id', id).throwOnError();
}

/** Deletes the user's notifications older than `days` days; clear-all uses 0 (spec-1 §9). */
export async function deleteNotificationsOlderThan(userId: string, days: number): Promise<void> {
  const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  await supabase
    .from('notifications')
    .delete()
    .eq('user_id', userId)
    .lte('created_at', before)
    .throwOnError();
}
