-- Ancora demo learners (runs after 50_ancora_courses.sql). A cohort of 24 growers (users
-- a0000000-0000-4000-8000-0000000002NN, password canopy-demo-2026) who took the final quizzes
-- over the past year, through the same functions a learner calls, so attempts, certificates and
-- item statistics are real; most opted in to recruiting, two withdrew. And the demo personas:
--   basic@ (Priya)  halfway through Crop steering fundamentals ("continue where you left off"),
--                   and an IPM certificate that expires in 25 days (reminders at 90 and 60 days
--                   already sent; the 30-day one arrives when she opens the app);
--   pro@ (Marcus)   Crop steering certified, opted in to recruiting, started the Pro course;
--   advanced@ (Lena) took the skill assessment a month ago (her result is hers alone).
-- Skipped as a whole when the cohort already exists, so running it twice changes nothing.

create temporary table ancora_cohort (
  n integer, first_name text, last_name text, tier text, ability numeric, headline text, location text,
  consent text  -- 'in', 'withdrawn' or 'none'
) on commit drop;
insert into ancora_cohort values
  (1,  'Hana',     'Kowalski',  'Basic',        0.92, 'Head grower, 4 flower rooms, coco',            'Denver, CO',       'in'),
  (2,  'Diego',    'Ferreira',  'Advanced',     0.85, 'Irrigation technician',                        'Sacramento, CA',   'in'),
  (3,  'Aisha',    'Bello',     'Basic',        0.62, 'Cultivation assistant',                        'Toronto, ON',      'in'),
  (4,  'Finn',     'Larsen',    'Professional', 0.95, 'Cultivation manager, rockwool',                'Leamington, ON',   'in'),
  (5,  'Mei',      'Chen',      'Basic',        0.48, 'Trimmer moving into cultivation',              'Portland, OR',     'none'),
  (6,  'Kwame',    'Asante',    'Advanced',     0.78, 'IPM lead',                                      'Oklahoma City, OK','in'),
  (7,  'Laura',    'Jensen',    'Basic',        0.70, 'Grower, greenhouse tomatoes and cannabis',     'Westland, NL',     'in'),
  (8,  'Pablo',    'Ruiz',      'Basic',        0.55, 'Night-shift grow technician',                  'Phoenix, AZ',      'withdrawn'),
  (9,  'Sienna',   'Clarke',    'Advanced',     0.88, 'Compliance and IPM coordinator',               'Detroit, MI',      'in'),
  (10, 'Tomasz',   'Nowak',     'Basic',        0.40, 'Facility maintenance, learning irrigation',    'Chicago, IL',      'none'),
  (11, 'Yuki',     'Sato',      'Professional', 0.90, 'Director of cultivation',                      'Vancouver, BC',    'in'),
  (12, 'Oluwaseun','Adebayo',   'Basic',        0.66, 'Propagation specialist',                       'Atlanta, GA',      'in'),
  (13, 'Greta',    'Holm',      'Advanced',     0.82, 'Crop steering consultant',                     'Malmö, SE',        'in'),
  (14, 'Rafael',   'Santos',    'Basic',        0.58, 'Grow technician',                               'Las Vegas, NV',    'none'),
  (15, 'Ingrid',   'Berg',      'Basic',        0.74, 'Greenhouse grower',                             'Aarhus, DK',       'in'),
  (16, 'Marcus',   'Webb',      'Advanced',     0.52, 'Assistant grower',                              'Tulsa, OK',        'withdrawn'),
  (17, 'Priscila', 'Alves',     'Basic',        0.86, 'Fertigation lead',                              'Montreal, QC',     'in'),
  (18, 'Arjun',    'Mehta',     'Professional', 0.93, 'VP operations, multi-site',                    'Boston, MA',       'in'),
  (19, 'Chiara',   'Bianchi',   'Basic',        0.44, 'New grower',                                    'Turin, IT',        'none'),
  (20, 'Declan',   'Murphy',    'Basic',        0.68, 'Grow technician, day shift',                    'Dublin, IE',       'in'),
  (21, 'Lucía',    'Romero',    'Advanced',     0.80, 'IPM scout',                                     'Bogotá, CO',       'in'),
  (22, 'Stefan',   'Vogel',     'Basic',        0.63, 'Irrigation and climate technician',            'Hamburg, DE',      'none'),
  (23, 'Naledi',   'Dlamini',   'Basic',        0.76, 'Cultivation supervisor',                        'Cape Town, ZA',    'in'),
  (24, 'Ravi',     'Iyer',      'Advanced',     0.97, 'Head of cultivation, rockwool and coco',       'Sydney, AU',       'in');

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change, email_change_token_new
)
select
  '00000000-0000-0000-0000-000000000000', ('a0000000-0000-4000-8000-000000000' || (200 + c.n))::uuid,
  'authenticated', 'authenticated',
  lower(translate(c.first_name, 'áéíóúÁÉÍÓÚöø', 'aeiouAEIOUoo')) || '.' || lower(c.last_name) || '@example.com',
  extensions.crypt('canopy-demo-2026', extensions.gen_salt('bf')), now() - interval '400 days',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('first_name', c.first_name, 'last_name', c.last_name),
  now() - interval '400 days', now(), '', '', '', ''
