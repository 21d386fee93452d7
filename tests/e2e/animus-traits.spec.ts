// Traits on a phone (375 px), one journey: capture one plant after another with big controls, a
// value outside the scale refused on the spot, capture that keeps working with the network off
// (values wait on the phone and sync when it is back); then a new trait whose scale changes gets a
// second version while the first stays listed. That old observations keep their version is proved
// in tests/integration (trait versioning).
import { expect, test } from '@playwright/test';
import { serviceClient, signUpFresh } from './helpers.ts';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('an Advanced grower captures traits plant by plant on a phone, offline too, and versions a scale', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const service = serviceClient();
  const { id } = await signUpFresh(page, 'Phenohunter');
  await service.rpc('apply_subscription', { p_user_id: id, p_tier: 'Advanced' });
  const { data: project } = await service
    .from('breeding_projects')
    .insert({ user_id: id, name: 'Night Hunt' })
    .select('id')
    .single();
  await service.from('phenos').insert(
    ['#1', '#2', '#3'].map((plant_id) => ({
      user_id: id,
      project_id: project!.id,
      plant_id,
      generation: 'F2',
    })),
  );
  const { data: traits } = await service
    .from('animus_traits')
    .select('id, system_key')
    .in('system_key', ['structure', 'height']);
  await service.from('animus_project_traits').insert(
    traits!.map((t, i) => ({
      user_id: id,
      project_id: project!.id,
      trait_id: t.id,
      position: t.system_key === 'structure' ? 0 : 1 + i,
    })),
  );

  await page.goto(`/animus/traits/${project!.id}`);
  await expect(page.getByRole('heading', { name: 'Traits: Night Hunt', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start capture' }).click();

  // Plant #1: a level by one tap, a height out of range refused, then a good one.
  await expect(page.getByRole('heading', { name: 'Plant #1' })).toBeVisible();
  await expect(page.getByText('1 of 3')).toBeVisible();
  const structure = page.getByRole('radiogroup', { name: 'Structure' });
  const good = structure.getByRole('radio', { name: /^7 Good/ });
  const box = await good.boundingBox();
  // Big controls: a comfortable thumb target.
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await good.tap();
  await expect(good).toBeChecked();
  const height = page.getByLabel('Height (cm)');
  await height.fill('612');
  await height.blur();
  await expect(page.getByText('At most 500')).toBeVisible();
  await height.fill('112.5');
  await height.blur();
  await expect(page.getByRole('status')).toContainText('Saved');
  await page.getByRole('button', { name: 'Next plant' }).tap();

  // Plant #2 with the network off: the values wait on the phone.
  await expect(page.getByRole('heading', { name: 'Plant #2' })).toBeVisible();
  await context.setOffline(true);
  await page
    .getByRole('radiogroup', { name: 'Structure' })
    .getByRole('radio', { name: /^5 Average/ })
    .tap();
  await page.getByLabel('Height (cm)').fill('98');
  await page.getByLabel('Height (cm)').blur();
  await expect(page.getByRole('status')).toContainText('2 waiting to sync');
  // A reload while offline keeps them.
  await page.getByRole('button', { name: 'Next plant' }).tap();
  await expect(page.getByRole('heading', { name: 'Plant #3' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('All changes synced');

  const { data: saved } = await service
    .from('animus_observations')
    .select('value_number, phenos(plant_id), animus_trait_versions(animus_traits(system_key))')
    .eq('project_id', project!.id);
  const values = saved!
    .map((o) => {
      const plant = (o.phenos as unknown as { plant_id: string }).plant_id;
      const key = (o.animus_trait_versions as unknown as { animus_traits: { system_key: string } })
        .animus_traits.system_key;
      return `${plant} ${key} ${Number(o.value_number)}`;
    })
    .sort();
  expect(values).toEqual(['#1 height 112.5', '#1 structure 7', '#2 height 98', '#2 structure 5']);

  // Back to the table of what was recorded.
  await page.getByRole('button', { name: 'Done' }).tap();
  const table = page.getByRole('table', { name: 'Observations' });
  await expect(table).toContainText('112.5 cm');

  // A trait of one's own: changing its scale adds a version.
  await page.goto('/animus/traits');
  await expect(page.getByRole('heading', { name: 'Traits', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New trait' }).tap();
  const dialog = page.getByRole('dialog', { name: 'New trait' });
  await dialog.getByLabel('Name').fill('Bag appeal');
  await dialog.getByLabel('Scale').selectOption('ordinal');
  await dialog.getByLabel('Levels (one per line)').fill('Poor\nFair\nGood\nGreat\nTop');
  await dialog.getByRole('button', { name: 'Create trait' }).tap();
  await expect(page.getByRole('heading', { name: 'Bag appeal' })).toBeVisible();
  await expect(page.getByText('Version 1 · 1–5: Poor … Top')).toBeVisible();

  await page.getByRole('button', { name: 'Change scale of Bag appeal' }).tap();
  const edit = page.getByRole('dialog', { name: 'New version of Bag appeal' });
  await edit.getByLabel('Levels (one per line)').fill('1\n2\n3\n4\n5\n6\n7\n8\n9');
  await edit.getByRole('button', { name: 'Save as version 2' }).tap();
  await expect(page.getByText('Version 2 · 1–9: 1 … 9')).toBeVisible();
  await page.getByRole('button', { name: 'Versions of Bag appeal' }).tap();
  await expect(page.getByText('Version 1 · 1–5: Poor … Top')).toBeVisible();
});
