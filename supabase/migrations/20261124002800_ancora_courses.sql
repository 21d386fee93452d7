-- Ancora academy content and progress: courses → modules → lessons (Markdown bodies, estimated
-- minutes, course prerequisites) and each learner's lesson progress. The module needs the Basic
-- tier in the database too, and a Pro-track course's modules and lessons need Professional; only
-- admins write content. A Basic grower may still see a Pro course's catalogue card (its row), so
-- the catalogue can show what the Pro track holds.

create table public.ancora_courses (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  title text not null check (char_length(trim(title)) between 3 and 120 and char_length(title) <= 120),
  summary text not null check (char_length(trim(summary)) between 10 and 300 and char_length(summary) <= 300),
  -- Markdown, rendered without raw HTML.
  description text not null default '' check (char_length(description) <= 20000),
  topic text not null check (topic in ('crop-steering', 'ipm', 'nutrition', 'climate', 'propagation',
                                       'post-harvest', 'compliance', 'management')),
  level text not null check (level in ('beginner', 'intermediate', 'advanced')),
  is_pro boolean not null default false,
  published boolean not null default false,
  -- Certificates of this course expire this many months after issue (pesticide-safety style
  -- retraining); null means they never expire.
  certificate_validity_months integer check (certificate_validity_months between 1 and 120),
  position integer not null default 0 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ancora_courses_catalogue_idx on public.ancora_courses (position, title) where published;

create table public.ancora_modules (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  position integer not null check (position between 0 and 1000),
  title text not null check (char_length(trim(title)) between 3 and 120 and char_length(title) <= 120),
  summary text not null default '' check (char_length(summary) <= 500),
  unique (course_id, position) deferrable initially deferred
);

create table public.ancora_lessons (
  id uuid primary key default gen_random_uuid(),
  module_id uuid not null references public.ancora_modules (id) on delete cascade,
  -- Copied from the module by a trigger, so policies and progress need no join.
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  position integer not null check (position between 0 and 1000),
  title text not null check (char_length(trim(title)) between 3 and 120 and char_length(title) <= 120),
  -- Markdown: headings, lists, images and links; raw HTML is never rendered.
  body text not null default '' check (char_length(body) <= 50000),
  estimated_minutes integer not null check (estimated_minutes between 1 and 600),
  video_url text check (video_url ~ '^https://[^\s]+$' and char_length(video_url) <= 2048),
  unique (module_id, position) deferrable initially deferred
);
create index ancora_lessons_course_idx on public.ancora_lessons (course_id);

create table public.ancora_course_prerequisites (
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  prerequisite_id uuid not null references public.ancora_courses (id) on delete cascade,
  primary key (course_id, prerequisite_id),
  check (course_id <> prerequisite_id)
);
create index ancora_course_prerequisites_prerequisite_idx on public.ancora_course_prerequisites (prerequisite_id);

create table public.ancora_lesson_progress (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  lesson_id uuid not null references public.ancora_lessons (id) on delete cascade,
  -- Copied from the lesson by a trigger: a learner cannot file progress under another course.
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  first_viewed_at timestamptz not null default now(),
  last_viewed_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (user_id, lesson_id)
);
create index ancora_lesson_progress_lesson_idx on public.ancora_lesson_progress (lesson_id);
create index ancora_lesson_progress_course_idx on public.ancora_lesson_progress (course_id);
create index ancora_lesson_progress_recent_idx on public.ancora_lesson_progress (user_id, last_viewed_at desc);

create trigger ancora_courses_set_updated_at
  before update on public.ancora_courses
  for each row execute function public.set_updated_at();

create function public.ancora_lessons_copy_course() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select m.course_id into new.course_id from public.ancora_modules m where m.id = new.module_id;
  return new;
end
$$;
revoke execute on function public.ancora_lessons_copy_course() from public, anon, authenticated;
create trigger ancora_lessons_copy_course
  before insert or update of module_id, course_id on public.ancora_lessons
  for each row execute function public.ancora_lessons_copy_course();

-- Timestamps are the server's: a learner only says "viewed" (any write) and "completed"
-- (completed_at not null) or "not completed" (null). Writes without a user (the service role,
-- seeds) keep the times they give.
create function public.ancora_lesson_progress_stamp() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Security definer: the lesson row may sit in a course the trigger must still resolve.
  select l.course_id into new.course_id from public.ancora_lessons l where l.id = new.lesson_id;
  if (select auth.uid()) is null then
    return new;
  end if;
  new.last_viewed_at := now();
  if tg_op = 'INSERT' then
    new.first_viewed_at := now();
    if new.completed_at is not null then new.completed_at := now(); end if;
  elsif new.completed_at is not null and old.completed_at is null then
    new.completed_at := now();
  elsif new.completed_at is not null then
    new.completed_at := old.completed_at;
  end if;
  return new;
end
$$;
revoke execute on function public.ancora_lesson_progress_stamp() from public, anon, authenticated;
create trigger ancora_lesson_progress_stamp
  before insert or update on public.ancora_lesson_progress
  for each row execute function public.ancora_lesson_progress_stamp();

-- Whether the caller may read a course's modules, lessons and quizzes: admins always; others when
-- it is published, they have Basic and, for the Pro track, Professional.
create function public.ancora_can_read_course(p_course_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select public.is_admin()
      or (c.published and public.has_tier('Basic') and (not c.is_pro or public.has_tier('Professional')))
    from public.ancora_courses c where c.id = p_course_id
  ), false)
