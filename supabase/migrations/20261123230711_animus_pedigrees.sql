-- Animus origins and pedigrees: the crosses of each breeding project (parents from the library,
-- cross type F1/F2…/S1…/BX1…/open/polycross, the offspring's generation code, pollination date,
-- who made it, seeds harvested), the plants each cross produced, and lineage claims: parent links
-- that carry their evidence (breeder statement, grower claim, chemotype consistent, lab genotype),
-- where conflicting claims about one cultivar coexist instead of the last editor winning.
--
-- The database checks pedigrees against chemotype inheritance. Under the B_T/B_D model (de Meijer
-- et al. 2003) the alleles are codominant: type I is B_T/B_T, II is B_T/B_D, III is B_D/B_D. So
-- III × III cannot give a type I, I × III gives all II, II × II splits 1 : 2 : 1. Types IV and V
-- carry other alleles and are not checked. A claim whose evidence is "chemotype consistent" must
-- be; every claim shows whether the chemotypes known today agree; and each project reads observed
-- against expected offspring counts per cross with a chi-square statistic
-- (animus_chemotype_segregation). src/modules/animus/inheritance.ts holds the same model.

-- Offspring proportions {I, II, III} of a cross, from each parent's B_T allele frequency (I 1,
-- II ½, III 0). Null when either parent's chemotype is unknown or outside I–III.
create function public.animus_chemotype_expectation(p_mother text, p_father text) returns numeric[]
language sql
immutable
set search_path = ''
as $$
  select case
    when p_mother in ('I', 'II', 'III') and p_father in ('I', 'II', 'III') then
      array[m * f, m * (1 - f) + (1 - m) * f, (1 - m) * (1 - f)]
  end
  from (
    select case p_mother when 'I' then 1.0 when 'II' then 0.5 else 0.0 end as m,
           case p_father when 'I' then 1.0 when 'II' then 0.5 else 0.0 end as f
  ) freq
$$;

