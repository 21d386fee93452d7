-- Arca Cultivation Targets (issue 16): day and night bands per room and stage for climate, light,
-- substrate and feed, so every logger can colour a value against them.
--
--   arca_target_defaults   reference bands with their source (VPD, for one, differs by source:
--                          these are stored and shown, never hidden in code). Read by everyone signed in.
--   arca_targets           a facility's own bands for one room and stage, replacing the default.
--   arca_room_target_bands the band in force per room, stage, metric and period, and where it comes
--                          from (the room's own, or the default and its source).
--   arca_room_stages       the stage each room is in now: that of the lots in it (most plants first),
--                          or what its room type implies.
--
-- Dryback is stored with its definition, never as a bare "%": 'points' (percentage points of VWC,
-- peak minus trough, as AROYA and Growlink use) or 'relative' (drop as a share of the peak, as the
-- Athena calculators use).

create function public.arca_target_metric_ok(p_metric text, p_basis text, p_min numeric, p_max numeric)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_min <= p_max
    and (p_basis is not null) = (p_metric = 'dryback')
    and (p_basis is null or p_basis in ('points', 'relative'))
    and case p_metric
      when 'air_temp' then p_min >= -20 and p_max <= 60
      when 'rh' then p_min >= 0 and p_max <= 100
      when 'vpd' then p_min >= 0 and p_max <= 5
      when 'co2' then p_min >= 0 and p_max <= 5000
      when 'ppfd' then p_min >= 0 and p_max <= 3000
      when 'dli' then p_min >= 0 and p_max <= 100
      when 'vwc' then p_min >= 0 and p_max <= 100
      when 'feed_ec' then p_min >= 0 and p_max <= 20
      when 'feed_ph' then p_min >= 0 and p_max <= 14
      when 'substrate_ec' then p_min >= 0 and p_max <= 20
      when 'substrate_ph' then p_min >= 0 and p_max <= 14
      when 'runoff' then p_min >= 0 and p_max <= 100
      when 'dryback' then p_min >= 0 and p_max <= 100
      when 'feed_n' then p_min >= 0 and p_max <= 2000
      when 'feed_p' then p_min >= 0 and p_max <= 2000
      when 'feed_k' then p_min >= 0 and p_max <= 2000
      when 'feed_ca' then p_min >= 0 and p_max <= 2000
      when 'feed_mg' then p_min >= 0 and p_max <= 2000
      when 'feed_s' then p_min >= 0 and p_max <= 2000
      else false
    end
$$;
revoke execute on function public.arca_target_metric_ok(text, text, numeric, numeric) from public, anon, authenticated;
grant execute on function public.arca_target_metric_ok(text, text, numeric, numeric) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.arca_target_defaults (
  stage text not null check (stage in ('propagation', 'veg', 'flower', 'drying', 'curing')),
  metric text not null,
  period text not null check (period in ('day', 'night')),
  min_value numeric not null,
  max_value numeric not null,
  basis text,
  source text not null check (char_length(source) between 3 and 300),
  primary key (stage, metric, period),
  constraint arca_target_defaults_range check (public.arca_target_metric_ok(metric, basis, min_value, max_value))
);
alter table public.arca_target_defaults enable row level security;
revoke all on table public.arca_target_defaults from anon, authenticated;
grant select on public.arca_target_defaults to authenticated;
grant select, insert, update, delete on public.arca_target_defaults to service_role;
create policy "Signed-in users read the default targets"
  on public.arca_target_defaults for select to authenticated
  using (true);

-- Units: air_temp °C, rh %, vpd kPa, co2 ppm, ppfd µmol m⁻² s⁻¹, dli mol m⁻² d⁻¹, vwc %, EC mS/cm,
-- runoff % of applied volume, dryback by its basis, feed_* mg/L. Sources as read (excerpts), quoted
-- with the band they gave; where a source gives a point, the band is that point ± the stated margin.
insert into public.arca_target_defaults (stage, metric, period, min_value, max_value, basis, source) values
  ('propagation', 'vpd', 'day', 0.4, 0.8, null, 'cartiercrops.com: propagation 0.4–0.8 kPa'),
  ('veg', 'vpd', 'day', 0.8, 1.2, null, 'cleantheoryinc.com: vegetative 0.8–1.2 kPa'),
  ('flower', 'vpd', 'day', 1.2, 1.5, null,
   'paramountseedfarms.com: flower 1.2–1.5 kPa (others say 1.0–1.6 or 1.3–1.8)'),
  ('propagation', 'air_temp', 'day', 20, 25, null, 'cannabisgrowing.com.au: seedlings and young clones 20–25 °C'),
  ('veg', 'air_temp', 'day', 22, 26, null, 'hortibest.com: generally 22–26 °C'),
  ('flower', 'air_temp', 'day', 22, 26, null, 'hortibest.com: generally 22–26 °C'),
  ('veg', 'air_temp', 'night', 16, 21, null, 'Jorge Cervantes (kindgreenbuds.com): 60–70 °F at night'),
  ('flower', 'air_temp', 'night', 16, 21, null, 'Jorge Cervantes (kindgreenbuds.com): 60–70 °F at night'),
  ('drying', 'air_temp', 'day', 17, 19, null, 'cannabisgrowing.com.au: dry at about 18 °C (±1 °C)'),
  ('drying', 'rh', 'day', 40, 50, null, 'cannabisgrowing.com.au: dry at about 45 % RH (±5 %)'),
  ('propagation', 'rh', 'day', 70, 80, null, 'thaistickycrew.co.th: germination and rooting 70–80 % RH'),
  ('veg', 'rh', 'day', 50, 70, null, 'thaistickycrew.co.th: vegetative 50–70 % RH'),
  ('flower', 'rh', 'day', 40, 50, null, 'thaistickycrew.co.th: flowering 40–50 % RH'),
  ('veg', 'rh', 'night', 55, 65, null,
   'Jorge Cervantes (kindgreenbuds.com): about 60 % day and night in veg (±5 %)'),
  ('flower', 'rh', 'night', 45, 55, null,
   'Jorge Cervantes (kindgreenbuds.com): about 50 % day and night in flower (±5 %)'),
  ('veg', 'co2', 'day', 400, 800, null, 'hortibest.com: 400–800 ppm in the vegetative phase'),
  ('flower', 'co2', 'day', 800, 1000, null, 'hortibest.com: 800–1000 ppm in flower, with high light'),
  ('flower', 'ppfd', 'day', 500, 1000, null,
   'solstrip.com: 500–1000 µmol m⁻² s⁻¹ at the canopy without added CO₂ (yield kept rising to 1800 in Rodriguez-Morrison et al. 2021)'),
  ('flower', 'dli', 'day', 22, 43, null, 'solstrip.com: 500–1000 µmol m⁻² s⁻¹ for 12 h (DLI = PPFD × h × 0.0036)'),
  ('propagation', 'feed_ec', 'day', 0.8, 1.2, null, '420growhelp.com: seedling / early veg 0.8–1.2 EC (coco)'),
  ('veg', 'feed_ec', 'day', 1.2, 1.6, null, '420growhelp.com: vegetative 1.2–1.6 EC (coco)'),
  ('flower', 'feed_ec', 'day', 1.6, 2.4, null,
   'greennexus.academy: 1.2–2.4 mS/cm across the cycle; the upper part for flower'),
  ('propagation', 'feed_ph', 'day', 5.8, 6.2, null, 'spacebuckets.com (coco coir): keep 5.8–6.2'),
  ('veg', 'feed_ph', 'day', 5.8, 6.2, null, 'spacebuckets.com (coco coir): keep 5.8–6.2'),
  ('flower', 'feed_ph', 'day', 5.8, 6.2, null, 'spacebuckets.com (coco coir): keep 5.8–6.2'),
  ('veg', 'runoff', 'day', 10, 20, null, 'shuncy.com (feeding in coco): 10–20 % runoff'),
  ('flower', 'runoff', 'day', 10, 20, null, 'shuncy.com (feeding in coco): 10–20 % runoff'),
  ('veg', 'dryback', 'day', 5, 10, 'points',
   'AROYA crop steering: 5–10 points of VWC for vegetative steering'),
  ('flower', 'dryback', 'day', 15, 30, 'points',
   'AROYA crop steering: 15–30 points of VWC for generative steering'),
  ('veg', 'dryback', 'night', 1, 3, 'points', 'Growlink, 4 phases of irrigation: P0 extra dryback 1–3 % vegetative'),
  ('flower', 'dryback', 'night', 4, 6, 'points', 'Growlink, 4 phases of irrigation: P0 extra dryback 4–6 % generative');

-- ---------------------------------------------------------------------------------------------
create table public.arca_targets (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  room_id uuid not null,
  stage text not null check (stage in ('propagation', 'veg', 'flower', 'drying', 'curing')),
  metric text not null,
  period text not null check (period in ('day', 'night')),
  min_value numeric not null,
  max_value numeric not null,
  basis text,
  -- Why this room differs ("cultivar foxtails above 26 °C").
  note text check (char_length(note) <= 300),
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete cascade,
  constraint arca_targets_range check (public.arca_target_metric_ok(metric, basis, min_value, max_value))
);
create unique index arca_targets_room_key on public.arca_targets (room_id, stage, metric, period);
create index arca_targets_facility_room_idx on public.arca_targets (facility_id, room_id);

create trigger arca_targets_stamp
  before insert or update on public.arca_targets
  for each row execute function public.arca_library_stamp();

alter table public.arca_targets enable row level security;
revoke all on table public.arca_targets from anon, authenticated;
grant select, delete on public.arca_targets to authenticated;
grant insert (id, facility_id, room_id, stage, metric, period, min_value, max_value, basis, note)
  on public.arca_targets to authenticated;
grant update (min_value, max_value, basis, note) on public.arca_targets to authenticated;
grant select, insert, update, delete on public.arca_targets to service_role;

create policy "Facility teams read their targets"
  on public.arca_targets for select to authenticated
  using (facility_id in (select public.arca_tool_facilities('read', 'arca-targets')));
create policy "Facility teams set targets"
  on public.arca_targets for insert to authenticated
  with check (facility_id in (select public.arca_tool_facilities('log', 'arca-targets')));
create policy "Facility teams change their targets"
  on public.arca_targets for update to authenticated
  using (facility_id in (select public.arca_tool_facilities('edit', 'arca-targets')))
  with check (facility_id in (select public.arca_tool_facilities('edit', 'arca-targets')));
-- Deleting a room's own band brings the default back.
create policy "Facility teams remove their targets"
  on public.arca_targets for delete to authenticated
  using (facility_id in (select public.arca_tool_facilities('delete', 'arca-targets')));

-- The band in force for each room, stage, metric and period: the room's own, else the default.
create view public.arca_room_target_bands with (security_invoker = true) as
select r.facility_id, r.id as room_id, k.stage, k.metric, k.period,
  coalesce(t.min_value, d.min_value) as min_value,
  coalesce(t.max_value, d.max_value) as max_value,
  case when t.id is not null then t.basis else d.basis end as basis,
  t.id is not null as is_custom,
  t.id as target_id,
  t.note,
  d.min_value as default_min, d.max_value as default_max, d.basis as default_basis, d.source as default_source
from public.rooms r
cross join lateral (
  select d0.stage, d0.metric, d0.period from public.arca_target_defaults d0
  union
  select t0.stage, t0.metric, t0.period from public.arca_targets t0 where t0.room_id = r.id
) k
left join public.arca_target_defaults d on (d.stage, d.metric, d.period) = (k.stage, k.metric, k.period)
left join public.arca_targets t on t.room_id = r.id and (t.stage, t.metric, t.period) = (k.stage, k.metric, k.period)
where r.facility_id in (select public.arca_tool_facilities('read', 'arca-targets'));
revoke all on public.arca_room_target_bands from anon, authenticated;
grant select on public.arca_room_target_bands to authenticated, service_role;

-- The stage a room is in now, for choosing its bands: the current stage of the lots in it (the
-- one with the most plants), else what its type implies.
create view public.arca_room_stages with (security_invoker = true) as
select r.facility_id, r.id as room_id, r.room_type,
  coalesce(l.current_stage, case r.room_type
    when 'propagation' then 'propagation' when 'veg' then 'veg' when 'flower' then 'flower'
    when 'dry' then 'drying' when 'cure' then 'curing' end) as stage,
  case when l.current_stage is not null then 'lots' when r.room_type in ('propagation', 'veg', 'flower', 'dry', 'cure')
    then 'room type' end as stage_from,
  l.stage_started_at,
  coalesce(l.plants, 0)::integer as plants
from public.rooms r
left join lateral (
  select l0.current_stage, min(l0.stage_started_at) as stage_started_at, sum(l0.current_plant_count) as plants
  from public.arca_lots l0
  where l0.current_room_id = r.id and l0.current_stage not in ('done')
  group by l0.current_stage
  order by sum(l0.current_plant_count) desc
  limit 1
) l on true;
revoke all on public.arca_room_stages from anon, authenticated;
grant select on public.arca_room_stages to authenticated, service_role;
