// Atlas SOPs, the main path across three people: the owner approves a new version of an SOP and
// puts it in force; the training record shows the staff member's training as expired; the staff member
// (on the free plan, working under the owner's Professional plan) cannot complete a task that
// requires the SOP, acknowledges the new version, then completes the task; staff see no owner or
// manager controls.
import { expect, test } from '@playwright/test';
import {
  acknowledge,
  applyTemplate,
  draftNextVersion,
  expectNoHorizontalOverflow,
  localDay,
  newSop,
  newTeam,
  newTemplate,
  signIn,
} from './atlas-helpers.ts';
import { expectToast, toast } from './helpers.ts';

test('approve a new SOP version, staff become not current, acknowledge, then complete the task', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const team = await newTeam('Sop');
  const sop = await newSop(team, 'Flip to flower');
  await acknowledge(team.staff, sop.v1);
  const template = await newTemplate(team, 'E2E run', sop.id);
  // Veg began 21 days ago: the flip (which requires the SOP) is due today.
  const cycle = await applyTemplate(team, template, team.rooms.flower, localDay(-21), 'E2E-SOP-1');
  await team.manager.client
    .from('atlas_tasks')
    .update({ assignee_id: team.staff.id })
    .eq('cycle_id', cycle)
    .throwOnError();
  await draftNextVersion(team, sop.id);

  // The owner approves v2 and puts it in force.
  const owner = await signIn(browser, team.owner);
  await owner.page.goto(`/atlas/sops/${sop.id}`);
  await expect(
    owner.page.getByRole('heading', { level: 1, name: `${sop.code} Flip to flower` }),
  ).toBeVisible();
  const pending = owner.page.getByRole('region', { name: 'Version 2 (draft)' });
  await expect(pending.getByText('Added a night RH check.')).toBeVisible();
  await pending.getByRole('button', { name: 'Approve version 2' }).click();
  await expectToast(owner.page, 'Version 2 approved', 'It can now be put in force.');
  await owner.page.getByRole('button', { name: 'Put version 2 in force' }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Put version 2 in force?' });
  await expect(confirm).toContainText('Version 1 will be archived');
  await confirm.getByRole('button', { name: 'Put in force' }).click();
  await expectToast(owner.page, `${sop.code} v2 is in force`, 'The team has been asked to acknowledge it.');
  await expect(owner.page.getByText('Version 2 in force')).toBeVisible();

  // An Arca reading that follows the SOP records the version in force (v2 now).
  const mark = `e2e follows ${Date.now().toString(36)}`;
  await owner.page.goto('/arca/runofflogger/logger');
  await owner.page.getByLabel('Room', { exact: true }).selectOption({ label: 'Flower Room' });
  await owner.page.getByLabel('Volume applied').fill('1.8');
  await owner.page.getByLabel('Volume drained').fill('0.3');
  // The form's time has minute precision: two minutes ahead (a finished entry may be up to an hour
  // ahead) is surely after v2 went in force, whenever in the minute this runs.
  const inTwoMinutes = await owner.page.evaluate(() => {
    const d = new Date(Date.now() + 120_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });
  await owner.page.getByLabel('Date and time').fill(inTwoMinutes);
  await owner.page
    .getByLabel('Follows SOP (optional)')
    .selectOption({ label: `${sop.code} Flip to flower (v2)` });
  await owner.page.getByLabel('Notes').fill(mark);
  await owner.page.getByRole('button', { name: 'Save entry' }).click();
  await expect(toast(owner.page, 'Runoff entry saved')).toBeVisible();
  await owner.page.goto('/arca/runofflogger/records');
  await owner.page.getByRole('row').filter({ hasText: mark }).click();
  const entry = owner.page.getByRole('dialog', { name: 'Runoff entry' });
  await expect(entry.getByRole('link', { name: `Follows ${sop.code} v2` })).toBeVisible();
  await owner.page.keyboard.press('Escape');

  // The training record: the staff member acknowledged v1 only, so their training has expired.
  await owner.page.goto(`/atlas/sops?facility=${team.facilityId}&tab=training`);
  const staffRow = owner.page.getByRole('row', { name: new RegExp(team.staff.name) });
  await expect(staffRow.getByRole('cell', { name: /Expired v1 acknowledged; v2 in force/ })).toBeVisible();

  // The staff member, on a phone, cannot complete the flip yet.
  const staff = await signIn(browser, team.staff, { width: 375, height: 800 });
  await staff.page.goto(`/atlas/today?facility=${team.facilityId}`);
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const flip = staff.page.getByRole('listitem').filter({ hasText: 'Flip to 12/12' });
  await expect(flip).toContainText('Due today');
  await expect(flip).toContainText(sop.code);
  await flip.getByRole('button', { name: 'Complete' }).click();
  const complete = staff.page.getByRole('dialog', { name: 'Complete “Flip to 12/12”' });
  await complete.getByLabel('Note (optional)').fill('Timer set, no leaks.');
  await complete.getByRole('button', { name: 'Mark done' }).click();
  await expect(complete.getByRole('alert')).toContainText(
    `Acknowledge ${sop.code} v2 before completing this task`,
  );
  // What they typed is kept.
  await expect(complete.getByLabel('Note (optional)')).toHaveValue('Timer set, no leaks.');
  await complete.getByRole('link', { name: `Read ${sop.code}` }).click();

  await expect(
    staff.page.getByRole('heading', { level: 1, name: `${sop.code} Flip to flower` }),
  ).toBeVisible();
  await expect(staff.page.getByText('You have not acknowledged version 2 yet.')).toBeVisible();
  // Staff read and acknowledge; writing, retiring and drafting SOPs is for managers and the owner.
  for (const control of ['Edit details', 'Retire', 'New version'])
    await expect(staff.page.getByRole('button', { name: control })).toHaveCount(0);
  await expectNoHorizontalOverflow(staff.page);
  await staff.page.getByRole('button', { name: 'I have read and understood version 2' }).click();
  await expectToast(staff.page, 'Acknowledged', `${sop.code} v2`);
  await expect(staff.page.getByText('You acknowledged version 2')).toBeVisible();

  await staff.page.goto(`/atlas/today?facility=${team.facilityId}`);
  await staff.page
    .getByRole('listitem')
    .filter({ hasText: 'Flip to 12/12' })
    .getByRole('button', { name: 'Complete' })
    .click();
  const again = staff.page.getByRole('dialog', { name: 'Complete “Flip to 12/12”' });
  await again.getByRole('button', { name: 'Mark done' }).click();
  await expectToast(staff.page, 'Task done', 'Flip to 12/12');
  // The task's row (its room tells it from the toast, which is a list item too).
  await expect(
    staff.page.getByRole('listitem').filter({ hasText: 'Flip to 12/12' }).filter({ hasText: 'Flower Room' }),
  ).toContainText('Done');
  await expectNoHorizontalOverflow(staff.page);
  // The toast sits over the Atlas sub-nav's middle links and pauses while hovered; close it as a
  // person would rather than click through it.
  await toast(staff.page, 'Task done').first().getByRole('button', { name: 'Close toast' }).click();
  await expect(toast(staff.page, 'Task done')).toHaveCount(0);

  // The team page shows staff the team, without the owner's invitations.
  await staff.page.getByRole('navigation', { name: 'Atlas' }).getByRole('link', { name: 'Team' }).click();
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(staff.page.getByText(team.owner.name, { exact: true })).toBeVisible();
  await expect(staff.page.getByRole('button', { name: /Invite/ })).toHaveCount(0);

  // Back on the record, the staff member's training is valid.
  await owner.page.reload();
  await expect(
    owner.page
      .getByRole('row', { name: new RegExp(team.staff.name) })
      .getByRole('cell', { name: /Valid v2/ }),
  ).toBeVisible();
  await owner.context.close();
  await staff.context.close();
});
