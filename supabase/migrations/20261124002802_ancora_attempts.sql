-- Ancora attempts, graded by the database, and what passing earns: certificates for a course's
-- final (or recertification) quiz and placements from the skill assessment. Learners never write
-- these tables; every step is a function that checks the rules first (Moodle's where they fit):
--   start   tier and course access, prerequisites, recertification window, maximum attempts, the
--           delay after the last attempt (delay1 after the first, delay2 after later ones, counted
--           from when it finished, or its deadline if that came first); draws the questions at
--           random (stratified by course for the assessment, missed items first for a recert) and
--           shuffles the answers; pins each question's current version to the attempt.
--   save    only before the deadline, and only answers to the attempt's own questions.
--   submit  grades the sheet; after the deadline, grades it as it stood at the deadline and ignores
--           what came late. An attempt left open past its deadline is graded the same way the next
--           time its learner calls any of these functions.
--   review  the score and the score-band feedback, plus correctness, right answers and per-answer
--           feedback only as the quiz's review options allow.
-- A practice run (/ancora/test/quiz/{lessonId}) draws and grades a lesson check and stores nothing.
-- Errors (SQLSTATE): 42501 not allowed, PT404 not found, 22023 invalid answer, AN001 no attempt
-- left, AN002 wait for the delay, AN003 time is up, AN004 prerequisites missing, AN005 no
-- recertification due, AN006 attempt already finished, AN007 quiz has no questions.

create table public.ancora_attempts (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.ancora_quizzes (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  attempt_no integer not null check (attempt_no >= 1),
  started_at timestamptz not null default now(),
  deadline timestamptz,
  -- When it was graded: the submission, or the deadline for a sheet submitted late or never.
  finished_at timestamptz,
  submitted_late boolean not null default false,
  -- The pass mark in force when it started.
  pass_percent numeric(5, 2) not null check (pass_percent between 0 and 100),
  state text not null default 'in_progress' check (state in ('in_progress', 'finished')),
  score numeric(8, 2),
  max_score numeric(8, 2),
  percent numeric(5, 2) check (percent between 0 and 100),
  passed boolean,
  unique (quiz_id, user_id, attempt_no),
  check ((state = 'finished') = (finished_at is not null)),
  check ((state = 'finished') = (percent is not null and passed is not null))
);
create index ancora_attempts_user_quiz_idx on public.ancora_attempts (user_id, quiz_id, started_at desc);
create unique index ancora_attempts_one_open_idx on public.ancora_attempts (quiz_id, user_id)
  where state = 'in_progress';
create index ancora_attempts_open_deadline_idx on public.ancora_attempts (user_id, deadline)
  where state = 'in_progress';

create table public.ancora_attempt_slots (
  attempt_id uuid not null references public.ancora_attempts (id) on delete cascade,
  slot integer not null check (slot between 1 and 100),
  question_id uuid not null references public.ancora_questions (id),
  -- The version the learner saw: grading and review always use it, whatever an admin edits later.
  version_id uuid not null references public.ancora_question_versions (id),
  -- The order the answers were shown in (shuffled per attempt).
  choice_order uuid[] not null default '{}',
  response jsonb check (response is null or (jsonb_typeof(response) = 'object' and pg_column_size(response) <= 4096)),
  answered_at timestamptz,
  fraction numeric(7, 6) check (fraction between 0 and 1),
  mark numeric(8, 2),
  max_mark numeric(6, 2) not null check (max_mark > 0),
  primary key (attempt_id, slot)
);
create index ancora_attempt_slots_question_idx on public.ancora_attempt_slots (question_id);
create index ancora_attempt_slots_version_idx on public.ancora_attempt_slots (version_id);

-- The public credential id is the primary key: a random (v4) uuid, unguessable, and kept when the
-- certificate is re-issued or renewed.
create table public.ancora_certificates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  -- What the certificate says, as issued: the holder's name and the course title at the time.
  holder_name text not null check (char_length(trim(holder_name)) between 1 and 201),
  course_title text not null check (char_length(course_title) between 1 and 120),
  score_percent numeric(5, 2) not null check (score_percent between 0 and 100),
  first_issued_at timestamptz not null default now(),
  issued_at timestamptz not null default now(),
  expires_at timestamptz,
  issue_count integer not null default 1 check (issue_count >= 1),
  attempt_id uuid references public.ancora_attempts (id) on delete set null,
  revoked_at timestamptz,
  revoked_reason text check (char_length(revoked_reason) <= 500),
  unique (user_id, course_id),
  check (expires_at is null or expires_at > issued_at),
  check ((revoked_at is null) = (revoked_reason is null))
);
create index ancora_certificates_course_idx on public.ancora_certificates (course_id);
create index ancora_certificates_attempt_idx on public.ancora_certificates (attempt_id);
create index ancora_certificates_expiry_idx on public.ancora_certificates (expires_at) where revoked_at is null;

-- Courses the skill assessment placed a learner past. Private to the learner.
create table public.ancora_course_placements (
  user_id uuid not null references public.profiles (id) on delete cascade,
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  attempt_id uuid not null references public.ancora_attempts (id) on delete cascade,
  percent numeric(5, 2) not null check (percent between 0 and 100),
  placed_at timestamptz not null default now(),
  primary key (user_id, course_id)
);
create index ancora_course_placements_course_idx on public.ancora_course_placements (course_id);
create index ancora_course_placements_attempt_idx on public.ancora_course_placements (attempt_id);

alter table public.ancora_attempts enable row level security;
alter table public.ancora_attempt_slots enable row level security;
alter table public.ancora_certificates enable row level security;
alter table public.ancora_course_placements enable row level security;

revoke all on table public.ancora_attempts, public.ancora_attempt_slots, public.ancora_certificates,
  public.ancora_course_placements from anon, authenticated;
grant select on public.ancora_attempts, public.ancora_attempt_slots, public.ancora_certificates,
  public.ancora_course_placements to authenticated;
grant select, insert, update, delete on public.ancora_attempts, public.ancora_attempt_slots,
  public.ancora_certificates, public.ancora_course_placements to service_role;

-- An admin may look into course attempts (support, appeals) but never into a skill assessment:
-- a failed assessment is shown to nobody but its learner.
create function public.ancora_is_assessment_quiz(p_quiz_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.ancora_quizzes q where q.id = p_quiz_id and q.purpose = 'assessment')
$$;
revoke execute on function public.ancora_is_assessment_quiz(uuid) from public, anon, authenticated;
grant execute on function public.ancora_is_assessment_quiz(uuid) to authenticated, service_role;

create policy "Learners read their own attempts and admins read course attempts"
  on public.ancora_attempts for select to authenticated
  using (user_id = (select auth.uid())
         or ((select public.is_admin()) and not public.ancora_is_assessment_quiz(quiz_id)));
-- The slots carry marks per question, which review options may hide from the learner: learners
-- read them through ancora_review_attempt only.
create policy "Admins read the answer sheets of course attempts"
  on public.ancora_attempt_slots for select to authenticated
  using ((select public.is_admin()) and exists (
    select 1 from public.ancora_attempts a
    where a.id = attempt_id and not public.ancora_is_assessment_quiz(a.quiz_id)));
-- A holder keeps access to their own certificates whatever their plan: the credential is theirs.
create policy "Holders read their own certificates and admins read all"
  on public.ancora_certificates for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Learners read their own placements"
  on public.ancora_course_placements for select to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Internal helpers (no API role may call them; the SECURITY DEFINER functions below do).

-- The quiz's settings with the learner's override applied.
create function public.ancora_effective_settings(
  p_quiz_id uuid, p_user_id uuid,
  out max_attempts integer, out time_limit_seconds integer,
  out delay_first_seconds integer, out delay_later_seconds integer)
language sql
stable
set search_path = ''
as $$
  select coalesce(o.max_attempts, q.max_attempts), coalesce(o.time_limit_seconds, q.time_limit_seconds),
    coalesce(o.delay_seconds, q.delay_first_seconds), coalesce(o.delay_seconds, q.delay_later_seconds)
  from public.ancora_quizzes q
  left join public.ancora_quiz_overrides o on o.quiz_id = q.id and o.user_id = p_user_id
  where q.id = p_quiz_id
$$;
revoke execute on function public.ancora_effective_settings(uuid, uuid) from public, anon, authenticated;

-- The questions a quiz draws from: a lesson check its lesson's questions; a final or recert quiz
-- its course's exam bank; the assessment the assessment questions of published non-Pro courses.
create function public.ancora_quiz_pool(p_quiz_id uuid)
returns table (question_id uuid, course_id uuid, version integer)
language sql
stable
set search_path = ''
as $$
  select q.id, q.course_id, q.current_version
  from public.ancora_quizzes z
  join public.ancora_questions q on q.archived_at is null and (
    (z.purpose = 'lesson' and q.lesson_id = z.lesson_id)
    or (z.purpose in ('final', 'recert') and q.course_id = z.course_id and q.lesson_id is null)
    or (z.purpose = 'assessment' and q.in_assessment and q.lesson_id is null
        and exists (select 1 from public.ancora_courses c
                    where c.id = q.course_id and c.published and not c.is_pro)))
  where z.id = p_quiz_id
$$;
revoke execute on function public.ancora_quiz_pool(uuid) from public, anon, authenticated;

-- A prerequisite is met by a certificate that was not revoked (an expired one still shows the
-- learner did the course) or by a placement from the skill assessment.
create function public.ancora_prerequisites_met(p_course_id uuid, p_user_id uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select 1 from public.ancora_course_prerequisites p
    where p.course_id = p_course_id
      and not exists (select 1 from public.ancora_certificates c
                      where c.course_id = p.prerequisite_id and c.user_id = p_user_id and c.revoked_at is null)
      and not exists (select 1 from public.ancora_course_placements pl
                      where pl.course_id = p.prerequisite_id and pl.user_id = p_user_id))
$$;
revoke execute on function public.ancora_prerequisites_met(uuid, uuid) from public, anon, authenticated;

-- How many days before expiry a certificate counts as expiring: the first reminder goes out then
-- and the recertification quiz opens.
create function public.ancora_renewal_window() returns interval
language sql
immutable
set search_path = ''
as $$ select interval '90 days' $$;
grant execute on function public.ancora_renewal_window() to authenticated, service_role;

-- One answer's credit in [0, 1] against a question version.
create function public.ancora_grade_response(p_version_id uuid, p_response jsonb) returns numeric
language plpgsql
stable
set search_path = ''
as $$
declare
  v public.ancora_question_versions;
  f numeric;
begin
  if p_response is null or jsonb_typeof(p_response) <> 'object' then
    return 0;
  end if;
  select * into v from public.ancora_question_versions where id = p_version_id;
  if v.type in ('single', 'true_false') then
    select c.fraction into f from public.ancora_question_choices c
    where c.version_id = v.id and c.id::text = p_response ->> 'choice';
  elsif v.type = 'multiple' then
    if jsonb_typeof(p_response -> 'choices') <> 'array' then
      return 0;
    end if;
    select sum(c.fraction) into f from public.ancora_question_choices c
    where c.version_id = v.id
      and c.id::text in (select jsonb_array_elements_text(p_response -> 'choices'));
  else
    if jsonb_typeof(p_response -> 'value') <> 'number' then
      return 0;
    end if;
    -- A grower's calculation: right within the tolerance (the epsilon absorbs decimal rounding).
    f := case when abs((p_response ->> 'value')::numeric - v.numeric_answer) <= v.numeric_tolerance + 1e-9
              then 1 else 0 end;
  end if;
  return greatest(0, least(1, coalesce(f, 0)));
end
$$;
revoke execute on function public.ancora_grade_response(uuid, jsonb) from public, anon, authenticated;

-- Checks an answer's shape against the question as shown; returns it normalised, or null when
-- it says nothing (so a cleared answer is unanswered).
create function public.ancora_normalize_response(p_type text, p_choice_order uuid[], p_response jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_ids text[];
begin
  if p_response is null or p_response = 'null'::jsonb or p_response = '{}'::jsonb then
    return null;
  end if;
  if jsonb_typeof(p_response) <> 'object' then
    raise exception 'An answer must be an object' using errcode = '22023';
  end if;
  if p_type in ('single', 'true_false') then
    if jsonb_typeof(p_response -> 'choice') is distinct from 'string'
       or not ((p_response ->> 'choice') = any (p_choice_order::text[])) then
      raise exception 'That answer is not one of this question''s choices' using errcode = '22023';
    end if;
    return jsonb_build_object('choice', p_response ->> 'choice');
  elsif p_type = 'multiple' then
    if jsonb_typeof(p_response -> 'choices') is distinct from 'array' then
      raise exception 'A multiple-choice answer is a list of choices' using errcode = '22023';
    end if;
    select array_agg(distinct x) into v_ids from jsonb_array_elements_text(p_response -> 'choices') x;
    if v_ids is null then
      return null;
    end if;
    if not (v_ids <@ p_choice_order::text[]) then
      raise exception 'That answer is not one of this question''s choices' using errcode = '22023';
    end if;
    return jsonb_build_object('choices', to_jsonb(v_ids));
  else
    if jsonb_typeof(p_response -> 'value') is distinct from 'number'
       or abs((p_response ->> 'value')::numeric) > 1e12 then
      raise exception 'A numeric answer must be a number' using errcode = '22023';
    end if;
    return jsonb_build_object('value', (p_response ->> 'value')::numeric);
  end if;
end
$$;
revoke execute on function public.ancora_normalize_response(text, uuid[], jsonb) from public, anon, authenticated;

-- Issues (or re-issues, same id) a learner's certificate for a course. A revoked certificate is
-- never re-issued by passing again: an admin reinstates it.
create function public.ancora_issue_certificate(
  p_user_id uuid, p_course_id uuid, p_score numeric, p_attempt_id uuid
) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_months integer;
  v_name text;
  v_title text;
  v_existing public.ancora_certificates;
begin
  select certificate_validity_months, title into v_months, v_title
  from public.ancora_courses where id = p_course_id;
  select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), 'Canopy learner') into v_name
  from public.profiles where id = p_user_id;
  select * into v_existing from public.ancora_certificates
  where user_id = p_user_id and course_id = p_course_id for update;

  if not found then
    insert into public.ancora_certificates (user_id, course_id, holder_name, course_title, score_percent,
      expires_at, attempt_id)
    values (p_user_id, p_course_id, v_name, v_title, p_score,
            case when v_months is not null then now() + make_interval(months => v_months) end, p_attempt_id);
    perform public.create_notification(p_user_id, 'ancora_certificate', 'Certificate earned',
      'You earned the certificate for ' || v_title || '.', 'ancora', '/ancora/certifications/' || p_course_id);
  elsif v_existing.revoked_at is null then
    update public.ancora_certificates
    set holder_name = v_name, course_title = v_title, score_percent = p_score, issued_at = now(), attempt_id = p_attempt_id,
        expires_at = case when v_months is not null then now() + make_interval(months => v_months) end,
        issue_count = issue_count + 1
    where id = v_existing.id;
    perform public.create_notification(p_user_id, 'ancora_certificate', 'Certificate renewed',
      'Your certificate for ' || v_title || ' was renewed.', 'ancora', '/ancora/certifications/' || p_course_id);
  end if;
