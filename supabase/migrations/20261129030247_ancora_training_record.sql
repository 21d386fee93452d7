-- A facility's training record (Atlas, for owners and managers) and a course's gradebook (Ancora,
-- for admins).
--
-- Training record: the people of a facility's team against what the facility requires of them,
-- each cell valid, expiring (with its date), expired or missing. What is required: every SOP with
-- a version in force (acknowledging that version is the training; an acknowledgement of an
-- earlier version counts as expired), the Ancora courses the facility requires (a certificate,
-- which expires as its course says; revoked counts as missing), and the courses its SOPs
-- require. An SOP may require an Ancora certificate: completing one of its tasks then also needs a
-- valid certificate (AT016), as it needs an acknowledgement of the version in force (AT006).
--
-- The record reads teammates' certificates, which RLS keeps to their holders, so it is a SECURITY
-- DEFINER function that answers only the facility's owner and managers, only for people on the
-- team and only for the courses the facility requires; never a score, never another course.
--
-- Gradebook: per learner of a course, lessons completed, time spent (on lessons, counted by
-- ancora_track_lesson_time, and in quiz attempts), the final quiz's attempts with best and last
-- score, the certificate, and their accommodations (per-learner overrides: more attempts, more
-- time), which admins set with ancora_set_accommodation. Admins only.

create table public.atlas_required_courses (
  facility_id uuid not null references public.facilities (id) on delete cascade,
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  added_by uuid default auth.uid() references public.profiles (id) on delete set null,
  added_at timestamptz not null default now(),
  primary key (facility_id, course_id)
);
create index atlas_required_courses_course_idx on public.atlas_required_courses (course_id);
create index atlas_required_courses_added_by_idx on public.atlas_required_courses (added_by);

alter table public.atlas_sops
  add column required_course_id uuid references public.ancora_courses (id) on delete set null;
create index atlas_sops_required_course_idx on public.atlas_sops (required_course_id);

-- A required course must be one learners can take (published); the adder is the caller.
create function public.atlas_required_course_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Two tables, two column names: read the row as JSON.
  v_course uuid := coalesce(to_jsonb(new) ->> 'required_course_id', to_jsonb(new) ->> 'course_id')::uuid;
begin
  if tg_op = 'UPDATE' and v_course is not distinct from (to_jsonb(old) ->> 'required_course_id')::uuid then
    return new;
  end if;
  if v_course is not null and not exists (
    select 1 from public.ancora_courses c where c.id = v_course and c.published) then
    raise exception 'Choose a published Ancora course.' using errcode = '23514';
  end if;
  if tg_table_name = 'atlas_required_courses' then
    new.added_by := coalesce((select auth.uid()), new.added_by);
    new.added_at := now();
  end if;
  return new;
end
$$;
revoke execute on function public.atlas_required_course_check() from public, anon, authenticated;
create trigger atlas_required_courses_check
  before insert on public.atlas_required_courses
  for each row execute function public.atlas_required_course_check();
create trigger atlas_sops_required_course_check
  before insert or update of required_course_id on public.atlas_sops
  for each row execute function public.atlas_required_course_check();

alter table public.atlas_required_courses enable row level security;
revoke all on table public.atlas_required_courses from anon, authenticated;
grant select, delete on public.atlas_required_courses to authenticated;
grant insert (facility_id, course_id) on public.atlas_required_courses to authenticated;
grant select, insert, update, delete on public.atlas_required_courses to service_role;
grant insert (required_course_id) on public.atlas_sops to authenticated;
grant update (required_course_id) on public.atlas_sops to authenticated;

create policy "Facility teams read the courses their facility requires"
  on public.atlas_required_courses for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers require courses"
  on public.atlas_required_courses for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers stop requiring courses"
  on public.atlas_required_courses for delete to authenticated
  using (facility_id in (select public.atlas_facilities('edit')));

