-- Animus: pure validation functions used by the CHECK constraints of the Animus tables. They repeat
-- the hard limits of src/modules/animus/form-rules.ts (SELECTION_LIMITS and the zod schema) for the
-- JSON columns (growth metrics, tags, sensory data, badges) and the text arrays, which a plain CHECK
-- cannot walk. IMMUTABLE, no table access, search_path pinned. They run as the inserting role, so
-- authenticated and service_role may execute them; nobody else needs to.

-- A list of texts: no null items, at most max_items, each 1..max_len characters. `trimmed`: each item
-- has no leading/trailing spaces and is not blank (the form trims). `distinct_ci`: no two items equal
-- ignoring case and surrounding spaces.
create function public.animus_text_list_ok(
  items text[], max_items integer, max_len integer, trimmed boolean, distinct_ci boolean
) returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is not null
    and coalesce(array_ndims(items), 1) = 1
    and cardinality(items) <= max_items
    and not exists (
      select 1 from unnest(items) as i(item)
      where item is null
        or char_length(item) not between 1 and max_len
        or (trimmed and (item <> pg_catalog.btrim(item) or item !~ '[^[:space:]]'))
    )
    and (not distinct_ci or (
      select count(distinct pg_catalog.lower(pg_catalog.btrim(item))) = count(*) from unnest(items) as i(item)
    ))
$$;

-- One rating inside a JSON document: a number 1..10 that is a multiple of `step` (1 for every rating,
-- 0.5 for overall). With `unrated_ok`, JSON null or 0 also pass: "not rated" (sensory data).
create function public.animus_rating_ok(value jsonb, step numeric, unrated_ok boolean) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  n numeric;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return unrated_ok and value is not null;
  end if;
  if jsonb_typeof(value) <> 'number' then
    return false;
  end if;
  n := value::numeric;
  if n = 0 then
    return unrated_ok;
  end if;
  return n between 1 and 10 and mod(n, step) = 0;
end
$$;

