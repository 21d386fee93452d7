-- Arca crop protection (issue 16): the application log, AgroChemLog's compliance record, and
-- beneficial insects, with the compliance rules in the database rather than in a banner.
--
--   application   a log kind: products (JSON list, expanded into arca_application_items with each
--                 product's REI and PHI as the label said on the day), rate and total amount,
--                 method, target, crop, treated area, applicator, start (the envelope's time) and end.
--                 The application's REI and PHI are the LARGEST of its products'.
--   release       a log kind: beneficials released into a room (species, quantity, supplier, lot).
--   scouting      a log kind: a count of a pest, disease or beneficial in a room.
--
-- Rules (each raised with its own code, each with an explicit override that is kept on the record):
--   AR101  a done diary entry in a room whose re-entry interval is running is refused unless it
--          states an override reason (arca_diary_values.override_reason, added here);
--   AR102  a done harvest in a room before the pre-harvest interval has ended, the same way;
--   AR103  a release into a room where an application with IOBC class >= 3 for that species is
--          within its persistence window is refused with the reason, unless it states an override.
-- arca_room_holds lists every room's running REI/PHI (the countdown the screens show);
-- arca_room_hold_at() answers for one room and time, for any other kind's trigger (a harvest log).

-- ---------------------------------------------------------------------------------------------
-- Application.
create table public.arca_application_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  -- [{product_id, rate, rate_unit, amount}]: amount is the total product used, in its stock unit.
  items jsonb not null,
  method text not null check (method in (
    'foliar_spray', 'drench', 'fogging', 'dusting', 'granular', 'dip', 'biological_release', 'other')),
  -- The pest or disease treated.
  target text check (char_length(target) <= 200),
  crop text not null default 'Cannabis' check (char_length(crop) between 1 and 100 and crop = btrim(crop)),
  area_m2 numeric check (area_m2 > 0 and area_m2 <= 10000000),
  -- Spray solution volume.
  water_volume_l public.arca_volume_l,
  applicator text not null check (char_length(applicator) between 1 and 100 and applicator = btrim(applicator)),
  applicator_licence text check (char_length(applicator_licence) <= 60),
  -- The REI and PHI count from here (the envelope's occurred_at is the start).
  ended_at timestamptz check (ended_at >= '2000-01-01' and ended_at < '2100-01-01'),
  constraint arca_application_items_list check (
    jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 10)
);

create table public.arca_application_items (
  entry_id uuid not null references public.arca_entries (id) on delete cascade,
  position smallint not null,
  product_id uuid not null references public.arca_protection_products (id),
  rate numeric not null,
  rate_unit text not null,
  amount numeric not null,
  -- The label's intervals on the day of the application.
  rei_hours numeric not null,
  phi_days numeric not null,
  primary key (entry_id, position)
);
create index arca_application_items_product_idx on public.arca_application_items (product_id);

alter table public.arca_application_values enable row level security;
alter table public.arca_application_items enable row level security;
revoke all on table public.arca_application_values, public.arca_application_items from anon, authenticated;
grant select on public.arca_application_values, public.arca_application_items to authenticated;
grant insert (entry_id, items, method, target, crop, area_m2, water_volume_l, applicator, applicator_licence, ended_at)
  on public.arca_application_values to authenticated;
grant update (items, method, target, crop, area_m2, water_volume_l, applicator, applicator_licence, ended_at)
  on public.arca_application_values to authenticated;
grant select, insert, update, delete on public.arca_application_values, public.arca_application_items to service_role;

create policy "Facility teams read application values"
  on public.arca_application_values for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'application'));
create policy "Facility teams log application values"
  on public.arca_application_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'application', 'log'));
create policy "Facility teams edit application values"
  on public.arca_application_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'application', 'edit'))
  with check (public.arca_entry_access(entry_id, 'application', 'edit'));
create policy "Facility teams read application items"
  on public.arca_application_items for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'application'));

