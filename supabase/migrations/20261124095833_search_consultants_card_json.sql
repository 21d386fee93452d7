-- The marketplace request returns what a card shows and nothing else, names and specialties
-- included: search_consultants now yields the card's columns plus `profile` (first and last name,
-- avatar) and `specialties` (id and name, by id) as json built inside the function, instead of
-- whole profile rows that PostgREST then embedded public_profiles and agora_specialties into.
-- The embeds cost a second and third pass per request (issue 14: the marketplace was 1.3–1.6× a
-- bare one-table read at p95, budget 1.25×); built here they are read for the page's rows only.
--
-- Nothing more is exposed than before: the rows are still active profiles only, and the name and
-- specialties are exactly what the embeds gave every caller for an active consultant (the
-- public_profiles policies let anyone read an active consultant's name; agora_specialties is
-- public and the computed relationship read it from specialty_ids). Fewer columns come back than
-- before (no bio, status, availability or internal columns), and the meeting links, private since
-- 20261124080420, are not among them.
--
--   GET /rest/v1/rpc/search_consultants?p_search=steer&p_specialty_ids={8,9}&p_min_rating=4
--       &p_min_rate=50&p_max_rate=200&p_video_only=true&p_limit=25&p_offset=0
--   supabase.rpc('search_consultants', {...}, { get: true })
--
-- The return type changes, so the function is dropped and created again (same arguments, filters,
-- order and limits as in 20261122001000_agora_core.sql), then its privileges start from nothing.

drop function public.search_consultants(text, integer[], numeric, integer, integer, boolean, integer, integer);

create function public.search_consultants(
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
rows 25
as $$
declare
  v_where text := 'c.status = ''active''';
  v_pattern text;
begin
  -- The cheap comparisons come first and the text search last: Postgres keeps this order among
  -- filters of equal cost, so the LIKE over each profile's text runs only on rows that pass the rest.
  if p_min_rate is not null then
    v_where := v_where || ' and c.hourly_rate >= $4';
  end if;
  if p_max_rate is not null then
    v_where := v_where || ' and c.hourly_rate <= $5';
  end if;
  if coalesce(p_video_only, false) then
    v_where := v_where || ' and c.has_video_conferencing';
  end if;
  if coalesce(p_min_rating, 0) > 0 then
    v_where := v_where || ' and c.rating >= $3';
  end if;
  if coalesce(cardinality(p_specialty_ids), 0) > 0 then
    v_where := v_where || ' and c.specialty_ids && $2';
  end if;
  if nullif(trim(p_search), '') is not null then
    -- The user's text is matched literally: LIKE's own wildcards are escaped.
    v_pattern := '%' || replace(replace(replace(lower(left(trim(p_search), 200)), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    v_where := v_where || ' and c.search_text like $1';
  end if;
  -- The page is chosen first (the indexes serve the filters and the order); only its rows get
  -- their name and specialties.
  -- EXECUTE plans with the actual values, so a selective search uses the trigram index.
  return query execute
    'select c.id, c.title, c.short_description, c.hourly_rate, c.years_experience,'
    || ' c.has_video_conferencing, c.rating, c.total_reviews,'
    || ' (select json_build_object(''first_name'', p.first_name, ''last_name'', p.last_name,'
    || '   ''avatar_url'', p.avatar_url) from public.public_profiles p where p.id = c.user_id),'
    || ' coalesce((select json_agg(json_build_object(''id'', s.id, ''name'', s.name) order by s.id)'
    || '   from public.agora_specialties s where s.id = any (c.specialty_ids)), ''[]''::json)'
    || ' from (select * from public.agora_consultant_profiles c where ' || v_where
    || '   order by c.rating desc, c.total_reviews desc, c.id limit $6 offset $7) c'
    || ' order by c.rating desc, c.total_reviews desc, c.id'
    using v_pattern, p_specialty_ids, p_min_rating, p_min_rate, p_max_rate,
          least(greatest(coalesce(p_limit, 24), 1), 100), greatest(coalesce(p_offset, 0), 0);
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
