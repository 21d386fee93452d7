// A profile flagged is_deleted ends the session (spec-1 §4, §8).
import { expect, test } from '@playwright/test';
import { expectToast, serviceClient, signUpFresh } from './helpers.ts';

test('a deleted account is signed out with a notice', async ({ page }) => {
  const { id } = await signUpFresh(page, 'Gone');
  const { error } = await serviceClient().from('profiles').update({ is_deleted: true }).eq('id', id);
  expect(error).toBeNull();

  await page.reload();
  await expectToast(page, 'Account Deleted', 'This account has been deleted and cannot be accessed.');
  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
});
