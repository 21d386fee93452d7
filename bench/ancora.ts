// Ancora, measured against a bare one-table read on the same PostgREST in the same run (the issue
// names no budget; these are the requests a learner, an employer and a verifier wait on):
//   - public certificate verification (anon), among 30,000 certificates;
//   - the recruiting search ("IPM ≥ 85 %, valid, earned in the last 12 months") over 20,000
//     learners, two thirds of them opted in;
//   - starting and submitting a 10-question attempt (draw, shuffle, grade, certificate);
//   - item statistics for a course bank with 5,000 finished attempts (50,000 answers).
// Budget: verification within 2× the bare read (it is what a QR code opens); the others reported.
import { percentile, startBenchStack, userToken } from './bench-stack.ts';
import type { Row } from './table.ts';

const LEARNERS = 20_000;
const ATTEMPTS = 5_000;
const RUNS = 100;
const WARMUP = 15;
const IPM = 'ac100000-0000-4000-8000-000000000002';
const CROP_STEERING = 'ac100000-0000-4000-8000-000000000001';
const CS_FINAL = 'ac400000-0000-4000-8000-000000000132';
const ADMIN = 'a0000000-0000-4000-8000-000000000007';
const PRO = 'a0000000-0000-4000-8000-000000000004';

const SEED_SQL = `
select setseed(0.5);
insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select ('b1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'authenticated', 'authenticated',
  'learner' || g || '@bench.example.com', now(), '{"provider":"email","providers":["email"]}',
  jsonb_build_object('first_name', 'Learner', 'last_name', g::text), now(), now()
from generate_series(1, ${LEARNERS}) g;
update public.profiles set membership_tier = 'Basic' where id::text like 'b1000000-%';

insert into public.ancora_certificates (user_id, course_id, holder_name, course_title, score_percent,
  first_issued_at, issued_at, expires_at)
select ('b1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, c.id, 'Learner ' || g, c.title,
  70 + (g * 7) % 31, now() - ((g * 13) % 500) * interval '1 day', now() - ((g * 13) % 500) * interval '1 day',
  case when c.certificate_validity_months is not null
       then now() - ((g * 13) % 500) * interval '1 day' + make_interval(months => c.certificate_validity_months) end
from generate_series(1, ${LEARNERS}) g
join public.ancora_courses c on c.id = '${IPM}' or (c.id = '${CROP_STEERING}' and g % 2 = 0);

insert into public.ancora_recruiting_profiles (user_id, opted_in, headline, location)
select ('b1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, g % 3 <> 0, 'Grower ' || g, 'Denver, CO'
from generate_series(1, ${LEARNERS}) g;

-- Finished attempts at the crop-steering final quiz: 10 answers each, right with a probability
-- that follows the learner's ability, so the statistics have something to find.
create temporary table bench_attempts as
select gen_random_uuid() as id, ('b1000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid as user_id,
  random() as ability
from generate_series(1, ${ATTEMPTS}) g;
insert into public.ancora_attempts (id, quiz_id, user_id, attempt_no, started_at, deadline, finished_at,
  pass_percent, state, score, max_score, percent, passed)
select a.id, '${CS_FINAL}', a.user_id, 9, now() - interval '2 days', now() - interval '2 days' + interval '20 minutes',
  now() - interval '2 days' + interval '12 minutes', 70, 'finished', 0, 0, 0, false
from bench_attempts a;
insert into public.ancora_attempt_slots (attempt_id, slot, question_id, version_id, max_mark, fraction, mark)
select a.id, d.slot, d.question_id, d.version_id, 1, f.f, f.f
from bench_attempts a
cross join lateral (
  select row_number() over () as slot, q.id as question_id, v.id as version_id
  from public.ancora_questions q
  join public.ancora_question_versions v on v.question_id = q.id and v.version = q.current_version
  where q.course_id = '${CROP_STEERING}' and q.lesson_id is null
  -- a.ability in the ordering keeps the draw per attempt (an uncorrelated subquery runs once).
  order by random() + a.ability * 0 limit 10) d
cross join lateral (select case when random() < 0.2 + 0.7 * a.ability then 1 else 0 end as f) f;
update public.ancora_attempts t set score = s.score, max_score = 10, percent = 10 * s.score, passed = s.score >= 7
from (select attempt_id, sum(mark) as score from public.ancora_attempt_slots
      where attempt_id in (select id from bench_attempts) group by attempt_id) s
where t.id = s.attempt_id;

-- A quiz without limits to start and submit over and over: 30 questions, 10 drawn.
do $$
declare
  v_course uuid;
  v_lesson uuid;
  i integer;
begin
  perform set_config('request.jwt.claims', '{"sub": "${ADMIN}", "role": "authenticated"}', true);
  insert into public.ancora_courses (slug, title, summary, topic, level, published)
  values ('bench-course', 'Bench course', 'A course for the benchmark.', 'climate', 'beginner', true)
  returning id into v_course;
  insert into public.ancora_modules (course_id, position, title, published_at) values (v_course, 1, 'Bench module', now());
  -- Published, as learners read only published modules and lessons.
  insert into public.ancora_lessons (module_id, position, title, estimated_minutes, published_at)
  select id, 1, 'Final quiz', 10, now() from public.ancora_modules where course_id = v_course returning id into v_lesson;
  for i in 1..30 loop
    perform public.ancora_save_question(null, v_course, null, 'single', 'Bench question ' || i, 1,
      jsonb_build_array(jsonb_build_object('label', 'Right', 'is_correct', true),
                        jsonb_build_object('label', 'Wrong', 'is_correct', false),
                        jsonb_build_object('label', 'Also wrong', 'is_correct', false)));
  end loop;
  insert into public.ancora_quizzes (id, lesson_id, purpose, title, draw_count, time_limit_seconds)
  values ('b2000000-0000-4000-8000-000000000001', v_lesson, 'final', 'Bench quiz', 10, 1200);
  perform set_config('request.jwt.claims', '', true);
end
$$;
analyze;
`;

