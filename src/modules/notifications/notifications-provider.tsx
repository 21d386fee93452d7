import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useRealtime } from '@/hooks/use-realtime';
import {
  deleteNotification,
  deleteNotificationsOlderThan,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  useNotificationList,
  useUnreadCount,
  type NotificationRow,
} from '@/lib/data/notifications';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { NotificationsContext, type NotificationsContextValue } from './use-notifications';

const CLEAR_ALL_AGE_DAYS = 0;

/**
 * The signed-in user's notifications for the bell: the list and unread count (shared with the
 * dashboard) reload after every change and on any realtime change to the user's rows; an 'urgent'
 * one arriving live also toasts. Operation errors are only logged.
 */
export function NotificationsProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const list = useNotificationList(userId);
  const unread = useUnreadCount(userId);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
    [queryClient, userId],
  );

  useRealtime<NotificationRow>({
    table: 'notifications',
    filter: `user_id=eq.${userId}`,
    queryKey: notificationKeys.all(userId),
    onChange: (payload) => {
      if (payload.eventType === 'INSERT' && payload.new.type === 'urgent') {
        toast.error(payload.new.title, { description: payload.new.message });
      }
    },
  });

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
