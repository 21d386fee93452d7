// The Animus strain library, two journeys of a fresh grower upgraded to Advanced. One adds a
// cultivar (the form keeps what was typed when the rules say no, and warns about a same-named
// cultivar of another breeder), records a lab result with its COA, sees the chemotype the values
// give, finds it with the filters, publishes it with some fields, and a signed-out visitor sees
// exactly those in the archive until it is withdrawn. The other records a cross in a project and
// sees the pedigree and the offspring's lineage. The database rules themselves are covered by
// tests/integration/animus-library-*.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { expectToast, serviceClient, signUpFresh } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function advancedGrower(page: Page, name: string) {
  const user = await signUpFresh(page, name);
  const { error } = await serviceClient().rpc('apply_subscription', {
    p_user_id: user.id,
    p_tier: 'Advanced',
  });
  expect(error).toBeNull();
  return user;
}

async function addCultivar(
  page: Page,
  fields: { name: string; breeder?: string; origin?: string; type?: string; sex?: string },
) {
  await page.getByRole('button', { name: 'Add cultivar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add cultivar' });
  await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
  if (fields.breeder) await dialog.getByLabel('Breeder or source').fill(fields.breeder);
  if (fields.origin) await dialog.getByLabel('Origin').fill(fields.origin);
  if (fields.type) await dialog.getByLabel('Type', { exact: true }).selectOption({ label: fields.type });
  if (fields.sex) await dialog.getByLabel('Sex').selectOption({ label: fields.sex });
  return dialog;
}

