// Printable records on paper (print media at the width of a Letter page): the record alone — no
// top bar, section links, feedback button or screen controls — with every column of a register.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor } from './helpers.ts';

// Letter less 12 mm margins, in CSS pixels: portrait 8.5 in, landscape 11 in.
const LETTER_PORTRAIT = { width: 725, height: 960 };
const LETTER_LANDSCAPE = { width: 965, height: 720 };

/** The shell is on screen; on paper it is gone: top bar (with its section links), bottom bar, feedback. */
async function printWithoutShell(page: Page) {
  const shell = [
    page.getByRole('link', { name: 'Canopy home' }),
    page.getByRole('button', { name: 'Send feedback' }),
    // The bottom bar is on screen under 768 px.
    ...(page.viewportSize()!.width < 768 ? [page.getByRole('navigation', { name: 'Modules' })] : []),
  ];
  for (const part of shell) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const part of shell) await expect(part).toBeHidden();
}

test.describe('as a grower with crop-protection records', () => {
  test.use({ storageState: storageStateFor('advanced') });

  test('the AgroChemLog compliance record prints every column', async ({ page }) => {
    await page.setViewportSize(LETTER_LANDSCAPE);
    await page.goto('/arca/agrochemlog');
    const record = page.getByRole('table', { name: 'Compliance record' });
    await expect(record.getByRole('row')).not.toHaveCount(1);
    // On screen at this width the register shows what an inspector scans first…
    await expect(record.getByRole('columnheader', { name: 'Registration number' })).toBeHidden();
    await printWithoutShell(page);
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
    // …on paper, every column.
    for (const name of [
      'Started',
      'Ended',
      'Room',
      'Product',
      'Registration number',
      'Active ingredients',
      'Rate',
      'Total amount',
      'Method',
      'Applicator',
      'Applicator licence',
      'REI (h)',
      'PHI (d)',
      'Re-entry from',
      'Harvest from',
    ])
      await expect(record.getByRole('columnheader', { name, exact: true })).toBeVisible();
    const first = record.getByRole('row').nth(1);
    await expect(first.getByRole('cell', { name: 'ON Grower Licence 44-0193' })).toBeVisible();
    // The end time reads as a time, not an ISO string.
    await expect(first.getByRole('cell').nth(1)).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/,
    );
    // Nothing runs off the page: the register fits (Chromium shrinks at most ×1.33 to fit).
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(LETTER_LANDSCAPE.width * 1.33);
  });
});

test.describe('as the owner of North Campus', () => {
  test.use({ storageState: storageStateFor('pro') });

  test('the SOP controlled copy prints the document alone', async ({ page }) => {
    await page.setViewportSize(LETTER_PORTRAIT);
    await page.goto('/atlas/sops/d6000000-0000-4000-8000-000000000003/print');
    await expect(
      page.getByRole('heading', { level: 1, name: 'SOP-SAN-003 Room sanitation between cycles' }),
    ).toBeVisible();
    await printWithoutShell(page);
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Back to SOP-SAN-003/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Procedure' })).toBeVisible();
    await expect(page.getByText('Uncontrolled when printed')).toBeVisible();
  });
});

test.describe('as a learner with a certificate', () => {
  test.use({ storageState: storageStateFor('basic') });

  test('the certificate prints alone', async ({ page }) => {
    await page.setViewportSize(LETTER_PORTRAIT);
    await page.goto('/ancora/certifications/ac100000-0000-4000-8000-000000000002');
    const certificate = page.getByRole('article', { name: 'Certificate' });
    await expect(certificate).toBeVisible();
    await printWithoutShell(page);
    await expect(certificate).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  });
});
