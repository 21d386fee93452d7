// The public production board, signed out on a phone: the seeded North Campus publishes two rooms
// under aliases with strains; nothing private shows, and Atlas's other pages ask to sign in.
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './atlas-helpers.ts';

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 375, height: 800 } });

test('the production board shows published cycles to signed-out visitors, and only what was allowed', async ({
  page,
}) => {
  await page.goto('/atlas/production');
  await expect(page.getByRole('heading', { level: 1, name: 'Production board' })).toBeVisible();
  const north = page.getByRole('region', { name: 'North Campus, Denver' });
  await expect(north.getByRole('listitem').filter({ hasText: 'Flower A' })).toContainText('Wedding Cake');
  await expect(north.getByRole('listitem').filter({ hasText: 'Flower A' })).toContainText(
    /Flower · day \d+ of 63/,
  );
  await expect(north.getByRole('listitem').filter({ hasText: 'Veg' })).toContainText('Tangie Cookies F2 #7');
  // Real room and batch names, the facility's name and address never appear.
  for (const secret of ['Flower 1', 'NC-WC-F1', '4800 Race St', 'North Campus\n']) {
    await expect(page.getByText(secret, { exact: true })).toHaveCount(0);
  }
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('atlas-production-375.png'), fullPage: true });

  await page.goto('/atlas/sops');
  await expect(page).toHaveURL(/\/login/);
});
