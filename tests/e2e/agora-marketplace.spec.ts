// The Expert Marketplace (spec-1 §2 "Expert Marketplace page") and the public consultant profile.
// Read-only: no test here changes data.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectToast, PERSONAS, storageStateFor, submitSignIn } from './helpers.ts';

const DANA = 'c0000000-0000-4000-8000-000000000005';

function searchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/search_consultants')) urls.push(request.url());
  });
  return urls;
}

test.describe('a visitor', () => {
  test('browses, filters to the empty state and clears all filters', async ({ page }) => {
    const requests = searchRequests(page);
    await page.goto('/agora');
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Marketplace' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find Expert Consultants' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Join our expert community' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In to Apply' })).toHaveAttribute('href', '/login');

    const cards = page
      .getByRole('region', { name: 'Consultants' })
      .getByRole('link', { name: 'View Profile' });
    await expect(cards.first()).toBeVisible();
    const initialCount = await cards.count();
    expect(initialCount).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);
    // Default filters: $50–$200, so every rate shown is within them.
    expect(requests[0]).toContain('p_min_rate=50');
    expect(requests[0]).toContain('p_max_rate=200');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search by expertise or keyword...');
    await search.fill('zzqqxx-no-such-expert');
    await search.press('Enter');
    await expect(page.getByText('No consultants found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toContain('p_search=zzqqxx-no-such-expert');

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(cards).toHaveCount(initialCount);
    await expect(search).toHaveValue('');
  });

  test('applies rating, video, specialty and price filters in one request', async ({ page }) => {
    const requests = searchRequests(page);
    await page.goto('/agora');
    const results = page.getByRole('region', { name: 'Consultants' });
    await expect(results.getByRole('link', { name: 'View Profile' }).first()).toBeVisible();

    await page.getByRole('button', { name: '4+' }).click();
    await expect(page.getByRole('button', { name: '4+' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('switch', { name: 'Video only' }).click();
    await page.getByRole('button', { name: 'Integrated Pest Management' }).click();
    const max = page.getByRole('slider', { name: 'Maximum hourly rate' });
    await max.focus();
    await max.press('End');
    await expect(max).toHaveValue('500');
    expect(requests).toHaveLength(1); // nothing reloads before Apply
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => requests.length).toBe(2);
    const url = decodeURIComponent(requests[1]!);
    expect(url).toContain('p_min_rating=4');
    expect(url).toContain('p_video_only=true');
    expect(url).toContain('p_specialty_ids={13}');
    expect(url).toContain('p_max_rate=500');

    const cards = results.getByRole('region');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText('Video consultations available')).toBeVisible();
    }

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Any' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('switch', { name: 'Video only' })).toHaveAttribute('aria-checked', 'false');
    await expect(max).toHaveValue('200');
  });

  test('loads more beyond 24 consultants', async ({ page }) => {
    const requests = searchRequests(page);
    await page.goto('/agora');
    const max = page.getByRole('slider', { name: 'Maximum hourly rate' });
    await max.focus();
    await max.press('End');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    const cards = page
      .getByRole('region', { name: 'Consultants' })
      .getByRole('link', { name: 'View Profile' });
    await expect(page.getByText('Showing the first 24 consultants')).toBeVisible();
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    expect(decodeURIComponent(requests.at(-1)!)).toContain('p_offset=24');
  });

  test('sees six skeleton cards while the list loads', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/search_consultants*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/agora');
    await expect(page.getByTestId('consultant-card-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('consultant-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Profile' }).first()).toBeVisible();
  });

  test('on a phone the filters are collapsible', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/agora');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
  });

  test('reads a public profile, is asked to sign in to book and comes back to the booking page', async ({
    page,
  }) => {
    await page.goto('/agora');
    await page.getByRole('searchbox', { name: 'Search' }).fill('new-room commissioning');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page
      .getByRole('region', { name: 'Dana Whitfield' })
      .getByRole('link', { name: 'View Profile' })
      .click();
    // Consultant profiles are public (issue 14 §14): bio, verified certifications and reviews.
    await expect(page).toHaveURL(`/agora/consultants/${DANA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(page.getByText('Certified Crop Adviser')).toBeVisible();
    await expect(page.getByText('GACP Auditor Training')).toHaveCount(0);
    await expect(page.getByText('Lena H.').first()).toBeVisible();

    await page.getByRole('link', { name: 'Book Consultation' }).first().click();
    await expect(page).toHaveURL('/login');
    await submitSignIn(page, PERSONAS.advanced.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`/agora/book/${DANA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
  });
});

test.describe('a signed-in grower', () => {
  test.use({ storageState: storageStateFor('advanced') });

  test('reads a consultant’s full profile with certifications and reviews', async ({ page }) => {
    await page.goto('/agora');
    // A phrase from Dana's bio: the search runs over title, short description and bio.
    await page.getByRole('searchbox', { name: 'Search' }).fill('new-room commissioning');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const card = page.getByRole('region', { name: 'Dana Whitfield' });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(`/agora/consultants/${DANA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
    await expect(page.getByText('Commercial Cultivation Consultant')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(page.getByText('Certified Crop Adviser')).toBeVisible();
    // Unverified certifications stay private.
    await expect(page.getByText('GACP Auditor Training')).toHaveCount(0);
    await expect(page.getByText('Monday – Friday')).toBeVisible();
    await expect(page.getByText('Lena H.').first()).toBeVisible();
    await page.getByRole('link', { name: 'Book Consultation' }).first().click();
    await expect(page).toHaveURL(`/agora/book/${DANA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
  });

  test('a malformed consultant or consultation id is simply not found (issue 14 §15)', async ({ page }) => {
    await page.goto('/agora/consultants/not-a-consultant');
    await expect(page.getByText('Consultant not found', { exact: true })).toBeVisible();
    await expect(page.getByText('We could not load this consultant')).toHaveCount(0);
    await page.goto('/agora/book/123');
    await expect(page.getByText('Consultant not found', { exact: true })).toBeVisible();
    await page.goto('/agora/consultations/oops');
    await expect(page.getByText('Consultation not found', { exact: true })).toBeVisible();
  });
});

test.describe('a free grower', () => {
  test.use({ storageState: storageStateFor('free') });

  test("gets 'Upgrade Required' from a card's Book Consultation", async ({ page }) => {
    await page.goto('/agora');
    await page.getByRole('searchbox', { name: 'Search' }).fill('new-room commissioning');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const card = page.getByRole('region', { name: 'Dana Whitfield' });
    await card.getByRole('link', { name: 'Book Consultation' }).click();
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
  });
});
