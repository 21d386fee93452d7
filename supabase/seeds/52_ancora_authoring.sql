-- Ancora authoring and the training record (runs after 50_atlas.sql and 51_ancora_demo.sql):
--   * IPM & pesticide safety has a second version, published by Avery (admin@) 40 days ago: the
--     records lesson was rewritten; certificates earned since name version 2, older ones version 1;
--   * Crop steering fundamentals has draft changes not yet published;
--   * Drying and curing is a draft course nobody has seen yet;
--   * the IPM course's gradebook has lesson progress and time spent for the cohort, and Mei Chen
--     has an accommodation (more time on the final quiz);
--   * North Campus requires both published beginner courses, its IPM scouting SOP requires the IPM
--     certificate (its tasks are gated by it), and four growers from the academy's cohort work
--     there as staff, one with each state a training can be in: valid, expiring, expired, missing.
-- Everything goes through the functions an admin or a manager uses, acting as them, so the rules
-- hold. Skipped when the draft course already exists, so running it twice changes nothing.

-- A lesson's field in a draft, changed.
create or replace function pg_temp.set_lesson(p jsonb, p_lesson text, p_key text, p_value jsonb) returns jsonb
language sql as $$
  select jsonb_set(p, '{modules}', (
    select jsonb_agg(jsonb_set(m, '{lessons}', (
      select coalesce(jsonb_agg(case when l ->> 'id' = p_lesson then jsonb_set(l, array[p_key], p_value) else l end
                                order by o), '[]'::jsonb)
      from jsonb_array_elements(m -> 'lessons') with ordinality u(l, o))) order by mo)
    from jsonb_array_elements(p -> 'modules') with ordinality t(m, mo)))
$$;

do $$
declare
  v_admin constant uuid := 'a0000000-0000-4000-8000-000000000007';
  ipm constant uuid := 'ac100000-0000-4000-8000-000000000002';
  cs constant uuid := 'ac100000-0000-4000-8000-000000000001';
  v_draft jsonb;
  v_course uuid;
