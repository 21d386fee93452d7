// Ancora certificates: issued only by passing (never by the learner's own hand), kept under one
// unguessable id through renewal, verifiable by anyone signed out with only what the certificate
// shows, revocable by admins, with expiry reminders created once per step. Also the skill
// assessment: private to its learner, placing them past courses they know.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addFourKinds,
  ageAttempts,
  expectCode,
  makeCourse,
  makeQuiz,
  SEED,
  startAttempt,
  submit,
  answerSheet,
  takeQuiz,
  type TestCourse,
} from './ancora-fixtures.ts';
import { anonClient, db, demoUser, newUser, serviceClient, type TestUser } from './helpers.ts';

let admin: TestUser;
let course: TestCourse;
let finalQuiz: string;
let recertQuiz: string;

beforeAll(async () => {
  admin = await demoUser('admin@example.com');
  course = await makeCourse({ validityMonths: 12, title: 'Pesticide safety (test)' });
  await addFourKinds(admin, { courseId: course.id });
  await addFourKinds(admin, { courseId: course.id }, ' (b)');
  finalQuiz = await makeQuiz(course.finalLesson, 'final', { pass_percent: 75 });
  recertQuiz = await makeQuiz(course.refresherLesson, 'recert', { pass_percent: 75, draw_count: 4 });
});

interface CertificateRow {
  id: string;
  holder_name: string;
  course_title: string;
  score_percent: number;
  status: string;
  issue_count: number;
  issued_at: string;
  expires_at: string | null;
  recert_quiz_id: string | null;
}

async function certificateOf(user: TestUser): Promise<CertificateRow | null> {
  const { data, error } = await user.client
    .from('ancora_certificate_overview')
    .select('*')
    .eq('course_id', course.id)
    .maybeSingle();
  if (error) throw error;
  return data as CertificateRow | null;
}

async function verify(id: string) {
  const { data, error } = await anonClient().rpc('ancora_verify_certificate', { p_id: id });
  if (error) throw error;
  return data![0]!;
}

/** Moves a certificate's expiry (and its issue, when needed, so it stays before the expiry). */
async function setExpiry(certificateId: string, interval: string) {
  await db().query(
    `update public.ancora_certificates
     set expires_at = now() + $2::interval,
         issued_at = least(issued_at, now() + $2::interval - interval '1 year'),
         first_issued_at = least(first_issued_at, now() + $2::interval - interval '1 year')
     where id = $1`,
    [certificateId, interval],
  );
}

