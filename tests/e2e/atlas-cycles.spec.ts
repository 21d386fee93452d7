// Production cycles: a manager applies a template to a room and a start date (previewing the dated
// plan), moves the flip three days later (the open tasks follow, planned vs actual shows it), and
// is refused a second cycle overlapping in the same room, keeping what was typed.
import { expect, test } from '@playwright/test';
import { localDay, newTeam, newTemplate, signIn } from './atlas-helpers.ts';
import { expectToast } from './helpers.ts';

test('apply a template, move a milestone, and be refused an overlapping cycle', async ({ browser }) => {
  test.setTimeout(120_000);
  const team = await newTeam('Cyc');
  await newTemplate(team, 'E2E 11-week run');
  const manager = await signIn(browser, team.manager);
  const page = manager.page;

  await page.goto(`/atlas/cycles?facility=${team.facilityId}`);
  await page.getByRole('button', { name: 'Apply template' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply a template' });
  await apply.getByLabel('Template').selectOption({ label: 'E2E 11-week run' });
  await apply.getByLabel('Room').selectOption({ label: 'Flower Room' });
  await apply.getByLabel('Start date').fill(localDay(0));
  await apply.getByLabel('Strain').fill('Gelato 41');
  await apply.getByLabel('Batch name').fill('E2E-G41');
  // The preview: the flip is 21 days after the start.
  await expect(apply.getByRole('listitem').filter({ hasText: 'Flip to 12/12' })).toContainText(
    new Date(`${localDay(21)}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
  );
  await apply.getByRole('button', { name: 'Create cycle' }).click();
  await expectToast(page, 'Cycle planned', 'E2E-G41');
  await expect(page.getByRole('heading', { level: 1, name: 'E2E-G41' })).toBeVisible();
  const cycleUrl = page.url();

  // Flip three days later.
  const phases = page.getByRole('table', { name: 'Phases, planned and actual' });
  await phases
    .getByRole('row', { name: /^Flower/ })
    .getByRole('button', { name: 'Move flip to flower' })
    .click();
  const move = page.getByRole('dialog', { name: 'Move flip to flower' });
  await move.getByLabel('New date').fill(localDay(24));
  await expect(move).toContainText('3 open tasks move 3 days later');
  await move.getByLabel('Reason').fill('Canopy not filled in');
  await move.getByRole('button', { name: 'Move milestone' }).click();
  await expectToast(page, 'Milestone moved', '3 tasks moved');
  await expect(phases.getByRole('row', { name: /^Veg/ })).toContainText('+3 days');
  await expect(phases.getByRole('row', { name: /^Flower/ })).toContainText('3 days late');
  await expect(page.getByText('Canopy not filled in')).toBeVisible();

  // A second cycle overlapping in the same room is refused; the form keeps its values.
  await page.goto(`/atlas/cycles?facility=${team.facilityId}`);
  await page.getByRole('button', { name: 'Apply template' }).click();
  const again = page.getByRole('dialog', { name: 'Apply a template' });
  await again.getByLabel('Template').selectOption({ label: 'E2E 11-week run' });
  await again.getByLabel('Room').selectOption({ label: 'Flower Room' });
  await again.getByLabel('Start date').fill(localDay(30));
  await again.getByLabel('Strain').fill('Runtz');
  await again.getByLabel('Batch name').fill('E2E-RUNTZ');
  await again.getByRole('button', { name: 'Create cycle' }).click();
  // The refusal names the cycle holding the room and its dates.
  await expect(again.getByRole('alert')).toContainText(
    /Flower Room is held by E2E-G41 \(\w+\) from \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}\. Choose another room or start date\./,
  );
  await expect(again.getByLabel('Batch name')).toHaveValue('E2E-RUNTZ');
  // Another room works.
  await again.getByLabel('Room').selectOption({ label: 'Veg Room' });
  await again.getByRole('button', { name: 'Create cycle' }).click();
  await expectToast(page, 'Cycle planned', 'E2E-RUNTZ');

  await page.goto(cycleUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E-G41' })).toBeVisible();
  await manager.context.close();
});
