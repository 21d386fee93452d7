-- Yields: prices and analytics (issue 15). A grower prices what a harvest sells for per strain and
-- product grade ("A", "B / smalls", "Trim"), dated, so a price change never rewrites the revenue of
-- an earlier harvest; each yield entry may name the grade of its dry weight. Revenue per lot is the
-- dry weight × the price in force on the harvest day for the lot's strain (a price for every strain
-- when the strain has none) and the entry's grade: src/modules/arca/records/prices.ts.
--
-- arca_yield_analytics gives the analytics screen one row per harvest with what it is divided by:
-- the lot's strain and the room it flowered in (the room of its last harvest event; the yield's own
-- room otherwise, which is usually the dry room) with that room's canopy area and lighting watts.

-- ---------------------------------------------------------------------------------------------
-- The grade of a yield entry's dry weight.
alter table public.arca_yield_values
  add column grade text
    constraint arca_yield_grade_length check (char_length(grade) between 1 and 40 and grade = btrim(grade));
grant insert (grade) on public.arca_yield_values to authenticated;
grant update (grade) on public.arca_yield_values to authenticated;

create or replace view public.arca_yield_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.wet_g, v.trim_g, v.waste_g, v.dry_g, v.dry_wet_pct, v.grade
from public.arca_entries e
join public.arca_yield_values v on v.entry_id = e.id
where e.kind = 'yield' and e.deleted_at is null;
revoke all on public.arca_yield_records from anon, authenticated;
grant select on public.arca_yield_records to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Prices: per facility, strain (null: every strain without its own price) and grade, from a day on.
create table public.arca_yield_prices (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  strain text
    constraint arca_yield_price_strain_length check (char_length(strain) between 1 and 120 and strain = btrim(strain)),
  grade text not null
    constraint arca_yield_price_grade_length check (char_length(grade) between 1 and 40 and grade = btrim(grade)),
  price numeric not null
    constraint arca_yield_price_range check (price > 0 and price <= 1000000),
  -- The weight the price is for, as the grower sells: per pound, kilogram, ounce or gram.
  per_unit text not null default 'lb'
    constraint arca_yield_price_unit check (per_unit in ('g', 'kg', 'oz', 'lb')),
  currency text not null default 'USD'
    constraint arca_yield_price_currency check (currency in ('USD', 'CAD', 'EUR', 'GBP', 'CHF', 'AUD')),
  effective_on date not null default current_date
    constraint arca_yield_price_date_range check (effective_on >= '2000-01-01' and effective_on < '2100-01-01'),
  notes text check (char_length(notes) <= 500),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One price per strain (or every strain), grade and day.
create unique index arca_yield_prices_key
  on public.arca_yield_prices (facility_id, coalesce(lower(strain), ''), lower(grade), effective_on);

create trigger arca_yield_prices_stamp
  before insert or update on public.arca_yield_prices
  for each row execute function public.arca_library_stamp();

alter table public.arca_yield_prices enable row level security;
revoke all on table public.arca_yield_prices from anon, authenticated;
grant select, delete on public.arca_yield_prices to authenticated;
grant insert (id, facility_id, strain, grade, price, per_unit, currency, effective_on, notes)
  on public.arca_yield_prices to authenticated;
grant update (strain, grade, price, per_unit, currency, effective_on, notes)
  on public.arca_yield_prices to authenticated;
grant select, insert, update, delete on public.arca_yield_prices to service_role;

create policy "Facility teams read their yield prices"
  on public.arca_yield_prices for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-yields')));
create policy "Facility teams add yield prices"
  on public.arca_yield_prices for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-yields')));
create policy "Facility teams edit their yield prices"
  on public.arca_yield_prices for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-yields')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-yields')));
create policy "Facility teams delete their yield prices"
  on public.arca_yield_prices for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-yields')));

-- ---------------------------------------------------------------------------------------------
-- One row per done harvest, with its lot's strain and the room it grew in.
create view public.arca_yield_analytics with (security_invoker = true) as
select y.id, y.facility_id, y.lot_id, y.occurred_at, y.grade, y.wet_g, y.dry_g, y.dry_wet_pct,
  l.name as lot_name, l.strain,
  r.id as room_id, r.room_name, r.canopy_area_m2, r.lighting_w
from public.arca_yield_records y
join public.arca_lots l on l.id = y.lot_id
left join lateral (
  select h.room_id
  from public.arca_entries h
  join public.arca_diary_values d on d.entry_id = h.id
  -- facility_id first: arca_entries_lot_idx (facility_id, lot_id, occurred_at desc) finds it.
  where h.facility_id = y.facility_id and h.lot_id = y.lot_id and h.kind = 'diary' and h.status = 'done'
    and h.deleted_at is null
    and d.event = 'harvest' and h.room_id is not null
  order by h.occurred_at desc
  limit 1
) grown on true
left join public.rooms r on r.id = coalesce(grown.room_id, y.room_id)
where y.status = 'done';
revoke all on public.arca_yield_analytics from anon, authenticated;
grant select on public.arca_yield_analytics to authenticated, service_role;
