-- Animus traits, as Crop Ontology defines a variable: a trait (what is observed) measured by a
-- method on a scale, where the scale is numeric (unit, range, step), ordinal (labelled levels),
-- nominal (named classes), date, text, photo or counter. Method and scale live in versions: a
-- change (a 1–5 scale becoming 1–9) adds a version, and every observation keeps the version it was
-- recorded against, so old data is never silently rescaled. Versions are append-only.
--
-- The default set (user_id null, system_key set) is reference data every Advanced grower reads and
-- nobody edits through the API; it includes the Selections screen's growth and sensory ratings,
-- which a trigger mirrors into observations whenever a selection is saved, so the Selections
-- screen keeps its own columns and the traits screens see the same ratings. Each project picks
-- the traits it records (animus_project_traits); observations belong to a plant or a selection of
-- the caller's project. An observation's client_id makes offline capture idempotent: replaying a
-- queued write updates the same row.

create table public.animus_traits (
  id uuid primary key default gen_random_uuid(),
  -- Null for the default set (written by migrations, where auth.uid() is null).
  user_id uuid default auth.uid() references public.profiles (id) on delete cascade,
  system_key text unique check (system_key ~ '^[a-z][a-z_]{1,39}$'),
  name text not null check (char_length(name) between 1 and 80 and name = btrim(name)),
  description text not null default '' check (char_length(description) <= 1000),
  category text not null default 'other'
    check (category in ('growth', 'sensory', 'chemistry', 'morphology', 'phenology', 'health', 'other')),
  -- Hidden from pickers; kept because observations use it.
  archived boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint animus_traits_default_set_check check ((user_id is null) = (system_key is not null))
);

create unique index animus_traits_owner_name_key
  on public.animus_traits (coalesce(user_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name));
create index animus_traits_user_idx on public.animus_traits (user_id);

create trigger animus_traits_set_updated_at
  before update on public.animus_traits
  for each row execute function public.set_updated_at();

alter table public.animus_traits enable row level security;

revoke all on table public.animus_traits from anon, authenticated;
grant select, delete on public.animus_traits to authenticated;
grant insert (id, user_id, name, description, category, archived) on public.animus_traits to authenticated;
grant update (name, description, category, archived) on public.animus_traits to authenticated;
grant select, insert, update, delete on public.animus_traits to service_role;

create policy "Advanced growers read the default traits and their own"
  on public.animus_traits for select to authenticated
  using ((select public.has_tier('Advanced')) and (user_id is null or user_id = (select auth.uid())));

create policy "Advanced growers define traits as themselves"
  on public.animus_traits for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers update their own traits"
  on public.animus_traits for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers delete their own traits"
  on public.animus_traits for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- ---------------------------------------------------------------------------------------------
-- A scale is well formed: numeric has min < max when both are given and a positive step; counter
-- counts from 0; ordinal has 2–20 levels {value: integer, label} with rising values and distinct
-- labels; nominal has 2–40 distinct class names; date, text and photo take no parameters.
create function public.animus_trait_scale_ok(
  scale_type text, min_value numeric, max_value numeric, step numeric, categories jsonb
) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
  prev numeric;
  labels text[] := '{}';
begin
  if categories is null or jsonb_typeof(categories) <> 'array' then
    return false;
  end if;
  if step is not null and step <= 0 then
    return false;
  end if;
  if min_value is not null and max_value is not null and min_value >= max_value then
    return false;
  end if;
  case scale_type
    when 'numeric' then
      return jsonb_array_length(categories) = 0;
    when 'counter' then
      return jsonb_array_length(categories) = 0 and coalesce(min_value, 0) >= 0
        and (step is null or step = 1);
    when 'ordinal' then
      if min_value is not null or max_value is not null or step is not null
         or jsonb_array_length(categories) not between 2 and 20 then
        return false;
      end if;
      for item in select e from jsonb_array_elements(categories) e loop
        if jsonb_typeof(item) <> 'object' or (select count(*) from jsonb_object_keys(item)) <> 2
           or jsonb_typeof(item -> 'value') <> 'number' or jsonb_typeof(item -> 'label') <> 'string'
           or (item ->> 'value')::numeric <> trunc((item ->> 'value')::numeric)
           or char_length(item ->> 'label') not between 1 and 40
           or (item ->> 'label') <> btrim(item ->> 'label')
           or (prev is not null and (item ->> 'value')::numeric <= prev)
           or lower(item ->> 'label') = any (labels) then
          return false;
        end if;
        prev := (item ->> 'value')::numeric;
        labels := labels || lower(item ->> 'label');
      end loop;
      return true;
    when 'nominal' then
      if min_value is not null or max_value is not null or step is not null
         or jsonb_array_length(categories) not between 2 and 40 then
        return false;
      end if;
      return coalesce(public.animus_text_list_ok(public.animus_jsonb_text_array(categories), 40, 40, true, true), false);
    when 'date', 'text', 'photo' then
      return min_value is null and max_value is null and step is null and jsonb_array_length(categories) = 0;
    else
      return false;
  end case;