-- Whether a child's chemotype can come from these parents. Null when it cannot be judged (a
-- chemotype unknown or IV/V). With no known father (open pollination) only the mother's allele
-- constrains: a type I mother cannot have a type III child, nor a type III mother a type I.
create function public.animus_chemotype_possible(p_mother text, p_father text, p_child text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_child not in ('I', 'II', 'III') or p_mother not in ('I', 'II', 'III') or p_child is null
      or p_mother is null then null
    when p_father is null or p_father not in ('I', 'II', 'III') then
      not ((p_mother = 'I' and p_child = 'III') or (p_mother = 'III' and p_child = 'I'))
    else (public.animus_chemotype_expectation(p_mother, p_father))[
      case p_child when 'I' then 1 when 'II' then 2 else 3 end] > 0
  end
$$;

revoke execute on function public.animus_chemotype_expectation(text, text) from public, anon;
revoke execute on function public.animus_chemotype_possible(text, text, text) from public, anon;
grant execute on function public.animus_chemotype_expectation(text, text),
  public.animus_chemotype_possible(text, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.animus_crosses (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.breeding_projects (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The cross's label in the project ("TC-F2-01"), unique per project in any case.
  code text not null check (char_length(code) between 1 and 40 and code = btrim(code)),
  cross_type text not null check (cross_type ~ '^(F[1-9][0-9]?|S[1-9]|BX[1-9]|open|polycross)$'),
  -- The offspring's generation code, as on the project's plants.
  generation text not null
    check (char_length(generation) between 1 and 16 and generation ~ '^[A-Za-z0-9#.-]+$'),
  -- Parents come from the library; a parent that is part of a recorded cross cannot be deleted.
  mother_id uuid not null references public.animus_cultivars (id) on delete restrict,
  father_id uuid references public.animus_cultivars (id) on delete restrict,
  pollination_date date check (pollination_date >= date '1900-01-01'),
  made_by text not null default '' check (char_length(made_by) <= 120),
  seeds_harvested integer check (seeds_harvested between 0 and 1000000),
  -- The library entry for the seeds this cross produced, if one was made.
  offspring_id uuid references public.animus_cultivars (id) on delete set null,
  notes text not null default '' check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Target of the plants' (cross_id, project_id) key: a plant's cross is in its project.
  constraint animus_crosses_id_project_key unique (id, project_id),
  -- A self (S1…) pollinates the mother with herself; open and polycross pollen has no single known
  -- father; every other cross has two different parents.
  constraint animus_crosses_parents_check check (
    case
      when cross_type like 'S%' then father_id is not null and father_id = mother_id
      when cross_type in ('open', 'polycross') then father_id is null
      else father_id is not null and father_id <> mother_id
    end
  ),
  constraint animus_crosses_offspring_check check (
    offspring_id is null or (offspring_id <> mother_id and offspring_id is distinct from father_id)
  )
);

create unique index animus_crosses_project_code_key on public.animus_crosses (project_id, lower(code));
create index animus_crosses_user_idx on public.animus_crosses (user_id);
create index animus_crosses_mother_idx on public.animus_crosses (mother_id);
create index animus_crosses_father_idx on public.animus_crosses (father_id);
create index animus_crosses_offspring_idx on public.animus_crosses (offspring_id);

create trigger animus_crosses_set_updated_at
  before update on public.animus_crosses
  for each row execute function public.set_updated_at();

alter table public.animus_crosses enable row level security;

revoke all on table public.animus_crosses from anon, authenticated;
grant select, delete on public.animus_crosses to authenticated;
grant insert (
  id, project_id, user_id, code, cross_type, generation, mother_id, father_id, pollination_date, made_by,
  seeds_harvested, offspring_id, notes
) on public.animus_crosses to authenticated;
grant update (
  code, cross_type, generation, mother_id, father_id, pollination_date, made_by, seeds_harvested, offspring_id,
  notes
) on public.animus_crosses to authenticated;
grant select, insert, update, delete on public.animus_crosses to service_role;

create policy "Advanced growers read their own crosses"
  on public.animus_crosses for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- The project is the caller's; the parents are cultivars the caller can read (their own or shared
-- ones, by the cultivars' policy); an offspring entry is the caller's own.
create policy "Advanced growers record crosses in their own projects"
  on public.animus_crosses for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = animus_crosses.project_id and bp.user_id = (select auth.uid())
    )
    and exists (select 1 from public.animus_cultivars c where c.id = animus_crosses.mother_id)
    and (father_id is null or exists (select 1 from public.animus_cultivars c where c.id = animus_crosses.father_id))
    and (offspring_id is null or exists (
      select 1 from public.animus_cultivars c
      where c.id = animus_crosses.offspring_id and c.user_id = (select auth.uid())
    ))
  );

create policy "Advanced growers update their own crosses"
  on public.animus_crosses for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (select 1 from public.animus_cultivars c where c.id = animus_crosses.mother_id)
    and (father_id is null or exists (select 1 from public.animus_cultivars c where c.id = animus_crosses.father_id))
    and (offspring_id is null or exists (
      select 1 from public.animus_cultivars c
      where c.id = animus_crosses.offspring_id and c.user_id = (select auth.uid())
    ))
  );

create policy "Advanced growers delete their own crosses"
  on public.animus_crosses for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- ---------------------------------------------------------------------------------------------
-- Plants know the cross they came from (in the same project) and their chemotype (a lab test or a
-- quick chemotype assay), which the segregation check counts.
alter table public.phenos
  add column cross_id uuid,
  add column chemotype text check (chemotype in ('I', 'II', 'III', 'IV', 'V')),
  add constraint phenos_cross_in_project_fkey foreign key (cross_id, project_id)
    references public.animus_crosses (id, project_id) on delete set null (cross_id);

create index phenos_cross_project_idx on public.phenos (cross_id, project_id);

grant insert (cross_id, chemotype), update (cross_id, chemotype) on public.phenos to authenticated;

