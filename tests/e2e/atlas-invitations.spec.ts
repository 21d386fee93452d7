// A facility invitation is named and answered only after the address is proved: a person signed in
// with a password sees an unnamed invitation and is asked for the 6-digit code mailed to them; a
// wrong code keeps the dialog and says so, the right one shows the facility and who invited, and
// the invitation is accepted, opening the facility (on a phone, here).
import { expect, test } from '@playwright/test';
import { mailsTo } from '../../supabase/local/dev/inbox/client.ts';
import { expectNoHorizontalOverflow, newPerson, newTeam, signIn } from './atlas-helpers.ts';
import { expectToast, STACK_URL } from './helpers.ts';

/** The 6-digit code of the newest mail to `to` (the stack's local inbox). */
async function codeMailedTo(to: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const messages = await mailsTo(STACK_URL, to);
    code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass();
  return code;
}

test('an invitation is named and accepted after confirming the address with a mailed code', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await newTeam('Inv');
  const invitee = await newPerson('Ivy', 'Invitee');
  await team.owner.client
    .from('facility_invitations')
    .insert({ facility_id: team.facilityId, email: invitee.email, role: 'staff' })
    .throwOnError();

  const { page } = await signIn(browser, invitee, { width: 375, height: 812 });
  await page.goto('/atlas/team');
  // A password session has not proved the address: the invitation names no facility yet.
  const invitations = page.getByLabel('Invitations for you');
  await expect(invitations).toContainText('A facility team invites you as staff.');
  await expect(invitations).not.toContainText(team.facilityName);
  await page.screenshot({ path: 'test-results/atlas-invitation-unnamed-375.png' });
  await invitations.getByRole('button', { name: 'Confirm address' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your address' });
  await expect(dialog).toContainText(`We emailed a 6-digit code there.`);
  await expect(dialog).toContainText(invitee.email);
  const code = await codeMailedTo(invitee.email);
  await page.screenshot({ path: 'test-results/atlas-invitation-confirm-375.png' });
  await expectNoHorizontalOverflow(page);

  // A wrong code is refused and the dialog stays with what was typed.
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Code from the email').fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm and show' }).click();
  await expect(
    dialog.getByText('This link or code is invalid or has expired. Ask for a new one.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Code from the email')).toHaveValue(wrong);

  await dialog.getByLabel('Code from the email').fill(code);
  await dialog.getByRole('button', { name: 'Confirm and show' }).click();
  await expect(dialog).toBeHidden();
  // Proved, the session sees whose invitation it is and answers it without another code.
  await expect(invitations).toContainText(`${team.facilityName}: ${team.owner.name} invites you as staff.`);
  await page.screenshot({ path: 'test-results/atlas-invitation-named-375.png' });
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Invitation accepted', `You joined ${team.facilityName}.`);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${team.facilityName} team`)).toBeVisible();
});
