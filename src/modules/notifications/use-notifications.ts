import { createContext, useContext } from 'react';
import type { AppNotification } from '@/lib/data/notifications';

export interface NotificationsContextValue {
  notifications: AppNotification[];
  unreadCount: number;
  isLoading: boolean;
  markAsRead: (id: string) => Promise<void>;
  markAllAsRead: () => Promise<void>;
  deleteNotification: (id: string) => Promise<void>;
  clearAll: () => Promise<void>;
}

export const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** The signed-in user's notifications; only inside <NotificationsProvider> (spec-1 §8). */
export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used within a NotificationsProvider');
  return value;
}
