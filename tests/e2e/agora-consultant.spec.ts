// Becoming a consultant and the consultant area (spec-2 §2, §5, §6, §8). Tests that change data
// use fresh users; the seeded consultant@ persona is only read.
import { expect, test, type Page } from '@playwright/test';
import { expectToast, serviceClient, signUpFresh, storageStateFor } from './helpers.ts';

// Set CONSULTANT_SHOTS=/tmp/dir to keep screenshots of the screens for a visual check.
async function shot(page: Page, name: string) {
  const dir = process.env.CONSULTANT_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A fresh user made an active consultant by the service role, as an admin's approval would. */
async function freshConsultant(page: Page) {
  const { id } = await signUpFresh(page, 'Casey');
  const svc = serviceClient();
  const { data, error } = await svc
    .from('agora_consultant_profiles')
    .insert({
      user_id: id,
      status: 'active',
      title: 'Hydroponics Systems Advisor',
      short_description: 'NFT and DWC system design for small commercial rooms.',
      bio: 'Eight years designing recirculating systems.',
      years_experience: 8,
      hourly_rate: 120,
      available_days: [1, 2, 3],
      time_zone: 'UTC',
    })
    .select('id')
    .single();
  if (error) throw error;
  const links = await svc
    .from('agora_consultant_specialties')
    .insert({ consultant_id: data.id, specialty_id: 4 });
  if (links.error) throw links.error;
  return { userId: id, consultantId: data.id };
}

test.describe('applying', () => {
  test('a grower applies, sees the pending page and cannot reach the dashboard', async ({ page }) => {
    const { id } = await signUpFresh(page, 'Robin');
    await page.goto('/agora/consultants/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Consultant' })).toBeVisible();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await expect(page.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await expect(page.getByLabel('Hourly Rate (USD)')).toHaveValue('150');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Missing information', 'Please fill out all required fields.');
    await expect(page.getByText('Please select at least one specialty')).toBeVisible();

    await page.getByLabel('Professional Title').fill('Living Soil Advisor');
    const shortBio = page.getByLabel('Short Bio (50-100 characters)');
    await shortBio.fill('x'.repeat(120));
    await expect(shortBio).toHaveValue('x'.repeat(100));
    await expect(page.getByText('100/100 characters')).toBeVisible();
    await shortBio.fill('Living soil.');
    await expect(page.getByText('12/100 characters · 38 more needed')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Short bio must be between 50 and 100 characters')).toBeVisible();
    await shortBio.fill('Living soil and no-till beds for craft indoor growers.');
    await page.getByLabel('Detailed Bio').fill('Seven years running no-till living soil rooms.');
    await page.getByLabel('Years of Experience').fill('7');
    await page.getByRole('button', { name: 'Living Soil & Organics' }).click();
    await page.getByRole('switch', { name: 'Offer video consultations' }).click();
    await page.getByLabel('Zoom Link (optional)').fill('https://zoom.us/j/5550001111');
    await shot(page, 'application-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'application-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Application submitted', 'pending review');
    await expect(page).toHaveURL('/agora/consultants/pending');
    await expect(
      page.getByText('Your consultant application has been submitted and is pending review.'),
    ).toBeVisible();
    await expect(page.getByText(/1-3 business days/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/agora');
    await shot(page, 'pending-1280');

    const { data } = await serviceClient()
      .from('agora_consultant_profiles')
      .select(
        'status, hourly_rate, available_days, has_video_conferencing, specialty_ids, links:agora_consultant_private_links(zoom_link)',
      )
      .eq('user_id', id)
      .single();
    expect(data).toMatchObject({
      status: 'pending',
      hourly_rate: 150,
      available_days: [1, 2, 3, 4, 5],
      has_video_conferencing: true,
      specialty_ids: [6],
      links: { zoom_link: 'https://zoom.us/j/5550001111' },
    });

    // Pending is not a consultant: the guard turns them away; the form then shows the pending page.
    await page.goto('/agora/consultants/dashboard');
    await expectToast(page, 'Access denied', 'Only verified consultants can access this area.');
    await expect(page).toHaveURL('/agora/consultants/pending');
    await page.goto('/agora/consultants/new');
    await expect(page).toHaveURL('/agora/consultants/pending');
  });
});

test.describe('an active consultant', () => {
  test('edits their profile', async ({ page }) => {
    const { consultantId } = await freshConsultant(page);
    await page.goto('/agora/consultants/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Profile Completeness' });
    // title+tagline, specialty, years, rate, days: 5 of 8.
    await expect(bar).toHaveAttribute('aria-valuenow', '63');

    await page.getByLabel('Professional Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Missing information', 'Please fill out all required fields.');
    await expect(page.getByText('Title is required')).toBeVisible();

    await page.getByLabel('Professional Title').fill('Recirculating Hydroponics Consultant');
    await page
      .getByLabel('Bio')
      .fill(`${'I design and commission recirculating hydroponic systems. '.repeat(3)}`);
    await page.getByLabel('Years of Experience').fill('9');
    await page.getByRole('tab', { name: 'Expertise' }).click();
    await page.getByRole('button', { name: 'Aeroponics' }).click();
    await page.getByRole('tab', { name: 'Availability' }).click();
    await page.getByRole('checkbox', { name: 'Saturday' }).check();
    await page.getByLabel('Calendly URL').fill('https://calendly.com/casey-hydro');
    await page.getByRole('tab', { name: 'Services' }).click();
    await page.getByLabel('Hourly Rate').fill('175');
    await page.getByRole('switch', { name: 'Offer video consultations' }).click();
    await page.getByLabel('Zoom Link').fill('https://zoom.us/j/4440002222');

    const preview = page.getByRole('region', { name: 'Profile Preview' });
    await expect(preview).toContainText('Recirculating Hydroponics Consultant');
    await expect(preview).toContainText('$175/hr');
    await expect(preview).toContainText('Video consultations available');
    await expect(preview).toContainText('Aeroponics');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await shot(page, 'profile-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'profile-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile updated', 'saved');

    const { data } = await serviceClient()
      .from('agora_consultant_profiles')
      .select(
        'title, years_experience, hourly_rate, available_days, has_video_conferencing, specialty_ids, links:agora_consultant_private_links(calendly_url, zoom_link)',
      )
      .eq('id', consultantId)
      .single();
    expect(data).toEqual({
      title: 'Recirculating Hydroponics Consultant',
      years_experience: 9,
      hourly_rate: 175,
      available_days: [1, 2, 3, 6],
      has_video_conferencing: true,
      specialty_ids: [4, 5],
      links: { calendly_url: 'https://calendly.com/casey-hydro', zoom_link: 'https://zoom.us/j/4440002222' },
    });

    await page.reload();
    await expect(page.getByLabel('Professional Title')).toHaveValue('Recirculating Hydroponics Consultant');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/agora/consultants/dashboard');
    await expect(page.getByText('Recirculating Hydroponics Consultant')).toBeVisible();
    await expect(page.getByText('No upcoming consultations')).toBeVisible();
    await expect(page.getByTestId('earnings-total')).toHaveText('$0.00');
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByText('No past consultations')).toBeVisible();
  });

  test('adds, views and deletes a certification', async ({ page }) => {
    await freshConsultant(page);
    await page.goto('/agora/consultants/certifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Certifications' })).toBeVisible();
    await expect(page.getByText('No certifications yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add Certification' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Certification' });
    await dialog.getByRole('button', { name: 'Add Certification' }).click();
    await expectToast(page, 'Missing information', 'certification name');

    await dialog.getByLabel('Certification Name').fill('Hydroponics Technician');
    await dialog.getByLabel('Issuing Organization').fill('Controlled Environment Ag Institute');
    await dialog.getByLabel('Issue Date').fill('2020-01-15');
    await dialog.getByLabel('Expiration Date').fill('2023-01-15');
    await dialog.getByLabel('Document').setInputFiles({
      name: 'certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Add Certification' }).click();
    await expectToast(page, 'Certification added', 'verified');
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: /Hydroponics Technician/ });
    await expect(row).toContainText('Controlled Environment Ag Institute');
    await expect(row).toContainText('Jan 15, 2020');
    await expect(row).toContainText('Expired');
    await expect(page.getByRole('alert').filter({ hasText: 'Expired certification' })).toBeVisible();
    await shot(page, 'certifications-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'certifications-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'View Hydroponics Technician' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('/storage/v1/object/sign/certifications/');
    await tab.close();

    await row.getByRole('button', { name: 'Delete Hydroponics Technician' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Certification' });
    await confirm.getByRole('button', { name: 'Delete Certification' }).click();
    await expectToast(page, 'Certification removed', 'Hydroponics Technician');
    await expect(page.getByText('No certifications yet')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Expired certification' })).toHaveCount(0);
  });
});

test.describe('the seeded consultant', () => {
  test.use({ storageState: storageStateFor('consultant') });

  test('sees the dashboard, calendar and earnings', async ({ page }) => {
    await page.goto('/agora/consultants/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultant Dashboard' })).toBeVisible();
    await expect(page.getByText('Dana Whitfield')).toBeVisible();
    await expect(page.getByTestId('earnings-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' });
    await expect(upcoming.getByText('Flower room dryback review')).toBeVisible();
    await expect(
      upcoming.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/).first(),
    ).toBeVisible();
    await shot(page, 'dashboard-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'dashboard-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('tab', { name: 'Past' }).click();
    const past = page.getByRole('tabpanel', { name: 'Past' });
    await expect(past.getByText('Crop steering kickoff')).toBeVisible();
    await expect(past.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(past.getByText('No Show', { exact: true })).toBeVisible();
    await expect(past.getByRole('link', { name: /^Details/ }).first()).toHaveAttribute(
      'href',
      /\/agora\/consultations\//,
    );

    await page.getByRole('link', { name: 'View Calendar' }).click();
    await expect(page).toHaveURL('/agora/consultants/calendar');
    await page.getByRole('tab', { name: 'Month' }).click();
    await shot(page, 'calendar-month-1280');
    await page.getByRole('tab', { name: 'Week' }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await shot(page, 'calendar-week-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'calendar-week-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/agora/consultants/earnings');
    await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(page.getByText('Head grower coaching')).toBeVisible();
    await shot(page, 'earnings-1280');
  });
});