-- ---------------------------------------------------------------------------------------------
create table public.animus_lineage_claims (
  id uuid primary key default gen_random_uuid(),
  child_id uuid not null references public.animus_cultivars (id) on delete cascade,
  -- The seed parent and the pollen parent; a self has father = mother; no father means unknown
  -- (open pollination).
  mother_id uuid not null references public.animus_cultivars (id) on delete cascade,
  father_id uuid references public.animus_cultivars (id) on delete cascade,
  evidence text not null
    check (evidence in ('breeder_statement', 'grower_claim', 'chemotype_consistent', 'lab_genotype')),
  -- Where the claim comes from: a breeder's site, a forum thread, a lab report number.
  source text not null default '' check (char_length(source) <= 500),
  -- Who makes the claim.
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- Set when the claim was recorded by a cross of the claimant's.
  cross_id uuid references public.animus_crosses (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint animus_lineage_claims_not_self_parent check (
    mother_id <> child_id and (father_id is null or father_id <> child_id)
  )
);

-- One claimant states one parentage with one kind of evidence once.
create unique index animus_lineage_claims_unique_key on public.animus_lineage_claims (
  child_id, mother_id, coalesce(father_id, '00000000-0000-0000-0000-000000000000'::uuid), evidence, user_id
);
create index animus_lineage_claims_mother_idx on public.animus_lineage_claims (mother_id);
create index animus_lineage_claims_father_idx on public.animus_lineage_claims (father_id);
create index animus_lineage_claims_user_idx on public.animus_lineage_claims (user_id);
create index animus_lineage_claims_cross_idx on public.animus_lineage_claims (cross_id);

create trigger animus_lineage_claims_set_updated_at
  before update on public.animus_lineage_claims
  for each row execute function public.set_updated_at();

-- A cultivar can never be its own ancestor, whoever's claims would close the loop: the walk reads
-- every claim (SECURITY DEFINER), and reports only that a cycle exists.
create function public.animus_lineage_claims_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mother text;
  v_father text;
  v_child text;
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
  return new;
end
$$;
revoke execute on function public.animus_lineage_claims_check() from public, anon, authenticated;

create trigger animus_lineage_claims_check
  before insert or update of child_id, mother_id, father_id, evidence on public.animus_lineage_claims
  for each row execute function public.animus_lineage_claims_check();

alter table public.animus_lineage_claims enable row level security;

revoke all on table public.animus_lineage_claims from anon, authenticated;
grant select, delete on public.animus_lineage_claims to authenticated;
grant insert (id, child_id, mother_id, father_id, evidence, source, user_id, cross_id)
  on public.animus_lineage_claims to authenticated;
grant update (evidence, source) on public.animus_lineage_claims to authenticated;
grant select, insert, update, delete on public.animus_lineage_claims to service_role;

-- Readable wherever the child is.
create policy "Readers of a cultivar read the claims about its parents"
  on public.animus_lineage_claims for select to authenticated
  using (exists (select 1 from public.animus_cultivars c where c.id = animus_lineage_claims.child_id));

-- About the caller's own cultivars or shared ones; parents the caller can read; a cross of theirs.
create policy "Advanced growers claim parents of cultivars they can read"
  on public.animus_lineage_claims for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.animus_cultivars c
      where c.id = animus_lineage_claims.child_id and (c.user_id = (select auth.uid()) or c.shared)
    )
    and exists (select 1 from public.animus_cultivars c where c.id = animus_lineage_claims.mother_id)
    and (father_id is null or exists (
      select 1 from public.animus_cultivars c where c.id = animus_lineage_claims.father_id))
    and (cross_id is null or exists (
      select 1 from public.animus_crosses x
      where x.id = animus_lineage_claims.cross_id and x.user_id = (select auth.uid())
    ))
  );

create policy "Claimants update their own claims"
  on public.animus_lineage_claims for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- A cultivar's owner cannot erase another grower's claim: disagreement is settled by evidence.
