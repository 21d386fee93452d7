-- Arca Runoff log and PPM log, two kinds on the records framework (20261123212750).
--
-- Runoff: per irrigation, the volume applied and drained with their EC and pH; runoff % (drain ÷
-- applied × 100, the leaching fraction), the EC and pH differences are generated columns, so the
-- records list sorts and exports them like any other column. The same formulas are in
-- src/modules/arca/records/runoff.ts for the form's live figures.
--
-- PPM: a nutrient-solution reading per tank or room. Stored as EC in mS/cm whatever the meter
-- showed (ppm on the 500, 640 or 700 scale is EC × 500/640/700); entered_unit remembers what it
-- showed, so an entry reads back as it was typed.

create table public.arca_runoff_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  input_volume_l public.arca_volume_l not null,
  runoff_volume_l public.arca_volume_l not null,
  input_ec public.arca_ec,
  runoff_ec public.arca_ec,
  input_ph public.arca_ph,
  runoff_ph public.arca_ph,
  runoff_pct numeric generated always as (round(runoff_volume_l / nullif(input_volume_l, 0) * 100, 1)) stored,
  ec_diff numeric generated always as (runoff_ec - input_ec) stored,
  ph_diff numeric generated always as (runoff_ph - input_ph) stored,
  -- Runoff % divides by it.
  constraint arca_runoff_input_volume_positive check (input_volume_l > 0)
);

alter table public.arca_runoff_values enable row level security;
revoke all on table public.arca_runoff_values from anon, authenticated;
grant select on public.arca_runoff_values to authenticated;
grant insert (entry_id, input_volume_l, runoff_volume_l, input_ec, runoff_ec, input_ph, runoff_ph)
  on public.arca_runoff_values to authenticated;
grant update (input_volume_l, runoff_volume_l, input_ec, runoff_ec, input_ph, runoff_ph)
  on public.arca_runoff_values to authenticated;
grant select, insert, update, delete on public.arca_runoff_values to service_role;

create policy "Facility teams read runoff values"
  on public.arca_runoff_values for select to authenticated
  using (public.arca_entry_access(entry_id, 'runoff', 'read'));
create policy "Facility teams log runoff values"
  on public.arca_runoff_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'runoff', 'log'));
create policy "Facility teams edit runoff values"
  on public.arca_runoff_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'runoff', 'edit'))
  with check (public.arca_entry_access(entry_id, 'runoff', 'edit'));

create trigger arca_runoff_values_after_update
  after update on public.arca_runoff_values
  for each row execute function public.arca_values_after_update();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('runoff', 'arca-runoff', 'public.arca_runoff_values');

create view public.arca_runoff_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.input_volume_l, v.runoff_volume_l, v.input_ec, v.runoff_ec, v.input_ph, v.runoff_ph,
  v.runoff_pct, v.ec_diff, v.ph_diff
from public.arca_entries e
join public.arca_runoff_values v on v.entry_id = e.id
where e.kind = 'runoff' and e.deleted_at is null;
revoke all on public.arca_runoff_records from anon, authenticated;
grant select on public.arca_runoff_records to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.arca_ppm_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  ec public.arca_ec not null,
  entered_unit text not null default 'mS/cm' check (entered_unit in ('mS/cm', 'ppm500', 'ppm640', 'ppm700')),
  ph public.arca_ph,
  solution_temp_c public.arca_temperature_c,
  -- The tank read, by the grower's name for it ("Tank A", "Mother res"); Tank Management's tanks
  -- (issue 16) can add a tank_id next to it.
  tank text check (char_length(tank) between 1 and 60 and tank = btrim(tank))
);

alter table public.arca_ppm_values enable row level security;
revoke all on table public.arca_ppm_values from anon, authenticated;
grant select on public.arca_ppm_values to authenticated;
grant insert (entry_id, ec, entered_unit, ph, solution_temp_c, tank) on public.arca_ppm_values to authenticated;
grant update (ec, entered_unit, ph, solution_temp_c, tank) on public.arca_ppm_values to authenticated;
grant select, insert, update, delete on public.arca_ppm_values to service_role;

create policy "Facility teams read PPM values"
  on public.arca_ppm_values for select to authenticated
  using (public.arca_entry_access(entry_id, 'ppm', 'read'));
create policy "Facility teams log PPM values"
  on public.arca_ppm_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'ppm', 'log'));
create policy "Facility teams edit PPM values"
  on public.arca_ppm_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'ppm', 'edit'))
  with check (public.arca_entry_access(entry_id, 'ppm', 'edit'));

create trigger arca_ppm_values_after_update
  after update on public.arca_ppm_values
  for each row execute function public.arca_values_after_update();

-- A reading belongs to a tank or a room; one of the two must be named.
create function public.arca_ppm_values_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.tank is null and (select e.room_id from public.arca_entries e where e.id = new.entry_id) is null then
    raise exception 'Choose the room or name the tank this reading is from.' using errcode = 'AR008';
  end if;
  return new;
end
$$;
revoke execute on function public.arca_ppm_values_check() from public, anon, authenticated;
create trigger arca_ppm_values_check
  before insert or update on public.arca_ppm_values
  for each row execute function public.arca_ppm_values_check();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('ppm', 'arca-ppms', 'public.arca_ppm_values');

create view public.arca_ppm_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.ec, v.entered_unit, v.ph, v.solution_temp_c, v.tank
from public.arca_entries e
join public.arca_ppm_values v on v.entry_id = e.id
where e.kind = 'ppm' and e.deleted_at is null;
revoke all on public.arca_ppm_records from anon, authenticated;
grant select on public.arca_ppm_records to authenticated, service_role;
