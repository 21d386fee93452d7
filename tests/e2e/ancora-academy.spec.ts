// Ancora (issue 17): a grower takes a course to certification on a 375 px phone and anyone verifies
// the certificate signed out; a failed skill assessment waits out its cool-down (shortened for this
// learner by a per-learner override, i.e. by data, not by faking the browser's clock); an admin
// authors a quiz. Every changed row belongs to users or courses made here.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient, signUpFresh, storageStateFor } from './helpers.ts';

const IPM = 'ac100000-0000-4000-8000-000000000002';
const ASSESSMENT = 'ac400000-0000-4000-8000-000000000999';

async function basicGrower(page: Page, firstName: string) {
  const grower = await signUpFresh(page, firstName);
  const { error } = await serviceClient().rpc('apply_subscription', {
    p_user_id: grower.id,
    p_tier: 'Basic',
  });
  if (error) throw error;
  return grower;
}

/** The key of the learner's open attempt, read with the service role (the browser never sees it). */
async function openAttemptKey(userId: string) {
  const svc = serviceClient();
  const { data: attempt } = await svc
    .from('ancora_attempts')
    .select('id')
    .eq('user_id', userId)
    .eq('state', 'in_progress')
    .single();
  const { data: slots } = await svc
    .from('ancora_attempt_slots')
    .select(
      'slot, version:ancora_question_versions(type, prompt, numeric_answer, choices:ancora_question_choices(label, is_correct))',
    )
    .eq('attempt_id', attempt!.id)
    .order('slot');
  return slots!.map((s) => ({
    slot: s.slot,
    type: s.version!.type,
    prompt: s.version!.prompt,
    value: s.version!.numeric_answer,
    right: s.version!.choices.filter((c) => c.is_correct).map((c) => c.label),
    wrong: s.version!.choices.filter((c) => !c.is_correct).map((c) => c.label),
  }));
}

