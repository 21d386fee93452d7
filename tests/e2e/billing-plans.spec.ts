// Plans through Stripe on the local stack: /solutions → the checkout function → the Stripe
// stand-in's Checkout page → its signed event to stripe-webhook → /subscription/success reading the
// outcome from the database; "Manage plan" → the Customer Portal; a cancelled checkout changes nothing.
import { expect, test } from '@playwright/test';
import { signUpFresh } from './helpers.ts';

test('a grower upgrades to Advanced, sees the new tier, then changes plan in the portal', async ({
  page,
}) => {
  await signUpFresh(page, 'Upgrader');
  await page.goto('/animus');
  await expect(page).toHaveURL('/solutions');

  const free = page.getByRole('listitem', { name: 'Free plan' });
  await expect(free.getByText('Current plan', { exact: true })).toBeVisible();
  const advanced = page.getByRole('listitem', { name: 'Advanced plan' });
  await expect(advanced).toContainText('$49 / month');
  await page.getByRole('radio', { name: /Yearly/ }).click();
  await expect(advanced).toContainText('$490 / year');
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.screenshot({ path: 'test-results/billing-solutions.png', fullPage: true });
  await advanced.getByRole('button', { name: 'Upgrade to Advanced' }).click();

  // Stripe Checkout (the stand-in's page).
  await expect(page.getByRole('heading', { name: 'Canopy Advanced' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe $49' }).click();

  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Welcome to Advanced' })).toBeVisible();
  await page.screenshot({ path: 'test-results/billing-success.png', fullPage: true });
  await page.goto('/animus');
  await expect(page).toHaveURL('/animus');

  await page.goto('/solutions');
  await expect(
    page.getByRole('listitem', { name: 'Advanced plan' }).getByText('Current plan', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Professional plan' })).toContainText(
    'Change your plan with Manage plan',
  );
  await page.getByRole('button', { name: 'Manage plan' }).click();

  // The Customer Portal: upgrade now, then go back.
  await expect(page.getByRole('heading', { name: 'Canopy Advanced' })).toBeVisible();
  await page.getByRole('button', { name: /Switch to Professional/ }).click();
  await expect(page.getByRole('heading', { name: 'Canopy Professional' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/ends on/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Canopy' }).click();
  await expect(page).toHaveURL('/solutions');
  await expect(
    page.getByRole('listitem', { name: 'Professional plan' }).getByText('Current plan', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Your plan ends on .+; then you are on Free\./);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Your plan ends on' })).toBeVisible();
});

test('leaving Stripe Checkout without paying changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpFresh(page, 'Hesitant');
  await page.goto('/solutions');
  await page
    .getByRole('listitem', { name: 'Basic plan' })
    .getByRole('button', { name: 'Upgrade to Basic' })
    .click();
  await expect(page.getByRole('heading', { name: 'Canopy Basic' })).toBeVisible();
  await page.screenshot({ path: 'test-results/billing-checkout-375.png', fullPage: true });
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL('/solutions');
  await expect(
    page.getByRole('listitem', { name: 'Free plan' }).getByText('Current plan', { exact: true }),
  ).toBeVisible();
  // A checkout never paid leaves no plan to manage.
  await expect(page.getByRole('button', { name: 'Manage plan' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/billing-solutions-375.png', fullPage: true });
});
