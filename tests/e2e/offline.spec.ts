// A grow room without signal, on a 375 px phone, one journey: after one visit with a connection the
// app opens offline (a reload of the logger, a new tab on Prometheus) with the grower's session,
// facilities and rooms, and says since when it is offline; three entries across Arca and
// Prometheus wait in the outbox; the phone changes hands (the entries stay with their owner:
// the second account neither sees nor sends them); back online as the first grower, every entry
// arrives exactly once. Refusals, conflicts, lost answers and ownership rules are proved below
// this layer (src/lib/offline/*.test.ts, tests/integration/outbox.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, serviceClient, signUpFresh, submitSignIn, toast, uniqueEmail } from './helpers.ts';

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
test.use({ ...PHONE, serviceWorkers: 'allow' });

/** The query keys this device keeps for `userId` (src/lib/offline/persist.ts), without creating the database. */
function keptReads(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    const names = await indexedDB.databases();
    if (!names.some((d) => d.name === 'canopy-offline')) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open('canopy-offline');
      open.onsuccess = () => {
        const db = open.result;
        const get = db.transaction('reads').objectStore('reads').get(id);
        get.onsuccess = () => {
          const queries = (get.result?.queries ?? []) as Array<{ queryKey: unknown }>;
          resolve(queries.map((q) => JSON.stringify(q.queryKey)));
          db.close();
        };
      };
    });
  }, userId);
}

/** How many of the build's files the service worker holds, of how many (its list is in /sw.js). */
function cachedFiles(page: Page): Promise<{ cached: number; of: number }> {
  return page.evaluate(async () => {
    const worker = await (await fetch('/sw.js')).text();
    const all = JSON.parse(/"all":(\[[^\]]*\])/.exec(worker)![1]!) as string[];
    const name = (await caches.keys()).find((k) => k.startsWith('canopy-'));
    if (!name) return { cached: 0, of: all.length };
    const cache = await caches.open(name);
    const hits = await Promise.all(all.map((url) => cache.match(url, { ignoreVary: true })));
    return { cached: hits.filter(Boolean).length, of: all.length };
  });
}

