// Prometheus, the Substrate and irrigation lens (issue 20): pro@ reads Flower 1's seeded shots and
// overnight drybacks with their definition and downloads the daily figures; adds a reading by hand
// on a phone (a refused value first, then a good one); and basic@, staff on a Basic plan in
// pro@'s Professional facility, opens Prometheus instead of being sent to upgrade.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { storageStateFor, toast } from './helpers.ts';

test.describe('as the Professional owner', () => {
  test.use({ storageState: storageStateFor('pro') });

  test('substrate lens: shots, P1 ramp and overnight dryback with its definition, CSV of the days', async ({
    page,
  }) => {
    await page.goto('/prometheus2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Substrate and irrigation');
    await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower 1' });
    const vwc = page.getByRole('figure', { name: 'Substrate VWC' });
    await expect(vwc).toContainText('Day target 40–62 %');
    await expect(vwc).toContainText(/Irrigation shot \(\d+ shown\)/);
    await expect(page.getByRole('figure', { name: 'Substrate EC' })).toContainText('Day target 3–5 mS/cm');

    // The dryback is shown in the definition of the room's target, and the definition is written out.
    await expect(page.getByText(/in points of VWC \(peak − trough\); target 15–30 points/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dryback forecast' })).toContainText(
      /Target 15–30 points of VWC|No irrigation shot|Not enough data|not falling/,
    );

    // Flower 1's seeded days: 10 shots (6 in P1, 4 in P2) and an 18-point dryback on a normal
    // day; the irrigation fault's day has no shot at all. Today's row is still filling up (its
    // shots so far depend on the hour the test runs), so a complete day is looked for, not the first.
    const days = page.getByRole('table', { name: 'Irrigation days in Flower 1' });
    await expect(days.getByRole('columnheader', { name: /Overnight dryback \(points\)/ })).toBeVisible();
    await expect(days.getByRole('columnheader', { name: /Overnight dryback \(%\)/ })).toBeVisible();
    const normal = days
      .getByRole('row')
      .filter({ hasText: /3 h 25 min/ })
      .filter({ has: page.getByRole('cell', { name: '10', exact: true }) });
    await expect(normal.first()).toBeVisible();
    // Columns: day, VWC, EC, shots, first, last, P1 ramp, overnight dryback (points), …
    await expect(normal.first().getByRole('cell').nth(7)).toHaveText(/^1[78](\.\d)?$/);
    const fault = days.getByRole('row').filter({ has: page.getByRole('cell', { name: '0', exact: true }) });
    await expect(fault.first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^substrate-days-flower-1-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r\n/);
    expect(lines[0]).toContain('Day,VWC mean (%),EC mean (mS/cm),Shots,First shot,Last shot,P1 ramp (min)');
    expect(lines[0]).toContain(
      'Overnight dryback (points),Overnight dryback (%),Runoff EC (mS/cm),Runoff (%)',
    );
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.split(',')[3] === '10')).toBe(true);
  });

  test('a reading added by hand on a phone: refused out of range, then saved', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The Arca runoff logger links here with the form open.
    await page.goto('/arca/runofflogger/logger');
    await page.getByRole('link', { name: 'Add a sensor reading in Prometheus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a sensor reading' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Room').selectOption({ label: 'North Campus · Veg 1' });
    await dialog.getByLabel('Metric').selectOption({ label: 'Substrate EC' });
    const value = dialog.getByLabel('Value (mS/cm)');
    await value.fill('25');
    await dialog.getByRole('button', { name: 'Add reading' }).click();
    await expect(dialog.getByText('Substrate EC must be between 0 and 20 mS/cm.')).toBeVisible();
    await expect(value).toHaveValue('25');

    // A minute of 2025 (before the seeded readings), different on every run of the same stack.
    const minute = Math.floor(Math.random() * 365 * 1440);
    const when = new Date(Date.UTC(2025, 0, 1) + minute * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel('Time').fill(when);
    await value.fill('3,4');
    await dialog.getByRole('button', { name: 'Add reading' }).click();
    await expect(toast(page, 'Reading added')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('as staff on a lower plan', () => {
  test.use({ storageState: storageStateFor('basic') });

  test('opens Prometheus under the facility owner’s plan', async ({ page }) => {
    await page.goto('/prometheus2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Substrate and irrigation');
    // Only the facilities whose owner is on Professional: North Campus, not basic@'s own.
    await expect(page.getByLabel('Facility')).toHaveCount(0);
    await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower 1' });
    await expect(page.getByRole('figure', { name: 'Substrate VWC' })).toContainText('Latest');
    await expect(page).toHaveURL(/\/prometheus2/);
    await expect(toast(page, 'Upgrade Required')).toHaveCount(0);
  });
});
