import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BellIcon } from '@/components/icons';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/cn';
import type { AppNotification } from '@/lib/data/notifications';
import { formatRelative } from '@/lib/format';
import { unreadBadgeLabel } from '../format';
import { useNotifications } from '../use-notifications';

/** The top bar's bell with the unread count and the notification dropdown (spec-1 §2). */
export function NotificationBell() {
  const { notifications, unreadCount, markAsRead, markAllAsRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  const badge = unreadBadgeLabel(unreadCount);

  const onItem = (n: AppNotification) => {
    if (!n.read) void markAsRead(n.id);
    if (n.actionUrl) {
      setOpen(false);
      navigate(n.actionUrl);
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={badge ? `Notifications, ${unreadCount} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="relative grid size-10 place-items-center rounded-full text-brand-900 hover:bg-brand-50"
      >
        <BellIcon className="size-5" />
        {badge && (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger-600 px-1 text-[11px] font-semibold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-50 rounded-xl border border-line bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
            <h2 className="text-sm font-semibold text-brand-950">Notifications</h2>
            {unreadCount > 0 && (
              <button
                type="button"
                onClick={() => void markAllAsRead()}
                className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
              >
                Mark all as read
              </button>
            )}
          </div>
          <div className="h-[300px] overflow-y-auto" data-testid="notification-list">
            {notifications.length === 0 ? (
              <p className="grid h-full place-items-center text-sm text-muted">No notifications</p>
            ) : (
              <ul className="divide-y divide-line">
                {notifications.map((n) => (
                  <li key={n.id}>
                    <button
                      type="button"
                      onClick={() => onItem(n)}
                      className={cn(
                        'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-brand-50/60',
                        !n.read && 'bg-brand-50/40',
                      )}
                    >
                      <span className="flex items-start justify-between gap-2">
                        <span className="text-sm font-semibold text-brand-950">{n.title}</span>
                        {!n.read && (
                          <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-semibold text-white">
                            New
                          </span>
                        )}
                      </span>
                      {n.message && <span className="text-sm text-muted">{n.message}</span>}
                      <span className="text-xs text-muted">
                        {formatRelative(n.timestamp, { pastOnly: true })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
