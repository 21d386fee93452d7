// The recruiting search (its own RLS test): Professional members find opted-in learners by
// certificate, score range and validity; failures, revoked certificates, withdrawn consent and
// skill assessments never appear, and consent rows are private to their learner.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addFourKinds,
  expectCode,
  makeCourse,
  makeQuiz,
  takeQuiz,
  type TestCourse,
} from './ancora-fixtures.ts';
import { anonClient, db, demoUser, newUser, type TestUser } from './helpers.ts';

let course: TestCourse;
let quiz: string;
let employer: TestUser;
let passed: TestUser; // 100 %, opted in
let scraped: TestUser; // 75 %, opted in
let failed: TestUser; // failed, opted in
let shy: TestUser; // 100 %, never opted in
let withdrawn: TestUser; // 100 %, opted in then withdrew
let revoked: TestUser; // 100 %, opted in, certificate revoked

async function optIn(user: TestUser, headline: string) {
  const { error } = await user.client
    .from('ancora_recruiting_profiles')
    .insert({ opted_in: true, headline, location: 'Denver, CO', contact_email: user.email });
  if (error) throw error;
}

async function search(user: TestUser, args: Record<string, unknown> = {}) {
  return user.client.rpc('ancora_search_candidates', { p_course_id: course.id, ...args });
}

beforeAll(async () => {
  const admin = await demoUser('admin@example.com');
  course = await makeCourse({ validityMonths: 12, title: 'Recruiting test course' });
  await addFourKinds(admin, { courseId: course.id });
  quiz = await makeQuiz(course.finalLesson, 'final', { pass_percent: 75 });
  const candidate = (prefix: string) =>
    newUser({ prefix, tier: 'Basic', data: { first_name: prefix, last_name: 'Candidate' } });
  [employer, passed, scraped, failed, shy, withdrawn, revoked] = await Promise.all([
    newUser({ prefix: 'employer', tier: 'Professional' }),
    candidate('passed'),
    candidate('scraped'),
    candidate('failed'),
    candidate('shy'),
    candidate('withdrawn'),
    candidate('revoked'),
  ]);
  await takeQuiz(passed.client, quiz);
  await takeQuiz(scraped.client, quiz, (slot) => slot !== 1);
  await takeQuiz(failed.client, quiz, () => false);
  for (const u of [shy, withdrawn, revoked]) await takeQuiz(u.client, quiz);
  for (const u of [passed, scraped, failed, withdrawn, revoked]) await optIn(u, `${u.email} headline`);
  await withdrawn.client
    .from('ancora_recruiting_profiles')
    .update({ opted_in: false })
    .eq('user_id', withdrawn.id);
  const { rows } = await db().query<{ id: string }>(
    `select id from public.ancora_certificates where user_id = $1`,
    [revoked.id],
  );
  await admin.client.rpc('ancora_revoke_certificate', { p_id: rows[0]!.id, p_reason: 'Fraud found' });
});

describe('who may search', () => {
  it('refuses anon, a free and a Basic member (42501)', async () => {
    expectCode((await anonClient().rpc('ancora_search_candidates', {})).error, '42501');
    expectCode((await search(await newUser({ prefix: 'free', tier: 'free' }))).error, '42501');
    expectCode((await search(passed)).error, '42501');
  });

  it('refuses a bad score range or validity (22023)', async () => {
    expectCode((await search(employer, { p_min_score: 90, p_max_score: 80 })).error, '22023');
    expectCode((await search(employer, { p_max_score: 101 })).error, '22023');
    expectCode((await search(employer, { p_validity: 'whatever' })).error, '22023');
    expectCode((await search(employer, { p_earned_within_months: 0 })).error, '22023');
  });
});

