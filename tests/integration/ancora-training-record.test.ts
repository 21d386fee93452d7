// A facility's training record and what hangs on it: only the owner and managers read it, only
// for their team and the courses the facility requires; each cell is valid, expiring, expired or
// missing by the same rules as the certificate and the SOP acknowledgement; an SOP that requires a
// course gates its tasks on a valid certificate (AT016). And a course's gradebook with its
// accommodations, for admins only, refusing in the form's words.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOMMODATION_RULES } from '../../src/modules/ancora/gradebook.ts';
import {
  acknowledge,
  applyTemplate,
  expectCode,
  isoDay,
  newSop,
  newTeam,
  newTemplate,
  ok,
  type Sop,
  type Team,
} from './atlas-helpers.ts';
import { makeCourse, makeQuiz, saveQuestion, takeQuiz, type TestCourse } from './ancora-fixtures.ts';
import { anonClient, db, demoUser, newUser, setTier, type TestUser } from './helpers.ts';

let team: Team;
let outsider: TestUser;
let admin: TestUser;
let course: TestCourse;
let finalQuiz: string;
let sop: Sop;

beforeAll(async () => {
  [team, outsider, admin] = await Promise.all([
    newTeam('record'),
    newUser({ prefix: 'record-outsider', tier: 'Professional' }),
    demoUser('admin@example.com'),
  ]);
  // Staff and manager take courses on their own Basic plans.
  await Promise.all([setTier(team.staff, 'Basic'), setTier(team.manager, 'Basic')]);
  course = await makeCourse({ validityMonths: 12, title: `Spray safety ${randomUUID().slice(0, 6)}` });
  finalQuiz = await makeQuiz(course.finalLesson, 'final', { pass_percent: 50 });
  await saveQuestion(
    admin,
    { courseId: course.id },
    {
      type: 'true_false',
      prompt: 'Re-entry waits for the REI to end.',
      choices: [
        { label: 'True', is_correct: true },
        { label: 'False', is_correct: false },
      ],
    },
  );
  sop = await newSop(team);
});

const record = (client: TestUser['client']) =>
  client.rpc('facility_training_record', { p_facility_id: team.facilityId });

describe('who reads the record', () => {
  it('answers the owner and managers, and refuses staff, strangers and visitors alike', async () => {
    expect(ok(await record(team.owner.client)).length).toBeGreaterThan(0);
    expect(ok(await record(team.manager.client)).length).toBeGreaterThan(0);
    for (const client of [team.staff.client, outsider.client, anonClient()]) {
      const { error } = await record(client);
      expect(error?.code).toBe('42501');
    }
    // A facility that does not exist says the same as one that is not yours.
    const none = await team.owner.client.rpc('facility_training_record', { p_facility_id: randomUUID() });
    expect(none.error?.code).toBe('42501');
  });
});

describe('required courses', () => {
  it('are chosen by managers, only among published courses, and read by the team', async () => {
    const draft = await makeCourse({ published: false });
    expectCode(
      await team.manager.client
        .from('atlas_required_courses')
        .insert({ facility_id: team.facilityId, course_id: draft.id }),
      '23514',
    );
    expectCode(
      await team.staff.client
        .from('atlas_required_courses')
        .insert({ facility_id: team.facilityId, course_id: course.id }),
      '42501',
    );
    expectCode(
      await outsider.client
        .from('atlas_required_courses')
        .insert({ facility_id: team.facilityId, course_id: course.id }),
      '42501',
    );
    const added = ok(
      await team.manager.client
        .from('atlas_required_courses')
        .insert({ facility_id: team.facilityId, course_id: course.id })
        .select('added_by'),
    );
    expect(added).toEqual([{ added_by: team.manager.id }]);
    expect(
      ok(
        await team.staff.client
          .from('atlas_required_courses')
          .select('course_id')
          .eq('facility_id', team.facilityId),
      ),
    ).toEqual([{ course_id: course.id }]);
    expect(
      ok(
        await outsider.client
          .from('atlas_required_courses')
          .select('course_id')
          .eq('facility_id', team.facilityId),
      ),
    ).toEqual([]);
  });

  it('offers published course titles only to people who manage an Atlas facility', async () => {
    const choices = ok(await team.manager.client.rpc('atlas_course_choices'));
    expect(choices.map((c) => c.id)).toContain(course.id);
    expect(ok(await team.staff.client.rpc('atlas_course_choices'))).toEqual([]);
    expect((await anonClient().rpc('atlas_course_choices')).error?.code).toBe('42501');
  });
});

