-- Arca irrigation plans (issue 16): crop-steering guides (Advanced), reusable skeletons
-- (Professional) and the dated plans that applying a skeleton to a room produces.
--
--   steering (jsonb)           one shape, checked by arca_steering_ok() and by the app's zod schema
--                              (src/modules/arca/irrigation/steering.ts): P0 minutes from lights-on
--                              to the first shot; P1 ramp shots, size (% of substrate volume) and
--                              interval; P2 maintenance shots, size and interval; P3 minutes from the
--                              last shot to lights-off; dryback band WITH its basis ('points' of VWC or
--                              'relative' to the peak); runoff band (% of applied).
--   arca_irrigation_guides     a plan for one stage and intent (vegetative or generative), with the
--                              substrate and container the shot sizes refer to.
--   arca_irrigation_skeletons  a template: phases in order, each lasting some days.
--   arca_room_plans            a skeleton applied to a room from a start date (arca_apply_skeleton):
--   arca_room_plan_phases      its dated phases, copied, so adjusting the room's plan never changes
--                              the template. One plan per room at a time (no overlapping dates).

create function public.arca_steering_ok(p jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p) = 'object'
    and not exists (
      select 1 from jsonb_object_keys(p) k
      where k not in ('p0_minutes', 'p1_shots', 'p1_shot_pct', 'p1_interval_min', 'p2_shots', 'p2_shot_pct',
        'p2_interval_min', 'p3_minutes', 'dryback_min', 'dryback_max', 'dryback_basis', 'runoff_min', 'runoff_max'))
    and (select bool_and(jsonb_typeof(p -> k) = 'number')
         from unnest(array['p0_minutes', 'p1_shots', 'p1_shot_pct', 'p1_interval_min', 'p2_shots', 'p2_shot_pct',
           'p2_interval_min', 'p3_minutes', 'dryback_min', 'dryback_max', 'runoff_min', 'runoff_max']) k)
    and coalesce((p ->> 'p0_minutes')::numeric between 0 and 720, false)
    and coalesce((p ->> 'p1_shots')::numeric between 0 and 50 and (p ->> 'p1_shots')::numeric % 1 = 0, false)
    and coalesce((p ->> 'p1_shot_pct')::numeric > 0 and (p ->> 'p1_shot_pct')::numeric <= 20, false)
    and coalesce((p ->> 'p1_interval_min')::numeric between 1 and 240, false)
    and coalesce((p ->> 'p2_shots')::numeric between 0 and 100 and (p ->> 'p2_shots')::numeric % 1 = 0, false)
    and coalesce((p ->> 'p2_shot_pct')::numeric > 0 and (p ->> 'p2_shot_pct')::numeric <= 20, false)
    and coalesce((p ->> 'p2_interval_min')::numeric between 1 and 720, false)
    and coalesce((p ->> 'p3_minutes')::numeric between 0 and 720, false)
    and coalesce((p ->> 'dryback_min')::numeric between 0 and 100, false)
    and coalesce((p ->> 'dryback_max')::numeric between (p ->> 'dryback_min')::numeric and 100, false)
    and coalesce(p ->> 'dryback_basis' in ('points', 'relative'), false)
    and coalesce((p ->> 'runoff_min')::numeric between 0 and 90, false)
    and coalesce((p ->> 'runoff_max')::numeric between (p ->> 'runoff_min')::numeric and 90, false)
