import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '@/lib/data/notifications';
import { NotificationsContext, useNotifications, type NotificationsContextValue } from '../use-notifications';
import { NotificationBell } from './notification-bell';

const note = (over: Partial<AppNotification>): AppNotification => ({
  id: 'n1',
  type: 'info',
  title: 'Booking confirmed',
  message: 'Tuesday 10:00',
  timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  source: null,
  actionUrl: null,
  ...over,
});

function renderBell(value: Partial<NotificationsContextValue>) {
  const ctx: NotificationsContextValue = {
    notifications: [],
    unreadCount: 0,
    isLoading: false,
    markAsRead: vi.fn(async () => {}),
    markAllAsRead: vi.fn(async () => {}),
    deleteNotification: vi.fn(async () => {}),
    clearAll: vi.fn(async () => {}),
    ...value,
  };
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/agora/consultations/:id', element: <p>Consultation page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <NotificationsContext value={ctx}>
      <RouterProvider router={router} />
    </NotificationsContext>,
  );
  return { ctx, router, user: userEvent.setup() };
}

describe('NotificationBell', () => {
  it("shows 'No notifications' and no 'Mark all as read' when empty", async () => {
    const { user } = renderBell({});
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByText('No notifications')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  });

  it("shows the unread count, 'New' badges, relative times and a 300 px list", async () => {
    const { user, ctx } = renderBell({
      notifications: [note({}), note({ id: 'n2', title: 'Old news', read: true })],
      unreadCount: 1,
    });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const [unread, read] = within(panel).getAllByRole('listitem');
    expect(within(unread!).getByText('New')).toBeInTheDocument();
    expect(within(unread!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(read!).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByTestId('notification-list')).toHaveClass('h-[300px]', 'overflow-y-auto');

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(ctx.markAllAsRead).toHaveBeenCalledTimes(1);
  });

  it('a click marks the item read and follows its actionUrl', async () => {
    const { user, ctx, router } = renderBell({
      notifications: [note({ actionUrl: '/agora/consultations/42' })],
      unreadCount: 1,
    });
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(screen.getByRole('button', { name: /^Booking confirmed/ }));
    expect(ctx.markAsRead).toHaveBeenCalledWith('n1');
    expect(await screen.findByText('Consultation page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agora/consultations/42');
  });

  it('Escape closes the dropdown and returns focus to the bell', async () => {
    const { user } = renderBell({});
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});

describe('useNotifications', () => {
  it('throws outside its provider', () => {
    const Probe = () => {
      useNotifications();
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useNotifications must be used within a NotificationsProvider');
  });
});
