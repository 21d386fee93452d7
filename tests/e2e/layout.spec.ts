// The auth pages and the dashboard fit a 375 px phone and a 1280 px desktop without sideways
// scrolling; screenshots are attached to the report for a human look.
import { expect, test, type Page } from '@playwright/test';
import { PERSONAS, storageStateFor } from './helpers.ts';

// 375 px is checked for every page by phone-fit.spec.ts.
const WIDTHS = [1280] as const;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } });

    for (const path of ['/login', '/signup'] as const) {
      test(`${path} fits`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await testInfo.attach(`${path.slice(1)}-${width}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      });
    }

    test.describe('signed in', () => {
      test.use({ storageState: storageStateFor('consultant') });

      test('/dashboard fits', async ({ page }, testInfo) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `Welcome, ${PERSONAS.consultant.firstName}`,
        );
        await expectNoHorizontalScroll(page);
        await testInfo.attach(`dashboard-${width}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      });
    });
  });
}
