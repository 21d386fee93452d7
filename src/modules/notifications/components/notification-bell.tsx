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
  const { notifications, unreadCount, markAsRead, markAllAsRead, deleteNotification, clearAll } =
    useNotifications();
  const [open, setOpen] = useState(false);
  // Clearing everything asks once, inside the panel, rather than on the first click.
  const [confirmingClear, setConfirmingClear] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const close = useCallback(() => {
    setOpen(false);
    setConfirmingClear(false);
  }, []);
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
            <span className="flex items-center gap-1">
              {unreadCount > 0 && (
                <button
                  type="button"
                  onClick={() => void markAllAsRead()}
                  className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                >
                  Mark all as read
                </button>
              )}
              {notifications.length > 0 && !confirmingClear && (
                <button
                  type="button"
                  onClick={() => setConfirmingClear(true)}
                  className="rounded-md px-2 py-1 text-xs font-semibold text-danger-700 hover:bg-danger-50"
                >
                  Clear all
                </button>
              )}
            </span>
          </div>
          {confirmingClear && (
            <div
              role="group"
              aria-label="Clear all notifications"
              className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-danger-50 px-4 py-2"
            >
              <span className="text-sm text-ink">Delete every notification?</span>
              <span className="flex gap-1">
                <button
                  type="button"
                  onClick={() => setConfirmingClear(false)}
                  className="rounded-md px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-white"
                >
                  Cancel
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setConfirmingClear(false);
                    void clearAll();
                  }}
                  className="rounded-md bg-danger-600 px-2 py-1 text-xs font-semibold text-white hover:bg-danger-700"
                >
                  Delete all
                </button>
              </span>
            </div>
          )}
          <div className="h-[300px] overflow-y-auto" data-testid="notification-list">
            {notifications.length === 0 ? (
              <p className="grid h-full place-items-center text-sm text-muted">No notifications</p>
            ) : (
              <ul className="divide-y divide-line">
                {notifications.map((n) => (
                  <li key={n.id} className={cn('flex items-start', !n.read && 'bg-brand-50/40')}>
                    <button
                      type="button"
                      onClick={() => onItem(n)}
                      className="flex min-w-0 flex-1 flex-col gap-1 py-3 pl-4 text-left hover:bg-brand-50/60"
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
                    <button
                      type="button"
                      aria-label={`Delete notification: ${n.title}`}
                      onClick={() => void deleteNotification(n.id)}
                      className="m-1.5 grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-danger-50 hover:text-danger-700"
                    >
                      <span aria-hidden="true" className="text-lg leading-none">
                        ×
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
