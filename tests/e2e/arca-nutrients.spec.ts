// Arca nutrients and crop protection (issue 16), end to end against the real stack:
// - a Basic grower adds a fertilizer to her library, mixes a batch with it (the form lists the
//   products in mixing order and flags a measured EC far from the predicted one), is refused a bad
//   volume with the typed batch kept, saves it, feeds a room from it and sees the room's fertility
//   for the week take the feed in;
// - she logs a spray with the fields a WPS / EU 2023/564 record holds, is refused a missing
//   applicator with what she typed kept, sees the room's re-entry interval and PHI, and is refused a
//   diary entry in that room until she states an override reason (a too-short one is refused with
//   the rule); the room picker and the records show the room's countdown;
// - she logs a scouting count with no signal (sent when back online), edits it, sees the change in
//   its history, deletes it and undoes the delete;
// - a release of beneficials into a room with a harmful recent spray is refused, then overridden;
// - she sets her own VPD band for a room over the shipped default (an upside-down band is refused
//   with what she typed kept) and restores the default;
// - a Basic grower meets the upgrade gate on AgroChemLog (Advanced); an Advanced grower keeps it and
//   exports the compliance record; an Advanced grower writes an irrigation guide and a Professional
//   one applies a skeleton to a room and fills the Irrigation Forecaster from room plans (the
//   seeded one, and the new one whose relative dryback needs a field capacity).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, storageStateFor, toast } from './helpers.ts';

