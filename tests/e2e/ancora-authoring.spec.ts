// Course authoring end to end: an admin writes a course (cover, a lesson with a picture, a final
// quiz), is refused where a rule is broken, reorders by drag and publishes version 1; a facility
// owner requires the course and sees their staff member as missing; the staff member takes it on a
// phone and earns a certificate naming version 1; the owner sees the cell turn valid. On a phone,
// an admin reorders lessons by keyboard and an unsaved draft survives a reload. A manager makes an
// SOP require a certificate, and a staff member without one is stopped at the task, with a way to
// the course. The gradebook sets an accommodation. Every course, team and learner is made here.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  acknowledge,
  applyTemplate,
  expectNoHorizontalOverflow,
  localDay,
  newSop,
  newTeam,
  newTemplate,
  signIn,
} from './atlas-helpers.ts';
import { expectToast, serviceClient, signInAs, storageStateFor } from './helpers.ts';

// Real pictures (Storage's image transformations refuse bytes that do not decode): a wide cover
// and a lesson picture, each a plain colour.
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The browser decoded the image: a broken one is "visible" too, as its alt text. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

// Set ANCORA_SHOTS=/tmp/dir to keep screenshots of the screens for a visual check.
async function shot(page: Page, name: string) {
  const dir = process.env.ANCORA_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The same screen on a 375 px phone: nothing wider than the screen. */
async function onPhone(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalOverflow(page);
  await shot(page, `${name}-375`);
  await page.setViewportSize(size);
}

async function newCourse(page: Page, title: string) {
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.getByRole('link', { name: 'New course' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Read a greenhouse climate the way the plants feel it.');
  await page.getByLabel('Topic').selectOption({ label: 'Climate' });
  await page.getByLabel('Level').selectOption({ label: 'Beginner' });
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url().split('/').at(-2)!;
}

/** Adds a lesson to a module through its editor dialog and closes it. */
async function addLesson(page: Page, moduleLabel: RegExp, title: string, minutes: string, body = '') {
  await page.getByRole('region', { name: moduleLabel }).getByRole('button', { name: 'Add lesson' }).click();
  const dialog = page.getByRole('dialog', { name: /^Lesson \d+\.\d+$/ });
  await dialog.getByLabel('Lesson title').fill(title);
  await dialog.getByLabel('Estimated minutes').fill(minutes);
  if (body) await dialog.getByLabel('Lesson text (Markdown)').fill(body);
  return dialog;
}

function lessonTitles(page: Page) {
  return page.getByRole('region', { name: /^Module 1/ }).locator('li p.font-medium');
}

test('an admin publishes a course, a learner earns its certificate, the owner sees the record change', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Greenhouse climate ${stamp}`;
  const team = await newTeam('Acad');
  const { error } = await serviceClient().rpc('apply_subscription', {
    p_user_id: team.staff.id,
    p_tier: 'Basic',
  });
  expect(error).toBeNull();

  // The admin, at 1280 px.
  const { page: admin } = await signInAs(browser, 'admin');
  const courseId = await newCourse(admin, title);

  // Publishing an empty course is refused, in words, where the problem is.
  await admin.getByRole('button', { name: 'Publish version 1' }).click();
  await admin
    .getByRole('dialog', { name: 'Publish version 1?' })
    .getByRole('button', { name: 'Publish version 1' })
    .click();
  await expect(
    admin
      .getByRole('alert')
      .filter({ hasText: 'Add at least one module with a lesson before publishing' })
      .first(),
  ).toBeVisible();

  await admin
    .getByLabel('Cover image file')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture(1600, 900, '#2f6b4f') });
  await expectToast(admin, 'Cover uploaded', 'Shown resized');
  await expect(admin.getByRole('img', { name: 'Course cover' })).toHaveAttribute(
    'src',
    /render\/image\/public\/ancora-media\//,
  );
  await expectLoaded(admin.getByRole('img', { name: 'Course cover' }));

  await admin.getByRole('button', { name: 'Add module' }).click();
  await admin.getByLabel('Module 1 title').fill('Reading the room');
  const first = await addLesson(
    admin,
    /^Module 1/,
    'Leaf temperature and VPD',
    '0',
    '## Why VPD\n\nLeaves feel the air’s drying power, not its humidity.',
  );
  await first.locator('input[type=file]').setInputFiles({
    name: 'canopy-thermometer.png',
    mimeType: 'image/png',
    buffer: await picture(800, 500, '#c9a227'),
  });
  const preview = first.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Why VPD' })).toBeVisible();
  await expectLoaded(preview.getByRole('img', { name: 'canopy-thermometer' }));
  await shot(admin, 'lesson-editor-1280');
  await onPhone(admin, 'lesson-editor');
  await first.getByRole('button', { name: 'Done' }).click();
  await addLesson(admin, /^Module 1/, 'Final exam', '5').then((d) =>
    d.getByRole('button', { name: 'Done' }).click(),
  );

  // A lesson of 0 minutes: the form refuses with the database's words and opens the lesson.
  await admin.getByRole('button', { name: 'Save draft' }).click();
  const reopened = admin.getByRole('dialog', { name: 'Lesson 1.1' });
  await expect(reopened.getByText('Estimated minutes must be a whole number from 1 to 600')).toBeVisible();
  await reopened.getByLabel('Estimated minutes').fill('12');
  await reopened.getByRole('button', { name: 'Done' }).click();

  // Drag the final exam above the first lesson, and back: the order follows the pointer.
  const handle = (name: string) => admin.getByRole('button', { name: `Move lesson ${name}` });
  const drag = async (from: string, to: string) => {
    await handle(to).scrollIntoViewIfNeeded();
    await handle(from).scrollIntoViewIfNeeded();
    const a = (await handle(from).boundingBox())!;
    const b = (await handle(to).boundingBox())!;
    await admin.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 4 });
    await admin.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + (b.y < a.y ? -8 : 8), { steps: 12 });
    await admin.mouse.up();
    // dnd-kit swallows clicks until the event loop after a drop (so a drop is not also a click on
    // the handle); a person is never that fast, a test can be.
    await admin.waitForTimeout(100);
  };
  await drag('Final exam', 'Leaf temperature and VPD');
  await expect(lessonTitles(admin)).toHaveText([/1\.1 Final exam/, /1\.2 Leaf temperature and VPD/]);
  await drag('Final exam', 'Leaf temperature and VPD');
  await expect(lessonTitles(admin)).toHaveText([/1\.1 Leaf temperature and VPD/, /1\.2 Final exam/]);

  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(admin, 'Draft saved', '');

  // The final quiz, on the second lesson, with one question.
  await admin
    .getByRole('region', { name: /^Module 1/ })
    .getByRole('link', { name: 'Add quiz' })
    .nth(1)
    .click();
  await expect(admin).toHaveURL(/\/admin\/quizzes\/new\?lesson=[0-9a-f-]{36}$/);
  await expect(admin.getByLabel('Lesson', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await admin.getByLabel('Kind').selectOption({ label: 'Final quiz (issues the certificate)' });
  await admin.getByLabel('Title').fill('Final: greenhouse climate');
  await admin.getByRole('button', { name: 'Create quiz' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Final: greenhouse climate' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add question' }).click();
  const question = admin.getByRole('dialog', { name: 'New question' });
  await question.getByLabel('Question').fill('Which VPD suits late flower?');
  await question.getByLabel('Answer 1', { exact: true }).fill('1.2 to 1.5 kPa');
  await question.getByLabel('Answer 2', { exact: true }).fill('0.2 to 0.4 kPa');
  await question.getByRole('radio', { name: 'Answer 1 is correct' }).check();
  await question.getByRole('button', { name: 'Save question' }).click();
  await expect(question).toBeHidden();
  await admin.getByRole('link', { name: 'Back to the course' }).click();

  await expect(admin.getByText('Final quiz · 1 question')).toBeVisible();
  await admin.getByRole('button', { name: 'Publish version 1' }).click();
  const publish = admin.getByRole('dialog', { name: 'Publish version 1?' });
  await publish.getByLabel('What changed (optional)').fill('First edition');
  await publish.getByRole('button', { name: 'Publish version 1' }).click();
  await expectToast(admin, 'Version 1 published', 'Learners see it now');
  await expect(admin.getByText('Published · v1')).toBeVisible();
  await shot(admin, 'course-editor-1280');
  await onPhone(admin, 'course-editor');
  await admin.goto('/admin/courses');
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toContainText('Published · v1');
  await shot(admin, 'courses-1280');
  await onPhone(admin, 'courses');

  // The owner requires the course: their staff member is missing it.
  const { page: owner } = await signIn(browser, team.owner);
  const record = `/atlas/sops?facility=${team.facilityId}&tab=training`;
  await owner.goto(record);
  await owner.getByLabel('Require a course').selectOption({ label: title });
  await owner.getByRole('button', { name: 'Require', exact: true }).click();
  await expectToast(owner, 'Course required', title);
  const staffRow = owner.getByRole('row', { name: new RegExp(team.staff.name) });
  await expect(staffRow).toContainText('Missing');

  // The staff member, on a phone, learns and passes.
  const { page: learner } = await signIn(browser, team.staff, { width: 375, height: 812 });
  await learner.goto(`/ancora/courses/${courseId}`);
  await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The cover, resized by Storage (decorative: no alt text).
  await expectLoaded(learner.locator('img[src*="/render/image/public/ancora-media/"]'));
  await shot(learner, 'course-375');
  await learner.getByRole('link', { name: 'Start course' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Leaf temperature and VPD' })).toBeVisible();
  await expectLoaded(learner.getByRole('img', { name: 'canopy-thermometer' }));
  await expectNoHorizontalOverflow(learner);
  await shot(learner, 'lesson-375');
  await learner.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(learner.getByRole('button', { name: 'Completed' })).toBeVisible();
  await learner.goto(`/ancora/courses/${courseId}`);
  await learner.getByRole('link', { name: 'Take the final quiz' }).click();
  await learner.getByRole('button', { name: 'Start attempt' }).click();
  await learner.getByRole('radio', { name: '1.2 to 1.5 kPa', exact: true }).check();
  await learner.getByRole('button', { name: 'Submit answers' }).click();
  await learner
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(learner.getByRole('heading', { name: 'You passed' })).toBeVisible();
  await learner.getByRole('link', { name: 'View your certificate' }).click();
  await expect(learner.getByText('Course version 1')).toBeVisible();
  await expectNoHorizontalOverflow(learner);
  await shot(learner, 'certificate-375');

  // Back on the record, the cell is valid.
  await owner.reload();
  await expect(owner.getByRole('row', { name: new RegExp(team.staff.name) })).toContainText('Valid');
  await shot(owner, 'training-record-1280');
  await onPhone(owner, 'training-record');
  await owner.getByLabel('Status').selectOption({ label: 'Needs attention' });
  await expect(owner.getByRole('row', { name: new RegExp(team.staff.name) })).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ storageState: storageStateFor('admin'), viewport: { width: 375, height: 812 } });

  test('an admin reorders lessons by keyboard, and unsaved edits survive a reload', async ({ page }) => {
    test.setTimeout(120_000);
    // Leaving with unsaved edits asks first; the reload below means it.
    page.on('dialog', (dialog) => void dialog.accept());
    await newCourse(page, `Phone course ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByLabel('Module 1 title').fill('Propagation');
    for (const name of ['Cuttings', 'Rooting'])
      await addLesson(page, /^Module 1/, name, '8').then((d) =>
        d.getByRole('button', { name: 'Done' }).click(),
      );
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved', '');
    await expectNoHorizontalOverflow(page);

    // Space picks the lesson up, the arrow moves it, Space drops it.
    const rooting = page.getByRole('button', { name: 'Move lesson Rooting' });
    // dnd-kit says each step in its live region; wait for it, as a screen-reader user would hear it.
    const said = (text: string) =>
      expect(page.locator('[id^=DndLiveRegion]').filter({ hasText: text })).toHaveCount(1);
    await rooting.focus();
    await page.keyboard.press('Space');
    await said('Rooting is now at position 2 of 2.');
    await page.keyboard.press('ArrowUp');
    await said('Rooting is now at position 1 of 2.');
    await page.keyboard.press('Space');
    await said('Rooting dropped at position 1 of 2.');
    await expect(lessonTitles(page)).toHaveText([/1\.1 Rooting/, /1\.2 Cuttings/]);
    await page.getByLabel('Module 1 title').fill('Propagation from cuttings');

    // Not saved: a reload brings the edits back from this browser.
    await page.waitForTimeout(600);
    await page.reload();
    await expect(page.getByText(/Your unsaved changes from .* were restored/)).toBeVisible();
    await shot(page, 'course-editor-restored-375');
    await expect(lessonTitles(page)).toHaveText([/1\.1 Rooting/, /1\.2 Cuttings/]);
    await expect(page.getByLabel('Module 1 title')).toHaveValue('Propagation from cuttings');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved', '');
    await page.reload();
    await expect(page.getByText(/were restored/)).toHaveCount(0);
    await expect(lessonTitles(page)).toHaveText([/1\.1 Rooting/, /1\.2 Cuttings/]);
  });
});

