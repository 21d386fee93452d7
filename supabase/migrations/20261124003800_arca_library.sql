-- Arca product and tank library with its stock ledger (issue 16): what the nutrient and
-- crop-protection tools share. Facility-scoped like the records (20261123212750), tier per tool.
--
--   arca_tool_facilities(action, tool)  the facilities where the caller may act with one Arca tool:
--                        the facility grants filtered by the tool's tier. Library tables (products,
--                        tanks, targets, plans) are not log entries; their policies ask this.
--   arca_fertilizers     products with their guaranteed analysis, stored as ELEMENTAL mass % (the
--                        app converts a label's P2O5/K2O with the Chemical Calculator's factors and
--                        remembers which form the label used); the cation charge per gram feeds the
--                        EC prediction. Salts from the calculator keep their salt id.
--   arca_protection_products  pesticides and biologicals: registration number, active ingredients,
--                        re-entry interval (REI) and pre-harvest interval (PHI) from the label.
--   arca_side_effects    per product and beneficial species: IOBC class 1-4 (<25 %, 25-50 %, 50-75 %,
--                        >75 % harm) and persistence in weeks (Koppert / Biobest side-effect tables).
--   arca_tanks           stock tanks and reservoirs: capacity, dilution ratio 1:N (1 = ready to use), part.
--   arca_stock_movements the stock ledger (farmOS's inventory adjustments): purchases, uses,
--                        disposals and stated corrections typed by the grower, and the withdrawals and
--                        additions that batches, feeds and applications make. Stock on hand is the
--                        sum; nothing stores a mutable quantity. No movement may take an item below
--                        zero: a shortfall is fixed by a correction that says why.

-- ---------------------------------------------------------------------------------------------
-- Access: the facilities where the caller may act with a tool (tier from arca_tool_tier, the same
-- tool ids as src/lib/modules.ts): the facility grants (public.facility_grants, which Atlas extends
-- with members and roles) whose plan covers the tool's tier. A policy tests
-- `facility_id in (select …)`, which Postgres evaluates once per query.
create function public.arca_tool_facilities(p_action text, p_tool_id text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select g.facility_id
  from public.facility_grants(p_action) g
  where public.arca_tool_tier(p_tool_id) is not null
    and g.tier_rank >= public.tier_rank(public.arca_tool_tier(p_tool_id))
$$;
comment on function public.arca_tool_facilities(text, text) is
  'Facilities where the caller may read/log/edit/delete with an Arca tool: the facility grants whose '
  'plan covers the tool''s tier.';
revoke execute on function public.arca_tool_facilities(text, text) from public, anon, authenticated;
grant execute on function public.arca_tool_facilities(text, text) to authenticated, service_role;

-- Who made and last changed a library row; seeds (no session) keep what they set.
create function public.arca_library_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.created_at := now();
  else
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_by := coalesce((select auth.uid()), new.updated_by, new.created_by);
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function public.arca_library_stamp() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Fertilizers.
create table public.arca_fertilizers (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  -- A salt of the Chemical Calculator (src/modules/arca/salts.ts) whose analysis this is.
  salt_id text check (salt_id ~ '^[a-z0-9-]{1,60}$'),
  manufacturer text check (char_length(manufacturer) <= 100),
  supplier text check (char_length(supplier) <= 100),
  lot_number text check (char_length(lot_number) <= 60),
  purchase_date date check (purchase_date >= '2000-01-01' and purchase_date < '2100-01-01'),
  form text not null default 'dry' check (form in ('dry', 'liquid')),
  -- g/mL; a liquid's label % is by weight, so amounts in mL need it.
  density_g_ml numeric check (density_g_ml between 0.5 and 3),
  -- How the label states P and K, so the form shows them back as printed.
  pk_basis text not null default 'oxide' check (pk_basis in ('oxide', 'elemental')),
  -- Where the product goes in the mixing order: additives and acids, silica, calcium / part A, the rest.
  mix_group text not null default 'other' check (mix_group in ('additive', 'silica', 'calcium', 'other')),
  n_nitrate_pct public.arca_percent not null default 0,
  n_ammonium_pct public.arca_percent not null default 0,
  n_urea_pct public.arca_percent not null default 0,
  p_pct public.arca_percent not null default 0,
  k_pct public.arca_percent not null default 0,
  ca_pct public.arca_percent not null default 0,
  mg_pct public.arca_percent not null default 0,
  s_pct public.arca_percent not null default 0,
  fe_pct public.arca_percent not null default 0,
  mn_pct public.arca_percent not null default 0,
  zn_pct public.arca_percent not null default 0,
  cu_pct public.arca_percent not null default 0,
  b_pct public.arca_percent not null default 0,
  mo_pct public.arca_percent not null default 0,
  cl_pct public.arca_percent not null default 0,
  na_pct public.arca_percent not null default 0,
  n_pct numeric generated always as (n_nitrate_pct + n_ammonium_pct + n_urea_pct) stored,
  -- meq of cation charge released per gram dissolved (K⁺, Ca²⁺, Mg²⁺, NH₄⁺ …), from the Chemical
  -- Calculator's compositions; the EC prediction sums it.
  cation_meq_per_g numeric not null default 0 check (cation_meq_per_g between 0 and 50),
  -- Batches withdraw from stock only for tracked products.
  track_stock boolean not null default false,
  archived boolean not null default false,
  notes text check (char_length(notes) <= 2000),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  constraint arca_fertilizers_liquid_density check (form <> 'liquid' or density_g_ml is not null),
  constraint arca_fertilizers_analysis_total check (
    n_nitrate_pct + n_ammonium_pct + n_urea_pct + p_pct + k_pct + ca_pct + mg_pct + s_pct + fe_pct + mn_pct
    + zn_pct + cu_pct + b_pct + mo_pct + cl_pct + na_pct <= 100)
);
create unique index arca_fertilizers_facility_name_key on public.arca_fertilizers (facility_id, lower(name));

create trigger arca_fertilizers_stamp
  before insert or update on public.arca_fertilizers
  for each row execute function public.arca_library_stamp();

alter table public.arca_fertilizers enable row level security;
revoke all on table public.arca_fertilizers from anon, authenticated;
grant select, delete on public.arca_fertilizers to authenticated;
grant insert (id, facility_id, name, salt_id, manufacturer, supplier, lot_number, purchase_date, form, density_g_ml,
  pk_basis, mix_group, n_nitrate_pct, n_ammonium_pct, n_urea_pct, p_pct, k_pct, ca_pct, mg_pct, s_pct, fe_pct,
  mn_pct, zn_pct, cu_pct, b_pct, mo_pct, cl_pct, na_pct, cation_meq_per_g, track_stock, archived, notes)
  on public.arca_fertilizers to authenticated;
grant update (name, salt_id, manufacturer, supplier, lot_number, purchase_date, form, density_g_ml, pk_basis,
  mix_group, n_nitrate_pct, n_ammonium_pct, n_urea_pct, p_pct, k_pct, ca_pct, mg_pct, s_pct, fe_pct, mn_pct,
  zn_pct, cu_pct, b_pct, mo_pct, cl_pct, na_pct, cation_meq_per_g, track_stock, archived, notes)
  on public.arca_fertilizers to authenticated;
grant select, insert, update, delete on public.arca_fertilizers to service_role;

create policy "Facility teams read their fertilizers"
  on public.arca_fertilizers for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-fertilizers')));
create policy "Facility teams add fertilizers"
  on public.arca_fertilizers for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-fertilizers')));
create policy "Facility teams edit their fertilizers"
  on public.arca_fertilizers for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-fertilizers')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-fertilizers')));
