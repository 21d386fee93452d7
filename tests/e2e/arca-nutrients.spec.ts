// Arca nutrients, crop protection and irrigation plans (issue 16): the main journeys and their
// failure paths, against the seeded demo (supabase/seeds/50_arca_nutrients.sql).
//   - a Basic grower mixes a batch from the library and sees fertility update;
//   - logs a spray and is refused a diary entry in that room until the REI ends, then saves it with
//     an override reason;
//   - a release into a room sprayed with a harmful product is refused with the reason;
//   - a Professional grower applies a skeleton to a room and sees the dated plan.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { storageStateFor } from './personas.ts';
import { serviceClient } from './shell-helpers.ts';

const PRIYA_FACILITY = 'f0000000-0000-4000-8000-000000000201';
const MARCUS_FACILITY = 'f0000000-0000-4000-8000-000000000401';

/** A room of its own for a test, so its sprays and plans touch nothing else in the shared stack. */
async function freshRoom(facilityId: string, type: 'veg' | 'flower' = 'flower') {
  const name = `E2E ${randomUUID().slice(0, 6)}`;
  const { data, error } = await serviceClient()
    .from('rooms')
    .insert({ facility_id: facilityId, room_name: name, room_type: type })
    .select('id, room_name')
    .single();
  if (error) throw error;
  return data;
}

test.describe('a Basic grower', () => {
  test.use({ storageState: storageStateFor('basic') });

  test('mixes a batch from the library and sees fertility update', async ({ page }) => {
    const room = await freshRoom(PRIYA_FACILITY);
    await page.goto('/arca/tanks/batch/add');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New batch');
    await page.getByLabel('Tank').selectOption({ label: 'Veg tank' });
    await page.getByLabel('Volume made').fill('100');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByLabel('Product 1').selectOption({ label: 'Calcium nitrate (greenhouse grade)' });
    await page.getByLabel('Amount 1', { exact: true }).fill('80');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByLabel('Product 2').selectOption({ label: 'Potassium nitrate' });
    await page.getByLabel('Amount 2', { exact: true }).fill('40');
    // The prediction is on screen before saving; a measured EC far from it is flagged.
    const prediction = page.getByRole('region', { name: 'At working strength' });
    await expect(prediction).toContainText(/Predicted EC\s*1\.2/);
    await page.getByLabel('Measured EC').fill('2.5');
    await expect(prediction).toContainText('far from the prediction');
    await page.getByLabel('Measured EC').fill('1.25');
    await page.getByRole('button', { name: 'Save batch' }).click();
    await expect(page).toHaveURL(/\/arca\/tanks\/batch$/);

    await page.goto('/arca/fertility-application-log');
    await page.getByRole('link', { name: 'Log a feed' }).click();
    await page.getByLabel('Room').selectOption({ label: room.room_name });
    await page.getByLabel('Volume applied').fill('50');
    await page.getByLabel('Plants').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.goto(`/arca/fertility?room=${room.id}`);
    // 50 L of feed at 0.8 g/L calcium nitrate (15.6 % N) and 0.4 g/L potassium nitrate (13.9 % N).
    const week = page.getByRole('table', { name: 'Fertility by week' }).getByRole('row').nth(1);
    await expect(week).toContainText(/N\s*9\.0\s*g/);
    await expect(week).toContainText(/901\s*mg per plant/);
  });

  test('is refused a diary entry in a sprayed room until the REI ends, and can override with a reason', async ({
    page,
  }) => {
    const room = await freshRoom(PRIYA_FACILITY, 'veg');
    await page.goto('/arca/application-log');
    await page.getByRole('link', { name: 'Log an application' }).click();
    await page.getByLabel('Room').selectOption({ label: room.room_name });
    await page.getByLabel('Product 1').selectOption({ label: 'Pyrethrins 5 EC' });
    await page.getByLabel('Rate 1').fill('1');
    await page.getByLabel('Total used 1').fill('50');
    await page.getByLabel('Applicator').fill('Priya Natarajan');
    await expect(page.getByText('Re-entry interval 12 h')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/REI .* left/)).toBeVisible();

    await page.goto('/arca/diary/logger');
    await page.getByLabel('Room').selectOption({ label: room.room_name });
    await page.getByLabel('Event').selectOption('observation');
    await page.getByLabel('Title').fill('Checked the drippers');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Re-entry interval: .* was treated with Pyrethrins 5 EC/)).toBeVisible();
    // Nothing typed is lost; stating why saves it.
    await expect(page.getByLabel('Title')).toHaveValue('Checked the drippers');
    await page.getByLabel('Override reason').fill('Burst line; entered in full PPE');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Entry saved')).toBeVisible();
  });

  test('is refused a release into a room sprayed with a harmful product, with the reason', async ({
    page,
  }) => {
    await page.goto('/arca/ipm');
    await page.getByRole('link', { name: 'Log a release' }).click();
    await page.getByLabel('Room').selectOption({ label: 'Mother Room' });
    await page.getByLabel('Species').fill('Phytoseiulus persimilis');
    await page.getByLabel('Quantity').fill('2000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Sulfur 80 WG was applied in Mother Room .* IOBC class 3/)).toBeVisible();
  });
});

test.describe('a Professional grower', () => {
  test.use({ storageState: storageStateFor('pro') });

  test('applies a skeleton to a room and sees the dated plan', async ({ page }) => {
    const room = await freshRoom(MARCUS_FACILITY);
    await page.goto('/arca/irrigation-skeleton');
    await page.getByRole('button', { name: 'Apply to a room' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Room').selectOption({ label: room.room_name });
    await dialog.getByLabel('Start date').fill('2027-03-01');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const plan = page.getByRole('region', { name: `Plan for ${room.room_name}` });
    await expect(plan).toContainText(/Stretch\s*1 Mar 2027/);
    await expect(plan).toContainText(/Dry-down.*ends 3 May 2027/);
  });
});