// Unique per run, so the rows are ours even when the suite runs twice against one stack.
const RUN = Date.now().toString(36);
const VEG_ROOM = 'e0000000-0000-4000-8000-000000000201';
const MOTHER_ROOM = 'e0000000-0000-4000-8000-000000000204';

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a Basic grower', () => {
  test.use({ storageState: storageStateFor('basic') });

  test('adds a fertilizer, mixes a batch in mixing order with an EC check, feeds a room and sees fertility', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const product = `Calcium nitrate ${RUN}`;
    const mark = `e2e batch ${RUN}`;

    // The library: a product from one of the Chemical Calculator's salts.
    await page.goto('/arca/fertilizers');
    await page.getByRole('button', { name: 'Add fertilizer' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a fertilizer' });
    await adding.getByLabel('Product name').fill(product);
    await adding.getByLabel('Salt').selectOption('calcium-nitrate-tetrahydrate');
    await adding.getByRole('button', { name: 'Add fertilizer' }).click();
    await expect(toast(page, 'Product added')).toBeVisible();

    // The room's fertility this week before the feed.
    // The Veg Room (supabase/seeds/40_arca.sql), chosen in the URL as a link would.
    await page.goto(`/arca/fertility?room=${VEG_ROOM}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fertility Tracking');
    await expect(page.getByLabel('Room', { exact: true })).toHaveValue(VEG_ROOM);
    const weeks = page.getByRole('table', { name: 'Delivered per week' });
    const thisWeek = weeks.getByRole('row').nth(1);
    await expect(thisWeek.getByRole('cell').first()).toHaveText(/\d{4}/);
    const feedsBefore = Number(await thisWeek.getByRole('cell').nth(1).textContent());
    await expect(page.getByRole('region', { name: 'Delivered against targets' })).toBeVisible();

    // Mix a batch: entered in any order, listed in mixing order.
    await page.goto('/arca/tanks/batch/add');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mix a batch');
    await page.getByLabel('Tank').selectOption({ label: 'Veg tank (ready to use)' });
    await page.getByLabel('Volume made').fill('0');
    await page
      .getByLabel('Product 1', { exact: true })
      .selectOption({ label: 'Magnesium sulfate (Epsom salt)' });
    await page.getByLabel('Amount of product 1').fill('50');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByLabel('Product 2', { exact: true }).selectOption({ label: 'Potassium nitrate' });
    await page.getByLabel('Amount of product 2').fill('60');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByLabel('Product 3', { exact: true }).selectOption({ label: product });
    await page.getByLabel('Amount of product 3').fill('90');
    await page.getByLabel('Notes').fill(mark);

    // A bad volume is refused with its words; everything typed stays.
    await page.getByRole('button', { name: 'Save batch' }).click();
    await expect(page.getByText('Enter a volume greater than 0')).toBeVisible();
    await expect(page.getByLabel('Amount of product 3')).toHaveValue('90');
    await expect(page.getByLabel('Volume made')).toHaveValue('0');

    await page.getByLabel('Volume made').fill('100');
    const order = page.getByRole('list', { name: 'Mixing order' }).getByRole('listitem');
    await expect(order).toHaveText([/Water/, new RegExp(product), /Magnesium sulfate/, /Potassium nitrate/]);
    // A measured EC far from the prediction is flagged before saving.
    const figures = page.getByRole('region', { name: 'Batch figures' });
    await expect(figures).toContainText('Predicted EC');
    await page.getByLabel('Measured EC').fill('6');
    await expect(figures).toContainText('weighed or dosed wrong');
    await page.getByRole('button', { name: 'Save batch' }).click();
    await expect(toast(page, 'Batch saved')).toBeVisible();

    // The batch list shows it with the EC flag.
    await expect(page).toHaveURL(/\/arca\/tanks\/batch(\?|$)/);
    const row = page.getByRole('row').filter({ hasText: mark });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Check the mix');

    // Feed the Veg Room from it.
    await page.goto('/arca/fertility-application-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fertility Application Log');
    await page.getByRole('button', { name: 'Log a feed' }).click();
    const feeding = page.getByRole('dialog', { name: 'Log a feed' });
    await feeding.getByLabel('Room', { exact: true }).selectOption({ label: 'Veg Room' });
    await feeding.getByRole('checkbox', { name: new RegExp(mark) }).check();
    await feeding.getByLabel('Volume applied').fill('40');
    await feeding.getByLabel('Plants fed').fill('20');
    await feeding.getByRole('button', { name: 'Save feed' }).click();
    await expect(toast(page, 'Feed saved')).toBeVisible();

    // Fertility takes the feed in.
    await page.goto(`/arca/fertility?room=${VEG_ROOM}`);
    await expect(thisWeek.getByRole('cell').nth(1)).toHaveText(String(feedsBefore + 1));
  });

  test('logs a spray with its record fields, sees the re-entry interval and PHI, and is held out of the room until an override, on a phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const mark = `e2e spray ${RUN}`;
    await page.goto('/arca/application-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Log');
    await page.getByRole('button', { name: 'Log an application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log an application' });
    // The Mother Room: the seed's sulfur already holds it, so no other journey enters it.
    await dialog.getByLabel('Room', { exact: true }).selectOption({ label: 'Mother Room' });
    await dialog
      .getByLabel('Product 1', { exact: true })
      .selectOption({ label: 'Potassium bicarbonate 85 SP' });
    await dialog.getByLabel('Rate of product 1').fill('5');
    await dialog.getByLabel('Total of product 1').fill('60');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await dialog.getByLabel('Product 2', { exact: true }).selectOption({ label: 'Pyrethrins 5 EC' });
    await dialog.getByLabel('Rate of product 2').fill('1.5');
    await dialog.getByLabel('Total of product 2').fill('18');
    await dialog.getByLabel('Target pest or disease').fill('Powdery mildew, thrips');
    await dialog.getByLabel('Notes').fill(mark);
    // The largest REI and PHI of its products, before saving.
    await expect(dialog.getByRole('status', { name: 'Intervals' })).toContainText('REI 12 h');
    await expect(dialog.getByRole('status', { name: 'Intervals' })).toContainText('PHI 0 d');

    // No applicator: refused in the form, nothing typed is lost.
    await dialog.getByRole('button', { name: 'Save application' }).click();
    await expect(dialog.getByText("Enter the applicator's name")).toBeVisible();
    await expect(dialog.getByLabel('Rate of product 2')).toHaveValue('1.5');
    await expect(dialog.getByLabel('Target pest or disease')).toHaveValue('Powdery mildew, thrips');

    await dialog.getByLabel('Applicator', { exact: true }).fill('Priya Natarajan');
    await dialog.getByRole('button', { name: 'Save application' }).click();
    await expect(toast(page, 'Application saved')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: mark });
    await expect(row).toHaveCount(1);
    // Saved with the largest REI and PHI of its products (pyrethrins 12 h, bicarbonate 4 h).
    await expect(row).toContainText('Mother Room · REI 12 h · PHI 0 d');
    // The room's countdown: nobody enters until the REI ends.
    const holds = page.getByRole('region', { name: 'Rooms under a re-entry or pre-harvest interval' });
    await expect(holds.getByText('Mother Room')).toBeVisible();
    await expect(
      holds.getByRole('button', { name: /^No entry for \d+ h( \d+ min)? · REI, / }).first(),
    ).toBeVisible();
    await noHorizontalOverflow(page);

    // While the REI runs, a diary entry in that room is refused with the reason, then saved with an override.
    await page.goto('/arca/diary/logger');
    // The room picker names the held rooms before anyone chooses, and shows the countdown once chosen.
    const roomPicker = page.getByLabel('Room', { exact: true });
    // (The logger may remember the last room; start from no choice.)
    await roomPicker.selectOption('');
    await expect(page.getByText(/^Under an interval: .*Mother Room: No entry for \d+ h/)).toBeVisible();
    await roomPicker.selectOption(MOTHER_ROOM);
    await expect(
      page.getByRole('button', { name: /^No entry for \d+ h( \d+ min)? · REI, / }).first(),
    ).toBeVisible();
    await page.getByLabel('Event').selectOption({ label: 'Observation' });
    await page.getByLabel('Title').fill(`Checked the mothers ${RUN}`);
    // Before saving, the form says why in the database's words, and asks for the reason.
    await expect(page.getByRole('status', { name: 'Running intervals' })).toContainText(
      'Re-entry interval: nobody may enter Mother Room until',
    );
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(
      page.getByText('State an override reason to save this entry.', { exact: true }).last(),
    ).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(`Checked the mothers ${RUN}`);
    // A reason that says nothing is refused with the rule, not a generic message.
    await page.getByLabel('Override reason').fill('ok');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByText('State the override reason in at least 5 characters.')).toBeVisible();
    await page.getByLabel('Override reason').fill('Irrigation leak; entered with full PPE');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(toast(page, 'Diary entry saved')).toBeVisible();

    // The records show the room's countdown on the entry's row too.
    await page.goto('/arca/diary/records');
    const entry = page.getByRole('row').filter({ hasText: `Checked the mothers ${RUN}` });
    await expect(
      entry
        .getByRole('button', { name: /^No entry for \d+ h/ })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });

  test('logs a scouting count with no signal, which is sent when back online, then edits it, reads the change in its history, deletes it and undoes the delete', async ({
    page,
    context,
  }) => {
    const organism = `Fungus gnats ${RUN}`;
    await page.goto('/arca/ipm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficial Insects');
    const counts = page.getByRole('table', { name: 'Scouting counts' });
    await expect(counts.getByRole('row').nth(1)).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Log a count' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a scouting count' });
    await dialog.getByLabel('Room', { exact: true }).selectOption({ label: 'Veg Room' });
    await dialog.getByLabel('Organism').fill(organism);
    await dialog.getByLabel('Count', { exact: true }).fill('7');
    await dialog.getByRole('button', { name: 'Save count' }).click();
    await expect(toast(page, 'Saved on this device')).toBeVisible();
    await expect(page.getByText('1 entry is waiting to be sent.')).toBeVisible();
    await context.setOffline(false);
    const row = counts.getByRole('row').filter({ hasText: organism });
    await expect(row).toHaveCount(1);
    await expect(page.getByText('1 entry is waiting to be sent.')).toHaveCount(0);

    // The row opens its edit dialog; the change is saved at its version.
    await row.click();
    const editing = page.getByRole('dialog', { name: 'Edit scouting count' });
    await expect(editing.getByLabel('Organism')).toHaveValue(organism);
    await editing.getByLabel('Count', { exact: true }).fill('12');
    await editing.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(row).toContainText('12');

    // Reopened, it tells who changed what; delete asks first, then can be undone from the toast.
    await row.click();
    const reopened = page.getByRole('dialog', { name: 'Edit scouting count' });
    const history = reopened.getByRole('region', { name: 'History' });
    await expect(history.getByText(/^You changed it/)).toBeVisible();
    await expect(history.getByRole('listitem').filter({ hasText: /^Count: 7 → 12$/ })).toBeVisible();
    await reopened.getByRole('button', { name: 'Delete count' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this entry?' })
      .getByRole('button', { name: 'Delete entry' })
      .click();
    await expect(row).toHaveCount(0);
    await toast(page, 'Entry deleted').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Entry restored')).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  test('is refused a release into a room sprayed with a harmful product, then saves it with an override', async ({
    page,
  }) => {
    const mark = `e2e release ${RUN}`;
    await page.goto('/arca/ipm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficial Insects');
    await page.getByRole('button', { name: 'Log a release' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a release' });
    // The seed's sulfur in the Mother Room is IOBC class 3 for P. persimilis, persistent a week.
    await dialog.getByLabel('Room', { exact: true }).selectOption({ label: 'Mother Room' });
    await dialog.getByLabel('Species').fill('Phytoseiulus persimilis');
    await dialog.getByLabel('Quantity', { exact: true }).fill('2000');
    await dialog.getByLabel('Lot number').fill('PP-E2E');
    await dialog.getByLabel('Notes').fill(mark);
    // Before saving, the form says why (the sulfur's re-entry interval and its harm to the
    // species) and asks for the reason; saving without one is refused with what was typed kept.
    const why = dialog.getByRole('status', { name: 'Running intervals' });
    await expect(why).toContainText('so a release is safe from');
    await expect(why).toContainText('Re-entry interval: nobody may enter Mother Room until');
    await dialog.getByRole('button', { name: 'Save with override' }).click();
    await expect(
      dialog.getByText('State an override reason to save this entry.', { exact: true }).last(),
    ).toBeVisible();
    await expect(dialog.getByLabel('Quantity', { exact: true })).toHaveValue('2000');
    await dialog.getByLabel('Override reason').fill('Spider mite hot spot; sulfur residue washed off');
    await dialog.getByRole('button', { name: 'Save with override' }).click();
    await expect(toast(page, 'Release saved')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Spider mite hot spot' });
    await expect(row.first()).toContainText('Override');
  });

  test('sets her own VPD band for a room over the shipped default, refused upside down, then restores the default', async ({
    page,
  }) => {
    await page.goto('/arca/targets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cultivation Targets');
    await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Veg Room' });
    const edit = page.getByRole('button', { name: 'Edit VPD', exact: true });
    const vpd = page
      .getByRole('table', { name: 'Targets for Veg Room, Vegetative' })
      .getByRole('row')
      .filter({ has: edit });
    await expect(vpd).toContainText('0.80–1.20 kPa');
    await expect(vpd).toContainText('Default ·');
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'VPD, day' });
    await dialog.getByLabel('Lowest').fill('1.1');
    await dialog.getByLabel('Highest').fill('0.9');
    await dialog.getByRole('button', { name: 'Save target' }).click();
    await expect(dialog.getByText('The highest value must not be below the lowest')).toBeVisible();
    await expect(dialog.getByLabel('Lowest')).toHaveValue('1.1');
    await dialog.getByLabel('Lowest').fill('0.9');
    await dialog.getByLabel('Highest').fill('1.1');
    await dialog.getByRole('button', { name: 'Save target' }).click();
    await expect(toast(page, 'Target saved')).toBeVisible();
    await expect(vpd).toContainText('0.90–1.10 kPa');
    await expect(vpd).toContainText('Your own');
    await vpd.getByRole('button', { name: 'Reset VPD to the default' }).click();
    await expect(toast(page, 'Default restored')).toBeVisible();
    await expect(vpd).toContainText('0.80–1.20 kPa');
    await expect(vpd).toContainText('Default ·');
  });
});

test.describe('a grower with no Advanced plan of their own or at a facility they work in', () => {
  // (Priya, on Basic, works at a Professional owner's facility, where AgroChemLog opens for her:
  // tests/e2e/team-access.spec.ts.)
  test.use({ storageState: storageStateFor('free') });

  test('meets the upgrade gate on AgroChemLog', async ({ page }) => {
    await page.goto('/arca/agrochemlog');
    await expect(page).toHaveURL(/\/solutions/);
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
  });
});

test.describe('an Advanced grower', () => {
  test.use({ storageState: storageStateFor('advanced') });

  test('keeps AgroChemLog and exports the compliance record for an inspector', async ({ page }) => {
    await page.goto('/arca/agrochemlog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AgroChemLog');
    const section = page.getByRole('region', { name: /^Compliance record/ });
    const records = section.getByRole('table', { name: 'Compliance record' });
    await expect(records.getByRole('row').nth(1)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    // A header and one line per product applied.
    expect(csv.trim().split('\n').length).toBeGreaterThan(1);
    for (const header of ['Registration number', 'Active ingredients', 'Applicator', 'REI (h)', 'PHI (d)']) {
      expect(csv).toContain(header);
    }
  });
});

test.describe('irrigation plans', () => {
  test.describe('an Advanced grower', () => {
    test.use({ storageState: storageStateFor('advanced') });

    test('writes an irrigation guide, refused a zero shot, and reads its shots in mL', async ({ page }) => {
      const name = `E2E flower ${RUN}`;
      await page.goto('/arca/irrigation');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Irrigation Guides');
      await page.getByRole('button', { name: 'Add guide' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an irrigation guide' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Stage').selectOption('flower');
      await dialog.getByLabel('Substrate per plant').fill('10');
      await dialog.getByLabel('Photoperiod').fill('12');
      await dialog.getByLabel('P1 shot size').fill('0');
      await dialog.getByRole('button', { name: 'Add guide' }).click();
      await expect(dialog.getByText('Enter a P1 shot size greater than 0')).toBeVisible();
      await expect(dialog.getByLabel('Name')).toHaveValue(name);
      // 3 % of 10 L of substrate: the Shot Size Calculator's 300 mL.
      await dialog.getByLabel('P1 shot size').fill('3');
      await expect(dialog.getByRole('status', { name: 'Shots per plant' })).toContainText('P1 shot 300 mL');
      await dialog.getByRole('button', { name: 'Add guide' }).click();
      await expect(toast(page, 'Guide added')).toBeVisible();
      await expect(page.getByRole('region', { name })).toContainText('P1 shot 300 mL');
    });
  });

  test.describe('a Professional grower', () => {
    test.use({ storageState: storageStateFor('pro') });

    test('fills the Irrigation Forecaster from a room’s plan and reads the forecast', async ({ page }) => {
      await page.goto('/arca/irrigation-forecaster');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Irrigation Forecaster');
      await page
        .getByLabel('Room plan')
        .selectOption({ label: 'Flower 1 · 9-week flower, rockwool – Flower 1' });
      // The seed's Bulking phase: 10 L rockwool at 75 %, 8–12 points of dryback, 6 + 6 shots, 10–20 % runoff.
      const phase = page.getByLabel('Phase', { exact: true });
      const bulking = await phase
        .locator('option')
        .filter({ hasText: /^Bulking/ })
        .getAttribute('value');
      await phase.selectOption(bulking!);
      await page.getByRole('button', { name: 'Fill from this phase' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Filled from' })).toContainText(
        'Filled from Flower 1 · 9-week flower, rockwool – Flower 1, Bulking.',
      );
      await expect(page.getByLabel('Container volume', { exact: true })).toHaveValue('10');
      await expect(page.getByLabel('Shots per day (optional)')).toHaveValue('12');
      // The day's water is what the plan's own shots add up to: 3.0 L a plant in 12 shots of 250 mL,
      // for 200 plants 600 L a day.
      const use = page.getByRole('region', { name: 'Solution use' });
      await expect(use.getByText('Nutrient solution per day').locator('..')).toContainText(/600\s*L/);
      await expect(use.getByText('Shot per plant').locator('..')).toContainText(/250\s*mL/);
    });

    test('writes a skeleton from a guide, applies a skeleton to a room, reads its plan in the Irrigation Forecaster and gets its dated plan', async ({
      page,
    }) => {
      const name = `E2E skeleton ${RUN}`;
      await page.goto('/arca/irrigation-skeleton');
      await page.getByRole('button', { name: 'Add skeleton' }).click();
      const editor = page.getByRole('dialog', { name: 'Add a skeleton' });
      await editor.getByLabel('Name', { exact: true }).fill(name);
      await editor.getByLabel('Substrate per plant').fill('10');
      await editor.getByLabel('Days of phase 1').fill('0');
      await editor.getByRole('button', { name: 'Add skeleton' }).click();
      await expect(editor.getByText('Enter a duration between 1 and 120 days')).toBeVisible();
      await editor.getByLabel('Days of phase 1').fill('21');
      await editor.getByLabel('Steering of phase 1 from').selectOption({ index: 1 });
      // A dryback relative to the peak, and no field capacity: the forecaster cannot make it points.
      await editor.getByText('Steering', { exact: true }).click();
      await editor.getByLabel('Dryback from').fill('20');
      await editor.getByLabel('Dryback to').fill('30');
      await editor.getByLabel('Dryback measured as').selectOption('relative');
      await editor.getByRole('button', { name: 'Add skeleton' }).click();
      await expect(toast(page, 'Skeleton added')).toBeVisible();
      await expect(page.getByRole('table', { name: `Phases of ${name}` }).getByRole('row')).toHaveCount(2);

      await page.getByRole('region', { name }).getByRole('button', { name: 'Apply to a room' }).click();
      const dialog = page.getByRole('dialog', { name: /^Apply / });
      await dialog.getByLabel('Room').selectOption({ label: 'Flower 3' });
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(toast(page, 'Plan made')).toBeVisible();
      const plan = page.getByRole('region', { name: 'Plan for Flower 3' });
      await expect(plan.getByRole('table').getByRole('row')).not.toHaveCount(1);

      // The Irrigation Forecaster reads the plan, and says when its relative dryback needs a field
      // capacity; with one typed, 25 % of an 80 % peak is 20 points.
      await page.goto('/arca/irrigation-forecaster');
      await page.getByLabel('Room plan').selectOption({ label: `Flower 3 · ${name} – Flower 3` });
      await page.getByRole('button', { name: 'Fill from this phase' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Filled from' })).toContainText(
        'Its dryback is relative to the peak: enter the field capacity',
      );
      await page.getByLabel('Field capacity (optional)').fill('80');
      await page.getByRole('button', { name: 'Fill from this phase' }).click();
      await expect(page.getByLabel('Target dryback')).toHaveValue('20');
      await expect(page.getByRole('status').filter({ hasText: 'Filled from' })).not.toContainText('relative');

      await page.goto('/arca/irrigation-skeleton');
      // The room's plan is its own: deleting it leaves the skeleton.
      await plan.getByRole('button', { name: 'Delete the plan for Flower 3' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Delete/ })
        .click();
      await expect(plan).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Apply to a room' }).first()).toBeVisible();
    });
  });
});
