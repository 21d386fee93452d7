-- Atlas resources (issue 18): a facility's equipment with preventive maintenance schedules and
-- corrective requests, reliability figures as Odoo Maintenance computes them, and consumables
-- (nutrients, media, CO₂, packaging…) whose stock is the sum of recorded additions and
-- withdrawals, by lot, with a reorder point.
--
-- Roles: staff report breakdowns, work requests through open → in progress → done and record stock
-- moves; managers and the owner set up equipment, schedules and consumables and delete them.
-- Who started and finished a request, and when, is stamped by the database, never claimed.
--
-- Reliability (Odoo's maintenance.equipment, over DONE corrective requests; a failure's time is
-- when it was reported): MTTR = mean of (done − reported); MTBF = (latest failure − date the
-- equipment went into service) ÷ number of failures, in days; estimated next failure = latest
-- failure + MTBF. Odoo counts MTTR in whole days; we keep hours, which is what a grow room's
-- dehumidifier outage is measured in.
--
-- Stock moves are never edited or deleted (a wrong count is corrected by an opposite move with a
-- note, as a ledger does). A withdrawal larger than what is on hand (in the lot, when one is named)
-- is refused (AT010). When a move takes the stock from at or above the reorder point to below it,
-- the owner and managers get a notification, once per crossing: no scheduler needed.
--
-- Errors: AT010 not enough stock; AT011 a request's status can only move forward one step;
-- AT012 staff change a request's or the plan's content (managers only).