begin
  if exists (select 1 from public.ancora_courses where slug like 'drying-and-curing-%') then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', v_admin, 'role', 'authenticated')::text, true);

  -- IPM, version 2: the records lesson now covers keeping the log digitally and the signs rule.
  v_draft := (public.ancora_course_editor(ipm) -> 'draft');
  v_draft := pg_temp.set_lesson(v_draft, 'ac300000-0000-4000-8000-000000000231', 'title',
    to_jsonb('Application records, re-entry and warning signs'::text));
  v_draft := pg_temp.set_lesson(v_draft, 'ac300000-0000-4000-8000-000000000231', 'body', to_jsonb($md$## What to record for every application

- product name and registration number, and its active ingredient(s)
- the crop and the room or area treated
- date and time of the application, the applicator, the dose and the volume
- the REI (and the PHI)

EU professional users keep the product, time, dose, area and crop in electronic form; the US Worker Protection
Standard asks employers to display application information for **30 days after the REI ends** and to keep the
records for two years. A log kept as you spray (Arca's Application Log does this) is the record an inspector
asks for first: write it before you leave the room, not at the end of the week.

## Warning signs

Post signs at the entrances of a treated room no more than **24 hours before** the application and remove them
within **3 days after the REI ends**. Nobody enters in between without the label's early-entry PPE.

| When | What |
| --- | --- |
| Up to 24 h before | Signs up at every entrance |
| Application to end of REI | Nobody enters without early-entry PPE |
| Within 3 days after the REI | Signs down |

## Resistance

Rotate between products from different mode-of-action groups (IRAC for insecticides and miticides, FRAC for
fungicides). Repeating one group selects for resistant pests.$md$::text));
  perform public.ancora_save_course_draft(ipm, v_draft, null);
  perform public.ancora_publish_course(ipm,
    'Records lesson rewritten: digital application logs and a table of the warning-sign rule.');

  -- Crop steering: a clearer lesson title waiting to be published.
  v_draft := (public.ancora_course_editor(cs) -> 'draft');
  v_draft := pg_temp.set_lesson(v_draft, 'ac300000-0000-4000-8000-000000000121', 'title',
    to_jsonb('The irrigation day: P0 to P3'::text));
  perform public.ancora_save_course_draft(cs, v_draft, null);

  -- A course in the making: two modules written, nothing published.
  v_course := public.ancora_create_course(jsonb_build_object(
    'title', 'Drying and curing', 'topic', 'post-harvest', 'level', 'intermediate', 'is_pro', false,
    'summary', 'Dry at 60 °F and 60 % RH, read water activity, and cure jars to a stable, aromatic finish.',
    'description', 'From the cut to the jar: the drying room, water activity and a cure you can repeat.',
    'certificate_validity_months', null, 'completion_rule', 'all_lessons', 'prerequisites', '[]'::jsonb,
    'modules', '[]'::jsonb));
  perform public.ancora_save_course_draft(v_course, jsonb_build_object(
    'title', 'Drying and curing', 'topic', 'post-harvest', 'level', 'intermediate', 'is_pro', false,
    'summary', 'Dry at 60 °F and 60 % RH, read water activity, and cure jars to a stable, aromatic finish.',
    'description', 'From the cut to the jar: the drying room, water activity and a cure you can repeat.',
    'certificate_validity_months', null, 'cover_path', null, 'completion_rule', 'all_lessons',
    'prerequisites', '[]'::jsonb,
    'modules', jsonb_build_array(
      jsonb_build_object('id', 'ac250000-0000-4000-8000-000000000001', 'title', 'The drying room',
        'summary', 'Temperature, humidity and air movement for a slow, even dry.',
        'lessons', jsonb_build_array(
          jsonb_build_object('id', 'ac350000-0000-4000-8000-000000000001', 'title', 'The 60/60 rule',
            'estimated_minutes', 12, 'video_url', null, 'body', $md$## Why slow

Terpenes are volatile: a fast, warm dry loses them. Most craft growers hold the drying room at **60 °F (15.5 °C)
and 60 % RH** for 10 to 14 days, with gentle air movement that never blows directly on the flowers.

## What to log

- room temperature and RH twice a day;
- the stem snap test from day 7.$md$),
          jsonb_build_object('id', 'ac350000-0000-4000-8000-000000000002', 'title', 'Hang or rack?',
            'estimated_minutes', 8, 'video_url', null, 'body', 'Whole-plant hang, branch hang or racks: what each does to the drying curve.'))),
      jsonb_build_object('id', 'ac250000-0000-4000-8000-000000000002', 'title', 'Curing',
        'summary', 'Jars, burping and water activity.',
        'lessons', jsonb_build_array(
          jsonb_build_object('id', 'ac350000-0000-4000-8000-000000000003', 'title', 'Water activity, not moisture',
            'estimated_minutes', 10, 'video_url', null,
            'body', 'Cured flower sits at a water activity (aw) of **0.55 to 0.65**: below it, it is brittle; above it, mould can grow.'))))),
    null);
  update public.ancora_course_drafts set saved_at = now() - interval '2 days' where course_id = v_course;

  perform set_config('request.jwt.claims', '', true);

  -- When version 2 came out, and which certificates were earned under it.
  update public.ancora_course_versions set published_at = now() - interval '40 days'
  where course_id = ipm and version = 2;
  update public.ancora_courses set published_at = now() - interval '40 days' where id = ipm;
  update public.ancora_course_drafts set saved_at = now() - interval '40 days' where course_id = ipm;
  update public.ancora_certificates set course_version = case when issued_at >= now() - interval '40 days' then 2 else 1 end
  where course_id = ipm;
  update public.ancora_course_drafts set saved_at = now() - interval '3 days' where course_id = cs;
end
$$;

-- The IPM gradebook: the cohort's lesson progress and time on lessons (up to a third more or less
-- than the estimate), for everyone who took the final quiz.
insert into public.ancora_lesson_progress (user_id, lesson_id, completed_at)
select a.user_id, l.id, now()
from (select distinct a.user_id from public.ancora_attempts a
      where a.quiz_id = 'ac400000-0000-4000-8000-000000000232'
        and a.user_id between 'a0000000-0000-4000-8000-000000000201' and 'a0000000-0000-4000-8000-000000000224') a
