// Every Atlas screen with the seeded North Campus team, at 1280 px and on a 375 px phone: it
// renders its heading, never scrolls sideways, and leaves a screenshot to look at
// (test-results/<port>/…/atlas-*.png). pro@ is the owner; basic@ is staff on her own Basic plan.
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow } from './atlas-helpers.ts';
import { storageStateFor } from './helpers.ts';

const NORTH_CAMPUS = 'f0000000-0000-4000-8000-000000000401';
const SOP_FLIP = 'd6000000-0000-4000-8000-000000000001';
const SOP_IPM = 'd6000000-0000-4000-8000-000000000002';
const DEHUMIDIFIER = 'd7000000-0000-4000-8000-000000000001';
const PRO_BLOOM = 'd8000000-0000-4000-8000-000000000002';
const TEMPLATE = 'd9000000-0000-4000-8000-000000000001';

const SCREENS: Array<{ name: string; path: string; heading: string | RegExp }> = [
  { name: 'home', path: '/atlas', heading: 'Atlas' },
  { name: 'today', path: '/atlas/today', heading: 'Today' },
  { name: 'sops', path: '/atlas/sops', heading: 'SOPs' },
  { name: 'training', path: '/atlas/sops?tab=training', heading: 'SOPs' },
  { name: 'sop', path: `/atlas/sops/${SOP_IPM}`, heading: /SOP-IPM-002/ },
  { name: 'sop-draft', path: `/atlas/sops/${SOP_IPM}/draft`, heading: /Edit version 2/ },
  { name: 'sop-print', path: `/atlas/sops/${SOP_FLIP}/print`, heading: /SOP-CUL-001/ },
  { name: 'resources', path: '/atlas/resources', heading: 'Resources' },
  { name: 'maintenance', path: '/atlas/resources?tab=maintenance', heading: 'Resources' },
  { name: 'consumables', path: '/atlas/resources?tab=consumables', heading: 'Resources' },
  { name: 'equipment', path: `/atlas/resources/equipment/${DEHUMIDIFIER}`, heading: 'Dehumidifier F1-1' },
  { name: 'consumable', path: `/atlas/resources/consumables/${PRO_BLOOM}`, heading: 'Athena Pro Bloom' },
  { name: 'cycles', path: '/atlas/cycles', heading: 'Production cycles' },
  { name: 'templates', path: '/atlas/cycles?tab=templates', heading: 'Production cycles' },
  { name: 'template', path: `/atlas/cycles/templates/${TEMPLATE}`, heading: 'Photoperiod, 9-week flower' },
  { name: 'calendar-month', path: '/atlas/calendar', heading: 'Calendar' },
  { name: 'calendar-week', path: '/atlas/calendar?view=week', heading: 'Calendar' },
  { name: 'team', path: '/atlas/team', heading: 'Team' },
];

async function shoot(page: Page, name: string, width: number) {
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath(`atlas-${name}-${width}.png`), fullPage: true });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ storageState: storageStateFor('pro'), viewport: { width, height: width > 400 ? 800 : 812 } });

    test('every Atlas screen of the owner', async ({ page }) => {
      test.setTimeout(180_000);
      for (const screen of SCREENS) {
        const sep = screen.path.includes('?') ? '&' : '?';
        await page.goto(`${screen.path}${sep}facility=${NORTH_CAMPUS}`);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        await shoot(page, screen.name, width);
      }
      // The cycle in flower, opened from the list.
      await page.goto(`/atlas/cycles?facility=${NORTH_CAMPUS}`);
      await page.getByRole('row', { name: /NC-WC-F1/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'NC-WC-F1' })).toBeVisible();
      await shoot(page, 'cycle', width);
    });
  });
}

test('a staff member on her own Basic plan works in the owner’s Atlas and sees no owner controls', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: storageStateFor('basic'),
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/atlas/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText('Check the dehumidifier drain lines')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'IPM scouting, week 4' })).toContainText(
    /Overdue by \d+ days/,
  );
  await shoot(page, 'today-staff', 375);
  await page.goto('/atlas/sops');
  await expect(page.getByRole('button', { name: 'New SOP' })).toHaveCount(0);
  await page.goto('/atlas/team');
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await context.close();
});