create table public.atlas_equipment (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  room_id uuid,
  name text not null check (char_length(name) between 1 and 120 and name = btrim(name)),
  category text not null check (category in (
    'hvac', 'dehumidifier', 'irrigation', 'lighting', 'water_treatment', 'sensor', 'electrical', 'tool', 'other')),
  serial_number text check (char_length(serial_number) between 1 and 100),
  vendor text check (char_length(vendor) between 1 and 120),
  model text check (char_length(model) between 1 and 120),
  -- When it went into service: MTBF counts from here (Odoo's effective date).
  in_service_on date not null default current_date,
  warranty_until date,
  cost numeric(12, 2) check (cost >= 0 and cost < 10000000000),
  status text not null default 'active' check (status in ('active', 'retired')),
  notes text check (char_length(notes) <= 2000),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete set null (room_id),
  check (warranty_until is null or warranty_until >= in_service_on - 3650)
);
create index atlas_equipment_facility_idx on public.atlas_equipment (facility_id, name);
create index atlas_equipment_room_idx on public.atlas_equipment (facility_id, room_id);
create index atlas_equipment_created_by_idx on public.atlas_equipment (created_by);
create unique index atlas_equipment_serial_key on public.atlas_equipment (facility_id, lower(serial_number))
  where serial_number is not null;
create trigger atlas_equipment_set_updated_at
  before update on public.atlas_equipment
  for each row execute function public.set_updated_at();

create table public.atlas_maintenance_plans (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  equipment_id uuid not null,
  title text not null check (char_length(title) between 1 and 200 and title = btrim(title)),
  interval_days integer not null check (interval_days between 1 and 3650),
  -- The first due date; afterwards the last completion + interval.
  starts_on date not null default current_date,
  instructions text check (char_length(instructions) <= 2000),
  sop_id uuid,
  active boolean not null default true,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  foreign key (facility_id, equipment_id) references public.atlas_equipment (facility_id, id) on delete cascade,
  foreign key (facility_id, sop_id) references public.atlas_sops (facility_id, id) on delete set null (sop_id)
);
create index atlas_maintenance_plans_equipment_idx on public.atlas_maintenance_plans (facility_id, equipment_id);
create index atlas_maintenance_plans_sop_idx on public.atlas_maintenance_plans (facility_id, sop_id);
create index atlas_maintenance_plans_created_by_idx on public.atlas_maintenance_plans (created_by);
create trigger atlas_maintenance_plans_set_updated_at
  before update on public.atlas_maintenance_plans
  for each row execute function public.set_updated_at();

create table public.atlas_maintenance_requests (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  equipment_id uuid not null,
  plan_id uuid,
  kind text not null check (kind in ('preventive', 'corrective')),
  title text not null check (char_length(title) between 1 and 200 and title = btrim(title)),
  description text check (char_length(description) <= 2000),
  status text not null default 'open' check (status in ('open', 'in_progress', 'done')),
  due_on date,
  -- For a corrective request, when the failure happened (may be earlier than the report).
  reported_at timestamptz not null default now(),
  reported_by uuid default auth.uid() references public.profiles (id) on delete set null,
  started_at timestamptz,
  started_by uuid references public.profiles (id) on delete set null,
  done_at timestamptz,
  done_by uuid references public.profiles (id) on delete set null,
  resolution text check (char_length(resolution) <= 2000),
  cost numeric(12, 2) check (cost >= 0 and cost < 10000000000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (facility_id, equipment_id) references public.atlas_equipment (facility_id, id) on delete cascade,
  foreign key (facility_id, plan_id) references public.atlas_maintenance_plans (facility_id, id) on delete set null (plan_id),
  check (plan_id is null or kind = 'preventive'),
  check ((status = 'open') = (started_at is null)),
  check ((status = 'done') = (done_at is not null)),
  check (done_at is null or done_at >= started_at),
  check (started_at is null or started_at >= reported_at)
);
create index atlas_maintenance_requests_equipment_idx
  on public.atlas_maintenance_requests (facility_id, equipment_id, reported_at desc);
create index atlas_maintenance_requests_status_idx on public.atlas_maintenance_requests (facility_id, status);
create index atlas_maintenance_requests_plan_idx on public.atlas_maintenance_requests (facility_id, plan_id);
create index atlas_maintenance_requests_reported_by_idx on public.atlas_maintenance_requests (reported_by);
create index atlas_maintenance_requests_started_by_idx on public.atlas_maintenance_requests (started_by);
create index atlas_maintenance_requests_done_by_idx on public.atlas_maintenance_requests (done_by);

-- Status moves one step forward, stamped with who and when; the content is the managers'.
create function public.atlas_maintenance_requests_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    if new.reported_at > now() + interval '5 minutes' then
      raise exception 'A breakdown cannot be reported in the future.' using errcode = '22023';
    end if;
    -- A new request is open, reported by the caller (the service role may import history).
    if v_uid is not null then
      new.status := 'open';
      new.reported_by := v_uid;
      new.started_at := null;
      new.started_by := null;
      new.done_at := null;
      new.done_by := null;
    end if;
    return new;
  end if;
  if (new.title, new.description, new.due_on, new.reported_at)
       is distinct from (old.title, old.description, old.due_on, old.reported_at)
     and v_uid is not null
     and new.facility_id not in (select public.atlas_facilities('edit')) then
    raise exception 'Only managers can change a request''s details.' using errcode = 'AT012';
  end if;
  if new.status is distinct from old.status then
    if (old.status, new.status) not in (('open', 'in_progress'), ('in_progress', 'done')) then
      raise exception 'A request moves from open to in progress to done, one step at a time.'
        using errcode = 'AT011';
    end if;
    -- Stamped now, as the caller; the service role (an import, the demo seed) may backfill them.
    if new.status = 'in_progress' then
      new.started_at := case when v_uid is null then coalesce(new.started_at, now()) else now() end;
      new.started_by := coalesce(v_uid, new.started_by);
    else
      new.done_at := case when v_uid is null then coalesce(new.done_at, now()) else now() end;
      new.done_by := coalesce(v_uid, new.done_by);
    end if;
  elsif (new.started_at, new.started_by, new.done_at, new.done_by)
        is distinct from (old.started_at, old.started_by, old.done_at, old.done_by) and v_uid is not null then
    raise exception 'Who and when are recorded by the status change.' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function public.atlas_maintenance_requests_before_write() from public, anon, authenticated;
create trigger atlas_maintenance_requests_before_write
  before insert or update on public.atlas_maintenance_requests
  for each row execute function public.atlas_maintenance_requests_before_write();

-- ---------------------------------------------------------------------------------------------
create table public.atlas_consumables (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 120 and name = btrim(name)),
  category text not null check (category in ('nutrient', 'media', 'co2', 'packaging', 'cleaning', 'ipm', 'other')),
  unit text not null check (unit in ('L', 'mL', 'kg', 'g', 'units', 'bags', 'cylinders', 'rolls', 'boxes')),
  reorder_point numeric not null default 0 check (reorder_point >= 0 and reorder_point < 1000000000),
  reorder_quantity numeric check (reorder_quantity > 0 and reorder_quantity < 1000000000),
  vendor text check (char_length(vendor) between 1 and 120),
  sku text check (char_length(sku) between 1 and 64),
  location text check (char_length(location) between 1 and 120),
  notes text check (char_length(notes) <= 2000),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id)
);
create unique index atlas_consumables_name_key on public.atlas_consumables (facility_id, lower(name));
create index atlas_consumables_created_by_idx on public.atlas_consumables (created_by);
create trigger atlas_consumables_set_updated_at
  before update on public.atlas_consumables
  for each row execute function public.set_updated_at();