/** Answers every question on the page, right or wrong, as a learner would: by clicking. */
async function answerAll(page: Page, userId: string, right: boolean) {
  const key = await openAttemptKey(userId);
  for (const q of key) {
    const card = page.getByRole('group', { name: `Question ${q.slot}`, exact: true });
    await expect(card).toContainText(q.prompt);
    if (q.type === 'numeric') {
      await card
        .getByRole('textbox', { name: /Your answer/ })
        .fill(String(Number(q.value) + (right ? 0 : 1000)));
    } else if (q.type === 'multiple') {
      for (const label of right ? q.right : q.wrong)
        await card.getByRole('checkbox', { name: label, exact: true }).check();
    } else {
      await card.getByRole('radio', { name: (right ? q.right : q.wrong)[0]!, exact: true }).check();
    }
  }
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a grower takes a course to certification and anyone verifies it signed out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const grower = await basicGrower(page, 'Imani');

    await page.goto('/ancora/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('pesticide');
    await expect(page.getByRole('link', { name: /Crop steering fundamentals/ })).toHaveCount(0);
    await page.getByRole('link', { name: /IPM & pesticide safety/ }).click();
    await expect(page).toHaveURL(`/ancora/courses/${IPM}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IPM & pesticide safety');
    await noHorizontalOverflow(page);

    await page.getByRole('link', { name: 'Start course' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scouting, thresholds and records');
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed' })).toBeVisible();
    await page.getByRole('link', { name: /Next lesson/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beneficial insects and compatibility');
    await noHorizontalOverflow(page);

    // Back on the course page, it continues where the grower left off.
    await page.goto(`/ancora/courses/${IPM}`);
    await expect(page.getByText('1 of 7 lessons completed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', /lessons\//);
    await page.getByRole('link', { name: 'Take the final quiz' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IPM & pesticide safety: final quiz');
    await expect(page.getByText('3 attempts')).toBeVisible();
    await page.getByRole('button', { name: 'Start attempt' }).click();

    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('group', { name: /^Question \d+$/ })).toHaveCount(10);
    await noHorizontalOverflow(page);
    await answerAll(page, grower.id, true);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();

    await expect(page.getByRole('heading', { name: 'You passed' })).toBeVisible();
    await expect(page.getByText('100 %').first()).toBeVisible();
    await page.getByRole('link', { name: 'View your certificate' }).click();
    await expect(page).toHaveURL(`/ancora/certifications/${IPM}`);
    await expect(page.getByText('Imani Tester')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await noHorizontalOverflow(page);
    const verifyUrl = await page.getByRole('link', { name: /\/verify\// }).getAttribute('href');
    expect(verifyUrl).toMatch(/\/verify\/[0-9a-f-]{36}$/);

    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const anon = await stranger.newPage();
    await anon.setViewportSize({ width: 375, height: 812 });
    await anon.goto(verifyUrl!);
    await expect(anon.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
    await expect(anon.getByTestId('verification-status')).toHaveText('Valid');
    await expect(anon.getByText('Imani Tester')).toBeVisible();
    await expect(anon.getByText('IPM & pesticide safety')).toBeVisible();
    // A forged id verifies as such.
    await anon.goto(verifyUrl!.replace(/[0-9a-f]{12}$/, '000000000000'));
    await expect(anon.getByTestId('verification-status')).toHaveText('Not found');
    await stranger.close();
  });

  test('a failed skill assessment waits out its cool-down before a retake', async ({ page }) => {
    test.setTimeout(90_000);
    const grower = await basicGrower(page, 'Tariq');
    const { error } = await serviceClient()
      .from('ancora_quiz_overrides')
      .insert({ quiz_id: ASSESSMENT, user_id: grower.id, delay_seconds: 8, reason: 'e2e: short cool-down' });
    expect(error).toBeNull();

    await page.goto('/ancora');
    await page.getByRole('button', { name: 'Take the skill assessment' }).click();
    await page.getByRole('button', { name: 'Start attempt' }).click();
    await expect(page.getByRole('group', { name: /^Question \d+$/ })).toHaveCount(15);
    await answerAll(page, grower.id, false);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();

    await expect(page.getByRole('heading', { name: 'Your skill assessment result' })).toBeVisible();
    await expect(page.getByText('Only you can see this result.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crop steering fundamentals' }).first()).toBeVisible();
    const retake = page.getByRole('button', { name: 'Retake the assessment' });
    await expect(retake).toBeDisabled();
    await expect(page.getByText(/You can retake it in/)).toBeVisible();
    await expect(retake).toBeEnabled({ timeout: 20_000 });
    await retake.click();
    await expect(page.getByRole('group', { name: /^Question \d+$/ })).toHaveCount(15);
  });
});

test.describe('failure paths', () => {
  const IPM_FINAL = 'ac400000-0000-4000-8000-000000000232';

  /** A fresh Basic grower with a per-learner override on the IPM final quiz (data, not a faked clock). */
  async function growerWithOverride(page: Page, firstName: string, override: Record<string, unknown>) {
    const grower = await basicGrower(page, firstName);
    const { error } = await serviceClient()
      .from('ancora_quiz_overrides')
      .insert({ quiz_id: IPM_FINAL, user_id: grower.id, reason: 'e2e', ...override });
    expect(error).toBeNull();
    return grower;
  }

  test('wrong answers fail the final quiz, issue no certificate, and the last attempt is the last', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const grower = await growerWithOverride(page, 'Noor', { max_attempts: 1, delay_seconds: 0 });
    await page.goto(`/ancora/courses/${IPM}/quiz/${IPM_FINAL}`);
    await expect(page.getByText('1 attempt')).toBeVisible();
    await page.getByRole('button', { name: 'Start attempt' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await answerAll(page, grower.id, false);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await page
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();

    await expect(page.getByRole('heading', { name: 'Not passed yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your certificate' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeDisabled();
    await expect(page.getByText('You have used all your attempts at this quiz.')).toBeVisible();

    await page.goto(`/ancora/certifications/${IPM}`);
    await expect(page.getByText('No certificate for this course yet')).toBeVisible();
  });

  test('the server’s time limit grades the sheet as it stood at the limit', async ({ page }) => {
    test.setTimeout(90_000);
    const grower = await basicGrower(page, 'Ravi');
    await page.goto(`/ancora/courses/${IPM}/quiz/${IPM_FINAL}`);
    await page.getByRole('button', { name: 'Start attempt' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    const [first] = await openAttemptKey(grower.id);
    const card = page.getByRole('group', { name: `Question ${first!.slot}`, exact: true });
    if (first!.type === 'numeric')
      await card.getByRole('textbox', { name: /Your answer/ }).fill(String(first!.value));
    else if (first!.type === 'multiple')
      for (const label of first!.right)
        await card.getByRole('checkbox', { name: label, exact: true }).check();
    else await card.getByRole('radio', { name: first!.right[0]!, exact: true }).check();
    await expect(page.getByRole('status').filter({ hasText: 'All answers saved' })).toBeVisible();
    // The 20 minutes pass (the deadline is data on the server, so move it rather than wait), and the
    // learner comes back: the server grades the sheet as it stood, one answer right.
    const { error } = await serviceClient()
      .from('ancora_attempts')
      .update({ deadline: new Date(Date.now() - 1000).toISOString() })
      .eq('user_id', grower.id)
      .eq('state', 'in_progress');
    expect(error).toBeNull();
    await page.reload();
    // One answer of ten was in before the limit: 10 %, and the attempt says how it was graded.
    await expect(page.getByText('Your grade: 10 %')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Attempt 1: 10 %\s*not passed \(graded at the time limit\)/)).toBeVisible();
  });

  test('a free member is sent to upgrade, a Basic member cannot open the Professional pages', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const grower = await signUpFresh(page, 'Lior');
    expect(grower.id).toBeTruthy();
    await page.goto('/ancora/courses');
    await expect(page).toHaveURL('/solutions');
    // The practice run is a page of the Basic module, not a free one.
    await page.goto('/ancora/test/quiz/ac300000-0000-4000-8000-000000000132');
    await expect(page).toHaveURL('/solutions');

    const { error } = await serviceClient().rpc('apply_subscription', {
      p_user_id: grower.id,
      p_tier: 'Basic',
    });
    expect(error).toBeNull();
    await page.goto('/ancora/recruiting-tool');
    await expect(page).toHaveURL('/solutions');
    await page.goto('/ancora/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });
});

test.describe('as an admin', () => {
  test.use({ storageState: storageStateFor('admin') });

  test('authors a lesson check with validation, versions and a learner preview', async ({ page }) => {
    test.setTimeout(90_000);
    // A fresh draft course to author in, so a re-run never meets the quiz of a previous one.
    const svc = serviceClient();
    const stamp = Date.now().toString(36);
    const { data: course } = await svc
      .from('ancora_courses')
      .insert({
        slug: `e2e-authoring-${stamp}`,
        title: `Authoring ${stamp}`,
        summary: 'A draft course for the authoring test.',
        topic: 'climate',
        level: 'beginner',
      })
      .select('id')
      .single();
    const { data: mod } = await svc
      .from('ancora_modules')
      .insert({ course_id: course!.id, position: 1, title: 'Climate basics' })
      .select('id')
      .single();
    const { data: lesson } = await svc
      .from('ancora_lessons')
      .insert({
        module_id: mod!.id,
        course_id: course!.id,
        position: 1,
        title: 'VPD in one page',
        estimated_minutes: 8,
      })
      .select('id')
      .single();

    await page.goto('/admin/quizzes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New quiz' })).toBeVisible();
    await page.getByLabel('Course').selectOption({ label: `Authoring ${stamp}` });
    await page.getByLabel('Lesson').selectOption({ label: 'VPD in one page' });
    await page.getByLabel('Title').fill('Check: VPD');
    await page.getByLabel('Pass mark (%)').fill('120');
    await page.getByRole('button', { name: 'Create quiz' }).click();
    await expect(page.getByText('The pass mark must be between 0 and 100')).toBeVisible();
    await page.getByLabel('Pass mark (%)').fill('70');
    await page.getByRole('button', { name: 'Create quiz' }).click();
    await expect(page).toHaveURL(`/admin/quizzes/edit/${lesson!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check: VPD');

    await page.getByRole('button', { name: 'Add question' }).click();
    const dialog = page.getByRole('dialog', { name: 'New question' });
    await dialog.getByLabel('Question').fill('What is a typical VPD target in flower?');
    await dialog.getByLabel('Answer 1', { exact: true }).fill('1.2–1.5 kPa');
    await dialog.getByLabel('Answer 2', { exact: true }).fill('0.2–0.4 kPa');
    await dialog.getByRole('button', { name: 'Save question' }).click();
    await expect(dialog.getByText('Mark exactly one answer as correct')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Answer 1 is correct' }).check();
    await dialog.getByRole('button', { name: 'Save question' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /What is a typical VPD target in flower\?/ });
    await expect(row).toContainText('v1');

    await row.getByRole('button', { name: 'Edit' }).click();
    await page
      .getByRole('dialog', { name: 'Edit question' })
      .getByLabel('Question')
      .fill('What is a typical VPD target in late flower?');
    await page
      .getByRole('dialog', { name: 'Edit question' })
      .getByRole('button', { name: 'Save question' })
      .click();
    await expect(page.getByRole('row', { name: /late flower/ })).toContainText('v2');

    await page.getByRole('tab', { name: 'Preview' }).click();
    const card = page.getByRole('group', { name: 'Question 1' });
    await expect(card).toContainText('What is a typical VPD target in late flower?');
    await card.getByRole('radio', { name: '1.2–1.5 kPa' }).check();
    await page.getByRole('button', { name: 'Check answers' }).click();
    await expect(page.getByText('100 %').first()).toBeVisible();
  });

  test('revokes a certificate from its verification page, with a reason, and reinstates it', async ({
    page,
  }) => {
    // A seeded cohort certificate (the newest id, not one another test reads), valid at the start.
    const svc = serviceClient();
    const { data: rows } = await svc
      .from('ancora_certificates')
      .select('id')
      .order('id', { ascending: false })
      .limit(1);
    const id = rows![0]!.id;
    await svc.from('ancora_certificates').update({ revoked_at: null, revoked_reason: null }).eq('id', id);

    await page.goto(`/verify/${id}`);
    await expect(page.getByTestId('verification-status')).not.toHaveText('Revoked');
    const admin = page.getByRole('region', { name: 'Administration' });
    await admin.getByRole('button', { name: 'Revoke certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this certificate?' });
    await dialog.getByLabel('Reason').fill('no');
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(dialog.getByText('Give a reason of 3 to 500 characters.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Exam taken by someone else');
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(page.getByTestId('verification-status')).toHaveText('Revoked');
    await expect(dialog).toBeHidden();

    await admin.getByRole('button', { name: 'Reinstate certificate' }).click();
    await page
      .getByRole('dialog', { name: 'Reinstate this certificate?' })
      .getByRole('button', { name: 'Reinstate' })
      .click();
    await expect(page.getByTestId('verification-status')).not.toHaveText('Revoked');
    await expect(admin.getByRole('button', { name: 'Revoke certificate' })).toBeVisible();
  });

  test('sees item statistics with poor questions flagged', async ({ page }) => {
    await page.goto('/admin/quizzes/edit/ac300000-0000-4000-8000-000000000132');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByRole('columnheader', { name: 'Facility' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Discrimination' })).toBeVisible();
    await expect(page.getByText('Too easy').first()).toBeVisible();
    await expect(page.getByText(/discrimination/i).first()).toBeVisible();
  });
});