export async function ancoraRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('ancora');
  try {
    await stack.pool.query(SEED_SQL);
    const { anonKey, apiUrl } = stack.config;
    const bearer = { pro: await userToken(stack, PRO), admin: await userToken(stack, ADMIN) };
    const call = async (method: 'GET' | 'POST', query: string, jwt: string | null, body?: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${apiUrl}/rest/v1/${query}`, {
        method,
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${jwt ?? anonKey}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as unknown;
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${query}: ${res.status} ${JSON.stringify(json)}`);
      return { ms, json };
    };
    const sample = async (run: () => Promise<{ ms: number }>) => {
      for (let i = 0; i < WARMUP; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await run()).ms);
      return times.sort((a, b) => a - b);
    };

    const { rows } = await stack.pool.query<{ id: string }>(
      `select id from public.ancora_certificates order by issued_at limit 1 offset 12345`,
    );
    const certId = rows[0]!.id;
    const bare = await sample(() => call('GET', 'ancora_courses?select=id,title&limit=25', bearer.pro));
    const verify = await sample(() => call('POST', 'rpc/ancora_verify_certificate', null, { p_id: certId }));
    const search = { p_course_id: IPM, p_min_score: 85, p_validity: 'valid', p_earned_within_months: 12 };
    const found = await call('POST', 'rpc/ancora_search_candidates', bearer.pro, search);
    const recruiting = await sample(() => call('POST', 'rpc/ancora_search_candidates', bearer.pro, search));

    const start: number[] = [];
    const submit: number[] = [];
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const s = await call('POST', 'rpc/ancora_start_attempt', bearer.pro, {
        p_quiz_id: 'b2000000-0000-4000-8000-000000000001',
      });
      const attempt = s.json as {
        attempt: { id: string };
        questions: Array<{ slot: number; choices: Array<{ id: string }> }>;
      };
      const answers = Object.fromEntries(
        attempt.questions.map((q) => [q.slot, { choice: q.choices[0]!.id }]),
      );
      const t = await call('POST', 'rpc/ancora_submit_attempt', bearer.pro, {
        p_attempt_id: attempt.attempt.id,
        p_responses: answers,
      });
      if (i >= WARMUP) {
        start.push(s.ms);
        submit.push(t.ms);
      }
    }
    start.sort((a, b) => a - b);
    submit.sort((a, b) => a - b);

    const stats: number[] = [];
    for (let i = 0; i < 10; i++) {
      stats.push(
        (await call('POST', 'rpc/ancora_item_statistics', bearer.admin, { p_course_id: CROP_STEERING })).ms,
      );
    }
    stats.sort((a, b) => a - b);

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const b95 = percentile(bare, 95);
    const ratio = percentile(verify, 95) / b95;
    return [
      { metric: 'ancora bare one-table p95', value: ms(b95), budget: '', ok: true },
      {
        metric: 'certificate verification p95 (anon)',
        value: ms(percentile(verify, 95)),
        budget: '',
        ok: true,
      },
      { metric: 'verification / bare (p95)', value: `${ratio.toFixed(2)}×`, budget: '≤ 2×', ok: ratio <= 2 },
      {
        metric: `recruiting search p95 (${LEARNERS} learners, ${(found.json as unknown[]).length} found)`,
        value: ms(percentile(recruiting, 95)),
        budget: '',
        ok: true,
      },
      { metric: 'start attempt p95 (draw 10 of 30)', value: ms(percentile(start, 95)), budget: '', ok: true },
      { metric: 'submit attempt p95 (grade 10)', value: ms(percentile(submit, 95)), budget: '', ok: true },
      {
        metric: `item statistics p50 (${ATTEMPTS} attempts)`,
        value: ms(percentile(stats, 50)),
        budget: '',
        ok: true,
      },
    ];
  } finally {
    await dispose();
  }
}