test('an SOP that requires a certificate stops a task until its course is passed', async ({ browser }) => {
  test.setTimeout(150_000);
  const team = await newTeam('Gate');
  // Courses need the learner's own Basic plan (Atlas runs under the owner's).
  const { error } = await serviceClient().rpc('apply_subscription', {
    p_user_id: team.staff.id,
    p_tier: 'Basic',
  });
  expect(error).toBeNull();
  const sop = await newSop(team, 'Spray the flower room');
  await acknowledge(team.staff, sop.v1);
  const template = await newTemplate(team, 'E2E gate', sop.id);
  // Veg began 21 days ago: the flip, which follows the SOP, is due today.
  const cycle = await applyTemplate(team, template, team.rooms.flower, localDay(-21), 'E2E-GATE-1');
  await team.manager.client
    .from('atlas_tasks')
    .update({ assignee_id: team.staff.id })
    .eq('cycle_id', cycle)
    .throwOnError();

  // The manager makes the SOP require the IPM certificate.
  const { page: manager } = await signIn(browser, team.manager);
  await manager.goto(`/atlas/sops/${sop.id}?facility=${team.facilityId}`);
  await manager.getByRole('button', { name: 'Edit details' }).click();
  const details = manager.getByRole('dialog', { name: `Edit ${sop.code}` });
  await details
    .getByLabel('Requires an Ancora certificate (optional)')
    .selectOption({ label: 'IPM & pesticide safety' });
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details).toBeHidden();
  await expect(manager.getByText(`${sop.code}’s tasks need a valid certificate for`)).toBeVisible();

  // The staff member, on a phone, has not taken the course.
  const { page: staff } = await signIn(browser, team.staff, { width: 375, height: 812 });
  await staff.goto(`/atlas/sops/${sop.id}?facility=${team.facilityId}`);
  await expect(staff.getByText('You do not hold it yet')).toBeVisible();
  await staff.goto(`/atlas/today?facility=${team.facilityId}`);
  const flip = staff.getByRole('listitem').filter({ hasText: 'Flip to 12/12' });
  await flip.getByRole('button', { name: 'Complete' }).click();
  const complete = staff.getByRole('dialog', { name: 'Complete “Flip to 12/12”' });
  await complete.getByLabel('Note (optional)').fill('Sprayed at lights-off.');
  await complete.getByRole('button', { name: 'Mark done' }).click();
  await expect(complete.getByRole('alert')).toContainText(
    `Earn a valid certificate for "IPM & pesticide safety" before completing this task: ${sop.code} requires it.`,
  );
  await expect(complete.getByLabel('Note (optional)')).toHaveValue('Sprayed at lights-off.');
  await shot(staff, 'sop-gate-375');
  await complete.getByRole('link', { name: 'Go to the course' }).click();
  await expect(staff).toHaveURL('/ancora/courses/ac100000-0000-4000-8000-000000000002');
});