describe('issuing', () => {
  it('passing the final quiz issues a certificate valid for the course’s months, with a notification', async () => {
    const user = await newUser({
      prefix: 'cert',
      tier: 'Basic',
      data: { first_name: 'Rosa', last_name: 'Lind' },
    });
    const failed = await takeQuiz(user.client, finalQuiz, () => false);
    expect(failed.status).toMatchObject({ certificate: null });
    expect(await certificateOf(user)).toBeNull();

    await takeQuiz(user.client, finalQuiz);
    const cert = (await certificateOf(user))!;
    expect(cert).toMatchObject({
      holder_name: 'Rosa Lind',
      course_title: 'Pesticide safety (test)',
      score_percent: 100,
      status: 'valid',
      issue_count: 1,
      recert_quiz_id: recertQuiz,
    });
    const months =
      (Date.parse(cert.expires_at!) - Date.parse(cert.issued_at)) / (1000 * 60 * 60 * 24 * 30.44);
    expect(Math.round(months)).toBe(12);
    // The credential id is a random (version 4) uuid.
    expect(cert.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const { data: notes } = await user.client.from('notifications').select('title, action_url');
    expect(notes).toContainEqual({
      title: 'Certificate earned',
      action_url: `/ancora/certifications/${course.id}`,
    });
  });

  it('cannot be issued, changed or removed by the learner through REST or an internal function', async () => {
    const attacker = await newUser({ prefix: 'forger', tier: 'Professional' });
    const insert = await attacker.client.from('ancora_certificates').insert({
      user_id: attacker.id,
      course_id: course.id,
      holder_name: 'Forger',
      course_title: 'Pesticide safety (test)',
      score_percent: 100,
    } as never);
    expectCode(insert.error, '42501');

    const issue = await attacker.client.rpc(
      'ancora_issue_certificate' as never,
      {
        p_user_id: attacker.id,
        p_course_id: course.id,
        p_score: 100,
        p_attempt_id: null,
      } as never,
    );
    expect(issue.error).not.toBeNull();
    const finish = await attacker.client.rpc('ancora_finish_attempt' as never, {} as never);
    expect(finish.error).not.toBeNull();

    // A failed attempt cannot be turned into a pass either.
    const review = await takeQuiz(attacker.client, finalQuiz, () => false);
    const patch = await attacker.client
      .from('ancora_attempts')
      .update({ passed: true, percent: 100 } as never)
      .eq('id', review.attempt.id);
    expectCode(patch.error, '42501');
    const slots = await attacker.client
      .from('ancora_attempt_slots')
      .update({ fraction: 1 } as never)
      .eq('attempt_id', review.attempt.id);
    expectCode(slots.error, '42501');
    expect(await certificateOf(attacker)).toBeNull();

    // And a real certificate cannot be extended or un-revoked by its holder.
    await ageAttempts(finalQuiz, attacker.id, '2 days');
    await takeQuiz(attacker.client, finalQuiz);
    const cert = (await certificateOf(attacker))!;
    const extend = await attacker.client
      .from('ancora_certificates')
      .update({ expires_at: '2099-01-01T00:00:00Z' } as never)
      .eq('id', cert.id);
    expectCode(extend.error, '42501');
    expectCode((await attacker.client.from('ancora_certificates').delete().eq('id', cert.id)).error, '42501');
  });
});

describe('public verification', () => {
  let holder: TestUser;
  let certId: string;

  beforeAll(async () => {
    holder = await newUser({
      prefix: 'verify',
      tier: 'Basic',
      data: { first_name: 'Ade', last_name: 'Okoro' },
    });
    await takeQuiz(holder.client, finalQuiz);
    certId = (await certificateOf(holder))!.id;
  });

  it('shows anyone signed out the holder, course and its version, dates, issuer and status, and nothing else', async () => {
    const row = await verify(certId);
    expect(Object.keys(row).sort()).toEqual(
      [
        'course_title',
        'course_version',
        'expires_at',
        'first_issued_at',
        'holder_name',
        'issued_at',
        'issuer',
        'revoked_at',
        'status',
      ].sort(),
    );
    expect(row).toMatchObject({
      status: 'valid',
      holder_name: 'Ade Okoro',
      course_title: 'Pesticide safety (test)',
      issuer: 'Canopy Academy',
      revoked_at: null,
      course_version: 1,
    });
  });

  it('says expiring within 90 days of expiry and expired after it', async () => {
    await setExpiry(certId, '30 days');
    expect((await verify(certId)).status).toBe('expiring');
    await setExpiry(certId, '-1 day');
    expect((await verify(certId)).status).toBe('expired');
    await setExpiry(certId, '300 days');
    expect((await verify(certId)).status).toBe('valid');
  });

  it('verifies a forged, malformed or empty id as not found', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      crypto.randomUUID(),
      'not-a-uuid',
      "' or 1=1 --",
      '',
    ]) {
      expect(await verify(id)).toMatchObject({ status: 'not_found', holder_name: null, course_title: null });
    }
  });

  it('lets only an admin revoke, shows revoked without the reason, and reinstates', async () => {
    const learnerTry = await holder.client.rpc('ancora_revoke_certificate', {
      p_id: certId,
      p_reason: 'Mine',
    });
    expectCode(learnerTry.error, '42501');
    expectCode(
      (await admin.client.rpc('ancora_revoke_certificate', { p_id: certId, p_reason: 'x' })).error,
      '22023',
    );

    const { error } = await admin.client.rpc('ancora_revoke_certificate', {
      p_id: certId,
      p_reason: 'Exam taken by someone else',
    });
    expect(error).toBeNull();
    const row = await verify(certId);
    expect(row.status).toBe('revoked');
    expect(row.revoked_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('someone else');
    expect((await certificateOf(holder))!.status).toBe('revoked');

    // Passing again does not lift a revocation.
    await ageAttempts(finalQuiz, holder.id, '2 days');
    await takeQuiz(holder.client, finalQuiz);
    expect((await verify(certId)).status).toBe('revoked');

    expect((await admin.client.rpc('ancora_reinstate_certificate', { p_id: certId })).error).toBeNull();
    expect((await verify(certId)).status).toBe('valid');
  });
});

