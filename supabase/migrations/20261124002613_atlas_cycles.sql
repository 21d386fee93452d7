-- Atlas production cycles (issue 18): templates of phases (propagation, veg, flower, dry, cure —
-- always in that order, each optional) with tasks offset in days from a milestone (the start of a
-- phase: "flip" is the start of flower) and an optional SOP per task. Applying a template to a
-- room, a strain and a start date stamps a dated plan (Trym's workflows, ERPNext's crop cycle).
--
-- Rooms: every phase of a cycle is held in a room (by default the room the template was applied
-- to; a phase may be moved to another room, or to none for a shared space such as a clone bench).
-- A room never holds two cycles at once: an exclusion constraint over the rooms' date ranges, the
-- same mechanism as consultant bookings, so no client (or race) can double-book a room.
--
-- Milestones move: atlas_move_milestone() shifts a phase's start and everything after it (the
-- previous phase gets longer or shorter), moves the open tasks anchored to the shifted milestones,
-- and records the move. Each phase keeps its baseline (the dates first planned), so planned vs
-- actual per phase is baseline vs current.
--
-- Tasks: open → in progress → done (or open → done), who and when stamped by the database, an
-- optional photo. Staff work tasks; managers plan them. A task that requires an SOP can only be
-- completed by someone who acknowledged the SOP's version in force, and the completed task records
-- that version (AT006; AT007 when the SOP has no version in force) — a trigger, so it holds for
-- every path into the table.
--
-- Errors: AT006 SOP not acknowledged; AT007 SOP without a version in force; AT009 a task's status
-- only moves forward; AT012 staff change a plan (managers only); AT013 a milestone move would
-- leave the previous phase without a day; AT014 the assignee is not on the team; 23P01 the room
-- is taken in those dates.

create function public.atlas_phase_order(p_phase text) returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_phase when 'propagation' then 1 when 'veg' then 2 when 'flower' then 3
    when 'dry' then 4 when 'cure' then 5 end
$$;
grant execute on function public.atlas_phase_order(text) to authenticated, service_role;

create table public.atlas_cycle_templates (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120 and name = btrim(name)),
  description text check (char_length(description) <= 2000),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id)
);
create unique index atlas_cycle_templates_name_key on public.atlas_cycle_templates (facility_id, lower(name));
create index atlas_cycle_templates_created_by_idx on public.atlas_cycle_templates (created_by);
create trigger atlas_cycle_templates_set_updated_at
  before update on public.atlas_cycle_templates
  for each row execute function public.set_updated_at();

create table public.atlas_template_phases (
  template_id uuid not null,
  facility_id uuid not null,
  phase text not null check (public.atlas_phase_order(phase) is not null),
  duration_days integer not null check (duration_days between 1 and 365),
  primary key (template_id, phase),
  foreign key (facility_id, template_id) references public.atlas_cycle_templates (facility_id, id) on delete cascade
);
create index atlas_template_phases_facility_idx on public.atlas_template_phases (facility_id, template_id);

create table public.atlas_template_tasks (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null,
  facility_id uuid not null,
  -- The milestone: the start of this phase.
  phase text not null,
  offset_days integer not null check (offset_days between -60 and 365),
  title text not null check (char_length(title) between 1 and 200 and title = btrim(title)),
  description text check (char_length(description) <= 2000),
  sop_id uuid,
  foreign key (template_id, phase) references public.atlas_template_phases (template_id, phase) on delete cascade,
  foreign key (facility_id, sop_id) references public.atlas_sops (facility_id, id) on delete set null (sop_id)
);
create index atlas_template_tasks_template_idx on public.atlas_template_tasks (template_id, phase, offset_days);
create index atlas_template_tasks_sop_idx on public.atlas_template_tasks (facility_id, sop_id);

