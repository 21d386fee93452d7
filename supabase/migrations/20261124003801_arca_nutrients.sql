-- Arca nutrients (issue 16): mix batches, the fertigation log and fertility tracking, two log kinds
-- on the records framework (20261123212750) over the product and tank library (…_arca_library).
--
--   batch                a mix made into a tank: products and amounts as a JSON list (expanded into
--                        arca_batch_items), volume, EC and pH measured at working strength.
--                        arca_batch_figures holds what it delivers at working strength (mg/L of each
--                        element) and its predicted EC against the measured one.
--   fertigation          feed from one or more batches (parts A, B …) applied to a room; withdraws
--                        concentrate from the tanks.
--   arca_room_fertility  mg of each element delivered to a room per week, and per plant.
--
-- Batches and feeds move stock (arca_sync_entry_stock): re-made from the entry whenever it changes.

-- ---------------------------------------------------------------------------------------------
-- Batch: a mix made into a tank.
create table public.arca_batch_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  tank_id uuid not null references public.arca_tanks (id),
  -- Litres of solution made in the tank (concentrate, for a stock tank).
  volume_l public.arca_volume_l not null,
  -- The tank's 1:N at mixing time (a tank's ratio may change later); the tank's when not given.
  dilution_ratio numeric check (dilution_ratio between 1 and 1000),
  source_water_ec public.arca_ec,
  -- EC and pH at working strength (for a concentrate: a test dilution at the tank's ratio).
  measured_ec public.arca_ec,
  measured_ph public.arca_ph,
  -- [{fertilizer_id, amount, unit: g|kg|mL|L}], in mixing order.
  items jsonb not null,
  constraint arca_batch_volume_positive check (volume_l > 0),
  constraint arca_batch_items_list check (
    jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 30)
);
create index arca_batch_values_tank_idx on public.arca_batch_values (tank_id);

-- The items of a batch, one row each (derived from the values' list; not writable).
create table public.arca_batch_items (
  entry_id uuid not null references public.arca_entries (id) on delete cascade,
  position smallint not null,
  fertilizer_id uuid not null references public.arca_fertilizers (id),
  amount numeric not null,
  unit text not null,
  grams numeric not null,
  primary key (entry_id, position)
);
create index arca_batch_items_fertilizer_idx on public.arca_batch_items (fertilizer_id);

-- What a batch delivers at working strength, and its predicted EC (derived; not writable).
create table public.arca_batch_figures (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  -- Litres of feed one litre of the batch makes × the batch volume.
  working_volume_l numeric not null,
  -- The source water's EC, part of predicted_ec (a feed from several batches counts it once).
  source_water_ec numeric not null default 0,
  predicted_ec numeric not null,
  -- measured − predicted; null without a measurement.
  ec_deviation numeric,
  -- |deviation| beyond max(0.2 mS/cm, 15 % of predicted): a weighing or dosing error is likely.
  ec_mismatch boolean,
  n_mg_l numeric not null default 0,
  n_nitrate_mg_l numeric not null default 0,
  n_ammonium_mg_l numeric not null default 0,
  n_urea_mg_l numeric not null default 0,
  p_mg_l numeric not null default 0,
  k_mg_l numeric not null default 0,
  ca_mg_l numeric not null default 0,
  mg_mg_l numeric not null default 0,
  s_mg_l numeric not null default 0,
  fe_mg_l numeric not null default 0,
  mn_mg_l numeric not null default 0,
  zn_mg_l numeric not null default 0,
  cu_mg_l numeric not null default 0,
  b_mg_l numeric not null default 0,
  mo_mg_l numeric not null default 0,
  cl_mg_l numeric not null default 0,
  na_mg_l numeric not null default 0
);

alter table public.arca_batch_values enable row level security;
alter table public.arca_batch_items enable row level security;
alter table public.arca_batch_figures enable row level security;
revoke all on table public.arca_batch_values, public.arca_batch_items, public.arca_batch_figures
  from anon, authenticated;
grant select on public.arca_batch_values, public.arca_batch_items, public.arca_batch_figures to authenticated;
grant insert (entry_id, tank_id, volume_l, dilution_ratio, source_water_ec, measured_ec, measured_ph, items)
  on public.arca_batch_values to authenticated;
grant update (tank_id, volume_l, dilution_ratio, source_water_ec, measured_ec, measured_ph, items)
  on public.arca_batch_values to authenticated;
grant select, insert, update, delete on public.arca_batch_values, public.arca_batch_items,
  public.arca_batch_figures to service_role;

create policy "Facility teams read batch values"
  on public.arca_batch_values for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'batch'));
