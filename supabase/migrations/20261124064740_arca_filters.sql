-- Arca Filters log (issue 15), a kind on the records framework (20261123212750), and the facility's
-- water-treatment filters it is kept for.
--
-- arca_filters: one row per filter (an RO membrane, a sediment or carbon cartridge, a UV lamp) with
-- how often it is changed; the calendar (/arca/filters/calendar) counts the interval from its last
-- logged change, or from when it was installed.
--
-- arca_filter_values: one entry is either a reading (feed and permeate TDS, stored as EC in mS/cm
-- like every other conductivity; inlet and outlet pressure in bar; permeate flow in L/min; water
-- temperature) or a maintenance action (backwashed, cleaned, cartridge or membrane replaced).
-- Rejection % = (1 − permeate ÷ feed) × 100 and the pressure drop are generated columns, so the
-- records list sorts and exports them; src/modules/arca/records/water.ts has the same formulas for
-- the form's live figures and the normalized-flow and salt-passage warnings.

create domain public.arca_pressure_bar as numeric
  constraint arca_pressure_bar_range check (value >= 0 and value <= 100);
create domain public.arca_flow_lpm as numeric
  constraint arca_flow_lpm_range check (value >= 0 and value <= 100000);

create table public.arca_filters (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  filter_type text not null default 'ro_membrane'
    check (filter_type in ('ro_membrane', 'sediment', 'carbon', 'uv', 'other')),
  -- Days between changes (a 5 µm sediment cartridge: ~90; an RO membrane: two to three years).
  change_interval_days integer not null
    constraint arca_filters_interval_range check (change_interval_days between 1 and 3650),
  installed_on date not null default current_date,
  archived boolean not null default false,
  notes text check (char_length(notes) <= 2000),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id)
);
create unique index arca_filters_facility_name_key on public.arca_filters (facility_id, lower(name));

create trigger arca_filters_stamp
  before insert or update on public.arca_filters
  for each row execute function public.arca_library_stamp();

alter table public.arca_filters enable row level security;
revoke all on table public.arca_filters from anon, authenticated;
grant select, delete on public.arca_filters to authenticated;
grant insert (id, facility_id, name, filter_type, change_interval_days, installed_on, archived, notes)
  on public.arca_filters to authenticated;
grant update (name, filter_type, change_interval_days, installed_on, archived, notes)
  on public.arca_filters to authenticated;
grant select, insert, update, delete on public.arca_filters to service_role;

create policy "Facility teams read their filters"
  on public.arca_filters for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-filters')));
create policy "Facility teams add filters"
  on public.arca_filters for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-filters')));
create policy "Facility teams edit their filters"
  on public.arca_filters for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-filters')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-filters')));
-- A filter with entries cannot be deleted (23503): archive it.
create policy "Facility teams delete their filters"
  on public.arca_filters for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-filters')));

-- ---------------------------------------------------------------------------------------------
create table public.arca_filter_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  filter_id uuid not null references public.arca_filters (id),
  action text not null default 'reading'
    check (action in ('reading', 'backwash', 'cleaned', 'replaced')),
  feed_tds public.arca_ec,
  permeate_tds public.arca_ec,
  pressure_in_bar public.arca_pressure_bar,
  pressure_out_bar public.arca_pressure_bar,
  permeate_flow_lpm public.arca_flow_lpm,
  water_temp_c public.arca_temperature_c,
  rejection_pct numeric generated always as (
    round((1 - permeate_tds / nullif(feed_tds, 0)) * 100, 1)) stored,
  pressure_drop_bar numeric generated always as (pressure_in_bar - pressure_out_bar) stored,
  -- A reading reads something.
  constraint arca_filter_reading_has_figures check (
    action <> 'reading' or coalesce(feed_tds, permeate_tds, pressure_in_bar, pressure_out_bar,
      permeate_flow_lpm) is not null),
  -- Filtering only takes salts out; more in the permeate than in the feed is a mistyped reading.
  constraint arca_filter_permeate_within_feed check (permeate_tds <= feed_tds),
  -- Water loses pressure through a filter.
  constraint arca_filter_outlet_within_inlet check (pressure_out_bar <= pressure_in_bar)
);
create index arca_filter_values_filter_idx on public.arca_filter_values (filter_id);

alter table public.arca_filter_values enable row level security;
revoke all on table public.arca_filter_values from anon, authenticated;
grant select on public.arca_filter_values to authenticated;
grant insert (entry_id, filter_id, action, feed_tds, permeate_tds, pressure_in_bar, pressure_out_bar,
  permeate_flow_lpm, water_temp_c) on public.arca_filter_values to authenticated;
grant update (filter_id, action, feed_tds, permeate_tds, pressure_in_bar, pressure_out_bar,
  permeate_flow_lpm, water_temp_c) on public.arca_filter_values to authenticated;
grant select, insert, update, delete on public.arca_filter_values to service_role;

create policy "Facility teams read filter values"
  on public.arca_filter_values for select to authenticated
  using (public.arca_entry_access(entry_id, 'filter', 'read'));
create policy "Facility teams log filter values"
  on public.arca_filter_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'filter', 'log'));
create policy "Facility teams edit filter values"
  on public.arca_filter_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'filter', 'edit'))
  with check (public.arca_entry_access(entry_id, 'filter', 'edit'));

create trigger arca_filter_values_after_update
  after update on public.arca_filter_values
  for each row execute function public.arca_values_after_update();

-- The filter is one of the entry's facility.
create function public.arca_filter_values_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.arca_entries e
    join public.arca_filters f on f.facility_id = e.facility_id
    where e.id = new.entry_id and f.id = new.filter_id
  ) then
    raise exception 'Choose a filter of this facility.' using errcode = '23503';
  end if;
  return new;
end
$$;
revoke execute on function public.arca_filter_values_check() from public, anon, authenticated;
create trigger arca_filter_values_check
  before insert or update on public.arca_filter_values
  for each row execute function public.arca_filter_values_check();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('filter', 'arca-filters', 'public.arca_filter_values');

create view public.arca_filter_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.filter_id, v.action, v.feed_tds, v.permeate_tds, v.pressure_in_bar, v.pressure_out_bar,
  v.permeate_flow_lpm, v.water_temp_c, v.rejection_pct, v.pressure_drop_bar
from public.arca_entries e
join public.arca_filter_values v on v.entry_id = e.id
where e.kind = 'filter' and e.deleted_at is null;
revoke all on public.arca_filter_records from anon, authenticated;
grant select on public.arca_filter_records to authenticated, service_role;
