// Animus project upkeep: a fresh grower upgraded to Advanced edits a breeding project (from its page
// and from the Origins card menu), edits a note inline by keyboard, deletes a plant (its selection
// stays, unlinked), takes an image off a selection (the bucket object goes too) and deletes the
// project (everything under it goes, back on Origins).
import { expect, test, type Page } from '@playwright/test';
import { expectToast, serviceClient, signUpFresh, toast } from './helpers.ts';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function addPlant(page: Page, plant: string) {
  await page.getByRole('button', { name: 'Add plant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add plant' });
  await expect(dialog.getByLabel('Plant ID')).toHaveValue(plant);
  await dialog.getByLabel('Aroma quality').fill('8');
  await dialog.getByRole('button', { name: 'Add plant' }).click();
  await expectToast(page, 'Plant added', `Plant ${plant}`);
  await expect(dialog).toBeHidden();
}

async function storedImages(userId: string, projectId: string) {
  const { data, error } = await serviceClient()
    .storage.from('selection-images')
    .list(`${userId}/${projectId}`);
  expect(error).toBeNull();
  return (data ?? []).map((o) => o.name);
}

test('an Advanced grower edits and deletes projects, plants, notes and selection images', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = serviceClient();
  const { id: userId } = await signUpFresh(page, 'Keeper');
  const { error } = await admin.rpc('apply_subscription', { p_user_id: userId, p_tier: 'Advanced' });
  expect(error).toBeNull();

  // A project with two plants and a note
  await page.goto('/animus/origins');
  await page.getByRole('button', { name: 'New project' }).click();
  const create = page.getByRole('dialog', { name: 'New breeding project' });
  await create.getByLabel('Project name').fill('Citrus Haze');
  await create.getByLabel('Mother strain').fill('Tangie');
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Citrus Haze', level: 1 })).toBeVisible();
  const projectId = /\/animus\/origins\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  expect(projectId).not.toBe('');
  await addPlant(page, '#1');
  await addPlant(page, '#2');
  await page.getByLabel('New note').fill('Popped 12 seeds.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Popped 12 seeds.')).toBeVisible();

  // Edit the project from its page
  await page.getByRole('button', { name: 'Edit project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit breeding project' });
  await expect(edit.getByLabel('Project name')).toHaveValue('Citrus Haze');
  await expect(edit.getByLabel('Mother strain')).toHaveValue('Tangie');
  await edit.getByLabel('Project name').fill('Citrus Haze v2');
  await edit.getByLabel('Father strain').fill('Super Silver Haze');
  await edit.getByLabel('Target traits').fill('Citrus terpenes, Dense buds');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Project updated', 'Citrus Haze v2 has been saved.');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Citrus Haze v2', level: 1 })).toBeVisible();
  await expect(page.getByText('Tangie × Super Silver Haze')).toBeVisible();
  await expect(page.getByText('Dense buds')).toBeVisible();

  // Edit the note inline, by keyboard: Escape cancels, Ctrl+Enter saves
  await page.getByRole('button', { name: 'Edit note' }).click();
  const noteBox = page.getByRole('textbox', { name: 'Edit note' });
  await expect(noteBox).toBeFocused();
  await noteBox.fill('Discarded change');
  await noteBox.press('Escape');
  await expect(noteBox).toBeHidden();
  await expect(page.getByText('Popped 12 seeds.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(noteBox).toHaveValue('Popped 12 seeds.');
  await noteBox.fill('Popped 12 seeds, kept two.');
  await noteBox.press('Control+Enter');
  await expect(toast(page, 'Note updated').first()).toBeVisible();
  await expect(page.getByText('Popped 12 seeds, kept two.')).toBeVisible();
  await expect(page.getByText(/· edited/)).toBeVisible();

  // A selection from #1 with an image, arranged directly
  const { data: plants } = await admin.from('phenos').select('id, plant_id').eq('project_id', projectId);
  const plant1 = plants?.find((p) => p.plant_id === '#1');
  expect(plant1).toBeDefined();
  const imagePath = `${userId}/${projectId}/e2e-bud.png`;
  const upload = await admin.storage
    .from('selection-images')
    .upload(imagePath, PNG, { contentType: 'image/png' });
  expect(upload.error).toBeNull();
  const { data: selection } = await admin
    .from('selections')
    .insert({
      user_id: userId,
      project_id: projectId,
      pheno_id: plant1!.id,
      plant_id: '#1',
      selection_rationale: 'Loud tangerine nose',
      images: [imagePath],
    })
    .select('id')
    .single()
    .throwOnError();

  // Delete plant #1: the dialog says what happens; the sensory record goes, the selection stays
  await page.getByRole('button', { name: 'Delete plant #1' }).click();
  const delPlant = page.getByRole('dialog', { name: 'Delete plant #1' });
  await expect(
    delPlant.getByText(
      'Delete plant #1? Its ratings, notes and sensory record are deleted with it. Selections made from ' +
        'this plant are kept: they still show plant ID #1 but are no longer linked to this plant. ' +
        'This cannot be undone.',
    ),
  ).toBeVisible();
  await delPlant.getByRole('button', { name: 'Delete plant' }).click();
  await expectToast(page, 'Plant deleted', 'Plant #1 has been deleted.');
  await expect(page.getByRole('heading', { name: 'Plants (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit plant #1' })).toHaveCount(0);
  const { data: kept } = await admin.from('selections').select('pheno_id, plant_id').eq('id', selection.id);
  expect(kept).toEqual([{ pheno_id: null, plant_id: '#1' }]);
  const { count: sensory } = await admin
    .from('phenos_sensory')
    .select('id', { count: 'exact', head: true })
    .eq('plant_id', plant1!.id);
  expect(sensory).toBe(0);

  // Take the image off the selection: once saved, the bucket object is gone too
  expect(await storedImages(userId, projectId)).toContain('e2e-bud.png');
  await page.getByRole('link', { name: 'View selections' }).click();
  await page.getByRole('button', { name: 'Actions for #1' }).click();
  await page.getByRole('menuitem', { name: 'Edit Selection' }).click();
  const editSel = page.getByRole('dialog', { name: 'Edit Selection: #1' });
  await editSel.getByRole('tab', { name: 'Tags & Images' }).click();
  await editSel.getByRole('button', { name: 'Remove image 1' }).click();
  await editSel.getByRole('button', { name: 'Update Selection' }).click();
  await expectToast(page, 'Selection Updated', 'Successfully updated selection for #1');
  await expect.poll(() => storedImages(userId, projectId)).not.toContain('e2e-bud.png');

  // Edit from the Origins card menu
  await page.goto('/animus/origins');
  await page.getByRole('button', { name: 'Actions for Citrus Haze v2' }).click();
  await page.getByRole('menuitem', { name: 'Edit project' }).click();
  const cardEdit = page.getByRole('dialog', { name: 'Edit breeding project' });
  await expect(cardEdit.getByLabel('Target traits')).toHaveValue('Citrus terpenes, Dense buds');
  await cardEdit.getByLabel('Description').fill('Back-crossing for the nose.');
  await cardEdit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Project updated', 'Citrus Haze v2 has been saved.');
  await expect(page.getByText('Back-crossing for the nose.')).toBeVisible();
  await expect(page.getByText('1 plant · 1 selection')).toBeVisible();

  // The card menu also offers Delete, which asks first; cancel it here
  await page.getByRole('button', { name: 'Actions for Citrus Haze v2' }).click();
  await page.getByRole('menuitem', { name: 'Delete project' }).click();
  await page.getByRole('dialog', { name: 'Delete project' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete project' })).toBeHidden();

  // Delete the project from its page: everything under it goes, and we land on Origins
  await page.getByRole('link', { name: /Citrus Haze v2/ }).click();
  await page.getByRole('button', { name: 'Delete project' }).click();
  const delProject = page.getByRole('dialog', { name: 'Delete project' });
  await expect(
    delProject.getByText(
      'Delete “Citrus Haze v2”? Its plants and their sensory records, its selections and its notes are ' +
        'deleted with it, and their images are removed. This cannot be undone.',
    ),
  ).toBeVisible();
  await delProject.getByRole('button', { name: 'Delete project' }).click();
  await expectToast(page, 'Project deleted', 'Citrus Haze v2 has been deleted.');
  await expect(page).toHaveURL('/animus/origins');
  await expect(page.getByText('No breeding projects yet')).toBeVisible();
  await expect(page.getByRole('link', { name: /Citrus Haze v2/ })).toHaveCount(0);
  for (const table of ['phenos', 'selections', 'project_notes'] as const) {
    const { count } = await admin
      .from(table)
      .select('id', { count: 'exact', head: true })
      .eq('project_id', projectId);
    expect(count, table).toBe(0);
  }
});
