// Agora administration (issue 6, spec-2 §2 "Admin dashboard", "Verification review page", §6, §8).
// Every decision is made on FRESH applicants created here; the seeded applicant (Tomás) stays pending.
import { expect, test, type Page } from '@playwright/test';
import {
  anonClient,
  E2E_PASSWORD,
  expectToast,
  serviceClient,
  storageStateFor,
  uniqueEmail,
} from './helpers.ts';

interface Applicant {
  userId: string;
  email: string;
  name: string;
  verificationId: string;
}

/** A brand-new user (auth admin API) who applies as themselves; returns their verification request. */
async function freshApplicant(
  firstName: string,
  lastName: string,
  overrides: { title?: string; years?: number } = {},
): Promise<Applicant> {
  const email = uniqueEmail('admin-e2e');
  const service = serviceClient();
  const created = await service.auth.admin.createUser({
    email,
    password: E2E_PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: lastName },
  });
  if (created.error) throw created.error;
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password: E2E_PASSWORD });
  if (signIn.error) throw signIn.error;
  const { data: profileId, error } = await client.rpc('submit_consultant_application', {
    p_title: overrides.title ?? 'Hydroponic Systems Consultant',
    p_short_description: 'Recirculating hydroponics for commercial rooms and nurseries.',
    p_bio: 'Designs and tunes recirculating hydroponic systems, from reservoirs to dosing and sanitation.',
    p_years_experience: overrides.years ?? 5,
    p_hourly_rate: 120,
    p_specialty_ids: [4, 10],
  });
  if (error) throw error;
  const { data: v, error: vError } = await service
    .from('agora_verification')
    .select('id')
    .eq('consultant_id', profileId)
    .single();
  if (vError) throw vError;
  await client.auth.signOut({ scope: 'local' });
  return { userId: created.data.user.id, email, name: `${firstName} ${lastName}`, verificationId: v.id };
}

/** A unique, searchable surname for this test run. */
const tag = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

async function openQueue(page: Page) {
  await page.goto('/agora/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Verification Queue/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

const queueRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: `Review ${name}` }) });

/** Leaves the admin's session in this tab (not in the saved state) and signs in as someone else. */
async function switchUser(page: Page, email: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
}