create trigger arca_application_values_after_update
  after update on public.arca_application_values
  for each row execute function public.arca_values_after_update();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('application', 'arca-application-log', 'public.arca_application_values');

create function public.arca_application_values_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_item jsonb;
  v_i integer := 0;
  v_name text;
  v_number numeric;
begin
  select * into v_entry from public.arca_entries where id = new.entry_id;
  if v_entry.room_id is null then
    raise exception 'Choose the room that was treated.' using errcode = 'AR107';
  end if;
  if new.ended_at is not null and new.ended_at < v_entry.occurred_at then
    raise exception 'The application must end after it starts.' using errcode = '23514';
  end if;
  if new.ended_at is not null and new.ended_at > v_entry.occurred_at + interval '7 days' then
    raise exception 'An application lasts at most 7 days; log each day separately.' using errcode = '23514';
  end if;
  if jsonb_typeof(new.items) <> 'array' then
    raise exception 'An application needs its list of products.' using errcode = 'AR106';
  end if;
  for v_item in select value from jsonb_array_elements(new.items) loop
    v_i := v_i + 1;
    if jsonb_typeof(v_item) <> 'object' or coalesce(v_item ->> 'product_id', '') !~ '^[0-9a-fA-F-]{36}$' then
      raise exception 'Product %: choose a product.', v_i using errcode = 'AR106';
    end if;
    select p.name into v_name from public.arca_protection_products p
    where p.id = (v_item ->> 'product_id')::uuid and p.facility_id = v_entry.facility_id;
    if not found then
      raise exception 'Product %: choose a product from this facility''s list.', v_i using errcode = 'AR106';
    end if;
    if coalesce(jsonb_typeof(v_item -> 'rate'), '') <> 'number' or (v_item ->> 'rate')::numeric <= 0
       or (v_item ->> 'rate')::numeric > 100000 then
      raise exception 'Product % (%): enter the rate, greater than 0.', v_i, v_name using errcode = 'AR106';
    end if;
    if coalesce(v_item ->> 'rate_unit', '') not in (
      'mL/L', 'g/L', 'mL/gal', 'g/gal', 'fl oz/gal', 'L/ha', 'kg/ha', 'fl oz/acre', 'lb/acre', 'mL/m²', 'g/m²') then
      raise exception 'Product % (%): choose the rate''s unit.', v_i, v_name using errcode = 'AR106';
    end if;
    v_number := case when jsonb_typeof(v_item -> 'amount') = 'number' then (v_item ->> 'amount')::numeric end;
    if v_number is null or v_number <= 0 or v_number > 100000000 then
      raise exception 'Product % (%): enter the total amount used, greater than 0.', v_i, v_name using errcode = 'AR106';
    end if;
  end loop;
  if (select count(distinct x ->> 'product_id') from jsonb_array_elements(new.items) x) <> v_i then
    raise exception 'Name each product once.' using errcode = 'AR106';
  end if;
  return new;
end
$$;
revoke execute on function public.arca_application_values_check() from public, anon, authenticated;
create trigger arca_application_values_check
  before insert or update on public.arca_application_values
  for each row execute function public.arca_application_values_check();

-- Rebuilds the item rows; a new product list takes the products' current REI and PHI, an unchanged
-- one keeps those recorded on the day.
create function public.arca_application_values_after_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.items is distinct from old.items then
    delete from public.arca_application_items where entry_id = new.entry_id;
    insert into public.arca_application_items (entry_id, position, product_id, rate, rate_unit, amount, rei_hours, phi_days)
    select new.entry_id, i.n, p.id, (i.item ->> 'rate')::numeric, i.item ->> 'rate_unit', (i.item ->> 'amount')::numeric,
      p.rei_hours, p.phi_days
    from jsonb_array_elements(new.items) with ordinality i(item, n)
    join public.arca_protection_products p on p.id = (i.item ->> 'product_id')::uuid;
  end if;
  perform public.arca_sync_entry_stock(new.entry_id);
  return null;