create table public.atlas_stock_moves (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  consumable_id uuid not null,
  kind text not null check (kind in ('addition', 'withdrawal')),
  quantity numeric not null check (quantity > 0 and quantity < 1000000000),
  lot_code text check (char_length(lot_code) between 1 and 64 and lot_code = btrim(lot_code)),
  expires_on date,
  moved_at timestamptz not null default now(),
  moved_by uuid default auth.uid() references public.profiles (id) on delete set null,
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  foreign key (facility_id, consumable_id) references public.atlas_consumables (facility_id, id) on delete cascade,
  check (kind = 'addition' or expires_on is null)
);
create index atlas_stock_moves_consumable_idx on public.atlas_stock_moves (facility_id, consumable_id, moved_at desc);
create index atlas_stock_moves_lot_idx on public.atlas_stock_moves (consumable_id, lot_code);
create index atlas_stock_moves_moved_by_idx on public.atlas_stock_moves (moved_by);

-- Refuses a withdrawal beyond what is on hand and raises the reorder notice when this move takes
-- the stock below the reorder point. The sums are queried in the trigger itself (a STABLE function's
-- snapshot would not see them), so each row of a multi-row insert counts the rows before it.
create function public.atlas_stock_moves_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item public.atlas_consumables;
  v_before numeric;
  v_lot numeric;
  v_after numeric;
  v_person uuid;
begin
  -- One move at a time per consumable, so two withdrawals cannot both take the last litre.
  select * into v_item from public.atlas_consumables c where c.id = new.consumable_id for update;
  new.moved_by := coalesce((select auth.uid()), new.moved_by);
  if new.moved_at > now() + interval '5 minutes' then
    raise exception 'A stock move cannot be in the future.' using errcode = '22023';
  end if;
  select coalesce(sum(case m.kind when 'addition' then m.quantity else -m.quantity end), 0),
         coalesce(sum(case m.kind when 'addition' then m.quantity else -m.quantity end)
                  filter (where m.lot_code = new.lot_code), 0)
    into v_before, v_lot
  from public.atlas_stock_moves m where m.consumable_id = new.consumable_id;
  if new.kind = 'withdrawal' and (case when new.lot_code is null then v_before else v_lot end) < new.quantity then
    raise exception 'Only % % of % on hand%; withdraw at most that.',
      trim_scale(case when new.lot_code is null then v_before else v_lot end), v_item.unit, v_item.name,
      coalesce(' in lot ' || new.lot_code, '')
      using errcode = 'AT010';
  end if;
  v_after := v_before + case new.kind when 'addition' then new.quantity else -new.quantity end;
  if v_item.reorder_point > 0 and v_before >= v_item.reorder_point and v_after < v_item.reorder_point then
    for v_person in
      select f.user_id from public.facilities f where f.id = new.facility_id
      union
      select m.user_id from public.facility_members m where m.facility_id = new.facility_id and m.role = 'manager'
    loop
      perform public.create_notification(
        v_person, 'reorder', 'Reorder ' || v_item.name,
        trim_scale(v_after) || ' ' || v_item.unit || ' left, below the reorder point of '
          || trim_scale(v_item.reorder_point) || ' ' || v_item.unit
          || coalesce('. Usual order: ' || trim_scale(v_item.reorder_quantity) || ' ' || v_item.unit, '')
          || coalesce(' from ' || v_item.vendor, '') || '.',
        'atlas', '/atlas/resources?tab=consumables');
    end loop;
  end if;
  return new;
