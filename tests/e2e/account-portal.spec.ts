// Issue 4: the clients portal (members only, seeded in supabase/seeds/10_account.sql) and the admin
// users page (plans through Stripe: billing-plans.spec.ts). State changes use fresh users only.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, expectToast, serviceClient, signUpFresh, storageStateFor, toast } from './helpers.ts';

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
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages).toContainText('Welcome to the Green Valley portal');
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

// Both used to fail with "You don't have permission to do that": the client sent author_id and
// created_by, which the database fills from the session and the API role may not send.
test('owner and member both send a message and create a note', async ({ browser }) => {
  const run = Date.now().toString(36);
  for (const persona of ['advanced', 'pro'] as const) {
    const context = await browser.newContext({ storageState: storageStateFor(persona) });
    const page = await context.newPage();
    await sendMessageAndNote(page, `${persona} ${run}`);
    await context.close();
  }
});

async function sendMessageAndNote(page: Page, tag: string) {
  await page.goto('/clients/green-valley-growers/communication');
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toBeVisible();
  await page.getByLabel('New message').fill(`Runoff EC is up, ${tag}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = messages.getByRole('listitem').filter({ hasText: `Runoff EC is up, ${tag}` });
  await expect(mine).toContainText('You');
  await expect(page.getByLabel('New message')).toHaveValue('');
  await mine.getByRole('button', { name: 'Delete message' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(0);

  await page.getByRole('link', { name: 'Workspace', exact: true }).first().click();
  await page.getByRole('button', { name: 'New note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  // A note needs a title; the typed body stays while the user fixes it.
  await dialog.getByLabel('Note').fill('Flip to 12/12 on Monday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await dialog.getByLabel('Title').fill(`Flip plan ${tag}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByRole('heading', { name: `Flip plan ${tag}` })).toBeVisible();
  await notes.getByRole('button', { name: `Delete Flip plan ${tag}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Note deleted')).toBeVisible();
}

test('a non-member gets not-authorized and an empty selector', async ({ page }) => {
  await signUpFresh(page, 'Outsider');
  await page.goto('/clients/green-valley-growers');
  await expect(page).toHaveURL('/clients/not-authorized');
  await page.goto('/clients');
  await expect(page.getByText('No organisations yet')).toBeVisible();
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
