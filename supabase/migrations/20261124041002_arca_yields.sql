-- Arca Yields log (issue 15), a kind on the records framework (20261123212750): per lot and
-- harvest, the wet weight and, as the harvest dries and is trimmed, the trim, waste and dry
-- weights. Stored in grams. The dry ÷ wet ratio is a generated column so the records list sorts and
-- exports it like any other; the same formula is in src/modules/arca/records/yields.ts for the
-- form's live figure. A yield belongs to a lot (the lot's strain and room are what yields are
-- compared by), refused with AR009 without one, on the envelope so an edit cannot drop it either.

create table public.arca_yield_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  wet_g public.arca_mass_g not null,
  trim_g public.arca_mass_g,
  waste_g public.arca_mass_g,
  dry_g public.arca_mass_g,
  dry_wet_pct numeric generated always as (round(dry_g / nullif(wet_g, 0) * 100, 1)) stored,
  -- The ratio divides by it, and a harvest of nothing is a mistyped one.
  constraint arca_yield_wet_positive check (wet_g > 0),
  -- Drying only loses water; trimming and waste come out of the wet weight.
  constraint arca_yield_dry_within_wet check (dry_g <= wet_g),
  constraint arca_yield_trim_within_wet check (coalesce(trim_g, 0) + coalesce(waste_g, 0) <= wet_g)
);

alter table public.arca_yield_values enable row level security;
revoke all on table public.arca_yield_values from anon, authenticated;
grant select on public.arca_yield_values to authenticated;
grant insert (entry_id, wet_g, trim_g, waste_g, dry_g) on public.arca_yield_values to authenticated;
grant update (wet_g, trim_g, waste_g, dry_g) on public.arca_yield_values to authenticated;
grant select, insert, update, delete on public.arca_yield_values to service_role;

-- Reads: the entry's own policy decides (its facility and kind), once per query.
create policy "Facility teams read yield values"
  on public.arca_yield_values for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'yield'));
create policy "Facility teams log yield values"
  on public.arca_yield_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'yield', 'log'));
create policy "Facility teams edit yield values"
  on public.arca_yield_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'yield', 'edit'))
  with check (public.arca_entry_access(entry_id, 'yield', 'edit'));

create trigger arca_yield_values_after_update
  after update on public.arca_yield_values
  for each row execute function public.arca_values_after_update();

-- A yield names its lot, when logged and when edited.
create function public.arca_yield_needs_lot() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Choose the lot this harvest is from.' using errcode = 'AR009';
end
$$;
revoke execute on function public.arca_yield_needs_lot() from public, anon, authenticated;
create trigger arca_yield_needs_lot
  before insert or update of lot_id on public.arca_entries
  for each row when (new.kind = 'yield' and new.lot_id is null)
  execute function public.arca_yield_needs_lot();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('yield', 'arca-yields', 'public.arca_yield_values');

create view public.arca_yield_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.wet_g, v.trim_g, v.waste_g, v.dry_g, v.dry_wet_pct
from public.arca_entries e
join public.arca_yield_values v on v.entry_id = e.id
where e.kind = 'yield' and e.deleted_at is null;
revoke all on public.arca_yield_records from anon, authenticated;
grant select on public.arca_yield_records to authenticated, service_role;