create table public.atlas_cycles (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  template_id uuid,
  -- The room the template was applied to (phases may sit elsewhere).
  room_id uuid not null,
  name text not null check (char_length(name) between 1 and 120 and name = btrim(name)),
  strain_name text not null check (char_length(strain_name) between 1 and 120 and strain_name = btrim(strain_name)),
  -- An Animus breeding project the plants come from, when the strain is one of the caller's own.
  origin_project_id uuid references public.breeding_projects (id) on delete set null,
  plant_count integer check (plant_count between 1 and 100000),
  status text not null default 'active' check (status in ('active', 'completed', 'cancelled')),
  starts_on date not null,
  ends_on date not null,
  notes text check (char_length(notes) <= 2000),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  foreign key (facility_id, template_id) references public.atlas_cycle_templates (facility_id, id)
    on delete set null (template_id),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id),
  check (ends_on > starts_on)
);
create index atlas_cycles_facility_idx on public.atlas_cycles (facility_id, starts_on desc);
create index atlas_cycles_template_idx on public.atlas_cycles (facility_id, template_id);
create index atlas_cycles_room_idx on public.atlas_cycles (facility_id, room_id);
create index atlas_cycles_origin_idx on public.atlas_cycles (origin_project_id);
create index atlas_cycles_created_by_idx on public.atlas_cycles (created_by);
create trigger atlas_cycles_set_updated_at
  before update on public.atlas_cycles
  for each row execute function public.set_updated_at();

create table public.atlas_cycle_phases (
  id uuid primary key default gen_random_uuid(),
  cycle_id uuid not null,
  facility_id uuid not null,
  phase text not null check (public.atlas_phase_order(phase) is not null),
  room_id uuid,
  -- As first planned, never moved: planned vs actual.
  baseline_start date not null,
  baseline_end date not null,
  -- As it stands (moves with the milestones). [start_on, end_on)
  start_on date not null,
  end_on date not null,
  -- False once the cycle is cancelled: the room is free again.
  holds_room boolean not null default true,
  unique (cycle_id, phase),
  unique (facility_id, id),
  foreign key (facility_id, cycle_id) references public.atlas_cycles (facility_id, id) on delete cascade,
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete set null (room_id),
  check (end_on > start_on),
  check (baseline_end > baseline_start),
  constraint atlas_cycle_phases_room_free exclude using gist (
    room_id with =, daterange(start_on, end_on, '[)') with &&
  ) where (holds_room and room_id is not null)
  -- Checked at commit: a milestone move shifts several phases of one cycle, which may pass
  -- through each other on the way.
  deferrable initially deferred
);
create index atlas_cycle_phases_cycle_idx on public.atlas_cycle_phases (facility_id, cycle_id);
create index atlas_cycle_phases_room_idx on public.atlas_cycle_phases (facility_id, room_id, start_on);
create index atlas_cycle_phases_dates_idx on public.atlas_cycle_phases (start_on, end_on);

