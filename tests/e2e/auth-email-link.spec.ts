// Passwordless sign-in from /login: "Email me a sign-in link" mails a PKCE link to the local inbox;
// opened in the browser that asked, it signs in; used again, or opened in another browser, it says
// why and offers a new one. Fresh users only.
import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from '../../supabase/local/dev/inbox/client.ts';
import { signUpFresh, STACK_URL } from './helpers.ts';
// Set AUTH_SHOTS=/tmp/dir to keep screenshots of the screens for a visual check.
const SHOTS = process.env.AUTH_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signInLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    link = (await mailsTo(STACK_URL, to)).find((m) => m.subject === 'Your Magic Link')?.links[0];
    expect(link).toBeTruthy();
  }).toPass();
  return link!;
}

async function askForLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL('/sign-in-link');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}, a sign-in link`);
}

test('the emailed link signs in on this browser, once', async ({ page }) => {
  const { email } = await signUpFresh(page, 'Linky');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await shot(page, 'login');

  // The form checks the address before asking the server.
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'sign-in-link-invalid');

  await askForLink(page, email);
  await shot(page, 'sign-in-link-sent');
  const link = await signInLink(email);
  expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);

  await page.goto(link);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Linky');

  // Used once: signed out, the same link brings the user back to /login with a way forward.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?/);
  const alert = page.getByRole('alert').filter({ hasText: 'That sign-in link is invalid or has expired' });
  await expect(alert).toBeVisible();
  await shot(page, 'login-link-failed');
  await alert.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page).toHaveURL('/sign-in-link');
});

test('a link opened in another browser does not sign in there', async ({ page, browser }) => {
  const { email } = await signUpFresh(page, 'Elsewhere');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out before /login is opened again, or the login page sends the session to the dashboard.
  await expect(page).toHaveURL('/login');
  await askForLink(page, email);
  const link = await signInLink(email);

  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(link);
  await expect(stranger).toHaveURL(/\/login\?code=/);
  await expect(
    stranger.getByRole('alert').filter({ hasText: 'That sign-in link is invalid or has expired' }),
  ).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await other.close();
});

test('an address with no account gets the same answer and no mail', async ({ page }) => {
  const email = `nobody-${Date.now()}@example.com`;
  await askForLink(page, email);
  expect(await mailsTo(STACK_URL, email)).toHaveLength(0);
});
