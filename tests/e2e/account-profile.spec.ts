// Issue 4: profile preferences and quick access appear on the dashboard; facilities with rooms;
// account deletion; password recovery, email change and secure password change through the local
// inbox. Fresh users only.
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { DB_PASSWORD } from '../../supabase/local/config.ts';
import { mailsTo } from '../../supabase/local/dev/inbox/client.ts';
import { expectToast, signUpFresh, STACK_URL } from './helpers.ts';

// The e2e stack's Postgres listens on the next port (supabase/local/cli.ts e2e-stack).
const DB_URL = `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${Number(new URL(STACK_URL).port) + 1}/postgres`;

test('preferences and quick access show on the dashboard', async ({ page }) => {
  await signUpFresh(page, 'Quick');

  await page.goto('/profile?tab=preferences');
  const notifications = page.getByRole('checkbox', { name: 'Email notifications' });
  await expect(notifications).toBeChecked();
  await notifications.uncheck();
  await page.getByRole('radio', { name: /Public/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Settings saved', 'Your account settings were updated.');

  await page.getByRole('tab', { name: 'Quick Access' }).click();
  await expect(page).toHaveURL('/profile?tab=quick-access');
  // A free user is offered only the free tools.
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await page.getByRole('checkbox', { name: /Unit Converter/ }).check();
  await page.getByRole('checkbox', { name: /Shot Size Calculator/ }).check();
  await page.getByRole('button', { name: 'Move Shot Size Calculator up' }).click();
  await page.getByRole('button', { name: 'Save quick access' }).click();
  await expectToast(page, 'Quick access saved', 'Your dashboard shows these tools.');

  await page.goto('/dashboard');
  const tiles = page.getByRole('list', { name: 'Quick access tools' }).getByRole('link');
  await expect(tiles).toHaveText([/Shot Size Calculator/, /Unit Converter/]);
  const settings = page.getByRole('region', { name: 'Account settings' });
  await expect(settings).toContainText('Email notificationsOff');
  await expect(settings).toContainText('Profile visibilityPublic');
  await tiles.first().click();
  await expect(page).toHaveURL('/arca/calculator');

  // The preferences survive a reload of the profile.
  await page.goto('/profile?tab=preferences');
  await expect(page.getByRole('checkbox', { name: 'Email notifications' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Public/ })).toBeChecked();
});

test('profile details: names, avatar and the initials fallback', async ({ page }) => {
  await signUpFresh(page, 'Avery');
  await page.goto('/profile');
  await expect(page.getByLabel('Profile initials')).toHaveText('AT');
  await page.getByLabel('First name').fill('Blake');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByLabel('Profile initials')).toHaveText('BT');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' })).toBeVisible();

  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const picture = page.getByRole('img', { name: 'Profile picture' });
  await expect(picture).toBeVisible();
  // The avatar shows a 128 px rendition (/render/image), not the uploaded original, and it loads.
  await expect(picture).toHaveAttribute('src', /\/storage\/v1\/render\/image\/public\/avatars\/.*width=128/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByLabel('Profile picture file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
});

test('a facility with rooms: create, rename, delete with confirmation', async ({ page }) => {
  await signUpFresh(page, 'Grower');
  await page.goto('/profile/facilities');
  await expect(page.getByText('No facilities yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add facility' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Facility name').fill('Riverside Farm');
  await dialog.getByLabel('Location').fill('Salem, OR');
  await dialog.getByRole('button', { name: 'Add facility' }).click();
  await expectToast(page, 'Facility added', 'Riverside Farm');

  const facility = page.getByRole('region', { name: 'Riverside Farm' });
  await expect(facility).toContainText('Salem, OR');
  for (const [name, type] of [
    ['Flower A', 'Flower'],
    ['Mother Room', 'Vegetative'],
  ]) {
    await facility.getByRole('button', { name: 'Add room to Riverside Farm' }).click();
    await page.getByRole('dialog').getByLabel('Room name').fill(name!);
    await page.getByRole('dialog').getByLabel('Room type').selectOption({ label: type! });
    await page.getByRole('dialog').getByRole('button', { name: 'Add room' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  const rooms = facility.getByRole('list', { name: 'Rooms of Riverside Farm' }).getByRole('listitem');
  await expect(rooms).toHaveCount(2);
  await expect(rooms.first()).toContainText('Flower A');
  await expect(rooms.last()).toContainText('Vegetative');

  // A duplicate room name is refused with a clear message.
  await facility.getByRole('button', { name: 'Add room to Riverside Farm' }).click();
  await page.getByRole('dialog').getByLabel('Room name').fill('flower a');
  await page.getByRole('dialog').getByRole('button', { name: 'Add room' }).click();
  await expectToast(page, 'Could not save room', 'This facility already has a room with this name.');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Renamed, with the canopy area and lighting Arca's yields per m² and per watt divide by; an
  // area of 0 is refused in the form with the typed values kept.
  await facility.getByRole('button', { name: 'Edit room Flower A' }).click();
  const roomDialog = page.getByRole('dialog');
  await roomDialog.getByLabel('Room name').fill('Flower B');
  await roomDialog.getByLabel('Canopy area (m²)').fill('0');
  await roomDialog.getByLabel('Lighting power (W)').fill('645');
  await roomDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    roomDialog.getByText('Enter a canopy area greater than 0 and at most 100,000 m²'),
  ).toBeVisible();
  await expect(roomDialog.getByLabel('Lighting power (W)')).toHaveValue('645');
  await roomDialog.getByLabel('Canopy area (m²)').fill('2,97');
  await roomDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(rooms.first()).toContainText('Flower B');
  await expect(rooms.first()).toContainText('2.97 m²');
  await expect(rooms.first()).toContainText('645 W');

  await facility.getByRole('button', { name: 'Delete room Flower B' }).click();
  await expect(page.getByRole('dialog')).toContainText('The room “Flower B” will be deleted.');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rooms).toHaveCount(2);
  await facility.getByRole('button', { name: 'Delete room Flower B' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rooms).toHaveCount(1);

  await facility.getByRole('button', { name: 'Delete Riverside Farm' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No facilities yet')).toBeVisible();
});

test('deleting the account asks first, signs out with the notice and locks the account', async ({ page }) => {
  const { email } = await signUpFresh(page, 'Leaving');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();
  await expectToast(page, 'Account Deleted', 'This account has been deleted and cannot be accessed.');
  await expect(page).toHaveURL('/login');

  // The account is banned in auth: signing in again says why instead of letting it back in.
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-e2e-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'This account has been deleted and cannot be accessed.',
  );
  await expect(page).toHaveURL('/login');
});

test('forgot password: the mailed link lets the user set a new password and sign in', async ({ page }) => {
  const { email } = await signUpFresh(page, 'Forgetful');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a password reset link is on its way');

  const link = (await mailTo(email, /^Reset Your Password$/)).links[0];
  expect(link).toBeTruthy();

  // The link verifies the token at the stack and redirects to this app's /reset-password.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password/);

  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Forgetful');
});

/** The newest mail to `to` whose subject matches, from the stack's local inbox. */
async function mailTo(to: string, subject: RegExp) {
  let found: { subject: string; text: string; links: string[] } | undefined;
  await expect(async () => {
    found = (await mailsTo(STACK_URL, to)).find((m) => subject.test(m.subject));
    expect(found).toBeTruthy();
  }).toPass();
  return found!;
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('changing the email waits for the links mailed to both addresses', async ({ page }) => {
  const { email } = await signUpFresh(page, 'Mover');
  const newEmail = email.replace('shell-', 'moved-');
  await page.goto('/profile');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expectToast(
    page,
    'Confirm the change from both inboxes',
    `We emailed a confirmation link to ${email} and to ${newEmail}.`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(
    `Until then you sign in with ${email}.`,
  );

  const toCurrent = await mailTo(email, /^Confirm your new email address$/);
  expect(toCurrent.text).toContain(`from ${email} to ${newEmail}`);
  const toNew = await mailTo(newEmail, /^Confirm your new email address$/);
  // One link is not enough (the project confirms addresses, so GoTrue waits for both).
  await page.goto(toCurrent.links[0]!);
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toBeVisible();
  // The second confirms at the stack and brings the browser back to the profile, signed in.
  await page.goto(toNew.links[0]!);
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText(`Currently ${newEmail}.`)).toBeVisible();

  await signInAs(page, newEmail, 'a-long-e2e-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Mover');
});

test('a password change from a session older than a day asks for the emailed code', async ({ page }) => {
  const { email } = await signUpFresh(page, 'Keeper');
  // Arrange a session that signed in two days ago, as GoTrue measures it (auth.sessions.created_at).
  const sessionId = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.endsWith('-auth-token')) continue;
      const token = JSON.parse(localStorage.getItem(key)!).access_token as string;
      return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')))
        .session_id as string;
    }
    return null;
  });
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  await db.query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [
    sessionId,
  ]);
  await db.end();

  await page.goto('/profile');
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  await password.fill('another-long-password');
  await confirm.fill('something-else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await confirm.fill('another-long-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we emailed a 6-digit code' })).toContainText(
    email,
  );

  const mail = await mailTo(email, /is your verification code$/);
  const code = /code: (\d{6})/.exec(mail.text)![1]!;
  const codeField = page.getByLabel('Code from the email');
  await codeField.fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Confirm new password' }).click();
  await expect(page.getByText('That code is wrong or has expired.')).toBeVisible();
  // Nothing typed is lost.
  await expect(password).toHaveValue('another-long-password');

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm new password' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password changed' })).toBeVisible();

  await signInAs(page, email, 'another-long-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Keeper');
});