create table public.atlas_tasks (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  cycle_id uuid not null,
  cycle_phase_id uuid not null,
  -- Days after the milestone (the start of the task's phase); due_on follows the milestone.
  offset_days integer not null check (offset_days between -60 and 365),
  due_on date not null,
  baseline_due_on date not null,
  title text not null check (char_length(title) between 1 and 200 and title = btrim(title)),
  description text check (char_length(description) <= 2000),
  sop_id uuid,
  assignee_id uuid references public.profiles (id) on delete set null,
  status text not null default 'open' check (status in ('open', 'in_progress', 'done')),
  started_at timestamptz,
  started_by uuid references public.profiles (id) on delete set null,
  done_at timestamptz,
  done_by uuid references public.profiles (id) on delete set null,
  -- The SOP version in force, acknowledged by whoever completed the task.
  sop_version_id uuid,
  note text check (char_length(note) <= 2000),
  -- atlas-photos: {facility}/{task}/{file}
  photo_path text check (char_length(photo_path) <= 300),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (facility_id, cycle_id) references public.atlas_cycles (facility_id, id) on delete cascade,
  foreign key (facility_id, cycle_phase_id) references public.atlas_cycle_phases (facility_id, id) on delete cascade,
  foreign key (facility_id, sop_id) references public.atlas_sops (facility_id, id) on delete set null (sop_id),
  foreign key (facility_id, sop_version_id) references public.atlas_sop_versions (facility_id, id)
    on delete set null (sop_version_id),
  check ((status = 'open') = (started_at is null)),
  check ((status = 'done') = (done_at is not null)),
  check (photo_path is null or (
    split_part(photo_path, '/', 1) = facility_id::text and split_part(photo_path, '/', 2) = id::text
    and array_length(string_to_array(photo_path, '/'), 1) = 3))
);
create index atlas_tasks_facility_due_idx on public.atlas_tasks (facility_id, due_on);
create index atlas_tasks_cycle_idx on public.atlas_tasks (facility_id, cycle_id, due_on);
create index atlas_tasks_phase_idx on public.atlas_tasks (facility_id, cycle_phase_id);
create index atlas_tasks_assignee_idx on public.atlas_tasks (assignee_id, status, due_on);
create index atlas_tasks_sop_idx on public.atlas_tasks (facility_id, sop_id);
create index atlas_tasks_sop_version_idx on public.atlas_tasks (facility_id, sop_version_id);
create index atlas_tasks_started_by_idx on public.atlas_tasks (started_by);
create index atlas_tasks_done_by_idx on public.atlas_tasks (done_by);
create index atlas_tasks_created_by_idx on public.atlas_tasks (created_by);

create table public.atlas_milestone_moves (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  cycle_id uuid not null,
  phase text not null,
  from_on date not null,
  to_on date not null,
  reason text check (char_length(reason) <= 500),
  tasks_moved integer not null default 0,
  moved_by uuid default auth.uid() references public.profiles (id) on delete set null,
  moved_at timestamptz not null default now(),
  foreign key (facility_id, cycle_id) references public.atlas_cycles (facility_id, id) on delete cascade,
  check (to_on <> from_on)
);
create index atlas_milestone_moves_cycle_idx on public.atlas_milestone_moves (facility_id, cycle_id, moved_at);
create index atlas_milestone_moves_moved_by_idx on public.atlas_milestone_moves (moved_by);

-- ---------------------------------------------------------------------------------------------
-- Template rows take their facility from the template.
create function public.atlas_template_children_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.facility_id := (select t.facility_id from public.atlas_cycle_templates t where t.id = new.template_id);
  return new;
end
$$;
revoke execute on function public.atlas_template_children_before_write() from public, anon, authenticated;
create trigger atlas_template_phases_before_write
  before insert or update on public.atlas_template_phases
  for each row execute function public.atlas_template_children_before_write();
create trigger atlas_template_tasks_before_write
  before insert or update on public.atlas_template_tasks
  for each row execute function public.atlas_template_children_before_write();

-- Tasks: dates follow their milestone, the assignee is on the team, staff only work them, the
-- status moves forward with who and when, and the SOP rule (see the header).
create function public.atlas_tasks_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_phase public.atlas_cycle_phases;
  v_version public.atlas_sop_versions;
  v_code text;
  v_person uuid;
begin
  if tg_op = 'INSERT' then
    select * into v_phase from public.atlas_cycle_phases p where p.id = new.cycle_phase_id;
    new.facility_id := v_phase.facility_id;
    new.cycle_id := v_phase.cycle_id;
    new.due_on := v_phase.start_on + new.offset_days;
    new.baseline_due_on := coalesce(new.baseline_due_on, new.due_on);
    if v_uid is not null then
      new.created_by := v_uid;
      new.status := 'open';
      new.started_at := null;
      new.started_by := null;
      new.done_at := null;
      new.done_by := null;
      new.sop_version_id := null;
    end if;
  else
    if (new.cycle_id, new.cycle_phase_id, new.facility_id) is distinct from (old.cycle_id, old.cycle_phase_id, old.facility_id) then
      raise exception 'A task stays in its cycle and phase.' using errcode = '42501';
    end if;
    if (new.offset_days, new.due_on, new.title, new.description, new.sop_id, new.assignee_id)
         is distinct from (old.offset_days, old.due_on, old.title, old.description, old.sop_id, old.assignee_id)
       and v_uid is not null and new.facility_id not in (select public.atlas_facilities('edit')) then
      raise exception 'Only managers can change a task''s plan.' using errcode = 'AT012';
    end if;
    if new.offset_days <> old.offset_days then
      new.due_on := old.due_on + (new.offset_days - old.offset_days);
    elsif new.due_on <> old.due_on and coalesce(current_setting('atlas.milestone_move', true), '') <> 'on' then
      -- A new date is a new offset from the same milestone.
      new.offset_days := old.offset_days + (new.due_on - old.due_on);
    end if;
    new.baseline_due_on := old.baseline_due_on;
    new.updated_at := now();
  end if;

  if new.assignee_id is not null and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id)
     and public.facility_role(new.facility_id, new.assignee_id) is null then
    raise exception 'The assignee must be on the facility''s team.' using errcode = 'AT014';
  end if;

  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    if (old.status, new.status) not in (('open', 'in_progress'), ('open', 'done'), ('in_progress', 'done')) then
      raise exception 'A task moves from open to in progress to done; a finished task stays finished.'
        using errcode = 'AT009';
    end if;
    -- Stamped now, as the caller; the service role (an import, the demo seed) may backfill them.
    if new.status in ('in_progress', 'done') and old.status = 'open' then
      new.started_at := case when v_uid is null then coalesce(new.started_at, now()) else now() end;
      new.started_by := coalesce(v_uid, new.started_by);
    end if;
    if new.status = 'done' then
      new.done_at := case when v_uid is null then coalesce(new.done_at, now()) else now() end;
      new.done_by := coalesce(v_uid, new.done_by);
    end if;
  elsif tg_op = 'UPDATE' and v_uid is not null
        and (new.started_at, new.started_by, new.done_at, new.done_by, new.sop_version_id)
            is distinct from (old.started_at, old.started_by, old.done_at, old.done_by, old.sop_version_id) then
    raise exception 'Who and when are recorded by the status change.' using errcode = '42501';
  end if;

  if new.status = 'done' and (tg_op = 'INSERT' or old.status <> 'done') and new.sop_id is not null then
    v_person := coalesce(v_uid, new.done_by);
    select s.code into v_code from public.atlas_sops s where s.id = new.sop_id;
    -- The version in force now (a backfill by the service role: when the task was done).
    select * into v_version from public.atlas_sop_versions v
    where v.id = public.atlas_sop_version_at(new.sop_id, case when v_uid is null then coalesce(new.done_at, now()) else now() end);
    if v_version.id is null then
      raise exception '% has no version in force, so this task cannot be completed. A manager must put a version in force or take the SOP off the task.',
        v_code using errcode = 'AT007';
    end if;
    if not exists (select 1 from public.atlas_sop_acknowledgements a
                   where a.version_id = v_version.id and a.user_id = v_person) then
      raise exception 'Acknowledge % v% before completing this task: you have not read the version in force.',
        v_code, v_version.version using errcode = 'AT006';
    end if;
    new.sop_version_id := v_version.id;
  end if;
  return new;