end
$$;
revoke execute on function public.arca_application_values_after_write() from public, anon, authenticated;
create trigger arca_application_values_after_write
  after insert or update on public.arca_application_values
  for each row execute function public.arca_application_values_after_write();

-- Stock: an application withdraws the tracked products it used (see arca_sync_entry_stock).
create function public.arca_application_movements(p_entry_id uuid)
returns table (fertilizer_id uuid, protection_product_id uuid, tank_id uuid, quantity numeric)
language sql
stable
set search_path = ''
as $$
  select null::uuid, i.product_id, null::uuid, -i.amount
  from public.arca_application_items i join public.arca_protection_products p on p.id = i.product_id
  where i.entry_id = p_entry_id and p.track_stock
$$;
revoke execute on function public.arca_application_movements(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The windows of every logged (done, not deleted) application: it starts at the envelope's time;
-- REI and PHI count from its end (US WPS: the REI begins when the application ends) and are the
-- largest of its products'.
create view public.arca_application_windows with (security_invoker = true) as
select e.id as entry_id, e.facility_id, e.room_id, e.occurred_at as started_at,
  coalesce(v.ended_at, e.occurred_at) as ended_at,
  max(i.rei_hours) as rei_hours,
  max(i.phi_days) as phi_days,
  coalesce(v.ended_at, e.occurred_at) + max(i.rei_hours) * interval '1 hour' as rei_ends_at,
  coalesce(v.ended_at, e.occurred_at) + max(i.phi_days) * interval '1 day' as phi_ends_at,
  string_agg(p.name, ', ' order by i.position) as products
from public.arca_entries e
join public.arca_application_values v on v.entry_id = e.id
join public.arca_application_items i on i.entry_id = e.id
join public.arca_protection_products p on p.id = i.product_id
where e.kind = 'application' and e.status = 'done' and e.deleted_at is null
group by e.id, v.ended_at;
revoke all on public.arca_application_windows from anon, authenticated;
grant select on public.arca_application_windows to authenticated, service_role;

-- Every room whose REI or PHI is running now: when each ends and which application set it. What
-- the Arca screens show as the room's countdown.
create view public.arca_room_holds with (security_invoker = true) as
select w.facility_id, w.room_id,
  max(w.rei_ends_at) filter (where w.rei_ends_at > now()) as rei_ends_at,
  (array_agg(w.entry_id order by w.rei_ends_at desc) filter (where w.rei_ends_at > now()))[1] as rei_entry_id,
  (array_agg(w.products order by w.rei_ends_at desc) filter (where w.rei_ends_at > now()))[1] as rei_products,
  max(w.phi_ends_at) filter (where w.phi_ends_at > now()) as phi_ends_at,
  (array_agg(w.entry_id order by w.phi_ends_at desc) filter (where w.phi_ends_at > now()))[1] as phi_entry_id,
  (array_agg(w.products order by w.phi_ends_at desc) filter (where w.phi_ends_at > now()))[1] as phi_products
from public.arca_application_windows w
where w.started_at <= now() and (w.rei_ends_at > now() or w.phi_ends_at > now())
group by w.facility_id, w.room_id;
revoke all on public.arca_room_holds from anon, authenticated;
grant select on public.arca_room_holds to authenticated, service_role;

-- The application holding a room at one moment, if any: p_hold 'rei' (nobody enters) or 'phi'
-- (nothing is harvested). SECURITY DEFINER because the rule holds whoever logs the entry and
-- whatever they may read; callers are the triggers below and other kinds' triggers.
create function public.arca_room_hold_at(p_room_id uuid, p_at timestamptz, p_hold text)
returns table (entry_id uuid, ends_at timestamptz, products text, started_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select w.entry_id, case p_hold when 'rei' then w.rei_ends_at else w.phi_ends_at end, w.products, w.started_at
  from (
    select e.id as entry_id, e.occurred_at as started_at,
      coalesce(v.ended_at, e.occurred_at) + max(i.rei_hours) * interval '1 hour' as rei_ends_at,
      coalesce(v.ended_at, e.occurred_at) + max(i.phi_days) * interval '1 day' as phi_ends_at,
      string_agg(p.name, ', ' order by i.position) as products
    from public.arca_entries e
    join public.arca_application_values v on v.entry_id = e.id
    join public.arca_application_items i on i.entry_id = e.id
    join public.arca_protection_products p on p.id = i.product_id
    where e.room_id = p_room_id and e.kind = 'application' and e.status = 'done' and e.deleted_at is null
      and e.occurred_at <= p_at
      -- No product's interval is longer than 720 h or 365 days (the products' CHECKs).
      and e.occurred_at > p_at - interval '372 days'
    group by e.id, v.ended_at
  ) w
  where p_at < case p_hold when 'rei' then w.rei_ends_at else w.phi_ends_at end
  order by 2 desc
  limit 1
$$;
revoke execute on function public.arca_room_hold_at(uuid, timestamptz, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Diary: an entry made in a room under a running REI (or a harvest under a running PHI) states why.
alter table public.arca_diary_values
  add column override_reason text
    check (char_length(override_reason) between 5 and 500 and override_reason = btrim(override_reason));
grant insert (override_reason), update (override_reason) on public.arca_diary_values to authenticated;

create or replace view public.arca_diary_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.event, v.title, v.to_room_id, v.to_stage, v.plant_count, v.override_reason
from public.arca_entries e
join public.arca_diary_values v on v.entry_id = e.id
where e.kind = 'diary' and e.deleted_at is null;

create function public.arca_diary_compliance_check(p_entry_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_values public.arca_diary_values;
  v_room uuid;
  v_room_name text;
  v_hold record;
begin
  select * into v_entry from public.arca_entries where id = p_entry_id;
  select * into v_values from public.arca_diary_values where entry_id = p_entry_id;
  if v_entry.status <> 'done' or v_entry.deleted_at is not null or v_values.override_reason is not null then
    return;
  end if;
  v_room := coalesce(v_entry.room_id, (select l.current_room_id from public.arca_lots l where l.id = v_entry.lot_id));
  if v_room is null then
    return;
  end if;
  select r.room_name into v_room_name from public.rooms r where r.id = v_room;
  select * into v_hold from public.arca_room_hold_at(v_room, v_entry.occurred_at, 'rei');
  if found then
    raise exception 'Re-entry interval: % was treated with % and nobody may enter until % UTC. State an override reason to save this entry.',
      v_room_name, v_hold.products, to_char(v_hold.ends_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
      using errcode = 'AR101',
        detail = jsonb_build_object('room_id', v_room, 'ends_at', v_hold.ends_at, 'application_id', v_hold.entry_id,
          'products', v_hold.products)::text;
  end if;
  if v_values.event = 'harvest' then
    select * into v_hold from public.arca_room_hold_at(v_room, v_entry.occurred_at, 'phi');
    if found then
      raise exception 'Pre-harvest interval: % was treated with % and may not be harvested until % UTC. State an override reason to save this harvest.',
        v_room_name, v_hold.products, to_char(v_hold.ends_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
        using errcode = 'AR102',
          detail = jsonb_build_object('room_id', v_room, 'ends_at', v_hold.ends_at, 'application_id', v_hold.entry_id,
            'products', v_hold.products)::text;
    end if;
  end if;
end
$$;
revoke execute on function public.arca_diary_compliance_check(uuid) from public, anon, authenticated;

-- Checked when the values are written (arca_log_entry writes the envelope first) and when the
-- envelope changes where, when or whether it happened. Runs after the framework's own checks.
create function public.arca_diary_values_compliance() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (new.event, new.override_reason) is distinct from (old.event, old.override_reason) then
    perform public.arca_diary_compliance_check(new.entry_id);
  end if;
  return null;
end
$$;
revoke execute on function public.arca_diary_values_compliance() from public, anon, authenticated;
create trigger arca_diary_values_compliance
  after insert or update on public.arca_diary_values
  for each row execute function public.arca_diary_values_compliance();

-- ---------------------------------------------------------------------------------------------
-- Beneficial releases.
create table public.arca_release_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  species text not null check (char_length(species) between 3 and 100 and species = btrim(species)),
  quantity numeric not null check (quantity > 0 and quantity <= 1000000000),
  quantity_unit text not null default 'individuals'
    check (quantity_unit in ('individuals', 'bottles', 'sachets', 'cards', 'boxes', 'mL')),
  supplier text check (char_length(supplier) <= 100),
  lot_number text check (char_length(lot_number) <= 60),
  method text check (method in ('broadcast', 'sachets', 'cards', 'blower', 'hanging', 'other')),
  -- Why a release was made inside a harmful product's persistence window.
  override_reason text
    check (char_length(override_reason) between 5 and 500 and override_reason = btrim(override_reason))
);
create index arca_release_values_species_idx on public.arca_release_values (lower(species));

create table public.arca_scouting_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  organism text not null check (char_length(organism) between 2 and 100 and organism = btrim(organism)),
  organism_type text not null default 'pest' check (organism_type in ('pest', 'disease', 'beneficial')),
  count integer not null check (count between 0 and 1000000),
  basis text not null default 'per_trap' check (basis in ('per_trap', 'per_plant', 'per_leaf', 'total')),
  -- Trap number, bench or row.
  location text check (char_length(location) <= 100)
);

alter table public.arca_release_values enable row level security;
alter table public.arca_scouting_values enable row level security;
revoke all on table public.arca_release_values, public.arca_scouting_values from anon, authenticated;
grant select on public.arca_release_values, public.arca_scouting_values to authenticated;
grant insert (entry_id, species, quantity, quantity_unit, supplier, lot_number, method, override_reason)
  on public.arca_release_values to authenticated;
grant update (species, quantity, quantity_unit, supplier, lot_number, method, override_reason)
  on public.arca_release_values to authenticated;
grant insert (entry_id, organism, organism_type, count, basis, location) on public.arca_scouting_values to authenticated;
grant update (organism, organism_type, count, basis, location) on public.arca_scouting_values to authenticated;
grant select, insert, update, delete on public.arca_release_values, public.arca_scouting_values to service_role;

create policy "Facility teams read release values"
  on public.arca_release_values for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'release'));
create policy "Facility teams log release values"
  on public.arca_release_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'release', 'log'));
