// The team model on a phone: a facility's staff work under its owner's plan in every module the
// database lets them use there, and the screens say so; what no plan of theirs opens stays locked.
// Priya (basic@, her own plan Basic) is staff at Marcus's North Campus (Professional).
import { expect, test } from '@playwright/test';
import { expectToast, storageStateFor } from './helpers.ts';

const NORTH_CAMPUS = 'f0000000-0000-4000-8000-000000000401';
const NOTE = (name: string) =>
  `${name} is open to you at North Campus, on Marcus Oyelaran's Professional plan.`;

test.describe('a Basic staff member of a Professional owner’s facility, on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, storageState: storageStateFor('basic') });

  test('opens the owner’s Atlas, Prometheus and AgroChemLog from the bars', async ({ page }) => {
    await page.goto('/arca');
    const bar = page.getByRole('navigation', { name: 'Modules' });

    // Atlas from the bottom bar: a link, not the locked button, and it opens on North Campus.
    await bar.getByRole('link', { name: 'Atlas' }).click();
    await expect(page).toHaveURL(/\/atlas/);
    await expect(page.getByRole('note')).toHaveText(NOTE('Atlas'));
    // The sub-menu is wider than the phone: it says so, and its cue scrolls to Resources and Team.
    const sub = page.getByRole('navigation', { name: 'Atlas', exact: true });
    const team = sub.getByRole('link', { name: 'Team' });
    await expect(sub.locator('[data-scroll-cue="end"]')).toBeVisible();
    await expect(team).not.toBeInViewport({ ratio: 1 });
    // Each tap scrolls by most of a screen, until Team is in view.
    await expect(async () => {
      const cue = sub.locator('[data-scroll-cue="end"]');
      if (await cue.isVisible()) await cue.click();
      await expect(team).toBeInViewport({ ratio: 1, timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(sub.locator('[data-scroll-cue="start"]')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('staff-atlas-375.png') });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    // Prometheus from the top bar's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Prometheus 4.0' }).click();
    await expect(page).toHaveURL(/\/prometheus/);
    await expect(page.getByRole('note')).toHaveText(NOTE('Prometheus'));
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    // AgroChemLog (Advanced) from Arca's index: open under the facility's plan, on that facility.
    await bar.getByRole('link', { name: 'Arca' }).click();
    await expect(page).toHaveURL('/arca');
    await page
      .getByRole('link', { name: /AgroChemLog/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/arca/agrochemlog.*facility=${NORTH_CAMPUS}|/arca/agrochemlog`));
    await expect(page.getByRole('note')).toHaveText(NOTE('AgroChemLog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AgroChemLog');
    await page.screenshot({ path: test.info().outputPath('staff-agrochemlog-375.png'), fullPage: true });
  });

  test('what only her own plan could open stays locked, and staff do not manage the team', async ({
    page,
  }) => {
    await page.goto('/arca');
    // Animus is a personal library: no facility's plan opens it.
    const bar = page.getByRole('navigation', { name: 'Modules' });
    await bar.getByRole('button', { name: 'Animus' }).click();
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
    await expect(page).toHaveURL('/solutions');

    // In the owner's Atlas she reads the team but is offered no invitation (the owner's alone).
    await page.goto(`/atlas/team?facility=${NORTH_CAMPUS}`);
    await expect(page.getByRole('heading', { name: /Team/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  });
});

test.describe('a free grower with no facility, on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, storageState: storageStateFor('free') });

  test('is sent from Prometheus to the plans page', async ({ page }) => {
    await page.goto('/prometheus');
    await expectToast(page, 'Upgrade Required', 'This feature requires a Professional plan to access.');
    await expect(page).toHaveURL('/solutions');
  });
});
