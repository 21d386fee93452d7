-- Ancora course authoring: admins write courses in the app instead of the database. Each course
-- has one working draft (a JSON document: the course's fields, prerequisites and its ordered
-- modules and lessons) and published versions. The course, module and lesson rows learners read
-- always hold the version in force; publishing validates the draft, writes it into those rows in
-- one transaction and records the version (who, when, a note and the content as published).
--
--   * Lesson and module ids stay the same from version to version, so a learner's progress (kept
--     per lesson) survives a new version, and quizzes stay on their lessons. A lesson or module the
--     draft drops is retired (hidden from learners), never deleted: its progress, quiz and
--     attempts are part of the record.
--   * A lesson added to the draft gets its row when the draft is saved (so a quiz can be put on it
--     before the course is published), hidden from learners until a version includes it.
--   * Unpublishing hides the course from learners and deletes nothing; publishing again shows the
--     latest version (or a new one, if the draft changed).
--   * A certificate names the version of the course in force when it was earned.
--
-- Learners read only what is published: the module and lesson policies, the quiz policy and the
-- attempt functions look at the lesson's publication, not only the course's. Only the functions
-- below write content; admins no longer insert or update modules, lessons or prerequisites
-- directly, so nothing reaches learners without a version.
--
-- Validation: every rule of the draft is checked here with the words the editor's form uses
-- (src/modules/ancora/course-draft.ts), raised as 22023 with the field's path in DETAIL
-- ("modules.0.lessons.2.title") so the form can put the message under the field. Errors
-- (SQLSTATE): 42501 not allowed, PT404 not found, 22023 invalid draft, AN010 the draft was saved
-- by someone else since it was opened, AN011 nothing to publish or unpublish.

-- ---------------------------------------------------------------------------------------------
-- Courses, modules and lessons: what authoring adds.

alter table public.ancora_courses
  -- ancora-media: {course id}/{file}; shown resized by Storage's image transformations.
  add column cover_path text check (cover_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(png|jpg|webp|gif)$'
    and split_part(cover_path, '/', 1) = id::text),
  -- The passing rule: the final quiz alone, or every lesson completed first.
  add column completion_rule text not null default 'final_quiz'
    check (completion_rule in ('final_quiz', 'all_lessons')),
  -- The version in force (0: never published).
  add column version integer not null default 0 check (version >= 0),
  add column published_at timestamptz,
  add column created_by uuid references public.profiles (id) on delete set null;
create index ancora_courses_created_by_idx on public.ancora_courses (created_by);

-- A published version's rows sit at positions 1..n; rows never published and retired rows park
-- above them (positions stay unique per parent, checked at commit).
alter table public.ancora_modules
  drop constraint ancora_modules_position_check,
  add constraint ancora_modules_position_check check (position between 0 and 100000),
  add column published_at timestamptz,
  add column retired_at timestamptz,
  add constraint ancora_modules_retired_after_published check (retired_at is null or published_at is not null);
alter table public.ancora_lessons
  drop constraint ancora_lessons_position_check,
  add constraint ancora_lessons_position_check check (position between 0 and 100000),
  add column published_at timestamptz,
  add column retired_at timestamptz,
  add constraint ancora_lessons_retired_after_published check (retired_at is null or published_at is not null);

-- Seconds a learner spent on a lesson, counted by ancora_track_lesson_time (the gradebook).
alter table public.ancora_lesson_progress
  add column active_seconds integer not null default 0 check (active_seconds between 0 and 10000000);

-- What existed before authoring was published as it stands: it is version 1.
update public.ancora_modules m set published_at = c.updated_at
from public.ancora_courses c where c.id = m.course_id and c.published;
update public.ancora_lessons l set published_at = c.updated_at
from public.ancora_courses c where c.id = l.course_id and c.published;

create table public.ancora_course_drafts (
  course_id uuid primary key references public.ancora_courses (id) on delete cascade,
  content jsonb not null check (jsonb_typeof(content) = 'object' and pg_column_size(content) <= 4000000),
  -- Goes up with every save; a save that names an older revision is refused (two admins).
  revision integer not null default 1 check (revision >= 1),
  saved_at timestamptz not null default now(),
  saved_by uuid references public.profiles (id) on delete set null
);
create index ancora_course_drafts_saved_by_idx on public.ancora_course_drafts (saved_by);

create table public.ancora_course_versions (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  version integer not null check (version >= 1),
  -- The draft as it was published.
  content jsonb not null check (jsonb_typeof(content) = 'object'),
  note text not null default '' check (char_length(note) <= 500),
  published_at timestamptz not null default now(),
  published_by uuid references public.profiles (id) on delete set null,
  unique (course_id, version)
);
create index ancora_course_versions_published_by_idx on public.ancora_course_versions (published_by);

alter table public.ancora_certificates
  add column course_version integer check (course_version >= 1);

alter table public.ancora_course_drafts enable row level security;
alter table public.ancora_course_versions enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Who reads what. Learners: published, not retired rows of courses open to them.

create function public.ancora_can_read_lesson(p_lesson_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select public.is_admin()
      or (l.published_at is not null and l.retired_at is null and public.ancora_can_read_course(l.course_id))
    from public.ancora_lessons l where l.id = p_lesson_id
  ), false)
$$;
revoke execute on function public.ancora_can_read_lesson(uuid) from public, anon, authenticated;
grant execute on function public.ancora_can_read_lesson(uuid) to authenticated, service_role;

drop policy "Learners read the modules of courses open to them" on public.ancora_modules;
create policy "Learners read the published modules of courses open to them and admins read all"
  on public.ancora_modules for select to authenticated
  using ((select public.is_admin())
         or (published_at is not null and retired_at is null and public.ancora_can_read_course(course_id)));

drop policy "Learners read the lessons of courses open to them" on public.ancora_lessons;
create policy "Learners read the published lessons of courses open to them and admins read all"
  on public.ancora_lessons for select to authenticated
  using ((select public.is_admin())
         or (published_at is not null and retired_at is null and public.ancora_can_read_course(course_id)));

