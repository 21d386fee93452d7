-- The library search forgives the typos people make. search_cultivars and count_cultivars match the
-- query to a run of words in the name or a synonym by pg_trgm word similarity at the extension's
-- default threshold, 0.6, so "blu drem" (two letters off, 0.55) did not find Blue Dream. They now
-- set the threshold to 0.5 for their own transaction (set_config(..., true)), which keeps the
-- trigram index in use (the <% operator reads the setting) and the nearest names first; over the
-- demo library it adds no other match for the names tried (og kush, haze, sour disel, kush).
-- Everything else is as in 20261123230713_animus_community_tags.sql; privileges are unchanged.

create or replace function public.search_cultivars(
  p_query text default null,
  p_chemotypes text[] default null,
  p_terpenes text[] default null,
  p_tags text[] default null,
  p_breeder text default null,
  p_scope text default 'all',
  p_sort text default 'relevance',
  p_limit integer default 25,
  p_offset integer default 0
) returns setof public.animus_cultivars
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_advanced boolean := public.has_tier('Advanced');
  v_query text := nullif(lower(btrim(left(p_query, 120))), '');
  v_sql text;
begin
  if v_uid is null or not (v_advanced or public.can_moderate()) then
    raise exception 'The strain library needs an Advanced plan' using errcode = '42501';
  end if;
  if p_sort not in ('relevance', 'name', 'newest') then
    raise exception 'Unknown sort' using errcode = '22023';
  end if;
  -- Two typos in a short name ("blu drem": 0.55) fall under pg_trgm's default 0.6.
  perform set_config('pg_trgm.word_similarity_threshold', '0.5', true);
  v_sql := 'select c.* from public.animus_cultivars c where '
    || public.animus_cultivar_filter(v_query, p_chemotypes, p_terpenes, p_tags, p_breeder, p_scope, v_advanced)
    || case
         when p_sort = 'newest' then ' order by c.created_at desc, c.id'
         when p_sort = 'name' or v_query is null then ' order by c.name_key, c.id'
         -- Nearest first, read straight off the GiST index (see animus_cultivars_search_idx).
         else ' order by $2 operator(extensions.<<->) c.search_text, c.name_key, c.id'
       end
    || ' limit $7 offset $8';
  -- EXECUTE plans with the actual values, so a selective search uses the trigram index.
  return query execute v_sql
    using v_uid, v_query, p_chemotypes, p_terpenes, p_breeder, p_tags,
          least(greatest(coalesce(p_limit, 25), 1), 200), greatest(coalesce(p_offset, 0), 0);
end
$$;

create or replace function public.count_cultivars(
  p_query text default null,
  p_chemotypes text[] default null,
  p_terpenes text[] default null,
  p_tags text[] default null,
  p_breeder text default null,
  p_scope text default 'all'
) returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_advanced boolean := public.has_tier('Advanced');
  v_query text := nullif(lower(btrim(left(p_query, 120))), '');
  v_count integer;
begin
  if v_uid is null or not (v_advanced or public.can_moderate()) then
    raise exception 'The strain library needs an Advanced plan' using errcode = '42501';
  end if;
  -- Two typos in a short name ("blu drem": 0.55) fall under pg_trgm's default 0.6.
  perform set_config('pg_trgm.word_similarity_threshold', '0.5', true);
  execute 'select count(*)::integer from public.animus_cultivars c where '
    || public.animus_cultivar_filter(v_query, p_chemotypes, p_terpenes, p_tags, p_breeder, p_scope, v_advanced)
    into v_count
    using v_uid, v_query, p_chemotypes, p_terpenes, p_breeder, p_tags;
  return v_count;
end
$$;