end
$$;
revoke execute on function public.animus_trait_scale_ok(text, numeric, numeric, numeric, jsonb) from public, anon;
grant execute on function public.animus_trait_scale_ok(text, numeric, numeric, numeric, jsonb)
  to authenticated, service_role;

create table public.animus_trait_versions (
  id uuid primary key default gen_random_uuid(),
  trait_id uuid not null references public.animus_traits (id) on delete cascade,
  -- 1, 2, 3 … per trait, numbered by the trigger below.
  version integer not null default 0,
  method text not null default '' check (char_length(method) <= 1000),
  scale_type text not null check (scale_type in ('numeric', 'ordinal', 'nominal', 'date', 'text', 'photo', 'counter')),
  unit text not null default '' check (char_length(unit) <= 20 and unit = btrim(unit)),
  min_value numeric,
  max_value numeric,
  step numeric,
  categories jsonb not null default '[]'::jsonb,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint animus_trait_versions_trait_version_key unique (trait_id, version),
  constraint animus_trait_versions_scale_check
    check (public.animus_trait_scale_ok(scale_type, min_value, max_value, step, categories))
);

create index animus_trait_versions_created_by_idx on public.animus_trait_versions (created_by);

-- The next number for the trait, whatever the caller sent; the unique key settles a race.
create function public.animus_trait_versions_number() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select coalesce(max(v.version), 0) + 1 into new.version
  from public.animus_trait_versions v where v.trait_id = new.trait_id;
  return new;
end
$$;
revoke execute on function public.animus_trait_versions_number() from public, anon, authenticated;

create trigger animus_trait_versions_number
  before insert on public.animus_trait_versions
  for each row execute function public.animus_trait_versions_number();

alter table public.animus_trait_versions enable row level security;

-- Append-only: no update, and no delete through the API (a trait's versions go with the trait,
-- which observations hold on to).
revoke all on table public.animus_trait_versions from anon, authenticated;
grant select on public.animus_trait_versions to authenticated;
grant insert (id, trait_id, method, scale_type, unit, min_value, max_value, step, categories, created_by)
  on public.animus_trait_versions to authenticated;
grant select, insert, update, delete on public.animus_trait_versions to service_role;

create policy "Readers of a trait read its versions"
  on public.animus_trait_versions for select to authenticated
  using (exists (select 1 from public.animus_traits t where t.id = animus_trait_versions.trait_id));

create policy "Advanced growers version their own traits"
  on public.animus_trait_versions for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.animus_traits t
      where t.id = animus_trait_versions.trait_id and t.user_id = (select auth.uid())
    )
  );

-- ---------------------------------------------------------------------------------------------
create table public.animus_project_traits (
  project_id uuid not null references public.breeding_projects (id) on delete cascade,
  trait_id uuid not null references public.animus_traits (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  position smallint not null default 0 check (position between 0 and 999),
  created_at timestamptz not null default now(),
  primary key (project_id, trait_id)
);

create index animus_project_traits_trait_idx on public.animus_project_traits (trait_id);
create index animus_project_traits_user_idx on public.animus_project_traits (user_id);

alter table public.animus_project_traits enable row level security;

revoke all on table public.animus_project_traits from anon, authenticated;
grant select, delete on public.animus_project_traits to authenticated;
grant insert (project_id, trait_id, user_id, position) on public.animus_project_traits to authenticated;
-- project_id and trait_id are updatable so that upsert(…, { onConflict: 'project_id,trait_id' })
-- works (it sets every column it sends); the policy re-checks both.
grant update (project_id, trait_id, position) on public.animus_project_traits to authenticated;
grant select, insert, update, delete on public.animus_project_traits to service_role;

create policy "Advanced growers read their projects' traits"
  on public.animus_project_traits for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

create policy "Advanced growers pick traits for their own projects"
  on public.animus_project_traits for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = animus_project_traits.project_id and bp.user_id = (select auth.uid())
    )
    and exists (select 1 from public.animus_traits t where t.id = animus_project_traits.trait_id)
  );