-- The courses an owner or manager may require (published ones), for their pickers. Definer:
-- people on a team work under the owner's plan, which may let them into Atlas without the plan
-- Ancora's catalogue needs; they see titles only.
create function public.atlas_course_choices()
returns table (id uuid, title text, is_pro boolean, certificate_validity_months integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.title, c.is_pro, c.certificate_validity_months
  from public.ancora_courses c
  where c.published and exists (select 1 from public.atlas_facilities('edit'))
  order by c.title
$$;
revoke execute on function public.atlas_course_choices() from public, anon, authenticated;
grant execute on function public.atlas_course_choices() to authenticated;

-- What an SOP asks of the caller beyond reading it: the course it requires (if any), and the
-- caller's own certificate for it. For anyone on the SOP's team.
create function public.atlas_sop_course_requirement(p_sop_id uuid)
returns table (course_id uuid, title text, status text, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.title,
    case when ce.id is null or ce.revoked_at is not null then 'missing'
         else public.ancora_certificate_status(ce.expires_at, null) end,
    case when ce.revoked_at is null then ce.expires_at end
  from public.atlas_sops s
  join public.ancora_courses c on c.id = s.required_course_id
  left join public.ancora_certificates ce on ce.course_id = c.id and ce.user_id = (select auth.uid())
  where s.id = p_sop_id and s.facility_id in (select public.atlas_facilities('read'))
$$;
revoke execute on function public.atlas_sop_course_requirement(uuid) from public, anon, authenticated;
grant execute on function public.atlas_sop_course_requirement(uuid) to authenticated;

-- The training record of one facility: a row per person and required training.
--   kind        'sop' or 'course'
--   state       'valid', 'expiring', 'expired' or 'missing'
--   version     the SOP version acknowledged (newest) or the course version the certificate names
--   current_version  the SOP version in force, or the course version in force
--   since/until when it was acknowledged or issued; when the certificate expires
--   required_by 'facility' and/or the codes of the SOPs that require the course
create function public.facility_training_record(p_facility_id uuid)
returns table (
  user_id uuid, person_name text, person_role text, kind text, item_id uuid, item_code text, item_title text,
  required_by text[], state text, version integer, current_version integer, since timestamptz,
  until timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or p_facility_id is null
     or p_facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only the facility''s owner and managers see its training record.' using errcode = '42501';
  end if;
  return query
  with team as (
    select t.user_id, nullif(trim(concat_ws(' ', t.first_name, t.last_name)), '') as name, t.role
    from public.facility_team(p_facility_id) t
  ),
  sops as (
    select s.id, s.code, s.title, v.id as version_id, v.version
    from public.atlas_sops s
    join public.atlas_sop_versions v on v.sop_id = s.id and v.status = 'effective'
    where s.facility_id = p_facility_id and s.retired_at is null
  ),
  acks as (
    select distinct on (a.user_id, v.sop_id) a.user_id, v.sop_id, v.version, a.acknowledged_at
    from public.atlas_sop_acknowledgements a
    join public.atlas_sop_versions v on v.id = a.version_id
    where a.facility_id = p_facility_id
    order by a.user_id, v.sop_id, v.version desc
  ),
  courses as (
    select r.course_id, array_agg(r.why order by r.why) as why
    from (
      select rc.course_id, 'facility'::text as why from public.atlas_required_courses rc
      where rc.facility_id = p_facility_id
      union
      select s.required_course_id, s.code from public.atlas_sops s
      where s.facility_id = p_facility_id and s.retired_at is null and s.required_course_id is not null
    ) r
    group by r.course_id
  )
  select t.user_id, coalesce(t.name, 'Team member'), t.role, 'sop'::text, s.id, s.code, s.title,
    array[]::text[],
    case when a.version is null then 'missing' when a.version >= s.version then 'valid' else 'expired' end,
    a.version, s.version, a.acknowledged_at, null::timestamptz
  from team t cross join sops s
  left join acks a on a.user_id = t.user_id and a.sop_id = s.id
  union all
  select t.user_id, coalesce(t.name, 'Team member'), t.role, 'course'::text, c.id, null::text, c.title, rc.why,
    case when ce.id is null or ce.revoked_at is not null then 'missing'
         else public.ancora_certificate_status(ce.expires_at, null) end,
    case when ce.revoked_at is null then ce.course_version end, nullif(c.version, 0),
    case when ce.revoked_at is null then ce.issued_at end,
    case when ce.revoked_at is null then ce.expires_at end
  from team t cross join courses rc
  join public.ancora_courses c on c.id = rc.course_id
  left join public.ancora_certificates ce on ce.user_id = t.user_id and ce.course_id = c.id
  order by 2, 1, 4 desc, 6, 7;
end
$$;
revoke execute on function public.facility_training_record(uuid) from public, anon, authenticated;
grant execute on function public.facility_training_record(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The gradebook of a course (admins).
create function public.ancora_gradebook(p_course_id uuid)
returns table (
  user_id uuid, learner_name text, email text, lessons_completed integer, lessons_total integer,
  lesson_seconds integer, quiz_seconds integer, last_active_at timestamptz, final_quiz_id uuid,
  attempts integer, best_percent numeric, last_percent numeric, last_attempt_at timestamptz, passed boolean,
  certificate_status text, certificate_expires_at timestamptz, certificate_version integer,
  quiz_max_attempts integer, quiz_time_limit_seconds integer,
  extra_max_attempts integer, extra_time_limit_seconds integer, accommodation_reason text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_final public.ancora_quizzes;
  v_total integer;
begin
  perform public.ancora_assert_admin('read gradebooks');
  if not exists (select 1 from public.ancora_courses c where c.id = p_course_id) then
    raise exception 'Course not found' using errcode = 'PT404';
  end if;
  select * into v_final from public.ancora_quizzes q where q.course_id = p_course_id and q.purpose = 'final';
  select count(*)::integer into v_total from public.ancora_lessons l
  where l.course_id = p_course_id and l.published_at is not null and l.retired_at is null;
  return query
  with learners as (
    select pr.user_id from public.ancora_lesson_progress pr where pr.course_id = p_course_id
    union
    select a.user_id from public.ancora_attempts a join public.ancora_quizzes q on q.id = a.quiz_id
    where q.course_id = p_course_id
    union
    select ce.user_id from public.ancora_certificates ce where ce.course_id = p_course_id
  ),
  lessons as (
    select pr.user_id,
      count(*) filter (where pr.completed_at is not null and l.published_at is not null and l.retired_at is null)::integer as done,
      coalesce(sum(pr.active_seconds), 0)::integer as seconds,
      max(pr.last_viewed_at) as last_seen
    from public.ancora_lesson_progress pr
    join public.ancora_lessons l on l.id = pr.lesson_id
    where pr.course_id = p_course_id
    group by pr.user_id
  ),
  quiz_time as (
    select a.user_id,
      coalesce(sum(extract(epoch from coalesce(a.finished_at, least(now(), a.deadline), now()) - a.started_at)), 0)::integer as seconds,
      max(a.started_at) as last_started
    from public.ancora_attempts a join public.ancora_quizzes q on q.id = a.quiz_id
    where q.course_id = p_course_id
    group by a.user_id
  ),
  finals as (
    select a.user_id, count(*)::integer as n, max(a.percent) as best,
      (array_agg(a.percent order by a.attempt_no desc) filter (where a.state = 'finished'))[1] as last,
      max(coalesce(a.finished_at, a.started_at)) as last_at,
      bool_or(coalesce(a.passed, false)) as passed
    from public.ancora_attempts a where a.quiz_id = v_final.id
    group by a.user_id
  )
  select le.user_id, coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), u.email::text),
    u.email::text, coalesce(ls.done, 0), v_total, coalesce(ls.seconds, 0), coalesce(qt.seconds, 0),
    greatest(ls.last_seen, qt.last_started), v_final.id,
    coalesce(f.n, 0), f.best, f.last, f.last_at, coalesce(f.passed, false),
    case when ce.id is null then null
         else public.ancora_certificate_status(ce.expires_at, ce.revoked_at) end,
    ce.expires_at, ce.course_version,
    v_final.max_attempts, v_final.time_limit_seconds,
    o.max_attempts, o.time_limit_seconds, o.reason
  from learners le
  join public.profiles p on p.id = le.user_id and not p.is_deleted
  left join auth.users u on u.id = le.user_id
  left join lessons ls on ls.user_id = le.user_id
  left join quiz_time qt on qt.user_id = le.user_id
  left join finals f on f.user_id = le.user_id
  left join public.ancora_certificates ce on ce.user_id = le.user_id and ce.course_id = p_course_id
  left join public.ancora_quiz_overrides o on o.quiz_id = v_final.id and o.user_id = le.user_id
  order by 2;
end
$$;
revoke execute on function public.ancora_gradebook(uuid) from public, anon, authenticated;
grant execute on function public.ancora_gradebook(uuid) to authenticated;

-- An accommodation on a quiz for one learner: the attempts they may take and their time limit
-- (null: the quiz's own), with a reason. Both null removes it. The gradebook's form checks the
-- same rules in the same words.
create function public.ancora_set_accommodation(
  p_quiz_id uuid, p_user_id uuid, p_max_attempts integer, p_time_limit_minutes integer, p_reason text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.ancora_assert_admin('set accommodations');
  if not exists (select 1 from public.ancora_quizzes q where q.id = p_quiz_id)
     or not exists (select 1 from public.profiles p where p.id = p_user_id) then
    raise exception 'Quiz or learner not found' using errcode = 'PT404';
  end if;
  if p_max_attempts is not null and p_max_attempts not between 1 and 100 then
    perform public.ancora_refuse('Allow 1 to 100 attempts, or leave it empty for the quiz''s own', 'max_attempts');
  end if;
  if p_time_limit_minutes is not null and p_time_limit_minutes not between 1 and 1440 then
    perform public.ancora_refuse('The time limit must be 1 to 1440 minutes, or empty for the quiz''s own',
      'time_limit_minutes');
  end if;
  if char_length(coalesce(p_reason, '')) > 500 then
    perform public.ancora_refuse('The reason must be at most 500 characters', 'reason');
  end if;
  if p_max_attempts is null and p_time_limit_minutes is null then
    delete from public.ancora_quiz_overrides where quiz_id = p_quiz_id and user_id = p_user_id;
    return;
  end if;
  insert into public.ancora_quiz_overrides (quiz_id, user_id, max_attempts, time_limit_seconds, reason)
  values (p_quiz_id, p_user_id, p_max_attempts, p_time_limit_minutes * 60, coalesce(btrim(p_reason), ''))
  on conflict (quiz_id, user_id) do update
    set max_attempts = excluded.max_attempts, time_limit_seconds = excluded.time_limit_seconds,
        reason = excluded.reason;
end
$$;
revoke execute on function public.ancora_set_accommodation(uuid, uuid, integer, integer, text) from public, anon, authenticated;
grant execute on function public.ancora_set_accommodation(uuid, uuid, integer, integer, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Tasks whose SOP requires a course: the completion rule gains the certificate (AT016); the rest
-- of the function is as before.
create or replace function public.atlas_tasks_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_phase public.atlas_cycle_phases;
  v_version public.atlas_sop_versions;
  v_code text;
  v_course uuid;
  v_course_title text;
  v_person uuid;
begin
  if tg_op = 'INSERT' then
    select * into v_phase from public.atlas_cycle_phases p where p.id = new.cycle_phase_id;
    new.facility_id := v_phase.facility_id;
    new.cycle_id := v_phase.cycle_id;
    new.due_on := v_phase.start_on + new.offset_days;
    new.baseline_due_on := coalesce(new.baseline_due_on, new.due_on);
    if v_uid is not null then
      new.created_by := v_uid;
      new.status := 'open';
      new.started_at := null;
      new.started_by := null;
      new.done_at := null;
      new.done_by := null;
      new.sop_version_id := null;
    end if;
  else
    if (new.cycle_id, new.cycle_phase_id, new.facility_id) is distinct from (old.cycle_id, old.cycle_phase_id, old.facility_id) then
      raise exception 'A task stays in its cycle and phase.' using errcode = '42501';
    end if;
    if (new.offset_days, new.due_on, new.title, new.description, new.sop_id, new.assignee_id)
         is distinct from (old.offset_days, old.due_on, old.title, old.description, old.sop_id, old.assignee_id)
       and v_uid is not null and new.facility_id not in (select public.atlas_facilities('edit')) then
      raise exception 'Only managers can change a task''s plan.' using errcode = 'AT012';
    end if;
    if new.offset_days <> old.offset_days then
      new.due_on := old.due_on + (new.offset_days - old.offset_days);
    elsif new.due_on <> old.due_on and coalesce(current_setting('atlas.milestone_move', true), '') <> 'on' then
      -- A new date is a new offset from the same milestone.
      new.offset_days := old.offset_days + (new.due_on - old.due_on);
    end if;
    new.baseline_due_on := old.baseline_due_on;
    new.updated_at := now();
  end if;

  if new.assignee_id is not null and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id)
     and public.facility_role(new.facility_id, new.assignee_id) is null then
    raise exception 'The assignee must be on the facility''s team.' using errcode = 'AT014';
  end if;

  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    if (old.status, new.status) not in (('open', 'in_progress'), ('open', 'done'), ('in_progress', 'done')) then
      raise exception 'A task moves from open to in progress to done; a finished task stays finished.'
        using errcode = 'AT009';
    end if;
    -- Stamped now, as the caller; the service role (an import, the demo seed) may backfill them.
    if new.status in ('in_progress', 'done') and old.status = 'open' then
      new.started_at := case when v_uid is null then coalesce(new.started_at, now()) else now() end;
      new.started_by := coalesce(v_uid, new.started_by);
    end if;
    if new.status = 'done' then
      new.done_at := case when v_uid is null then coalesce(new.done_at, now()) else now() end;
      new.done_by := coalesce(v_uid, new.done_by);
    end if;
  elsif tg_op = 'UPDATE' and v_uid is not null
        and (new.started_at, new.started_by, new.done_at, new.done_by, new.sop_version_id)
            is distinct from (old.started_at, old.started_by, old.done_at, old.done_by, old.sop_version_id) then
    raise exception 'Who and when are recorded by the status change.' using errcode = '42501';
  end if;

  if new.status = 'done' and (tg_op = 'INSERT' or old.status <> 'done') and new.sop_id is not null then
    v_person := coalesce(v_uid, new.done_by);
    select s.code into v_code from public.atlas_sops s where s.id = new.sop_id;
    -- The version in force now (a backfill by the service role: when the task was done).
    select * into v_version from public.atlas_sop_versions v
    where v.id = public.atlas_sop_version_at(new.sop_id, case when v_uid is null then coalesce(new.done_at, now()) else now() end);
    if v_version.id is null then
      raise exception '% has no version in force, so this task cannot be completed. A manager must put a version in force or take the SOP off the task.',
        v_code using errcode = 'AT007';
    end if;
    if not exists (select 1 from public.atlas_sop_acknowledgements a
                   where a.version_id = v_version.id and a.user_id = v_person) then
      raise exception 'Acknowledge % v% before completing this task: you have not read the version in force.',
        v_code, v_version.version using errcode = 'AT006';
    end if;
    new.sop_version_id := v_version.id;
    -- An SOP may also require an Ancora certificate: valid (not revoked, not expired) for whoever
    -- completes the task, at the time it is completed.
    select s.required_course_id, c.title into v_course, v_course_title
    from public.atlas_sops s left join public.ancora_courses c on c.id = s.required_course_id
    where s.id = new.sop_id;
    if v_course is not null and not exists (
      select 1 from public.ancora_certificates ce
      where ce.user_id = v_person and ce.course_id = v_course and ce.revoked_at is null
        and (ce.expires_at is null
             or ce.expires_at > case when v_uid is null then coalesce(new.done_at, now()) else now() end)) then
      raise exception 'Earn a valid certificate for "%" before completing this task: % requires it.',
        v_course_title, v_code using errcode = 'AT016';
    end if;
  end if;
  return new;
end
$$;
