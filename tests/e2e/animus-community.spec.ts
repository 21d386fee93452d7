// Community tags and their moderation: the demo growers tag and vote on a shared cultivar until a
// tag is disputed (one grower in the browser, changing their mind; another through the API); the
// moderator finds it in the queue and rules on it; a chemistry tag without a COA is refused in the
// form. Consensus and the database's refusals are
// covered by tests/integration/animus-library-rules.test.ts.
import { expect, test, type Browser } from '@playwright/test';
import {
  anonClient,
  DEMO_PASSWORD,
  expectToast,
  PERSONAS,
  serviceClient,
  storageStateFor,
  type Persona,
} from './helpers.ts';

async function as(browser: Browser, persona: Persona) {
  const context = await browser.newContext({ storageState: storageStateFor(persona) });
  return { context, page: await context.newPage() };
}

test('growers tag and vote until a tag is disputed, and the moderator rules on it', async ({ browser }) => {
  test.setTimeout(120_000);
  const label = `sticky ${Date.now().toString(36)}`;
  // Tangie (Lena's, shared) in the demo library.
  const tangie = 'a1000000-0000-4000-8000-000000000001';

  const lena = await as(browser, 'advanced');
  await lena.page.goto(`/animus/library?cultivar=${tangie}`);
  const tags = lena.page.getByRole('region', { name: 'Community tags' });
  await expect(tags.getByText('citrus')).toBeVisible();
  await expect(tags.getByText('Community-confirmed').first()).toBeVisible();

  // A chemistry tag needs its COA.
  await tags.getByRole('button', { name: 'Propose a tag' }).click();
  const dialog = lena.page.getByRole('dialog', { name: 'Tag Tangie' });
  await dialog.getByLabel('Tag', { exact: true }).fill('high limonene');
  await dialog.getByLabel('Category').selectOption('chemistry');
  await dialog.getByRole('button', { name: 'Propose tag' }).click();
  await expect(
    dialog.getByText('Chemistry tags need the certificate of analysis that shows it.'),
  ).toBeVisible();
  await dialog.getByLabel('Category').selectOption('aroma');
  await dialog.getByLabel('Tag', { exact: true }).fill(label);
  await dialog.getByRole('button', { name: 'Propose tag' }).click();
  await expectToast(lena.page, 'Tag proposed', label);
  await expect(tags.getByRole('listitem').filter({ hasText: label })).toContainText('Proposed');
  await lena.context.close();

  // Marcus agrees, then changes his mind; Dana disagrees too: 1 of 3 agree, disputed.
  const marcus = await as(browser, 'pro');
  await marcus.page.goto(`/animus/library?cultivar=${tangie}`);
  const item = marcus.page
    .getByRole('region', { name: 'Community tags' })
    .getByRole('listitem')
    .filter({ hasText: label });
  await item.getByRole('button', { name: `Agree with ${label}`, exact: true }).click();
  await expect(item).toContainText('2 agree · 0 disagree');
  await item.getByRole('button', { name: `Disagree with ${label}` }).click();
  await expect(item.getByRole('button', { name: `Disagree with ${label}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(item).toContainText('1 agree · 1 disagree');
  await marcus.context.close();

  const dana = anonClient();
  await dana.auth.signInWithPassword({ email: PERSONAS.consultant.email, password: DEMO_PASSWORD });
  const { data: tag } = await dana
    .from('animus_cultivar_tags')
    .select('id')
    .eq('cultivar_id', tangie)
    .eq('label', label)
    .single();
  const { error: voteError } = await dana.from('animus_tag_votes').insert({ tag_id: tag!.id, agree: false });
  expect(voteError).toBeNull();

  const morgan = await as(browser, 'moderator');
  await morgan.page.goto('/animus/library?view=moderation');
  await expect(morgan.page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
  const queued = morgan.page.getByRole('article', { name: `${label} on Tangie` });
  await expect(queued).toContainText('1 agree · 2 disagree');
  await queued.getByLabel('Note for the growers').fill('Not a property anyone else can check.');
  await queued.getByRole('button', { name: 'Remove tag' }).click();
  await expectToast(morgan.page, 'Tag removed', label);
  await expect(queued).toBeHidden();
  await morgan.context.close();

  const { data } = await serviceClient()
    .from('animus_cultivar_tags')
    .select('moderation, moderated_by, moderation_note')
    .eq('cultivar_id', tangie)
    .eq('label', label)
    .single();
  expect(data).toEqual({
    moderation: 'removed',
    moderated_by: 'a0000000-0000-4000-8000-000000000008',
    moderation_note: 'Not a property anyone else can check.',
  });
});