create policy "Advanced growers reorder their projects' traits"
  on public.animus_project_traits for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')))
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = animus_project_traits.project_id and bp.user_id = (select auth.uid())
    )
    and exists (select 1 from public.animus_traits t where t.id = animus_project_traits.trait_id)
  );

create policy "Advanced growers drop traits from their own projects"
  on public.animus_project_traits for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- ---------------------------------------------------------------------------------------------
-- Selections get the (id, project_id) key their observations point at.
alter table public.selections add constraint selections_id_project_key unique (id, project_id);

create table public.animus_observations (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.breeding_projects (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- Exactly one subject: a plant or a selection of the project.
  pheno_id uuid,
  selection_id uuid,
  trait_version_id uuid not null references public.animus_trait_versions (id) on delete restrict,
  value_number numeric,
  value_text text check (char_length(value_text) between 1 and 2000),
  value_date date check (value_date >= date '1900-01-01'),
  -- A photo in the selection-images bucket, under {user_id}/{project_id}/.
  photo_path text check (
    char_length(photo_path) <= 512 and starts_with(photo_path, user_id::text || '/' || project_id::text || '/')
  ),
  observed_at timestamptz not null default now(),
  client_id uuid,
  source text not null default 'capture' check (source in ('capture', 'selection', 'import')),
  notes text not null default '' check (char_length(notes) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint animus_observations_subject_check check (num_nonnulls(pheno_id, selection_id) = 1),
  constraint animus_observations_pheno_fkey foreign key (pheno_id, project_id)
    references public.phenos (id, project_id) on delete cascade,
  constraint animus_observations_selection_fkey foreign key (selection_id, project_id)
    references public.selections (id, project_id) on delete cascade on update cascade,
  constraint animus_observations_client_key unique (user_id, client_id)
);

create index animus_observations_project_trait_idx
  on public.animus_observations (project_id, trait_version_id, observed_at desc);
create index animus_observations_pheno_idx on public.animus_observations (pheno_id, project_id);
create index animus_observations_selection_idx on public.animus_observations (selection_id, project_id);
create index animus_observations_version_idx on public.animus_observations (trait_version_id);
-- One mirrored rating per selection and trait version.
create unique index animus_observations_selection_mirror_key
  on public.animus_observations (selection_id, trait_version_id) where source = 'selection';

create trigger animus_observations_set_updated_at
  before update on public.animus_observations
  for each row execute function public.set_updated_at();

-- The value must fit its version's scale; the message names the rule it breaks.
create function public.animus_observations_check_value() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.animus_trait_versions;
  v_name text;
  v_values numeric[];
  v_classes text[];
begin
  select * into v from public.animus_trait_versions where id = new.trait_version_id;
  select name into v_name from public.animus_traits where id = v.trait_id;
  v_name := format('%s (version %s)', v_name, v.version);

  if v.scale_type in ('numeric', 'counter', 'ordinal') then
    if new.value_number is null or new.value_text is not null or new.value_date is not null
       or new.photo_path is not null then
      raise exception '% needs a number', v_name using errcode = '23514';
    end if;
  elsif v.scale_type in ('nominal', 'text') then
    if new.value_text is null or new.value_number is not null or new.value_date is not null
       or new.photo_path is not null then
      raise exception '% needs a text value', v_name using errcode = '23514';
    end if;
  elsif v.scale_type = 'date' then
    if new.value_date is null or new.value_number is not null or new.value_text is not null
       or new.photo_path is not null then
      raise exception '% needs a date', v_name using errcode = '23514';
    end if;
  elsif v.scale_type = 'photo' then
    if new.photo_path is null or new.value_number is not null or new.value_date is not null then
      raise exception '% needs a photo', v_name using errcode = '23514';
    end if;
  end if;

  case v.scale_type
    when 'numeric' then
      if (v.min_value is not null and new.value_number < v.min_value)
         or (v.max_value is not null and new.value_number > v.max_value) then
        raise exception '% takes values from % to %, not %', v_name,
          coalesce(v.min_value::text, '-∞'), coalesce(v.max_value::text, '∞'), new.value_number
          using errcode = '23514';
      end if;
      if v.step is not null and mod(new.value_number - coalesce(v.min_value, 0), v.step) <> 0 then
        raise exception '% takes steps of %, not %', v_name, v.step, new.value_number using errcode = '23514';
      end if;
    when 'counter' then
      if new.value_number < 0 or new.value_number <> trunc(new.value_number)
         or (v.max_value is not null and new.value_number > v.max_value) then
        raise exception '% counts whole numbers from 0%, not %', v_name,
          coalesce(' to ' || v.max_value::text, ''), new.value_number using errcode = '23514';
      end if;
    when 'ordinal' then
      v_values := array(select (e ->> 'value')::numeric from jsonb_array_elements(v.categories) e);
      if not new.value_number = any (v_values) then
        raise exception '% has the levels %, not %', v_name, array_to_string(v_values, ', '), new.value_number
          using errcode = '23514';
      end if;
    when 'nominal' then
      v_classes := array(select jsonb_array_elements_text(v.categories));
      if not new.value_text = any (v_classes) then
        raise exception '% has the classes %, not %', v_name, array_to_string(v_classes, ', '), new.value_text
          using errcode = '23514';
      end if;
    else
      null;
  end case;
  return new;
end
$$;
revoke execute on function public.animus_observations_check_value() from public, anon, authenticated;

create trigger animus_observations_check_value
  before insert or update on public.animus_observations
  for each row execute function public.animus_observations_check_value();

alter table public.animus_observations enable row level security;

revoke all on table public.animus_observations from anon, authenticated;
grant select, delete on public.animus_observations to authenticated;
grant insert (
  id, project_id, user_id, pheno_id, selection_id, trait_version_id, value_number, value_text, value_date,
  photo_path, observed_at, client_id, source, notes
) on public.animus_observations to authenticated;
-- What an upsert on (user_id, client_id) sets again; the policy re-checks the project and subject.
grant update (
  project_id, pheno_id, selection_id, trait_version_id, value_number, value_text, value_date, photo_path,
  observed_at, client_id, notes
) on public.animus_observations to authenticated;
grant select, insert, update, delete on public.animus_observations to service_role;

create policy "Advanced growers read their own observations"
  on public.animus_observations for select to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')));

-- Ratings mirrored from selections (source 'selection') are written by the selections' trigger
-- only; the trait version must be readable (the default set or the caller's own trait).
create policy "Advanced growers record observations in their own projects"
  on public.animus_observations for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and source <> 'selection'
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = animus_observations.project_id and bp.user_id = (select auth.uid())
    )
    and exists (select 1 from public.animus_trait_versions v where v.id = animus_observations.trait_version_id)
  );

create policy "Advanced growers correct their own observations"
  on public.animus_observations for update to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')) and source <> 'selection')
  with check (
    user_id = (select auth.uid())
    and (select public.has_tier('Advanced'))
    and source <> 'selection'
    and exists (
      select 1 from public.breeding_projects bp
      where bp.id = animus_observations.project_id and bp.user_id = (select auth.uid())
    )
    and exists (select 1 from public.animus_trait_versions v where v.id = animus_observations.trait_version_id)
  );

create policy "Advanced growers delete their own observations"
  on public.animus_observations for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.has_tier('Advanced')) and source <> 'selection');

