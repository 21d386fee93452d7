// Arca calculators (issue 8): the worked examples on screen for a free grower, the Chemical
// Calculator's tier lock, and a Basic grower saving and reopening a recipe.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './helpers.ts';

async function fill(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
}

test.describe('a free grower', () => {
  test.use({ storageState: storageStateFor('free') });

  test('gets 227 mL for a 7.57 L container at a 3 % shot', async ({ page }) => {
    await page.goto('/arca/calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shot Size Calculator');
    await page.getByLabel('Container volume unit').selectOption('L');
    await fill(page, 'Container volume', '7.57');
    await fill(page, 'Shot size', '3');
    const shot = page.getByRole('region', { name: 'Shot', exact: true });
    await expect(shot.getByText('Shot size per plant').locator('..')).toContainText(/227\s*mL/);
    await fill(page, 'Shot size', '6');
    await expect(shot.getByText('Shot size per plant').locator('..')).toContainText(/454\s*mL/);
    // A decimal comma is a decimal separator, said back as read; it once became ×10 without a word.
    await fill(page, 'Shot size', '4,5');
    await expect(page.getByText('Read as 4.5')).toBeVisible();
    await expect(shot.getByText('Shot size per plant').locator('..')).toContainText(/341\s*mL/);
    await fill(page, 'Container volume', '1,000');
    await expect(page.getByText('“1,000” could be 1000 or 1.000: type 1000 or 1.000.')).toBeVisible();
    await expect(page.getByText(/341\s*mL/)).toHaveCount(0);
    await fill(page, 'Container volume', '0');
    await expect(page.getByText('Enter a container volume greater than 0').first()).toBeVisible();
  });

  test('converts EC 1.0 to 500 / 640 / 700 ppm and PPFD 600 for 18 h to DLI 38.9', async ({ page }) => {
    await page.goto('/arca/converter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unit Converter');
    await page.getByLabel('Conductivity from unit').selectOption('mS/cm');
    await fill(page, 'Conductivity from', '1.0');
    const all = page.getByRole('region', { name: 'Conductivity in every unit' });
    await expect(all).toContainText(/500 \(NaCl \/ US\) scale\s*500\s*ppm/);
    await expect(all).toContainText(/640 \(EU\) scale\s*640\s*ppm/);
    await expect(all).toContainText(/700 \(442 \/ AU\) scale\s*700\s*ppm/);

    await page.getByRole('tab', { name: 'PPFD ↔ DLI' }).click();
    await fill(page, 'PPFD', '600');
    await fill(page, 'Photoperiod', '18');
    await expect(page.getByRole('region', { name: 'Light' })).toContainText(/Daily light integral\s*38\.9/);
  });

  test('is locked out of the Chemical Calculator', async ({ page }) => {
    await page.goto('/arca/chemical');
    await expect(page).toHaveURL('/solutions');
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Upgrade Required');
    await expect(toast).toContainText('This feature requires a Basic plan to access.');
  });
});

test.describe('a Basic grower', () => {
  test.use({ storageState: storageStateFor('basic') });

  test('saves a chemical recipe and reopens it', async ({ page }) => {
    const name = `Flower A ${Date.now()}`;
    await page.goto('/arca/chemical');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chemical Calculator');
    await page.getByLabel('Tank volume unit', { exact: true }).selectOption('L');
    await fill(page, 'Tank volume', '200');
    await fill(page, 'Amount 2', '123');
    await page.getByLabel('Calculation name').fill(name);
    await page.getByRole('button', { name: 'Save calculation' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Calculation saved');
    const saved = page.getByRole('list', { name: 'Saved calculations' });
    await expect(saved).toContainText(name);

    // A fresh visit starts from the defaults; opening the saved recipe brings its amounts back.
    await page.reload();
    await expect(page.getByLabel('Amount 2', { exact: true })).toHaveValue('50');
    await page.getByRole('button', { name: `Open ${name}` }).click();
    await expect(page.getByLabel('Amount 2', { exact: true })).toHaveValue('123');
    await expect(page.getByLabel('Tank volume', { exact: true })).toHaveValue('200');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete saved calculation?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: `Open ${name}` })).toHaveCount(0);
  });
});
