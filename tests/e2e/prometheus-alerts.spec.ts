// Alerts around the clock: readings that break a rule arrive while nobody has a page open, the
// every-minute job runs (started now through the local stack's run-now, as the clock would), and
// on the next visit the manager finds it in the bell and the owner sees the rule firing on the
// Climate lens — which only reads the states, so opening it notifies nobody again.
import { expect, test } from '@playwright/test';
import { newTeam } from './atlas-helpers.ts';
import { E2E_PASSWORD, serviceClient, signInAs, STACK_URL } from './helpers.ts';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';

async function runAlertJob() {
  const res = await fetch(`${STACK_URL}/cron/run/prometheus-alerts`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { run: { status: string } }).run.status).toBe('succeeded');
}

test('a rule broken with no page open reaches the bell on the next visit', async ({ browser }) => {
  const team = await newTeam('Clock');
  // The climate gateway reports 40 minutes of CO₂ at 2,600 ppm in the flower room.
  const now = Math.floor(Date.now() / 300_000) * 300_000 - 300_000;
  const readings = Array.from({ length: 9 }, (_, i) => ({
    facility_id: team.facilityId,
    room_id: team.rooms.flower,
    metric: 'co2',
    at: new Date(now - i * 300_000).toISOString(),
    value: 2600,
  }));
  const written = await serviceClient().from('prometheus_readings').insert(readings);
  expect(written.error).toBeNull();
  await runAlertJob();

  const manager = await signInAs(browser, { email: team.manager.email, password: E2E_PASSWORD });
  const page = manager.page;
  // Joining the team left a notification of its own; the alert is the other unread one.
  await expect(page.getByTestId('unread-count')).toHaveText('2');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('button', { name: /^Flower Room: CO₂ above 2,000 ppm/ });
  await expect(item).toContainText('New');
  await expect(item).toContainText('CO₂ has been above 2000 ppm for at least 15 minutes (latest 2600 ppm).');
  await item.click();
  await expect(page).toHaveURL('/prometheus');

  const alerts = page.getByRole('list', { name: 'Alerts for Flower Room' });
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower Room' });
  const co2 = alerts.getByRole('listitem').filter({ hasText: 'CO₂ above 2,000 ppm' });
  await expect(co2).toContainText('Firing');
  await expect(co2).toContainText('latest 2,600 ppm (limit 2,000 ppm)');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await alerts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/prometheus-alerts-${width}.png` });
  }

  // Looking evaluated nothing and told nobody again; the next tick does not either.
  await runAlertJob();
  await page.reload();
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  const notes = await team.manager.client.from('notifications').select('title').eq('source', 'prometheus');
  expect(notes.data).toEqual([{ title: 'Flower Room: CO₂ above 2,000 ppm' }]);
  await manager.context.close();
});