-- ---------------------------------------------------------------------------------------------
-- The default set. Ratings 1–10 keep the Selections screen's scale (overall in halves); labels
-- give each level words for the capture screen.
create temporary table animus_default_traits (
  system_key text, name text, category text, description text, method text, scale_type text, unit text,
  min_value numeric, max_value numeric, step numeric, categories jsonb
);

insert into animus_default_traits
with rating(labels) as (
  select '[{"value":1,"label":"Very poor"},{"value":2,"label":"Poor"},{"value":3,"label":"Weak"},
           {"value":4,"label":"Below average"},{"value":5,"label":"Average"},{"value":6,"label":"Above average"},
           {"value":7,"label":"Good"},{"value":8,"label":"Very good"},{"value":9,"label":"Excellent"},
           {"value":10,"label":"Exceptional"}]'::jsonb
), intensity(labels) as (
  select '[{"value":1,"label":"Barely there"},{"value":2,"label":"Very faint"},{"value":3,"label":"Faint"},
           {"value":4,"label":"Light"},{"value":5,"label":"Moderate"},{"value":6,"label":"Noticeable"},
           {"value":7,"label":"Strong"},{"value":8,"label":"Very strong"},{"value":9,"label":"Intense"},
           {"value":10,"label":"Overpowering"}]'::jsonb
), harshness(labels) as (
  select '[{"value":1,"label":"Very smooth"},{"value":2,"label":"Smooth"},{"value":3,"label":"Quite smooth"},
           {"value":4,"label":"Mostly smooth"},{"value":5,"label":"Neutral"},{"value":6,"label":"Slightly harsh"},
           {"value":7,"label":"Harsh"},{"value":8,"label":"Quite harsh"},{"value":9,"label":"Very harsh"},
           {"value":10,"label":"Extremely harsh"}]'::jsonb
)
select * from (values
  ('structure', 'Structure', 'growth', 'Branching, node stacking and how well the plant holds its flowers.',
   'Score the whole plant in late flower against the project''s reference plant.', 'ordinal', '', null::numeric, null::numeric, null::numeric, (select labels from rating)),
  ('vigor', 'Vigor', 'growth', 'Growth rate and overall health.',
   'Score in week 3 of flower against the project''s reference plant.', 'ordinal', '', null, null, null, (select labels from rating)),
  ('yield', 'Yield', 'growth', 'Expected or weighed flower yield relative to the run.',
   'Score at harvest; weigh dry flower where you can.', 'ordinal', '', null, null, null, (select labels from rating)),
  ('frost', 'Frost', 'growth', 'Trichome coverage on flowers and sugar leaves.',
   'Score in the last week of flower under a loupe.', 'ordinal', '', null, null, null, (select labels from rating)),
  ('overall', 'Overall', 'growth', 'The breeder''s overall rating of the plant.',
   'Overall impression at selection, in half points.', 'numeric', 'score', 1, 10, 0.5, '[]'::jsonb),
  ('aroma_intensity', 'Aroma intensity', 'sensory', 'How strong the aroma is.',
   'Stem rub in late flower, then the cured flower.', 'ordinal', '', null, null, null, (select labels from intensity)),
  ('aroma_quality', 'Aroma quality', 'sensory', 'How appealing and distinctive the aroma is.',
   'Cured flower, after two weeks of cure.', 'ordinal', '', null, null, null, (select labels from rating)),
  ('flavor_intensity', 'Flavor intensity', 'sensory', 'How strong the flavour is.',
   'Clean glass or a vaporiser at 190 °C.', 'ordinal', '', null, null, null, (select labels from intensity)),
  ('flavor_quality', 'Flavor quality', 'sensory', 'How appealing the flavour is.',
   'Clean glass or a vaporiser at 190 °C.', 'ordinal', '', null, null, null, (select labels from rating)),
  ('smoke_harshness', 'Smoke harshness', 'sensory', 'Lower is smoother.',
   'Joint of cured flower; score the throat hit.', 'ordinal', '', null, null, null, (select labels from harshness)),
  ('ash_color', 'Ash color', 'sensory', 'Colour of the ash of a cured joint.',
   'Look at the ash after the first third of a joint.', 'nominal', '', null, null, null,
   '["white","light-gray","medium-gray","dark-gray","black"]'::jsonb),
  ('height', 'Height', 'morphology', 'Plant height from the substrate to the top cola.',
   'Tape measure at harvest.', 'numeric', 'cm', 0, 500, null, '[]'::jsonb),
  ('flowering_time', 'Flowering time', 'phenology', 'Days from the flip to 12/12 until harvest.',
   'Count days from the flip to the chop.', 'numeric', 'days', 30, 150, 1, '[]'::jsonb),
  ('node_count', 'Node count', 'morphology', 'Nodes on the main stem.',
   'Count nodes on the main stem at the flip.', 'counter', 'nodes', 0, 200, null, '[]'::jsonb),
  ('powdery_mildew', 'Powdery mildew', 'health', 'Powdery mildew pressure on the plant.',
   'Score the worst leaf tier, weekly from week 3 of flower.', 'ordinal', '', null, null, null,
   '[{"value":1,"label":"None"},{"value":2,"label":"Trace"},{"value":3,"label":"Light"},{"value":4,"label":"Moderate"},{"value":5,"label":"Severe"}]'::jsonb),
  ('first_pistils', 'First pistils', 'phenology', 'Date the first pistils showed after the flip.',
   'Check daily from day 7 after the flip.', 'date', '', null, null, null, '[]'::jsonb),
  ('plant_photo', 'Plant photo', 'other', 'A photo of the whole plant.',
   'Side view against the grey board, lights on.', 'photo', '', null, null, null, '[]'::jsonb),
  ('observation_note', 'Observation note', 'other', 'Anything worth remembering about the plant.',
   'Free text.', 'text', '', null, null, null, '[]'::jsonb)
) as t;