end
$$;
revoke execute on function public.ancora_issue_certificate(uuid, uuid, numeric, uuid) from public, anon, authenticated;

-- When a recertification attempt's count starts: the certificate's current issue.
create function public.ancora_cycle_start(p_quiz_id uuid, p_user_id uuid) returns timestamptz
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select c.issued_at from public.ancora_quizzes q
    join public.ancora_certificates c on c.course_id = q.course_id and c.user_id = p_user_id
    where q.id = p_quiz_id and q.purpose = 'recert'), '-infinity'::timestamptz)
$$;
revoke execute on function public.ancora_cycle_start(uuid, uuid) from public, anon, authenticated;

-- The learner's grade on a quiz across the finished attempts of the current cycle, by the quiz's
-- grade method (highest by default, as Moodle).
create function public.ancora_quiz_grade(p_quiz_id uuid, p_user_id uuid) returns numeric
language sql
stable
set search_path = ''
as $$
  with finished as (
    select a.percent, a.attempt_no from public.ancora_attempts a
    where a.quiz_id = p_quiz_id and a.user_id = p_user_id and a.state = 'finished'
      and a.started_at >= public.ancora_cycle_start(p_quiz_id, p_user_id))
  select case (select q.grade_method from public.ancora_quizzes q where q.id = p_quiz_id)
    when 'highest' then (select max(f.percent) from finished f)
    when 'average' then (select round(avg(f.percent), 2) from finished f)
    when 'first' then (select f.percent from finished f order by f.attempt_no limit 1)
    else (select f.percent from finished f order by f.attempt_no desc limit 1)
  end