end
$$;
revoke execute on function public.atlas_stock_moves_before_insert() from public, anon, authenticated;
create trigger atlas_stock_moves_before_insert
  before insert on public.atlas_stock_moves
  for each row execute function public.atlas_stock_moves_before_insert();

-- ---------------------------------------------------------------------------------------------
alter table public.atlas_equipment enable row level security;
alter table public.atlas_maintenance_plans enable row level security;
alter table public.atlas_maintenance_requests enable row level security;
alter table public.atlas_consumables enable row level security;
alter table public.atlas_stock_moves enable row level security;

revoke all on table public.atlas_equipment, public.atlas_maintenance_plans, public.atlas_maintenance_requests,
  public.atlas_consumables, public.atlas_stock_moves from anon, authenticated;

grant select, delete on public.atlas_equipment to authenticated;
grant insert (id, facility_id, room_id, name, category, serial_number, vendor, model, in_service_on,
  warranty_until, cost, status, notes) on public.atlas_equipment to authenticated;
grant update (room_id, name, category, serial_number, vendor, model, in_service_on, warranty_until, cost,
  status, notes) on public.atlas_equipment to authenticated;
grant select, insert, update, delete on public.atlas_equipment to service_role;

grant select, delete on public.atlas_maintenance_plans to authenticated;
grant insert (id, facility_id, equipment_id, title, interval_days, starts_on, instructions, sop_id, active)
  on public.atlas_maintenance_plans to authenticated;
grant update (title, interval_days, starts_on, instructions, sop_id, active) on public.atlas_maintenance_plans to authenticated;
grant select, insert, update, delete on public.atlas_maintenance_plans to service_role;

grant select, delete on public.atlas_maintenance_requests to authenticated;
grant insert (id, facility_id, equipment_id, plan_id, kind, title, description, due_on, reported_at)
  on public.atlas_maintenance_requests to authenticated;
grant update (title, description, due_on, reported_at, status, resolution, cost)
  on public.atlas_maintenance_requests to authenticated;
grant select, insert, update, delete on public.atlas_maintenance_requests to service_role;

grant select, delete on public.atlas_consumables to authenticated;
grant insert (id, facility_id, name, category, unit, reorder_point, reorder_quantity, vendor, sku, location, notes)
  on public.atlas_consumables to authenticated;
grant update (name, category, unit, reorder_point, reorder_quantity, vendor, sku, location, notes)
  on public.atlas_consumables to authenticated;
grant select, insert, update, delete on public.atlas_consumables to service_role;

grant select on public.atlas_stock_moves to authenticated;
grant insert (id, facility_id, consumable_id, kind, quantity, lot_code, expires_on, moved_at, note)
  on public.atlas_stock_moves to authenticated;
grant select, insert, update, delete on public.atlas_stock_moves to service_role;

create policy "Facility teams read their equipment"
  on public.atlas_equipment for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers add equipment"
  on public.atlas_equipment for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers update equipment"
  on public.atlas_equipment for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers delete equipment"
  on public.atlas_equipment for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read maintenance schedules"
  on public.atlas_maintenance_plans for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers add maintenance schedules"
  on public.atlas_maintenance_plans for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers update maintenance schedules"
  on public.atlas_maintenance_plans for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers delete maintenance schedules"
  on public.atlas_maintenance_plans for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read maintenance requests"
  on public.atlas_maintenance_requests for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Facility teams report maintenance requests"
  on public.atlas_maintenance_requests for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('log')));
create policy "Facility teams work maintenance requests"
  on public.atlas_maintenance_requests for update to authenticated
  using (facility_id in (select public.atlas_facilities('log')))
  with check (facility_id in (select public.atlas_facilities('log')));
create policy "Managers delete maintenance requests"
  on public.atlas_maintenance_requests for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read their consumables"
  on public.atlas_consumables for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Managers add consumables"
  on public.atlas_consumables for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers update consumables"
  on public.atlas_consumables for update to authenticated
  using (facility_id in (select public.atlas_facilities('edit')))
  with check (facility_id in (select public.atlas_facilities('edit')));
