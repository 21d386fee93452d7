// Prometheus insights (issue 20): on the Climate lens pro@ reads the seeded humid night in Flower 1
// as a plain-English insight and opens its evidence ("Show the figures"): rule, window, readings,
// values and threshold, from the keyboard; on the Substrate lens, the seeded P1 cut read against the
// runoff log ("Across the logs").
import { expect, test } from '@playwright/test';
import { storageStateFor } from './helpers.ts';

test.use({ storageState: storageStateFor('pro') });

test('climate lens: the humid-night insight and its figures', async ({ page }) => {
  await page.goto('/prometheus');
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower 1' });
  await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });

  const insights = page.getByRole('region', { name: 'Insights' });
  const humid = insights
    .getByRole('listitem')
    .filter({ hasText: /spent \d+ % of the night of .+ above its night RH band \(45–55 %\), mostly/ });
  await expect(humid).toHaveCount(1);
  const figures = humid.getByRole('button', { name: 'Show the figures' });
  await expect(figures).toHaveAttribute('aria-expanded', 'false');
  await figures.focus();
  await page.keyboard.press('Enter');
  await expect(humid.getByRole('button', { name: 'Hide the figures' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const evidence = humid.getByRole('definition');
  await expect(humid.getByText('out_of_band')).toBeVisible();
  await expect(evidence.filter({ hasText: /^\d+ of 144$/ })).toHaveCount(1);
  await expect(evidence.filter({ hasText: /^7\d(\.\d+)? %$/ })).toHaveCount(1); // the highest reading
  await expect(evidence.filter({ hasText: '45–55 %' })).toHaveCount(1);
  await expect(evidence.filter({ hasText: '10 % of a day or night or more' })).toHaveCount(1);
});

test('substrate lens: runoff EC climbing while the P1 was cut, read across the logs', async ({ page }) => {
  await page.goto('/prometheus2');
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower 1' });
  await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });

  const across = page.getByRole('region', { name: 'Across the logs' });
  const cut = across.getByRole('listitem').filter({
    hasText: /^.*Runoff EC in Flower 1 rose [\d.]+ mS\/cm over 3 days .* while shots a day fell from 10 to 8/,
  });
  await expect(cut).toHaveCount(1);
  await cut.getByRole('button', { name: 'Show the figures' }).click();
  await expect(cut.getByText('runoff_ec_vs_shots')).toBeVisible();
  await expect(
    cut.getByRole('definition').filter({ hasText: /^8 shots, runoff EC [\d.]+\smS\/cm/ }),
  ).toHaveCount(3);
});