create policy "Facility teams edit release values"
  on public.arca_release_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'release', 'edit'))
  with check (public.arca_entry_access(entry_id, 'release', 'edit'));
create policy "Facility teams read scouting values"
  on public.arca_scouting_values for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'scouting'));
create policy "Facility teams log scouting values"
  on public.arca_scouting_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'scouting', 'log'));
create policy "Facility teams edit scouting values"
  on public.arca_scouting_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'scouting', 'edit'))
  with check (public.arca_entry_access(entry_id, 'scouting', 'edit'));

create trigger arca_release_values_after_update
  after update on public.arca_release_values
  for each row execute function public.arca_values_after_update();
create trigger arca_scouting_values_after_update
  after update on public.arca_scouting_values
  for each row execute function public.arca_values_after_update();

insert into public.arca_kinds (kind, tool_id, values_table) values
  ('release', 'arca-ipm', 'public.arca_release_values'),
  ('scouting', 'arca-ipm', 'public.arca_scouting_values');

-- Releases and counts belong to a room.
create function public.arca_ipm_values_need_room() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select e.room_id from public.arca_entries e where e.id = new.entry_id) is null then
    raise exception 'Choose the room.' using errcode = 'AR107';
  end if;
  return new;
end
$$;
revoke execute on function public.arca_ipm_values_need_room() from public, anon, authenticated;
create trigger arca_release_values_need_room
  before insert or update on public.arca_release_values
  for each row execute function public.arca_ipm_values_need_room();
