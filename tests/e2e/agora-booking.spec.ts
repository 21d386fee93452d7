// Booking (issue 5): a fresh Advanced grower books a fresh consultant's slot, the slot is gone,
// the consultant completes the consultation and the grower rates it; cancelling needs a reason;
// a free grower gets 'Upgrade Required'. Every changed row belongs to users made here.
import { expect, test, type Page } from '@playwright/test';
import {
  anonClient,
  E2E_PASSWORD,
  expectToast,
  serviceClient,
  signInAs,
  signUpFresh,
  storageStateFor,
  uniqueEmail,
} from './helpers.ts';

const DANA = 'c0000000-0000-4000-8000-000000000005';

/** A new active consultant (every day 06:00–22:00 UTC, video with a Zoom link) and their login. */
async function freshConsultant() {
  const email = uniqueEmail('agora-consultant');
  const password = E2E_PASSWORD;
  // Made as an admin makes an account (sign-up waits for the address to be confirmed by mail).
  const created = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { first_name: 'Quinn', last_name: 'Booker' },
  });
  if (created.error) throw created.error;
  const client = anonClient();
  const { error: signInError } = await client.auth.signInWithPassword({ email, password });
  if (signInError) throw signInError;
  const { data: id, error } = await client.rpc('submit_consultant_application', {
    p_title: 'E2E Booking Consultant',
    p_short_description: 'Available every day of the week for the booking tests.',
    p_bio: 'A consultant created by the booking end-to-end test.',
    p_years_experience: 7,
    p_hourly_rate: 120,
    p_specialty_ids: [4],
    p_available_days: [0, 1, 2, 3, 4, 5, 6],
    p_available_hours: { start: '06:00', end: '22:00' },
    p_time_zone: 'UTC',
    p_has_video_conferencing: true,
    p_zoom_link: 'https://zoom.us/j/5550001111',
  });
  if (error) throw error;
  const { error: activateError } = await serviceClient()
    .from('agora_consultant_profiles')
    .update({ status: 'active' })
    .eq('id', id);
  if (activateError) throw activateError;
  return { id, email, password };
}

/** Signs a fresh grower up through the UI and gives them the Advanced plan. */
async function advancedGrower(page: Page) {
  const grower = await signUpFresh(page, 'Grace');
  const { error } = await serviceClient().rpc('apply_subscription', {
    p_user_id: grower.id,
    p_tier: 'Advanced',
  });
  if (error) throw error;
  return grower;
}

/** Picks the `n`-th free time of the `dayIndex`-th listed day; returns the day and time labels. */
async function pickSlot(page: Page, dayIndex = 0, n = 0) {
  const day = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(dayIndex);
  await day.click();
  const dayLabel = (await day.locator('span').first().textContent())!;
  const times = page.getByRole('radiogroup', { name: `Times on ${dayLabel}` });
  const time = times.getByRole('radio').nth(n);
  const timeLabel = (await time.textContent())!;
  await time.click();
  await expect(time).toHaveAttribute('aria-checked', 'true');
  return { dayLabel, timeLabel };
}

/** Moves a booked consultation an hour into the past, as time would (the test cannot wait a week). */
async function startedAnHourAgo(consultationId: string) {
  const { data, error } = await serviceClient()
    .from('agora_consultations')
    .select('start_time, end_time')
    .eq('id', consultationId)
    .single();
  if (error) throw error;
  const length = Date.parse(data.end_time) - Date.parse(data.start_time);
  const start = Date.now() - 60 * 60 * 1000;
  const { error: moveError } = await serviceClient()
    .from('agora_consultations')
    .update({ start_time: new Date(start).toISOString(), end_time: new Date(start + length).toISOString() })
    .eq('id', consultationId);
  if (moveError) throw moveError;
}

