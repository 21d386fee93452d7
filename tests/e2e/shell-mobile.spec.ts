// The phone layout: the bottom bar under 768 px and the mobile menu (spec-1 §2).
import { expect, test, type Page } from '@playwright/test';
import { expectToast, storageStateFor, toast } from './helpers.ts';

/** Toasts sit top centre under the top bar, so the bar's links and bell stay usable. */
async function expectToastBelowTopBar(page: Page, width: number) {
  const header = (await page.locator('header').first().boundingBox())!;
  const t = toast(page, 'Upgrade Required').first();
  // Polled: the toast slides in from above.
  await expect.poll(async () => (await t.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  const box = (await t.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(2);
}

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, storageState: storageStateFor('basic') });

  test('the bottom bar shows five modules and highlights the active one', async ({ page }) => {
    await page.goto('/arca');
    const bar = page.getByRole('navigation', { name: 'Modules' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('listitem')).toHaveText(['Arca', 'Animus', 'Atlas', 'Agora', 'Ancora']);
    await expect(bar.getByRole('link', { name: 'Arca' })).toHaveAttribute('aria-current', 'page');
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);
    // The page leaves room for the bar.
    const padding = await page.locator('main').evaluate((m) => parseFloat(getComputedStyle(m).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual(box?.height ?? 0);

    await bar.getByRole('link', { name: 'Ancora' }).click();
    await expect(page).toHaveURL('/ancora');
    await expect(bar.getByRole('link', { name: 'Ancora' })).toHaveAttribute('aria-current', 'page');

    // Scrolled to the end, the page's last line sits above the round feedback button.
    const feedback = await page.getByRole('button', { name: 'Send feedback' }).boundingBox();
    expect(padding).toBeGreaterThanOrEqual(812 - (feedback?.y ?? 812));

    await bar.getByRole('button', { name: 'Animus' }).click();
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
    await expectToastBelowTopBar(page, 375);
  });

  test('the mobile menu holds the section links and the account items', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Arca' })).toBeVisible();
    // Animus is a personal library above her plan; Prometheus opens under her facility's owner's plan.
    await expect(menu.getByRole('button', { name: 'Animus' })).toHaveAttribute('data-locked', 'true');
    await expect(menu.getByRole('link', { name: 'Prometheus 4.0' })).toBeVisible();
    for (const name of [
      'Profile',
      'Account Settings',
      'Quick Access',
      'Facilities',
      'Clients Portal',
      'Integrations',
      'Logout',
    ])
      await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL('/profile?tab=preferences');
    await expect(menu).toBeHidden();
  });

  test('a right swipe from the left edge goes back', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      storageState: storageStateFor('basic'),
    });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Arca' }).click();
    await expect(page).toHaveURL('/arca');
    // A swipe starting beyond the 40 px edge zone does nothing.
    await page.evaluate(() => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      window.dispatchEvent(
        new TouchEvent('touchstart', { touches: [touch(60)], changedTouches: [touch(60)] }),
      );
      window.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(200)] }));
    });
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/arca');
    await page.evaluate(() => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      window.dispatchEvent(
        new TouchEvent('touchstart', { touches: [touch(10)], changedTouches: [touch(10)] }),
      );
      window.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(120)] }));
    });
    await expect(page).toHaveURL('/dashboard');
    await context.close();
  });
});

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, storageState: storageStateFor('basic') });

  test('no bottom bar on desktop; toasts and the page end stay clear of the bars', async ({ page }) => {
    await page.goto('/arca');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeHidden();
    const padding = await page.locator('main').evaluate((m) => parseFloat(getComputedStyle(m).paddingBottom));
    const feedback = await page.getByRole('button', { name: 'Send feedback' }).boundingBox();
    expect(padding).toBeGreaterThanOrEqual(800 - (feedback?.y ?? 800));

    // The section links keep full-size text at 1280 px (their own row under the bar).
    const sections = page.getByRole('navigation', { name: 'Sections' });
    const size = await sections
      .getByRole('link', { name: 'Arca' })
      .evaluate((a) => parseFloat(getComputedStyle(a).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    await sections.getByRole('button', { name: 'Animus' }).click();
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
    await expectToastBelowTopBar(page, 1280);
  });
});
