// Animus Selections (spec-2 §2, §4, §5, §7, §8): a fresh grower upgraded to Advanced builds a project,
// two plants and three selections through the dialogs, searches, filters by two tags, compares and
// exports the CSV, deletes one. A Basic user is turned away by the UI (the database refusal is
// covered by tests/integration/animus-rls.test.ts).
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToast, serviceClient, signUpFresh, storageStateFor } from './helpers.ts';

interface NewSelection {
  plantId: string;
  generation: string;
  rationale: string;
  notes?: string;
  /** Slider presses: End sets 10, ArrowLeft steps down from there. */
  overallDown?: number;
  tags: string[];
  /** Uploads a small PNG into the selection-images bucket. */
  image?: boolean;
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function createSelection(page: Page, s: NewSelection) {
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Selection' });
  await expect(dialog.getByText('Select this plant for its outstanding characteristics.')).toBeVisible();
  await dialog.getByLabel('Plant ID *').fill(s.plantId);
  await dialog.getByLabel('Generation *').fill(s.generation);
  await dialog.getByLabel('Selection rationale').fill(s.rationale);
  if (s.notes) await dialog.getByLabel('Notes').fill(s.notes);

  await dialog.getByRole('tab', { name: 'Growth Metrics' }).click();
  const overall = dialog.getByRole('slider', { name: 'Overall' });
  await overall.focus();
  await overall.press('End');
  for (let i = 0; i < (s.overallDown ?? 0); i++) await overall.press('ArrowLeft');

  await dialog.getByRole('tab', { name: 'Tags & Images' }).click();
  for (const tag of s.tags) {
    await dialog.getByLabel('Tags', { exact: true }).fill(`  ${tag} `);
    await dialog.getByLabel('Tags', { exact: true }).press('Enter');
  }
  // The same name again in another case is not added twice.
  if (s.tags[0]) {
    await dialog.getByLabel('Tags', { exact: true }).fill(s.tags[0].toUpperCase());
    await dialog.getByRole('button', { name: 'Add tag' }).click();
  }
  await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveCount(
    s.tags.length,
  );
  if (s.image) {
    await dialog
      .getByLabel('Upload image')
      .setInputFiles({ name: 'bud.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: /^Attached 1 of/ })).toBeVisible();
  }

  await dialog.getByRole('button', { name: 'Create Selection' }).click();
  await expectToast(page, 'Selection Created', `Successfully created new selection for ${s.plantId}`);
  await expect(dialog).toBeHidden();
}

/** Every radar axis label lies wholly inside its chart's svg (no "verall Quality"). */
async function expectRadarLabelsInside(scope: Locator) {
  const svg = scope.locator('svg.recharts-surface:has(.recharts-polar-angle-axis-tick)').first();
  await expect(svg.locator('.recharts-polar-angle-axis-tick text')).toHaveCount(8);
  const outside = await svg.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('.recharts-polar-angle-axis-tick text')]
      .filter((t) => {
        const r = t.getBoundingClientRect();
        return (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 ||
          r.bottom > box.bottom + 0.5
        );
      })
      .map((t) => t.textContent);
  });
  expect(outside).toEqual([]);
}