$$;
revoke execute on function public.ancora_can_read_course(uuid) from public, anon, authenticated;
grant execute on function public.ancora_can_read_course(uuid) to authenticated, service_role;

alter table public.ancora_courses enable row level security;
alter table public.ancora_modules enable row level security;
alter table public.ancora_lessons enable row level security;
alter table public.ancora_course_prerequisites enable row level security;
alter table public.ancora_lesson_progress enable row level security;

revoke all on table public.ancora_courses, public.ancora_modules, public.ancora_lessons,
  public.ancora_course_prerequisites, public.ancora_lesson_progress from anon, authenticated;
-- Admins author content (policies below); keys and timestamps are the database's.
grant select, delete on public.ancora_courses, public.ancora_modules, public.ancora_lessons,
  public.ancora_course_prerequisites to authenticated;
grant insert (slug, title, summary, description, topic, level, is_pro, published,
  certificate_validity_months, position) on public.ancora_courses to authenticated;
grant update (slug, title, summary, description, topic, level, is_pro, published,
  certificate_validity_months, position) on public.ancora_courses to authenticated;
grant insert (course_id, position, title, summary) on public.ancora_modules to authenticated;
grant update (position, title, summary) on public.ancora_modules to authenticated;
grant insert (module_id, course_id, position, title, body, estimated_minutes, video_url)
  on public.ancora_lessons to authenticated;
grant update (position, title, body, estimated_minutes, video_url) on public.ancora_lessons to authenticated;
grant insert (course_id, prerequisite_id) on public.ancora_course_prerequisites to authenticated;
grant select, delete on public.ancora_lesson_progress to authenticated;
-- course_id may be sent (typed clients must), but the trigger always takes it from the lesson.
grant insert (lesson_id, course_id, completed_at) on public.ancora_lesson_progress to authenticated;
-- An upsert ("viewed", "completed") rewrites the key columns too; the trigger re-derives course_id.
grant update (lesson_id, course_id, completed_at) on public.ancora_lesson_progress to authenticated;
grant select, insert, update, delete on public.ancora_courses, public.ancora_modules,
  public.ancora_lessons, public.ancora_course_prerequisites, public.ancora_lesson_progress to service_role;