$$;
revoke execute on function public.ancora_quiz_grade(uuid, uuid) from public, anon, authenticated;

-- Per course of a finished skill-assessment attempt: its score and whether it places the learner
-- past the course (at least three of its questions drawn, and the quiz's placement mark reached).
create function public.ancora_assessment_breakdown(p_attempt_id uuid)
returns table (course_id uuid, course_title text, questions integer, percent numeric, placed boolean)
language sql
stable
set search_path = ''
as $$
  select q.course_id, c.title, count(*)::integer,
    round(100 * sum(coalesce(s.mark, 0)) / sum(s.max_mark), 2),
    count(*) >= 3 and round(100 * sum(coalesce(s.mark, 0)) / sum(s.max_mark), 2) >= coalesce(z.placement_percent, 101)
  from public.ancora_attempt_slots s
  join public.ancora_attempts a on a.id = s.attempt_id and a.state = 'finished'
  join public.ancora_quizzes z on z.id = a.quiz_id and z.purpose = 'assessment'
  join public.ancora_questions q on q.id = s.question_id
  join public.ancora_courses c on c.id = q.course_id
  where s.attempt_id = p_attempt_id
  group by q.course_id, c.title, z.placement_percent
  order by c.title
$$;
revoke execute on function public.ancora_assessment_breakdown(uuid) from public, anon, authenticated;

-- Grades an open attempt as its sheet stands and records what it earned.
create function public.ancora_finish_attempt(p_attempt_id uuid, p_at timestamptz, p_late boolean)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v public.ancora_attempts;
  z public.ancora_quizzes;
  v_score numeric;
  v_max numeric;
  v_percent numeric;
  v_grade numeric;
begin
  update public.ancora_attempt_slots s
  set fraction = g.f, mark = round(g.f * s.max_mark, 2)
  from (select s2.slot, public.ancora_grade_response(s2.version_id, s2.response) as f
        from public.ancora_attempt_slots s2 where s2.attempt_id = p_attempt_id) g
  where s.attempt_id = p_attempt_id and s.slot = g.slot;

  select coalesce(sum(mark), 0), coalesce(sum(max_mark), 0) into v_score, v_max
  from public.ancora_attempt_slots where attempt_id = p_attempt_id;
  v_percent := case when v_max > 0 then round(100 * v_score / v_max, 2) else 0 end;

  update public.ancora_attempts
  set state = 'finished', finished_at = p_at, submitted_late = p_late, score = v_score, max_score = v_max,
      percent = v_percent, passed = v_percent >= pass_percent
  where id = p_attempt_id and state = 'in_progress'
  returning * into v;
  if not found then
    return;
  end if;

  select * into z from public.ancora_quizzes where id = v.quiz_id;
  if z.purpose = 'final' then
    v_grade := public.ancora_quiz_grade(z.id, v.user_id);
    -- First pass by the grade method issues; a later passing attempt re-issues (same id).
    if v_grade >= z.pass_percent and (v.passed or not exists (
        select 1 from public.ancora_certificates where user_id = v.user_id and course_id = z.course_id)) then
      perform public.ancora_issue_certificate(v.user_id, z.course_id, v_grade, v.id);
    end if;
  elsif z.purpose = 'recert' and v.passed then
    if exists (select 1 from public.ancora_certificates
               where user_id = v.user_id and course_id = z.course_id and revoked_at is null) then
      perform public.ancora_issue_certificate(v.user_id, z.course_id, v.percent, v.id);
    end if;
  elsif z.purpose = 'assessment' then
    insert into public.ancora_course_placements (user_id, course_id, attempt_id, percent)
    select v.user_id, b.course_id, v.id, b.percent from public.ancora_assessment_breakdown(v.id) b where b.placed
    on conflict (user_id, course_id) do update
      set attempt_id = excluded.attempt_id, percent = excluded.percent, placed_at = now();
  end if;
end
$$;
revoke execute on function public.ancora_finish_attempt(uuid, timestamptz, boolean) from public, anon, authenticated;

-- Attempts left open past their deadline are graded as they stood at the deadline.
create function public.ancora_finish_overdue(p_user_id uuid) returns void
language plpgsql
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select id, deadline from public.ancora_attempts
    where user_id = p_user_id and state = 'in_progress' and deadline < now()
    for update skip locked
  loop
    perform public.ancora_finish_attempt(r.id, r.deadline, true);
  end loop;
end
$$;
revoke execute on function public.ancora_finish_overdue(uuid) from public, anon, authenticated;

-- The quiz the caller may take, or an error: not signed in or not open to them (42501), missing
-- (PT404, a 404).
create function public.ancora_assert_quiz_access(p_quiz_id uuid) returns public.ancora_quizzes
language plpgsql
stable
set search_path = ''
as $$
declare
  z public.ancora_quizzes;
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select * into z from public.ancora_quizzes where id = p_quiz_id;
  if not found then
    raise exception 'Quiz not found' using errcode = 'PT404';
  end if;
  if (z.course_id is null and not public.has_tier('Basic') and not public.is_admin())
     or (z.course_id is not null and not public.ancora_can_read_course(z.course_id)) then
    raise exception 'This quiz is not open to you' using errcode = '42501';
  end if;
  return z;
end
$$;
revoke execute on function public.ancora_assert_quiz_access(uuid) from public, anon, authenticated;

-- Where a learner stands on a quiz: settings with their override, attempts used and left, an open
-- attempt, when the next may start, the grade by the grade method, and why starting is blocked.
create function public.ancora_status_json(p_quiz_id uuid, p_user_id uuid) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  z public.ancora_quizzes;
  s record;
  v_cycle timestamptz;
  v_used integer;
  v_prev integer;
  v_last timestamptz;
  v_open public.ancora_attempts;
  v_next timestamptz;
  v_grade numeric;
  v_pool integer;
  v_cert public.ancora_certificates;
  v_reason text;
begin
  select * into z from public.ancora_quizzes where id = p_quiz_id;
  select * into s from public.ancora_effective_settings(z.id, p_user_id);
  v_cycle := public.ancora_cycle_start(z.id, p_user_id);
  select count(*) into v_used from public.ancora_attempts
  where quiz_id = z.id and user_id = p_user_id and started_at >= v_cycle;
  select count(*), max(finished_at) into v_prev, v_last from public.ancora_attempts
  where quiz_id = z.id and user_id = p_user_id and state = 'finished';
  select * into v_open from public.ancora_attempts
  where quiz_id = z.id and user_id = p_user_id and state = 'in_progress';
  v_next := case
    when v_prev = 1 and s.delay_first_seconds > 0 then v_last + make_interval(secs => s.delay_first_seconds)
    when v_prev > 1 and s.delay_later_seconds > 0 then v_last + make_interval(secs => s.delay_later_seconds)
  end;
  if v_next <= now() then
    v_next := null;
  end if;
  v_grade := public.ancora_quiz_grade(z.id, p_user_id);
  select count(*) into v_pool from public.ancora_quiz_pool(z.id);
  if z.course_id is not null then
    select * into v_cert from public.ancora_certificates where user_id = p_user_id and course_id = z.course_id;
  end if;

  v_reason := case
    when v_open.id is not null then null
    when z.purpose in ('final', 'recert') and not public.ancora_prerequisites_met(z.course_id, p_user_id)
      then 'prerequisites'
    when z.purpose = 'recert' and (v_cert.id is null or v_cert.revoked_at is not null) then 'no_certificate'
    when z.purpose = 'recert'
         and (v_cert.expires_at is null or v_cert.expires_at > now() + public.ancora_renewal_window())
      then 'recert_not_due'
    when s.max_attempts is not null and v_used >= s.max_attempts then 'no_attempts_left'
    when v_next is not null then 'wait'
    when v_pool = 0 then 'no_questions'
  end;

  return jsonb_build_object(
    'quiz_id', z.id, 'purpose', z.purpose, 'title', z.title, 'intro', z.intro,
    'course_id', z.course_id, 'lesson_id', z.lesson_id,
    'pass_percent', z.pass_percent, 'grade_method', z.grade_method,
    'question_count', least(coalesce(z.draw_count, v_pool), v_pool),
    'max_attempts', s.max_attempts, 'time_limit_seconds', s.time_limit_seconds,
    'delay_first_seconds', s.delay_first_seconds, 'delay_later_seconds', s.delay_later_seconds,
    'attempts_used', v_used,
    'attempts_left', case when s.max_attempts is not null then greatest(s.max_attempts - v_used, 0) end,
    'open_attempt', case when v_open.id is not null then jsonb_build_object(
      'id', v_open.id, 'started_at', v_open.started_at, 'deadline', v_open.deadline) end,
    'next_start_at', v_next,
    'can_start', v_reason is null and v_open.id is null,
    'blocked_reason', v_reason,
    'grade', v_grade,
    'passed', coalesce(v_grade >= z.pass_percent, false),
    -- Moodle's "after the quiz is closed", for a quiz that never closes: passed or out of attempts.
    'review_final', coalesce(v_grade >= z.pass_percent, false)
      or (s.max_attempts is not null and v_used >= s.max_attempts and v_open.id is null),
    'certificate', case when v_cert.id is not null then jsonb_build_object(
      'id', v_cert.id, 'issued_at', v_cert.issued_at, 'expires_at', v_cert.expires_at,
      'revoked', v_cert.revoked_at is not null) end,
    'attempts', coalesce((
      select jsonb_agg(jsonb_build_object('id', a.id, 'attempt_no', a.attempt_no, 'started_at', a.started_at,
        'finished_at', a.finished_at, 'state', a.state, 'percent', a.percent, 'passed', a.passed,
        'submitted_late', a.submitted_late) order by a.attempt_no)
      from public.ancora_attempts a where a.quiz_id = z.id and a.user_id = p_user_id), '[]'::jsonb),
    'server_now', now());
end
$$;
revoke execute on function public.ancora_status_json(uuid, uuid) from public, anon, authenticated;

-- An open attempt as the learner sees it: questions in the drawn order, answers in the shuffled
-- order, their saved answers, the deadline and the server's clock. Never the key.
create function public.ancora_attempt_json(p_attempt_id uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'attempt', jsonb_build_object('id', a.id, 'quiz_id', a.quiz_id, 'attempt_no', a.attempt_no,
      'started_at', a.started_at, 'deadline', a.deadline, 'state', a.state),
    'server_now', now(),
    'questions', case when a.state = 'in_progress' then coalesce((
      select jsonb_agg(jsonb_build_object('slot', s.slot, 'type', v.type, 'prompt', v.prompt, 'points', v.points,
        'unit', v.numeric_unit, 'response', s.response,
        'choices', coalesce((
          select jsonb_agg(jsonb_build_object('id', c.id, 'label', c.label)
                           order by array_position(s.choice_order, c.id))
          from public.ancora_question_choices c where c.version_id = v.id), '[]'::jsonb))
        order by s.slot)
      from public.ancora_attempt_slots s
      join public.ancora_question_versions v on v.id = s.version_id
      where s.attempt_id = a.id), '[]'::jsonb) else '[]'::jsonb end)
  from public.ancora_attempts a where a.id = p_attempt_id
$$;
revoke execute on function public.ancora_attempt_json(uuid) from public, anon, authenticated;

-- Reviewed questions: items are [{slot, version_id, choice_order, response}]; what each shows
-- beyond the question and the learner's answer depends on the three review flags.
create function public.ancora_review_items(
  p_items jsonb, p_show_correctness boolean, p_show_right_answer boolean, p_show_feedback boolean
) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(
    jsonb_build_object('slot', (it ->> 'slot')::integer, 'type', v.type, 'prompt', v.prompt,
      'points', v.points, 'unit', v.numeric_unit, 'response', it -> 'response')
    || case when p_show_correctness then jsonb_build_object('fraction', g.f, 'mark', round(g.f * v.points, 2))
            else '{}'::jsonb end
    || case when p_show_right_answer and v.type = 'numeric'
            then jsonb_build_object('answer', v.numeric_answer, 'tolerance', v.numeric_tolerance)
            else '{}'::jsonb end
    || case when p_show_feedback and v.general_feedback <> ''
            then jsonb_build_object('general_feedback', v.general_feedback) else '{}'::jsonb end
    || jsonb_build_object('choices', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', c.id, 'label', c.label, 'selected', sel.selected)
        || case when p_show_right_answer then jsonb_build_object('is_correct', c.is_correct) else '{}'::jsonb end
        || case when p_show_feedback and sel.selected and c.feedback <> ''
                then jsonb_build_object('feedback', c.feedback) else '{}'::jsonb end
        order by coalesce(array_position(o.ids, c.id), 100 + c.position))
      from public.ancora_question_choices c
      cross join lateral (select coalesce((it -> 'response' ->> 'choice') = c.id::text, false)
                                 or coalesce((it -> 'response' -> 'choices') ? c.id::text, false) as selected) sel
      where c.version_id = v.id), '[]'::jsonb))
    order by (it ->> 'slot')::integer), '[]'::jsonb)
  from jsonb_array_elements(p_items) it
  join public.ancora_question_versions v on v.id = (it ->> 'version_id')::uuid
  cross join lateral (select public.ancora_grade_response(v.id, it -> 'response') as f) g
  cross join lateral (select array(select x::uuid from jsonb_array_elements_text(
                        coalesce(it -> 'choice_order', '[]'::jsonb)) x) as ids) o
