// Signs each demo persona in once, through the UI, and saves the browser state for the tests.
import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, type Persona, PERSONAS, storageStateFor } from './helpers.ts';

for (const [persona, { email, firstName }] of Object.entries(PERSONAS) as Array<
  [Persona, (typeof PERSONAS)[Persona]]
>) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${firstName}`);
    await page.context().storageState({ path: storageStateFor(persona) });
  });
}