from ancora_cohort c
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.id between 'a0000000-0000-4000-8000-000000000201' and 'a0000000-0000-4000-8000-000000000224'
  and not exists (select 1 from auth.identities i where i.user_id = u.id);

update public.profiles p set membership_tier = c.tier
from ancora_cohort c
where p.id = ('a0000000-0000-4000-8000-000000000' || (200 + c.n))::uuid;

-- An answer a learner of this ability would give: right, or a plausible wrong one (a
-- multiple-choice answer that is wrong is usually half right).
create or replace function pg_temp.answer(p_version uuid, p_right boolean) returns jsonb
language plpgsql as $$
declare
  v public.ancora_question_versions;
begin
  select * into v from public.ancora_question_versions where id = p_version;
  if v.type = 'numeric' then
    return jsonb_build_object('value', case when p_right then v.numeric_answer else round(v.numeric_answer * 1.3 + 1, 1) end);
  elsif v.type = 'multiple' then
    return jsonb_build_object('choices', (
      select jsonb_agg(c.id) from public.ancora_question_choices c
      where c.version_id = v.id and (c.is_correct = p_right or (not p_right and c.is_correct and c.position = (
        select min(position) from public.ancora_question_choices where version_id = v.id and is_correct)))));
  else
    return jsonb_build_object('choice', (
      select c.id from public.ancora_question_choices c
      where c.version_id = v.id and c.is_correct = p_right order by random() limit 1));
  end if;
end
$$;

-- Takes a quiz as a learner: start, answer by ability (easier questions more often right), submit,
-- then move the attempt (and any certificate it issued) back to when it happened.
create or replace function pg_temp.take(p_user uuid, p_quiz uuid, p_ability numeric, p_at timestamptz) returns boolean
language plpgsql as $$
declare
  v_attempt uuid;
  v_answers jsonb := '{}'::jsonb;
  v_passed boolean;
  r record;
  p numeric;
begin
  perform set_config('request.jwt.claims', jsonb_build_object('sub', p_user, 'role', 'authenticated')::text, true);
  v_attempt := (public.ancora_start_attempt(p_quiz) -> 'attempt' ->> 'id')::uuid;
  for r in
    select s.slot, s.version_id, v.prompt from public.ancora_attempt_slots s
    join public.ancora_question_versions v on v.id = s.version_id where s.attempt_id = v_attempt
  loop
    p := case
      -- A true/false item nearly everyone gets (flagged too easy) and one most learners guess at
      -- (flagged for poor discrimination), as real banks have.
      when r.prompt like 'Field capacity is the VWC%' then 0.98
      when r.prompt like 'Rockwool slabs typically%' then 0.5
      else greatest(0.05, least(0.99, p_ability + 0.2 - 0.4 * ((abs(hashtext(r.prompt)) % 100) / 100.0)))
    end;
    v_answers := v_answers || jsonb_build_object(r.slot::text, pg_temp.answer(r.version_id, random() < p));
  end loop;
  v_passed := (public.ancora_submit_attempt(v_attempt, v_answers) -> 'attempt' ->> 'passed')::boolean;
  update public.ancora_attempts
  set started_at = p_at, finished_at = p_at + interval '13 minutes',
      deadline = case when deadline is not null then p_at + (deadline - started_at) end
  where id = v_attempt;
  update public.ancora_attempt_slots set answered_at = p_at + interval '6 minutes' where attempt_id = v_attempt;
  update public.ancora_certificates c
  set first_issued_at = case when c.issue_count = 1 then p_at + interval '13 minutes' else c.first_issued_at end,
      issued_at = p_at + interval '13 minutes',
      expires_at = case when c.expires_at is not null then p_at + interval '13 minutes'
        + make_interval(months => (select certificate_validity_months from public.ancora_courses where id = c.course_id)) end
  where c.attempt_id = v_attempt;
  update public.notifications set created_at = p_at + interval '13 minutes', read = true
  where user_id = p_user and source = 'ancora' and created_at > now() - interval '1 minute';
  return v_passed;
end
$$;

do $$
declare
  cs_final constant uuid := 'ac400000-0000-4000-8000-000000000132';
  ipm_final constant uuid := 'ac400000-0000-4000-8000-000000000232';
  assessment constant uuid := 'ac400000-0000-4000-8000-000000000999';
  c record;
  v_user uuid;
  v_at timestamptz;
