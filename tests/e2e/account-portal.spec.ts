// Issue 4: the clients portal (members only, seeded in supabase/seeds/10_account.sql), plans and the
// local test checkout, and the admin users page. State changes use fresh users only.
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, expectToast, serviceClient, signUpFresh, storageStateFor } from './helpers.ts';

test.describe('clients portal, as a member', () => {
  test.use({ storageState: storageStateFor('advanced') });

  test('opens their organisation and its sections', async ({ page }) => {
    await page.goto('/clients');
    await page.getByRole('link', { name: /Green Valley Growers/ }).click();
    await expect(page).toHaveURL('/clients/green-valley-growers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green Valley Growers');
    await expect(page.getByRole('list', { name: 'Members' })).toContainText('Owner');

    await page.getByRole('link', { name: 'Resources', exact: true }).first().click();
    await expect(page).toHaveURL('/clients/green-valley-growers/resources');
    await expect(page.getByRole('link', { name: 'AROYA: testing field capacity' })).toBeVisible();
    // Members read; only owners add.
    await expect(page.getByRole('button', { name: 'Add resource' })).toHaveCount(0);

    await page.goto('/clients/green-valley-growers/education');
    await expect(page.getByRole('link', { name: 'Crop steering fundamentals' })).toBeVisible();
    await page.goto('/clients/green-valley-growers/communication');
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
      'Welcome to the Green Valley portal',
    );
    await page.goto('/clients/green-valley-growers/workspace');
    await expect(page.getByRole('heading', { name: 'Workspace' })).toBeVisible();
    await page.goto('/clients/green-valley-growers/anything-else');
    await expect(page).toHaveURL('/clients/not-authorized');
  });

  test('is not authorized for an organisation they do not belong to', async ({ page }) => {
    await page.goto('/clients/summit-craft-collective');
    await expect(page).toHaveURL('/clients/not-authorized');
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  });
});

test('a non-member gets not-authorized and an empty selector', async ({ page }) => {
  await signUpFresh(page, 'Outsider');
  await page.goto('/clients/green-valley-growers');
  await expect(page).toHaveURL('/clients/not-authorized');
  await page.goto('/clients');
  await expect(page.getByText('No organisations yet')).toBeVisible();
});

test('upgrade from free to Advanced through the test checkout unlocks Animus', async ({ page }) => {
  await signUpFresh(page, 'Upgrader');
  await page.goto('/animus');
  await expect(page).toHaveURL('/solutions');

  const free = page.getByRole('listitem', { name: 'Free plan' });
  await expect(free.getByText('Current plan', { exact: true })).toBeVisible();
  const advanced = page.getByRole('listitem', { name: 'Advanced plan' });
  await expect(advanced).toContainText('Animus');
  await advanced.getByRole('button', { name: 'Upgrade to Advanced' }).click();

  await expect(page.getByRole('heading', { name: 'Canopy Advanced plan' })).toBeVisible();
  await page.getByRole('button', { name: /Pay \$49 and subscribe/ }).click();

  await expect(page).toHaveURL('/subscription/success?tier=Advanced');
  await expect(page.getByRole('heading', { name: 'Welcome to Advanced' })).toBeVisible();
  await page.goto('/animus');
  await expect(page).toHaveURL('/animus');
  await page.goto('/solutions');
  await expect(
    page.getByRole('listitem', { name: 'Advanced plan' }).getByText('Current plan', { exact: true }),
  ).toBeVisible();
});

test.describe('admin users page', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('an admin sets a user’s plan', async ({ page }) => {
    const name = `Tiered${Date.now()}`;
    const admin = serviceClient();
    const { data, error } = await admin.auth.admin.createUser({
      email: `${name.toLowerCase()}@example.com`,
      password: E2E_PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: name, last_name: 'Person' },
    });
    expect(error).toBeNull();

    await page.goto('/admin/users');
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByRole('listitem').filter({ hasText: `${name} Person` });
    await expect(row).toHaveCount(1);
    await row.getByLabel(`Plan for ${name} Person`).selectOption('Basic');
    await row.getByRole('button', { name: 'Set plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Change plan' }).click();
    await expectToast(page, 'Plan changed', `${name} Person is now on Basic.`);

    const { data: profile } = await admin
      .from('profiles')
      .select('membership_tier')
      .eq('id', data.user!.id)
      .single();
    expect(profile?.membership_tier).toBe('Basic');
  });
});
