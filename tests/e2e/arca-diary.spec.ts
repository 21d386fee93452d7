// Arca's diary (issue 15) at a desk: the lots with their derived room and stage, a lot's timeline
// (every log's entries for the lot), a diary event logged from the lot page moving the lot, and a
// harvest yield logged from the lot page, refused once and then seen on the lot. The lot was in the
// Flower Room when the seed's spinosad went on, so its pre-harvest interval follows it to the Veg
// Room: the yield asks for the reason before it saves.
import { expect, test } from '@playwright/test';
import { storageStateFor, toast } from './helpers.ts';

test.use({ storageState: storageStateFor('basic') });

test('a lot: its stage and room come from its events, and its timeline lists its events', async ({
  page,
}) => {
  await page.goto('/arca/diary');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cultivation Diary');
  // The seeded lot in flower, with its day in stage.
  const card = page.getByRole('article').filter({ hasText: 'WC-03' });
  await expect(card).toContainText('Flower');
  await expect(card).toContainText(/Day \d+ of flower/);
  await card.getByRole('link', { name: 'WC-03' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WC-03');
  // Its timeline holds every log's entries for it (daily runoff included); narrowed to the diary,
  // the events of its cycle show.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const runoffItems = timeline.getByRole('listitem').filter({ hasText: 'Runoff Logger' });
  await expect(runoffItems.first()).toBeVisible();
  await timeline.getByLabel('Show').selectOption({ label: 'Cultivation Diary' });
  await expect(timeline.getByText('Flip to flower').first()).toBeVisible();
  await expect(runoffItems).toHaveCount(0);

  // A move logged from the lot page moves the lot.
  await page.getByRole('link', { name: 'New diary entry' }).click();
  await expect(page.getByRole('combobox', { name: 'Lot', exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel('Event').selectOption({ label: 'Move to another room' });
  await page.getByLabel('Moved to room').selectOption({ label: 'Veg Room' });
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Diary entry saved')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Lot' })).toContainText('Veg Room');
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText('Move to another room').first(),
  ).toBeVisible();

  // A harvest yield logged from the lot page: a dry weight above the wet one is refused with the
  // database's words and kept; fixed, it lands on the lot's timeline with its dry ÷ wet ratio.
  await page.getByRole('link', { name: 'Log harvest yield' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a harvest yield');
  await expect(page.getByRole('combobox', { name: 'Lot', exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel('Wet weight').fill('4200');
  await page.getByLabel('Dry weight (optional)').fill('4300');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('The dry weight cannot be more than the wet weight.')).toBeVisible();
  await expect(page.getByLabel('Dry weight (optional)')).toHaveValue('4300');
  await page.getByLabel('Dry weight (optional)').fill('945');
  await expect(page.getByRole('status', { name: 'Yield figures' })).toContainText('22.5 %');
  // Moved out of the sprayed room, the lot is still inside the spinosad's pre-harvest interval.
  await expect(page.getByRole('status', { name: 'Running intervals' })).toContainText(
    /Pre-harvest interval: WC-03 may not be harvested until .+ \(PHI, Spinosad 22\.5 SC, applied in Flower Room\)\./,
  );
  await page
    .getByLabel('Override reason')
    .fill('Early finish agreed with the buyer; label PHI for flowers met');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Yield saved')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    /Wet 4,200 g · dry 945 g \(22\.5 %\)/,
  );
});
