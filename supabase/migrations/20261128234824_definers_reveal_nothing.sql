-- SECURITY DEFINER functions and the triggers that check writes must tell a caller nothing about
-- rows that caller may not read: no match, no count, no field, no message. Five of them did:
--   * the archive search matched a published cultivar by synonyms its owner had not published, so
--     an unpublished synonym could be recovered signed out, one guessed letter at a time;
--   * the same-name warning returned the breeder of published cultivars whose owner had not
--     published the breeder, and its "other breeder" filter answered guesses about it;
--   * the lineage check ran before the row policies and printed the chemotypes of cultivars the
--     caller cannot read in its hint;
--   * the invitation trigger ran before the row policies, so anyone could ask whether an address
--     is on any facility's team, and facility_role() answered "which role has this person there"
--     for any facility and person;
--   * atlas_sop_version_at() returned the version in force of any facility's SOP.
-- The rule behind every fix: a check that reads other rows either runs after the row policies have
-- admitted the write (an AFTER trigger), or first asks whether the caller may see what it reads.
-- tests/integration/db-definer-sweep.test.ts tries every such function and trigger.
--
-- "The caller" is auth.uid(); with no signed-in user (the service role, a seed, a cron job) these
-- functions answer as before: those callers read everything anyway.

-- ---------------------------------------------------------------------------------------------
-- The archive search matches the name, and the synonyms only when they are published.
create or replace function public.animus_archive_search(
  p_query text default null,
  p_chemotype text default null,
  p_limit integer default 24,
  p_offset integer default 0
) returns setof jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with q as (
    select lower(btrim(left(p_query, 120))) as term,
           '%' || replace(replace(replace(lower(btrim(left(p_query, 120))), '\', '\\'), '%', '\%'), '_', '\_') || '%'
             as pattern
  )
  select public.animus_archive_entry(c)
  from q cross join public.animus_cultivars c
  join public.profiles p on p.id = c.user_id and not p.is_deleted
  where c.published
    and (nullif(q.term, '') is null
         or c.name_key like q.pattern
         or ('synonyms' = any (c.published_fields) and c.search_text like q.pattern)
         or c.name_key operator(extensions.%) q.term)
    and (p_chemotype is null or ('chemotype' = any (c.published_fields) and c.chemotype = p_chemotype))
  order by c.published_at desc, c.id
  limit least(greatest(coalesce(p_limit, 24), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
$$;

-- ---------------------------------------------------------------------------------------------
-- The same-name warning names a breeder only where the caller may read it: their own cultivars,
-- shared ones (the caller is an Advanced grower) and published ones whose breeder is published.
-- An unreadable breeder is null and never compared with p_breeder, so a guess learns nothing.
create or replace function public.animus_similar_cultivars(p_name text, p_breeder text default '', p_exclude uuid default null)
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
    select s.id, s.name, s.breeder, s.mine, s.similarity
    from (
      select c.id, c.name, c.user_id = v_uid as mine,
             case when c.user_id = v_uid or c.shared or 'breeder' = any (c.published_fields)
                  then c.breeder end as breeder,
             extensions.similarity(c.name_key, v_name) as similarity
      from public.animus_cultivars c
      where c.name_key operator(extensions.%) v_name
        and extensions.similarity(c.name_key, v_name) >= 0.6
        and (c.user_id = v_uid or c.shared
             or (c.published and exists (select 1 from public.profiles p where p.id = c.user_id and not p.is_deleted)))
        and (p_exclude is null or c.id <> p_exclude)
    ) s
    where s.breeder is null or lower(s.breeder) <> lower(btrim(coalesce(p_breeder, '')))
    order by s.similarity desc, s.name
    limit 5;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Lineage claims: both checks now run AFTER the row is written, so the row policies (the child is
-- the caller's or shared, both parents readable by the caller) have already refused a claim about
-- cultivars the caller cannot see. The loop check still walks every claim, whoever made it (a
-- pedigree must never loop), and says only that a loop exists. The chemotype check runs as the
-- caller (SECURITY INVOKER), so its hint shows only chemotypes the caller may read: a parent
-- hidden since the claim was made reads as "unknown".
create or replace function public.animus_lineage_claims_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    with recursive ancestors(id, depth) as (
      select new.mother_id, 1
      union all
      select new.father_id, 1 where new.father_id is not null
      union all
      select p.parent, a.depth + 1
      from ancestors a
      cross join lateral (
        select l.mother_id as parent from public.animus_lineage_claims l where l.child_id = a.id and l.id <> new.id
        union
        select l.father_id from public.animus_lineage_claims l
        where l.child_id = a.id and l.father_id is not null and l.id <> new.id
      ) p
      where a.depth < 64
    )
    select 1 from ancestors where id = new.child_id
  ) then
    raise exception 'A cultivar cannot be its own ancestor' using errcode = '23514',
      hint = 'This lineage would make the cultivar an ancestor of itself.';
  end if;
  return null;
end
$$;

create function public.animus_lineage_claims_check_chemotypes() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_mother text;
  v_father text;
  v_child text;
begin
  if new.evidence = 'chemotype_consistent' then
    select chemotype into v_child from public.animus_cultivars where id = new.child_id;
    select chemotype into v_mother from public.animus_cultivars where id = new.mother_id;
    select chemotype into v_father from public.animus_cultivars where id = new.father_id;
    if public.animus_chemotype_possible(v_mother, v_father, v_child) is not true then
      raise exception 'The chemotypes do not support this parentage' using errcode = '23514',
        hint = format('Chemotypes: child %s, mother %s, father %s. Choose other evidence or add lab results.',
                      coalesce(v_child, 'unknown'), coalesce(v_mother, 'unknown'),
                      coalesce(v_father, 'unknown'));
    end if;
  end if;
  return null;
end
$$;
revoke execute on function public.animus_lineage_claims_check_chemotypes() from public, anon, authenticated;

drop trigger animus_lineage_claims_check on public.animus_lineage_claims;
create trigger animus_lineage_claims_check
  after insert or update of child_id, mother_id, father_id on public.animus_lineage_claims
  for each row execute function public.animus_lineage_claims_check();
create trigger animus_lineage_claims_check_chemotypes
  after insert or update of child_id, mother_id, father_id, evidence on public.animus_lineage_claims
  for each row execute function public.animus_lineage_claims_check_chemotypes();

-- ---------------------------------------------------------------------------------------------
-- A person's role in a facility, for the caller's own role, for a facility the caller works in,
-- or for callers without a user (service role). Anyone else gets null, as for a stranger.
create or replace function public.facility_role(p_facility_id uuid, p_user_id uuid default null)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select 'owner' from public.facilities f join public.profiles p on p.id = f.user_id
     where f.id = p_facility_id and f.user_id = coalesce(p_user_id, (select auth.uid())) and not p.is_deleted),
    (select m.role from public.facility_members m join public.profiles p on p.id = m.user_id
     where m.facility_id = p_facility_id and m.user_id = coalesce(p_user_id, (select auth.uid()))
       and not p.is_deleted))
  where (select auth.uid()) is null
     or p_user_id is null
     or p_user_id = (select auth.uid())
     or p_facility_id in (select g.facility_id from public.facility_grants('read') g)
$$;

-- The invitation's checks and the invitee's notice only for the facility's owner: anyone else is
-- refused by the row policy with nothing learnt about the address.
create or replace function public.facility_invitations_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_facility text;
begin
  new.email := lower(btrim(new.email));
  new.status := 'pending';
  new.responded_at := null;
  new.created_at := now();
  new.expires_at := now() + interval '14 days';
  if (select auth.uid()) is not null
     and new.facility_id not in (select g.facility_id from public.facility_grants('manage') g) then
    return new;
  end if;
  select u.id into v_user from auth.users u where lower(u.email) = new.email;
  if v_user is not null and public.facility_role(new.facility_id, v_user) is not null then
    raise exception 'This person is already on the facility''s team.' using errcode = '23505';
  end if;
  -- An expired invitation to the same address makes way for the new one.
  delete from public.facility_invitations i
  where i.facility_id = new.facility_id and lower(i.email) = new.email
    and i.status = 'pending' and i.expires_at <= now();
  if v_user is not null then
    select f.name into v_facility from public.facilities f where f.id = new.facility_id;
    perform public.create_notification(
      v_user, 'facility_invitation', 'Invitation to join ' || v_facility,
      'You are invited to join ' || v_facility || ' as ' || new.role || '. Accept or decline it in Atlas.',
      'atlas', '/atlas/team');
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The version of an SOP in force at a time, for an SOP the caller may read.
create or replace function public.atlas_sop_version_at(p_sop_id uuid, p_at timestamptz) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select v.id from public.atlas_sop_versions v
  where v.sop_id = p_sop_id and v.effective_at is not null
    and tstzrange(v.effective_at, v.archived_at, '[)') @> p_at
    and ((select auth.uid()) is null or v.facility_id in (select public.atlas_facilities('read')))
$$;

-- ---------------------------------------------------------------------------------------------
-- Checks that run BEFORE INSERT read other rows before the row policies have decided, and used to
-- answer differently for an entry (or trait) that exists but is not the caller's and for one that
-- does not exist at all ("Choose the room" for one, the policy's refusal for the other; a trait's
-- name in "… needs a number"). A gate that runs first (triggers fire in name order, "aa_" first)
-- refuses, with the row policy's own words, a row the caller could never write, so the checks
-- behind it only ever speak about rows the caller may write. It runs as the caller.
create function public.refuse_unwritable_values() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and not public.arca_entry_access(new.entry_id, null, 'log') then
    raise exception 'new row violates row-level security policy for table "%"', tg_table_name
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function public.refuse_unwritable_values() from public, anon, authenticated;

do $$
declare
  v_table text;
begin
  -- Every Arca values table (arca_kinds lists them); a new log adds this trigger in its migration.
  for v_table in select k.values_table from public.arca_kinds k loop
    execute format(
      'create trigger aa_refuse_unwritable before insert on %s for each row execute function public.refuse_unwritable_values()',
      v_table);
  end loop;
end
$$;

create function public.animus_observations_refuse_unwritable() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and not exists (
    select 1 from public.animus_trait_versions v where v.id = new.trait_version_id
  ) then
    raise exception 'new row violates row-level security policy for table "%"', tg_table_name
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function public.animus_observations_refuse_unwritable() from public, anon, authenticated;
create trigger aa_refuse_unwritable
  before insert on public.animus_observations
  for each row execute function public.animus_observations_refuse_unwritable();