describe('recertification', () => {
  it('opens 90 days before expiry, asks missed questions first, and renews the same certificate', async () => {
    const user = await newUser({ prefix: 'recert', tier: 'Basic' });
    // 6 of 8 right (75 %): a pass that missed two questions.
    const first = await startAttempt(user.client, finalQuiz);
    const missedSlots = [1, 2];
    const review = await submit(
      user.client,
      first.attempt.id,
      await answerSheet(first.attempt.id, (slot) => !missedSlots.includes(slot)),
    );
    expect(review.attempt.passed).toBe(true);
    const missed = first.questions.filter((q) => missedSlots.includes(q.slot)).map((q) => q.prompt);
    const cert = (await certificateOf(user))!;

    expectCode((await user.client.rpc('ancora_start_attempt', { p_quiz_id: recertQuiz })).error, 'AN005');
    await setExpiry(cert.id, '20 days');
    await ageAttempts(finalQuiz, user.id, '1 day');
    const recert = await startAttempt(user.client, recertQuiz);
    expect(recert.questions).toHaveLength(4);
    expect(recert.questions.map((q) => q.prompt)).toEqual(expect.arrayContaining(missed));

    await submit(user.client, recert.attempt.id, await answerSheet(recert.attempt.id));
    const renewed = (await certificateOf(user))!;
    expect(renewed).toMatchObject({ id: cert.id, issue_count: 2, status: 'valid' });
    expect(Date.parse(renewed.expires_at!)).toBeGreaterThan(
      Date.parse(cert.expires_at!) - 1000 * 60 * 60 * 24 * 300,
    );
    expect(Date.parse(renewed.expires_at!) - Date.now()).toBeGreaterThan(1000 * 60 * 60 * 24 * 360);
  });

  it('needs a certificate that was not revoked', async () => {
    const user = await newUser({ prefix: 'norecert', tier: 'Basic' });
    const { data } = await user.client.rpc('ancora_quiz_status', { p_quiz_id: recertQuiz });
    expect(data).toMatchObject({ blocked_reason: 'no_certificate', can_start: false });
  });
});

describe('expiry reminders', () => {
  async function reminders(user: TestUser) {
    const { data } = await user.client
      .from('notifications')
      .select('title, message, action_url')
      .eq('type', 'ancora_reminder')
      .order('created_at');
    return data ?? [];
  }

  it('creates the nearest reminder step once, the next one when it comes, and an expiry notice', async () => {
    const user = await newUser({ prefix: 'remind', tier: 'Basic' });
    await takeQuiz(user.client, finalQuiz);
    const cert = (await certificateOf(user))!;

    expect((await user.client.rpc('ancora_sync_my_reminders')).data).toBe(0);
    // A learner back after a long absence, 25 days before expiry: only the 30-day reminder.
    await setExpiry(cert.id, '25 days 1 hour');
    expect((await user.client.rpc('ancora_sync_my_reminders')).data).toBe(1);
    expect((await user.client.rpc('ancora_sync_my_reminders')).data).toBe(0);
    let list = await reminders(user);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: 'Certificate expiring soon',
      action_url: `/ancora/certifications/${course.id}`,
    });
    expect(list[0]!.message).toContain('expires in 26 days');

    await setExpiry(cert.id, '6 days');
    expect((await user.client.rpc('ancora_sync_my_reminders')).data).toBe(1);
    await setExpiry(cert.id, '-1 hour');
    expect((await user.client.rpc('ancora_sync_my_reminders')).data).toBe(1);
    list = await reminders(user);
    expect(list.map((r) => r.title)).toEqual([
      'Certificate expiring soon',
      'Certificate expiring soon',
      'Certificate expired',
    ]);
    const { data: rows } = await user.client
      .from('ancora_certificate_reminders')
      .select('days_before')
      .eq('certificate_id', cert.id)
      .order('days_before', { ascending: false });
    expect(rows).toEqual([{ days_before: 30 }, { days_before: 7 }, { days_before: 0 }]);
  });

  it('reminds only the caller, refuses anon, and lets a scheduler (service role) remind everyone', async () => {
    const a = await newUser({ prefix: 'remind-a', tier: 'Basic' });
    const b = await newUser({ prefix: 'remind-b', tier: 'Basic' });
    await takeQuiz(a.client, finalQuiz);
    await takeQuiz(b.client, finalQuiz);
    await setExpiry((await certificateOf(a))!.id, '80 days');
    await setExpiry((await certificateOf(b))!.id, '80 days');

    expectCode((await anonClient().rpc('ancora_sync_my_reminders')).error, '42501');
    expect((await a.client.rpc('ancora_sync_my_reminders')).data).toBe(1);
    expect(await reminders(b)).toEqual([]);
    expectCode((await a.client.rpc('ancora_send_due_reminders')).error, '42501');
    const { data, error } = await serviceClient().rpc('ancora_send_due_reminders');
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(1);
    expect(await reminders(b)).toHaveLength(1);
  });
});

