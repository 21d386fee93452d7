// Re-entry and pre-harvest intervals as a grower meets them (issue 27), against the seeded North
// Campus, where Flower 1 was sprayed with pyrethrins minutes before the seed ran (REI 12 h) and with
// spinosad two days before (PHI 7 days), with lot NC-2412 in flower there
// (supabase/seeds/62_arca_north_campus_sprays.sql):
// - on a phone, the lot's card says what is forbidden for how long and by which product, and a tap
//   or the keyboard shows the rest in the grower's time zone;
// - weighing the lot's harvest from its page: the room follows the lot, the form shows both
//   intervals in the database's words before saving and asks for the reason (none, then one that
//   says nothing, are refused with what was typed kept), then saves it with the reason on record;
// - at a desk, the Arca index names the room on hold and the Application Log counts each spray's
//   own windows, not the room's newest.
import { expect, test, type Page } from '@playwright/test';
import { storageStateFor, toast } from './helpers.ts';

const NORTH_CAMPUS = 'f0000000-0000-4000-8000-000000000401';
const LOT = 'd7700000-0000-4000-8000-000000000007';
const FLOWER_1 = 'e0000000-0000-4000-8000-000000000403';
const RUN = Date.now().toString(36);
const REI = /^No entry for \d+ h( \d+ min)? · REI, Pyrethrins 5 EC$/;
const PHI = /^No harvest for [4-5] d( \d+ h)? · PHI, Spinosad$/;

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ storageState: storageStateFor('pro') });

test('on a phone: the lot counts its intervals down, and its harvest is weighed only with a reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/arca/diary?facility=${NORTH_CAMPUS}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cultivation Diary');
  const card = page.getByRole('article').filter({ hasText: 'NC-2412' });
  const rei = card.getByRole('button', { name: REI });
  const phi = card.getByRole('button', { name: PHI });
  await expect(rei).toBeVisible();
  await expect(phi).toBeVisible();
  await noHorizontalOverflow(page);

  // A tap shows what it forbids until when, in this browser's time zone, and which spray set it.
  await phi.click();
  const details = page.getByRole('dialog', { name: 'Pre-harvest interval (PHI)' });
  await expect(details).toContainText(
    /Pre-harvest interval: NC-2412 may not be harvested until .+ \(PHI, Spinosad, applied in Flower 1\)\./,
  );
  await expect(details).toContainText(/Spinosad applied .+ in Flower 1\./);
  await expect(details).not.toContainText('UTC');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  // And from the keyboard.
  await rei.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Re-entry interval (REI)' })).toContainText(
    'Re-entry interval: nobody may enter Flower 1 until',
  );
  await page.keyboard.press('Escape');
  // (The mouse that clicked stays over the badge and would hover it open in the picture.)
  await page.mouse.move(0, 0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `test-results/arca-holds-lots-375.png`, fullPage: true });

  // The lot's page counts the same, and weighs its harvest from there.
  await card.getByRole('link', { name: 'NC-2412' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NC-2412');
  const lot = page.getByRole('region', { name: 'Lot' });
  await expect(lot.getByRole('button', { name: PHI }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Log harvest yield' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a harvest yield');

  // The room follows the lot, and before saving the form says which intervals the harvest breaks.
  await expect(page.getByLabel('Room', { exact: true })).toHaveValue(FLOWER_1);
  await expect(page.getByText('NC-2412 is in Flower 1 at that time.')).toBeVisible();
  const intervals = page.getByRole('status', { name: 'Running intervals' });
  await expect(intervals).toContainText('Re-entry interval: nobody may enter Flower 1 until');
  await expect(intervals).toContainText('Pre-harvest interval: NC-2412 may not be harvested until');
  await expect(intervals).toContainText('State an override reason to save this entry.');
  await expect(intervals).not.toContainText('UTC');

  // No reason: refused in the form, the weight kept.
  await page.getByLabel('Wet weight').fill('5200');
  await page.getByRole('button', { name: 'Save entry' }).click();
  const reason = page.getByLabel('Override reason');
  await expect(
    page.getByText('State an override reason to save this entry.', { exact: true }).last(),
  ).toBeVisible();
  await expect(reason).toBeFocused();
  await expect(page.getByLabel('Wet weight')).toHaveValue('5200');
  // A reason that says nothing: refused with the rule's words.
  await reason.fill('ok');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('State the override reason in at least 5 characters.')).toBeVisible();
  await page.screenshot({ path: `test-results/arca-holds-logger-375.png`, fullPage: true });
  await noHorizontalOverflow(page);

  await reason.fill(`Botrytis in two colas; buyer pickup cannot move ${RUN}`);
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(page, 'Yield saved')).toBeVisible();

  // The reason is on the record.
  await page.goto(`/arca/yields/records?facility=${NORTH_CAMPUS}`);
  // (A tap on its countdown opens the countdown's details, not the entry: the row opens by its date.)
  const weighed = page.getByRole('row').filter({ hasText: 'NC-2412' }).first();
  await weighed
    .getByRole('cell')
    .first()
    .click({ position: { x: 8, y: 8 } });
  await expect(page.getByRole('dialog', { name: 'Yield' })).toContainText(`buyer pickup cannot move ${RUN}`);
});

test('at a desk: the Arca index names the room on hold, each spray counts its own windows', async ({
  page,
}) => {
  await page.goto(`/arca?facility=${NORTH_CAMPUS}`);
  const holds = page.getByRole('region', { name: 'Rooms under a re-entry or pre-harvest interval' });
  const flower = holds.getByRole('listitem').filter({ hasText: 'Flower 1' });
  await expect(flower.getByRole('button', { name: REI })).toBeVisible();
  await expect(flower.getByRole('button', { name: PHI })).toBeVisible();

  await page.goto(`/arca/application-log?facility=${NORTH_CAMPUS}`);
  const pyrethrins = page.getByRole('row').filter({ hasText: 'Thrips flare-up by the door' });
  const spinosad = page.getByRole('row').filter({ hasText: 'Thrips on every card of table 3' });
  // The newer spray holds the room's re-entry; the older one still holds the harvest, and says only that.
  await expect(pyrethrins.getByRole('button', { name: REI })).toBeVisible();
  await expect(spinosad.getByRole('button', { name: PHI })).toBeVisible();
  await expect(spinosad.getByRole('button', { name: /^No entry for/ })).toHaveCount(0);
  await page.screenshot({ path: `test-results/arca-holds-application-log-1280.png`, fullPage: true });

  // Where a room is chosen, its countdown stands beside it.
  for (const tool of ['targets', 'fertility']) {
    await page.goto(`/arca/${tool}?facility=${NORTH_CAMPUS}&room=${FLOWER_1}`);
    await expect(page.getByLabel('Room', { exact: true })).toHaveValue(FLOWER_1);
    await expect(page.getByRole('button', { name: REI }).first()).toBeVisible();
  }

  // A diary entry about the lot: the room follows it, and the form asks for the reason first.
  await page.goto(`/arca/diary/logger?lot=${LOT}&facility=${NORTH_CAMPUS}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New diary entry');
  await expect(page.getByText('NC-2412 is in Flower 1 at that time.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Running intervals' })).toContainText(
    'Re-entry interval: nobody may enter Flower 1 until',
  );
  await expect(page.getByLabel('Override reason')).toBeVisible();
  await page.screenshot({ path: `test-results/arca-holds-logger-1280.png`, fullPage: true });
});