create policy "Facility teams log batch values"
  on public.arca_batch_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'batch', 'log'));
create policy "Facility teams edit batch values"
  on public.arca_batch_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'batch', 'edit'))
  with check (public.arca_entry_access(entry_id, 'batch', 'edit'));
create policy "Facility teams read batch items"
  on public.arca_batch_items for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'batch'));
create policy "Facility teams read batch figures"
  on public.arca_batch_figures for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'batch'));

create trigger arca_batch_values_after_update
  after update on public.arca_batch_values
  for each row execute function public.arca_values_after_update();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('batch', 'arca-tanks', 'public.arca_batch_values');

-- The EC tolerance, in one place for the figures below (src/modules/arca/nutrients/batch.ts
-- repeats it for the form): a meter is good to ±2 %, the estimate from cation charge to ~10 %.
create function public.arca_ec_mismatch(p_predicted numeric, p_measured numeric) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when p_measured is null then null
    else abs(p_measured - p_predicted) > greatest(0.2, 0.15 * p_predicted) end
$$;
revoke execute on function public.arca_ec_mismatch(numeric, numeric) from public, anon, authenticated;
grant execute on function public.arca_ec_mismatch(numeric, numeric) to authenticated, service_role;

-- Checks a batch's item list and tank against its facility; fills the ratio from the tank.
create function public.arca_batch_values_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_facility uuid;
  v_tank public.arca_tanks;
  v_item jsonb;
  v_i integer := 0;
  v_fertilizer public.arca_fertilizers;
  v_amount numeric;
begin
  select e.facility_id into v_facility from public.arca_entries e where e.id = new.entry_id;
  select * into v_tank from public.arca_tanks t where t.id = new.tank_id;
  if v_tank.facility_id is distinct from v_facility then
    raise exception 'Choose one of this facility''s tanks.' using errcode = '23503';
  end if;
  -- The tank's ratio unless one was given; a move to another tank takes that tank's ratio.
  if new.dilution_ratio is null
     or (tg_op = 'UPDATE' and new.tank_id is distinct from old.tank_id
         and new.dilution_ratio is not distinct from old.dilution_ratio) then
    new.dilution_ratio := v_tank.dilution_ratio;
  end if;
  if jsonb_typeof(new.items) <> 'array' then
    raise exception 'A batch needs its list of products.' using errcode = 'AR106';
  end if;
  for v_item in select value from jsonb_array_elements(new.items) loop
    v_i := v_i + 1;
    if jsonb_typeof(v_item) <> 'object' or coalesce(jsonb_typeof(v_item -> 'amount'), '') <> 'number'
       or coalesce(v_item ->> 'fertilizer_id', '') !~ '^[0-9a-fA-F-]{36}$' then
      raise exception 'Product %: choose a product and enter its amount.', v_i using errcode = 'AR106';
    end if;
    select * into v_fertilizer from public.arca_fertilizers f
    where f.id = (v_item ->> 'fertilizer_id')::uuid and f.facility_id = v_facility;
    if not found then
      raise exception 'Product %: choose a product from this facility''s library.', v_i using errcode = 'AR106';
    end if;
    v_amount := (v_item ->> 'amount')::numeric;
    if v_amount <= 0 or v_amount > 1000000 then
      raise exception 'Product % (%): enter an amount greater than 0 and at most 1,000,000.', v_i, v_fertilizer.name
        using errcode = 'AR106';
    end if;
    if coalesce(v_item ->> 'unit', '') not in ('g', 'kg', 'mL', 'L') then
      raise exception 'Product % (%): the unit must be g, kg, mL or L.', v_i, v_fertilizer.name using errcode = 'AR106';
    end if;
    if v_item ->> 'unit' in ('mL', 'L') and v_fertilizer.form <> 'liquid' then
      raise exception 'Product % (%): a dry product is weighed (g or kg), not measured by volume.', v_i, v_fertilizer.name
        using errcode = 'AR106';
    end if;
  end loop;
  return new;
end
$$;
revoke execute on function public.arca_batch_values_check() from public, anon, authenticated;
create trigger arca_batch_values_check
  before insert or update on public.arca_batch_values
  for each row execute function public.arca_batch_values_check();

