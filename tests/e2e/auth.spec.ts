import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from '../../supabase/local/dev/inbox/client.ts';
import {
  anonClient,
  DEMO_PASSWORD,
  E2E_PASSWORD,
  mailTo,
  PERSONAS,
  serviceClient,
  STACK_URL,
  storageStateFor,
  submitSignIn,
  uniqueEmail,
} from './helpers.ts';

// Set AUTH_SHOTS=/tmp/dir to keep screenshots (1280 px, and 375 px) of the sign-up answer.
const SHOTS = process.env.AUTH_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test.describe('signed out', () => {
  test('sign up, confirm from the mailed link, land on the dashboard, sign out, sign in again', async ({
    page,
  }) => {
    const email = uniqueEmail('e2e');
    const password = E2E_PASSWORD;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Create one' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');

    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email or phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // The project confirms addresses: no session until the mailed link is opened.
    const status = page.getByRole('status');
    await expect(status).toContainText('Check your inbox');
    await expect(status).toContainText(`We sent a link to ${email} to confirm your account.`);
    await expect(page).toHaveURL('/signup');
    await shot(page, 'signup-check-inbox');

    // Signing in before confirming says why it cannot.
    await page.goto('/login');
    await submitSignIn(page, email, password);
    await expect(page.getByRole('alert')).toHaveText('Please confirm your email address before signing in.');

    const link = (await mailTo(email, 'Confirm Your Signup')).links[0]!;
    await page.goto(link);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Canopy');

    await submitSignIn(page, email, password);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Robin');
  });

  test('signing up with a registered address answers as for a new one and mails nothing', async ({
    page,
  }) => {
    const { data, error } = await serviceClient().auth.admin.createUser({
      email: uniqueEmail('taken'),
      password: E2E_PASSWORD,
      email_confirm: true,
    });
    if (error) throw error;
    const email = data.user.email!;
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Eve');
    await page.getByLabel('Last name').fill('Dropper');
    await page.getByLabel('Email or phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('someone-elses-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    const status = page.getByRole('status');
    await expect(status).toContainText('Check your inbox');
    await expect(status).toContainText(`We sent a link to ${email} to confirm your account.`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A later mail to a new address arrives, so the stack's mail is flowing; none went to the owner.
    const other = uniqueEmail('after');
    const { error: signUpError } = await anonClient().auth.signUp({ email: other, password: E2E_PASSWORD });
    if (signUpError) throw signUpError;
    await mailTo(other, 'Confirm Your Signup');
    expect(await mailsTo(STACK_URL, email)).toEqual([]);

    // The way forward the screen offers.
    await status.getByRole('link', { name: 'reset your password' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('a wrong password shows the mapped GoTrue message', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, PERSONAS.free.email, 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText(
      'Invalid login credentials. Check your details and try again.',
    );
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  test('an invalid form shows inline messages without calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByText('Enter your email or phone number')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
  });

  test('visiting /dashboard ends on /login, and Back does not return to /dashboard', async ({ page }) => {
    await page.goto('/somewhere-else');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Canopy');

    await page.goBack();
    await expect(page).toHaveURL('/somewhere-else');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  });

  test('after signing in, the user lands where the guard turned them away', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');

    await submitSignIn(page, PERSONAS.basic.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${PERSONAS.basic.firstName}`);
  });

  test('an unknown route shows the 404 page, and Return to Home works', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home sends a signed-out visitor on to sign in.
    await expect(page).toHaveURL('/login');
    await page.goBack();
    await expect(page).toHaveURL('/no/such/page');
  });
});

test.describe('signed in (saved session)', () => {
  test.use({ storageState: storageStateFor('pro') });

  test('opens the dashboard directly with the first name from profiles', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${PERSONAS.pro.firstName}`);
  });

  test('Return to Home on the 404 page goes to the dashboard', async ({ page }) => {
    await page.goto('/not-a-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${PERSONAS.pro.firstName}`);
  });

  test('/login sends a signed-in user to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });
});