create trigger arca_scouting_values_need_room
  before insert or update on public.arca_scouting_values
  for each row execute function public.arca_ipm_values_need_room();

-- The application in a room whose side effect on a species (IOBC class >= 3) persists at a moment,
-- if any: the one whose window ends last.
create function public.arca_harmful_application_at(p_room_id uuid, p_species text, p_at timestamptz)
returns table (entry_id uuid, product text, iobc_class smallint, persistence_weeks numeric, applied_at timestamptz,
  safe_from timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, p.name, se.iobc_class, se.persistence_weeks, e.occurred_at,
    coalesce(v.ended_at, e.occurred_at) + se.persistence_weeks * interval '7 days'
  from public.arca_entries e
  join public.arca_application_values v on v.entry_id = e.id
  join public.arca_application_items i on i.entry_id = e.id
  join public.arca_protection_products p on p.id = i.product_id
  join public.arca_side_effects se on se.product_id = i.product_id
  where e.room_id = p_room_id and e.kind = 'application' and e.status = 'done' and e.deleted_at is null
    and e.occurred_at <= p_at
    and e.occurred_at > p_at - interval '53 weeks'
    and lower(regexp_replace(se.species, '\s+', ' ', 'g')) = lower(regexp_replace(btrim(p_species), '\s+', ' ', 'g'))
    and se.iobc_class >= 3
    and coalesce(v.ended_at, e.occurred_at) + se.persistence_weeks * interval '7 days' > p_at
  order by 6 desc
  limit 1
$$;
revoke execute on function public.arca_harmful_application_at(uuid, text, timestamptz) from public, anon, authenticated;

create function public.arca_release_compliance_check(p_entry_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_values public.arca_release_values;
  v_hit record;
  v_room_name text;
begin
  select * into v_entry from public.arca_entries where id = p_entry_id;
  select * into v_values from public.arca_release_values where entry_id = p_entry_id;
  if v_entry.status <> 'done' or v_entry.deleted_at is not null or v_values.override_reason is not null then
    return;
  end if;
  select * into v_hit from public.arca_harmful_application_at(v_entry.room_id, v_values.species, v_entry.occurred_at);
  if found then
    select r.room_name into v_room_name from public.rooms r where r.id = v_entry.room_id;
    raise exception '% was applied in % on % UTC: IOBC class % (% harm) for %, persistent % week(s), so a release is safe from % UTC. Release after that, or state an override reason.',
      v_hit.product, v_room_name, to_char(v_hit.applied_at at time zone 'UTC', 'YYYY-MM-DD'), v_hit.iobc_class,
      case v_hit.iobc_class when 3 then '50-75 %' else 'over 75 %' end, v_values.species,
      trim_scale(v_hit.persistence_weeks)::text, to_char(v_hit.safe_from at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
      using errcode = 'AR103',
        detail = jsonb_build_object('application_id', v_hit.entry_id, 'product', v_hit.product,
          'iobc_class', v_hit.iobc_class, 'safe_from', v_hit.safe_from)::text;
  end if;
end
$$;
revoke execute on function public.arca_release_compliance_check(uuid) from public, anon, authenticated;

create function public.arca_release_values_compliance() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (new.species, new.override_reason) is distinct from (old.species, old.override_reason) then
    perform public.arca_release_compliance_check(new.entry_id);
  end if;
  return null;
end
$$;
revoke execute on function public.arca_release_values_compliance() from public, anon, authenticated;
create trigger arca_release_values_compliance
  after insert or update on public.arca_release_values
  for each row execute function public.arca_release_values_compliance();

-- Moving a diary entry or a release in place or time, marking it done or restoring it re-applies
-- its rule.
create function public.arca_entries_compliance() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.room_id, new.lot_id, new.occurred_at, new.status, new.deleted_at is null)
     is not distinct from (old.room_id, old.lot_id, old.occurred_at, old.status, old.deleted_at is null) then
    return null;
  end if;
  if new.kind = 'diary' then
    perform public.arca_diary_compliance_check(new.id);
  elsif new.kind = 'release' then
    perform public.arca_release_compliance_check(new.id);
  end if;
  return null;
end
$$;
revoke execute on function public.arca_entries_compliance() from public, anon, authenticated;
create trigger arca_entries_compliance
  after update on public.arca_entries
  for each row when (new.kind in ('diary', 'release'))
  execute function public.arca_entries_compliance();

-- ---------------------------------------------------------------------------------------------
-- Records views.
create view public.arca_application_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.items, v.method, v.target, v.crop, v.area_m2, v.water_volume_l, v.applicator, v.applicator_licence, v.ended_at,
  w.rei_hours, w.phi_days, w.rei_ends_at, w.phi_ends_at, w.products
from public.arca_entries e
join public.arca_application_values v on v.entry_id = e.id
left join lateral (
  select max(i.rei_hours) as rei_hours, max(i.phi_days) as phi_days,
    coalesce(v.ended_at, e.occurred_at) + max(i.rei_hours) * interval '1 hour' as rei_ends_at,
    coalesce(v.ended_at, e.occurred_at) + max(i.phi_days) * interval '1 day' as phi_ends_at,
    string_agg(p.name, ', ' order by i.position) as products
  from public.arca_application_items i
  join public.arca_protection_products p on p.id = i.product_id
  where i.entry_id = e.id
) w on true
where e.kind = 'application' and e.deleted_at is null;
revoke all on public.arca_application_records from anon, authenticated;
grant select on public.arca_application_records to authenticated, service_role;

create view public.arca_release_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.species, v.quantity, v.quantity_unit, v.supplier, v.lot_number, v.method, v.override_reason
from public.arca_entries e
join public.arca_release_values v on v.entry_id = e.id
where e.kind = 'release' and e.deleted_at is null;
revoke all on public.arca_release_records from anon, authenticated;
grant select on public.arca_release_records to authenticated, service_role;

create view public.arca_scouting_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.organism, v.organism_type, v.count, v.basis, v.location
from public.arca_entries e
join public.arca_scouting_values v on v.entry_id = e.id
where e.kind = 'scouting' and e.deleted_at is null;
revoke all on public.arca_scouting_records from anon, authenticated;
grant select on public.arca_scouting_records to authenticated, service_role;

-- AgroChemLog's compliance record (Advanced): one row per product applied, with everything a US
-- WPS or EU Reg. 2023/564 record holds, for the CSV export and the printable page. Filtered to
-- facilities whose plan covers AgroChemLog, on top of the entries' own policies.
create view public.arca_compliance_records with (security_invoker = true) as
select e.id as application_id, e.facility_id, e.room_id, r.room_name, e.occurred_at as started_at, v.ended_at,
  i.position, p.name as product, p.registration_number, p.active_ingredients, p.product_type,
  i.rate, i.rate_unit, i.amount, p.unit as amount_unit, v.method, v.target, v.crop, v.area_m2, v.water_volume_l,
  v.applicator, v.applicator_licence, i.rei_hours as product_rei_hours, i.phi_days as product_phi_days,
  w.rei_hours, w.phi_days, w.rei_ends_at, w.phi_ends_at, e.notes
from public.arca_entries e
join public.arca_application_values v on v.entry_id = e.id
join public.arca_application_items i on i.entry_id = e.id
join public.arca_protection_products p on p.id = i.product_id
join public.arca_application_windows w on w.entry_id = e.id
left join public.rooms r on r.id = e.room_id
where e.kind = 'application' and e.status = 'done' and e.deleted_at is null
  and e.facility_id in (select public.arca_tool_facilities('read', 'arca-agrochemlog'));
revoke all on public.arca_compliance_records from anon, authenticated;
grant select on public.arca_compliance_records to authenticated, service_role;