test.describe('booking', () => {
  test('a grower books a slot, it is then taken, the consultant completes it and the grower rates it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const consultant = await freshConsultant();
    await advancedGrower(page);

    await page.goto(`/agora/book/${consultant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
    // A day a week out keeps clear of the minimum notice.
    await page.getByRole('radio', { name: /^1 hour/ }).click();
    const { dayLabel, timeLabel } = await pickSlot(page, 7, 4);
    await expect(page.getByText('$120.00').first()).toBeVisible();
    await page.getByLabel('Title').fill('Hydroponic nutrient plan');
    await page.getByLabel('Notes (optional)').fill('DWC system, 12 tables.');
    await page.getByRole('button', { name: 'Book Consultation' }).click();

    await expectToast(page, 'Consultation booked', 'Hydroponic nutrient plan with Quinn Booker');
    await expect(page).toHaveURL(/\/agora\/consultations\/[0-9a-f-]{36}$/);
    const consultationUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'Hydroponic nutrient plan' })).toBeVisible();
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Zoom meeting' })).toHaveAttribute(
      'href',
      'https://zoom.us/j/5550001111',
    );

    // The same slot is no longer offered.
    await page.goto(`/agora/book/${consultant.id}`);
    await page
      .getByRole('radiogroup', { name: 'Day' })
      .getByRole('radio', { name: new RegExp(`^${dayLabel}`) })
      .click();
    const times = page.getByRole('radiogroup', { name: `Times on ${dayLabel}` });
    await expect(times.getByRole('radio').first()).toBeVisible();
    await expect(times.getByRole('radio', { name: timeLabel, exact: true })).toHaveCount(0);

    // The consultant completes it, but only once it has started.
    const other = await signInAs(browser, { email: consultant.email, password: consultant.password });
    await other.page.goto(consultationUrl);
    await expect(
      other.page.getByRole('heading', { level: 1, name: 'Hydroponic nutrient plan' }),
    ).toBeVisible();
    await expect(other.page.getByText('Grace Tester')).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Mark as completed' })).toBeDisabled();
    await expect(other.page.getByText('Once the start time has passed you can mark')).toBeVisible();
    await startedAnHourAgo(consultationUrl.split('/').pop()!);
    await other.page.reload();
    await other.page.getByRole('button', { name: 'Mark as completed' }).click();
    await other.page.getByRole('dialog').getByRole('button', { name: 'Mark as completed' }).click();
    await expectToast(other.page, 'Consultation completed', 'The client has been notified.');
    await expect(other.page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(other.page.getByText('Your payout')).toBeVisible();
    await other.context.close();

    // The grower rates it.
    await page.goto(consultationUrl);
    await expect(page.getByRole('heading', { name: 'Rate this consultation' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(page.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabel('Review (optional)').fill('Clear EC and pH targets for every stage.');
    await page.getByRole('button', { name: 'Submit Rating' }).click();
    await expectToast(page, 'Thank you for your rating', 'Your review helps other growers.');
    await expect(page.getByRole('heading', { name: 'Your rating' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();

    // The public profile shows the new rating and review.
    await page.goto(`/agora/consultants/${consultant.id}`);
    await expect(page.getByText('Clear EC and pH targets for every stage.')).toBeVisible();
    await expect(page.getByText('(1 review)')).toBeVisible();
  });

  test('a grower cancels a booking with a reason and the slot frees up', async ({ page }) => {
    const consultant = await freshConsultant();
    await advancedGrower(page);
    await page.goto(`/agora/book/${consultant.id}`);
    const { dayLabel, timeLabel } = await pickSlot(page, 5, 2);
    await page.getByLabel('Title').fill('Quick question');
    await page.getByRole('button', { name: 'Book Consultation' }).click();
    await expect(page).toHaveURL(/\/agora\/consultations\//);

    await page.getByRole('button', { name: 'Cancel consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this consultation?' });
    await dialog.getByRole('button', { name: 'Cancel consultation' }).click();
    await expect(dialog.getByText('Tell the other side why you are cancelling')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Solved it myself.');
    await dialog.getByRole('button', { name: 'Cancel consultation' }).click();
    await expectToast(page, 'Consultation cancelled', 'The consultant has been notified.');
    await expect(page.getByText('Cancelled by you')).toBeVisible();
    await expect(page.getByText('Reason: Solved it myself.')).toBeVisible();

    await page.goto(`/agora/book/${consultant.id}`);
    await page
      .getByRole('radiogroup', { name: 'Day' })
      .getByRole('radio', { name: new RegExp(`^${dayLabel}`) })
      .click();
    await expect(
      page
        .getByRole('radiogroup', { name: `Times on ${dayLabel}` })
        .getByRole('radio', { name: timeLabel, exact: true }),
    ).toBeVisible();
  });
});

test.describe('booking limits', () => {
  test('a grower holding 5 upcoming consultations with a consultant is told so and cannot book a sixth', async ({
    page,
  }) => {
    const consultant = await freshConsultant();
    const grower = await advancedGrower(page);
    const client = anonClient();
    const { error: signInError } = await client.auth.signInWithPassword({
      email: grower.email,
      password: E2E_PASSWORD,
    });
    if (signInError) throw signInError;
    for (let week = 1; week <= 5; week += 1) {
      const start = new Date();
      start.setUTCDate(start.getUTCDate() + week * 7);
      start.setUTCHours(10, 0, 0, 0);
      const { error } = await client.rpc('book_consultation', {
        p_consultant_id: consultant.id,
        p_start: start.toISOString(),
        p_minutes: 60,
        p_title: `Weekly call ${week}`,
      });
      if (error) throw error;
    }

    await page.goto(`/agora/book/${consultant.id}`);
    await expect(page.getByText('Book at least 2 hours and at most 180 days ahead.')).toBeVisible();
    await expect(
      page.getByText(
        'You already have 5 upcoming consultations with Quinn Booker, the most one client can hold at a time.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Consultation' })).toBeDisabled();
  });
});

test.describe('a free grower', () => {
  test.use({ storageState: storageStateFor('free') });

  test("gets 'Upgrade Required' from Book Consultation", async ({ page }) => {
    await page.goto(`/agora/book/${DANA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
    await pickSlot(page, 0, 0);
    await page.getByLabel('Title').fill('Not allowed');
    await page.getByRole('button', { name: 'Book Consultation' }).click();
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
    await expect(page).toHaveURL('/solutions');
  });
});