describe('the cells', () => {
  const cell = async (userId: string, itemId: string) =>
    ok(await record(team.owner.client)).find((r) => r.user_id === userId && r.item_id === itemId);

  it('say missing, then valid with the version, then expiring and expired as the certificate ages', async () => {
    expect(await cell(team.staff.id, course.id)).toMatchObject({
      kind: 'course',
      state: 'missing',
      required_by: ['facility'],
    });
    await takeQuiz(team.staff.client, finalQuiz);
    expect(await cell(team.staff.id, course.id)).toMatchObject({
      state: 'valid',
      version: 1,
      current_version: 1,
    });
    const age = (interval: string) =>
      db().query(
        `update public.ancora_certificates set issued_at = now() - interval '2 years', expires_at = now() + $3::interval
         where user_id = $1 and course_id = $2`,
        [team.staff.id, course.id, interval],
      );
    await age('30 days');
    const expiring = await cell(team.staff.id, course.id);
    expect(expiring?.state).toBe('expiring');
    expect(Date.parse(expiring!.until!)).toBeGreaterThan(Date.now());
    await age('-1 day');
    expect((await cell(team.staff.id, course.id))?.state).toBe('expired');
    // Revoked counts as missing, with nothing of the revocation shown.
    await db().query(
      `update public.ancora_certificates set revoked_at = now(), revoked_reason = 'test', expires_at = now() + interval '1 year'
       where user_id = $1 and course_id = $2`,
      [team.staff.id, course.id],
    );
    expect(await cell(team.staff.id, course.id)).toMatchObject({
      state: 'missing',
      since: null,
      until: null,
    });
    await db().query(
      `update public.ancora_certificates set revoked_at = null, revoked_reason = null where user_id = $1 and course_id = $2`,
      [team.staff.id, course.id],
    );
  });

  it('say valid for the SOP version in force, expired for an earlier one, missing for none', async () => {
    expect((await cell(team.staff.id, sop.id))?.state).toBe('missing');
    await acknowledge(team.staff.client, sop.versionId);
    expect(await cell(team.staff.id, sop.id)).toMatchObject({ kind: 'sop', state: 'valid', version: 1 });
    const v2 = ok(
      await team.manager.client.rpc('atlas_new_sop_version', { p_sop_id: sop.id, p_change_summary: 'v2' }),
    ) as unknown as string;
    ok(
      await team.manager.client.rpc('atlas_save_sop_draft', {
        p_version_id: v2,
        p_steps: [{ kind: 'check', body: 'A check.' }] as never,
      }),
    );
    ok(await team.owner.client.rpc('atlas_approve_sop_version', { p_version_id: v2 }));
    ok(await team.manager.client.rpc('atlas_make_sop_version_effective', { p_version_id: v2 }));
    expect(await cell(team.staff.id, sop.id)).toMatchObject({
      state: 'expired',
      version: 1,
      current_version: 2,
    });
    sop = { ...sop, versionId: v2 };
  });

  it('never shows a course the facility does not require, nor anyone outside the team', async () => {
    const rows = ok(await record(team.owner.client));
    expect(new Set(rows.filter((r) => r.kind === 'course').map((r) => r.item_id))).toEqual(
      new Set([course.id]),
    );
    expect(rows.map((r) => r.user_id)).not.toContain(outsider.id);
    expect(Object.keys(rows[0]!)).not.toContain('score_percent');
  });
});