-- A product used in a batch cannot be deleted (the batch items' foreign key refuses, 23503):
-- archive it instead.
create policy "Facility teams delete their fertilizers"
  on public.arca_fertilizers for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-fertilizers')));

-- ---------------------------------------------------------------------------------------------
-- Crop-protection products: what an application record must name (US WPS: product, EPA
-- registration number, active ingredients, REI; EU Reg. 2023/564: product, dose, crop, area).
create table public.arca_protection_products (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100 and name = btrim(name)),
  -- EPA Reg. No. in the US, the national authorisation number in the EU.
  registration_number text check (char_length(registration_number) <= 60),
  -- As the label lists them, e.g. "Abamectin 1.9 %".
  active_ingredients text not null
    check (char_length(active_ingredients) between 1 and 300 and active_ingredients = btrim(active_ingredients)),
  product_type text not null default 'chemical'
    check (product_type in ('chemical', 'biological', 'botanical', 'mineral')),
  -- EC, SC, WP … (orders a tank mix: wettable powders and granules first, solutions last).
  formulation text check (formulation in ('WP', 'WG', 'DF', 'SC', 'CS', 'OD', 'EC', 'EW', 'SL', 'SP', 'DP', 'GR', 'other')),
  rei_hours numeric not null default 0 check (rei_hours between 0 and 720),
  phi_days numeric not null default 0 check (phi_days between 0 and 365),
  -- The stock unit: mL for liquids, g for solids.
  unit text not null default 'mL' check (unit in ('mL', 'g')),
  manufacturer text check (char_length(manufacturer) <= 100),
  supplier text check (char_length(supplier) <= 100),
  track_stock boolean not null default false,
  archived boolean not null default false,
  notes text check (char_length(notes) <= 2000),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id)
);
create unique index arca_protection_products_facility_name_key
  on public.arca_protection_products (facility_id, lower(name));