-- Courses: the catalogue card of every published course for Basic and above (Pro ones too, shown
-- locked below Professional); admins see drafts and write.
create policy "Basic members read published courses and admins read all"
  on public.ancora_courses for select to authenticated
  using ((published and (select public.has_tier('Basic'))) or (select public.is_admin()));
create policy "Admins create courses"
  on public.ancora_courses for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update courses"
  on public.ancora_courses for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete courses"
  on public.ancora_courses for delete to authenticated using ((select public.is_admin()));

create policy "Learners read the modules of courses open to them"
  on public.ancora_modules for select to authenticated
  using (public.ancora_can_read_course(course_id));
create policy "Admins create modules"
  on public.ancora_modules for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update modules"
  on public.ancora_modules for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete modules"
  on public.ancora_modules for delete to authenticated using ((select public.is_admin()));

create policy "Learners read the lessons of courses open to them"
  on public.ancora_lessons for select to authenticated
  using (public.ancora_can_read_course(course_id));
create policy "Admins create lessons"
  on public.ancora_lessons for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update lessons"
  on public.ancora_lessons for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete lessons"
  on public.ancora_lessons for delete to authenticated using ((select public.is_admin()));

create policy "Basic members read prerequisites and admins read all"
  on public.ancora_course_prerequisites for select to authenticated
  using ((select public.has_tier('Basic')) or (select public.is_admin()));
create policy "Admins create prerequisites"
  on public.ancora_course_prerequisites for insert to authenticated with check ((select public.is_admin()));
-- No update: a prerequisite is a pair of keys; changing one is a delete and an insert.
create policy "Admins delete prerequisites"
  on public.ancora_course_prerequisites for delete to authenticated using ((select public.is_admin()));

-- Progress is private to the learner, and needs the tier of the course it belongs to.
create policy "Learners read their own progress"
  on public.ancora_lesson_progress for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Basic')));
create policy "Learners record progress in courses open to them"
  on public.ancora_lesson_progress for insert to authenticated
  with check (user_id = (select auth.uid()) and public.ancora_can_read_course(course_id));
create policy "Learners update their own progress"
  on public.ancora_lesson_progress for update to authenticated
  using (user_id = (select auth.uid()) and public.ancora_can_read_course(course_id))
  with check (user_id = (select auth.uid()) and public.ancora_can_read_course(course_id));
create policy "Learners reset their own progress"
  on public.ancora_lesson_progress for delete to authenticated
  using (user_id = (select auth.uid()));

-- The catalogue in one request: every course the caller may see (security_invoker, so the courses
-- policy decides) with its size and length.
create function public.ancora_course_totals(p_course_id uuid)
returns table (module_count integer, lesson_count integer, estimated_minutes integer)
language sql
stable
security definer
set search_path = ''
as $$
  -- Definer: a Pro course's length is catalogue information even below Professional; only the
  -- counts leave this function, never a lesson.
  select
    (select count(*)::integer from public.ancora_modules m where m.course_id = p_course_id),
    count(l.id)::integer,
    coalesce(sum(l.estimated_minutes), 0)::integer
  from public.ancora_lessons l
  where l.course_id = p_course_id
    and exists (select 1 from public.ancora_courses c where c.id = p_course_id
                and (c.published or public.is_admin()))
$$;
revoke execute on function public.ancora_course_totals(uuid) from public, anon, authenticated;
grant execute on function public.ancora_course_totals(uuid) to authenticated, service_role;

create view public.ancora_course_catalogue with (security_invoker = true) as
select c.id, c.slug, c.title, c.summary, c.topic, c.level, c.is_pro, c.published,
  c.certificate_validity_months, c.position, t.module_count, t.lesson_count, t.estimated_minutes
from public.ancora_courses c
cross join lateral public.ancora_course_totals(c.id) t;

revoke all on public.ancora_course_catalogue from anon, authenticated;
grant select on public.ancora_course_catalogue to authenticated, service_role;
