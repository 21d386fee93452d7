// Two-step sign-in with an authenticator app: set it up from Profile → Security (QR code and key,
// confirmed with a code), sign in again (the code is asked before any page, a wrong one refused),
// then remove it. Codes are computed from the shown key with the same TOTP library as the stack.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_PASSWORD, expectToast, signUpFresh, submitSignIn } from './helpers.ts';

// Set AUTH_SHOTS=/tmp/dir to keep screenshots (1280 and 375 px wide) of the screens for a visual check.
const SHOTS = process.env.AUTH_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(size);
}

const codeFor = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

test('set up an authenticator, sign in with its code, remove it', async ({ page }) => {
  const { email } = await signUpFresh(page, 'Totp');
  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  // The image really draws (an SVG data: URI the browser could not read would have no size).
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const key = (await page.getByLabel('Setup key').textContent())!.trim();
  await shot(page, 'security-setup');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);

  // The form checks the code's shape, then the server checks the code.
  const codeField = page.getByLabel('Code from the app');
  await codeField.fill('12');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await codeField.fill(codeFor(key, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await shot(page, 'security-wrong-code');
  await codeField.fill(codeFor(key));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expectToast(page, 'Authenticator app added', 'Sign-ins will now ask for a code.');
  await expect(page.getByText('Authenticator app is on')).toBeVisible();
  await shot(page, 'security-on');

  // Signing in again: the password alone reaches only the code prompt.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await submitSignIn(page, email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Totp' })).toHaveCount(0);
  const prompt = page.getByLabel('Authentication code');
  await prompt.fill(codeFor(key, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await shot(page, 'sign-in-code');
  await prompt.fill(codeFor(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Totp');

  // Removing asks first; afterwards the password alone signs in.
  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'security-remove');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Authenticator app removed', 'Signing in needs only your password now.');
  await expect(page.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await submitSignIn(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Totp');
});