$$;
revoke execute on function public.ancora_review_items(jsonb, boolean, boolean, boolean) from public, anon, authenticated;

-- Whether a review option allows showing something now.
create function public.ancora_review_allows(p_option text, p_final boolean) returns boolean
language sql
immutable
set search_path = ''
as $$ select p_option = 'immediately' or (p_option = 'after_final' and p_final) $$;
revoke execute on function public.ancora_review_allows(text, boolean) from public, anon, authenticated;

-- The score-band message for a percentage: [min, max), the band ending at 100 includes 100.
create function public.ancora_band_feedback(p_quiz_id uuid, p_percent numeric) returns text
language sql
stable
set search_path = ''
as $$
  select f.message from public.ancora_quiz_feedback f
  where f.quiz_id = p_quiz_id and p_percent >= f.min_percent
    and (p_percent < f.max_percent or (f.max_percent = 100 and p_percent <= 100))
  order by f.min_percent desc limit 1
$$;
revoke execute on function public.ancora_band_feedback(uuid, numeric) from public, anon, authenticated;

create function public.ancora_review_json(p_attempt_id uuid) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  a public.ancora_attempts;
  z public.ancora_quizzes;
  st jsonb;
  v_final boolean;
begin
  select * into a from public.ancora_attempts where id = p_attempt_id;
  select * into z from public.ancora_quizzes where id = a.quiz_id;
  st := public.ancora_status_json(z.id, a.user_id);
  v_final := (st ->> 'review_final')::boolean;
  return jsonb_build_object(
    'attempt', jsonb_build_object('id', a.id, 'attempt_no', a.attempt_no, 'started_at', a.started_at,
      'finished_at', a.finished_at, 'submitted_late', a.submitted_late, 'score', a.score,
      'max_score', a.max_score, 'percent', a.percent, 'passed', a.passed, 'pass_percent', a.pass_percent),
    'quiz', jsonb_build_object('id', z.id, 'title', z.title, 'purpose', z.purpose, 'course_id', z.course_id,
      'lesson_id', z.lesson_id),
    'feedback', public.ancora_band_feedback(z.id, a.percent),
    'show', jsonb_build_object(
      'correctness', public.ancora_review_allows(z.review_correctness, v_final),
      'right_answer', public.ancora_review_allows(z.review_right_answer, v_final),
      'feedback', public.ancora_review_allows(z.review_feedback, v_final)),
    'questions', public.ancora_review_items(
      (select coalesce(jsonb_agg(jsonb_build_object('slot', s.slot, 'version_id', s.version_id,
         'choice_order', to_jsonb(s.choice_order), 'response', s.response)), '[]'::jsonb)
       from public.ancora_attempt_slots s where s.attempt_id = a.id),
      public.ancora_review_allows(z.review_correctness, v_final),
      public.ancora_review_allows(z.review_right_answer, v_final),
      public.ancora_review_allows(z.review_feedback, v_final)),
    'breakdown', case when z.purpose = 'assessment' then (
      select coalesce(jsonb_agg(to_jsonb(b)), '[]'::jsonb) from public.ancora_assessment_breakdown(a.id) b) end,
    'status', st);