describe('the skill assessment', () => {
  it('places a learner past courses they know, recommends the rest, and stays private', async () => {
    const learner = await newUser({ prefix: 'assess', tier: 'Basic' });
    const attempt = await startAttempt(learner.client, SEED.assessment);
    expect(attempt.questions).toHaveLength(15);
    // Right on every crop-steering question, wrong on every IPM one.
    const { rows } = await db().query<{ slot: number; course_id: string }>(
      `select s.slot, q.course_id from public.ancora_attempt_slots s
       join public.ancora_questions q on q.id = s.question_id where s.attempt_id = $1`,
      [attempt.attempt.id],
    );
    const courseOf = new Map(rows.map((r) => [r.slot, r.course_id]));
    expect(new Set(courseOf.values())).toEqual(new Set([SEED.cropSteering, SEED.ipm]));
    const review = await submit(
      learner.client,
      attempt.attempt.id,
      await answerSheet(attempt.attempt.id, (slot) => courseOf.get(slot) === SEED.cropSteering),
    );
    expect(review.show).toEqual({ correctness: false, right_answer: false, feedback: false });
    expect(review.breakdown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ course_id: SEED.cropSteering, percent: 100, placed: true }),
        expect.objectContaining({ course_id: SEED.ipm, percent: 0, placed: false }),
      ]),
    );
    expect(review.feedback).toBeTruthy();

    const { data: placements } = await learner.client.from('ancora_course_placements').select('course_id');
    expect(placements).toEqual([{ course_id: SEED.cropSteering }]);
    // Placement counts as the prerequisite of the Pro course.
    const { rows: met } = await db().query(`select public.ancora_prerequisites_met($1, $2) as met`, [
      SEED.advanced,
      learner.id,
    ]);
    expect(met[0].met).toBe(true);

    // Nobody else sees the attempt, its answers or the placement: not even an admin.
    for (const viewer of [admin, await newUser({ prefix: 'peer', tier: 'Professional' })]) {
      const a = await viewer.client.from('ancora_attempts').select('id').eq('id', attempt.attempt.id);
      expect(a.data).toEqual([]);
      const s = await viewer.client
        .from('ancora_attempt_slots')
        .select('slot')
        .eq('attempt_id', attempt.attempt.id);
      expect(s.data).toEqual([]);
      const p = await viewer.client
        .from('ancora_course_placements')
        .select('course_id')
        .eq('user_id', learner.id);
      expect(p.data).toEqual([]);
    }
  });

  it('has a three-month cool-down before a retake', async () => {
    const learner = await newUser({ prefix: 'cooldown', tier: 'Basic' });
    await takeQuiz(learner.client, SEED.assessment, () => false);
    expectCode(
      (await learner.client.rpc('ancora_start_attempt', { p_quiz_id: SEED.assessment })).error,
      'AN002',
    );
    const { data } = await learner.client.rpc('ancora_quiz_status', { p_quiz_id: SEED.assessment });
    const s = data as { next_start_at: string; server_now: string };
    const days = (Date.parse(s.next_start_at) - Date.parse(s.server_now)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
  });
});