create trigger arca_protection_products_stamp
  before insert or update on public.arca_protection_products
  for each row execute function public.arca_library_stamp();

alter table public.arca_protection_products enable row level security;
revoke all on table public.arca_protection_products from anon, authenticated;
grant select, delete on public.arca_protection_products to authenticated;
grant insert (id, facility_id, name, registration_number, active_ingredients, product_type, formulation, rei_hours,
  phi_days, unit, manufacturer, supplier, track_stock, archived, notes) on public.arca_protection_products to authenticated;
grant update (name, registration_number, active_ingredients, product_type, formulation, rei_hours, phi_days, unit,
  manufacturer, supplier, track_stock, archived, notes) on public.arca_protection_products to authenticated;
grant select, insert, update, delete on public.arca_protection_products to service_role;

create policy "Facility teams read their crop-protection products"
  on public.arca_protection_products for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-application-log')));
create policy "Facility teams add crop-protection products"
  on public.arca_protection_products for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-application-log')));
create policy "Facility teams edit their crop-protection products"
  on public.arca_protection_products for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-application-log')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-application-log')));
-- A product named in an application cannot be deleted (23503): archive it.
create policy "Facility teams delete their crop-protection products"
  on public.arca_protection_products for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-application-log')));

-- Side effects on beneficials, per product and species.
create table public.arca_side_effects (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null,
  product_id uuid not null,
  -- Scientific name, e.g. "Phytoseiulus persimilis"; releases are matched on it, case and spacing aside.
  species text not null check (char_length(species) between 3 and 100 and species = btrim(species)),
  iobc_class smallint not null check (iobc_class between 1 and 4),
  -- Weeks after the application before the species can be released safely.
  persistence_weeks numeric not null default 0 check (persistence_weeks between 0 and 52),
  source text check (char_length(source) <= 200),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (facility_id, product_id) references public.arca_protection_products (facility_id, id) on delete cascade
);
create unique index arca_side_effects_product_species_key
  on public.arca_side_effects (product_id, lower(species));
create index arca_side_effects_facility_product_idx on public.arca_side_effects (facility_id, product_id);