drop policy "Learners read the quizzes of courses open to them" on public.ancora_quizzes;
create policy "Learners read the quizzes of published lessons open to them"
  on public.ancora_quizzes for select to authenticated
  using (case when course_id is null then (select public.has_tier('Basic')) or (select public.is_admin())
              when lesson_id is null then public.ancora_can_read_course(course_id)
              else public.ancora_can_read_lesson(lesson_id) end);

drop policy "Learners record progress in courses open to them" on public.ancora_lesson_progress;
create policy "Learners record progress in published lessons open to them"
  on public.ancora_lesson_progress for insert to authenticated
  with check (user_id = (select auth.uid()) and public.ancora_can_read_lesson(lesson_id));
drop policy "Learners update their own progress" on public.ancora_lesson_progress;
create policy "Learners update their own progress in published lessons"
  on public.ancora_lesson_progress for update to authenticated
  using (user_id = (select auth.uid()) and public.ancora_can_read_lesson(lesson_id))
  with check (user_id = (select auth.uid()) and public.ancora_can_read_lesson(lesson_id));

-- Only the functions below write content. Admins keep ordering the catalogue and deleting a
-- course that was never published (one that was has learners' certificates).
drop policy "Admins create courses" on public.ancora_courses;
drop policy "Admins create modules" on public.ancora_modules;
drop policy "Admins update modules" on public.ancora_modules;
drop policy "Admins delete modules" on public.ancora_modules;
drop policy "Admins create lessons" on public.ancora_lessons;
drop policy "Admins update lessons" on public.ancora_lessons;
drop policy "Admins delete lessons" on public.ancora_lessons;
drop policy "Admins create prerequisites" on public.ancora_course_prerequisites;
drop policy "Admins delete prerequisites" on public.ancora_course_prerequisites;
drop policy "Admins delete courses" on public.ancora_courses;
create policy "Admins delete courses that were never published"
  on public.ancora_courses for delete to authenticated
  using ((select public.is_admin()) and version = 0);

revoke insert, update, delete on public.ancora_modules, public.ancora_lessons,
  public.ancora_course_prerequisites from authenticated;
revoke insert, update on public.ancora_courses from authenticated;
grant update (position) on public.ancora_courses to authenticated;
-- Progress is learner-owned; the seconds on a lesson come only from ancora_track_lesson_time.
revoke all on table public.ancora_course_drafts, public.ancora_course_versions from anon, authenticated;
grant select on public.ancora_course_drafts, public.ancora_course_versions to authenticated;
grant select, insert, update, delete on public.ancora_course_drafts, public.ancora_course_versions to service_role;

create policy "Admins read course drafts"
  on public.ancora_course_drafts for select to authenticated using ((select public.is_admin()));
create policy "Admins read every version and learners the versions of courses open to them"
  on public.ancora_course_versions for select to authenticated
  using ((select public.is_admin()) or public.ancora_can_read_course(course_id));

-- The catalogue counts what learners can open.
create or replace function public.ancora_course_totals(p_course_id uuid)
returns table (module_count integer, lesson_count integer, estimated_minutes integer)
language sql
stable
security definer
set search_path = ''
as $$
  -- Definer: a Pro course's length is catalogue information even below Professional; only the
  -- counts leave this function, never a lesson.
  select
    (select count(*)::integer from public.ancora_modules m
     where m.course_id = p_course_id and m.published_at is not null and m.retired_at is null),
    count(l.id)::integer,
    coalesce(sum(l.estimated_minutes), 0)::integer
  from public.ancora_lessons l
  where l.course_id = p_course_id and l.published_at is not null and l.retired_at is null
    and exists (select 1 from public.ancora_courses c where c.id = p_course_id
                and (c.published or public.is_admin()))
$$;

create or replace view public.ancora_course_catalogue with (security_invoker = true) as
select c.id, c.slug, c.title, c.summary, c.topic, c.level, c.is_pro, c.published,
  c.certificate_validity_months, c.position, t.module_count, t.lesson_count, t.estimated_minutes,
  c.cover_path, c.version
from public.ancora_courses c
cross join lateral public.ancora_course_totals(c.id) t;

create or replace view public.ancora_certificate_overview with (security_invoker = true) as
select c.id, c.user_id, c.course_id, c.holder_name, c.course_title, c.score_percent, c.first_issued_at,
  c.issued_at, c.expires_at, c.issue_count, c.revoked_at,
  public.ancora_certificate_status(c.expires_at, c.revoked_at) as status,
  r.id as recert_quiz_id, r.lesson_id as recert_lesson_id, c.course_version
from public.ancora_certificates c
left join public.ancora_quizzes r on r.course_id = c.course_id and r.purpose = 'recert';

-- ---------------------------------------------------------------------------------------------
-- The draft: its rules, in the editor's words.

create function public.ancora_refuse(p_message text, p_path text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  raise exception '%', p_message using errcode = '22023', detail = coalesce(p_path, '');
end
$$;
revoke execute on function public.ancora_refuse(text, text) from public, anon, authenticated;

-- A text field of the draft, trimmed (null when absent or not a string).
create function public.ancora_draft_text(p jsonb, p_key text) returns text
language sql
immutable
set search_path = ''
as $$ select case when jsonb_typeof(p -> p_key) = 'string' then btrim(p ->> p_key) end $$;
revoke execute on function public.ancora_draft_text(jsonb, text) from public, anon, authenticated;

-- Checks a draft for course p_course_id and returns it in canonical form (known keys only,
-- trimmed, in order). Rules that only publishing needs (a lesson in every module, a final quiz)
-- are in ancora_publish_course.
create function public.ancora_normalize_draft(p_course_id uuid, p jsonb) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_title text := public.ancora_draft_text(p, 'title');
  v_summary text := public.ancora_draft_text(p, 'summary');
  v_description text := coalesce(p ->> 'description', '');
  v_validity jsonb := p -> 'certificate_validity_months';
  v_cover text := nullif(public.ancora_draft_text(p, 'cover_path'), '');
  v_modules jsonb := '[]'::jsonb;
  v_prereqs jsonb := '[]'::jsonb;
  v_ids text[] := '{}';
  m jsonb;
  l jsonb;
  v_lessons jsonb;
  mi integer := 0;
  li integer;
  v_id text;
  v_text text;
  v_minutes jsonb;
  v_video text;
  v_other uuid;
begin
  if p is null or jsonb_typeof(p) <> 'object' then
    perform public.ancora_refuse('A draft must be an object', '');
  end if;
  if v_title is null or char_length(v_title) not between 3 and 120 then
    perform public.ancora_refuse('The title must be 3 to 120 characters', 'title');
  end if;
  if v_summary is null or char_length(v_summary) not between 10 and 300 then
    perform public.ancora_refuse('The summary must be 10 to 300 characters', 'summary');
  end if;
  if jsonb_typeof(coalesce(p -> 'description', '""')) <> 'string' or char_length(v_description) > 20000 then
    perform public.ancora_refuse('The description must be at most 20000 characters', 'description');
  end if;
  if coalesce(p ->> 'topic', '') not in ('crop-steering', 'ipm', 'nutrition', 'climate', 'propagation',
                                         'post-harvest', 'compliance', 'management') then
    perform public.ancora_refuse('Choose a topic', 'topic');
  end if;
  if coalesce(p ->> 'level', '') not in ('beginner', 'intermediate', 'advanced') then
    perform public.ancora_refuse('Choose a level', 'level');
  end if;
  if jsonb_typeof(p -> 'is_pro') is distinct from 'boolean' then
    perform public.ancora_refuse('Choose the plan the course needs', 'is_pro');
  end if;
  if v_validity is not null and v_validity <> 'null'::jsonb and (
       jsonb_typeof(v_validity) <> 'number'
       or (v_validity #>> '{}')::numeric <> trunc((v_validity #>> '{}')::numeric)
       or (v_validity #>> '{}')::numeric not between 1 and 120) then
    perform public.ancora_refuse('Certificate validity must be 1 to 120 whole months, or empty for no expiry',
      'certificate_validity_months');
  end if;
  if coalesce(p ->> 'completion_rule', '') not in ('final_quiz', 'all_lessons') then
    perform public.ancora_refuse('Choose how learners pass the course', 'completion_rule');
  end if;
  if v_cover is not null and (v_cover !~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(png|jpg|webp|gif)$'
                              or split_part(v_cover, '/', 1) <> p_course_id::text) then
    perform public.ancora_refuse('The cover must be an image uploaded for this course', 'cover_path');
  end if;

  if jsonb_typeof(coalesce(p -> 'prerequisites', '[]')) <> 'array' then
    perform public.ancora_refuse('Prerequisites must be a list of courses', 'prerequisites');
  end if;
  for v_id in select jsonb_array_elements_text(coalesce(p -> 'prerequisites', '[]')) loop
    if v_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or not exists (select 1 from public.ancora_courses c where c.id = v_id::uuid) then
      perform public.ancora_refuse('Choose prerequisites from the list of courses', 'prerequisites');
    end if;
    if v_id::uuid = p_course_id then
      perform public.ancora_refuse('A course cannot require itself', 'prerequisites');
    end if;
    if not v_prereqs ? lower(v_id) then
      v_prereqs := v_prereqs || to_jsonb(lower(v_id));
    end if;
  end loop;

  if jsonb_typeof(coalesce(p -> 'modules', '[]')) <> 'array' then
    perform public.ancora_refuse('Modules must be a list', 'modules');
  end if;
  if jsonb_array_length(coalesce(p -> 'modules', '[]')) > 50 then
    perform public.ancora_refuse('A course has at most 50 modules', 'modules');
  end if;
  for m in select x from jsonb_array_elements(coalesce(p -> 'modules', '[]')) x loop
    if jsonb_typeof(m) <> 'object' or coalesce(m ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or lower(m ->> 'id') = any (v_ids) then
      perform public.ancora_refuse('Every module needs its own id', 'modules.' || mi);
    end if;
    v_ids := v_ids || lower(m ->> 'id');
    select course_id into v_other from public.ancora_modules where id = (m ->> 'id')::uuid;
    if found and v_other <> p_course_id then
      perform public.ancora_refuse('A module of another course cannot be moved here', 'modules.' || mi);
    end if;
    v_text := public.ancora_draft_text(m, 'title');
    if v_text is null or char_length(v_text) not between 3 and 120 then
      perform public.ancora_refuse('The module title must be 3 to 120 characters', 'modules.' || mi || '.title');
    end if;
    if jsonb_typeof(coalesce(m -> 'summary', '""')) <> 'string' or char_length(coalesce(m ->> 'summary', '')) > 500 then
      perform public.ancora_refuse('The module summary must be at most 500 characters', 'modules.' || mi || '.summary');
    end if;
    if jsonb_typeof(coalesce(m -> 'lessons', '[]')) <> 'array' then
      perform public.ancora_refuse('Lessons must be a list', 'modules.' || mi || '.lessons');
    end if;
    if jsonb_array_length(coalesce(m -> 'lessons', '[]')) > 100 then
      perform public.ancora_refuse('A module has at most 100 lessons', 'modules.' || mi || '.lessons');
    end if;
    v_lessons := '[]'::jsonb;
    li := 0;
    for l in select x from jsonb_array_elements(coalesce(m -> 'lessons', '[]')) x loop
      if jsonb_typeof(l) <> 'object' or coalesce(l ->> 'id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         or lower(l ->> 'id') = any (v_ids) then
        perform public.ancora_refuse('Every lesson needs its own id', 'modules.' || mi || '.lessons.' || li);
      end if;
      v_ids := v_ids || lower(l ->> 'id');
      select course_id into v_other from public.ancora_lessons where id = (l ->> 'id')::uuid;
      if found and v_other <> p_course_id then
        perform public.ancora_refuse('A lesson of another course cannot be moved here',
          'modules.' || mi || '.lessons.' || li);
      end if;
      v_text := public.ancora_draft_text(l, 'title');
      if v_text is null or char_length(v_text) not between 3 and 120 then
        perform public.ancora_refuse('The lesson title must be 3 to 120 characters',
          'modules.' || mi || '.lessons.' || li || '.title');
      end if;
      if jsonb_typeof(coalesce(l -> 'body', '""')) <> 'string' or char_length(coalesce(l ->> 'body', '')) > 50000 then
        perform public.ancora_refuse('The lesson text must be at most 50000 characters',
          'modules.' || mi || '.lessons.' || li || '.body');
      end if;
      v_minutes := l -> 'estimated_minutes';
      if jsonb_typeof(v_minutes) is distinct from 'number'
         or (v_minutes #>> '{}')::numeric <> trunc((v_minutes #>> '{}')::numeric)
         or (v_minutes #>> '{}')::numeric not between 1 and 600 then
        perform public.ancora_refuse('Estimated minutes must be a whole number from 1 to 600',
          'modules.' || mi || '.lessons.' || li || '.estimated_minutes');
      end if;
      v_video := nullif(public.ancora_draft_text(l, 'video_url'), '');
      if (l -> 'video_url') is not null and l -> 'video_url' <> 'null'::jsonb
         and jsonb_typeof(l -> 'video_url') <> 'string' then
        v_video := 'invalid';
      end if;
      if v_video is not null and (v_video !~ '^https://[^\s]+$' or char_length(v_video) > 2048) then
        perform public.ancora_refuse('The video link must be an https:// address',
          'modules.' || mi || '.lessons.' || li || '.video_url');
      end if;
      v_lessons := v_lessons || jsonb_build_object(
        'id', lower(l ->> 'id'), 'title', public.ancora_draft_text(l, 'title'),
        'body', coalesce(l ->> 'body', ''), 'estimated_minutes', (v_minutes #>> '{}')::integer,
        'video_url', v_video);
      li := li + 1;
    end loop;
    v_modules := v_modules || jsonb_build_object(
      'id', lower(m ->> 'id'), 'title', public.ancora_draft_text(m, 'title'),
      'summary', btrim(coalesce(m ->> 'summary', '')), 'lessons', v_lessons);
    mi := mi + 1;
  end loop;

  return jsonb_build_object(
    'title', v_title, 'summary', v_summary, 'description', v_description,
    'topic', p ->> 'topic', 'level', p ->> 'level', 'is_pro', (p ->> 'is_pro')::boolean,
    'certificate_validity_months', case when v_validity is null or v_validity = 'null'::jsonb then null
                                        else (v_validity #>> '{}')::integer end,
    'cover_path', v_cover, 'completion_rule', p ->> 'completion_rule',
    'prerequisites', v_prereqs, 'modules', v_modules);
end
$$;
revoke execute on function public.ancora_normalize_draft(uuid, jsonb) from public, anon, authenticated;

-- The course's rows as a draft: what learners see now (the version in force) plus rows saved in
-- a draft but never published. Used when a course has no draft yet (content written before
-- authoring existed, a seed) and to record the first version of such a course.
create function public.ancora_draft_from_rows(p_course_id uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', c.title, 'summary', c.summary, 'description', c.description, 'topic', c.topic,
    'level', c.level, 'is_pro', c.is_pro, 'certificate_validity_months', c.certificate_validity_months,
    'cover_path', c.cover_path, 'completion_rule', c.completion_rule,
    'prerequisites', coalesce((select jsonb_agg(p.prerequisite_id::text order by p.prerequisite_id)
      from public.ancora_course_prerequisites p where p.course_id = c.id), '[]'::jsonb),
    'modules', coalesce((
      select jsonb_agg(jsonb_build_object('id', m.id::text, 'title', m.title, 'summary', m.summary,
        'lessons', coalesce((
          select jsonb_agg(jsonb_build_object('id', l.id::text, 'title', l.title, 'body', l.body,
            'estimated_minutes', l.estimated_minutes, 'video_url', l.video_url) order by l.position)
          from public.ancora_lessons l where l.module_id = m.id and l.retired_at is null), '[]'::jsonb))
        order by m.position)
      from public.ancora_modules m where m.course_id = c.id and m.retired_at is null), '[]'::jsonb))
  from public.ancora_courses c where c.id = p_course_id
$$;
revoke execute on function public.ancora_draft_from_rows(uuid) from public, anon, authenticated;

-- Rows for what the draft adds, so quizzes can be put on new lessons before publishing: modules
-- and lessons never published follow the draft (created, changed, deleted with it); published
-- ones change only when a version is published.
create function public.ancora_sync_unpublished_rows(p_course_id uuid, p jsonb) returns void
language plpgsql
set search_path = ''
as $$
begin
  -- Never-published rows the draft no longer has (their quiz goes with them: no learner ever saw it).
  delete from public.ancora_lessons l
  where l.course_id = p_course_id and l.published_at is null
    and not exists (select 1 from jsonb_array_elements(p -> 'modules') m, jsonb_array_elements(m -> 'lessons') x
                    where (x ->> 'id')::uuid = l.id);
  delete from public.ancora_modules mo
  where mo.course_id = p_course_id and mo.published_at is null
    and not exists (select 1 from jsonb_array_elements(p -> 'modules') m where (m ->> 'id')::uuid = mo.id);

  insert into public.ancora_modules (id, course_id, position, title, summary)
  select (m ->> 'id')::uuid, p_course_id, 50000 + o::integer, m ->> 'title', m ->> 'summary'
  from jsonb_array_elements(p -> 'modules') with ordinality t(m, o)
  on conflict (id) do update set position = excluded.position, title = excluded.title, summary = excluded.summary
    where public.ancora_modules.published_at is null;

  insert into public.ancora_lessons (id, module_id, course_id, position, title, body, estimated_minutes, video_url)
  select (x ->> 'id')::uuid, (m ->> 'id')::uuid, p_course_id, 50000 + (mo * 1000 + lo)::integer,
    x ->> 'title', x ->> 'body', (x ->> 'estimated_minutes')::integer, x ->> 'video_url'
  from jsonb_array_elements(p -> 'modules') with ordinality t(m, mo),
       jsonb_array_elements(m -> 'lessons') with ordinality u(x, lo)
  on conflict (id) do update set module_id = excluded.module_id, position = excluded.position,
    title = excluded.title, body = excluded.body, estimated_minutes = excluded.estimated_minutes,
    video_url = excluded.video_url
    where public.ancora_lessons.published_at is null;
end
$$;
revoke execute on function public.ancora_sync_unpublished_rows(uuid, jsonb) from public, anon, authenticated;

create function public.ancora_assert_admin(p_action text) returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can %', p_action using errcode = '42501';
  end if;
end
$$;
revoke execute on function public.ancora_assert_admin(text) from public, anon, authenticated;

-- A new course (unpublished) from a first draft. Returns its id.
create function public.ancora_create_course(p_content jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v jsonb;
  v_slug text;
begin
  perform public.ancora_assert_admin('create courses');
  v := public.ancora_normalize_draft(v_id, coalesce(p_content, '{}'::jsonb) - 'cover_path');
  v_slug := left(trim(both '-' from regexp_replace(lower(v ->> 'title'), '[^a-z0-9]+', '-', 'g')), 60);
  v_slug := case when v_slug = '' then 'course' else v_slug end || '-' || substr(replace(v_id::text, '-', ''), 1, 6);
  insert into public.ancora_courses (id, slug, title, summary, description, topic, level, is_pro,
    certificate_validity_months, completion_rule, published, created_by, position)
  values (v_id, v_slug, v ->> 'title', v ->> 'summary', v ->> 'description', v ->> 'topic', v ->> 'level',
    (v ->> 'is_pro')::boolean, (v ->> 'certificate_validity_months')::integer, v ->> 'completion_rule', false,
    (select auth.uid()), coalesce((select max(position) + 10 from public.ancora_courses), 10));
  insert into public.ancora_course_drafts (course_id, content, saved_by) values (v_id, v, (select auth.uid()));
  perform public.ancora_sync_unpublished_rows(v_id, v);
  return v_id;
end
$$;

-- Saves the working draft. p_revision: the revision the editor loaded (null: overwrite). Returns
-- {revision, saved_at}.
create function public.ancora_save_course_draft(p_course_id uuid, p_content jsonb, p_revision integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v jsonb;
  d public.ancora_course_drafts;
begin
  perform public.ancora_assert_admin('edit courses');
  perform 1 from public.ancora_courses where id = p_course_id for update;
  if not found then
    raise exception 'Course not found' using errcode = 'PT404';
  end if;
  select * into d from public.ancora_course_drafts where course_id = p_course_id;
  if d.course_id is not null and p_revision is not null and p_revision <> d.revision then
    raise exception 'Someone else saved this course since you opened it. Reload to see their changes; yours are kept in this browser.'
      using errcode = 'AN010';
  end if;
  v := public.ancora_normalize_draft(p_course_id, p_content);
  insert into public.ancora_course_drafts (course_id, content, revision, saved_at, saved_by)
  values (p_course_id, v, 1, now(), (select auth.uid()))
  on conflict (course_id) do update
    set content = excluded.content, revision = public.ancora_course_drafts.revision + 1,
        saved_at = now(), saved_by = excluded.saved_by
  returning * into d;
  perform public.ancora_sync_unpublished_rows(p_course_id, v);
  return jsonb_build_object('revision', d.revision, 'saved_at', d.saved_at);
end
$$;

-- Throws the draft's changes away: the draft becomes the version in force again (rows the draft
-- had added and no version has are deleted with it).
create function public.ancora_discard_course_draft(p_course_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v jsonb;
  d public.ancora_course_drafts;
begin
  perform public.ancora_assert_admin('edit courses');
  perform 1 from public.ancora_courses where id = p_course_id for update;
  if not found then
    raise exception 'Course not found' using errcode = 'PT404';
  end if;
  select content into v from public.ancora_course_versions
  where course_id = p_course_id order by version desc limit 1;
  if v is null then
    raise exception 'This course has no published version to go back to' using errcode = 'AN011';
  end if;
  update public.ancora_course_drafts set content = v, revision = revision + 1, saved_at = now(),
    saved_by = (select auth.uid())
  where course_id = p_course_id
  returning * into d;
  perform public.ancora_sync_unpublished_rows(p_course_id, v);
  return jsonb_build_object('revision', d.revision, 'saved_at', d.saved_at);
end
$$;

-- Writes a checked draft into the rows learners read and records it as the next version.
-- Internal: ancora_publish_course checks the caller and the publishing rules first; seeds call it
-- to record content they wrote straight into the rows.
create function public.ancora_apply_version(p_course_id uuid, p jsonb, p_note text, p_by uuid) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_version integer;
begin
  update public.ancora_courses set
    title = p ->> 'title', summary = p ->> 'summary', description = p ->> 'description', topic = p ->> 'topic',
    level = p ->> 'level', is_pro = (p ->> 'is_pro')::boolean,
    certificate_validity_months = (p ->> 'certificate_validity_months')::integer,
    cover_path = p ->> 'cover_path', completion_rule = p ->> 'completion_rule',
    version = version + 1, published = true, published_at = now()
  where id = p_course_id
  returning version into v_version;

  delete from public.ancora_course_prerequisites
  where course_id = p_course_id and not (p -> 'prerequisites') ? prerequisite_id::text;
  insert into public.ancora_course_prerequisites (course_id, prerequisite_id)
  select p_course_id, x::uuid from jsonb_array_elements_text(p -> 'prerequisites') x
  on conflict do nothing;

  -- Modules and lessons take the draft's order; what the draft dropped is retired and parked.
  insert into public.ancora_modules (id, course_id, position, title, summary, published_at)
  select (m ->> 'id')::uuid, p_course_id, o::integer, m ->> 'title', m ->> 'summary', now()
  from jsonb_array_elements(p -> 'modules') with ordinality t(m, o)
  on conflict (id) do update set position = excluded.position, title = excluded.title,
    summary = excluded.summary, published_at = coalesce(public.ancora_modules.published_at, now()),
    retired_at = null;
  insert into public.ancora_lessons (id, module_id, course_id, position, title, body, estimated_minutes,
    video_url, published_at)
  select (x ->> 'id')::uuid, (m ->> 'id')::uuid, p_course_id, lo::integer, x ->> 'title', x ->> 'body',
    (x ->> 'estimated_minutes')::integer, x ->> 'video_url', now()
  from jsonb_array_elements(p -> 'modules') m,
       jsonb_array_elements(m -> 'lessons') with ordinality u(x, lo)
  on conflict (id) do update set module_id = excluded.module_id, position = excluded.position,
    title = excluded.title, body = excluded.body, estimated_minutes = excluded.estimated_minutes,
    video_url = excluded.video_url, published_at = coalesce(public.ancora_lessons.published_at, now()),
    retired_at = null;

  update public.ancora_lessons l set retired_at = coalesce(l.retired_at, now()), position = 90000 + r.n
  from (select l2.id, row_number() over (partition by l2.module_id order by l2.position)::integer as n
        from public.ancora_lessons l2
        where l2.course_id = p_course_id
          and not exists (select 1 from jsonb_array_elements(p -> 'modules') m, jsonb_array_elements(m -> 'lessons') x
                          where (x ->> 'id')::uuid = l2.id)) r
  where l.id = r.id;
  update public.ancora_modules mo set retired_at = coalesce(mo.retired_at, now()), position = 90000 + r.n
  from (select m2.id, row_number() over (order by m2.position)::integer as n
        from public.ancora_modules m2
        where m2.course_id = p_course_id
          and not exists (select 1 from jsonb_array_elements(p -> 'modules') m where (m ->> 'id')::uuid = m2.id)) r
  where mo.id = r.id;

  insert into public.ancora_course_versions (course_id, version, content, note, published_by)
  values (p_course_id, v_version, p, coalesce(btrim(p_note), ''), p_by);
  insert into public.ancora_course_drafts (course_id, content, saved_by)
  values (p_course_id, p, p_by)
  on conflict (course_id) do update set content = excluded.content,
    revision = public.ancora_course_drafts.revision + 1, saved_at = now(), saved_by = excluded.saved_by;
  return v_version;
end
$$;
revoke execute on function public.ancora_apply_version(uuid, jsonb, text, uuid) from public, anon, authenticated;

-- Publishes the draft as the next version (or, when it is the version in force of an unpublished
-- course, shows that version again). Returns {version, new_version}.
create function public.ancora_publish_course(p_course_id uuid, p_note text default '') returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.ancora_courses;
  v jsonb;
  v_last jsonb;
  m jsonb;
  mi integer := 0;
  v_final uuid;
  v_version integer;
begin
  perform public.ancora_assert_admin('publish courses');
  select * into c from public.ancora_courses where id = p_course_id for update;
  if not found then
    raise exception 'Course not found' using errcode = 'PT404';
  end if;
  if char_length(coalesce(p_note, '')) > 500 then
    perform public.ancora_refuse('The note must be at most 500 characters', 'note');
  end if;
  v := public.ancora_normalize_draft(p_course_id, coalesce(
    (select d.content from public.ancora_course_drafts d where d.course_id = p_course_id),
    public.ancora_draft_from_rows(p_course_id)));
  select content into v_last from public.ancora_course_versions
  where course_id = p_course_id order by version desc limit 1;
  if v_last is not null and v_last = v then
    if c.published then
      raise exception 'Nothing to publish: the draft is the same as version %', c.version using errcode = 'AN011';
    end if;
    update public.ancora_courses set published = true where id = p_course_id;
    return jsonb_build_object('version', c.version, 'new_version', false);
  end if;

  if jsonb_array_length(v -> 'modules') = 0 then
    perform public.ancora_refuse('Add at least one module with a lesson before publishing', 'modules');
  end if;
  for m in select x from jsonb_array_elements(v -> 'modules') x loop
    if jsonb_array_length(m -> 'lessons') = 0 then
      perform public.ancora_refuse('Every module needs at least one lesson before publishing',
        'modules.' || mi || '.lessons');
    end if;
    mi := mi + 1;
  end loop;
  select q.id into v_final from public.ancora_quizzes q
  where q.course_id = p_course_id and q.purpose = 'final'
    and exists (select 1 from jsonb_array_elements(v -> 'modules') dm, jsonb_array_elements(dm -> 'lessons') dl
                where (dl ->> 'id')::uuid = q.lesson_id);
  if v_final is null then
    perform public.ancora_refuse('Add a final quiz to one of the lessons before publishing: passing it earns the certificate', 'modules');
  end if;
  if not exists (select 1 from public.ancora_quiz_pool(v_final)) then
    perform public.ancora_refuse('The final quiz has no questions yet', 'modules');
  end if;
  if exists (select 1 from jsonb_array_elements_text(v -> 'prerequisites') x
             join public.ancora_courses pc on pc.id = x::uuid where pc.version = 0) then
    perform public.ancora_refuse('A prerequisite must be a course that has been published', 'prerequisites');
  end if;
  -- Would this course end up requiring itself through its prerequisites' prerequisites?
  if exists (
    with recursive reach(id) as (
      select x::uuid from jsonb_array_elements_text(v -> 'prerequisites') x
      union
      select p.prerequisite_id from public.ancora_course_prerequisites p join reach r on r.id = p.course_id
    ) select 1 from reach where id = p_course_id) then
    perform public.ancora_refuse('Prerequisites must not go round in a circle back to this course', 'prerequisites');
  end if;

  v_version := public.ancora_apply_version(p_course_id, v, p_note, (select auth.uid()));
  return jsonb_build_object('version', v_version, 'new_version', true);
end
$$;

create function public.ancora_unpublish_course(p_course_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.ancora_assert_admin('unpublish courses');
  update public.ancora_courses set published = false where id = p_course_id and published;
  if not found then
    if exists (select 1 from public.ancora_courses where id = p_course_id) then
      raise exception 'This course is not published' using errcode = 'AN011';
    end if;
    raise exception 'Course not found' using errcode = 'PT404';
  end if;
end
$$;

-- The editor's document: the draft (or, for a course without one yet, its rows), its revision,
-- the version in force, publication state, the versions, and per lesson its quiz.
create function public.ancora_course_editor(p_course_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.ancora_courses;
  d public.ancora_course_drafts;
  v_last jsonb;
begin
  perform public.ancora_assert_admin('edit courses');
  select * into c from public.ancora_courses where id = p_course_id;
  if not found then
    raise exception 'Course not found' using errcode = 'PT404';
  end if;
  select * into d from public.ancora_course_drafts where course_id = p_course_id;
  select content into v_last from public.ancora_course_versions
  where course_id = p_course_id order by version desc limit 1;
  return jsonb_build_object(
    'id', c.id, 'slug', c.slug, 'published', c.published, 'version', c.version,
    'published_at', c.published_at,
    'draft', coalesce(d.content, public.ancora_draft_from_rows(c.id)),
    'revision', d.revision, 'saved_at', d.saved_at,
    'saved_by', (select concat_ws(' ', p.first_name, p.last_name) from public.profiles p where p.id = d.saved_by),
    'unpublished_changes', v_last is null or v_last is distinct from coalesce(d.content, v_last),
    'versions', coalesce((
      select jsonb_agg(jsonb_build_object('version', v.version, 'note', v.note, 'published_at', v.published_at,
        'published_by', (select concat_ws(' ', p.first_name, p.last_name) from public.profiles p where p.id = v.published_by))
        order by v.version desc)
      from public.ancora_course_versions v where v.course_id = c.id), '[]'::jsonb),
    'quizzes', coalesce((
      select jsonb_agg(jsonb_build_object('id', q.id, 'lesson_id', q.lesson_id, 'purpose', q.purpose,
        'title', q.title, 'pass_percent', q.pass_percent, 'max_attempts', q.max_attempts,
        'questions', (select count(*) from public.ancora_quiz_pool(q.id))))
      from public.ancora_quizzes q where q.course_id = c.id), '[]'::jsonb),
    'learners', (select count(distinct x.user_id) from (
        select pr.user_id from public.ancora_lesson_progress pr where pr.course_id = c.id
        union select a.user_id from public.ancora_attempts a join public.ancora_quizzes q on q.id = a.quiz_id
        where q.course_id = c.id) x));
end
$$;

-- The admins' course list: status, learners, last edit.
create function public.ancora_admin_courses()
returns table (id uuid, title text, topic text, level text, is_pro boolean, published boolean, version integer,
  published_at timestamptz, unpublished_changes boolean, learners integer, certificates integer,
  edited_at timestamptz, edited_by text, cover_path text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.ancora_assert_admin('list courses for editing');
  return query
  select c.id, coalesce(d.content ->> 'title', c.title), c.topic, c.level, c.is_pro, c.published, c.version,
    c.published_at,
    lv.content is null or lv.content is distinct from coalesce(d.content, lv.content),
    (select count(distinct x.user_id)::integer from (
        select pr.user_id from public.ancora_lesson_progress pr where pr.course_id = c.id
        union select a.user_id from public.ancora_attempts a join public.ancora_quizzes q on q.id = a.quiz_id
        where q.course_id = c.id) x),
    (select count(*)::integer from public.ancora_certificates ce where ce.course_id = c.id and ce.revoked_at is null),
    coalesce(d.saved_at, c.updated_at),
    (select concat_ws(' ', p.first_name, p.last_name) from public.profiles p where p.id = coalesce(d.saved_by, c.created_by)),
    coalesce(d.content ->> 'cover_path', c.cover_path)
  from public.ancora_courses c
  left join public.ancora_course_drafts d on d.course_id = c.id
  left join lateral (select v.content from public.ancora_course_versions v where v.course_id = c.id
                     order by v.version desc limit 1) lv on true
  order by c.position, c.title;
end
$$;

revoke execute on function public.ancora_create_course(jsonb), public.ancora_save_course_draft(uuid, jsonb, integer),
  public.ancora_discard_course_draft(uuid), public.ancora_publish_course(uuid, text),
  public.ancora_unpublish_course(uuid), public.ancora_course_editor(uuid), public.ancora_admin_courses()
  from public, anon, authenticated;
grant execute on function public.ancora_create_course(jsonb), public.ancora_save_course_draft(uuid, jsonb, integer),
  public.ancora_discard_course_draft(uuid), public.ancora_publish_course(uuid, text),
  public.ancora_unpublish_course(uuid), public.ancora_course_editor(uuid), public.ancora_admin_courses()
  to authenticated;

-- Courses published before authoring existed: their rows are version 1.
do $$
declare
  r record;
begin
  for r in select c.id from public.ancora_courses c where c.published and c.version = 0 loop
    perform public.ancora_apply_version(r.id,
      public.ancora_normalize_draft(r.id, public.ancora_draft_from_rows(r.id)), '', null);
  end loop;
end
$$;
update public.ancora_certificates ce set course_version = c.version
from public.ancora_courses c where c.id = ce.course_id and c.version > 0;

-- ---------------------------------------------------------------------------------------------
-- Images: the course cover and pictures in lessons. Public, so lesson Markdown can show them to
-- every learner without signing each link (a path is {course id}/{random uuid}, unguessable);
-- only admins upload, replace and delete.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('ancora-media', 'ancora-media', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

create policy "Admins read Ancora media"
  on storage.objects for select to authenticated
  using (bucket_id = 'ancora-media' and (select public.is_admin()));
create policy "Admins upload Ancora media"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'ancora-media' and (select public.is_admin()));
create policy "Admins replace Ancora media"
  on storage.objects for update to authenticated
  using (bucket_id = 'ancora-media' and (select public.is_admin()))
  with check (bucket_id = 'ancora-media' and (select public.is_admin()));
create policy "Admins delete Ancora media"
  on storage.objects for delete to authenticated
  using (bucket_id = 'ancora-media' and (select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Time spent on a lesson, for the gradebook: the lesson page calls this every 30 seconds while it
-- is in view; each call adds the time since the last (at most a minute), so a tab left open
-- overnight counts a minute, not a night.
create function public.ancora_track_lesson_time(p_lesson_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not public.ancora_can_read_lesson(p_lesson_id) then
    raise exception 'Lesson not found' using errcode = 'PT404';
  end if;
  insert into public.ancora_lesson_progress (user_id, lesson_id, course_id)
  select v_uid, l.id, l.course_id from public.ancora_lessons l where l.id = p_lesson_id
  on conflict (user_id, lesson_id) do update
    set active_seconds = public.ancora_lesson_progress.active_seconds
      + least(60, greatest(0, extract(epoch from now() - public.ancora_lesson_progress.last_viewed_at)))::integer;
end
$$;
revoke execute on function public.ancora_track_lesson_time(uuid) from public, anon, authenticated;
grant execute on function public.ancora_track_lesson_time(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Certificates name the version: issuing records the course's version in force.
create or replace function public.ancora_issue_certificate(
  p_user_id uuid, p_course_id uuid, p_score numeric, p_attempt_id uuid
) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_months integer;
  v_name text;
  v_title text;
  v_version integer;
  v_existing public.ancora_certificates;
begin
  select certificate_validity_months, title, nullif(version, 0) into v_months, v_title, v_version
  from public.ancora_courses where id = p_course_id;
  select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), 'Canopy learner') into v_name
  from public.profiles where id = p_user_id;
  select * into v_existing from public.ancora_certificates
  where user_id = p_user_id and course_id = p_course_id for update;

  if not found then
    insert into public.ancora_certificates (user_id, course_id, holder_name, course_title, score_percent,
      expires_at, attempt_id, course_version)
    values (p_user_id, p_course_id, v_name, v_title, p_score,
            case when v_months is not null then now() + make_interval(months => v_months) end, p_attempt_id,
            v_version);
    perform public.create_notification(p_user_id, 'ancora_certificate', 'Certificate earned',
      'You earned the certificate for ' || v_title || '.', 'ancora', '/ancora/certifications/' || p_course_id);
  elsif v_existing.revoked_at is null then
    update public.ancora_certificates
    set holder_name = v_name, course_title = v_title, score_percent = p_score, issued_at = now(), attempt_id = p_attempt_id,
        expires_at = case when v_months is not null then now() + make_interval(months => v_months) end,
        issue_count = issue_count + 1, course_version = v_version
    where id = v_existing.id;
    perform public.create_notification(p_user_id, 'ancora_certificate', 'Certificate renewed',
      'Your certificate for ' || v_title || ' was renewed.', 'ancora', '/ancora/certifications/' || p_course_id);
  end if;
end
$$;

-- Public verification also names the version (the return type changes, so it is recreated).
drop function public.ancora_verify_certificate(text);
create function public.ancora_verify_certificate(p_id text)
returns table (
  status text, holder_name text, course_title text, first_issued_at timestamptz, issued_at timestamptz,
  expires_at timestamptz, revoked_at timestamptz, issuer text, course_version integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(p_id, '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return query
    select public.ancora_certificate_status(c.expires_at, c.revoked_at), c.holder_name, c.course_title,
      c.first_issued_at, c.issued_at, c.expires_at, c.revoked_at, 'Canopy Academy'::text, c.course_version
    from public.ancora_certificates c where c.id = p_id::uuid;
    if found then
      return;
    end if;
  end if;
  return query select 'not_found'::text, null::text, null::text, null::timestamptz, null::timestamptz,
    null::timestamptz, null::timestamptz, 'Canopy Academy'::text, null::integer;
end
$$;
revoke execute on function public.ancora_verify_certificate(text) from public, anon, authenticated;
grant execute on function public.ancora_verify_certificate(text) to anon, authenticated, service_role;
comment on function public.ancora_verify_certificate(text) is
  'SECURITY DEFINER because a certificate''s public link must verify for anyone, signed out included, '
  'while the certificates table stays readable only by its holder; returns the printed facts and the status, '
  'never the score, the account or the revocation reason.';

-- ---------------------------------------------------------------------------------------------
-- Quizzes on lessons learners cannot see are closed to them too.
create or replace function public.ancora_assert_quiz_access(p_quiz_id uuid) returns public.ancora_quizzes
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
     or (z.course_id is not null and z.lesson_id is null and not public.ancora_can_read_course(z.course_id))
     or (z.lesson_id is not null and not public.ancora_can_read_lesson(z.lesson_id)) then
    raise exception 'This quiz is not open to you' using errcode = '42501';
  end if;
  return z;
end
$$;

-- The passing rule "every lesson first": where a learner stands says so, and starting the final
-- quiz refuses (AN009) until the other lessons are completed. (Both functions as before otherwise.)
create or replace function public.ancora_status_json(p_quiz_id uuid, p_user_id uuid) returns jsonb
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
    -- The course's passing rule may ask for every other lesson to be completed first.
    when z.purpose = 'final'
         and (select c.completion_rule from public.ancora_courses c where c.id = z.course_id) = 'all_lessons'
         and exists (select 1 from public.ancora_lessons l
                     where l.course_id = z.course_id and l.published_at is not null and l.retired_at is null
                       and l.id is distinct from z.lesson_id
                       and not exists (select 1 from public.ancora_lesson_progress pr
                                       where pr.lesson_id = l.id and pr.user_id = p_user_id
                                         and pr.completed_at is not null))
      then 'lessons'
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

create or replace function public.ancora_start_attempt(p_quiz_id uuid) returns jsonb
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
    when 'lessons' then
      raise exception 'Complete every lesson of the course before the final quiz' using errcode = 'AN009';
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
