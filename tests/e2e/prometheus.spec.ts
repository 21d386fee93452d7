// Prometheus, the Climate lens (issue 20): pro@ reads a room's 90 days of seeded readings against
// its targets, syncs it from the AROYA stand-in, zooms and downloads the shown series; then, on a phone, imports a controller's CSV
// export in °F with one bad row into an empty room and sees the converted readings charted.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor, toast } from './helpers.ts';

test.use({ storageState: storageStateFor('pro') });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('climate lens: a room against its targets, 90 days, zoom, time in band, CSV of the shown series', async ({
  page,
}) => {
  await page.goto('/prometheus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Climate');
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower 1' });
  const temperature = page.getByRole('figure', { name: 'Air temperature' });
  await expect(temperature).toContainText('Day target 22–26 °C');
  await expect(temperature).toContainText('Night target 16–21 °C');
  await expect(page.getByRole('figure', { name: 'VPD' })).toBeVisible();

  // The room is mapped to AROYA and pro@ has a key: a sync fetches what came in since the seed.
  await page.getByRole('button', { name: 'Sync from AROYA' }).click();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /new readings from AROYA|is up to date with AROYA/ }),
  ).toBeVisible();

  await page.getByLabel('Period').selectOption({ label: 'Last 90 days' });
  const days = page.getByRole('table', { name: /time in band per day/ });
  await expect(days.getByRole('row')).toHaveCount(11); // header + a page of 10 days
  await expect(page.getByText(/Against the targets for flower/)).toBeVisible();

  // Hide PPFD, zoom in from the start, and download what is shown.
  await page.getByRole('checkbox', { name: 'PPFD' }).uncheck();
  await expect(page.getByRole('figure', { name: 'PPFD' })).toHaveCount(0);
  await page.getByRole('slider', { name: 'Zoom start' }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('PageUp');
  await expect(page.getByRole('button', { name: 'Reset zoom' })).toBeEnabled();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^climate-flower-1-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  const lines = text.trim().split(/\r\n/);
  expect(lines[0]).toBe('time,metric,unit,mean,min,max,readings'); // the BOM trimmed
  const metrics = new Set(lines.slice(1).map((l) => l.split(',')[1]));
  expect([...metrics].sort()).toEqual(['air_temp', 'co2', 'rh', 'vpd']);
});

test('CSV import on a phone: °F converted, the bad row named and skipped, readings charted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/prometheus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Climate');
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower 3' });

  // Yesterday, local time, at minutes of their own (the import skips readings already there, and a
  // retry of this test runs within the same minute).
  const base = new Date(Date.now() - 86_400_000 - Math.floor(Math.random() * 720) * 60_000);
  const stamp = (minutes: number) => {
    const d = new Date(base.getTime() + minutes * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
  };
  const csv = [
    'Timestamp,Temp (°F),RH (%),CO2 (ppm),VPD (kPa)',
    `${stamp(0)},78.8,55,900,1.4`,
    `${stamp(5)},78.8,56,910,1.4`,
    `${stamp(10)},hot,56,910,1.4`,
  ].join('\n');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import readings into Flower 3' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'trolmaster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('Line 4: Temp (°F): “hot” is not a number.')).toBeVisible();
  await expect(dialog.getByText('2 rows ready (6 readings), 1 with errors will be skipped.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Unit' }).first()).toHaveValue('F');
  await noHorizontalOverflow(page);
  await dialog.getByRole('button', { name: 'Import 6 readings' }).click();
  await expect(toast(page, 'Imported 6 readings into Flower 3.')).toBeVisible();

  // 78.8 °F is 26 °C: both readings, so whichever bucket the chart draws them in reads 26.
  await expect(page.getByRole('figure', { name: 'Air temperature' })).toContainText('Latest 26 °C');
  await noHorizontalOverflow(page);
});