end
$$;
revoke execute on function public.ancora_review_json(uuid) from public, anon, authenticated;

-- Saves answers ({"<slot>": answer}) to an open attempt's own questions.
create function public.ancora_apply_responses(p_attempt_id uuid, p_responses jsonb) returns void
language plpgsql
set search_path = ''
as $$
declare
  r record;
  v_slot integer;
begin
  if p_responses is null then
    return;
  end if;
  if jsonb_typeof(p_responses) <> 'object' then
    raise exception 'Answers must be keyed by question number' using errcode = '22023';
  end if;
  for r in select key, value from jsonb_each(p_responses) loop
    if r.key !~ '^[0-9]{1,3}$' then
      raise exception 'Answers must be keyed by question number' using errcode = '22023';
    end if;
    v_slot := r.key::integer;
    update public.ancora_attempt_slots s
    set response = public.ancora_normalize_response(v.type, s.choice_order, r.value), answered_at = now()
    from public.ancora_question_versions v
    where s.attempt_id = p_attempt_id and s.slot = v_slot and v.id = s.version_id;
    if not found then
      raise exception 'This attempt has no question %', v_slot using errcode = '22023';
    end if;
  end loop;
end
$$;
revoke execute on function public.ancora_apply_responses(uuid, jsonb) from public, anon, authenticated;

