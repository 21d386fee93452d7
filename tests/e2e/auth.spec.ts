import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  E2E_PASSWORD,
  PERSONAS,
  storageStateFor,
  submitSignIn,
  uniqueEmail,
} from './helpers.ts';

test.describe('signed out', () => {
  test('sign up, land on the dashboard, sign out, sign in again', async ({ page }) => {
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
