-- Arca: named calculations a signed-in user saves from a calculator (inputs and results) and
-- reopens later. Private to their owner and gated by the tier of the tool they belong to, so a
-- free user cannot store (or read back) a Chemical Calculator recipe through REST either.

-- The tier each Arca tool needs. Mirrors the Arca tools of src/lib/modules.ts (a test compares the
-- two); null for anything that is not an Arca tool.
create function public.arca_tool_tier(tool_id text) returns text
language sql
immutable
set search_path = ''
as $$
  select case tool_id
    when 'arca-calculator' then 'free'
    when 'arca-converter' then 'free'
    when 'arca-chemical' then 'Basic'
    when 'arca-photothermal' then 'Basic'
    when 'arca-ipm' then 'Basic'
    when 'arca-targets' then 'Basic'
    when 'arca-tanks' then 'Basic'
    when 'arca-fertility' then 'Basic'
    when 'arca-diary' then 'Basic'
    when 'arca-runoff' then 'Basic'
    when 'arca-application-log' then 'Basic'
    when 'arca-fertilizers' then 'Basic'
    when 'arca-fertility-application-log' then 'Basic'
    when 'arca-yields' then 'Basic'
    when 'arca-quality' then 'Basic'
    when 'arca-irrigation-forecaster' then 'Basic'
    when 'arca-ppms' then 'Basic'
    when 'arca-filters' then 'Basic'
    when 'arca-irrigation' then 'Advanced'
    when 'arca-agrochemlog' then 'Advanced'
    when 'arca-irrigation-skeleton' then 'Professional'
  end
$$;
grant execute on function public.arca_tool_tier(text) to anon, authenticated, service_role;

create table public.saved_calculations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  tool_id text not null check (public.arca_tool_tier(tool_id) is not null),
  name text not null check (char_length(trim(name)) between 1 and 100 and char_length(name) <= 100),
  -- Form values and the figures shown; a recipe of 30 products is a few kB, 32 kB is ample.
  inputs jsonb not null check (jsonb_typeof(inputs) = 'object' and pg_column_size(inputs) <= 32768),
  results jsonb not null default '{}'::jsonb
    check (jsonb_typeof(results) = 'object' and pg_column_size(results) <= 32768),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The saved list of one tool, newest first; also covers the user_id foreign key.
create index saved_calculations_user_tool_idx
  on public.saved_calculations (user_id, tool_id, updated_at desc);

create trigger saved_calculations_set_updated_at
  before update on public.saved_calculations
  for each row execute function public.set_updated_at();

alter table public.saved_calculations enable row level security;

grant select, delete on public.saved_calculations to authenticated;
grant insert (user_id, tool_id, name, inputs, results) on public.saved_calculations to authenticated;
grant update (name, inputs, results) on public.saved_calculations to authenticated;
grant select, insert, update, delete on public.saved_calculations to service_role;

create policy "Owners read their saved calculations for tools their tier includes"
  on public.saved_calculations for select to authenticated
  using (user_id = (select auth.uid()) and public.has_tier(public.arca_tool_tier(tool_id)));

create policy "Owners save calculations for tools their tier includes"
  on public.saved_calculations for insert to authenticated
  with check (user_id = (select auth.uid()) and public.has_tier(public.arca_tool_tier(tool_id)));

create policy "Owners update their saved calculations for tools their tier includes"
  on public.saved_calculations for update to authenticated
  using (user_id = (select auth.uid()) and public.has_tier(public.arca_tool_tier(tool_id)))
  with check (user_id = (select auth.uid()) and public.has_tier(public.arca_tool_tier(tool_id)));

-- Every operation checks the tier (a DELETE's WHERE reads the row under the select policy anyway):
-- after a downgrade the rows stay, out of reach, and come back with the upgrade.
create policy "Owners delete their saved calculations for tools their tier includes"
  on public.saved_calculations for delete to authenticated
  using (user_id = (select auth.uid()) and public.has_tier(public.arca_tool_tier(tool_id)));