-- Rebuilds a batch's item rows and figures from its values and the products' current analyses
-- (so correcting a product's label corrects the batches that used it).
create function public.arca_batch_refresh(p_entry_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.arca_batch_values;
begin
  select * into v from public.arca_batch_values where entry_id = p_entry_id;
  delete from public.arca_batch_items where entry_id = p_entry_id;
  if v.entry_id is null then
    delete from public.arca_batch_figures where entry_id = p_entry_id;
    return;
  end if;
  insert into public.arca_batch_items (entry_id, position, fertilizer_id, amount, unit, grams)
  select p_entry_id, i.n, f.id, (i.item ->> 'amount')::numeric, i.item ->> 'unit',
    (i.item ->> 'amount')::numeric * case i.item ->> 'unit'
      when 'g' then 1 when 'kg' then 1000
      when 'mL' then f.density_g_ml when 'L' then 1000 * f.density_g_ml end
  from jsonb_array_elements(v.items) with ordinality i(item, n)
  join public.arca_fertilizers f on f.id = (i.item ->> 'fertilizer_id')::uuid;

  -- mg/L at working strength = g × % × 10 ÷ (batch L × ratio); EC ≈ cation meq/L ÷ 10 + source water
  -- (USDA Handbook 60, as the Chemical Calculator estimates it).
  insert into public.arca_batch_figures as bf (entry_id, working_volume_l, source_water_ec, predicted_ec, ec_deviation, ec_mismatch,
    n_mg_l, n_nitrate_mg_l, n_ammonium_mg_l, n_urea_mg_l, p_mg_l, k_mg_l, ca_mg_l, mg_mg_l, s_mg_l, fe_mg_l, mn_mg_l,
    zn_mg_l, cu_mg_l, b_mg_l, mo_mg_l, cl_mg_l, na_mg_l)
  select p_entry_id, w.l, coalesce(v.source_water_ec, 0),
    round(t.meq / w.l / 10 + coalesce(v.source_water_ec, 0), 3),
    round(v.measured_ec - (t.meq / w.l / 10 + coalesce(v.source_water_ec, 0)), 3),
    public.arca_ec_mismatch(t.meq / w.l / 10 + coalesce(v.source_water_ec, 0), v.measured_ec),
    t.n * 10 / w.l, t.no3 * 10 / w.l, t.nh4 * 10 / w.l, t.urea * 10 / w.l, t.p * 10 / w.l, t.k * 10 / w.l,
    t.ca * 10 / w.l, t.mg * 10 / w.l, t.s * 10 / w.l, t.fe * 10 / w.l, t.mn * 10 / w.l, t.zn * 10 / w.l,
    t.cu * 10 / w.l, t.b * 10 / w.l, t.mo * 10 / w.l, t.cl * 10 / w.l, t.na * 10 / w.l
  from (select v.volume_l * v.dilution_ratio as l) w,
  lateral (
    select coalesce(sum(i.grams * f.cation_meq_per_g), 0) as meq,
      coalesce(sum(i.grams * f.n_pct), 0) as n, coalesce(sum(i.grams * f.n_nitrate_pct), 0) as no3,
      coalesce(sum(i.grams * f.n_ammonium_pct), 0) as nh4, coalesce(sum(i.grams * f.n_urea_pct), 0) as urea,
      coalesce(sum(i.grams * f.p_pct), 0) as p, coalesce(sum(i.grams * f.k_pct), 0) as k,
      coalesce(sum(i.grams * f.ca_pct), 0) as ca, coalesce(sum(i.grams * f.mg_pct), 0) as mg,
      coalesce(sum(i.grams * f.s_pct), 0) as s, coalesce(sum(i.grams * f.fe_pct), 0) as fe,
      coalesce(sum(i.grams * f.mn_pct), 0) as mn, coalesce(sum(i.grams * f.zn_pct), 0) as zn,
      coalesce(sum(i.grams * f.cu_pct), 0) as cu, coalesce(sum(i.grams * f.b_pct), 0) as b,
      coalesce(sum(i.grams * f.mo_pct), 0) as mo, coalesce(sum(i.grams * f.cl_pct), 0) as cl,
      coalesce(sum(i.grams * f.na_pct), 0) as na
    from public.arca_batch_items i join public.arca_fertilizers f on f.id = i.fertilizer_id
    where i.entry_id = p_entry_id
  ) t
  on conflict (entry_id) do update set
    working_volume_l = excluded.working_volume_l, source_water_ec = excluded.source_water_ec,
    predicted_ec = excluded.predicted_ec,
    ec_deviation = excluded.ec_deviation, ec_mismatch = excluded.ec_mismatch,
    n_mg_l = excluded.n_mg_l, n_nitrate_mg_l = excluded.n_nitrate_mg_l, n_ammonium_mg_l = excluded.n_ammonium_mg_l,
    n_urea_mg_l = excluded.n_urea_mg_l, p_mg_l = excluded.p_mg_l, k_mg_l = excluded.k_mg_l,
    ca_mg_l = excluded.ca_mg_l, mg_mg_l = excluded.mg_mg_l, s_mg_l = excluded.s_mg_l, fe_mg_l = excluded.fe_mg_l,
    mn_mg_l = excluded.mn_mg_l, zn_mg_l = excluded.zn_mg_l, cu_mg_l = excluded.cu_mg_l, b_mg_l = excluded.b_mg_l,
    mo_mg_l = excluded.mo_mg_l, cl_mg_l = excluded.cl_mg_l, na_mg_l = excluded.na_mg_l;
  -- The feeds drawn from this batch delivered what it now says.
  perform public.arca_fertigation_refresh(fv.entry_id)
  from public.arca_fertigation_values fv where fv.batch_ids @> array[p_entry_id];
end
$$;
revoke execute on function public.arca_batch_refresh(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Fertigation: solution from one or more batches applied to a room.
create table public.arca_fertigation_values (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  -- The batches the feed was drawn from (parts A and B, an acid tank …), each from a different tank.
  batch_ids uuid[] not null,
  -- Litres of feed (working strength) applied to the room.
  volume_l public.arca_volume_l not null,
  -- Plants fed, for the per-plant figures.
  plant_count public.arca_plant_count,
  measured_ec public.arca_ec,
  measured_ph public.arca_ph,
  constraint arca_fertigation_volume_positive check (volume_l > 0),
  constraint arca_fertigation_batches check (cardinality(batch_ids) between 1 and 4),
  constraint arca_fertigation_plants_positive check (plant_count is null or plant_count > 0)
);
create index arca_fertigation_values_batches_idx on public.arca_fertigation_values using gin (batch_ids);

alter table public.arca_fertigation_values enable row level security;
revoke all on table public.arca_fertigation_values from anon, authenticated;
grant select on public.arca_fertigation_values to authenticated;
grant insert (entry_id, batch_ids, volume_l, plant_count, measured_ec, measured_ph)
  on public.arca_fertigation_values to authenticated;
grant update (batch_ids, volume_l, plant_count, measured_ec, measured_ph) on public.arca_fertigation_values to authenticated;
grant select, insert, update, delete on public.arca_fertigation_values to service_role;

create policy "Facility teams read fertigation values"
  on public.arca_fertigation_values for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'fertigation'));
create policy "Facility teams log fertigation values"
  on public.arca_fertigation_values for insert to authenticated
  with check (public.arca_entry_access(entry_id, 'fertigation', 'log'));
create policy "Facility teams edit fertigation values"
  on public.arca_fertigation_values for update to authenticated
  using (public.arca_entry_access(entry_id, 'fertigation', 'edit'))
  with check (public.arca_entry_access(entry_id, 'fertigation', 'edit'));

create trigger arca_fertigation_values_after_update
  after update on public.arca_fertigation_values
  for each row execute function public.arca_values_after_update();

insert into public.arca_kinds (kind, tool_id, values_table)
values ('fertigation', 'arca-fertility-application-log', 'public.arca_fertigation_values');

-- The element ledger: what each feed delivered, mg of each element (volume × the sum of its
-- batches' working-strength mg/L), kept by triggers whenever the feed or one of its batches (or a
-- product's analysis) changes, so Fertility Tracking only adds up rows.
create table public.arca_fertigation_figures (
  entry_id uuid primary key references public.arca_entries (id) on delete cascade,
  volume_l numeric not null,
  plant_count integer,
  measured_ec numeric,
  predicted_ec numeric not null,
  n_mg numeric not null,
  n_nitrate_mg numeric not null,
  n_ammonium_mg numeric not null,
  p_mg numeric not null,
  k_mg numeric not null,
  ca_mg numeric not null,
  mg_mg numeric not null,
  s_mg numeric not null,
  fe_mg numeric not null,
  mn_mg numeric not null,
  zn_mg numeric not null,
  cu_mg numeric not null,
  b_mg numeric not null,
  mo_mg numeric not null
);
alter table public.arca_fertigation_figures enable row level security;
revoke all on table public.arca_fertigation_figures from anon, authenticated;
grant select on public.arca_fertigation_figures to authenticated;
grant select, insert, update, delete on public.arca_fertigation_figures to service_role;
create policy "Facility teams read what their feeds delivered"
  on public.arca_fertigation_figures for select to authenticated
  using (exists (select 1 from public.arca_entries e where e.id = entry_id and e.kind = 'fertigation'));

create function public.arca_fertigation_refresh(p_entry_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.arca_fertigation_figures as ff (entry_id, volume_l, plant_count, measured_ec, predicted_ec, n_mg,
    n_nitrate_mg, n_ammonium_mg, p_mg, k_mg, ca_mg, mg_mg, s_mg, fe_mg, mn_mg, zn_mg, cu_mg, b_mg, mo_mg)
  select v.entry_id, v.volume_l, v.plant_count, v.measured_ec,
    -- Source water is in every part of the feed once, not once per batch.
    coalesce(sum(f.predicted_ec) - sum(f.source_water_ec) + max(f.source_water_ec), 0),
    coalesce(v.volume_l * sum(f.n_mg_l), 0), coalesce(v.volume_l * sum(f.n_nitrate_mg_l), 0),
    coalesce(v.volume_l * sum(f.n_ammonium_mg_l), 0), coalesce(v.volume_l * sum(f.p_mg_l), 0),
    coalesce(v.volume_l * sum(f.k_mg_l), 0), coalesce(v.volume_l * sum(f.ca_mg_l), 0),
    coalesce(v.volume_l * sum(f.mg_mg_l), 0), coalesce(v.volume_l * sum(f.s_mg_l), 0),
    coalesce(v.volume_l * sum(f.fe_mg_l), 0), coalesce(v.volume_l * sum(f.mn_mg_l), 0),
    coalesce(v.volume_l * sum(f.zn_mg_l), 0), coalesce(v.volume_l * sum(f.cu_mg_l), 0),
    coalesce(v.volume_l * sum(f.b_mg_l), 0), coalesce(v.volume_l * sum(f.mo_mg_l), 0)
  from public.arca_fertigation_values v
  cross join unnest(v.batch_ids) x(id)
  left join public.arca_batch_figures f on f.entry_id = x.id
  where v.entry_id = p_entry_id
  group by v.entry_id, v.volume_l, v.plant_count, v.measured_ec
  on conflict (entry_id) do update set
    volume_l = excluded.volume_l, plant_count = excluded.plant_count, measured_ec = excluded.measured_ec,
    predicted_ec = excluded.predicted_ec, n_mg = excluded.n_mg, n_nitrate_mg = excluded.n_nitrate_mg,
    n_ammonium_mg = excluded.n_ammonium_mg, p_mg = excluded.p_mg, k_mg = excluded.k_mg, ca_mg = excluded.ca_mg,
    mg_mg = excluded.mg_mg, s_mg = excluded.s_mg, fe_mg = excluded.fe_mg, mn_mg = excluded.mn_mg,
    zn_mg = excluded.zn_mg, cu_mg = excluded.cu_mg, b_mg = excluded.b_mg, mo_mg = excluded.mo_mg;
end
$$;
revoke execute on function public.arca_fertigation_refresh(uuid) from public, anon, authenticated;

-- A feed goes to a room, from batches of the same facility mixed no later than the feed, at most
-- one per tank.
create function public.arca_fertigation_values_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_found integer;
  v_tanks integer;
  v_late integer;
begin
  select * into v_entry from public.arca_entries where id = new.entry_id;
  if v_entry.room_id is null then
    raise exception 'Choose the room this feed went to.' using errcode = 'AR107';
  end if;
  select count(*), count(distinct b.tank_id), count(*) filter (where e.occurred_at > v_entry.occurred_at)
    into v_found, v_tanks, v_late
  from public.arca_entries e
  join public.arca_batch_values b on b.entry_id = e.id
  where e.id = any (new.batch_ids) and e.kind = 'batch' and e.facility_id = v_entry.facility_id
    and e.deleted_at is null and e.status = 'done';
  if v_found <> cardinality(new.batch_ids) or v_found <> (select count(distinct x) from unnest(new.batch_ids) x) then
    raise exception 'Choose mixed batches of this facility (each once).' using errcode = 'AR106';
  end if;
  if v_tanks <> v_found then
    raise exception 'Choose one batch per tank.' using errcode = 'AR106';
  end if;
  if v_late > 0 then
    raise exception 'A batch cannot feed a room before it was mixed.' using errcode = 'AR106';
  end if;
  return new;
end
$$;
revoke execute on function public.arca_fertigation_values_check() from public, anon, authenticated;
create trigger arca_fertigation_values_check
  before insert or update on public.arca_fertigation_values
  for each row execute function public.arca_fertigation_values_check();

-- ---------------------------------------------------------------------------------------------
-- Stock movements made by entries. A kind that moves stock has public.arca_<kind>_movements(entry)
-- returning the movements its values make; arca_sync_entry_stock re-makes an entry's movements
-- from it whenever the entry or its values change, so an edit, a deletion (soft) or a restore
-- always leaves the ledger matching the records. Planned entries move nothing.

-- A batch: its solution goes into the tank; tracked products come out of stock.
create function public.arca_batch_movements(p_entry_id uuid)
returns table (fertilizer_id uuid, protection_product_id uuid, tank_id uuid, quantity numeric)
language sql
stable
set search_path = ''
as $$
  select null::uuid, null::uuid, b.tank_id, b.volume_l::numeric
  from public.arca_batch_values b where b.entry_id = p_entry_id
  union all
  select i.fertilizer_id, null, null, -sum(case f.form when 'liquid' then i.grams / f.density_g_ml else i.grams end)
  from public.arca_batch_items i join public.arca_fertilizers f on f.id = i.fertilizer_id
  where i.entry_id = p_entry_id and f.track_stock
  group by i.fertilizer_id
$$;
revoke execute on function public.arca_batch_movements(uuid) from public, anon, authenticated;

-- A feed: each batch's tank gives up the feed volume ÷ its dilution ratio.
create function public.arca_fertigation_movements(p_entry_id uuid)
returns table (fertilizer_id uuid, protection_product_id uuid, tank_id uuid, quantity numeric)
language sql
stable
set search_path = ''
as $$
  select null::uuid, null::uuid, b.tank_id, -(fv.volume_l / b.dilution_ratio)
  from public.arca_fertigation_values fv
  cross join unnest(fv.batch_ids) x(id)
  join public.arca_batch_values b on b.entry_id = x.id
  where fv.entry_id = p_entry_id
$$;
revoke execute on function public.arca_fertigation_movements(uuid) from public, anon, authenticated;

-- Additions go in before the old movements come out and withdrawals after, so an edit is checked
-- against the stock it leaves, not against a half-made ledger.
create function public.arca_sync_entry_stock(p_entry_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.arca_entries;
  v_old uuid[];
  v_movements regprocedure;
begin
  select * into v_entry from public.arca_entries where id = p_entry_id;
  select coalesce(array_agg(m.id), '{}') into v_old from public.arca_stock_movements m where m.entry_id = p_entry_id;
  v_movements := to_regprocedure(format('public.arca_%s_movements(uuid)', v_entry.kind));
  if v_entry.id is not null and v_entry.status = 'done' and v_entry.deleted_at is null and v_movements is not null then
    execute format(
      'insert into public.arca_stock_movements (facility_id, fertilizer_id, protection_product_id, tank_id, kind,
         quantity, occurred_at, entry_id, created_by)
       select $1, m.fertilizer_id, m.protection_product_id, m.tank_id, $2, m.quantity, $3, $4, $5
       from %s m where m.quantity > 0', replace(v_movements::text, '(uuid)', '($4)'))
      using v_entry.facility_id, v_entry.kind, v_entry.occurred_at, v_entry.id, v_entry.created_by;
  end if;
  delete from public.arca_stock_movements where id = any (v_old);
  if v_entry.id is not null and v_entry.status = 'done' and v_entry.deleted_at is null and v_movements is not null then
    execute format(
      'insert into public.arca_stock_movements (facility_id, fertilizer_id, protection_product_id, tank_id, kind,
         quantity, occurred_at, entry_id, created_by)
       select $1, m.fertilizer_id, m.protection_product_id, m.tank_id, $2, m.quantity, $3, $4, $5
       from %s m where m.quantity < 0', replace(v_movements::text, '(uuid)', '($4)'))
      using v_entry.facility_id, v_entry.kind, v_entry.occurred_at, v_entry.id, v_entry.created_by;
  end if;
end
$$;
revoke execute on function public.arca_sync_entry_stock(uuid) from public, anon, authenticated;

create function public.arca_batch_values_after_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_feed uuid;
begin
  perform public.arca_batch_refresh(new.entry_id);
  perform public.arca_sync_entry_stock(new.entry_id);
  -- Feeds drawn from this batch draw from its (possibly changed) tank at its ratio.
  if tg_op = 'UPDATE' and (new.tank_id, new.dilution_ratio) is distinct from (old.tank_id, old.dilution_ratio) then
    for v_feed in select fv.entry_id from public.arca_fertigation_values fv where fv.batch_ids @> array[new.entry_id] loop
      perform public.arca_sync_entry_stock(v_feed);
    end loop;
  end if;
  return null;
end
$$;
revoke execute on function public.arca_batch_values_after_write() from public, anon, authenticated;
create trigger arca_batch_values_after_write
  after insert or update on public.arca_batch_values
  for each row execute function public.arca_batch_values_after_write();

create function public.arca_fertigation_values_after_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.arca_fertigation_refresh(new.entry_id);
  perform public.arca_sync_entry_stock(new.entry_id);
  return null;
end
$$;
revoke execute on function public.arca_fertigation_values_after_write() from public, anon, authenticated;
create trigger arca_fertigation_values_after_write
  after insert or update on public.arca_fertigation_values
  for each row execute function public.arca_fertigation_values_after_write();

-- An envelope change that matters to stock (done/planned, time, deletion, restore) re-syncs it.
create function public.arca_entries_sync_stock() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.status, new.occurred_at, new.deleted_at is null) is distinct from (old.status, old.occurred_at, old.deleted_at is null) then
    -- Deleting or restoring a batch with its feeds: the ledger must balance when all are done.
    if (new.deleted_at is null) <> (old.deleted_at is null) then
      set constraints public.arca_stock_check deferred;
    end if;
    perform public.arca_sync_entry_stock(new.id);
  end if;
  return null;
end
$$;
revoke execute on function public.arca_entries_sync_stock() from public, anon, authenticated;
create trigger arca_entries_sync_stock
  after update on public.arca_entries
  for each row when (new.kind in ('batch', 'fertigation', 'application'))
  execute function public.arca_entries_sync_stock();

-- Correcting a product's analysis or density re-computes the batches that used it.
create function public.arca_fertilizers_after_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry uuid;
begin
  for v_entry in select distinct i.entry_id from public.arca_batch_items i where i.fertilizer_id = new.id loop
    perform public.arca_batch_refresh(v_entry);
  end loop;
  return null;
end
$$;
revoke execute on function public.arca_fertilizers_after_update() from public, anon, authenticated;
create trigger arca_fertilizers_after_update
  after update of form, density_g_ml, n_nitrate_pct, n_ammonium_pct, n_urea_pct, p_pct, k_pct, ca_pct, mg_pct,
    s_pct, fe_pct, mn_pct, zn_pct, cu_pct, b_pct, mo_pct, cl_pct, na_pct, cation_meq_per_g
  on public.arca_fertilizers
  for each row execute function public.arca_fertilizers_after_update();

-- ---------------------------------------------------------------------------------------------
-- Records views (envelope + values side by side, as the framework's records screens read them).
create view public.arca_batch_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.tank_id, v.volume_l, v.dilution_ratio, v.source_water_ec, v.measured_ec, v.measured_ph, v.items,
  f.working_volume_l, f.predicted_ec, f.ec_deviation, f.ec_mismatch,
  f.n_mg_l, f.n_nitrate_mg_l, f.n_ammonium_mg_l, f.n_urea_mg_l, f.p_mg_l, f.k_mg_l, f.ca_mg_l, f.mg_mg_l, f.s_mg_l,
  f.fe_mg_l, f.mn_mg_l, f.zn_mg_l, f.cu_mg_l, f.b_mg_l, f.mo_mg_l, f.cl_mg_l, f.na_mg_l
from public.arca_entries e
join public.arca_batch_values v on v.entry_id = e.id
left join public.arca_batch_figures f on f.entry_id = e.id
where e.kind = 'batch' and e.deleted_at is null;
revoke all on public.arca_batch_records from anon, authenticated;
grant select on public.arca_batch_records to authenticated, service_role;

-- A feed with what it delivered (the element ledger).
create view public.arca_fertigation_records with (security_invoker = true) as
select e.id, e.facility_id, e.room_id, e.lot_id, e.occurred_at, e.status, e.notes, e.photos, e.version,
  e.import_id, e.created_by, e.created_at, e.updated_by, e.updated_at,
  v.batch_ids, v.volume_l, v.plant_count, v.measured_ec, v.measured_ph,
  f.predicted_ec, round(f.n_mg, 1) as n_mg, round(f.p_mg, 1) as p_mg, round(f.k_mg, 1) as k_mg,
  round(f.ca_mg, 1) as ca_mg, round(f.mg_mg, 1) as mg_mg, round(f.s_mg, 1) as s_mg
from public.arca_entries e
join public.arca_fertigation_values v on v.entry_id = e.id
left join public.arca_fertigation_figures f on f.entry_id = e.id
where e.kind = 'fertigation' and e.deleted_at is null;
revoke all on public.arca_fertigation_records from anon, authenticated;
grant select on public.arca_fertigation_records to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Fertility tracking: per week (starting Monday in p_time_zone) the feeds a room received, the
-- litres, and mg of each element delivered to the room and per plant (feeds without a plant count
-- are left out of the per-plant figures and counted in feeds_without_plants).
-- SECURITY DEFINER with one access check up front: the caller must be able to read feeds in the
-- room's facility (else no rows), and only that facility's feeds are read; checking RLS again on
-- each of the thousand joined rows cost more than the sum itself.
create function public.arca_room_fertility(
  p_room_id uuid,
  p_from timestamptz,
  p_to timestamptz,
  p_time_zone text default 'UTC'
) returns table (
  week_start date,
  feeds integer,
  feeds_without_plants integer,
  volume_l numeric,
  mean_predicted_ec numeric,
  mean_measured_ec numeric,
  n_mg numeric, n_nitrate_mg numeric, n_ammonium_mg numeric, p_mg numeric, k_mg numeric, ca_mg numeric,
  mg_mg numeric, s_mg numeric, fe_mg numeric, mn_mg numeric, zn_mg numeric, cu_mg numeric, b_mg numeric,
  mo_mg numeric,
  n_mg_per_plant numeric, p_mg_per_plant numeric, k_mg_per_plant numeric, ca_mg_per_plant numeric,
  mg_mg_per_plant numeric, s_mg_per_plant numeric
)
language sql
stable
security definer
set search_path = ''
as $$
  with access as (
    select r.facility_id from public.rooms r
    where r.id = p_room_id
      and r.facility_id in (select g.facility_id from public.arca_grants('read') g where g.kind = 'fertigation')
  ),
  feed as (
    select e.occurred_at, f.*
    from access a
    join public.arca_entries e on e.facility_id = a.facility_id
    join public.arca_fertigation_figures f on f.entry_id = e.id
    where e.room_id = p_room_id and e.kind = 'fertigation' and e.status = 'done' and e.deleted_at is null
      and e.occurred_at >= p_from and e.occurred_at < p_to
  )
  select date_trunc('week', occurred_at at time zone p_time_zone)::date,
    count(*)::integer,
    (count(*) filter (where plant_count is null))::integer,
    sum(volume_l),
    round(sum(predicted_ec * volume_l) / sum(volume_l), 2),
    round(sum(measured_ec * volume_l) / nullif(sum(volume_l) filter (where measured_ec is not null), 0), 2),
    round(sum(n_mg)), round(sum(n_nitrate_mg)), round(sum(n_ammonium_mg)), round(sum(p_mg)),
    round(sum(k_mg)), round(sum(ca_mg)), round(sum(mg_mg)), round(sum(s_mg)),
    round(sum(fe_mg), 1), round(sum(mn_mg), 1), round(sum(zn_mg), 1),
    round(sum(cu_mg), 2), round(sum(b_mg), 2), round(sum(mo_mg), 3),
    round(sum(n_mg / plant_count), 1), round(sum(p_mg / plant_count), 1),
    round(sum(k_mg / plant_count), 1), round(sum(ca_mg / plant_count), 1),
    round(sum(mg_mg / plant_count), 1), round(sum(s_mg / plant_count), 1)
  from feed
  group by 1
  order by 1
$$;
revoke execute on function public.arca_room_fertility(uuid, timestamptz, timestamptz, text) from public, anon, authenticated;
grant execute on function public.arca_room_fertility(uuid, timestamptz, timestamptz, text) to authenticated, service_role;
