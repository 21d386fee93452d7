// Prometheus's harvest lenses (issue 20): pro@ reads North Campus's seeded harvests on Yield and
// quality (by strain, then by cycle with the best and worst side by side) and downloads the table;
// on a phone, ranks the rooms on Benchmarking, then the cycles by days of flower, and downloads them.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { storageStateFor } from './helpers.ts';

test.use({ storageState: storageStateFor('pro') });

async function csvLines(download: Download): Promise<string[]> {
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
}

async function exportCsv(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return download;
}

test('yield and quality: harvests by strain and by cycle, the best against the worst, CSV of the table', async ({
  page,
}) => {
  await page.goto('/prometheus3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yield and quality');
  const strains = page.getByRole('table', { name: 'Yields and quality by strain' });
  await expect(strains.getByRole('row', { name: /Gelato 41/ })).toContainText('520'); // 38.7 kg ÷ 74.4 m²
  await expect(page.getByRole('region', { name: 'Grams per mol of light' })).toBeVisible();

  await page.getByLabel('Compare').selectOption({ label: 'By cycle' });
  const cycles = page.getByRole('table', { name: 'Yields and quality by cycle' });
  await expect(cycles.getByRole('row')).toHaveCount(7); // header + six harvests
  const compare = page.getByRole('table', { name: 'Best and worst harvest side by side' });
  await expect(compare.getByRole('columnheader', { name: 'Best: NC-2409' })).toBeVisible();
  await expect(compare.getByRole('columnheader', { name: 'Worst: NC-2403' })).toBeVisible();
  await expect(compare.getByRole('row', { name: /g\/m²/ })).toContainText(/575\s*401/);
  await expect(compare.getByRole('row', { name: /^Flower\b/ })).toContainText(/61 days\s*63 days/);

  const file = await exportCsv(page);
  expect(file.suggestedFilename()).toMatch(/^prometheus-yields-by-cycle-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvLines(file);
  expect(lines[0]).toMatch(/^Cycle,Cycles,Dry \(kg\),g\/m²,g\/W,g\/mol/);
  expect(lines).toHaveLength(7);
  expect(lines.find((l) => l.startsWith('NC-2409,'))).toContain(',575,');
});

test('benchmarking on a phone: rooms ranked by g/m², cycles by days of flower, CSV of the ranking', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/prometheus4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benchmarking');
  const rooms = page.getByRole('table', { name: 'Rooms ranked by g/m²' });
  const body = rooms.locator('tbody tr');
  await expect(body).toHaveCount(3);
  // Cells hidden on a phone stay in the DOM: read what is shown.
  await expect.poll(() => body.nth(0).innerText()).toMatch(/#1\s*Flower 1\s*488/);
  await expect.poll(() => body.nth(2).innerText()).toMatch(/#3\s*Flower 3\s*459/);
  await expect(page.getByRole('region', { name: 'Ranked by g/m²' })).toBeVisible();

  await page.getByLabel('Side by side').selectOption({ label: 'Cycles' });
  await page.getByLabel('Rank by').selectOption({ label: 'Flower days' });
  const ranked = page.getByRole('table', { name: 'Cycles ranked by Flower days' }).locator('tbody tr');
  await expect(ranked).toHaveCount(6);
  await expect(ranked.nth(0)).toContainText(/#1\s*NC-2401/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const lines = await csvLines(await exportCsv(page));
  expect(lines[0]).toMatch(/^Rank,Cycle,Strain,Room,Harvested,/);
  expect(lines[1]).toMatch(/^1,NC-2401,Gelato 41,Flower 2,/);
});