create trigger arca_side_effects_stamp
  before insert or update on public.arca_side_effects
  for each row execute function public.arca_library_stamp();

alter table public.arca_side_effects enable row level security;
revoke all on table public.arca_side_effects from anon, authenticated;
grant select, delete on public.arca_side_effects to authenticated;
grant insert (id, facility_id, product_id, species, iobc_class, persistence_weeks, source)
  on public.arca_side_effects to authenticated;
grant update (species, iobc_class, persistence_weeks, source) on public.arca_side_effects to authenticated;
grant select, insert, update, delete on public.arca_side_effects to service_role;

create policy "Facility teams read side effects of their products"
  on public.arca_side_effects for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-ipm')));
create policy "Facility teams add side effects to their products"
  on public.arca_side_effects for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-ipm')));
create policy "Facility teams edit side effects of their products"
  on public.arca_side_effects for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-ipm')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-ipm')));
create policy "Facility teams delete side effects of their products"
  on public.arca_side_effects for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-ipm')));

-- ---------------------------------------------------------------------------------------------
-- Tanks.
create table public.arca_tanks (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60 and name = btrim(name)),
  capacity_l numeric not null check (capacity_l > 0 and capacity_l <= 1000000),
  -- 1:N, one part of the tank's solution to N parts of feed; 1 is a ready-to-use reservoir.
  dilution_ratio numeric not null default 1 check (dilution_ratio between 1 and 1000),
  part text not null default 'single' check (part in ('single', 'A', 'B', 'C', 'acid')),
  -- The room it feeds, when it feeds one.
  room_id uuid,
  archived boolean not null default false,
  notes text check (char_length(notes) <= 2000),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (facility_id, id),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete set null (room_id)
);
create unique index arca_tanks_facility_name_key on public.arca_tanks (facility_id, lower(name));
create index arca_tanks_facility_room_idx on public.arca_tanks (facility_id, room_id);

create trigger arca_tanks_stamp
  before insert or update on public.arca_tanks
  for each row execute function public.arca_library_stamp();

alter table public.arca_tanks enable row level security;
revoke all on table public.arca_tanks from anon, authenticated;
grant select, delete on public.arca_tanks to authenticated;
grant insert (id, facility_id, name, capacity_l, dilution_ratio, part, room_id, archived, notes)
  on public.arca_tanks to authenticated;
grant update (name, capacity_l, dilution_ratio, part, room_id, archived, notes) on public.arca_tanks to authenticated;
grant select, insert, update, delete on public.arca_tanks to service_role;

create policy "Facility teams read their tanks"
  on public.arca_tanks for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-tanks')));
create policy "Facility teams add tanks"
  on public.arca_tanks for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-tanks')));
create policy "Facility teams edit their tanks"
  on public.arca_tanks for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-tanks')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-tanks')));
-- A tank with batches cannot be deleted (23503): archive it.
create policy "Facility teams delete their tanks"
  on public.arca_tanks for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-tanks')));