insert into public.animus_traits (system_key, name, category, description)
select system_key, name, category, description from animus_default_traits;

insert into public.animus_trait_versions (trait_id, method, scale_type, unit, min_value, max_value, step, categories, created_by)
select t.id, d.method, d.scale_type, d.unit, d.min_value, d.max_value, d.step, d.categories, null
from animus_default_traits d join public.animus_traits t on t.system_key = d.system_key;

drop table animus_default_traits;

-- ---------------------------------------------------------------------------------------------
-- Mirrors one selection's growth metrics and sensory ratings into observations against version 1
-- of the default traits (the Selections screen's scale). Unrated sensory values (0 or none) remove
-- the mirrored observation. Callable by nobody through the API.
create function public.animus_mirror_selection(p_selection_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.selections;
  v_key text;
  v_number numeric;
  v_text text;
  v_version uuid;
begin
  select * into s from public.selections where id = p_selection_id;
  if not found then
    return;
  end if;
  for v_key in select unnest(array['structure', 'vigor', 'yield', 'frost', 'overall', 'aroma_intensity',
                                   'aroma_quality', 'flavor_intensity', 'flavor_quality', 'smoke_harshness',
                                   'ash_color']) loop
    v_number := null;
    v_text := null;
    if v_key in ('structure', 'vigor', 'yield', 'frost', 'overall') then
      v_number := (s.growth_metrics ->> v_key)::numeric;
    elsif v_key = 'ash_color' then
      v_text := s.sensory_data ->> 'ash_color';
    elsif jsonb_typeof(s.sensory_data -> v_key) = 'number' and (s.sensory_data ->> v_key)::numeric > 0 then
      v_number := (s.sensory_data ->> v_key)::numeric;
    end if;

    select v.id into v_version
    from public.animus_trait_versions v join public.animus_traits t on t.id = v.trait_id
    where t.system_key = v_key and v.version = 1;

    if v_number is null and v_text is null then
      delete from public.animus_observations o
      where o.selection_id = s.id and o.trait_version_id = v_version and o.source = 'selection';
    else
      insert into public.animus_observations (
        project_id, user_id, selection_id, trait_version_id, value_number, value_text, observed_at, source
      ) values (
        s.project_id, s.user_id, s.id, v_version, v_number, v_text,
        s.selection_date::timestamp + interval '12 hours', 'selection'
      )
      on conflict (selection_id, trait_version_id) where source = 'selection'
      do update set value_number = excluded.value_number, value_text = excluded.value_text,
                    observed_at = excluded.observed_at, project_id = excluded.project_id;
    end if;
  end loop;
end
$$;
revoke execute on function public.animus_mirror_selection(uuid) from public, anon, authenticated;

create function public.animus_selections_mirror() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.animus_mirror_selection(new.id);
  return null;
end
$$;
revoke execute on function public.animus_selections_mirror() from public, anon, authenticated;

create trigger animus_selections_mirror
  after insert or update of growth_metrics, sensory_data, selection_date, project_id on public.selections
  for each row execute function public.animus_selections_mirror();

-- Selections saved before this migration.
do $$
begin
  perform public.animus_mirror_selection(s.id) from public.selections s;
end
$$;
