-- Animus community tags: any Advanced grower proposes a tag on a shared cultivar ("citrus",
-- "CBD-dominant", "mold resistant") and votes on others' tags. A tag is community-confirmed at 3 or
-- more votes with more than 2/3 agreeing (iNaturalist's research-grade rule); at 3 or more votes
-- without that agreement it is disputed and goes to the moderation queue, where a moderator or
-- admin upholds it or removes it (the moderator role's first real power). Chemistry tags need a
-- certificate of analysis attached by whoever proposes them. src/modules/animus/consensus.ts
-- holds the same rule for the screens.
--
-- Also here, now that tags exist: the library search (with its tag filter), the same-name
-- warning, and who may read a COA (its cultivar's readers, and a tag's readers for the tag's COA).

create function public.animus_tag_status(p_agree integer, p_disagree integer) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_agree + p_disagree >= 3 and p_agree * 3 > (p_agree + p_disagree) * 2 then 'confirmed'
    when p_agree + p_disagree >= 3 then 'disputed'
    else 'proposed'
  end
$$;
revoke execute on function public.animus_tag_status(integer, integer) from public, anon;
grant execute on function public.animus_tag_status(integer, integer) to authenticated, service_role;

create table public.animus_cultivar_tags (
  id uuid primary key default gen_random_uuid(),
  cultivar_id uuid not null references public.animus_cultivars (id) on delete cascade,
  -- Lower-case words: "citrus", "cbd-dominant", "high limonene".
  label text not null check (
    char_length(label) between 2 and 40 and label = lower(btrim(label)) and label !~ '\s{2,}'
    and label ~ '^[a-z0-9][a-z0-9 &+/.-]*$'
  ),
  category text not null default 'other'
    check (category in ('aroma', 'flavor', 'effect', 'growth', 'appearance', 'chemistry', 'other')),
  proposed_by uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The proposer's COA in the animus-coas bucket; chemistry tags must have one.
  coa_path text check (char_length(coa_path) <= 512 and starts_with(coa_path, proposed_by::text || '/')),
  note text not null default '' check (char_length(note) <= 500),
  agree_count integer not null default 0,
  disagree_count integer not null default 0,
  status text generated always as (public.animus_tag_status(agree_count, disagree_count)) stored,
  -- A moderator's decision on a disputed tag; 'removed' hides it from everyone but moderators.
  moderation text check (moderation in ('upheld', 'removed')),
  moderated_by uuid references public.profiles (id) on delete set null,
  moderated_at timestamptz,
  moderation_note text not null default '' check (char_length(moderation_note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint animus_cultivar_tags_label_key unique (cultivar_id, label),
  constraint animus_cultivar_tags_chemistry_coa_check check (category <> 'chemistry' or coa_path is not null)
);

create index animus_cultivar_tags_label_idx on public.animus_cultivar_tags (label);
create index animus_cultivar_tags_proposed_by_idx on public.animus_cultivar_tags (proposed_by);
create index animus_cultivar_tags_moderated_by_idx on public.animus_cultivar_tags (moderated_by);
create index animus_cultivar_tags_queue_idx on public.animus_cultivar_tags (updated_at)
  where status = 'disputed' and moderation is null;
create index animus_cultivar_tags_coa_idx on public.animus_cultivar_tags (coa_path) where coa_path is not null;

create trigger animus_cultivar_tags_set_updated_at
  before update on public.animus_cultivar_tags
  for each row execute function public.set_updated_at();

-- The attached COA must be an uploaded object of the proposer's (reading storage.objects needs
-- SECURITY DEFINER; it answers only whether that one path exists).
create function public.animus_cultivar_tags_check_coa() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.coa_path is not null and not exists (
    select 1 from storage.objects o
    where o.bucket_id = 'animus-coas' and o.name = new.coa_path
  ) then
    raise exception 'Attach the certificate of analysis before proposing this tag' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function public.animus_cultivar_tags_check_coa() from public, anon, authenticated;

create trigger animus_cultivar_tags_check_coa
  before insert on public.animus_cultivar_tags
  for each row execute function public.animus_cultivar_tags_check_coa();

alter table public.animus_cultivar_tags enable row level security;

-- Counts and moderation change only through the triggers and animus_moderate_tag.
revoke all on table public.animus_cultivar_tags from anon, authenticated;
grant select, delete on public.animus_cultivar_tags to authenticated;
grant insert (id, cultivar_id, label, category, proposed_by, coa_path, note)
  on public.animus_cultivar_tags to authenticated;
grant select, insert, update, delete on public.animus_cultivar_tags to service_role;

create policy "Readers of a cultivar read its tags, moderators read all"
  on public.animus_cultivar_tags for select to authenticated
  using (
    (select public.can_moderate())
    or (
      (select public.has_tier('Advanced'))
      and exists (select 1 from public.animus_cultivars c where c.id = animus_cultivar_tags.cultivar_id)
      and (moderation is distinct from 'removed' or proposed_by = (select auth.uid()))
    )
  );

create policy "Advanced growers propose tags on shared cultivars"
  on public.animus_cultivar_tags for insert to authenticated
  with check (
    proposed_by = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.animus_cultivars c where c.id = animus_cultivar_tags.cultivar_id and c.shared
    )
  );

-- A proposer withdraws a tag nobody else has voted on; moderators delete any.
create policy "Proposers withdraw unvoted tags, moderators delete any"
  on public.animus_cultivar_tags for delete to authenticated
  using (
    (proposed_by = (select auth.uid()) and (select public.has_tier('Advanced'))
     and agree_count + disagree_count <= 1)
    or (select public.can_moderate())
  );

-- ---------------------------------------------------------------------------------------------
create table public.animus_tag_votes (
  tag_id uuid not null references public.animus_cultivar_tags (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  agree boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tag_id, user_id)
);

create index animus_tag_votes_user_idx on public.animus_tag_votes (user_id);

create trigger animus_tag_votes_set_updated_at
  before update on public.animus_tag_votes
  for each row execute function public.set_updated_at();

-- The proposer agrees with their own tag.
create function public.animus_cultivar_tags_first_vote() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.animus_tag_votes (tag_id, user_id, agree) values (new.id, new.proposed_by, true);
  return null;
end
$$;
revoke execute on function public.animus_cultivar_tags_first_vote() from public, anon, authenticated;

create trigger animus_cultivar_tags_first_vote
  after insert on public.animus_cultivar_tags
  for each row execute function public.animus_cultivar_tags_first_vote();

-- Recounts a tag after any vote; when it becomes disputed (and no moderator has ruled), every
-- moderator and admin is told, with a link to the queue.
create function public.animus_tag_votes_recount() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tag uuid := coalesce(new.tag_id, old.tag_id);
  v_before text;
  v_after text;
  v_label text;
  v_name text;
begin
  select t.status into v_before from public.animus_cultivar_tags t where t.id = v_tag;
  update public.animus_cultivar_tags t
  set agree_count = c.agree, disagree_count = c.disagree
  from (
    select count(*) filter (where v.agree)::integer as agree, count(*) filter (where not v.agree)::integer as disagree
    from public.animus_tag_votes v where v.tag_id = v_tag
  ) c
  where t.id = v_tag
  returning t.status, t.label into v_after, v_label;

  if v_after = 'disputed' and v_before is distinct from 'disputed' and exists (
    select 1 from public.animus_cultivar_tags t where t.id = v_tag and t.moderation is null
  ) then
    select c.name into v_name
    from public.animus_cultivar_tags t join public.animus_cultivars c on c.id = t.cultivar_id
    where t.id = v_tag;
    insert into public.notifications (user_id, type, title, message, source, action_url)
    select p.id, 'moderation', 'Disputed tag',
           format('The tag "%s" on %s is disputed and waits for a moderator.', v_label, v_name),
           'animus', '/animus/library?view=moderation'
    from public.profiles p
    where p.role in ('moderator', 'admin') and not p.is_deleted;
  end if;
  return null;
end
$$;
revoke execute on function public.animus_tag_votes_recount() from public, anon, authenticated;

create trigger animus_tag_votes_recount
  after insert or update or delete on public.animus_tag_votes
  for each row execute function public.animus_tag_votes_recount();

alter table public.animus_tag_votes enable row level security;

revoke all on table public.animus_tag_votes from anon, authenticated;
grant select, delete on public.animus_tag_votes to authenticated;
grant insert (tag_id, user_id, agree) on public.animus_tag_votes to authenticated;
grant update (agree) on public.animus_tag_votes to authenticated;
grant select, insert, update, delete on public.animus_tag_votes to service_role;

create policy "Voters read their own votes, moderators read all"
  on public.animus_tag_votes for select to authenticated
  using (
    (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
    or (select public.can_moderate())
  );

-- On a tag the caller can read, not removed, of a cultivar that is still shared.
create policy "Advanced growers vote on tags of shared cultivars"
  on public.animus_tag_votes for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.animus_cultivar_tags t
      join public.animus_cultivars c on c.id = t.cultivar_id
      where t.id = animus_tag_votes.tag_id and c.shared and t.moderation is distinct from 'removed'
    )
  );

create policy "Voters change their own votes"
  on public.animus_tag_votes for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Voters withdraw their own votes"
  on public.animus_tag_votes for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- ---------------------------------------------------------------------------------------------
-- A moderator's ruling on a tag: 'upheld' (it stays, marked as confirmed by a moderator),
-- 'removed' (hidden from everyone but moderators and its proposer) or 'reopen' (the ruling is
-- withdrawn and the votes decide again).
create function public.animus_moderate_tag(p_tag_id uuid, p_decision text, p_note text default '')
returns public.animus_cultivar_tags
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tag public.animus_cultivar_tags;
begin
  if not public.can_moderate() then
    raise exception 'Only moderators and admins can moderate tags' using errcode = '42501';
  end if;
  if p_decision is null or p_decision not in ('upheld', 'removed', 'reopen') then
    raise exception 'Decide upheld, removed or reopen' using errcode = '22023';
  end if;
  update public.animus_cultivar_tags
  set moderation = nullif(p_decision, 'reopen'),
      moderated_by = case when p_decision = 'reopen' then null else (select auth.uid()) end,
      moderated_at = case when p_decision = 'reopen' then null else now() end,
      moderation_note = left(coalesce(p_note, ''), 500)
  where id = p_tag_id
  returning * into v_tag;
  if not found then
    raise exception 'Tag not found' using errcode = 'PT404';
  end if;
  return v_tag;
end
$$;
revoke execute on function public.animus_moderate_tag(uuid, text, text) from public, anon, authenticated;
grant execute on function public.animus_moderate_tag(uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Who reads a COA: the uploader, the readers of a lab result that cites it and the readers of a
-- tag that cites it (so voters can check the evidence). SECURITY INVOKER on purpose: the lab
-- results' and tags' own policies are the rule.
create function public.animus_coa_readable(p_name text) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.animus_lab_results l where l.coa_path = p_name)
    or exists (select 1 from public.animus_cultivar_tags t where t.coa_path = p_name)
$$;
revoke execute on function public.animus_coa_readable(text) from public, anon, authenticated;
grant execute on function public.animus_coa_readable(text) to authenticated, service_role;

create policy "Uploaders and readers of the evidence read COAs"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'animus-coas'
    and (
      ((storage.foldername(name))[1] = (select auth.uid())::text and (select public.has_tier('Advanced')))
      or public.animus_coa_readable(name)
    )
  );

-- ---------------------------------------------------------------------------------------------
-- The library search: fuzzy name match (pg_trgm word similarity of the query to any run of words
-- in the name or a synonym, at or above its 0.6 threshold, so "gelatto" finds "Gelato #33" and
-- "zk cake" finds "Zkittlez Cake" by its synonym), chemotype, leading terpenes, community tags (all
-- chosen must be present) and breeder, over the cultivars the caller may read. SECURITY DEFINER
-- with the visibility rule written out below, because under RLS Postgres may not use the trigram
-- index for a non-leakproof operator and would compare every visible row (as search_consultants).
--   supabase.rpc('search_cultivars', { p_query: 'blue drem', p_chemotypes: ['I'] }, { get: true })
--     .select('id, name, breeder, chemotype, terpenes, …')
-- Sort 'relevance' (best match first; by name when there is no query), 'name' or 'newest'.
-- count_cultivars takes the same filters and answers how many match, for the list's pager.

-- The WHERE clause both run, with $1 the caller, $2 the query, $3 chemotypes, $4 terpenes,
-- $5 breeder and $6 tags. Builds text only; callable by nobody through the API.
create function public.animus_cultivar_filter(
  p_query text, p_chemotypes text[], p_terpenes text[], p_tags text[], p_breeder text, p_scope text,
  p_advanced boolean
) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_sql text;
begin
  if p_scope not in ('all', 'mine', 'community') then
    raise exception 'Unknown scope' using errcode = '22023';
  end if;
  -- The cultivars' select policy, written out.
  v_sql := case when p_advanced then '(c.user_id = $1 or c.shared)' else 'c.shared' end;
  if p_scope = 'mine' then
    v_sql := v_sql || ' and c.user_id = $1';
  elsif p_scope = 'community' then
    v_sql := v_sql || ' and c.user_id <> $1';
  end if;
  if nullif(btrim(p_query), '') is not null then
    v_sql := v_sql || ' and $2 operator(extensions.<%) c.search_text';
  end if;
  if coalesce(cardinality(p_chemotypes), 0) > 0 then
    v_sql := v_sql || ' and c.chemotype = any ($3)';
  end if;
  if coalesce(cardinality(p_terpenes), 0) > 0 then
    v_sql := v_sql || ' and c.terpenes && $4';
  end if;
  if nullif(btrim(p_breeder), '') is not null then
    v_sql := v_sql || ' and lower(c.breeder) = lower(btrim($5))';
  end if;
  if coalesce(cardinality(p_tags), 0) > 0 then
    -- Every chosen tag, as long as a moderator has not removed it.
    v_sql := v_sql || ' and (select count(distinct t.label) from public.animus_cultivar_tags t'
      || ' where t.cultivar_id = c.id and t.label = any ($6) and t.moderation is distinct from ''removed'')'
      || ' = (select count(distinct x) from unnest($6) x)';
  end if;
  return v_sql;
end
$$;
revoke execute on function public.animus_cultivar_filter(text, text[], text[], text[], text, text, boolean)
  from public, anon, authenticated;

create function public.search_cultivars(
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
revoke execute on function public.search_cultivars(text, text[], text[], text[], text, text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.search_cultivars(text, text[], text[], text[], text, text, text, integer, integer)
  to authenticated, service_role;

create function public.count_cultivars(
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
  execute 'select count(*)::integer from public.animus_cultivars c where '
    || public.animus_cultivar_filter(v_query, p_chemotypes, p_terpenes, p_tags, p_breeder, p_scope, v_advanced)
    into v_count
    using v_uid, v_query, p_chemotypes, p_terpenes, p_breeder, p_tags;
  return v_count;
end
$$;
revoke execute on function public.count_cultivars(text, text[], text[], text[], text, text) from public, anon, authenticated;
grant execute on function public.count_cultivars(text, text[], text[], text[], text, text) to authenticated, service_role;

-- The same-name warning: readable cultivars (the caller's, shared and published ones) whose name is
-- close to `p_name` (trigram similarity ≥ 0.6) but whose breeder differs, since same-named strains
-- are often genetically different (Schwabe & McGlaughlin, J Cannabis Res 2019). Returns what the
-- caller may know of them only: name, breeder and whose it is.
create function public.animus_similar_cultivars(p_name text, p_breeder text default '', p_exclude uuid default null)
returns table (id uuid, name text, breeder text, mine boolean, similarity real)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_name text := lower(btrim(left(p_name, 120)));
begin
  if v_uid is null or not public.has_tier('Advanced') then
    raise exception 'The strain library needs an Advanced plan' using errcode = '42501';
  end if;
  if coalesce(v_name, '') = '' then
    return;
  end if;
  return query
    select c.id, c.name, c.breeder, c.user_id = v_uid,
           extensions.similarity(c.name_key, v_name)
    from public.animus_cultivars c
    where c.name_key operator(extensions.%) v_name
      and extensions.similarity(c.name_key, v_name) >= 0.6
      and (c.user_id = v_uid or c.shared or c.published)
      and lower(c.breeder) <> lower(btrim(coalesce(p_breeder, '')))
      and (p_exclude is null or c.id <> p_exclude)
    order by 5 desc, c.name
    limit 5;
end
$$;
revoke execute on function public.animus_similar_cultivars(text, text, uuid) from public, anon, authenticated;
grant execute on function public.animus_similar_cultivars(text, text, uuid) to authenticated, service_role;


-- What the library's filters offer: the breeders, leading terpenes and tags (not removed) among the
-- cultivars the caller can read, most common first. Runs as the caller, so RLS decides.
create function public.animus_library_facets() returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'breeders', coalesce((
      select jsonb_agg(b.breeder order by b.n desc, b.breeder)
      from (select c.breeder, count(*) as n from public.animus_cultivars c
            where c.breeder <> '' group by c.breeder order by count(*) desc, c.breeder limit 200) b), '[]'::jsonb),
    'terpenes', coalesce((
      select jsonb_agg(t.terpene order by t.n desc, t.terpene)
      from (select x.terpene, count(*) as n from public.animus_cultivars c cross join unnest(c.terpenes) x(terpene)
            group by x.terpene order by count(*) desc limit 60) t), '[]'::jsonb),
    'tags', coalesce((
      select jsonb_agg(g.label order by g.n desc, g.label)
      from (select t.label, count(*) as n from public.animus_cultivar_tags t
            where t.moderation is distinct from 'removed' group by t.label order by count(*) desc limit 200) g), '[]'::jsonb)
  )
$$;
revoke execute on function public.animus_library_facets() from public, anon, authenticated;
grant execute on function public.animus_library_facets() to authenticated, service_role;
