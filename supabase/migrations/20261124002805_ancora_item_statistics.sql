-- Item statistics for quiz authors (Moodle's classical test theory, computed in SQL over every
-- finished attempt that drew the question, all versions together):
--   facility          mean credit on the question, 0-1 (higher = easier)
--   discrimination    100 × correlation between the credit on the question and the score on the
--                     rest of the attempt (both as fractions, so quizzes of different length mix)
--   efficiency        100 × covariance ÷ the largest covariance the same two sets of numbers could
--                     have (Moodle's discriminative efficiency)
-- A question is flagged once it has at least 10 answers (fewer say little): negative
-- discrimination, poor discrimination (efficiency below 15 %, the rule by which Moodle marks a
-- question dubious), too hard (facility < 0.2) or too easy (> 0.95). Admins only; the figures are aggregates, so skill-assessment answers may count.

create function public.ancora_item_statistics(p_course_id uuid)
returns table (
  question_id uuid, lesson_id uuid, current_version integer, archived boolean, type text, prompt text,
  answers integer, facility numeric, sd numeric, discrimination numeric, efficiency numeric, flags text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can read item statistics' using errcode = '42501';
  end if;
  return query
  with marks as (
    select s.question_id, s.fraction::double precision as f,
      case when a.max_score - s.max_mark > 0
           then ((a.score - s.mark) / (a.max_score - s.max_mark))::double precision end as rest
    from public.ancora_attempt_slots s
    join public.ancora_attempts a on a.id = s.attempt_id and a.state = 'finished'
    join public.ancora_questions q on q.id = s.question_id and q.course_id = p_course_id
    where s.fraction is not null
  ),
  paired as (select * from marks where rest is not null),
  sorted as (
    select p.question_id, p.f, p.rest,
      row_number() over (partition by p.question_id order by p.f) as rank_f,
      row_number() over (partition by p.question_id order by p.rest) as rank_rest
    from paired p
  ),
  -- The largest covariance: both lists sorted and paired rank for rank.
  covmax as (
    select a.question_id, covar_samp(a.f, b.rest) as cmax
    from sorted a join sorted b on b.question_id = a.question_id and b.rank_rest = a.rank_f
    group by a.question_id
  ),
  agg as (
    select m.question_id, count(*)::integer as n, avg(m.f) as facility, stddev_samp(m.f) as sd
    from marks m group by m.question_id
  ),
  rel as (
    select p.question_id, corr(p.f, p.rest) as r, covar_samp(p.f, p.rest) as cov
    from paired p group by p.question_id
  ),
  stats as (
    select q.id, q.lesson_id, q.current_version, q.archived_at is not null as archived,
      v.type, v.prompt, coalesce(g.n, 0) as n,
      round(g.facility::numeric, 3) as facility, round(g.sd::numeric, 3) as sd,
      round((100 * r.r)::numeric, 1) as discrimination,
      round((100 * r.cov / nullif(c.cmax, 0))::numeric, 1) as efficiency
    from public.ancora_questions q
    join public.ancora_question_versions v on v.question_id = q.id and v.version = q.current_version
    left join agg g on g.question_id = q.id
    left join rel r on r.question_id = q.id
    left join covmax c on c.question_id = q.id
    where q.course_id = p_course_id
  )
  select s.id, s.lesson_id, s.current_version, s.archived, s.type, s.prompt, s.n, s.facility, s.sd,
    s.discrimination, s.efficiency,
    case when s.n < 10 then '{}'::text[] else array_remove(array[
      case when s.discrimination < 0 then 'negative_discrimination' end,
      case when s.discrimination >= 0 and s.efficiency < 15 then 'poor_discrimination' end,
      case when s.facility < 0.2 then 'too_hard' end,
      case when s.facility > 0.95 then 'too_easy' end], null) end
  from stats s
  order by s.lesson_id nulls last, s.prompt;
end
$$;
revoke execute on function public.ancora_item_statistics(uuid) from public, anon, authenticated;
grant execute on function public.ancora_item_statistics(uuid) to authenticated;