end
$$;
revoke execute on function public.atlas_tasks_before_write() from public, anon, authenticated;
create trigger atlas_tasks_before_write
  before insert or update on public.atlas_tasks
  for each row execute function public.atlas_tasks_before_write();

-- ---------------------------------------------------------------------------------------------
alter table public.atlas_cycle_templates enable row level security;
alter table public.atlas_template_phases enable row level security;
alter table public.atlas_template_tasks enable row level security;
alter table public.atlas_cycles enable row level security;
alter table public.atlas_cycle_phases enable row level security;
alter table public.atlas_tasks enable row level security;
alter table public.atlas_milestone_moves enable row level security;

revoke all on table public.atlas_cycle_templates, public.atlas_template_phases, public.atlas_template_tasks,
  public.atlas_cycles, public.atlas_cycle_phases, public.atlas_tasks, public.atlas_milestone_moves
  from anon, authenticated;

grant select, delete on public.atlas_cycle_templates to authenticated;
grant insert (id, facility_id, name, description) on public.atlas_cycle_templates to authenticated;
grant update (name, description) on public.atlas_cycle_templates to authenticated;
grant select, insert, update, delete on public.atlas_cycle_templates to service_role;

grant select, delete on public.atlas_template_phases to authenticated;
grant insert (template_id, phase, duration_days) on public.atlas_template_phases to authenticated;
grant update (duration_days) on public.atlas_template_phases to authenticated;
grant select, insert, update, delete on public.atlas_template_phases to service_role;

grant select, delete on public.atlas_template_tasks to authenticated;
grant insert (id, template_id, phase, offset_days, title, description, sop_id) on public.atlas_template_tasks to authenticated;
grant update (phase, offset_days, title, description, sop_id) on public.atlas_template_tasks to authenticated;
grant select, insert, update, delete on public.atlas_template_tasks to service_role;

-- Cycles and their phases are created and moved through the functions below; their names,
-- notes and rooms are edited directly.
grant select, delete on public.atlas_cycles to authenticated;
grant update (name, strain_name, plant_count, notes) on public.atlas_cycles to authenticated;
grant select, insert, update, delete on public.atlas_cycles to service_role;

grant select on public.atlas_cycle_phases to authenticated;
grant update (room_id) on public.atlas_cycle_phases to authenticated;
grant select, insert, update, delete on public.atlas_cycle_phases to service_role;

