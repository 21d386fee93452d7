// Arca records (issue 15), end to end on a phone: a Basic grower logs a runoff reading, finds it in
// the records by room and date (kept in the URL), edits it and reads the change in its history,
// exports the filtered rows, imports a file with a bad row (refused until the row is fixed or left
// out), sees the trend chart, deletes an entry and undoes it, deletes it again and restores it from
// Recently deleted; then a PPM reading saved without signal waits on the device and is sent when
// the signal returns. One journey: one page, one cold load. Filters and Quality have a journey each.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor, toast } from './helpers.ts';

test.use({ storageState: storageStateFor('basic'), viewport: { width: 375, height: 812 }, hasTouch: true });

// Unique per run, so the row is ours even when the suite runs twice against one stack.
const MARK = `e2e runoff ${Date.now().toString(36)}`;

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('runoff on a phone: log, refuse bad input, find, edit, history, export, import, chart, undo; PPM offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/arca/runofflogger/logger');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log runoff');

  // What the database would refuse is refused in the form with its words, and what was typed stays.
  await page.getByLabel('Volume applied').fill('0');
  await page.getByLabel('Volume drained').fill('0.2');
  await page.getByLabel('Runoff pH').fill('15');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Enter a volume greater than 0')).toBeVisible();
  await expect(page.getByText('Enter a pH between 0 and 14')).toBeVisible();
  await expect(page.getByLabel('Runoff pH')).toHaveValue('15');

  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower Room' });
  await page.getByLabel('Volume applied').fill('1.8');
  await page.getByLabel('Volume drained').fill('0.33');
  await page.getByLabel('Input EC').fill('2.2');
  await page.getByLabel('Runoff EC').fill('3.1');
  await page.getByLabel('Input pH').fill('5.9');
  await page.getByLabel('Runoff pH').fill('6.3');
  await page.getByLabel('Notes').fill(MARK);
  // The figures appear as the grower types, against the flower room's runoff target (10–20 %).
  const figures = page.getByRole('status', { name: 'Runoff figures' });
  await page.getByLabel('Volume drained').fill('0.45');
  await expect(figures).toContainText('25 %');
  await expect(figures).toContainText('Above target');
  await page.getByLabel('Volume drained').fill('0.33');
  await expect(figures).toContainText('18.3 %');
  await expect(figures).not.toContainText('target');
  await noHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Runoff entry saved')).toBeVisible();
  // The form is ready for the next reading, the room remembered.
  await expect(page.getByLabel('Volume applied')).toHaveValue('');
  await expect(page.getByLabel('Room', { exact: true })).toHaveValue(/.+/);

  // Records: filter by room and the last 7 days; both land in the URL.
  await page.goto('/arca/runofflogger/records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Runoff records');
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower Room' });
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/room=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/period=7d/);
  const row = page.getByRole('row').filter({ hasText: MARK });
  await expect(row).toHaveCount(1);
  await noHorizontalOverflow(page);

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByLabel('Room', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(row).toHaveCount(1);

  // Open it, edit it, and read the change in its history.
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Runoff entry' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Volume drained').fill('0.36');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Volume drained');
  await expect(history).toContainText('0.33 L');
  await expect(history).toContainText('0.36 L');
  await expect(history).toContainText('You');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Export the filtered rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^runoff-records-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Volume applied (L)');
  expect(csv).toContain(MARK);
  expect(csv).not.toContain('Veg Room');

  // Import a file with one bad row: nothing is saved until the row is fixed or left out.
  const day = new Date(Date.now() - 86_400_000);
  const stamp = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const minute = String(Date.now() % 60).padStart(2, '0');
  const file = [
    'Date,Room,Volume applied (L),Volume drained (L),Input EC (mS/cm),Runoff EC (mS/cm),Input pH,Runoff pH',
    `${stamp} 06:${minute},Flower Room,1.8,0.3,2.2,3.1,5.9,6.2`,
    `${stamp} 07:${minute},Flower Room,1.8,0.3,2.2,3.1,5.9,15`,
  ].join('\n');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import runoff entries' });
  await importer
    .getByLabel('CSV file')
    .setInputFiles({ name: 'runoff.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(importer.getByText('Line 3')).toBeVisible();
  await expect(importer.getByText('Enter a pH between 0 and 14')).toBeVisible();
  await expect(importer.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await importer.getByLabel('Leave out the rows with errors').check();
  await importer.getByRole('button', { name: 'Import 1 entry' }).click();
  await expect(toast(page, '1 entry imported')).toBeVisible();

  // The trend chart draws the filtered readings.
  const chart = page.getByRole('region', { name: 'Runoff trend' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg .recharts-line-curve').first()).toBeVisible();
  await noHorizontalOverflow(page);

  // Delete, then undo.
  await row.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete entry' })
    .click();
  const deleted = toast(page, 'Entry deleted');
  await expect(deleted).toBeVisible();
  await expect(row).toHaveCount(0);
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(row).toHaveCount(1);

  // Deleted again, it waits in Recently deleted (with who and how long it can come back) and is
  // restored from there into its records.
  await row.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete entry' })
    .click();
  await expect(row).toHaveCount(0);
  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recently deleted');
  const gone = page.getByRole('listitem').filter({ hasText: MARK });
  await expect(gone).toContainText('Runoff entry · Flower Room');
  await expect(gone).toContainText('You deleted it');
  await expect(gone).toContainText('Restorable for 30 more days');
  await noHorizontalOverflow(page);
  await gone.getByRole('button', { name: /^Restore/ }).click();
  // This restore's toast names the entry; the Undo's "Entry restored" above may still be showing.
  await expect(toast(page, 'Entry restored').filter({ hasText: 'is back in its records' })).toBeVisible();
  await expect(gone).toHaveCount(0);
  await page.goBack();
  await expect(row).toHaveCount(1);

  // Offline: a PPM reading waits on the device and is sent when the signal returns.
  const mark = `e2e offline ${Date.now().toString(36)}`;
  await page.goto('/arca/ppms/logger');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a PPM reading');
  await context.setOffline(true);
  await page.getByLabel('Room (or name the tank)').selectOption({ label: 'Flower Room' });
  await page.getByLabel('EC / ppm').fill('1.9');
  await page.getByLabel('pH (optional)').fill('5.8');
  await page.getByLabel('Notes').fill(mark);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(page.getByText('1 entry is waiting to be sent.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 entry is waiting to be sent.')).toBeHidden({ timeout: 20_000 });
  await page.getByRole('link', { name: 'All records' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PPM records');
  await expect(page.getByRole('row').filter({ hasText: mark })).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Solution trend' }).locator('svg .recharts-line-curve').first(),
  ).toBeVisible();
});

test('filters on a phone: the demo RO warns, add a filter, a bad reading is refused and kept, log it, find it, see it on the calendar', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `E2E sediment ${Date.now().toString(36)}`;
  await page.goto('/arca/filters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filter Maintenance');
  // The seeded RO membrane lost flow and salt rejection since its clean.
  const ro = page
    .getByRole('list', { name: 'Filters' })
    .getByRole('listitem')
    .filter({ hasText: 'RO membrane' });
  await expect(ro).toContainText('Normalized permeate flow is down');
  await expect(ro).toContainText('Salt passage is up');
  await noHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Add filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a filter' });
  await dialog.getByLabel('Filter name').fill(name);
  await dialog.getByLabel('Type').selectOption({ label: 'Sediment cartridge' });
  await dialog.getByLabel('Change every').fill('0');
  await dialog.getByRole('button', { name: 'Add filter' }).click();
  await expect(dialog.getByText('Enter a change interval between 1 and 3,650 days')).toBeVisible();
  await dialog.getByLabel('Change every').fill('90');
  await dialog.getByRole('button', { name: 'Add filter' }).click();
  await expect(toast(page, 'Filter added')).toBeVisible();
  const card = page.getByRole('list', { name: 'Filters' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Change in 90 days');

  // Log a reading for it: a permeate above the feed is refused in the form's words, typed values kept.
  await card.getByRole('link', { name: `Log for ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a filter reading or change');
  await expect(page.getByLabel('Filter', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel('Feed TDS').fill('0.70');
  await page.getByLabel('Permeate TDS').fill('0.90');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('The permeate TDS cannot be more than the feed TDS.')).toBeVisible();
  await expect(page.getByLabel('Permeate TDS')).toHaveValue('0.90');
  await page.getByLabel('Permeate TDS').fill('0.021');
  await page.getByLabel('Inlet pressure').fill('4.1');
  await page.getByLabel('Outlet pressure').fill('3.6');
  await expect(page.getByRole('status', { name: 'Filter figures' })).toContainText('97 %');
  await noHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Filter entry saved')).toBeVisible();
  // Ready for the next entry on the same filter.
  await expect(page.getByLabel('Permeate TDS')).toHaveValue('');
  await expect(page.getByLabel('Filter', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);

  // A change logged as maintenance restarts the filter's interval.
  await page.getByLabel('What was done').selectOption({ label: 'Cartridge or membrane replaced' });
  await expect(page.getByLabel('Feed TDS')).toBeHidden();
  await page.getByRole('button', { name: 'Save entry' }).click();
  // Saved: the form is back to a reading.
  await expect(page.getByLabel('What was done')).toHaveValue('reading');

  // The Arca index lists what is due: the demo's overdue carbon block.
  await page.goto('/arca');
  await expect(page.getByRole('region', { name: 'Newest entries' })).toBeVisible();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Due' }) })).toContainText(
    'Carbon block',
  );

  // A filter's trend: its rows (and chart) only, the filter kept in the URL; another is one choice away.
  await page.goto('/arca/filters');
  await card.getByRole('link', { name: `Trend of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filter records');
  await expect(page).toHaveURL(/filter=[0-9a-f-]{36}/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'RO membrane' })).toHaveCount(0);
  await page.getByLabel('Filter', { exact: true }).selectOption({ label: 'RO membrane' });
  await expect(page.getByRole('row').filter({ hasText: 'RO membrane' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Filter trend' })).toBeVisible();

  await page.goto('/arca/filters/calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filter calendar');
  await expect(page.getByText(`Change ${name}`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Clean now' })).toContainText('RO membrane');
  await noHorizontalOverflow(page);
});

test('quality on a phone: the demo batch too wet fails, a water activity above 1 is refused and kept, a batch is checked and opens with its verdicts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const code = `E2E-${Date.now().toString(36)}`;
  await page.goto('/arca/quality');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality batches');
  // The seeded GG4-02 jars were still too wet (0.68 aw above the default 0.65).
  await page.getByRole('row').filter({ hasText: 'GG402-A' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batch GG402-A');
  const criteria = page.getByRole('region', { name: 'Criteria' });
  await expect(criteria.getByRole('listitem').filter({ hasText: 'Water activity' })).toContainText('Fail');
  await noHorizontalOverflow(page);

  await page.goto('/arca/quality');
  await page.getByRole('link', { name: 'Check a batch' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a batch');
  await expect(page.getByLabel('Water activity limit')).toHaveValue('0.65');
  await page.getByLabel('Batch', { exact: true }).fill(code);
  await page.getByLabel('Appearance').selectOption({ label: 'Pass' });
  await page.getByLabel('Water activity (optional)').fill('1.2');
  await page.getByLabel('Moisture (optional)').fill('11.5');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Enter a water activity between 0 and 1 aw')).toBeVisible();
  await expect(page.getByLabel('Water activity (optional)')).toHaveValue('1.2');
  await expect(page.getByLabel('Batch', { exact: true })).toHaveValue(code);
  await page.getByLabel('Water activity (optional)').fill('0.61');
  await page.getByLabel('Δ9-THC (optional)').fill('0.8');
  await page.getByLabel('THCA (optional)').fill('24.1');
  // Total THC and the verdict so far appear as the grower types (0.8 + 0.877 × 24.1).
  const figures = page.getByRole('status', { name: 'Quality figures' });
  await expect(figures).toContainText('21.94 %');
  await expect(figures).toContainText('Pass');
  await noHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Batch saved')).toBeVisible();

  await page.goto('/arca/quality?period=7d');
  await page.getByRole('row').filter({ hasText: code }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Batch ${code}`);
  await expect(criteria.getByRole('listitem').filter({ hasText: 'Water activity' })).toContainText('Pass');
  await expect(criteria.getByRole('listitem').filter({ hasText: 'Aroma' })).toContainText('Not checked');
  // Total THC = 0.8 + 0.877 × 24.1.
  await expect(page.getByRole('region', { name: 'Lab potency' })).toContainText('21.94 %');
  await noHorizontalOverflow(page);
});

test('yields on a phone: revenue by strain at the seeded prices, a price refused and kept, then added, the cycle re-priced, exported, and the price deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/arca/yields/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yield analytics');
  // BD-01 (1,130 g) was harvested while Blue Dream's own $1,400/lb held; GG4-02 (1,032 g) has no
  // price of its own, so the house price for grade A ($1,200/lb) applies. Their trim (655 g and
  // 560 g) sells at the house price for Trim ($150/lb).
  const byStrain = page.getByRole('table', { name: 'Yields by strain' });
  await expect(byStrain.getByRole('row').filter({ hasText: 'Blue Dream' })).toContainText('$3,704');
  await expect(byStrain.getByRole('row').filter({ hasText: 'Gorilla Glue #4' })).toContainText('$2,915');
  await expect(page.getByRole('region', { name: 'Grams per m² of canopy' })).toBeVisible();
  await noHorizontalOverflow(page);

  await page.getByRole('link', { name: 'Prices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yield prices');
  await page.getByRole('button', { name: 'Add price' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Strain').fill('Gorilla Glue #4');
  await dialog.getByLabel('Grade').fill('A');
  await dialog.getByLabel('Price').fill('0');
  const d = new Date(Date.now() - 45 * 86_400_000);
  const from = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('From').fill(from);
  await dialog.getByRole('button', { name: 'Add price' }).click();
  await expect(dialog.getByText('Enter a price greater than 0')).toBeVisible();
  await expect(dialog.getByLabel('Strain')).toHaveValue('Gorilla Glue #4');
  await dialog.getByLabel('Price').fill('1500');
  await dialog.getByRole('button', { name: 'Add price' }).click();
  await expect(toast(page, 'Price added')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Prices' }).getByRole('row').filter({ hasText: 'Gorilla Glue #4' }),
  ).toContainText('$1,500.00/lb');

  // The cycle view is kept in the URL; GG4-02 is now priced at 1,032 g × $1,500/lb (and its trim).
  await page.goto('/arca/yields/analytics?by=cycle');
  await expect(page.getByLabel('Compare')).toHaveValue('cycle');
  const cycles = page.getByRole('table', { name: 'Revenue and yield per cycle' });
  await expect(cycles.getByRole('row').filter({ hasText: 'GG4-02' })).toContainText('$3,598');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^yields-by-cycle-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('GG4-02');
  expect(csv).toContain('$3,598');

  // Deleting asks first; the house price applies again.
  await page.goto('/arca/yields/prices');
  await page.getByRole('row', { name: /Edit the price of Gorilla Glue #4 A/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete this price' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete price' }).click();
  await expect(toast(page, 'Price deleted')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Prices' }).getByRole('row').filter({ hasText: 'Gorilla Glue #4' }),
  ).toHaveCount(0);
});