-- ---------------------------------------------------------------------------------------------
-- The stock ledger. Quantities are in the item's stock unit: g for a dry product, mL for a liquid
-- (a crop-protection product says which), L for a tank. Positive adds, negative takes away.
create table public.arca_stock_movements (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  fertilizer_id uuid,
  protection_product_id uuid,
  tank_id uuid,
  -- Crop-protection stock is AgroChemLog's (Advanced); the rest is Tank Management's.
  tool_id text not null generated always as (
    case when protection_product_id is not null then 'arca-agrochemlog' else 'arca-tanks' end) stored,
  kind text not null check (kind in (
    'purchase', 'use', 'disposal', 'correction', 'batch', 'fertigation', 'application')),
  quantity numeric not null check (quantity <> 0 and abs(quantity) <= 1000000000),
  occurred_at timestamptz not null default now()
    check (occurred_at >= '2000-01-01' and occurred_at < '2100-01-01'),
  note text check (char_length(note) <= 500),
  lot_number text check (char_length(lot_number) <= 60),
  -- The entry (batch, fertigation, application) whose save made this movement.
  entry_id uuid references public.arca_entries (id) on delete cascade,
  created_by uuid,
  created_at timestamptz not null default now(),
  foreign key (facility_id, fertilizer_id) references public.arca_fertilizers (facility_id, id) on delete cascade,
  foreign key (facility_id, protection_product_id) references public.arca_protection_products (facility_id, id)
    on delete cascade,
  foreign key (facility_id, tank_id) references public.arca_tanks (facility_id, id) on delete cascade,
  constraint arca_stock_one_item check (num_nonnulls(fertilizer_id, protection_product_id, tank_id) = 1),
  constraint arca_stock_direction check (
    (kind = 'purchase' and quantity > 0)
    or (kind in ('use', 'disposal', 'fertigation', 'application') and quantity < 0)
    or kind in ('correction', 'batch')),
  -- A correction says why; that is what makes it a correction rather than a silent edit.
  constraint arca_stock_correction_reason check (kind <> 'correction' or coalesce(char_length(btrim(note)), 0) >= 3),
  constraint arca_stock_entry_kinds check ((entry_id is not null) = (kind in ('batch', 'fertigation', 'application')))
);
create index arca_stock_fertilizer_idx on public.arca_stock_movements (facility_id, fertilizer_id, occurred_at);
create index arca_stock_protection_idx
  on public.arca_stock_movements (facility_id, protection_product_id, occurred_at);
create index arca_stock_tank_idx on public.arca_stock_movements (facility_id, tank_id, occurred_at);
create index arca_stock_entry_idx on public.arca_stock_movements (entry_id);

create function public.arca_stock_movements_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_by := coalesce((select auth.uid()), new.created_by);
  new.created_at := now();
  return new;
end
$$;
revoke execute on function public.arca_stock_movements_stamp() from public, anon, authenticated;
create trigger arca_stock_movements_stamp
  before insert on public.arca_stock_movements
  for each row execute function public.arca_stock_movements_stamp();

alter table public.arca_stock_movements enable row level security;
revoke all on table public.arca_stock_movements from anon, authenticated;
-- Append-only: a wrong movement is answered by a correction, never edited or deleted. Movements
-- that entries make are written by the entries' triggers, never through the API.
grant select on public.arca_stock_movements to authenticated;
grant insert (id, facility_id, fertilizer_id, protection_product_id, tank_id, kind, quantity, occurred_at, note,
  lot_number)
  on public.arca_stock_movements to authenticated;
grant select, insert, update, delete on public.arca_stock_movements to service_role;

create policy "Facility teams read their stock movements"
  on public.arca_stock_movements for select to authenticated
  using (
    (tool_id = 'arca-tanks' and facility_id in (select public.arca_tool_facilities('read', 'arca-tanks')))
    or (tool_id = 'arca-agrochemlog' and facility_id in (select public.arca_tool_facilities('read', 'arca-agrochemlog'))));
create policy "Facility teams record purchases, uses, disposals and corrections"
  on public.arca_stock_movements for insert to authenticated
  with check (
    kind in ('purchase', 'use', 'disposal', 'correction')
    and ((tool_id = 'arca-tanks' and facility_id in (select public.arca_tool_facilities('log', 'arca-tanks')))
      or (tool_id = 'arca-agrochemlog' and facility_id in (select public.arca_tool_facilities('log', 'arca-agrochemlog')))));