$$;
revoke execute on function public.arca_steering_ok(jsonb) from public, anon, authenticated;
grant execute on function public.arca_steering_ok(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.arca_irrigation_guides (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  stage text not null check (stage in ('propagation', 'veg', 'flower')),
  intent text not null check (intent in ('vegetative', 'generative')),
  -- The substrates of the Shot Size Calculator (src/modules/arca/substrates.ts).
  substrate text not null check (substrate in ('rockwool-slab', 'rockwool-block', 'coco', 'peat', 'custom')),
  container_volume_l numeric not null check (container_volume_l > 0 and container_volume_l <= 1000),
  field_capacity_pct numeric check (field_capacity_pct > 0 and field_capacity_pct <= 100),
  photoperiod_h numeric not null check (photoperiod_h between 1 and 24),
  steering jsonb not null check (public.arca_steering_ok(steering)),
  notes text check (char_length(notes) <= 2000),
  source text check (char_length(source) <= 300),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  constraint arca_irrigation_guides_custom_fc check (substrate <> 'custom' or field_capacity_pct is not null)
);
create unique index arca_irrigation_guides_facility_name_key
  on public.arca_irrigation_guides (facility_id, lower(name));

create trigger arca_irrigation_guides_stamp
  before insert or update on public.arca_irrigation_guides
  for each row execute function public.arca_library_stamp();

alter table public.arca_irrigation_guides enable row level security;
revoke all on table public.arca_irrigation_guides from anon, authenticated;
grant select, delete on public.arca_irrigation_guides to authenticated;
grant insert (id, facility_id, name, stage, intent, substrate, container_volume_l, field_capacity_pct, photoperiod_h,
  steering, notes, source) on public.arca_irrigation_guides to authenticated;
grant update (name, stage, intent, substrate, container_volume_l, field_capacity_pct, photoperiod_h, steering, notes,
  source) on public.arca_irrigation_guides to authenticated;
grant select, insert, update, delete on public.arca_irrigation_guides to service_role;

create policy "Facility teams read their irrigation guides"
  on public.arca_irrigation_guides for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-irrigation')));
create policy "Facility teams write irrigation guides"
  on public.arca_irrigation_guides for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-irrigation')));
create policy "Facility teams edit their irrigation guides"
  on public.arca_irrigation_guides for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation')));
create policy "Facility teams delete their irrigation guides"
  on public.arca_irrigation_guides for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-irrigation')));

-- ---------------------------------------------------------------------------------------------
create table public.arca_irrigation_skeletons (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  description text check (char_length(description) <= 2000),
  substrate text not null check (substrate in ('rockwool-slab', 'rockwool-block', 'coco', 'peat', 'custom')),
  container_volume_l numeric not null check (container_volume_l > 0 and container_volume_l <= 1000),
  field_capacity_pct numeric check (field_capacity_pct > 0 and field_capacity_pct <= 100),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  constraint arca_irrigation_skeletons_custom_fc check (substrate <> 'custom' or field_capacity_pct is not null)
);
create unique index arca_irrigation_skeletons_facility_name_key
  on public.arca_irrigation_skeletons (facility_id, lower(name));

create table public.arca_skeleton_phases (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  skeleton_id uuid not null,
  position smallint not null check (position between 1 and 50),
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  stage text not null check (stage in ('propagation', 'veg', 'flower')),
  intent text not null check (intent in ('vegetative', 'generative')),
  duration_days integer not null check (duration_days between 1 and 120),
  photoperiod_h numeric not null check (photoperiod_h between 1 and 24),
  steering jsonb not null check (public.arca_steering_ok(steering)),
  -- The guide this phase was copied from, if any (the copy does not follow later edits).
  guide_id uuid,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (facility_id, skeleton_id) references public.arca_irrigation_skeletons (facility_id, id) on delete cascade,
  foreign key (facility_id, guide_id) references public.arca_irrigation_guides (facility_id, id)
    on delete set null (guide_id),
  unique (skeleton_id, position) deferrable initially deferred
);
create index arca_skeleton_phases_facility_skeleton_idx on public.arca_skeleton_phases (facility_id, skeleton_id);
create index arca_skeleton_phases_facility_guide_idx on public.arca_skeleton_phases (facility_id, guide_id);

create trigger arca_irrigation_skeletons_stamp
  before insert or update on public.arca_irrigation_skeletons
  for each row execute function public.arca_library_stamp();
create trigger arca_skeleton_phases_stamp
  before insert or update on public.arca_skeleton_phases
  for each row execute function public.arca_library_stamp();

alter table public.arca_irrigation_skeletons enable row level security;
alter table public.arca_skeleton_phases enable row level security;
revoke all on table public.arca_irrigation_skeletons, public.arca_skeleton_phases from anon, authenticated;
grant select, delete on public.arca_irrigation_skeletons, public.arca_skeleton_phases to authenticated;
grant insert (id, facility_id, name, description, substrate, container_volume_l, field_capacity_pct)
  on public.arca_irrigation_skeletons to authenticated;
grant update (name, description, substrate, container_volume_l, field_capacity_pct)
  on public.arca_irrigation_skeletons to authenticated;
grant insert (id, facility_id, skeleton_id, position, name, stage, intent, duration_days, photoperiod_h, steering,
  guide_id) on public.arca_skeleton_phases to authenticated;
grant update (position, name, stage, intent, duration_days, photoperiod_h, steering, guide_id)
  on public.arca_skeleton_phases to authenticated;
grant select, insert, update, delete on public.arca_irrigation_skeletons, public.arca_skeleton_phases to service_role;

create policy "Facility teams read their irrigation skeletons"
  on public.arca_irrigation_skeletons for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-irrigation-skeleton')));
create policy "Facility teams write irrigation skeletons"
  on public.arca_irrigation_skeletons for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-irrigation-skeleton')));
create policy "Facility teams edit their irrigation skeletons"
  on public.arca_irrigation_skeletons for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')));
create policy "Facility teams delete their irrigation skeletons"
  on public.arca_irrigation_skeletons for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-irrigation-skeleton')));

create policy "Facility teams read the phases of their skeletons"
  on public.arca_skeleton_phases for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-irrigation-skeleton')));
create policy "Facility teams add phases to their skeletons"
  on public.arca_skeleton_phases for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-irrigation-skeleton')));
create policy "Facility teams edit the phases of their skeletons"
  on public.arca_skeleton_phases for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')));
create policy "Facility teams remove phases from their skeletons"
  on public.arca_skeleton_phases for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-irrigation-skeleton')));

-- ---------------------------------------------------------------------------------------------
create table public.arca_room_plans (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  room_id uuid not null,
  -- The template it came from; the plan keeps its copy when the template changes or goes.
  skeleton_id uuid,
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  substrate text not null check (substrate in ('rockwool-slab', 'rockwool-block', 'coco', 'peat', 'custom')),
  container_volume_l numeric not null check (container_volume_l > 0 and container_volume_l <= 1000),
  field_capacity_pct numeric check (field_capacity_pct > 0 and field_capacity_pct <= 100),
  -- First day, and the day after the last (kept equal to the phases' span by a trigger).
  starts_on date not null check (starts_on >= '2000-01-01' and starts_on < '2100-01-01'),
  ends_on date not null,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete cascade,
  foreign key (facility_id, skeleton_id) references public.arca_irrigation_skeletons (facility_id, id)
    on delete set null (skeleton_id),
  constraint arca_room_plans_dates check (ends_on > starts_on),
  -- One plan per room at a time.
  constraint arca_room_plans_no_overlap exclude using gist (
    room_id with =, daterange(starts_on, ends_on, '[)') with &&) deferrable initially deferred
);
create index arca_room_plans_facility_room_idx on public.arca_room_plans (facility_id, room_id, starts_on);
create index arca_room_plans_facility_skeleton_idx on public.arca_room_plans (facility_id, skeleton_id);

create table public.arca_room_plan_phases (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  plan_id uuid not null,
  position smallint not null check (position between 1 and 50),
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  stage text not null check (stage in ('propagation', 'veg', 'flower')),
  intent text not null check (intent in ('vegetative', 'generative')),
  starts_on date not null,
  -- The day after the phase's last day.
  ends_on date not null,
  photoperiod_h numeric not null check (photoperiod_h between 1 and 24),
  steering jsonb not null check (public.arca_steering_ok(steering)),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (facility_id, plan_id) references public.arca_room_plans (facility_id, id) on delete cascade,
  unique (plan_id, position) deferrable initially deferred,
  constraint arca_room_plan_phases_dates check (ends_on > starts_on and ends_on <= starts_on + 366),
  constraint arca_room_plan_phases_no_overlap exclude using gist (
    plan_id with =, daterange(starts_on, ends_on, '[)') with &&) deferrable initially deferred
);
create index arca_room_plan_phases_facility_plan_idx on public.arca_room_plan_phases (facility_id, plan_id, starts_on);

create trigger arca_room_plans_stamp
  before insert or update on public.arca_room_plans
  for each row execute function public.arca_library_stamp();
create trigger arca_room_plan_phases_stamp
  before insert or update on public.arca_room_plan_phases
  for each row execute function public.arca_library_stamp();

-- A plan spans its phases: its dates follow them after every change (checked at commit, so a plan
-- and its phases can be written in any order in one transaction).
create function public.arca_room_plan_span() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_plan uuid := coalesce(new.plan_id, old.plan_id);
begin
  update public.arca_room_plans p
  set starts_on = s.first_day, ends_on = s.after_last
  from (select min(ph.starts_on) as first_day, max(ph.ends_on) as after_last
        from public.arca_room_plan_phases ph where ph.plan_id = v_plan) s
  where p.id = v_plan and s.first_day is not null
    and (p.starts_on, p.ends_on) is distinct from (s.first_day, s.after_last);
  return null;
end
$$;
revoke execute on function public.arca_room_plan_span() from public, anon, authenticated;
create constraint trigger arca_room_plan_phases_span
  after insert or update or delete on public.arca_room_plan_phases
  deferrable initially deferred
  for each row execute function public.arca_room_plan_span();

alter table public.arca_room_plans enable row level security;
alter table public.arca_room_plan_phases enable row level security;
revoke all on table public.arca_room_plans, public.arca_room_plan_phases from anon, authenticated;
grant select, delete on public.arca_room_plans, public.arca_room_plan_phases to authenticated;
-- Plans are made by arca_apply_skeleton (no insert); their name and phases are adjusted afterwards.
grant update (name, substrate, container_volume_l, field_capacity_pct) on public.arca_room_plans to authenticated;
grant insert (id, facility_id, plan_id, position, name, stage, intent, starts_on, ends_on, photoperiod_h, steering)
  on public.arca_room_plan_phases to authenticated;
grant update (position, name, stage, intent, starts_on, ends_on, photoperiod_h, steering)
  on public.arca_room_plan_phases to authenticated;
grant select, insert, update, delete on public.arca_room_plans, public.arca_room_plan_phases to service_role;

create policy "Facility teams read their rooms' irrigation plans"
  on public.arca_room_plans for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-irrigation-skeleton')));
create policy "Facility teams adjust their rooms' irrigation plans"
  on public.arca_room_plans for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')));
create policy "Facility teams delete their rooms' irrigation plans"
  on public.arca_room_plans for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-irrigation-skeleton')));

create policy "Facility teams read the phases of their rooms' plans"
  on public.arca_room_plan_phases for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-irrigation-skeleton')));
create policy "Facility teams add phases to their rooms' plans"
  on public.arca_room_plan_phases for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')));
create policy "Facility teams adjust the phases of their rooms' plans"
  on public.arca_room_plan_phases for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')));
create policy "Facility teams remove phases from their rooms' plans"
  on public.arca_room_plan_phases for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-irrigation-skeleton')));

-- Applying a skeleton to a room from a date: the plan and its phases, each phase starting the day
-- the previous one ends (src/modules/arca/irrigation/plan.ts generates the same for the preview).
-- SECURITY DEFINER because plans are made only here (no insert privilege on them through the API);
-- it checks that the caller may plan in the skeleton's facility first. A room already planned for
-- those dates is refused (23P01).
create function public.arca_apply_skeleton(p_skeleton_id uuid, p_room_id uuid, p_starts_on date, p_name text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_skeleton public.arca_irrigation_skeletons;
  v_room public.rooms;
  v_plan uuid := gen_random_uuid();
begin
  select * into v_skeleton from public.arca_irrigation_skeletons
  where id = p_skeleton_id
    and facility_id in (select public.arca_tool_facilities('read', 'arca-irrigation-skeleton'));
  if not found then
    raise exception 'The skeleton was not found.' using errcode = 'PT404';
  end if;
  if v_skeleton.facility_id not in (select public.arca_tool_facilities('log', 'arca-irrigation-skeleton')) then
    raise exception 'You cannot plan rooms in this facility.' using errcode = '42501';
  end if;
  select * into v_room from public.rooms where id = p_room_id and facility_id = v_skeleton.facility_id;
  if not found then
    raise exception 'Choose a room of the skeleton''s facility.' using errcode = '23503';
  end if;
  if p_starts_on is null then
    raise exception 'Choose the day the plan starts.' using errcode = '23502';
  end if;
  if not exists (select 1 from public.arca_skeleton_phases where skeleton_id = p_skeleton_id) then
    raise exception 'The skeleton has no phases yet.' using errcode = 'AR108';
  end if;

  insert into public.arca_room_plans (id, facility_id, room_id, skeleton_id, name, substrate, container_volume_l,
    field_capacity_pct, starts_on, ends_on, created_by)
  select v_plan, v_skeleton.facility_id, p_room_id, p_skeleton_id,
    coalesce(nullif(btrim(p_name), ''), v_skeleton.name || ' – ' || v_room.room_name),
    v_skeleton.substrate, v_skeleton.container_volume_l, v_skeleton.field_capacity_pct,
    p_starts_on, p_starts_on + (select sum(duration_days)::integer from public.arca_skeleton_phases where skeleton_id = p_skeleton_id),
    (select auth.uid());

  insert into public.arca_room_plan_phases (facility_id, plan_id, position, name, stage, intent, starts_on, ends_on,
    photoperiod_h, steering)
  select v_skeleton.facility_id, v_plan, row_number() over (order by ph.position), ph.name, ph.stage, ph.intent,
    p_starts_on + coalesce(sum(ph.duration_days) over (order by ph.position rows between unbounded preceding and 1 preceding), 0)::integer,
    p_starts_on + sum(ph.duration_days) over (order by ph.position rows between unbounded preceding and current row)::integer,
    ph.photoperiod_h, ph.steering
  from public.arca_skeleton_phases ph
  where ph.skeleton_id = p_skeleton_id;
  return v_plan;
end
$$;
revoke execute on function public.arca_apply_skeleton(uuid, uuid, date, text) from public, anon, authenticated;
grant execute on function public.arca_apply_skeleton(uuid, uuid, date, text) to authenticated, service_role;
