-- Animus: breeding projects (a pedigree cross with target traits) and notes per project. Owner-only,
-- and Animus needs the Advanced tier (spec-1 §6): every policy also asks has_tier('Advanced'), so a
-- lower tier reads and writes nothing here through REST, even rows it once created. Admins get no
-- special access: breeding data is the grower's own and nothing in the product moderates it.

create table public.breeding_projects (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120 and name = btrim(name)),
  description text not null default '' check (char_length(description) <= 2000),
  mother_strain text not null default '' check (char_length(mother_strain) <= 120),
  father_strain text not null default '' check (char_length(father_strain) <= 120),
  target_traits text[] not null default '{}'
    check (public.animus_text_list_ok(target_traits, 20, 100, true, true)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index breeding_projects_user_created_idx on public.breeding_projects (user_id, created_at desc);

create trigger breeding_projects_set_updated_at
  before update on public.breeding_projects
  for each row execute function public.set_updated_at();

alter table public.breeding_projects enable row level security;

-- Exactly these privileges, also on projects whose default privileges still grant everything.
revoke all on table public.breeding_projects from anon, authenticated;
grant select, delete on public.breeding_projects to authenticated;
grant insert (id, user_id, name, description, mother_strain, father_strain, target_traits)
  on public.breeding_projects to authenticated;
grant update (name, description, mother_strain, father_strain, target_traits)
  on public.breeding_projects to authenticated;
grant select, insert, update, delete on public.breeding_projects to service_role;

create policy "Advanced growers read their own breeding projects"
  on public.breeding_projects for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers create breeding projects as themselves"
  on public.breeding_projects for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers update their own breeding projects"
  on public.breeding_projects for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers delete their own breeding projects"
  on public.breeding_projects for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- Notes per project, shown on the project page. This table is what the spec's startup check looks for
-- (check_table_exists('project_notes')); it exists by migration, never created at run time.
create table public.project_notes (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.breeding_projects (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 5000 and body ~ '[^[:space:]]'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index project_notes_project_created_idx on public.project_notes (project_id, created_at desc);
create index project_notes_user_idx on public.project_notes (user_id);

create trigger project_notes_set_updated_at
  before update on public.project_notes
  for each row execute function public.set_updated_at();

alter table public.project_notes enable row level security;

-- Exactly these privileges, also on projects whose default privileges still grant everything.
revoke all on table public.project_notes from anon, authenticated;
grant select, delete on public.project_notes to authenticated;
grant insert (id, project_id, user_id, body) on public.project_notes to authenticated;
grant update (body) on public.project_notes to authenticated;
grant select, insert, update, delete on public.project_notes to service_role;

create policy "Advanced growers read their own project notes"
  on public.project_notes for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers add notes to their own projects"
  on public.project_notes for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = project_notes.project_id and bp.user_id = (select auth.uid())
    )
  );

create policy "Advanced growers update their own project notes"
  on public.project_notes for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers delete their own project notes"
  on public.project_notes for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));
