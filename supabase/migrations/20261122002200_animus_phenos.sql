-- Animus: the plants (phenos) of a breeding project, with every field of spec-2's plant row, and one
-- sensory record per plant (phenos_sensory). Owner-only and Advanced tier, as breeding_projects; a
-- plant's project, and a sensory record's plant, must be the caller's own.
--
-- Ratings are whole numbers 1..10 and null when not rated (the sensory record also takes 0 for "not
-- rated", as SensoryData does). Measured fields carry units: height in cm, internodal spacing in cm,
-- flowering_time in days.

create table public.phenos (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.breeding_projects (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The pheno number or code within the project ('#3', 'GMO-7'); unique per project, any case.
  plant_id text not null check (char_length(plant_id) between 1 and 64 and plant_id = btrim(plant_id)),
  phenotype_id text check (char_length(phenotype_id) between 1 and 64),
  generation text not null default 'F1'
    check (char_length(generation) between 1 and 16 and generation ~ '^[A-Za-z0-9#.-]+$'),
  status text not null default 'Active' check (status in ('Active', 'Selected', 'Culled', 'Archived')),
  notes text not null default '' check (char_length(notes) <= 2000),
  images text[] not null default '{}' check (public.animus_text_list_ok(images, 20, 2048, false, false)),
  growth_stage text not null default 'Vegetation'
    check (growth_stage in ('Seedling', 'Clone', 'Vegetation', 'Flowering', 'Harvested', 'Cured')),
  growth_rate smallint check (growth_rate between 1 and 10),
  structure smallint check (structure between 1 and 10),
  aroma_intensity smallint check (aroma_intensity between 1 and 10),
  frost_production smallint check (frost_production between 1 and 10),
  yield_estimate smallint check (yield_estimate between 1 and 10),
  potency_estimate smallint check (potency_estimate between 1 and 10),
  bud_density smallint check (bud_density between 1 and 10),
  height numeric(6, 1) check (height > 0 and height <= 1000),
  internodal numeric(5, 1) check (internodal > 0 and internodal <= 100),
  flowering_time smallint check (flowering_time between 1 and 365),
  branching_density smallint check (branching_density between 1 and 10),
  leaf_size smallint check (leaf_size between 1 and 10),
  leaf_width smallint check (leaf_width between 1 and 10),
  selected_for_final boolean not null default false,
  selection_notes text not null default '' check (char_length(selection_notes) <= 2000),
  aroma_profile text[] not null default '{}'
    check (public.animus_text_list_ok(aroma_profile, 20, 50, true, true)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The target of selections' (pheno_id, project_id) key: a selection's plant is in its project.
  constraint phenos_id_project_key unique (id, project_id)
);

create unique index phenos_project_plant_id_key on public.phenos (project_id, lower(plant_id));
create index phenos_user_idx on public.phenos (user_id);
create index phenos_project_selected_idx on public.phenos (project_id) where selected_for_final;

create trigger phenos_set_updated_at
  before update on public.phenos
  for each row execute function public.set_updated_at();

alter table public.phenos enable row level security;

-- Exactly these privileges, also on projects whose default privileges still grant everything.
revoke all on table public.phenos from anon, authenticated;
grant select, delete on public.phenos to authenticated;
grant insert (
  id, project_id, user_id, plant_id, phenotype_id, generation, status, notes, images, growth_stage,
  growth_rate, structure, aroma_intensity, frost_production, yield_estimate, potency_estimate,
  bud_density, height, internodal, flowering_time, branching_density, leaf_size, leaf_width,
  selected_for_final, selection_notes, aroma_profile
) on public.phenos to authenticated;
-- A plant stays in its project (its selections point at the pair).
grant update (
  plant_id, phenotype_id, generation, status, notes, images, growth_stage,
  growth_rate, structure, aroma_intensity, frost_production, yield_estimate, potency_estimate,
  bud_density, height, internodal, flowering_time, branching_density, leaf_size, leaf_width,
  selected_for_final, selection_notes, aroma_profile
) on public.phenos to authenticated;
grant select, insert, update, delete on public.phenos to service_role;

create policy "Advanced growers read their own plants"
  on public.phenos for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers add plants to their own projects"
  on public.phenos for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = phenos.project_id and bp.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers update their own plants"
  on public.phenos for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = phenos.project_id and bp.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers delete their own plants"
  on public.phenos for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- One sensory record per plant; plant_id is the plant's row id (phenos.id), as the spec's
-- "select by plant_id list" reads it. Embed it with phenos: select('*, sensory:phenos_sensory(*)').
create table public.phenos_sensory (
  id uuid primary key default gen_random_uuid(),
  plant_id uuid not null unique references public.phenos (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  aroma_intensity smallint check (aroma_intensity between 0 and 10),
  aroma_quality smallint check (aroma_quality between 0 and 10),
  aroma_profile text[] not null default '{}'
    check (public.animus_text_list_ok(aroma_profile, 20, 50, true, true)),
  flavor_intensity smallint check (flavor_intensity between 0 and 10),
  flavor_quality smallint check (flavor_quality between 0 and 10),
  flavor_profile text[] not null default '{}'
    check (public.animus_text_list_ok(flavor_profile, 20, 50, true, true)),
  -- Lower is smoother.
  smoke_harshness smallint check (smoke_harshness between 0 and 10),
  ash_color text check (ash_color in ('white', 'light-gray', 'medium-gray', 'dark-gray', 'black')),
  notes text not null default '' check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index phenos_sensory_user_idx on public.phenos_sensory (user_id);

create trigger phenos_sensory_set_updated_at
  before update on public.phenos_sensory
  for each row execute function public.set_updated_at();

alter table public.phenos_sensory enable row level security;

-- Exactly these privileges, also on projects whose default privileges still grant everything.
revoke all on table public.phenos_sensory from anon, authenticated;
grant select, delete on public.phenos_sensory to authenticated;
grant insert (
  id, plant_id, user_id, aroma_intensity, aroma_quality, aroma_profile, flavor_intensity, flavor_quality,
  flavor_profile, smoke_harshness, ash_color, notes
) on public.phenos_sensory to authenticated;
-- plant_id is updatable so that upsert(..., { onConflict: 'plant_id' }) works; the policy re-checks it.
grant update (
  plant_id, aroma_intensity, aroma_quality, aroma_profile, flavor_intensity, flavor_quality, flavor_profile,
  smoke_harshness, ash_color, notes
) on public.phenos_sensory to authenticated;
grant select, insert, update, delete on public.phenos_sensory to service_role;

create policy "Advanced growers read their own sensory records"
  on public.phenos_sensory for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- The plant (and so its project) must be the caller's own.
create policy "Advanced growers add sensory records to their own plants"
  on public.phenos_sensory for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.phenos p
      join public.breeding_projects bp on bp.id = p.project_id
      where p.id = phenos_sensory.plant_id and bp.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers update their own sensory records"
  on public.phenos_sensory for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.phenos p
      join public.breeding_projects bp on bp.id = p.project_id
      where p.id = phenos_sensory.plant_id and bp.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers delete their own sensory records"
  on public.phenos_sensory for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));