test.describe('an administrator', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('sees the stat cards, the tabs and the seeded pending applicant in the queue', async ({ page }) => {
    await openQueue(page);
    const stats = page.getByRole('list', { name: 'Statistics' });
    for (const label of [
      'Pending Applications',
      'Active Consultants',
      'Total Consultations',
      'Reports',
      'New Registrations',
    ]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('stat-pendingApplications')).not.toHaveText('0');
    for (const tab of ['Consultants', 'Reports', 'Analytics']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }

    const tomas = queueRow(page, 'Tomás Ibarra');
    await expect(tomas).toBeVisible();
    await expect(tomas).toContainText('Organic Greenhouse Grower');
    await expect(tomas.getByRole('cell').nth(4)).toHaveText('6');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(tomas).toBeVisible();

    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page.getByText('Reports are coming soon.')).toBeVisible();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: 'Applications over time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Approval rate' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Consultations per week' })).toBeVisible();
    await page.getByRole('tab', { name: 'Consultants' }).click();
    await page.getByLabel('Status').selectOption('active');
    await expect(page.getByRole('row').filter({ hasText: 'Dana' }).first()).toBeVisible();
  });

  test('searches by name, title or bio and filters by experience', async ({ page }) => {
    const surname = tag('Quill');
    const applicant = await freshApplicant('Rosa', surname, {
      title: `Rockwool ${surname} Steering`,
      years: 9,
    });
    await openQueue(page);
    const search = page.getByLabel('Search');
    await search.fill(surname.toLowerCase());
    await expect(page.getByRole('link', { name: /^Review / })).toHaveCount(1);
    await expect(queueRow(page, applicant.name)).toBeVisible();

    await page.getByLabel('Experience').selectOption('novice');
    await expect(page.getByText('No applications match your filters')).toBeVisible();
    await page.getByLabel('Experience').selectOption('expert');
    await expect(queueRow(page, applicant.name)).toBeVisible();

    // The seeded applicant is found by a word of his bio.
    await page.getByLabel('Experience').selectOption('all');
    await search.fill('Jalisco');
    await expect(queueRow(page, 'Tomás Ibarra')).toBeVisible();
    await expect(queueRow(page, applicant.name)).toHaveCount(0);
  });

  test('reviews an application: note, draft, history, approve; the applicant becomes a consultant', async ({
    page,
  }) => {
    test.slow();
    const surname = tag('Marsh');
    const applicant = await freshApplicant('Ivo', surname);
    await openQueue(page);
    await page.getByLabel('Search').fill(surname);
    await queueRow(page, applicant.name)
      .getByRole('link', { name: `Review ${applicant.name}` })
      .click();
    await expect(page).toHaveURL(`/agora/admin/verification/${applicant.verificationId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verification Review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: applicant.name })).toBeVisible();
    await expect(page.getByText('Hydroponics', { exact: true })).toBeVisible();
    await expect(page.getByText('No certifications were added.')).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Review progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');

    // Notes: a blank one is refused, a real one is added.
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('A note cannot be empty')).toBeVisible();
    await page.getByLabel('Add a private note').fill('Called two references; both positive.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expectToast(page, 'Note added', 'Your private note was saved.');
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
      'Called two references; both positive.',
    );

    // Save for Later: the draft badge and a history entry.
    await page.getByLabel('Review comments').fill('Solid hydroponics background.');
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('button', { name: 'Save for Later' }).click();
    await expectToast(page, 'Draft saved', 'saved');
    await expect(page.getByText('Draft saved', { exact: true }).first()).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history).toContainText('Draft saved');
    await expect(history).toContainText('Solid hydroponics background.');

    // The draft survives a reload.
    await page.reload();
    await expect(page.getByLabel('Review comments')).toHaveValue('Solid hydroponics background.');

    // Reject asks first; cancelling changes nothing.
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject Consultant Application' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Consultant approved', 'and notified');
    await expect(page).toHaveURL('/agora/admin');
    await page.getByLabel('Search').fill(surname);
    await expect(queueRow(page, applicant.name)).toHaveCount(0);

    // The applicant now reaches the consultant dashboard and has been notified.
    await switchUser(page, applicant.email);
    await page.goto('/agora/consultants/dashboard');
    await expect(page).toHaveURL('/agora/consultants/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }).getByText('Consultant application approved'),
    ).toBeVisible();
  });

  test('bulk rejects two requests with a comment', async ({ page }) => {
    const surname = tag('Bulk');
    const [a, b] = await Promise.all([
      freshApplicant('Uma', surname, { years: 2 }),
      freshApplicant('Theo', surname, { years: 4 }),
    ]);
    await openQueue(page);
    await page.getByLabel('Search').fill(surname);
    await expect(page.getByRole('link', { name: /^Review / })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject 2 applications' });
    await dialog.getByLabel('Comment (optional)').fill('Not enough commercial experience yet.');
    await dialog.getByRole('button', { name: 'Reject 2 applications' }).click();
    await expectToast(page, 'Bulk approve/reject completed', '2 applications rejected');
    await expect(page.getByText('No applications match your filters')).toBeVisible();

    const { data } = await serviceClient()
      .from('agora_verification')
      .select('status, comments')
      .in('id', [a.verificationId, b.verificationId]);
    expect(data).toEqual([
      { status: 'rejected', comments: 'Not enough commercial experience yet.' },
      { status: 'rejected', comments: 'Not enough commercial experience yet.' },
    ]);
  });

  test("an unknown request shows 'Verification not found' with a way back", async ({ page }) => {
    await page.goto('/agora/admin/verification/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Verification not found' })).toBeVisible();
    await expectToast(page, 'Verification not found', 'The requested verification does not exist.');
    await page.getByRole('link', { name: 'Return to Admin Dashboard' }).click();
    await expect(page).toHaveURL('/agora/admin');
  });
});

test.describe('a non-admin (pro persona)', () => {
  test.use({ storageState: storageStateFor('pro') });

  test('is turned away from every admin route', async ({ page }) => {
    for (const path of ['/agora/admin', '/agora/admin/verification/e1000000-0000-4000-8000-000000000006']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
      await expectToast(page, 'Access denied', 'Only administrators can access this area.');
    }
  });
});
