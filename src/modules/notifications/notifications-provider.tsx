import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { logger } from '@/lib/logger';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { notificationKeys } from './api/keys';
import {
  deleteNotification,
  deleteNotificationsOlderThan,
  getNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from './api/notifications';
import { NotificationsContext, type NotificationsContextValue } from './use-notifications';

const CLEAR_ALL_AGE_DAYS = 0;

/**
 * The signed-in user's notifications (spec-1 §4, §7): the list and unread count reload after every
 * change and on any realtime change to the user's rows; an 'urgent' one arriving live also toasts.
 * Operation errors are only logged (spec-1 §8).
 */
export function NotificationsProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();

  const list = useQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => getNotifications(userId, signal),
  });
  const unread = useQuery({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => getUnreadCount(userId, signal),
  });

  useEffect(() => {
    if (list.error) logger.error('Loading notifications failed', list.error);
    if (unread.error) logger.error('Counting unread notifications failed', unread.error);
  }, [list.error, unread.error]);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
    [queryClient, userId],
  );

  useEffect(() => {
    const channel = supabase
      .channel(`notifications:${userId}`)
      .on<NotificationRow>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
        (payload) => {
          void reload();
          if (payload.eventType === 'INSERT' && payload.new.type === 'urgent') {
            toast.error(payload.new.title, { description: payload.new.message });
          }
        },
      )
      .subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          logger.error(`Notifications channel: ${status}`, error);
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [userId, reload]);

  const run = useCallback(
    async (what: string, operation: () => Promise<void>) => {
      try {
        await operation();
      } catch (error) {
        logger.error(`${what} failed`, error);
      } finally {
        await reload();
      }
    },
    [reload],
  );

  const value = useMemo<NotificationsContextValue>(
    () => ({
      notifications: list.data ?? [],
      unreadCount: unread.data ?? 0,
      isLoading: list.isPending,
      markAsRead: (id) => run('Marking a notification read', () => markNotificationRead(id)),
      markAllAsRead: () => run('Marking all notifications read', () => markAllNotificationsRead(userId)),
      deleteNotification: (id) => run('Deleting a notification', () => deleteNotification(id)),
      clearAll: () =>
        run('Clearing notifications', () => deleteNotificationsOlderThan(userId, CLEAR_ALL_AGE_DAYS)),
    }),
    [list.data, list.isPending, unread.data, run, userId],
  );

  return <NotificationsContext value={value}>{children}</NotificationsContext>;
}