describe('what a Professional member finds', () => {
  it('only opted-in holders of a certificate that was not revoked, best score first', async () => {
    const { data, error } = await search(employer);
    expect(error).toBeNull();
    expect(data!.map((r) => r.candidate_id)).toEqual([passed.id, scraped.id]);
    expect(data![0]).toMatchObject({
      first_name: 'passed',
      last_name: 'Candidate',
      headline: `${passed.email} headline`,
      contact_email: passed.email,
      course_title: 'Recruiting test course',
      score_percent: 100,
      status: 'valid',
    });
    // Nothing about attempts or assessments is in a row.
    expect(Object.keys(data![0]!).sort()).toEqual(
      [
        'candidate_id',
        'certificate_id',
        'contact_email',
        'course_id',
        'course_title',
        'expires_at',
        'first_name',
        'headline',
        'issued_at',
        'last_name',
        'location',
        'score_percent',
        'status',
      ].sort(),
    );
  });

  it('filters by score range, validity and when the certificate was earned', async () => {
    const ids = async (args: Record<string, unknown>) =>
      ((await search(employer, args)).data ?? []).map((r) => r.candidate_id);
    expect(await ids({ p_min_score: 85 })).toEqual([passed.id]);
    expect(await ids({ p_min_score: 70, p_max_score: 80 })).toEqual([scraped.id]);

    await db().query(
      `update public.ancora_certificates set issued_at = now() - interval '14 months', expires_at = now() - interval '2 months'
       where user_id = $1`,
      [scraped.id],
    );
    expect(await ids({})).toEqual([passed.id]);
    expect(await ids({ p_validity: 'any' })).toEqual([passed.id, scraped.id]);
    expect(await ids({ p_validity: 'any', p_earned_within_months: 12 })).toEqual([passed.id]);
  });

  it('drops a learner the moment they withdraw consent', async () => {
    const late = await newUser({ prefix: 'late', tier: 'Basic' });
    await takeQuiz(late.client, quiz);
    await optIn(late, 'Looking for a head-grower role');
    expect(((await search(employer)).data ?? []).map((r) => r.candidate_id)).toContain(late.id);
    await late.client.from('ancora_recruiting_profiles').update({ opted_in: false }).eq('user_id', late.id);
    expect(((await search(employer)).data ?? []).map((r) => r.candidate_id)).not.toContain(late.id);
    const { data } = await late.client
      .from('ancora_recruiting_profiles')
      .select('opted_in_at, withdrawn_at')
      .single();
    expect(data!.opted_in_at).not.toBeNull();
    expect(data!.withdrawn_at).not.toBeNull();
  });
});

describe('ancora_recruiting_profiles RLS', () => {
  it('anon reads and writes nothing', async () => {
    expectCode((await anonClient().from('ancora_recruiting_profiles').select('*')).error, '42501');
    expectCode(
      (await anonClient().from('ancora_recruiting_profiles').insert({ opted_in: true })).error,
      '42501',
    );
  });

  it('the learner reads, changes and deletes only their own consent', async () => {
    const { data } = await passed.client.from('ancora_recruiting_profiles').select('user_id');
    expect(data).toEqual([{ user_id: passed.id }]);
    const upd = await passed.client
      .from('ancora_recruiting_profiles')
      .update({ headline: 'Updated' })
      .eq('user_id', passed.id)
      .select('headline');
    expect(upd.data).toEqual([{ headline: 'Updated' }]);
  });

  it('another learner, the employer and the admin read and change nothing of it', async () => {
    const admin = await demoUser('admin@example.com');
    for (const user of [scraped, employer, admin]) {
      const read = await user.client
        .from('ancora_recruiting_profiles')
        .select('user_id')
        .eq('user_id', passed.id);
      expect(read.data).toEqual([]);
      const upd = await user.client
        .from('ancora_recruiting_profiles')
        .update({ opted_in: false })
        .eq('user_id', passed.id)
        .select('user_id');
      expect(upd.data).toEqual([]);
      const del = await user.client
        .from('ancora_recruiting_profiles')
        .delete()
        .eq('user_id', passed.id)
        .select('user_id');
      expect(del.data).toEqual([]);
    }
    const { rows } = await db().query(
      `select opted_in from public.ancora_recruiting_profiles where user_id = $1`,
      [passed.id],
    );
    expect(rows[0].opted_in).toBe(true);
  });

  it('an attacker cannot opt someone else in or forge consent dates', async () => {
    const attacker = await newUser({ prefix: 'attacker', tier: 'Basic' });
    const forged = await attacker.client
      .from('ancora_recruiting_profiles')
      .insert({ user_id: shy.id, opted_in: true, headline: 'Hire me' });
    expectCode(forged.error, '42501');
    const dated = await attacker.client
      .from('ancora_recruiting_profiles')
      .insert({ opted_in: true, opted_in_at: '2020-01-01T00:00:00Z' } as never);
    expectCode(dated.error, '42501');
    const bad = await attacker.client
      .from('ancora_recruiting_profiles')
      .insert({ opted_in: true, contact_email: 'not an email' });
    expectCode(bad.error, '23514');
  });
});
