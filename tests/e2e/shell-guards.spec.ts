// Route guards (spec-2 §6), tier gating (spec-1 §2, §6), the 404 page and module redirects.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectToast, PERSONAS, storageStateFor, submitSignIn, toast } from './helpers.ts';

test.describe('signed out', () => {
  test('the consultant area asks a visitor to log in', async ({ page }) => {
    await page.goto('/agora/consultants/dashboard');
    await expect(page).toHaveURL('/login');
    await expectToast(page, 'Authentication required', 'Please log in to access this area.');
  });

  test('other signed-in pages go to /login without a toast', async ({ page }) => {
    await page.goto('/arca');
    await expect(page).toHaveURL('/login');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a visitor clicking a section link is offered sign-in, then returned there (issue 14 §13)', async ({
    page,
  }) => {
    await page.goto('/agora');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    // The marketplace is public: its own link is open, never locked.
    await expect(nav.getByRole('link', { name: 'Agora', exact: true })).toBeVisible();
    await expect(nav.locator('[data-locked]')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Animus', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(toast(page, 'Upgrade Required')).toHaveCount(0);
    await submitSignIn(page, PERSONAS.advanced.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/animus');
  });

  test('public pages open without signing in', async ({ page }) => {
    for (const [path, title] of [
      ['/solutions', 'Solutions'],
      ['/agora', 'Expert Marketplace'],
      ['/animus/archive', 'Animus Archive'],
      ['/atlas/production', 'Production board'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });
});

test.describe('a free grower', () => {
  test.use({ storageState: storageStateFor('free') });

  test('is turned away from the consultant dashboard to the application form', async ({ page }) => {
    await page.goto('/agora/consultants/dashboard');
    await expect(page).toHaveURL('/agora/consultants/new');
    await expectToast(page, 'Access denied', 'Only verified consultants can access this area.');
  });

  test('is turned away from the admin area to the dashboard', async ({ page }) => {
    await page.goto('/agora/admin');
    await expect(page).toHaveURL('/dashboard');
    await expectToast(page, 'Access denied', 'Only administrators can access this area.');
  });

  test('/admin/user-feedback and /admin/feedback are admin pages', async ({ page }) => {
    for (const path of ['/admin/user-feedback', '/admin/feedback']) {
      await page.goto(path);
      await expect(page).toHaveURL('/dashboard');
    }
  });

  test('clicking the locked Animus link explains and goes to /solutions', async ({ page }) => {
    await page.goto('/dashboard');
    const animus = page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Animus' });
    await expect(animus).toHaveAttribute('data-locked', 'true');
    await animus.hover();
    await expect(
      page.getByRole('tooltip', { name: 'Upgrade required for this feature' }).first(),
    ).toBeVisible();
    await animus.click();
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
    await expect(page).toHaveURL('/solutions');
  });

  test('Arca and Ancora links are open; the tier badge is hidden on free', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link', { name: 'Arca' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ancora' })).toBeVisible();
    for (const name of ['Atlas', 'Prometheus', 'Prometheus 2.0', 'Prometheus 4.0'])
      await expect(nav.getByRole('button', { name, exact: true })).toHaveAttribute('data-locked', 'true');
    // Agora's link leads to the public marketplace, which opens for everyone (issue 14 §13).
    await nav.getByRole('link', { name: 'Agora', exact: true }).click();
    await expect(page).toHaveURL('/agora');
    await expect(page.getByRole('heading', { level: 1, name: 'Expert Marketplace' })).toBeVisible();
    await expect(page.getByTestId('tier-badge')).toHaveCount(0);
  });

  test('/arca lists the tools with tiers and locks those above free', async ({ page }) => {
    await page.goto('/arca');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arca - Cultivation Toolbox');
    await expect(page.getByRole('link', { name: /Shot Size Calculator/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Unit Converter/ })).toBeVisible();
    await page.getByRole('button', { name: /Chemical Calculator \(locked, requires Basic\)/ }).click();
    await expectToast(page, 'Upgrade Required', 'This feature requires a Basic plan to access.');
    await expect(page).toHaveURL('/solutions');
  });

  test('a locked tool opened by URL goes to /solutions with the upgrade toast', async ({ page }) => {
    await page.goto('/arca/irrigation');
    await expect(page).toHaveURL('/solutions');
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
  });
});

test.describe('a Professional grower', () => {
  test.use({ storageState: storageStateFor('pro') });

  test('unknown paths show 404; module paths redirect to the module root', async ({ page }) => {
    await page.goto('/nope/nothing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    // Inside the shell (issue 14 §11): the bar, the bell and, on a phone, the bottom bar stay.
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    for (const [from, to] of [
      ['/arca/nope', '/arca'],
      ['/arca/diary/what/ever', '/arca'],
      ['/animus/nope', '/animus'],
      ['/ancora/nope/deeper', '/ancora'],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    await page.goto('/clients/some-org/unknown-section');
    await expect(page).toHaveURL('/clients/not-authorized');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not authorized');
  });

  test('while the profile loads, nothing tier-dependent shows or can be clicked (issue 14 §9)', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/profiles?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByText('Prometheus 4.0')).toBeVisible();
    await expect(page.locator('[data-locked]')).toHaveCount(0);
    await expect(nav.getByRole('button')).toHaveCount(0);
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).not.toContainText('?');
    await expect(page.getByTestId('tier-badge')).toHaveCount(0);
    await nav.getByText('Prometheus 4.0').click();
    await expect(page).toHaveURL('/dashboard');
    await expect(toast(page, 'Upgrade Required')).toHaveCount(0);

    release();
    await expect(nav.getByRole('link', { name: 'Prometheus 4.0' })).toBeVisible();
    await expect(page.getByTestId('tier-badge')).toHaveText('Professional');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('MO');
  });

  test('a screen not built yet shows its title and description', async ({ page }) => {
    // (The Prometheus lenses are built now; the site's Contact page is still a placeholder.)
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByText('Get in touch with the Canopy team.')).toBeVisible();
    await expect(page.getByTestId('tier-badge')).toHaveText('Professional');
  });

  test('the avatar menu works from the keyboard', async ({ page }) => {
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profile',
      'Account Settings',
      'Quick Access',
      'Facilities',
      'Clients Portal',
      'Integrations',
      'Logout',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Quick Access' }).click();
    await expect(page).toHaveURL('/profile?tab=quick-access');
  });

  test('Clients Portal without an organisation goes to the selector', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Clients Portal' }).click();
    await expect(page).toHaveURL(/\/clients(\/[\w-]+)?$/);
  });
});

test.describe('roles', () => {
  test.describe('admin', () => {
    test.use({ storageState: storageStateFor('admin') });
    test('sees the Admin Dashboard button and enters the admin area', async ({ page }) => {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Admin Dashboard' }).click();
      await expect(page).toHaveURL('/agora/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test.describe('consultant', () => {
    test.use({ storageState: storageStateFor('consultant') });
    test('sees the Consultant Dashboard button and enters the consultant area', async ({ page }) => {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Consultant Dashboard' }).click();
      await expect(page).toHaveURL('/agora/consultants/dashboard');
      await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    });
  });
});