test('an Advanced grower adds a cultivar with a COA, sees its chemotype and publishes it to the archive', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id } = await advancedGrower(page, 'Librarian');
  // Unique, since the archive is public and a reused local stack keeps earlier runs' entries.
  const name = `Harlequin Haze ${Date.now().toString(36)}`;

  await page.goto('/animus/library');
  await expect(page.getByRole('heading', { name: 'Strain Library', level: 1 })).toBeVisible();

  // A blank name is refused in the form; what was typed stays.
  const dialog = await addCultivar(page, {
    name: '',
    breeder: 'Own seeds',
    origin: 'A secret valley',
    type: 'Clone',
    sex: 'Female',
  });
  await dialog.getByRole('button', { name: 'Add cultivar' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByLabel('Breeder or source')).toHaveValue('Own seeds');

  // The same name as another breeder's cultivar: a warning, not a refusal.
  await dialog.getByLabel('Name', { exact: true }).fill('Blue Dream');
  await expect(dialog.getByText('Same name, different breeder')).toBeVisible();
  await expect(dialog.getByText(/Blue Dream by Humboldt Seed Organization/)).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await expect(dialog.getByText('Same name, different breeder')).toBeHidden();
  await dialog.getByRole('button', { name: 'Add cultivar' }).click();
  await expectToast(page, 'Cultivar added', name);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/animus\/library\?cultivar=[0-9a-f-]{36}$/);
  await expect(page.getByText('No chemotype yet')).toBeVisible();

  // Lab result: a value out of range is refused and kept; the chemotype previews as values change.
  await page.getByRole('button', { name: 'Add lab result' }).click();
  const lab = page.getByRole('dialog', { name: 'Add lab result' });
  await lab.getByLabel('Lab', { exact: true }).fill('SC Labs');
  await lab.getByLabel('Tested on').fill('2026-05-02');
  await lab.getByLabel('THCA (%)').fill('120');
  await lab.getByRole('button', { name: 'Save lab result' }).click();
  await expect(lab.getByText('A percentage from 0 to 100')).toBeVisible();
  await lab.getByLabel('THCA (%)').fill('8');
  await expect(lab.getByText('The cannabinoids add up to more than 100 %')).toBeHidden();
  await lab.getByLabel('CBDA (%)').fill('10');
  await expect(lab.getByText('Total THC 7.02 %')).toBeVisible();
  await expect(lab.getByText('Total CBD 8.77 %')).toBeVisible();
  await expect(lab.getByText('Chemotype II · Balanced THC : CBD')).toBeVisible();
  await lab.getByRole('button', { name: 'Add terpene' }).click();
  await lab.getByLabel('Terpene 1', { exact: true }).fill('myrcene');
  await lab.getByLabel('Terpene 1 (%)').fill('0.7');
  await lab.getByLabel('Certificate of analysis (COA)').setInputFiles({
    name: 'coa.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await lab.getByRole('button', { name: 'Save lab result' }).click();
  await expectToast(page, 'Lab result saved', 'Chemotype II');
  await expect(lab).toBeHidden();

  const passport = page.getByRole('main');
  await expect(passport.getByText('Chemotype II', { exact: true }).first()).toBeVisible();
  await expect(passport.getByText('from lab results')).toBeVisible();
  const labs = page.getByRole('table', { name: 'Lab results' });
  await expect(labs.getByRole('row', { name: /SC Labs/ })).toContainText('7.02');
  await expect(labs.getByRole('link', { name: 'Open COA' })).toBeVisible();

  // The COA sits in the grower's folder for this cultivar.
  const cultivarId = new URL(page.url()).searchParams.get('cultivar')!;
  const { data: files } = await serviceClient().storage.from('animus-coas').list(`${id}/${cultivarId}`);
  expect(files).toHaveLength(1);

  // The library lists it with its chemotype, and the chemotype filter finds it.
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await page.getByLabel('Search the library').fill('harlequn haze');
  // The search is in the address once typing pauses (the list may show the name before that).
  await expect(page).toHaveURL(/q=harlequn/);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Chemotype I', exact: true }).click();
  await expect(page.getByText('No cultivars match')).toBeVisible();
  await page.getByRole('button', { name: 'Chemotype I', exact: true }).click();
  await page.getByRole('button', { name: 'Chemotype II', exact: true }).click();
  await page.getByRole('link', { name }).click();

  // Published with the breeder and the chemotype only: the origin (offered by default) and the lab
  // values stay private.
  const sharing = page.getByRole('region', { name: 'Sharing and publishing' });
  await sharing.getByLabel('Publish to the public archive').check();
  await expect(sharing.getByLabel('Breeder or source')).toBeChecked();
  await sharing.getByLabel('Origin').uncheck();
  await sharing.getByLabel('Chemotype').check();
  await sharing.getByRole('button', { name: 'Save sharing' }).click();
  await expectToast(page, 'Sharing saved', 'Published to the archive');

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const anon = await visitor.newPage();
  await anon.goto('/animus/archive');
  await expect(anon.getByRole('heading', { name: 'Animus Archive', level: 1 })).toBeVisible();
  await anon.getByLabel('Search the archive').fill(name);
  const card = anon.getByRole('article', { name });
  await expect(card).toContainText('Own seeds');
  await expect(card).toContainText('Chemotype II');
  await card.getByRole('link', { name }).click();
  await expect(anon.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(anon.getByText('Own seeds')).toBeVisible();
  await expect(anon.getByText('A secret valley')).toHaveCount(0);
  await expect(anon.getByText('SC Labs')).toHaveCount(0);
  await expect(anon.getByText('7.02')).toHaveCount(0);

  // Withdrawn, it is gone for the visitor.
  await sharing.getByLabel('Publish to the public archive').uncheck();
  await sharing.getByRole('button', { name: 'Save sharing' }).click();
  await expectToast(page, 'Sharing saved', 'Not in the archive');
  await anon.reload();
  await expect(anon.getByText('This cultivar is not in the archive')).toBeVisible();
  await visitor.close();
});

test('an Advanced grower records a cross and sees the pedigree and the offspring’s lineage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id } = await advancedGrower(page, 'Crosser');
  const service = serviceClient();
  const { error } = await service
    .from('animus_cultivars')
    .insert([
      { user_id: id, name: 'Mango Mother', accession_type: 'clone', sex: 'female', declared_chemotype: 'I' },
      { user_id: id, name: 'Papaya Pollen', accession_type: 'clone', sex: 'male', declared_chemotype: 'III' },
    ])
    .select('id, name');
  expect(error).toBeNull();
  const { data: project } = await service
    .from('breeding_projects')
    .insert({ user_id: id, name: 'Tropical Line' })
    .select('id')
    .single();

  await page.goto(`/animus/origins/${project!.id}`);
  await expect(page.getByRole('heading', { name: 'Crosses' })).toBeVisible();
  await expect(page.getByText('No crosses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Record cross' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a cross' });
  await dialog.getByLabel('Cross type').selectOption('F1');
  await expect(dialog.getByLabel('Code')).toHaveValue('TL-F1-01');
  await dialog.getByLabel('Mother (seed parent)').selectOption({ label: 'Mango Mother' });
  // The same plant as both parents is not an F1.
  await dialog.getByLabel('Father (pollen parent)').selectOption({ label: 'Mango Mother' });
  await dialog.getByRole('button', { name: 'Record cross' }).click();
  await expect(dialog.getByText('The father must differ from the mother (use S1 for a self)')).toBeVisible();
  await dialog.getByLabel('Father (pollen parent)').selectOption({ label: 'Papaya Pollen' });
  await dialog.getByLabel('Pollination date').fill('2026-06-01');
  await dialog.getByLabel('Made by').fill('Jonas');
  await dialog.getByLabel('Seeds harvested').fill('40');
  await expect(dialog.getByLabel('Library entry for the seeds')).toHaveValue(
    'Mango Mother × Papaya Pollen F1',
  );
  await dialog.getByRole('button', { name: 'Record cross' }).click();
  await expectToast(page, 'Cross recorded', 'TL-F1-01');
  await expect(dialog).toBeHidden();

  const crosses = page.getByRole('table', { name: 'Crosses' });
  await expect(crosses.getByRole('row', { name: /TL-F1-01/ })).toContainText('Mango Mother × Papaya Pollen');
  const pedigree = page.getByRole('figure', { name: 'Pedigree' });
  for (const name of ['Mango Mother', 'Papaya Pollen', 'Mango Mother × Papaya Pollen F1'])
    await expect(pedigree.getByRole('link', { name, exact: true })).toBeVisible();
  // Type I × type III: every plant should be type II.
  await expect(page.getByRole('region', { name: 'Chemotype segregation' })).toContainText('all II');

  // The seeds' library entry carries the parentage as the breeder's statement.
  await pedigree.getByRole('link', { name: 'Mango Mother × Papaya Pollen F1' }).click();
  await expect(
    page.getByRole('heading', { name: 'Mango Mother × Papaya Pollen F1', level: 1 }),
  ).toBeVisible();
  const lineage = page.getByRole('region', { name: 'Lineage' });
  await expect(lineage.getByText('Mango Mother × Papaya Pollen', { exact: true })).toBeVisible();
  await expect(lineage.getByText('Breeder statement', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Seed lots' }).getByRole('row', { name: /TL-F1-01/ }),
  ).toContainText('40');
});

test('the overview fits a 375 px phone with a long unbroken cultivar name', async ({ page }) => {
  const { id } = await advancedGrower(page, 'Longname');
  const name = `Supercalifragilisticexpialidocious${'Kush'.repeat(8)}`;
  const { error } = await serviceClient()
    .from('animus_cultivars')
    .insert({ user_id: id, name, accession_type: 'clone', sex: 'female', declared_chemotype: 'I' });
  expect(error).toBeNull();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/animus');
  await expect(page.getByRole('link', { name })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