-- The caller's own attempt, locked, or "not found" (another learner's attempt does not exist for
-- them).
create function public.ancora_own_attempt(p_attempt_id uuid) returns public.ancora_attempts
language plpgsql
set search_path = ''
as $$
declare
  a public.ancora_attempts;
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select * into a from public.ancora_attempts
  where id = p_attempt_id and user_id = (select auth.uid()) for update;
  if not found then
    raise exception 'Attempt not found' using errcode = 'PT404';
  end if;
  return a;
end
$$;
revoke execute on function public.ancora_own_attempt(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The API. All SECURITY DEFINER: they read the key and write attempts the caller cannot.

create function public.ancora_quiz_status(p_quiz_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  z public.ancora_quizzes := public.ancora_assert_quiz_access(p_quiz_id);
begin
  perform public.ancora_finish_overdue((select auth.uid()));
  return public.ancora_status_json(z.id, (select auth.uid()));
end
$$;

create function public.ancora_start_attempt(p_quiz_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  z public.ancora_quizzes := public.ancora_assert_quiz_access(p_quiz_id);
  st jsonb;
  s record;
  v_id uuid;
  v_no integer;
  v_missed uuid[] := '{}';
begin
  -- One start at a time per learner and quiz, so two tabs cannot both pass the attempt count.
  perform pg_advisory_xact_lock(hashtextextended(v_uid::text || z.id::text, 0));
  perform public.ancora_finish_overdue(v_uid);
  st := public.ancora_status_json(z.id, v_uid);
  if jsonb_typeof(st -> 'open_attempt') = 'object' then
    return public.ancora_attempt_json((st -> 'open_attempt' ->> 'id')::uuid);
  end if;
  case st ->> 'blocked_reason'
    when 'prerequisites' then
      raise exception 'Complete the prerequisite courses first' using errcode = 'AN004';
    when 'no_certificate' then
      raise exception 'Recertification needs a certificate for this course' using errcode = 'AN005';
    when 'recert_not_due' then
      raise exception 'Recertification opens 90 days before your certificate expires' using errcode = 'AN005';
    when 'no_attempts_left' then
      raise exception 'You have used all your attempts at this quiz' using errcode = 'AN001';
    when 'wait' then
      raise exception 'You can start another attempt at %', st ->> 'next_start_at' using errcode = 'AN002';
    when 'no_questions' then
      raise exception 'This quiz has no questions yet' using errcode = 'AN007';
    else
      null;
  end case;

  select * into s from public.ancora_effective_settings(z.id, v_uid);
  select coalesce(max(attempt_no), 0) + 1 into v_no from public.ancora_attempts
  where quiz_id = z.id and user_id = v_uid;
  insert into public.ancora_attempts (quiz_id, user_id, attempt_no, deadline, pass_percent)
  values (z.id, v_uid, v_no,
          case when s.time_limit_seconds is not null then now() + make_interval(secs => s.time_limit_seconds) end,
          z.pass_percent)
  returning id into v_id;

  -- A recertification asks first what the learner got wrong last time.
  if z.purpose = 'recert' then
    select coalesce(array_agg(sl.question_id), '{}') into v_missed
    from public.ancora_attempt_slots sl
    where sl.fraction < 1 and sl.attempt_id = (
      select a.id from public.ancora_attempts a join public.ancora_quizzes q on q.id = a.quiz_id
      where a.user_id = v_uid and q.course_id = z.course_id and q.purpose in ('final', 'recert')
        and a.state = 'finished'
      order by a.finished_at desc limit 1);
  end if;

  insert into public.ancora_attempt_slots (attempt_id, slot, question_id, version_id, choice_order, max_mark)
  select v_id, row_number() over (order by random()), d.question_id, v.id,
    array(select c.id from public.ancora_question_choices c where c.version_id = v.id
          order by case when z.shuffle_answers and v.type in ('single', 'multiple') then random()
                        else c.position end),
    v.points
  from (
    select p.question_id, p.version
    from (
      select p.*, row_number() over (
        partition by case when z.purpose = 'assessment' then p.course_id end
        order by (p.question_id = any (v_missed)) desc, random()) as r
      from public.ancora_quiz_pool(z.id) p) p
    order by p.r, random()
    limit least(coalesce(z.draw_count, 100), 100)
  ) d
  join public.ancora_question_versions v on v.question_id = d.question_id and v.version = d.version;

  return public.ancora_attempt_json(v_id);
end
$$;

create function public.ancora_get_attempt(p_attempt_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.ancora_attempts := public.ancora_own_attempt(p_attempt_id);
begin
  perform public.ancora_finish_overdue(a.user_id);
  return public.ancora_attempt_json(a.id);
end
$$;

create function public.ancora_save_responses(p_attempt_id uuid, p_responses jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.ancora_attempts := public.ancora_own_attempt(p_attempt_id);
begin
  if a.state <> 'in_progress' then
    raise exception 'This attempt has already been submitted' using errcode = 'AN006';
  end if;
  -- Nothing is saved after the deadline; the sheet is graded as it stood then.
  if a.deadline is not null and now() > a.deadline then
    raise exception 'Time is up: your answers were graded as they stood at the time limit' using errcode = 'AN003';
  end if;
  perform public.ancora_apply_responses(a.id, p_responses);
  return jsonb_build_object('saved_at', now(), 'deadline', a.deadline);
end
$$;

create function public.ancora_submit_attempt(p_attempt_id uuid, p_responses jsonb default null) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.ancora_attempts := public.ancora_own_attempt(p_attempt_id);
begin
  if a.state = 'in_progress' then
    if a.deadline is null or now() <= a.deadline then
      perform public.ancora_apply_responses(a.id, p_responses);
      perform public.ancora_finish_attempt(a.id, now(), false);
    else
      -- Late: whatever this call carries is ignored.
      perform public.ancora_finish_attempt(a.id, a.deadline, true);
    end if;
  end if;
  return public.ancora_review_json(a.id);
end
$$;

create function public.ancora_review_attempt(p_attempt_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.ancora_attempts := public.ancora_own_attempt(p_attempt_id);
begin
  perform public.ancora_finish_overdue(a.user_id);
  if (select state from public.ancora_attempts where id = a.id) <> 'finished' then
    raise exception 'This attempt is still in progress' using errcode = 'AN008';
  end if;
  return public.ancora_review_json(a.id);
end
$$;

-- A practice run of a lesson check: the questions (never the key), drawn and shuffled as an
-- attempt would be. Records nothing. Admins may preview any quiz this way.
create function public.ancora_practice_quiz(p_lesson_id uuid) returns public.ancora_quizzes
language plpgsql
stable
set search_path = ''
as $$
declare
  z public.ancora_quizzes;
begin
  select * into z from public.ancora_quizzes where lesson_id = p_lesson_id;
  if not found then
    raise exception 'This lesson has no quiz' using errcode = 'PT404';
  end if;
  z := public.ancora_assert_quiz_access(z.id);
  if z.purpose <> 'lesson' and not public.is_admin() then
    raise exception 'Only lesson checks have a practice run' using errcode = '42501';
  end if;
  return z;
end
$$;
revoke execute on function public.ancora_practice_quiz(uuid) from public, anon, authenticated;

create function public.ancora_practice_start(p_lesson_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  z public.ancora_quizzes := public.ancora_practice_quiz(p_lesson_id);
begin
  return jsonb_build_object(
    'quiz', jsonb_build_object('id', z.id, 'title', z.title, 'purpose', z.purpose, 'intro', z.intro,
      'course_id', z.course_id, 'lesson_id', z.lesson_id, 'pass_percent', z.pass_percent),
    'questions', coalesce((
      select jsonb_agg(jsonb_build_object('version_id', v.id, 'type', v.type, 'prompt', v.prompt,
        'points', v.points, 'unit', v.numeric_unit,
        'choices', coalesce((
          select jsonb_agg(jsonb_build_object('id', c.id, 'label', c.label)
                           order by case when z.shuffle_answers and v.type in ('single', 'multiple')
                                         then random() else c.position end)
          from public.ancora_question_choices c where c.version_id = v.id), '[]'::jsonb))
        order by d.r)
      from (select p.question_id, p.version, random() as r from public.ancora_quiz_pool(z.id) p
            order by 3 limit least(coalesce(z.draw_count, 100), 100)) d
      join public.ancora_question_versions v on v.question_id = d.question_id and v.version = d.version),
      '[]'::jsonb));
end
$$;

-- Grades a practice sheet [{version_id, response}] without storing it. Learners see what the
-- quiz's review options show right after an attempt; an admin previewing sees everything.
create function public.ancora_practice_grade(p_lesson_id uuid, p_sheet jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  z public.ancora_quizzes := public.ancora_practice_quiz(p_lesson_id);
  v_admin boolean := public.is_admin();
  v_items jsonb;
  v_percent numeric;
begin
  if jsonb_typeof(p_sheet) is distinct from 'array' or jsonb_array_length(p_sheet) > 100 then
    raise exception 'A practice sheet is a list of at most 100 answers' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_sheet) it
    where jsonb_typeof(it -> 'version_id') is distinct from 'string'
       or (it ->> 'version_id') !~ '^[0-9a-f-]{36}$'
       or not exists (select 1 from public.ancora_question_versions v
                      join public.ancora_quiz_pool(z.id) p on p.question_id = v.question_id
                      where v.id = (it ->> 'version_id')::uuid)) then
    raise exception 'That question is not part of this quiz' using errcode = '22023';
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('slot', t.o, 'version_id', v.id,
           'response', public.ancora_normalize_response(v.type,
              array(select c.id from public.ancora_question_choices c where c.version_id = v.id),
              t.it -> 'response')) order by t.o), '[]'::jsonb)
  into v_items
  from jsonb_array_elements(p_sheet) with ordinality t(it, o)
  join public.ancora_question_versions v on v.id = (t.it ->> 'version_id')::uuid;

  select case when sum(v.points) > 0
              then round(100 * sum(public.ancora_grade_response(v.id, it -> 'response') * v.points) / sum(v.points), 2)
              else 0 end
  into v_percent
  from jsonb_array_elements(v_items) it
  join public.ancora_question_versions v on v.id = (it ->> 'version_id')::uuid;

  return jsonb_build_object(
    'practice', true,
    'percent', v_percent,
    'passed', v_percent >= z.pass_percent,
    'pass_percent', z.pass_percent,
    'feedback', public.ancora_band_feedback(z.id, v_percent),
    'show', jsonb_build_object(
      'correctness', v_admin or z.review_correctness = 'immediately',
      'right_answer', v_admin or z.review_right_answer = 'immediately',
      'feedback', v_admin or z.review_feedback = 'immediately'),
    'questions', public.ancora_review_items(v_items,
      v_admin or z.review_correctness = 'immediately',
      v_admin or z.review_right_answer = 'immediately',
      v_admin or z.review_feedback = 'immediately'));
end
$$;

revoke execute on function public.ancora_quiz_status(uuid), public.ancora_start_attempt(uuid),
  public.ancora_get_attempt(uuid), public.ancora_save_responses(uuid, jsonb),
  public.ancora_submit_attempt(uuid, jsonb), public.ancora_review_attempt(uuid),
  public.ancora_practice_start(uuid), public.ancora_practice_grade(uuid, jsonb)
  from public, anon, authenticated;
grant execute on function public.ancora_quiz_status(uuid), public.ancora_start_attempt(uuid),
  public.ancora_get_attempt(uuid), public.ancora_save_responses(uuid, jsonb),
  public.ancora_submit_attempt(uuid, jsonb), public.ancora_review_attempt(uuid),
  public.ancora_practice_start(uuid), public.ancora_practice_grade(uuid, jsonb)
  to authenticated;