create policy "Claimants and moderators delete claims"
  on public.animus_lineage_claims for delete to authenticated
  using (
    (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
    or (select public.can_moderate())
  );

-- Claims as the pedigree screens read them: names and chemotypes of the three cultivars (those the
-- caller can read; security_invoker, so the tables' policies apply), whether the chemotypes agree
-- with the parentage (null when unknown or when a parent is hidden from the caller), and whether
-- another claim gives the same cultivar different parents.
create view public.animus_lineage with (security_invoker = true) as
select
  l.id, l.child_id, l.mother_id, l.father_id, l.evidence, l.source, l.user_id, l.cross_id, l.created_at,
  c.name as child_name, c.chemotype as child_chemotype,
  m.name as mother_name, m.chemotype as mother_chemotype,
  f.name as father_name, f.chemotype as father_chemotype,
  case
    when m.id is null or (l.father_id is not null and f.id is null) then null
    else public.animus_chemotype_possible(m.chemotype, f.chemotype, c.chemotype)
  end as chemotype_consistent,
  exists (
    select 1 from public.animus_lineage_claims o
    where o.child_id = l.child_id
      and not (o.mother_id = l.mother_id and o.father_id is not distinct from l.father_id)
      and not (o.mother_id = l.father_id and o.father_id = l.mother_id)
  ) as contested
from public.animus_lineage_claims l
left join public.animus_cultivars c on c.id = l.child_id
left join public.animus_cultivars m on m.id = l.mother_id
left join public.animus_cultivars f on f.id = l.father_id;

revoke all on public.animus_lineage from anon, authenticated;
grant select on public.animus_lineage to authenticated, service_role;

-- The pedigree around some cultivars: every claim on the way up (ancestors, up to p_up
-- generations) and down (descendants, up to p_down). Runs as the caller: hidden claims stay hidden.
create function public.animus_pedigree(p_roots uuid[], p_up integer default 4, p_down integer default 2)
returns setof public.animus_lineage
language sql
stable
set search_path = ''
as $$
  with recursive
  roots as (select distinct unnest(p_roots[1:200]) as id),
  up(id, depth) as (
    select id, 0 from roots
    union
    select p.parent, u.depth + 1
    from up u
    cross join lateral (
      select l.mother_id as parent from public.animus_lineage_claims l where l.child_id = u.id
      union
      select l.father_id from public.animus_lineage_claims l where l.child_id = u.id and l.father_id is not null
    ) p
    where u.depth < least(greatest(p_up, 0), 8)
  ),
  down(id, depth) as (
    select id, 0 from roots
    union
    select l.child_id, d.depth + 1
    from down d
    join public.animus_lineage_claims l on l.mother_id = d.id or l.father_id = d.id
    where d.depth < least(greatest(p_down, 0), 8)
  ),
  up_children as (select id from up where depth < least(greatest(p_up, 0), 8)),
  down_children as (select id from down where depth > 0)
  select v.* from public.animus_lineage v
  where v.child_id in (select id from up_children) or v.child_id in (select id from down_children)
  order by v.created_at, v.id
$$;
revoke execute on function public.animus_pedigree(uuid[], integer, integer) from public, anon, authenticated;
grant execute on function public.animus_pedigree(uuid[], integer, integer) to authenticated, service_role;

-- Observed against expected offspring chemotypes per cross of a project. Observed: the project's
-- plants from that cross with a chemotype. Expected: the B_T/B_D proportions of the parents'
-- chemotypes times the plants counted (none for open or polycross crosses, whose father is
-- unknown). chi_square sums (O − E)² / E over the classes the cross can give, df is their number
-- less one (no statistic when a cross can give only one class); `impossible` counts plants in a class the parents cannot give (for an unknown father,
-- by the mother's allele alone). Runs as the caller: only their own project's rows count.
create function public.animus_chemotype_segregation(p_project_id uuid)
returns table (
  cross_id uuid, code text, cross_type text, generation text,
  mother_name text, father_name text, mother_chemotype text, father_chemotype text,
  expected_i numeric, expected_ii numeric, expected_iii numeric,
  observed_i integer, observed_ii integer, observed_iii integer, observed_other integer, plants integer,
  chi_square numeric, df integer, impossible integer
)
language sql
stable
set search_path = ''
as $$
  with crosses as (
    select x.id, x.code, x.cross_type, x.generation, x.created_at, x.father_id,
           m.name as mother_name, f.name as father_name, m.chemotype as mc, f.chemotype as fc,
           case when x.father_id is not null then public.animus_chemotype_expectation(m.chemotype, f.chemotype) end as e
    from public.animus_crosses x
    left join public.animus_cultivars m on m.id = x.mother_id
    left join public.animus_cultivars f on f.id = x.father_id
    where x.project_id = p_project_id
  ),
  counts as (
    select p.cross_id,
           count(*) filter (where p.chemotype = 'I')::integer as oi,
           count(*) filter (where p.chemotype = 'II')::integer as oii,
           count(*) filter (where p.chemotype = 'III')::integer as oiii,
           count(*) filter (where p.chemotype in ('IV', 'V'))::integer as oo
    from public.phenos p
    where p.project_id = p_project_id and p.cross_id is not null and p.chemotype is not null
    group by p.cross_id
  ),
  joined as (
    select c.*, coalesce(n.oi, 0) as oi, coalesce(n.oii, 0) as oii, coalesce(n.oiii, 0) as oiii,
           coalesce(n.oo, 0) as oo, coalesce(n.oi + n.oii + n.oiii, 0) as n
    from crosses c left join counts n on n.cross_id = c.id
  )
  select
    j.id, j.code, j.cross_type, j.generation, j.mother_name, j.father_name, j.mc, j.fc,
    j.e[1], j.e[2], j.e[3],
    j.oi, j.oii, j.oiii, j.oo, j.n,
    case when j.e is not null and j.n > 0
              and (j.e[1] > 0)::integer + (j.e[2] > 0)::integer + (j.e[3] > 0)::integer > 1 then round((
      (case when j.e[1] > 0 then (j.oi - j.n * j.e[1]) ^ 2 / (j.n * j.e[1]) else 0 end)
      + (case when j.e[2] > 0 then (j.oii - j.n * j.e[2]) ^ 2 / (j.n * j.e[2]) else 0 end)
      + (case when j.e[3] > 0 then (j.oiii - j.n * j.e[3]) ^ 2 / (j.n * j.e[3]) else 0 end)
    )::numeric, 3) end,
    case when j.e is not null and j.n > 0
              and (j.e[1] > 0)::integer + (j.e[2] > 0)::integer + (j.e[3] > 0)::integer > 1 then
      (j.e[1] > 0)::integer + (j.e[2] > 0)::integer + (j.e[3] > 0)::integer - 1 end,
    case
      when j.e is not null then
        (case when j.e[1] = 0 then j.oi else 0 end) + (case when j.e[2] = 0 then j.oii else 0 end)
        + (case when j.e[3] = 0 then j.oiii else 0 end)
      when j.mc = 'I' then j.oiii
      when j.mc = 'III' then j.oi
      else 0
    end
  from joined j
  order by j.created_at, j.code
$$;
revoke execute on function public.animus_chemotype_segregation(uuid) from public, anon, authenticated;
grant execute on function public.animus_chemotype_segregation(uuid) to authenticated, service_role;

-- Records a cross in one transaction, as the caller (RLS applies to every row): the cross; with
-- p_offspring_name, a library entry for its seeds (accession type seed lot, the project's name as
-- source) with the parentage as the breeder's statement and, with seeds harvested, a seed lot
-- coded like the cross. Returns the cross's id and the offspring's.
create function public.animus_record_cross(
  p_project_id uuid,
  p_code text,
  p_cross_type text,
  p_generation text,
  p_mother_id uuid,
  p_father_id uuid default null,
  p_pollination_date date default null,
  p_made_by text default '',
  p_seeds_harvested integer default null,
  p_notes text default '',
  p_offspring_name text default null,
  p_storage_location text default ''
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_cross uuid;
  v_offspring uuid;
  v_project text;
  v_father uuid := case when p_cross_type like 'S%' then p_mother_id else p_father_id end;
begin
  select name into v_project from public.breeding_projects where id = p_project_id;
  if v_project is null then
    raise exception 'Project not found' using errcode = 'PT404';
  end if;

  if nullif(btrim(p_offspring_name), '') is not null then
    insert into public.animus_cultivars (name, breeder, accession_type, acquisition_date, notes)
    values (btrim(p_offspring_name), left(v_project, 120), 'seed_lot', p_pollination_date,
            format('Seeds of cross %s (%s) in %s.', p_code, p_cross_type, v_project))
    returning id into v_offspring;
  end if;

  insert into public.animus_crosses (
    project_id, code, cross_type, generation, mother_id, father_id, pollination_date, made_by,
    seeds_harvested, offspring_id, notes
  ) values (
    p_project_id, btrim(p_code), p_cross_type, p_generation, p_mother_id, v_father, p_pollination_date,
    coalesce(p_made_by, ''), p_seeds_harvested, v_offspring, coalesce(p_notes, '')
  ) returning id into v_cross;

  if v_offspring is not null then
    insert into public.animus_lineage_claims (child_id, mother_id, father_id, evidence, source, cross_id)
    values (v_offspring, p_mother_id, v_father, 'breeder_statement',
            format('Cross %s in %s', btrim(p_code), v_project), v_cross);
    if coalesce(p_seeds_harvested, 0) > 0 then
      insert into public.animus_seed_lots (cultivar_id, lot_code, amount, unit, storage_location, produced_on)
      values (v_offspring, btrim(p_code), p_seeds_harvested, 'seeds', coalesce(p_storage_location, ''),
              p_pollination_date);
    end if;
  end if;

  return jsonb_build_object('cross_id', v_cross, 'offspring_id', v_offspring);
end
$$;
revoke execute on function public.animus_record_cross(uuid, text, text, text, uuid, uuid, date, text, integer, text, text, text)
  from public, anon, authenticated;
grant execute on function public.animus_record_cross(uuid, text, text, text, uuid, uuid, date, text, integer, text, text, text)
  to authenticated, service_role;