-- Stock unit of an item: 'g', 'mL' or 'L'.
create function public.arca_stock_unit(p_fertilizer_id uuid, p_protection_product_id uuid, p_tank_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_tank_id is not null then 'L'
    when p_protection_product_id is not null then
      (select p.unit from public.arca_protection_products p where p.id = p_protection_product_id)
    else (select case f.form when 'liquid' then 'mL' else 'g' end from public.arca_fertilizers f where f.id = p_fertilizer_id)
  end
$$;
revoke execute on function public.arca_stock_unit(uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function public.arca_stock_unit(uuid, uuid, uuid) to authenticated, service_role;

-- No item's running balance may go below zero at any time of its ledger (a back-dated withdrawal
-- counts from its own date): checked when a withdrawal is added or an addition is taken away (an
-- entry's movements being re-made). Refused with what was on hand, so the grower can state a
-- correction. A constraint trigger, checked at the end of each statement; deleting or restoring a
-- batch together with its feeds defers it to the end of the transaction (arca_entries_sync_stock),
-- since the order the rows are handled in is not the order they depend on each other in.
create function public.arca_stock_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.arca_stock_movements;
  v_low record;
  v_name text;
  v_unit text;
begin
  if tg_op = 'DELETE' then
    v := old;
    if v.quantity <= 0 then
      return null;
    end if;
  else
    v := new;
    if v.quantity >= 0 then
      return null;
    end if;
  end if;
  select r.occurred_at, r.balance into v_low
  from (
    select m.occurred_at,
      sum(m.quantity) over (order by m.occurred_at, m.created_at, m.id) as balance
    from public.arca_stock_movements m
    where m.facility_id = v.facility_id
      and m.fertilizer_id is not distinct from v.fertilizer_id
      and m.protection_product_id is not distinct from v.protection_product_id
      and m.tank_id is not distinct from v.tank_id
  ) r
  where r.balance < -1e-9
  order by r.occurred_at
  limit 1;
  if found then
    v_name := coalesce(
      (select f.name from public.arca_fertilizers f where f.id = v.fertilizer_id),
      (select p.name from public.arca_protection_products p where p.id = v.protection_product_id),
      (select t.name from public.arca_tanks t where t.id = v.tank_id));
    v_unit := public.arca_stock_unit(v.fertilizer_id, v.protection_product_id, v.tank_id);
    if tg_op = 'DELETE' then
      raise exception 'Not enough % in stock: without these % % it would be % % on %. Record the purchase, or a correction that says why the stock is higher, first.',
        v_name, trim_scale(round(v.quantity, 2)), v_unit, trim_scale(round(v_low.balance, 2)), v_unit,
        to_char(v_low.occurred_at at time zone 'UTC', 'YYYY-MM-DD')
        using errcode = 'AR104';
    end if;
    raise exception 'Not enough % in stock: this takes % %, which would leave % % on %. Record the purchase, or a correction that says why the stock is higher, first.',
      v_name, trim_scale(round(abs(v.quantity), 2)), v_unit, trim_scale(round(v_low.balance, 2)), v_unit,
      to_char(v_low.occurred_at at time zone 'UTC', 'YYYY-MM-DD')
      using errcode = 'AR104';
  end if;
  return null;
end
$$;
revoke execute on function public.arca_stock_check() from public, anon, authenticated;
create constraint trigger arca_stock_check
  after insert or delete on public.arca_stock_movements
  deferrable initially immediate
  for each row execute function public.arca_stock_check();

-- Stock on hand per item, with its unit: what the stock pages list.
create view public.arca_stock_on_hand with (security_invoker = true) as
select m.facility_id, m.tool_id, m.fertilizer_id, m.protection_product_id, m.tank_id,
  public.arca_stock_unit(m.fertilizer_id, m.protection_product_id, m.tank_id) as unit,
  sum(m.quantity) as quantity,
  max(m.occurred_at) as last_movement_at,
  count(*)::integer as movements
from public.arca_stock_movements m
group by m.facility_id, m.tool_id, m.fertilizer_id, m.protection_product_id, m.tank_id;
revoke all on public.arca_stock_on_hand from anon, authenticated;
grant select on public.arca_stock_on_hand to authenticated, service_role;
