-- Animus: selections, the stored record exactly as spec-2 §3 (pheno_id, plant_id, generation,
-- selection_date, selection_rationale, selection_notes, selection_highlights, growth_metrics, tags,
-- project_id) plus what the spec only combines on the client and so loses on reload: sensory_data
-- (a snapshot of the SensoryData the form saved, null when none), badges (as computed by
-- src/modules/animus/badges.ts when saving) and images (paths in the selection-images bucket or URLs).
-- Every JSON column is checked by the animus_*_ok functions with the form's limits.
-- Owner-only and Advanced tier; the project must be the caller's own, and a linked plant must belong
-- to the same project.

create table public.selections (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.breeding_projects (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The plant this selection was made from, if any; deleting the plant keeps the selection.
  pheno_id uuid,
  plant_id text not null check (char_length(plant_id) between 1 and 64 and plant_id = btrim(plant_id)),
  generation text not null default 'F1'
    check (char_length(generation) between 1 and 16 and generation ~ '^[A-Za-z0-9#.-]+$'),
  selection_date date not null default current_date,
  selection_rationale text not null default '' check (char_length(selection_rationale) <= 2000),
  selection_notes text not null default '' check (char_length(selection_notes) <= 2000),
  selection_highlights text[] not null default '{}'
    check (public.animus_text_list_ok(selection_highlights, 20, 200, true, false)),
  growth_metrics jsonb not null
    default '{"structure": 5, "vigor": 5, "yield": 5, "frost": 5, "overall": 5}'::jsonb
    check (public.animus_growth_metrics_ok(growth_metrics)),
  tags jsonb not null default '[]'::jsonb check (public.animus_tags_ok(tags)),
  sensory_data jsonb check (sensory_data is null or public.animus_sensory_data_ok(sensory_data)),
  badges jsonb not null default '[]'::jsonb check (public.animus_badges_ok(badges)),
  images text[] not null default '{}' check (public.animus_text_list_ok(images, 20, 2048, false, false)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint selections_pheno_in_project_fkey foreign key (pheno_id, project_id)
    references public.phenos (id, project_id) on delete set null (pheno_id)
);

-- The list reads a project's selections newest first; also serves the project_id foreign key.
create index selections_project_date_idx on public.selections (project_id, selection_date desc, created_at desc);
create index selections_pheno_project_idx on public.selections (pheno_id, project_id);
create index selections_user_idx on public.selections (user_id);
-- Tag filters in the database (tags @> '[{"name":"citrus"}]') when the list is filtered server-side.
create index selections_tags_idx on public.selections using gin (tags jsonb_path_ops);

create trigger selections_set_updated_at
  before update on public.selections
  for each row execute function public.set_updated_at();

alter table public.selections enable row level security;

-- Exactly these privileges, also on projects whose default privileges still grant everything.
revoke all on table public.selections from anon, authenticated;
grant select, delete on public.selections to authenticated;
grant insert (
  id, project_id, user_id, pheno_id, plant_id, generation, selection_date, selection_rationale,
  selection_notes, selection_highlights, growth_metrics, tags, sensory_data, badges, images
) on public.selections to authenticated;
grant update (
  project_id, pheno_id, plant_id, generation, selection_date, selection_rationale, selection_notes,
  selection_highlights, growth_metrics, tags, sensory_data, badges, images
) on public.selections to authenticated;
grant select, insert, update, delete on public.selections to service_role;

create policy "Advanced growers read their own selections"
  on public.selections for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers create selections in their own projects"
  on public.selections for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = selections.project_id and bp.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers update their own selections"
  on public.selections for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = selections.project_id and bp.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers delete their own selections"
  on public.selections for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));