async function cardAction(page: Page, plantId: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${plantId}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('an Advanced grower', () => {
  test('creates a project, plants and selections, then searches, filters, compares, exports and deletes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { id } = await signUpFresh(page, 'Breeder');
    const { error } = await serviceClient().rpc('apply_subscription', { p_user_id: id, p_tier: 'Advanced' });
    expect(error).toBeNull();

    await page.goto('/animus/origins');
    await expect(page.getByRole('heading', { name: 'Origins', level: 1 })).toBeVisible();
    await expect(page.getByText('No breeding projects yet')).toBeVisible();

    // Project
    await page.getByRole('button', { name: 'New project' }).click();
    const projectDialog = page.getByRole('dialog', { name: 'New breeding project' });
    await projectDialog.getByLabel('Project name').fill('Citrus Haze');
    await projectDialog.getByLabel('Mother strain').fill('Tangie');
    await projectDialog.getByLabel('Father strain').fill('Super Silver Haze');
    await projectDialog.getByLabel('Target traits').fill('Citrus terpenes, Dense buds');
    await projectDialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { name: 'Citrus Haze', level: 1 })).toBeVisible();
    await expect(page.getByText('Tangie × Super Silver Haze')).toBeVisible();
    await expect(page).toHaveURL(/\/animus\/origins\/[0-9a-f-]{36}$/);

    // Two plants; the pheno number is offered
    for (const [plant, structure] of [
      ['#1', '8'],
      ['#2', '6'],
    ] as const) {
      await page.getByRole('button', { name: 'Add plant' }).click();
      const plantDialog = page.getByRole('dialog', { name: 'Add plant' });
      await expect(plantDialog.getByLabel('Plant ID')).toHaveValue(plant);
      await plantDialog.getByLabel('Structure').fill(structure);
      await plantDialog.getByLabel('Aroma quality').fill('9');
      await plantDialog.getByRole('button', { name: 'Add plant' }).click();
      await expectToast(page, 'Plant added', `Plant ${plant}`);
      await expect(plantDialog).toBeHidden();
    }
    await expect(page.getByRole('heading', { name: 'Plants (2)' })).toBeVisible();

    // Project notes
    await page.getByLabel('New note').fill('Popped 12 seeds, kept two.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Popped 12 seeds, kept two.')).toBeVisible();

    // Selections
    await page.getByRole('link', { name: 'View selections' }).click();
    await expect(page.getByRole('heading', { name: 'Selections', level: 1 })).toBeVisible();
    await expect(page.getByText('No selections yet')).toBeVisible();
    await expect(
      page.getByText('Get started by creating your first selection from a phenotype'),
    ).toBeVisible();

    await createSelection(page, {
      plantId: '#1',
      generation: 'F2',
      rationale: 'Loud tangerine nose with a "wow" factor',
      tags: ['citrus', 'dense'],
      image: true,
    });
    await createSelection(page, {
      plantId: '#2',
      generation: 'F2',
      rationale: 'Purple hues late in flower',
      overallDown: 6,
      tags: ['citrus', 'dense', 'purple'],
    });
    await createSelection(page, {
      plantId: 'PX-3',
      generation: 'BX1',
      rationale: '=HYPERLINK("http://evil")',
      notes: 'Keep for the back-cross',
      overallDown: 10,
      tags: ['sweet'],
    });
    await expect(page.getByRole('heading', { name: 'Selections (3)' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    // Badges from the rules: overall 10 -> Breeding Potential; the plant's aroma quality 9 -> Aroma Star.
    const first = page.getByRole('article', { name: 'Selection #1' });
    await expect(first.getByText('Breeding Potential')).toBeVisible();
    await expect(first.getByText('Aroma Star')).toBeVisible();
    // The first image replaces the generated chart thumbnail; the others keep the chart.
    await expect(first.getByRole('img', { name: 'Plant #1' })).toBeVisible();
    // …as a server-side thumbnail (a signed /render/image URL) rather than the original, and it loads.
    const thumb = first.getByRole('img', { name: 'Plant #1' });
    await expect(thumb).toHaveAttribute('src', /\/storage\/v1\/render\/image\/sign\/selection-images\//);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page
        .getByRole('article', { name: 'Selection #2' })
        .getByRole('img', { name: /Growth metrics chart for #2/ }),
    ).toBeVisible();

    // Search
    await page.getByPlaceholder('Search selections...').fill('TANGERINE');
    await expect(page.getByText('Showing 1 of 3 selections')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByPlaceholder('Search selections...').fill('nothing like this');
    await expect(page.getByText('No matching selections')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);

    // Two tags: all must be present
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Filter by tags').selectOption('citrus');
    await expect(page.getByText('Showing 2 of 3 selections')).toBeVisible();
    await page.getByLabel('Filter by tags').selectOption('purple');
    await expect(page.getByText('Showing 1 of 3 selections')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Selection #2' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(3);

    // Top Performers: overall >= 8 (#1 at 10, #2 at 7, PX-3 at 5, but both plants' aroma quality is 9)
    await page.getByRole('tab', { name: 'Top Performers' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByRole('tab', { name: 'All Selections' }).click();

    // Show More reveals the sensory profile, the trait chart and the notes
    const px = page.getByRole('article', { name: 'Selection PX-3' });
    await px.getByRole('button', { name: 'Show More' }).click();
    await expect(px.getByText('Trait Visualization')).toBeVisible();
    await expect(px.getByText('Keep for the back-cross')).toBeVisible();
    await expect(px.getByLabel('Compare with:')).toBeVisible();
    await expectRadarLabelsInside(px);
    await px.getByRole('button', { name: 'Show Less' }).click();

    // Compare all three, export
    for (const plant of ['#1', '#2', 'PX-3']) await cardAction(page, plant, 'Compare');
    await page.getByRole('button', { name: 'Compare selected (3)' }).click();
    const compare = page.getByRole('dialog', { name: 'Comparing 3 Selections' });
    await expect(compare).toBeVisible();
    await expect(compare.getByRole('table').first()).toBeVisible();
    await expectRadarLabelsInside(compare);

    // On a phone: the four tabs stay in sight, nothing scrolls sideways, the breakdown reflows into
    // one card per selection with its own sort control, and the radar keeps its labels.
    await page.setViewportSize({ width: 375, height: 812 });
    const dialogBox = await compare.boundingBox();
    for (const name of ['Growth Metrics', 'Sensory Profile', 'Tags & Badges', 'Details']) {
      const tab = await compare.getByRole('tab', { name }).boundingBox();
      expect(
        tab && dialogBox && tab.x >= dialogBox.x && tab.x + tab.width <= dialogBox.x + dialogBox.width,
      ).toBe(true);
    }
    // Every box in the dialog that could scroll sideways (overflow not visible, not a 1 px
    // screen-reader-only text) fits its content.
    const noSidewaysScroll = () =>
      compare.evaluate((el) =>
        [el, ...el.querySelectorAll('*')]
          .filter(
            (c) =>
              c.clientWidth > 1 &&
              getComputedStyle(c).overflowX !== 'visible' &&
              c.scrollWidth > c.clientWidth + 1,
          )
          .map((c) => `${c.tagName}.${c.className}`),
      );
    await expect.poll(noSidewaysScroll).toEqual([]);
    await expect(compare.getByRole('table', { name: 'Breakdown' })).toBeHidden();
    const cards = compare.getByRole('region', { name: 'Breakdown' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await compare.getByLabel('Sort by').selectOption('Overall');
    await expect(cards.first()).toContainText('#1');
    await compare.getByRole('button', { name: 'Descending ▼' }).click();
    await expect(cards.first()).toContainText('PX-3');
    await expectRadarLabelsInside(compare);
    for (const name of ['Sensory Profile', 'Tags & Badges', 'Details']) {
      await compare.getByRole('tab', { name }).click();
      await expect.poll(noSidewaysScroll).toEqual([]);
    }
    await compare.getByRole('tab', { name: 'Growth Metrics' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    const downloadPromise = page.waitForEvent('download');
    await compare.getByRole('button', { name: 'Export' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^selection-comparison-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Plant ID","Generation","Selection Date","Structure","Vigor","Yield","Frost","Overall","Aroma Intensity",' +
        '"Aroma Quality","Flavor Intensity","Flavor Quality","Smoke Harshness","Ash Color","Tags","Rationale","Notes"',
    );
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"Loud tangerine nose with a ""wow"" factor"');
    // A formula-like cell is neutralised.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"citrus, dense, purple"');
    expect(csv).toContain('"Keep for the back-cross"');

    await compare.getByRole('tab', { name: 'Tags & Badges' }).click();
    await expect(compare.getByText('No common tags found among these selections.')).toBeVisible();
    await expect(compare.getByText('Found in: 2 of 3 selections').first()).toBeVisible();
    await compare.getByRole('tab', { name: 'Details' }).click();
    await compare.getByRole('button', { name: 'Remove PX-3 from comparison' }).click();
    await expect(page.getByRole('dialog', { name: 'Comparing 2 Selections' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Comparing 2 Selections' })
      .getByRole('button', { name: 'Close' })
      .click();

    // View details opens a real view
    await cardAction(page, '#2', 'View Details');
    const details = page.getByRole('dialog', { name: 'Selection #2' });
    await expect(details.getByText('Purple hues late in flower')).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    // Edit one
    await cardAction(page, '#2', 'Edit Selection');
    const edit = page.getByRole('dialog', { name: 'Edit Selection: #2' });
    await expect(edit.getByText('Update the details for this selection.')).toBeVisible();
    await expect(edit.getByLabel('Generation *')).toHaveValue('F2');
    await edit.getByLabel('Selection rationale').fill('Purple hues and a gassy finish');
    await edit.getByRole('button', { name: 'Update Selection' }).click();
    await expectToast(page, 'Selection Updated', 'Successfully updated selection for #2');
    await expect(page.getByRole('article', { name: 'Selection #2' })).toContainText('gassy finish');

    // Delete one
    await cardAction(page, 'PX-3', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Selection' });
    await expect(
      confirm.getByText(
        'Are you sure you want to delete the selection for PX-3? This action cannot be undone.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Selection' }).click();
    await expectToast(page, 'Selection Deleted', 'Successfully deleted selection for PX-3');
    await expect(page.getByRole('heading', { name: 'Selections (2)' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    // Reload: sensory data and badges were stored, not only combined on the client.
    await page.reload();
    await expect(page.getByRole('article', { name: 'Selection #1' }).getByText('Aroma Star')).toBeVisible();
  });
});

test.describe('a Basic member', () => {
  test.use({ storageState: storageStateFor('basic') });

  test('is refused Origins and Selections by the UI', async ({ page }) => {
    await page.goto('/animus/origins/b1000000-0000-4000-8000-000000000001/selections');
    await expect(page).toHaveURL('/solutions');
    await expectToast(page, 'Upgrade Required', 'This feature requires a Advanced plan to access.');
    await page.goto('/animus/origins');
    await expect(page).toHaveURL('/solutions');
  });
});