begin
  if exists (select 1 from public.ancora_attempts where user_id = 'a0000000-0000-4000-8000-000000000201') then
    return;
  end if;
  perform setseed(0.17);
  for c in select * from ancora_cohort order by n loop
    v_user := ('a0000000-0000-4000-8000-000000000' || (200 + c.n))::uuid;
    -- Crop steering: almost everyone; a failed first attempt is retried a few days later.
    if c.n % 8 <> 0 then
      v_at := now() - make_interval(days => 20 + (c.n * 37) % 300);
      if not pg_temp.take(v_user, cs_final, c.ability, v_at) and c.ability > 0.5 then
        perform pg_temp.take(v_user, cs_final, c.ability + 0.05, v_at + interval '3 days');
      end if;
    end if;
    -- IPM: earned between 1 and 14 months ago, so some certificates are valid, some expiring,
    -- some expired.
    if c.n % 6 <> 0 then
      v_at := now() - make_interval(days => 25 + (c.n * 53) % 400);
      if not pg_temp.take(v_user, ipm_final, c.ability, v_at) and c.ability > 0.6 then
        perform pg_temp.take(v_user, ipm_final, c.ability + 0.05, v_at + interval '2 days');
      end if;
    end if;
  end loop;

  -- Priya (basic@): an IPM certificate that expires in 25 days.
  perform pg_temp.take('a0000000-0000-4000-8000-000000000002', ipm_final, 0.97,
    now() + interval '25 days' - interval '12 months' - interval '13 minutes');
  -- Marcus (pro@): Crop steering certified in spring.
  perform pg_temp.take('a0000000-0000-4000-8000-000000000004', cs_final, 0.97, now() - interval '200 days');
  -- Lena (advanced@): the skill assessment a month ago.
  perform pg_temp.take('a0000000-0000-4000-8000-000000000003', assessment, 0.8, now() - interval '30 days');
  perform set_config('request.jwt.claims', '', true);
end
$$;

-- The cohort's recruiting consent; pro@ (Marcus) opted in too.
insert into public.ancora_recruiting_profiles (user_id, opted_in, headline, location, contact_email)
select ('a0000000-0000-4000-8000-000000000' || (200 + c.n))::uuid, true, c.headline, c.location,
  lower(translate(c.first_name, 'áéíóúÁÉÍÓÚöø', 'aeiouAEIOUoo')) || '.' || lower(c.last_name) || '@example.com'
from ancora_cohort c where c.consent in ('in', 'withdrawn')
union all
select 'a0000000-0000-4000-8000-000000000004', true, 'Master grower, rockwool and crop steering', 'Denver, CO',
  'pro@example.com'
on conflict (user_id) do nothing;
update public.ancora_recruiting_profiles r set opted_in = false
from ancora_cohort c
where c.consent = 'withdrawn' and r.user_id = ('a0000000-0000-4000-8000-000000000' || (200 + c.n))::uuid
  and r.opted_in;

-- Priya's progress: three lessons done, the fourth open.
insert into public.ancora_lesson_progress (user_id, lesson_id, completed_at)
values
  ('a0000000-0000-4000-8000-000000000002', 'ac300000-0000-4000-8000-000000000111', now()),
  ('a0000000-0000-4000-8000-000000000002', 'ac300000-0000-4000-8000-000000000112', now()),
  ('a0000000-0000-4000-8000-000000000002', 'ac300000-0000-4000-8000-000000000121', now()),
  ('a0000000-0000-4000-8000-000000000002', 'ac300000-0000-4000-8000-000000000122', null),
  ('a0000000-0000-4000-8000-000000000004', 'ac300000-0000-4000-8000-000000000311', now())
on conflict do nothing;
-- The trigger stamps now(); spread them over the last week as they happened.
update public.ancora_lesson_progress set
  first_viewed_at = now() - interval '6 days' + (l.position + 3 * (m.position - 1)) * interval '1 day',
  last_viewed_at = now() - interval '6 days' + (l.position + 3 * (m.position - 1)) * interval '1 day' + interval '20 minutes',
  completed_at = case when completed_at is not null
    then now() - interval '6 days' + (l.position + 3 * (m.position - 1)) * interval '1 day' + interval '18 minutes' end
from public.ancora_lessons l join public.ancora_modules m on m.id = l.module_id
where l.id = lesson_id and user_id in ('a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004')
  and ancora_lesson_progress.first_viewed_at > now() - interval '1 minute';

-- Priya's 90- and 60-day reminders went out (and were read) weeks ago.
do $$
declare
  v_cert public.ancora_certificates;
  v_id uuid;
  d integer;
begin
  select * into v_cert from public.ancora_certificates
  where user_id = 'a0000000-0000-4000-8000-000000000002' and course_id = 'ac100000-0000-4000-8000-000000000002';
  if v_cert.id is null or exists (select 1 from public.ancora_certificate_reminders where certificate_id = v_cert.id) then
    return;
  end if;
  foreach d in array array[90, 60] loop
    insert into public.notifications (user_id, type, title, message, source, action_url, read, created_at)
    values (v_cert.user_id, 'ancora_reminder', 'Certificate expiring soon',
      'Your certificate for ' || v_cert.course_title || ' expires in ' || d || ' days (on '
        || to_char(v_cert.expires_at at time zone 'UTC', 'FMDD Mon YYYY') || '). Take the recertification quiz to renew it.',
      'ancora', '/ancora/certifications/' || v_cert.course_id, true, v_cert.expires_at - make_interval(days => d))
    returning id into v_id;
    insert into public.ancora_certificate_reminders (certificate_id, issue_count, days_before, notification_id, created_at)
    values (v_cert.id, v_cert.issue_count, d, v_id, v_cert.expires_at - make_interval(days => d));
  end loop;
end
$$;