grant select, delete on public.atlas_tasks to authenticated;
grant insert (id, cycle_phase_id, offset_days, title, description, sop_id, assignee_id) on public.atlas_tasks to authenticated;
grant update (offset_days, due_on, title, description, sop_id, assignee_id, status, note, photo_path)
  on public.atlas_tasks to authenticated;
grant select, insert, update, delete on public.atlas_tasks to service_role;

grant select on public.atlas_milestone_moves to authenticated;
grant select, insert, update, delete on public.atlas_milestone_moves to service_role;

create policy "Facility teams read their templates"
  on public.atlas_cycle_templates for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers create templates"
  on public.atlas_cycle_templates for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers update templates"
  on public.atlas_cycle_templates for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers delete templates"
  on public.atlas_cycle_templates for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read template phases"
  on public.atlas_template_phases for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers add template phases"
  on public.atlas_template_phases for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers update template phases"
  on public.atlas_template_phases for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers remove template phases"
  on public.atlas_template_phases for delete to authenticated
  using (facility_id in (select public.atlas_facilities('edit')));

create policy "Facility teams read template tasks"
  on public.atlas_template_tasks for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers add template tasks"
  on public.atlas_template_tasks for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers update template tasks"
  on public.atlas_template_tasks for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers remove template tasks"
  on public.atlas_template_tasks for delete to authenticated
  using (facility_id in (select public.atlas_facilities('edit')));

create policy "Facility teams read their cycles"
  on public.atlas_cycles for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers update cycles"
  on public.atlas_cycles for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers delete cycles"
  on public.atlas_cycles for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read cycle phases"
  on public.atlas_cycle_phases for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers move phases to other rooms"
  on public.atlas_cycle_phases for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));

create policy "Facility teams read their tasks"
  on public.atlas_tasks for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers add tasks"
  on public.atlas_tasks for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
-- Staff work tasks (status, note, photo); the trigger keeps the plan columns for managers.
create policy "Facility teams work their tasks"
  on public.atlas_tasks for update to authenticated
  using (facility_id in (select public.atlas_facilities('log')))
  with check (facility_id in (select public.atlas_facilities('log')));
create policy "Managers delete tasks"
  on public.atlas_tasks for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read milestone moves"
  on public.atlas_milestone_moves for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));