create policy "Managers delete consumables"
  on public.atlas_consumables for delete to authenticated
  using (facility_id in (select public.atlas_facilities('delete')));

create policy "Facility teams read stock moves"
  on public.atlas_stock_moves for select to authenticated
  using (facility_id in (select public.atlas_facilities('read')));
create policy "Facility teams record stock moves"
  on public.atlas_stock_moves for insert to authenticated
  with check (facility_id in (select public.atlas_facilities('log')));

-- ---------------------------------------------------------------------------------------------
-- Read models (security_invoker: the caller's policies on the tables decide).

-- Reliability per piece of equipment (see the header for the formulas).
create view public.atlas_equipment_stats with (security_invoker = true) as
select e.id as equipment_id, e.facility_id,
  count(r.id)::integer as failures,
  round((extract(epoch from avg(r.done_at - r.reported_at)) / 3600)::numeric, 1) as mttr_hours,
  max(r.reported_at) as latest_failure_at,
  case when count(r.id) > 0
    then round(((max(r.reported_at)::date - e.in_service_on)::numeric / count(r.id)), 1) end as mtbf_days,
  case when count(r.id) > 0 and max(r.reported_at)::date > e.in_service_on
    then (max(r.reported_at) + make_interval(
      secs => ((max(r.reported_at)::date - e.in_service_on)::numeric / count(r.id)) * 86400))::date end
    as next_failure_on,
  (select count(*)::integer from public.atlas_maintenance_requests o
   where o.equipment_id = e.id and o.status <> 'done') as open_requests
from public.atlas_equipment e
left join public.atlas_maintenance_requests r
  on r.equipment_id = e.id and r.kind = 'corrective' and r.status = 'done'
group by e.id;
revoke all on public.atlas_equipment_stats from anon, authenticated;
grant select on public.atlas_equipment_stats to authenticated, service_role;

-- Each preventive schedule's last completion, next due date and open request.
create view public.atlas_maintenance_schedule with (security_invoker = true) as
select p.id as plan_id, p.facility_id, p.equipment_id, p.title, p.interval_days, p.starts_on, p.active,
  p.sop_id, last.done_at as last_done_at,
  case when last.done_at is null then p.starts_on else last.done_at::date + p.interval_days end as next_due_on,
  (select o.id from public.atlas_maintenance_requests o
   where o.plan_id = p.id and o.status <> 'done' order by o.reported_at limit 1) as open_request_id
from public.atlas_maintenance_plans p
left join lateral (
  select max(r.done_at) as done_at from public.atlas_maintenance_requests r
  where r.plan_id = p.id and r.status = 'done'
) last on true;
revoke all on public.atlas_maintenance_schedule from anon, authenticated;
grant select on public.atlas_maintenance_schedule to authenticated, service_role;

-- Stock per consumable and per lot.
create view public.atlas_consumable_stock with (security_invoker = true) as
select c.id as consumable_id, c.facility_id, c.name, c.category, c.unit, c.reorder_point, c.reorder_quantity,
  c.vendor, c.location,
  coalesce(sum(case m.kind when 'addition' then m.quantity else -m.quantity end), 0) as on_hand,
  coalesce(sum(case m.kind when 'addition' then m.quantity else -m.quantity end), 0) < c.reorder_point
    as below_reorder_point,
  max(m.moved_at) as last_moved_at
from public.atlas_consumables c
left join public.atlas_stock_moves m on m.consumable_id = c.id
group by c.id;
revoke all on public.atlas_consumable_stock from anon, authenticated;
grant select on public.atlas_consumable_stock to authenticated, service_role;

create view public.atlas_consumable_lots with (security_invoker = true) as
select m.consumable_id, m.facility_id, m.lot_code,
  max(m.expires_on) as expires_on,
  min(m.moved_at) filter (where m.kind = 'addition') as received_at,
  sum(case m.kind when 'addition' then m.quantity else -m.quantity end) as on_hand
from public.atlas_stock_moves m
where m.lot_code is not null
group by m.consumable_id, m.facility_id, m.lot_code;
revoke all on public.atlas_consumable_lots from anon, authenticated;
grant select on public.atlas_consumable_lots to authenticated, service_role;
