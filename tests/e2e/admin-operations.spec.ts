// The operations view: an admin opens Operations from the account menu, reads the every-minute
// alert job (schedule, last run, result, next run) and runs it now; a grower is kept out.
import { expect, test } from '@playwright/test';
import { storageStateFor } from './helpers.ts';

test.describe('as an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('reads the jobs and runs one now', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Operations' }).click();
    await expect(page).toHaveURL('/admin/operations');
    await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();

    const job = page.getByRole('listitem', { name: 'prometheus-alerts' });
    await expect(job).toContainText('Every minute');
    await expect(job.getByText('Next run')).toBeVisible();

    await job.getByRole('button', { name: 'Run now' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'prometheus-alerts ran' }),
    ).toBeVisible();
    await expect(job).toContainText('(by hand)');
    await expect(job).toContainText('Succeeded');

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/admin-operations-${width}.png`, fullPage: true });
    }
  });
});

test.describe('as a grower', () => {
  test.use({ storageState: storageStateFor('pro') });

  test('is sent back to the dashboard', async ({ page }) => {
    await page.goto('/admin/operations');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('listitem', { name: 'prometheus-alerts' })).toHaveCount(0);
  });
});