-- A JSON array of strings as a text[] for animus_text_list_ok; null when it is anything else.
create function public.animus_jsonb_text_array(value jsonb) returns text[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or jsonb_typeof(value) <> 'array' then
    return null;
  end if;
  if exists (select 1 from jsonb_array_elements(value) e where jsonb_typeof(e) <> 'string') then
    return null;
  end if;
  return array(select jsonb_array_elements_text(value));
end
$$;

-- growth_metrics: exactly {structure, vigor, yield, frost, overall}; 1..10 in whole steps, overall in
-- steps of 0.5.
create function public.animus_growth_metrics_ok(metrics jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if metrics is null or jsonb_typeof(metrics) <> 'object' then
    return false;
  end if;
  if not metrics ?& array['structure', 'vigor', 'yield', 'frost', 'overall']
     or (select count(*) from jsonb_object_keys(metrics)) <> 5 then
    return false;
  end if;
  return public.animus_rating_ok(metrics -> 'structure', 1, false)
    and public.animus_rating_ok(metrics -> 'vigor', 1, false)
    and public.animus_rating_ok(metrics -> 'yield', 1, false)
    and public.animus_rating_ok(metrics -> 'frost', 1, false)
    and public.animus_rating_ok(metrics -> 'overall', 0.5, false);
end
$$;

-- tags: an array of at most 40 objects, each exactly {id, name, category}: id 1..100 characters,
-- name trimmed 1..50, category one of the Selections categories; no two names equal ignoring case.
create function public.animus_tags_ok(tags jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  tag jsonb;
  tag_name text;
  seen text[] := '{}';
begin
  if tags is null or jsonb_typeof(tags) <> 'array' or jsonb_array_length(tags) > 40 then
    return false;
  end if;
  for tag in select e from jsonb_array_elements(tags) e loop
    if jsonb_typeof(tag) <> 'object' then
      return false;
    end if;
    if not tag ?& array['id', 'name', 'category'] or (select count(*) from jsonb_object_keys(tag)) <> 3 then
      return false;
    end if;
    if jsonb_typeof(tag -> 'id') <> 'string' or jsonb_typeof(tag -> 'name') <> 'string'
       or jsonb_typeof(tag -> 'category') <> 'string' then
      return false;
    end if;
    if char_length(tag ->> 'id') not between 1 and 100 then
      return false;
    end if;
    tag_name := tag ->> 'name';
    if char_length(tag_name) not between 1 and 50 or tag_name <> btrim(tag_name) or tag_name !~ '[^[:space:]]' then
      return false;
    end if;
    if tag ->> 'category' not in ('aroma', 'flavor', 'appearance', 'growth', 'effects', 'terpenes', 'other') then
      return false;
    end if;
    if lower(tag_name) = any (seen) then
      return false;
    end if;
    seen := seen || lower(tag_name);
  end loop;
  return true;
end
$$;

-- sensory_data: exactly the SensoryData keys. Ratings are whole numbers 1..10, or 0/null for "not
-- rated"; profiles are lists of at most 20 trimmed texts of 1..50 characters without repeats (any
-- case); ash_color is one of the five colours.
create function public.animus_sensory_data_ok(sensory jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if sensory is null or jsonb_typeof(sensory) <> 'object' then
    return false;
  end if;
  if not sensory ?& array['aroma_intensity', 'aroma_quality', 'aroma_profiles', 'flavor_intensity',
                          'flavor_quality', 'flavor_profiles', 'smoke_harshness', 'ash_color']
     or (select count(*) from jsonb_object_keys(sensory)) <> 8 then
    return false;
  end if;
  if jsonb_typeof(sensory -> 'ash_color') <> 'string'
     or sensory ->> 'ash_color' not in ('white', 'light-gray', 'medium-gray', 'dark-gray', 'black') then
    return false;
  end if;
  return public.animus_rating_ok(sensory -> 'aroma_intensity', 1, true)
    and public.animus_rating_ok(sensory -> 'aroma_quality', 1, true)
    and public.animus_rating_ok(sensory -> 'flavor_intensity', 1, true)
    and public.animus_rating_ok(sensory -> 'flavor_quality', 1, true)
    and public.animus_rating_ok(sensory -> 'smoke_harshness', 1, true)
    and coalesce(public.animus_text_list_ok(
      public.animus_jsonb_text_array(sensory -> 'aroma_profiles'), 20, 50, true, true), false)
    and coalesce(public.animus_text_list_ok(
      public.animus_jsonb_text_array(sensory -> 'flavor_profiles'), 20, 50, true, true), false);
end
$$;

-- badges: an array of at most 20 objects {id, name, description?, color?} (badges.ts BadgeDefinition):
-- id 1..100 characters and unique, name up to 100, description up to 500, colour up to 50.
create function public.animus_badges_ok(badges jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  badge jsonb;
  seen text[] := '{}';
begin
  if badges is null or jsonb_typeof(badges) <> 'array' or jsonb_array_length(badges) > 20 then
    return false;
  end if;
  for badge in select e from jsonb_array_elements(badges) e loop
    if jsonb_typeof(badge) <> 'object' or not badge ?& array['id', 'name'] then
      return false;
    end if;
    if exists (
      select 1 from jsonb_object_keys(badge) k where k not in ('id', 'name', 'description', 'color')
    ) then
      return false;
    end if;
    if jsonb_typeof(badge -> 'id') <> 'string' or char_length(badge ->> 'id') not between 1 and 100
       or jsonb_typeof(badge -> 'name') <> 'string' or char_length(badge ->> 'name') > 100 then
      return false;
    end if;
    if badge ? 'description' and (jsonb_typeof(badge -> 'description') <> 'string'
                                  or char_length(badge ->> 'description') > 500) then
      return false;
    end if;
    if badge ? 'color' and (jsonb_typeof(badge -> 'color') <> 'string' or char_length(badge ->> 'color') > 50) then
      return false;
    end if;
    if badge ->> 'id' = any (seen) then
      return false;
    end if;
    seen := seen || (badge ->> 'id');
  end loop;
  return true;
end
$$;

revoke execute on function public.animus_text_list_ok(text[], integer, integer, boolean, boolean) from public, anon;
revoke execute on function public.animus_rating_ok(jsonb, numeric, boolean) from public, anon;
revoke execute on function public.animus_jsonb_text_array(jsonb) from public, anon;
revoke execute on function public.animus_growth_metrics_ok(jsonb) from public, anon;
revoke execute on function public.animus_tags_ok(jsonb) from public, anon;
revoke execute on function public.animus_sensory_data_ok(jsonb) from public, anon;
revoke execute on function public.animus_badges_ok(jsonb) from public, anon;
grant execute on function public.animus_text_list_ok(text[], integer, integer, boolean, boolean),
  public.animus_rating_ok(jsonb, numeric, boolean),
  public.animus_jsonb_text_array(jsonb),
  public.animus_growth_metrics_ok(jsonb),
  public.animus_tags_ok(jsonb),
  public.animus_sensory_data_ok(jsonb),
  public.animus_badges_ok(jsonb)
  to authenticated, service_role;