-- ---------------------------------------------------------------------------------------------
-- A cycle's span is its phases' span.
create function public.atlas_refresh_cycle_span(p_cycle_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.atlas_cycles c
  set starts_on = s.first_day, ends_on = s.last_day
  from (select min(p.start_on) as first_day, max(p.end_on) as last_day
        from public.atlas_cycle_phases p where p.cycle_id = p_cycle_id) s
  where c.id = p_cycle_id
$$;
revoke execute on function public.atlas_refresh_cycle_span(uuid) from public, anon, authenticated;

-- Applies a template: the cycle, its phases back to back from p_starts_on (each in p_room_id
-- unless p_phase_rooms maps the phase to another room or to null), and its tasks dated from
-- their milestones. Returns the cycle's id. 23P01 when a room is taken in those dates.
create function public.atlas_apply_template(
  p_template_id uuid,
  p_room_id uuid,
  p_starts_on date,
  p_strain_name text,
  p_name text,
  p_origin_project_id uuid default null,
  p_plant_count integer default null,
  p_phase_rooms jsonb default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_template public.atlas_cycle_templates;
  v_cycle uuid;
  v_day date := p_starts_on;
  v_phase record;
  v_phase_id uuid;
  v_room uuid;
begin
  select * into v_template from public.atlas_cycle_templates t where t.id = p_template_id;
  if not found or v_template.facility_id not in (select public.atlas_facilities('read')) then
    raise exception 'The template was not found.' using errcode = 'PT404';
  end if;
  if v_template.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only managers can plan cycles.' using errcode = '42501';
  end if;
  if p_starts_on is null or p_starts_on < current_date - 365 or p_starts_on > current_date + 730 then
    raise exception 'Choose a start date within a year back and two years ahead.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.rooms r where r.id = p_room_id and r.facility_id = v_template.facility_id) then
    raise exception 'Choose a room of this facility.' using errcode = '22023';
  end if;
  if p_phase_rooms is not null and (jsonb_typeof(p_phase_rooms) <> 'object' or exists (
      select 1 from jsonb_each_text(p_phase_rooms) x
      where public.atlas_phase_order(x.key) is null
         or (x.value is not null and not exists (
           select 1 from public.rooms r where r.id::text = x.value and r.facility_id = v_template.facility_id)))) then
    raise exception 'Each phase''s room must be a room of this facility.' using errcode = '22023';
  end if;
  if p_origin_project_id is not null and not exists (
      select 1 from public.breeding_projects bp where bp.id = p_origin_project_id and bp.user_id = v_uid) then
    raise exception 'Link only one of your own Animus breeding projects.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.atlas_template_phases tp where tp.template_id = p_template_id) then
    raise exception 'The template has no phases.' using errcode = '22023';
  end if;

  insert into public.atlas_cycles (facility_id, template_id, room_id, name, strain_name, origin_project_id,
    plant_count, starts_on, ends_on, created_by)
  values (v_template.facility_id, p_template_id, p_room_id, btrim(p_name), btrim(p_strain_name),
    p_origin_project_id, p_plant_count, p_starts_on, p_starts_on + 1, v_uid)
  returning id into v_cycle;

  for v_phase in
    select tp.phase, tp.duration_days from public.atlas_template_phases tp
    where tp.template_id = p_template_id order by public.atlas_phase_order(tp.phase)
  loop
    v_room := case when p_phase_rooms ? v_phase.phase then (p_phase_rooms ->> v_phase.phase)::uuid else p_room_id end;
    insert into public.atlas_cycle_phases (cycle_id, facility_id, phase, room_id, baseline_start, baseline_end,
      start_on, end_on)
    values (v_cycle, v_template.facility_id, v_phase.phase, v_room, v_day, v_day + v_phase.duration_days,
      v_day, v_day + v_phase.duration_days)
    returning id into v_phase_id;
    insert into public.atlas_tasks (facility_id, cycle_id, cycle_phase_id, offset_days, due_on, baseline_due_on,
      title, description, sop_id, created_by)
    select v_template.facility_id, v_cycle, v_phase_id, tt.offset_days, v_day + tt.offset_days,
      v_day + tt.offset_days, tt.title, tt.description, tt.sop_id, v_uid
    from public.atlas_template_tasks tt
    where tt.template_id = p_template_id and tt.phase = v_phase.phase;
    v_day := v_day + v_phase.duration_days;
  end loop;
  perform public.atlas_refresh_cycle_span(v_cycle);
  return v_cycle;
end
$$;
revoke execute on function public.atlas_apply_template(uuid, uuid, date, text, text, uuid, integer, jsonb)
  from public, anon, authenticated;
grant execute on function public.atlas_apply_template(uuid, uuid, date, text, text, uuid, integer, jsonb)
  to authenticated, service_role;

-- Moves a milestone (the start of a phase) to p_to: this phase and every later one shift by the
-- same number of days, the previous phase ends on the new date, the open tasks of the shifted
-- phases move with them (done tasks keep the date they were done for), and the move is recorded.
-- Returns how many tasks moved.
create function public.atlas_move_milestone(p_cycle_phase_id uuid, p_to date, p_reason text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_phase public.atlas_cycle_phases;
  v_cycle public.atlas_cycles;
  v_prev public.atlas_cycle_phases;
  v_delta integer;
  v_tasks integer;
begin
  select * into v_phase from public.atlas_cycle_phases p where p.id = p_cycle_phase_id;
  if not found or v_phase.facility_id not in (select public.atlas_facilities('read')) then
    raise exception 'The phase was not found.' using errcode = 'PT404';
  end if;
  if v_phase.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only managers can move milestones.' using errcode = '42501';
  end if;
  select * into v_cycle from public.atlas_cycles c where c.id = v_phase.cycle_id for update;
  if v_cycle.status <> 'active' then
    raise exception 'The cycle is %; its plan no longer moves.', v_cycle.status using errcode = 'AT001';
  end if;
  v_delta := p_to - v_phase.start_on;
  if p_to is null or v_delta = 0 then
    raise exception 'Choose a different date for the milestone.' using errcode = '22023';
  end if;
  select * into v_prev from public.atlas_cycle_phases p
  where p.cycle_id = v_phase.cycle_id and public.atlas_phase_order(p.phase) < public.atlas_phase_order(v_phase.phase)
  order by public.atlas_phase_order(p.phase) desc limit 1;
  if v_prev.id is not null and p_to <= v_prev.start_on then
    raise exception 'The % phase would have no days left; move its start first.', v_prev.phase using errcode = 'AT013';
  end if;

  perform set_config('atlas.milestone_move', 'on', true);
  update public.atlas_cycle_phases p
    set start_on = p.start_on + v_delta, end_on = p.end_on + v_delta
  where p.cycle_id = v_phase.cycle_id and public.atlas_phase_order(p.phase) >= public.atlas_phase_order(v_phase.phase);
  if v_prev.id is not null then
    update public.atlas_cycle_phases set end_on = p_to where id = v_prev.id;
  end if;
  update public.atlas_tasks t set due_on = t.due_on + v_delta
  where t.cycle_id = v_phase.cycle_id and t.status <> 'done'
    and t.cycle_phase_id in (
      select p.id from public.atlas_cycle_phases p
      where p.cycle_id = v_phase.cycle_id
        and public.atlas_phase_order(p.phase) >= public.atlas_phase_order(v_phase.phase));
  get diagnostics v_tasks = row_count;
  perform set_config('atlas.milestone_move', 'off', true);
  perform public.atlas_refresh_cycle_span(v_phase.cycle_id);
  insert into public.atlas_milestone_moves (facility_id, cycle_id, phase, from_on, to_on, reason, tasks_moved, moved_by)
  values (v_phase.facility_id, v_phase.cycle_id, v_phase.phase, v_phase.start_on, p_to,
    nullif(btrim(p_reason), ''), v_tasks, (select auth.uid()));
  return v_tasks;
end
$$;
revoke execute on function public.atlas_move_milestone(uuid, date, text) from public, anon, authenticated;
grant execute on function public.atlas_move_milestone(uuid, date, text) to authenticated, service_role;

-- Completes or cancels a cycle; a cancelled cycle frees its rooms.
create function public.atlas_set_cycle_status(p_cycle_id uuid, p_status text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cycle public.atlas_cycles;
begin
  select * into v_cycle from public.atlas_cycles c where c.id = p_cycle_id for update;
  if not found or v_cycle.facility_id not in (select public.atlas_facilities('read')) then
    raise exception 'The cycle was not found.' using errcode = 'PT404';
  end if;
  if v_cycle.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only managers can complete or cancel cycles.' using errcode = '42501';
  end if;
  if p_status not in ('completed', 'cancelled') or v_cycle.status <> 'active' then
    raise exception 'An active cycle can be completed or cancelled, once.' using errcode = 'AT001';
  end if;
  update public.atlas_cycles set status = p_status where id = p_cycle_id;
  if p_status = 'cancelled' then
    update public.atlas_cycle_phases set holds_room = false where cycle_id = p_cycle_id;
  end if;
end
$$;
revoke execute on function public.atlas_set_cycle_status(uuid, text) from public, anon, authenticated;
grant execute on function public.atlas_set_cycle_status(uuid, text) to authenticated, service_role;

-- Planned vs actual per phase: the baseline against the current dates, in days.
create view public.atlas_phase_variance with (security_invoker = true) as
select p.id as cycle_phase_id, p.cycle_id, p.facility_id, p.phase, p.room_id,
  p.baseline_start, p.baseline_end, p.start_on, p.end_on,
  p.end_on - p.start_on as days, p.baseline_end - p.baseline_start as baseline_days,
  p.start_on - p.baseline_start as start_shift_days,
  (p.end_on - p.start_on) - (p.baseline_end - p.baseline_start) as length_change_days
from public.atlas_cycle_phases p;
revoke all on public.atlas_phase_variance from anon, authenticated;
grant select on public.atlas_phase_variance to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Task photos: private bucket atlas-photos, {facility}/{task}/{file}.{png|jpg|webp}; the team reads
-- them, whoever may work tasks uploads, managers remove.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('atlas-photos', 'atlas-photos', false, 10485760, array['image/png', 'image/jpeg', 'image/webp']);

create function public.atlas_photo_facility(p_name text) returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9_-]{1,80}\.(png|jpe?g|webp)$'
    then split_part(p_name, '/', 1)::uuid
  end
$$;
grant execute on function public.atlas_photo_facility(text) to authenticated, service_role;

create policy "Facility teams view task photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'atlas-photos' and public.atlas_photo_facility(name) in (select public.atlas_facilities('read')));
create policy "Facility teams upload task photos"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'atlas-photos' and public.atlas_photo_facility(name) in (select public.atlas_facilities('log')));
create policy "Managers remove task photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'atlas-photos' and public.atlas_photo_facility(name) in (select public.atlas_facilities('edit')));
