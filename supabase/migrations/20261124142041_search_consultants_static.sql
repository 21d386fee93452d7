-- search_consultants as one static query instead of SQL text built and run with EXECUTE on every
-- call (issue 14: the marketplace request must stay within 1.25× a bare one-table read at p95).
-- EXECUTE parsed, analysed and planned the text anew each time. A static query is parsed once per
-- connection, and `plan_cache_mode = force_custom_plan` still plans it with each call's values:
-- Postgres folds an unused filter such as `(null is null or c.hourly_rate >= null)` away before
-- planning, so every call gets the plan the built text got (the trigram index for a selective
-- search, the rating index otherwise), never a generic plan that would scan for every search.
--
-- Same arguments, result columns, filters, order, limits and exposure as
-- 20261124095833_search_consultants_card_json.sql (tests/integration/agora-profiles.test.ts).

create or replace function public.search_consultants(
  p_search text default null,
  p_specialty_ids integer[] default null,
  p_min_rating numeric default null,
  p_min_rate integer default null,
  p_max_rate integer default null,
  p_video_only boolean default false,
  p_limit integer default 24,
  p_offset integer default 0
) returns table (
  id uuid,
  title text,
  short_description text,
  hourly_rate integer,
  years_experience integer,
  has_video_conferencing boolean,
  rating numeric,
  total_reviews integer,
  profile json,
  specialties json
)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
rows 25
as $$
declare
  -- A filter left out is null here, and its condition below folds to true.
  -- The user's text is matched literally: LIKE's own wildcards are escaped.
  v_pattern text := case when nullif(trim(p_search), '') is not null then
    '%' || replace(replace(replace(lower(left(trim(p_search), 200)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  end;
  v_specialty_ids integer[] := case when cardinality(p_specialty_ids) > 0 then p_specialty_ids end;
  v_min_rating numeric := case when p_min_rating > 0 then p_min_rating end;
  v_video_only boolean := coalesce(p_video_only, false);
begin
  -- The page is chosen first (the indexes serve the filters and the order); only its rows get their
  -- name and specialties. The cheap comparisons come first and the text search last: Postgres keeps
  -- this order among filters of equal cost, so the LIKE runs only on rows that pass the rest.
  return query
  select c.id, c.title, c.short_description, c.hourly_rate, c.years_experience,
    c.has_video_conferencing, c.rating, c.total_reviews,
    (select json_build_object('first_name', p.first_name, 'last_name', p.last_name,
       'avatar_url', p.avatar_url)
     from public.public_profiles p where p.id = c.user_id),
    coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.id)
      from public.agora_specialties s where s.id = any (c.specialty_ids)), '[]'::json)
  from (
    select c.id, c.user_id, c.title, c.short_description, c.hourly_rate, c.years_experience,
      c.has_video_conferencing, c.rating, c.total_reviews, c.specialty_ids
    from public.agora_consultant_profiles c
    where c.status = 'active'
      and (p_min_rate is null or c.hourly_rate >= p_min_rate)
      and (p_max_rate is null or c.hourly_rate <= p_max_rate)
      and (not v_video_only or c.has_video_conferencing)
      and (v_min_rating is null or c.rating >= v_min_rating)
      and (v_specialty_ids is null or c.specialty_ids && v_specialty_ids)
      and (v_pattern is null or c.search_text like v_pattern)
    order by c.rating desc, c.total_reviews desc, c.id
    limit least(greatest(coalesce(p_limit, 24), 1), 100)
    offset greatest(coalesce(p_offset, 0), 0)
  ) c
  order by c.rating desc, c.total_reviews desc, c.id;
end
$$;

revoke all on function public.search_consultants(text, integer[], numeric, integer, integer, boolean, integer,
  integer) from public, anon, authenticated;
grant execute on function public.search_consultants(text, integer[], numeric, integer, integer, boolean, integer,
  integer) to anon, authenticated;

comment on function public.search_consultants(text, integer[], numeric, integer, integer, boolean, integer,
  integer) is
  'SECURITY DEFINER because under RLS Postgres cannot use the trigram, GIN and rate indexes for the'
  ' marketplace filters (non-leakproof operators); it returns only active profiles, which anon may '
  'read anyway, with the name and specialties anyone may read for an active consultant.';