/** The page as it is now, on the phone and at a desk's width (looked at, not compared). */
async function shoot(page: Page, name: string) {
  // Once the toasts have gone (they sit over the banner on a phone), from the top, where the
  // banner is (a form scrolls down as it is filled in).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
  await page.setViewportSize(PHONE.viewport);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Connection and outbox' });

async function logPpm(page: Page, ec: string, notes: string) {
  await page.getByLabel('Room (or name the tank)').selectOption({ label: 'Flower A' });
  await page.getByLabel('EC / ppm').fill(ec);
  await page.getByLabel('Notes').fill(notes);
  await page.getByRole('button', { name: 'Save entry' }).tap();
  await expect(toast(page, 'Saved on this device').last()).toBeVisible();
}

test('offline after one visit: reload the logger, log three entries in two modules, hand the phone over, and every entry arrives once', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const service = serviceClient();
  const run = Date.now().toString(36);
  const marks = [`offline ppm 1 ${run}`, `offline ppm 2 ${run}`];

  // A grower on the Professional plan with a facility of two rooms.
  const grower = await signUpFresh(page, 'Nadia');
  await service.rpc('apply_subscription', { p_user_id: grower.id, p_tier: 'Professional' });
  const { data: facility } = await service
    .from('facilities')
    .insert({ user_id: grower.id, name: 'Cellar Farm' })
    .select('id')
    .single();
  const { data: rooms } = await service
    .from('rooms')
    .insert([
      { facility_id: facility!.id, room_name: 'Flower A', room_type: 'flower' },
      { facility_id: facility!.id, room_name: 'Veg A', room_type: 'veg' },
    ])
    .select('id, room_name');
  const flower = rooms!.find((r) => r.room_name === 'Flower A')!;

  // One visit with a connection: the service worker takes over, the pages and their data are kept.
  await page.goto('/prometheus2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/prometheus2');
  await expect(page.getByRole('button', { name: 'Add reading' })).toBeVisible();
  await expect
    .poll(async () => (await keptReads(page, grower.id)).join('\n'))
    .toContain('["facilities","list"');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nadia');
  await page.goto('/arca/ppms/logger');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a PPM reading');
  await expect(page.getByLabel('Room (or name the tank)')).toContainText('Flower A');
  await expect
    .poll(async () => (await keptReads(page, grower.id)).join('\n'))
    .toContain('["facilities","list"');
  expect((await keptReads(page, grower.id)).join('\n')).toContain('["prometheus","room"');
  // Signed in, the service worker keeps every page's files, not only those visited.
  await expect
    .poll(
      async () => {
        const { cached, of } = await cachedFiles(page);
        return cached === of && of > 0;
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  // No signal: a reload opens the logger as it was, and says since when it is offline.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log a PPM reading');
  await expect(banner(page)).toContainText(/Offline since \d{1,2}:\d{2}/);
  await expect(page.getByLabel('Room (or name the tank)')).toContainText('Flower A');

  await logPpm(page, '1.9', marks[0]!);
  await expect(banner(page)).toContainText('1 entry is waiting to be sent.');
  await logPpm(page, '2.1', marks[1]!);
  await expect(banner(page)).toContainText('2 entries are waiting to be sent.');
  await shoot(page, 'offline-banner');

  // A new tab, still offline: Prometheus opens from this phone's copy; a reading typed in by hand.
  const tab = await context.newPage();
  await tab.goto('/prometheus2?reading=new');
  const dialog = tab.getByRole('dialog', { name: 'Add a sensor reading' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Room').selectOption({ label: 'Flower A' });
  await dialog.getByLabel('Metric').selectOption({ label: 'Substrate VWC' });
  await dialog.getByLabel('Value (%)').fill('44.5');
  await dialog.getByRole('button', { name: 'Add reading' }).tap();
  await expect(toast(tab, 'Saved on this device')).toBeVisible();
  await expect(banner(tab)).toContainText('3 entries are waiting to be sent.');
  await tab.getByRole('button', { name: 'Review (3)' }).tap();
  const outbox = tab.getByRole('list', { name: 'Outbox' }).getByRole('listitem');
  await expect(outbox).toHaveCount(3);
  await expect(outbox.nth(0)).toContainText('PPM reading');
  await expect(outbox.nth(0)).toContainText('Waiting');
  await expect(outbox.nth(2)).toContainText('Sensor reading');
  await shoot(tab, 'outbox');
  await tab.close();

  // The phone changes hands, still without signal: the grower signs out of this device.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nadia');
  await page.getByRole('button', { name: 'Sign out' }).tap();
  await expect(page).toHaveURL('/login');

  // Signal again; a colleague signs in on the same phone: nothing of the grower's is shown or sent.
  await context.setOffline(false);
  const colleague = { email: uniqueEmail('offline-colleague'), password: E2E_PASSWORD };
  await service.auth.admin.createUser({
    ...colleague,
    email_confirm: true,
    user_metadata: { first_name: 'Ravi' },
  });
  await submitSignIn(page, colleague.email, colleague.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ravi');
  await page.goto('/arca');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const arrived = async () => {
    const { data: entries } = await service
      .from('arca_entries')
      .select('notes, created_by')
      .in('notes', marks);
    const { data: readings } = await service
      .from('prometheus_readings')
      .select('value')
      .eq('room_id', flower.id)
      .eq('metric', 'vwc');
    return { entries: entries ?? [], readings: readings ?? [] };
  };
  expect(await arrived()).toEqual({ entries: [], readings: [] });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).tap();
  await expect(page).toHaveURL('/login');
  expect(await arrived()).toEqual({ entries: [], readings: [] });

  // The grower again, online: every entry arrives, once, as theirs.
  await submitSignIn(page, grower.email, E2E_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nadia');
  await expect.poll(async () => (await arrived()).entries.length, { timeout: 30_000 }).toBe(2);
  await expect.poll(async () => (await arrived()).readings.length).toBe(1);
  const { entries, readings } = await arrived();
  expect(entries.map((e) => e.notes).sort()).toEqual([...marks].sort());
  expect(entries.every((e) => e.created_by === grower.id)).toBe(true);
  expect(readings.map((r) => Number(r.value))).toEqual([44.5]);
  await expect(banner(page)).toHaveCount(0);

  // Nothing went out twice, and a second device (a desk) sees them in the records.
  const desk = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1280, height: 800 },
  });
  const deskPage = await desk.newPage();
  await deskPage.goto('/login');
  await submitSignIn(deskPage, grower.email, E2E_PASSWORD);
  await expect(deskPage).toHaveURL('/dashboard');
  await deskPage.goto('/arca/ppms/records');
  await expect(deskPage.getByRole('heading', { level: 1 })).toHaveText('PPM records');
  for (const mark of marks) await expect(deskPage.getByRole('row').filter({ hasText: mark })).toHaveCount(1);
  await desk.close();
});

test('a reading that met another at the same minute while it waited is a conflict, corrected from the outbox and sent', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const service = serviceClient();
  const grower = await signUpFresh(page, 'Tomas');
  await service.rpc('apply_subscription', { p_user_id: grower.id, p_tier: 'Professional' });
  const { data: facility } = await service
    .from('facilities')
    .insert({ user_id: grower.id, name: 'Hill Farm' })
    .select('id')
    .single();
  const { data: room } = await service
    .from('rooms')
    .insert({ facility_id: facility!.id, room_name: 'Flower B', room_type: 'flower' })
    .select('id')
    .single();
  await page.goto('/prometheus2');
  await expect(page.getByRole('button', { name: 'Add reading' })).toBeVisible();

  // Offline, a reading at a given minute waits on the phone.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add reading' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add a sensor reading' });
  await dialog.getByLabel('Metric').selectOption({ label: 'Substrate VWC' });
  const at = await dialog.getByLabel('Time').inputValue();
  await dialog.getByLabel('Value (%)').fill('40');
  await dialog.getByRole('button', { name: 'Add reading' }).tap();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(banner(page)).toContainText('1 entry is waiting to be sent.');

  // Meanwhile a controller import puts another value at that minute.
  await service.from('prometheus_readings').insert({
    facility_id: facility!.id,
    room_id: room!.id,
    metric: 'vwc',
    at: await page.evaluate((local) => new Date(local).toISOString(), at),
    value: 38,
    source: 'csv',
  });

  // Back online: the conflict is explained, nothing is overwritten.
  await context.setOffline(false);
  await expect(banner(page)).toContainText('1 entry was refused.');
  await page.getByRole('button', { name: 'Review (1)' }).tap();
  const entry = page.getByRole('list', { name: 'Outbox' }).getByRole('listitem');
  await expect(entry).toContainText('Conflict');
  await expect(entry).toContainText(
    'Changed meanwhile: This room already has a reading of that metric at that minute: 38 %. Yours was not saved.',
  );
  await shoot(page, 'conflict');

  // Corrected in its form (opened on it, with the reason), a minute later: it arrives.
  await entry.getByRole('link', { name: 'Correct' }).tap();
  const correcting = page.getByRole('dialog', { name: 'Add a sensor reading' });
  await expect(correcting.getByRole('alert')).toContainText(
    'Changed meanwhile: This room already has a reading',
  );
  await expect(correcting.getByLabel('Value (%)')).toHaveValue('40');
  const later = await page.evaluate((local) => {
    const d = new Date(new Date(local).getTime() - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, at);
  await correcting.getByLabel('Time').fill(later);
  await correcting.getByRole('button', { name: 'Add reading' }).tap();
  await expect(toast(page, 'Reading added')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const { data: readings } = await service
    .from('prometheus_readings')
    .select('value')
    .eq('room_id', room!.id)
    .eq('metric', 'vwc')
    .order('at');
  expect(readings!.map((r) => Number(r.value))).toEqual([40, 38]);
});