describe('an SOP that requires a course', () => {
  it('is set by managers to a published course only', async () => {
    const draft = await makeCourse({ published: false });
    expectCode(
      await team.manager.client.from('atlas_sops').update({ required_course_id: draft.id }).eq('id', sop.id),
      '23514',
    );
    const staffTry = await team.staff.client
      .from('atlas_sops')
      .update({ required_course_id: course.id })
      .eq('id', sop.id)
      .select('id');
    expect(staffTry.data ?? []).toEqual([]);
    ok(
      await team.manager.client.from('atlas_sops').update({ required_course_id: course.id }).eq('id', sop.id),
    );
    const rows = ok(await record(team.owner.client));
    expect(rows.find((r) => r.item_id === course.id)?.required_by).toEqual([sop.code, 'facility']);
  });

  it('tells each person where they stand, and gates its tasks on a valid certificate (AT016)', async () => {
    // The manager has no certificate; the staff member's is valid again.
    await db().query(
      `update public.ancora_certificates set expires_at = now() + interval '1 year' where user_id = $1 and course_id = $2`,
      [team.staff.id, course.id],
    );
    expect(ok(await team.manager.client.rpc('atlas_sop_course_requirement', { p_sop_id: sop.id }))).toEqual([
      { course_id: course.id, title: expect.any(String), status: 'missing', expires_at: null },
    ]);
    expect(ok(await outsider.client.rpc('atlas_sop_course_requirement', { p_sop_id: sop.id }))).toEqual([]);

    const template = await newTemplate(team, { veg: 7, flower: 10 }, [
      { phase: 'veg', offset_days: 0, title: 'Spray the veg room', sop_id: sop.id },
      { phase: 'veg', offset_days: 1, title: 'Spray again', sop_id: sop.id },
    ]);
    const cycle = ok(
      await applyTemplate(team.manager.client, template, team.rooms[0], isoDay(-1)),
    ) as unknown as string;
    const tasks = ok(
      await team.manager.client
        .from('atlas_tasks')
        .select('id, title')
        .eq('cycle_id', cycle)
        .order('offset_days'),
    );
    await acknowledge(team.manager.client, sop.versionId);
    await acknowledge(team.staff.client, sop.versionId);

    const refused = await team.manager.client
      .from('atlas_tasks')
      .update({ status: 'done' })
      .eq('id', tasks[0]!.id);
    expectCode(refused, 'AT016');
    expect(refused.error!.message).toMatch(
      /^Earn a valid certificate for ".*" before completing this task: SOP-/,
    );
    ok(await team.staff.client.from('atlas_tasks').update({ status: 'done' }).eq('id', tasks[0]!.id));

    // An expired certificate does not count.
    await db().query(
      `update public.ancora_certificates set expires_at = now() - interval '1 day' where user_id = $1 and course_id = $2`,
      [team.staff.id, course.id],
    );
    expectCode(
      await team.staff.client.from('atlas_tasks').update({ status: 'done' }).eq('id', tasks[1]!.id),
      'AT016',
    );
  });
});

describe('the gradebook', () => {
  it('is the admins’: per learner, lessons, time, attempts and scores, certificate, accommodation', async () => {
    expect((await team.staff.client.rpc('ancora_gradebook', { p_course_id: course.id })).error?.code).toBe(
      '42501',
    );
    expect((await anonClient().rpc('ancora_gradebook', { p_course_id: course.id })).error?.code).toBe(
      '42501',
    );
    await team.staff.client.rpc('ancora_track_lesson_time', { p_lesson_id: course.checkLesson });
    const rows = ok(await admin.client.rpc('ancora_gradebook', { p_course_id: course.id }));
    const staff = rows.find((r) => r.user_id === team.staff.id);
    expect(staff).toMatchObject({
      email: team.staff.email,
      attempts: 1,
      passed: true,
      lessons_total: 3,
      final_quiz_id: finalQuiz,
      certificate_status: 'expired',
      certificate_version: 1,
    });
    expect(Number(staff!.best_percent)).toBe(100);
    expect(staff!.quiz_seconds).toBeGreaterThanOrEqual(0);
  });

  it('sets and removes accommodations, refusing bad ones in the form’s words', async () => {
    const set = (attempts: number | null, minutes: number | null, reason = '') =>
      admin.client.rpc('ancora_set_accommodation', {
        p_quiz_id: finalQuiz,
        p_user_id: team.manager.id,
        p_max_attempts: attempts as number,
        p_time_limit_minutes: minutes as number,
        p_reason: reason,
      });
    const zero = await set(0, null);
    expect([zero.error?.code, zero.error?.message, zero.error?.details]).toEqual([
      '22023',
      ACCOMMODATION_RULES.attempts,
      'max_attempts',
    ]);
    expect((await set(null, 1441)).error?.message).toBe(ACCOMMODATION_RULES.time);
    expect((await set(2, null, 'x'.repeat(501))).error?.message).toBe(ACCOMMODATION_RULES.reason);
    expect(
      (
        await team.staff.client.rpc('ancora_set_accommodation', {
          p_quiz_id: finalQuiz,
          p_user_id: team.staff.id,
          p_max_attempts: 99,
          p_time_limit_minutes: null as unknown as number,
          p_reason: '',
        })
      ).error?.code,
    ).toBe('42501');

    ok(await set(6, 45, 'Dyslexia: extra time agreed'));
    const status = ok(await team.manager.client.rpc('ancora_quiz_status', { p_quiz_id: finalQuiz })) as {
      max_attempts: number;
      time_limit_seconds: number;
    };
    expect([status.max_attempts, status.time_limit_seconds]).toEqual([6, 2700]);
    ok(await set(null, null));
    const { rows } = await db().query(
      `select 1 from public.ancora_quiz_overrides where quiz_id = $1 and user_id = $2`,
      [finalQuiz, team.manager.id],
    );
    expect(rows).toEqual([]);
  });
});
