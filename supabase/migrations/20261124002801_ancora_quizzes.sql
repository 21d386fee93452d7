-- Ancora quizzes and the question bank (Moodle's rules where they fit). A quiz belongs to a lesson
-- (a lesson check, a course's final quiz or its recertification quiz) or is the one skill
-- assessment. Questions live in a course's bank: lesson-check questions are tied to their lesson,
-- exam questions (no lesson) are drawn by the final, recertification and assessment quizzes, so a
-- practice run of a lesson check never reveals an exam question. Questions are versioned: a new
-- version is written whenever an admin changes one, and attempts point at the version they showed.
--
-- The answer key (which choice is correct, its credit and feedback, the numeric answer) is readable
-- by admins only; learners get questions through the attempt functions, which never return it
-- before grading and then only as the quiz's review options allow. Errors (SQLSTATE): 42501 not
-- allowed, 22023 invalid input (the message says which rule), PT404 not found.

create table public.ancora_quizzes (
  id uuid primary key default gen_random_uuid(),
  course_id uuid references public.ancora_courses (id) on delete cascade,
  lesson_id uuid unique references public.ancora_lessons (id) on delete cascade,
  purpose text not null check (purpose in ('lesson', 'final', 'recert', 'assessment')),
  title text not null check (char_length(trim(title)) between 3 and 120 and char_length(title) <= 120),
  intro text not null default '' check (char_length(intro) <= 5000),
  -- How many questions an attempt draws from the pool; null = all of them.
  draw_count integer check (draw_count between 1 and 100),
  shuffle_answers boolean not null default true,
  pass_percent numeric(5, 2) not null default 70 check (pass_percent between 0 and 100),
  -- null = unlimited attempts.
  max_attempts integer check (max_attempts between 1 and 100),
  -- Moodle's delay1/delay2: the wait after the first attempt and after each later one.
  delay_first_seconds integer not null default 0 check (delay_first_seconds between 0 and 31536000),
  delay_later_seconds integer not null default 0 check (delay_later_seconds between 0 and 31536000),
  -- null = untimed; the deadline is enforced by the server.
  time_limit_seconds integer check (time_limit_seconds between 60 and 86400),
  grade_method text not null default 'highest' check (grade_method in ('highest', 'average', 'first', 'last')),
  -- Review options: when a learner may see which answers were right, the right answers and the
  -- per-answer feedback: right after submitting, only once no attempt is left (passed or out of
  -- attempts), or never. The score and the score-band feedback are always shown.
  review_correctness text not null default 'immediately'
    check (review_correctness in ('immediately', 'after_final', 'never')),
  review_right_answer text not null default 'after_final'
    check (review_right_answer in ('immediately', 'after_final', 'never')),
  review_feedback text not null default 'immediately'
    check (review_feedback in ('immediately', 'after_final', 'never')),
  -- Skill assessment only: a course score at or above this places the learner past the course.
  placement_percent numeric(5, 2) check (placement_percent between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ancora_quizzes_assessment_shape check (
    (purpose = 'assessment') = (lesson_id is null)
    and (purpose = 'assessment') = (course_id is null)
    and (purpose = 'assessment' or placement_percent is null))
);
create index ancora_quizzes_course_idx on public.ancora_quizzes (course_id);
create unique index ancora_quizzes_one_final_idx on public.ancora_quizzes (course_id) where purpose = 'final';
create unique index ancora_quizzes_one_recert_idx on public.ancora_quizzes (course_id) where purpose = 'recert';
create unique index ancora_quizzes_one_assessment_idx on public.ancora_quizzes ((true)) where purpose = 'assessment';

create trigger ancora_quizzes_set_updated_at
  before update on public.ancora_quizzes
  for each row execute function public.set_updated_at();

create function public.ancora_quizzes_copy_course() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.lesson_id is not null then
    select l.course_id into new.course_id from public.ancora_lessons l where l.id = new.lesson_id;
  end if;
  return new;
end
$$;
revoke execute on function public.ancora_quizzes_copy_course() from public, anon, authenticated;
create trigger ancora_quizzes_copy_course
  before insert or update of lesson_id, course_id on public.ancora_quizzes
  for each row execute function public.ancora_quizzes_copy_course();

-- Overall feedback by score band, Moodle's [min, max) with the top band including 100.
create table public.ancora_quiz_feedback (
  id uuid primary key default gen_random_uuid(),
  quiz_id uuid not null references public.ancora_quizzes (id) on delete cascade,
  min_percent numeric(5, 2) not null check (min_percent between 0 and 100),
  max_percent numeric(5, 2) not null check (max_percent between 0 and 100),
  message text not null check (char_length(trim(message)) between 1 and 2000),
  check (min_percent < max_percent),
  constraint ancora_quiz_feedback_no_overlap exclude using gist (
    quiz_id with =, numrange(min_percent, max_percent, '[)') with &&)
);
create index ancora_quiz_feedback_quiz_idx on public.ancora_quiz_feedback (quiz_id, min_percent);

-- Per-learner accommodations (Moodle's overrides): more attempts, more time, another delay.
create table public.ancora_quiz_overrides (
  quiz_id uuid not null references public.ancora_quizzes (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  max_attempts integer check (max_attempts between 1 and 100),
  time_limit_seconds integer check (time_limit_seconds between 60 and 86400),
  delay_seconds integer check (delay_seconds between 0 and 31536000),
  reason text not null default '' check (char_length(reason) <= 500),
  created_at timestamptz not null default now(),
  primary key (quiz_id, user_id),
  check (num_nonnulls(max_attempts, time_limit_seconds, delay_seconds) > 0)
);
create index ancora_quiz_overrides_user_idx on public.ancora_quiz_overrides (user_id);

create table public.ancora_questions (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.ancora_courses (id) on delete cascade,
  -- A lesson-check question; null = an exam question of the course bank.
  lesson_id uuid references public.ancora_lessons (id) on delete cascade,
  -- Exam questions the skill assessment may draw.
  in_assessment boolean not null default false,
  current_version integer not null default 1 check (current_version >= 1),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (lesson_id is null or not in_assessment)
);
create index ancora_questions_course_idx on public.ancora_questions (course_id) where archived_at is null;
create index ancora_questions_lesson_idx on public.ancora_questions (lesson_id);

create trigger ancora_questions_set_updated_at
  before update on public.ancora_questions
  for each row execute function public.set_updated_at();

create function public.ancora_questions_copy_course() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.lesson_id is not null then
    select l.course_id into new.course_id from public.ancora_lessons l where l.id = new.lesson_id;
  end if;
  return new;
end
$$;
revoke execute on function public.ancora_questions_copy_course() from public, anon, authenticated;
create trigger ancora_questions_copy_course
  before insert or update of lesson_id, course_id on public.ancora_questions
  for each row execute function public.ancora_questions_copy_course();

-- Immutable once written; an edit is a new version.
create table public.ancora_question_versions (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references public.ancora_questions (id) on delete cascade,
  version integer not null check (version >= 1),
  type text not null check (type in ('single', 'multiple', 'true_false', 'numeric')),
  prompt text not null check (char_length(trim(prompt)) between 5 and 2000 and char_length(prompt) <= 2000),
  points numeric(6, 2) not null default 1 check (points > 0 and points <= 100),
  numeric_answer numeric,
  numeric_tolerance numeric check (numeric_tolerance >= 0),
  numeric_unit text check (char_length(numeric_unit) <= 20),
  general_feedback text not null default '' check (char_length(general_feedback) <= 2000),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (question_id, version),
  check ((type = 'numeric') = (numeric_answer is not null and numeric_tolerance is not null)),
  check (type = 'numeric' or numeric_unit is null)
);
create index ancora_question_versions_created_by_idx on public.ancora_question_versions (created_by);

create table public.ancora_question_choices (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null references public.ancora_question_versions (id) on delete cascade,
  position integer not null check (position between 0 and 9),
  label text not null check (char_length(trim(label)) between 1 and 500 and char_length(label) <= 500),
  is_correct boolean not null,
  -- Credit for choosing it, Moodle style: a multiple-choice question's right answers share +1 and
  -- its wrong ones share -1; the question's total is clamped to [0, 1].
  fraction numeric(7, 6) not null check (fraction between -1 and 1),
  feedback text not null default '' check (char_length(feedback) <= 1000),
  unique (version_id, position)
);

-- The shape rules of a version, checked when its transaction commits (after its choices exist):
-- single choice and true/false exactly one right answer, multiple choice at least one, 2-10
-- choices, none for a numeric question. ancora_save_question says the same in words first.
create function public.ancora_check_question_version() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v public.ancora_question_versions;
  n integer;
  n_correct integer;
begin
  select * into v from public.ancora_question_versions where id = new.id;
  if not found then return null; end if;
  select count(*), count(*) filter (where is_correct) into n, n_correct
  from public.ancora_question_choices where version_id = v.id;
  if v.type = 'numeric' and n <> 0 then
    raise exception 'A numeric question has no answer choices' using errcode = '23514';
  elsif v.type in ('single', 'multiple') and n not between 2 and 10 then
    raise exception 'A choice question needs 2 to 10 answers' using errcode = '23514';
  elsif v.type = 'true_false' and n <> 2 then
    raise exception 'A true/false question has exactly two answers' using errcode = '23514';
  elsif v.type in ('single', 'true_false') and n_correct <> 1 then
    raise exception 'A single-choice question needs exactly one correct answer' using errcode = '23514';
  elsif v.type = 'multiple' and n_correct < 1 then
    raise exception 'A multiple-choice question needs at least one correct answer' using errcode = '23514';
  end if;
  return null;
end
$$;
revoke execute on function public.ancora_check_question_version() from public, anon, authenticated;
create constraint trigger ancora_question_versions_shape
  after insert on public.ancora_question_versions
  deferrable initially deferred
  for each row execute function public.ancora_check_question_version();

alter table public.ancora_quizzes enable row level security;
alter table public.ancora_quiz_feedback enable row level security;
alter table public.ancora_quiz_overrides enable row level security;
alter table public.ancora_questions enable row level security;
alter table public.ancora_question_versions enable row level security;
alter table public.ancora_question_choices enable row level security;

revoke all on table public.ancora_quizzes, public.ancora_quiz_feedback, public.ancora_quiz_overrides,
  public.ancora_questions, public.ancora_question_versions, public.ancora_question_choices
  from anon, authenticated;
-- Admins author quizzes (policies below); keys, timestamps and the derived course are the database's.
grant select, delete on public.ancora_quizzes, public.ancora_quiz_feedback,
  public.ancora_quiz_overrides to authenticated;
grant insert (lesson_id, purpose, title, intro, draw_count, shuffle_answers, pass_percent, max_attempts,
  delay_first_seconds, delay_later_seconds, time_limit_seconds, grade_method, review_correctness,
  review_right_answer, review_feedback, placement_percent) on public.ancora_quizzes to authenticated;
grant update (title, intro, draw_count, shuffle_answers, pass_percent, max_attempts, delay_first_seconds,
  delay_later_seconds, time_limit_seconds, grade_method, review_correctness, review_right_answer,
  review_feedback, placement_percent) on public.ancora_quizzes to authenticated;
grant insert (quiz_id, min_percent, max_percent, message) on public.ancora_quiz_feedback to authenticated;
grant update (min_percent, max_percent, message) on public.ancora_quiz_feedback to authenticated;
grant insert (quiz_id, user_id, max_attempts, time_limit_seconds, delay_seconds, reason)
  on public.ancora_quiz_overrides to authenticated;
grant update (max_attempts, time_limit_seconds, delay_seconds, reason) on public.ancora_quiz_overrides
  to authenticated;
-- The bank is written through ancora_save_question (versions are never updated in place); admins
-- may archive a question or move it in or out of the assessment directly.
grant select on public.ancora_questions, public.ancora_question_versions, public.ancora_question_choices
  to authenticated;
grant update (in_assessment, archived_at) on public.ancora_questions to authenticated;
grant select, insert, update, delete on public.ancora_quizzes, public.ancora_quiz_feedback,
  public.ancora_quiz_overrides, public.ancora_questions, public.ancora_question_versions,
  public.ancora_question_choices to service_role;

-- Quiz settings are no secret: a learner sees the rules of the quizzes of courses open to them.
create policy "Learners read the quizzes of courses open to them"
  on public.ancora_quizzes for select to authenticated
  using (case when course_id is null then (select public.has_tier('Basic')) or (select public.is_admin())
              else public.ancora_can_read_course(course_id) end);
create policy "Admins create quizzes"
  on public.ancora_quizzes for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update quizzes"
  on public.ancora_quizzes for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete quizzes"
  on public.ancora_quizzes for delete to authenticated using ((select public.is_admin()));

-- Score bands reach learners through the review function only.
create policy "Admins read score bands"
  on public.ancora_quiz_feedback for select to authenticated using ((select public.is_admin()));
create policy "Admins create score bands"
  on public.ancora_quiz_feedback for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update score bands"
  on public.ancora_quiz_feedback for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete score bands"
  on public.ancora_quiz_feedback for delete to authenticated using ((select public.is_admin()));

create policy "Learners read their own overrides and admins read all"
  on public.ancora_quiz_overrides for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Admins create overrides"
  on public.ancora_quiz_overrides for insert to authenticated with check ((select public.is_admin()));
create policy "Admins update overrides"
  on public.ancora_quiz_overrides for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete overrides"
  on public.ancora_quiz_overrides for delete to authenticated using ((select public.is_admin()));

create policy "Admins read the question bank"
  on public.ancora_questions for select to authenticated using ((select public.is_admin()));
create policy "Admins archive questions"
  on public.ancora_questions for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins read question versions"
  on public.ancora_question_versions for select to authenticated using ((select public.is_admin()));
create policy "Admins read answer choices"
  on public.ancora_question_choices for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Authoring. One call writes a question: a new one, or a new version of an existing one when its
-- content changed (an unchanged save only updates the assessment flag). Returns the question id
-- and the version now current.

-- A version's content as one comparable value (what a learner sees and how it is graded).
create function public.ancora_version_content(p_version_id uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'type', v.type, 'prompt', v.prompt, 'points', v.points, 'numeric_answer', v.numeric_answer,
    'numeric_tolerance', v.numeric_tolerance, 'numeric_unit', v.numeric_unit,
    'general_feedback', v.general_feedback,
    'choices', coalesce((
      select jsonb_agg(jsonb_build_object('label', c.label, 'is_correct', c.is_correct,
                                          'feedback', c.feedback) order by c.position)
      from public.ancora_question_choices c where c.version_id = v.id), '[]'::jsonb))
  from public.ancora_question_versions v where v.id = p_version_id
$$;
revoke execute on function public.ancora_version_content(uuid) from public, anon, authenticated;

create function public.ancora_save_question(
  p_question_id uuid,
  p_course_id uuid,
  p_lesson_id uuid,
  p_type text,
  p_prompt text,
  p_points numeric default 1,
  p_choices jsonb default '[]'::jsonb,
  p_numeric_answer numeric default null,
  p_numeric_tolerance numeric default null,
  p_numeric_unit text default null,
  p_general_feedback text default '',
  p_in_assessment boolean default false
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_question public.ancora_questions;
  v_version_id uuid;
  v_next integer;
  v_choices jsonb := coalesce(p_choices, '[]'::jsonb);
  v_n integer;
  v_correct integer;
  v_wrong integer;
  v_new jsonb;
  v_changed boolean := true;
  c jsonb;
  i integer := 0;
begin
  if v_uid is null or not public.is_admin() then
    raise exception 'Only administrators can edit questions' using errcode = '42501';
  end if;
  if p_type is null or p_type not in ('single', 'multiple', 'true_false', 'numeric') then
    raise exception 'Choose a question type' using errcode = '22023';
  end if;
  if char_length(trim(coalesce(p_prompt, ''))) not between 5 and 2000 then
    raise exception 'The question text must be 5 to 2000 characters' using errcode = '22023';
  end if;
  if p_points is null or p_points <= 0 or p_points > 100 then
    raise exception 'Points must be more than 0 and at most 100' using errcode = '22023';
  end if;
  if jsonb_typeof(v_choices) <> 'array' then
    raise exception 'Answers must be a list' using errcode = '22023';
  end if;
  if p_type = 'true_false' then
    -- Always the two choices True and False, in that order; the caller marks the right one.
    if jsonb_array_length(v_choices) <> 2 then
      raise exception 'A true/false question has exactly two answers' using errcode = '22023';
    end if;
    v_choices := jsonb_build_array(
      (v_choices -> 0) || '{"label": "True"}'::jsonb, (v_choices -> 1) || '{"label": "False"}'::jsonb);
  end if;
  v_n := jsonb_array_length(v_choices);
  select count(*) filter (where coalesce((x ->> 'is_correct')::boolean, false)) into v_correct
  from jsonb_array_elements(v_choices) x;
  v_wrong := v_n - v_correct;

  if p_type = 'numeric' then
    if v_n <> 0 then
      raise exception 'A numeric question has no answer choices' using errcode = '22023';
    end if;
    if p_numeric_answer is null then
      raise exception 'A numeric question needs the correct value' using errcode = '22023';
    end if;
    if p_numeric_tolerance is null or p_numeric_tolerance < 0 then
      raise exception 'Tolerance must be 0 or more' using errcode = '22023';
    end if;
  else
    if p_numeric_answer is not null or p_numeric_tolerance is not null or nullif(trim(p_numeric_unit), '') is not null then
      raise exception 'Only a numeric question has a value, tolerance or unit' using errcode = '22023';
    end if;
    if v_n not between 2 and 10 then
      raise exception 'A choice question needs 2 to 10 answers' using errcode = '22023';
    end if;
    if exists (select 1 from jsonb_array_elements(v_choices) x
               where char_length(trim(coalesce(x ->> 'label', ''))) not between 1 and 500) then
      raise exception 'Every answer needs text (1 to 500 characters)' using errcode = '22023';
    end if;
    if (select count(distinct lower(trim(x ->> 'label'))) from jsonb_array_elements(v_choices) x) <> v_n then
      raise exception 'Two answers have the same text' using errcode = '22023';
    end if;
    if exists (select 1 from jsonb_array_elements(v_choices) x
               where char_length(coalesce(x ->> 'feedback', '')) > 1000) then
      raise exception 'Answer feedback must be at most 1000 characters' using errcode = '22023';
    end if;
    if p_type in ('single', 'true_false') and v_correct <> 1 then
      raise exception 'A single-choice question needs exactly one correct answer' using errcode = '22023';
    end if;
    if p_type = 'multiple' and v_correct < 1 then
      raise exception 'A multiple-choice question needs at least one correct answer' using errcode = '22023';
    end if;
  end if;
  if char_length(coalesce(p_general_feedback, '')) > 2000 then
    raise exception 'General feedback must be at most 2000 characters' using errcode = '22023';
  end if;
  if char_length(coalesce(p_numeric_unit, '')) > 20 then
    raise exception 'The unit must be at most 20 characters' using errcode = '22023';
  end if;

  if p_question_id is null then
    if p_lesson_id is not null then
      if not exists (select 1 from public.ancora_lessons where id = p_lesson_id) then
        raise exception 'Lesson not found' using errcode = 'PT404';
      end if;
    elsif not exists (select 1 from public.ancora_courses where id = p_course_id) then
      raise exception 'Course not found' using errcode = 'PT404';
    end if;
    insert into public.ancora_questions (course_id, lesson_id, in_assessment)
    values (coalesce(p_course_id, (select course_id from public.ancora_lessons where id = p_lesson_id)),
            p_lesson_id, coalesce(p_in_assessment, false) and p_lesson_id is null)
    returning * into v_question;
    v_next := 1;
  else
    select * into v_question from public.ancora_questions where id = p_question_id for update;
    if not found then
      raise exception 'Question not found' using errcode = 'PT404';
    end if;
    v_next := v_question.current_version + 1;
    update public.ancora_questions
    set in_assessment = coalesce(p_in_assessment, false) and lesson_id is null
    where id = v_question.id;
  end if;

  v_new := jsonb_build_object(
    'type', p_type, 'prompt', trim(p_prompt), 'points', round(p_points, 2),
    'numeric_answer', p_numeric_answer, 'numeric_tolerance', p_numeric_tolerance,
    'numeric_unit', nullif(trim(p_numeric_unit), ''), 'general_feedback', coalesce(trim(p_general_feedback), ''),
    'choices', coalesce((
      select jsonb_agg(jsonb_build_object('label', trim(x ->> 'label'),
                                          'is_correct', coalesce((x ->> 'is_correct')::boolean, false),
                                          'feedback', coalesce(trim(x ->> 'feedback'), '')) order by o)
      from jsonb_array_elements(v_choices) with ordinality t(x, o)), '[]'::jsonb));

  if p_question_id is not null then
    select public.ancora_version_content(v.id) is distinct from v_new into v_changed
    from public.ancora_question_versions v
    where v.question_id = v_question.id and v.version = v_question.current_version;
  end if;

  if v_changed then
    insert into public.ancora_question_versions (question_id, version, type, prompt, points, numeric_answer,
      numeric_tolerance, numeric_unit, general_feedback, created_by)
    values (v_question.id, v_next, p_type, trim(p_prompt), round(p_points, 2), p_numeric_answer,
      p_numeric_tolerance, nullif(trim(p_numeric_unit), ''), coalesce(trim(p_general_feedback), ''), v_uid)
    returning id into v_version_id;

    for c in select x from jsonb_array_elements(v_new -> 'choices') x loop
      insert into public.ancora_question_choices (version_id, position, label, is_correct, fraction, feedback)
      values (v_version_id, i, c ->> 'label', (c ->> 'is_correct')::boolean,
        case
          when (c ->> 'is_correct')::boolean then 1.0 / v_correct
          when p_type = 'multiple' then -1.0 / greatest(v_wrong, 1)
          else 0
        end,
        c ->> 'feedback');
      i := i + 1;
    end loop;

    update public.ancora_questions set current_version = v_next, archived_at = null where id = v_question.id;
  else
    v_next := v_question.current_version;
  end if;

  return jsonb_build_object('id', v_question.id, 'version', v_next, 'new_version', v_changed);
end
$$;
revoke execute on function public.ancora_save_question(uuid, uuid, uuid, text, text, numeric, jsonb, numeric,
  numeric, text, text, boolean) from public, anon, authenticated;
grant execute on function public.ancora_save_question(uuid, uuid, uuid, text, text, numeric, jsonb, numeric,
  numeric, text, text, boolean) to authenticated;

-- Replaces a quiz's score bands in one step (so a half-edited set never overlaps). Bands are
-- [{min_percent, max_percent, message}].
create function public.ancora_save_feedback_bands(p_quiz_id uuid, p_bands jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can edit quizzes' using errcode = '42501';
  end if;
  if not exists (select 1 from public.ancora_quizzes where id = p_quiz_id) then
    raise exception 'Quiz not found' using errcode = 'PT404';
  end if;
  if jsonb_typeof(coalesce(p_bands, '[]'::jsonb)) <> 'array' or jsonb_array_length(coalesce(p_bands, '[]'::jsonb)) > 20 then
    raise exception 'Score bands must be a list of at most 20' using errcode = '22023';
  end if;
  delete from public.ancora_quiz_feedback where quiz_id = p_quiz_id;
  begin
    insert into public.ancora_quiz_feedback (quiz_id, min_percent, max_percent, message)
    select p_quiz_id, (b ->> 'min_percent')::numeric, (b ->> 'max_percent')::numeric, trim(b ->> 'message')
    from jsonb_array_elements(coalesce(p_bands, '[]'::jsonb)) b;
  exception
    when exclusion_violation then
      raise exception 'Score bands must not overlap' using errcode = '22023';
    when check_violation or not_null_violation then
      raise exception 'Each score band needs a range from 0 to 100 (from below to) and a message' using errcode = '22023';
  end;
end
$$;
revoke execute on function public.ancora_save_feedback_bands(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.ancora_save_feedback_bands(uuid, jsonb) to authenticated;
