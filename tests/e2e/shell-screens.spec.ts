// Screenshots of the shell for a human look (attached to the report and written to test-results);
// each also checks that nothing scrolls sideways.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { serviceClient, storageStateFor } from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// One entry with an attachment, so the admin page has something to show.
test.beforeAll(async () => {
  const service = serviceClient();
  const path = `feedback-attachments/screens-${Date.now()}.png`;
  await service.storage.from('attachments').upload(path, PNG, { contentType: 'image/png' });
  await service.from('feedback_logs').insert({
    user_id: 'a0000000-0000-4000-8000-000000000001',
    feedback_type: 'Bug',
    description: `The runoff logger loses the last row when the phone goes to sleep (${Date.now()}).`,
    attachment_url: service.storage.from('attachments').getPublicUrl(path).data.publicUrl,
    user_metadata: { browser: 'Playwright' },
  });
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const body = await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

for (const width of [375, 1280] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } });

    test.describe('admin', () => {
      test.use({ storageState: storageStateFor('admin') });

      test('dashboard, menus, bell and admin feedback', async ({ page }, testInfo) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
        await shoot(page, testInfo, `dashboard-${width}`);

        if (width >= 1280) {
          await page.getByRole('button', { name: 'Account menu' }).click();
          await shoot(page, testInfo, `account-menu-${width}`);
          await page.keyboard.press('Escape');
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await shoot(page, testInfo, `mobile-menu-${width}`);
          await page.keyboard.press('Escape');
        }

        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
        await shoot(page, testInfo, `bell-${width}`);
        await page.keyboard.press('Escape');

        await page.goto('/admin/user-feedback');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Feedback');
        await shoot(page, testInfo, `admin-feedback-${width}`);
      });
    });

    test.describe('free grower', () => {
      test.use({ storageState: storageStateFor('free') });

      test('arca, a locked module link and the feedback modal', async ({ page }, testInfo) => {
        await page.goto('/arca');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arca - Cultivation Toolbox');
        await shoot(page, testInfo, `arca-${width}`);

        if (width >= 1280) {
          await page
            .getByRole('navigation', { name: 'Sections' })
            .getByRole('button', { name: 'Animus' })
            .hover();
          await expect(page.getByRole('tooltip').first()).toBeVisible();
          await shoot(page, testInfo, `locked-link-${width}`);
        }

        await page.goto('/ancora');
        await shoot(page, testInfo, `ancora-locked-tools-${width}`);

        await page.getByRole('button', { name: 'Send feedback' }).click();
        await expect(page.getByRole('dialog', { name: 'Submit Feedback' })).toBeVisible();
        await shoot(page, testInfo, `feedback-${width}`);
      });
    });
  });
}
