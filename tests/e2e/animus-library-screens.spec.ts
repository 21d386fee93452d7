// Screenshots of the strain library's screens at 375 and 1280 px for a human look (attached to the
// report and written to test-results), each also checking that nothing scrolls sideways.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { storageStateFor } from './personas.ts';

const TANGIE = 'a1000000-0000-4000-8000-000000000001';
const TANGIE_COOKIES = 'b1000000-0000-4000-8000-000000000001';
const TANGIE_CBD = 'b1000000-0000-4000-8000-000000000003';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const body = await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

for (const width of [375, 1280] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } });

    test.describe('an Advanced grower', () => {
      test.use({ storageState: storageStateFor('advanced') });

      test('overview, library, passport and dialogs', async ({ page }, testInfo) => {
        test.setTimeout(90_000);
        await page.goto('/animus');
        await expect(page.getByRole('heading', { name: 'Animus', level: 1 })).toBeVisible();
        await shoot(page, testInfo, `animus-overview-${width}`);

        await page.goto('/animus/library');
        await expect(page.getByRole('table', { name: 'Cultivars' }).getByRole('link').first()).toBeVisible();
        await shoot(page, testInfo, `animus-library-${width}`);

        await page.getByRole('button', { name: 'Add cultivar' }).click();
        await page
          .getByRole('dialog', { name: 'Add cultivar' })
          .getByLabel('Name', { exact: true })
          .fill('Blue Dream');
        await expect(page.getByText('Same name, different breeder')).toBeVisible();
        await shoot(page, testInfo, `animus-add-cultivar-${width}`);
        await page.keyboard.press('Escape');

        await page.goto(`/animus/library?cultivar=${TANGIE}`);
        await expect(page.getByRole('heading', { name: 'Tangie', level: 1 })).toBeVisible();
        await expect(page.getByRole('figure', { name: 'Pedigree' })).toBeVisible();
        await shoot(page, testInfo, `animus-passport-${width}`);

        await page.getByRole('button', { name: 'Add lab result' }).click();
        await page.getByRole('dialog', { name: 'Add lab result' }).getByLabel('THCA (%)').fill('20.5');
        await shoot(page, testInfo, `animus-lab-result-${width}`);
        await page.keyboard.press('Escape');

        await page.goto('/animus/library');
        await page.getByRole('button', { name: 'Import CSV' }).click();
        await expect(page.getByRole('dialog', { name: 'Import cultivars from CSV' })).toBeVisible();
        await shoot(page, testInfo, `animus-import-${width}`);
      });

      test('origins with crosses, pedigree and segregation; traits and capture', async ({
        page,
      }, testInfo) => {
        test.setTimeout(90_000);
        await page.goto(`/animus/origins/${TANGIE_COOKIES}`);
        await expect(page.getByRole('figure', { name: 'Pedigree' })).toBeVisible();
        await shoot(page, testInfo, `animus-project-crosses-${width}`);

        await page.goto(`/animus/origins/${TANGIE_CBD}`);
        await expect(page.getByRole('region', { name: 'Chemotype segregation' })).toBeVisible();
        await shoot(page, testInfo, `animus-segregation-${width}`);

        await page.goto('/animus/traits');
        await expect(page.getByRole('heading', { name: 'Traits', level: 1 })).toBeVisible();
        await shoot(page, testInfo, `animus-traits-${width}`);

        await page.goto(`/animus/traits/${TANGIE_COOKIES}`);
        await expect(page.getByRole('table', { name: 'Observations' })).toBeVisible();
        await shoot(page, testInfo, `animus-project-traits-${width}`);
        await page.getByRole('button', { name: 'Start capture' }).click();
        await expect(page.getByRole('heading', { name: 'Plant #1' })).toBeVisible();
        await shoot(page, testInfo, `animus-capture-${width}`);
      });
    });

    test.describe('the moderator', () => {
      test.use({ storageState: storageStateFor('moderator') });

      test('moderation queue', async ({ page }, testInfo) => {
        await page.goto('/animus/library?view=moderation');
        await expect(page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await shoot(page, testInfo, `animus-moderation-${width}`);
      });
    });

    test.describe('a visitor', () => {
      test('the archive and an entry', async ({ page }, testInfo) => {
        await page.goto('/animus/archive');
        await expect(page.getByRole('article', { name: 'ACDC' })).toBeVisible();
        await shoot(page, testInfo, `animus-archive-${width}`);
        await page.getByRole('article', { name: 'ACDC' }).getByRole('link', { name: 'ACDC' }).click();
        await expect(page.getByRole('heading', { name: 'ACDC', level: 1 })).toBeVisible();
        await shoot(page, testInfo, `animus-archive-entry-${width}`);
      });
    });
  });
}
