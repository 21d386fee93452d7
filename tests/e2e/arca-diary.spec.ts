// Arca's diary (issue 15) at a desk: the lots with their derived room and stage, a lot's timeline
// (every log's entries for the lot), a diary event logged from the lot page moving the lot, and the PPM records.
import { expect, test } from '@playwright/test';
import { storageStateFor, toast } from './helpers.ts';

test.use({ storageState: storageStateFor('basic') });

test('a lot: its stage and room come from its events, and its timeline lists its events', async ({
  page,
}) => {
  await page.goto('/arca/diary');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cultivation Diary');
  // The seeded lot in flower, with its day in stage.
  const card = page.getByRole('link').filter({ hasText: 'WC-03' });
  await expect(card).toContainText('Flower');
  await expect(card).toContainText(/Day \d+ of flower/);
  await card.click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WC-03');
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Flip to flower').first()).toBeVisible();

  // A move logged from the lot page moves the lot.
  await page.getByRole('link', { name: 'New diary entry' }).click();
  await expect(page.getByLabel('Lot')).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel('Event').selectOption({ label: 'Move to another room' });
  await page.getByLabel('Moved to room').selectOption({ label: 'Veg Room' });
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Diary entry saved')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Lot' })).toContainText('Veg Room');
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText('Move to another room').first(),
  ).toBeVisible();
});

test('PPM records: rows, units and the trend chart', async ({ page }) => {
  await page.goto('/arca/ppms/records?period=90d');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PPM records');
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Solution trend' }).locator('svg .recharts-line-curve').first(),
  ).toBeVisible();
});