cross join public.ancora_lessons l
where l.course_id = 'ac100000-0000-4000-8000-000000000002' and l.published_at is not null and l.retired_at is null
  and l.id <> 'ac300000-0000-4000-8000-000000000233'
on conflict do nothing;
update public.ancora_lesson_progress pr set
  active_seconds = (l.estimated_minutes * 60 * (0.7 + (abs(hashtext(pr.user_id::text || l.id::text)) % 60) / 100.0))::integer,
  first_viewed_at = f.first_at - interval '2 days' + l.position * interval '3 hours',
  last_viewed_at = f.first_at - interval '2 days' + l.position * interval '3 hours' + interval '25 minutes',
  completed_at = f.first_at - interval '2 days' + l.position * interval '3 hours' + interval '24 minutes'
from public.ancora_lessons l,
  (select a.user_id, min(a.started_at) as first_at from public.ancora_attempts a
   where a.quiz_id = 'ac400000-0000-4000-8000-000000000232' group by a.user_id) f
where l.id = pr.lesson_id and f.user_id = pr.user_id and pr.course_id = 'ac100000-0000-4000-8000-000000000002'
  and pr.user_id between 'a0000000-0000-4000-8000-000000000201' and 'a0000000-0000-4000-8000-000000000224'
  and pr.active_seconds = 0;

-- Mei Chen reads slowly in English: 40 minutes on the IPM final instead of 20.
insert into public.ancora_quiz_overrides (quiz_id, user_id, time_limit_seconds, reason)
values ('ac400000-0000-4000-8000-000000000232', 'a0000000-0000-4000-8000-000000000205', 2400,
  'Second-language reader: double time agreed with her manager.')
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- North Campus: what it requires, and four more people on the team.
do $$
declare
  nc constant uuid := 'f0000000-0000-4000-8000-000000000401';
  v_lena constant uuid := 'a0000000-0000-4000-8000-000000000003';
  v_person uuid;
  v_state text;
  n integer := 0;
begin
  if exists (select 1 from public.atlas_required_courses where facility_id = nc) then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', v_lena, 'role', 'authenticated')::text, true);
  insert into public.atlas_required_courses (facility_id, course_id) values
    (nc, 'ac100000-0000-4000-8000-000000000002'), (nc, 'ac100000-0000-4000-8000-000000000001');
  update public.atlas_sops set required_course_id = 'ac100000-0000-4000-8000-000000000002'
  where id = 'd6000000-0000-4000-8000-000000000002';
  perform set_config('request.jwt.claims', '', true);
  update public.atlas_required_courses set added_at = now() - interval '90 days' where facility_id = nc;

  -- One grower of the cohort per state of their IPM certificate, and one without it.
  foreach v_state in array array['valid', 'expiring', 'expired', 'missing'] loop
    select p.id into v_person
    from public.profiles p
    left join public.ancora_certificates c
      on c.user_id = p.id and c.course_id = 'ac100000-0000-4000-8000-000000000002'
    where p.id between 'a0000000-0000-4000-8000-000000000201' and 'a0000000-0000-4000-8000-000000000224'
      and coalesce(public.ancora_certificate_status(c.expires_at, c.revoked_at), 'missing') = v_state
      and not exists (select 1 from public.facility_members m where m.user_id = p.id)
    order by p.id limit 1;
    continue when v_person is null;
    n := n + 1;
    insert into public.facility_members (facility_id, user_id, role, created_at)
    values (nc, v_person, 'staff', now() - make_interval(days => 60 + 30 * n));
    -- They acknowledged the SOPs' versions in force when they joined, except the newest ones.
    insert into public.atlas_sop_acknowledgements (version_id, user_id)
    select v.id, v_person from public.atlas_sop_versions v
    where v.facility_id = nc and v.status = 'effective' and v.effective_at < now() - interval '30 days';
    update public.atlas_sop_acknowledgements a
    set acknowledged_at = greatest(v.effective_at + interval '1 day', now() - make_interval(days => 20 + 30 * n))
    from public.atlas_sop_versions v
    where v.id = a.version_id and a.user_id = v_person and a.facility_id = nc;
  end loop;
end
$$;