test.describe('the gradebook', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('lists a course’s learners and sets an accommodation, refusing a bad one in words', async ({
    page,
  }) => {
    await page.goto('/admin/courses/ac100000-0000-4000-8000-000000000002/gradebook');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gradebook: IPM & pesticide safety' }),
    ).toBeVisible();
    const mei = page.getByRole('row', { name: /Mei Chen/ });
    await expect(mei).toContainText('40 min');
    const hana = page.getByRole('row', { name: /Hana Kowalski/ });
    await expect(hana).toContainText(/\d+ %/);
    await shot(page, 'gradebook-1280');
    await onPhone(page, 'gradebook');
    await hana.getByRole('button', { name: /accommodations for Hana Kowalski/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Accommodations for Hana Kowalski' });
    await dialog.getByLabel('Attempts allowed').fill('0');
    await dialog.getByRole('button', { name: 'Save accommodations' }).click();
    await expect(
      dialog.getByText("Allow 1 to 100 attempts, or leave it empty for the quiz's own"),
    ).toBeVisible();
    await shot(page, 'accommodations-refused-1280');
    await dialog.getByLabel('Attempts allowed').fill('5');
    await dialog.getByLabel('Reason').fill('Missed the window while on leave.');
    await dialog.getByRole('button', { name: 'Save accommodations' }).click();
    await expectToast(page, 'Accommodations saved', 'Hana Kowalski');
    await expect(page.getByRole('row', { name: /Hana Kowalski/ })).toContainText('5 attempts');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^gradebook-.*\.csv$/);
    // Put it back as the seed had it, so a re-run starts the same.
    await serviceClient()
      .from('ancora_quiz_overrides')
      .delete()
      .eq('quiz_id', 'ac400000-0000-4000-8000-000000000232')
      .eq('user_id', 'a0000000-0000-4000-8000-000000000201');
  });
});
