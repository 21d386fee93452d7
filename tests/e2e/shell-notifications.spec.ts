// Notifications arrive live in the bell (spec-1 §2, §4); an urgent one also toasts.
import { expect, test } from '@playwright/test';
import { expectToast, serviceClient, signUpFresh } from './helpers.ts';

test('a notification inserted for the user appears in the bell without reload', async ({ page }) => {
  const { id } = await signUpFresh(page, 'Noor');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('No notifications')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const service = serviceClient();
  const { error } = await service.from('notifications').insert({
    user_id: id,
    type: 'info',
    title: 'Booking confirmed',
    message: 'Your consultation is booked.',
    source: 'agora',
    action_url: '/profile/facilities',
  });
  expect(error).toBeNull();

  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await bell.click();
  const item = panel.getByRole('button', { name: /^Booking confirmed/ });
  await expect(item).toContainText('New');
  await expect(item).toContainText('Your consultation is booked.');
  await expect(item).toContainText('less than a minute ago');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeVisible();

  await item.click();
  await expect(page).toHaveURL('/profile/facilities');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // An urgent one toasts with its title and message.
  await service.from('notifications').insert({
    user_id: id,
    type: 'urgent',
    title: 'Tank pump failure',
    message: 'Room 3 irrigation stopped.',
  });
  await expectToast(page, 'Tank pump failure', 'Room 3 irrigation stopped.');
  await expect(page.getByTestId('unread-count')).toHaveText('1');

  await bell.click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(panel.getByText('New', { exact: true })).toHaveCount(0);

  // Deleting one and clearing all: the list and the badge follow.
  await service.from('notifications').insert([
    { user_id: id, type: 'info', title: 'Runoff EC high', message: 'Room 2 at 4.1 mS/cm.' },
    { user_id: id, type: 'info', title: 'SOP due for review', message: 'Flip-day checklist.' },
  ]);
  await expect(page.getByTestId('unread-count')).toHaveText('2');
  await panel.getByRole('button', { name: 'Delete notification: Runoff EC high' }).click();
  await expect(panel.getByRole('button', { name: /^Runoff EC high/ })).toHaveCount(0);
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await panel.getByRole('button', { name: 'Clear all' }).click();
  const confirm = panel.getByRole('group', { name: 'Clear all notifications' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: /^SOP due for review/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await confirm.getByRole('button', { name: 'Delete all' }).click();
  await expect(panel.getByText('No notifications')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
});
