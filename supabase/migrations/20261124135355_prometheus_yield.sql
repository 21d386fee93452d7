-- Prometheus yield and quality, and benchmarking (issue 20, /prometheus3 and /prometheus4): one row
-- per harvested cycle of a facility, with everything the two lenses divide, rank and compare, read
-- as the caller (security invoker: the Arca and Prometheus policies decide what each part shows).
--
-- A cycle is an Arca lot with done yield entries (issue 15). Its room is the room it flowered in:
-- the room of its last done harvest diary event, else the yield's own room (as arca_yield_analytics
-- has it), with that room's canopy area and lighting watts (rooms, issue 15). Its stage lengths come
-- from its diary: the lot's start stage, then every done diary event that changes the stage, in
-- time order; each stage lasts until the next change (the last one, usually done, has no length).
--
-- Over the flower stage in that room, from the 1-hour Prometheus rollups:
--   light      mol m⁻² = Σ hourly mean PPFD × 3600 s ÷ 10⁶ (hours without a PPFD reading add
--              nothing, and light_hours says how many had one, so a gap is never a made-up figure);
--   climate    hours with both air temperature and RH; in band: both inside the room's flower
--              band for that period (arca_room_target_bands), per metric too, and VPD (Tetens, of the
--              hourly means) against its band; day is an hour with mean PPFD ≥ 10, else 06–18 local;
--   substrate  mean substrate EC (reading-weighted), and the overnight dryback: per night (the dark
--              hours grouped by local date 12 hours earlier), the fall of the hourly mean VWC from its
--              highest to its lowest, in VWC points; the mean over nights with ≥ 3 dark hours;
--   runoff     the lot's mean runoff EC in Arca's runoff log over the flower stage.
-- Quality: the lot's done quality checks and how many passed or failed (arca_quality_records).

create function public.prometheus_cycles(p_facility_id uuid, p_from timestamptz, p_to timestamptz, p_tz text)
returns table (
  lot_id uuid, lot_name text, strain text, room_id uuid, room_name text,
  canopy_area_m2 numeric, lighting_w numeric, harvested_at timestamptz, plants integer,
  dry_g numeric, wet_g numeric,
  propagation_days double precision, veg_days double precision, flower_days double precision,
  drying_days double precision, curing_days double precision,
  flower_from timestamptz, flower_to timestamptz,
  flower_hours double precision, light_hours bigint, mol_m2 double precision,
  climate_hours bigint, in_band_hours bigint, temp_in_band_hours bigint, rh_in_band_hours bigint,
  vpd_in_band_hours bigint, mean_temp double precision, mean_rh double precision, mean_vpd double precision,
  mean_substrate_ec double precision, mean_dryback double precision, nights bigint,
  runoff_ec numeric, quality_checks bigint, quality_passed bigint, quality_failed bigint
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_facility_id is null or p_from is null or p_to is null or p_from >= p_to then
    raise exception 'The range must start before it ends.' using errcode = '22023';
  end if;
  if p_to - p_from > interval '1100 days' then
    raise exception 'Yields are compared over at most three years.' using errcode = '22023';
  end if;
  if p_tz is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_tz) then
    raise exception 'Unknown time zone.' using errcode = '22023';
  end if;

  return query
  with yields as (
    select y.lot_id, sum(y.dry_g) as dry_g, sum(y.wet_g) as wet_g, min(y.occurred_at) as first_at,
      (array_agg(y.room_id order by y.occurred_at))[1] as room_id
    from public.arca_yield_records y
    where y.facility_id = p_facility_id and y.status = 'done'
    group by y.lot_id
    having sum(y.dry_g) > 0
  ),
  diary as (
    select e.lot_id, e.occurred_at, e.created_at, e.room_id, d.event, d.to_stage
    from public.arca_entries e
    join public.arca_diary_values d on d.entry_id = e.id
    where e.facility_id = p_facility_id and e.kind = 'diary' and e.status = 'done' and e.deleted_at is null
      and e.lot_id in (select yields.lot_id from yields)
  ),
  harvest as (
    select distinct on (h.lot_id) h.lot_id, h.occurred_at, h.room_id
    from diary h
    where h.event = 'harvest'
    order by h.lot_id, h.occurred_at desc
  ),
  cycles as (
    select l.id as lot_id, l.name as lot_name, l.strain, l.current_plant_count as plants,
      coalesce(h.occurred_at, y.first_at) as harvested_at, coalesce(h.room_id, y.room_id) as room_id,
      y.dry_g, y.wet_g, l.started_at, l.start_stage
    from yields y
    join public.arca_lots l on l.id = y.lot_id and l.facility_id = p_facility_id
    left join harvest h on h.lot_id = y.lot_id
    where coalesce(h.occurred_at, y.first_at) >= p_from and coalesce(h.occurred_at, y.first_at) < p_to
  ),
  changes as (
    select c.lot_id, c.started_at as at, timestamptz '-infinity' as created_at, c.start_stage as stage
    from cycles c
    union all
    select d.lot_id, d.occurred_at, d.created_at, d.to_stage
    from diary d
    where d.to_stage is not null and d.lot_id in (select c.lot_id from cycles c)
  ),
  spans as (
    select ch.lot_id, ch.stage, ch.at,
      lead(ch.at) over (partition by ch.lot_id order by ch.at, ch.created_at) as until
    from changes ch
  ),
  stages as (
    select s.lot_id,
      sum(extract(epoch from s.until - s.at)::double precision) filter (where s.stage = 'propagation') / 86400 as propagation_days,
      sum(extract(epoch from s.until - s.at)::double precision) filter (where s.stage = 'veg') / 86400 as veg_days,
      sum(extract(epoch from s.until - s.at)::double precision) filter (where s.stage = 'flower') / 86400 as flower_days,
      sum(extract(epoch from s.until - s.at)::double precision) filter (where s.stage = 'drying') / 86400 as drying_days,
      sum(extract(epoch from s.until - s.at)::double precision) filter (where s.stage = 'curing') / 86400 as curing_days,
      min(s.at) filter (where s.stage = 'flower') as flower_from,
      max(s.until) filter (where s.stage = 'flower') as flower_to
    from spans s
    where s.until is not null
    group by s.lot_id
  )
  select c.lot_id, c.lot_name, c.strain, c.room_id, r.room_name, r.canopy_area_m2, r.lighting_w,
    c.harvested_at, c.plants, c.dry_g, c.wet_g,
    st.propagation_days, st.veg_days, st.flower_days, st.drying_days, st.curing_days,
    st.flower_from, st.flower_to,
    extract(epoch from st.flower_to - st.flower_from)::double precision / 3600,
    coalesce(cl.light_hours, 0), cl.mol_m2,
    coalesce(cl.climate_hours, 0), cl.in_band_hours, cl.temp_in_band_hours, cl.rh_in_band_hours,
    cl.vpd_in_band_hours, cl.mean_temp, cl.mean_rh, cl.mean_vpd, cl.mean_substrate_ec,
    cl.mean_dryback, coalesce(cl.nights, 0),
    ro.runoff_ec,
    coalesce(q.checks, 0), coalesce(q.passed, 0), coalesce(q.failed, 0)
  from cycles c
  left join public.rooms r on r.id = c.room_id
  left join stages st on st.lot_id = c.lot_id
  left join lateral (
    with hrs as (
      select b.bucket,
        max(b.mean) filter (where b.metric = 'air_temp') as t,
        max(b.mean) filter (where b.metric = 'rh') as rh,
        max(b.mean) filter (where b.metric = 'ppfd') as ppfd,
        max(b.mean) filter (where b.metric = 'vwc') as vwc,
        sum(b.total) filter (where b.metric = 'substrate_ec') as ec_total,
        sum(b.n) filter (where b.metric = 'substrate_ec') as ec_n
      from public.prometheus_rollups b
      where b.room_id = c.room_id and b.level = '1h'
        and b.metric in ('air_temp', 'rh', 'ppfd', 'vwc', 'substrate_ec')
        and b.bucket >= st.flower_from and b.bucket < st.flower_to
      group by b.bucket
    ),
    tagged as (
      select h.*,
        case when h.ppfd is not null then (case when h.ppfd >= 10 then 'day' else 'night' end)
          when extract(hour from h.bucket at time zone p_tz) between 6 and 17 then 'day' else 'night' end as per,
        case when h.t is not null and h.rh is not null then public.prometheus_vpd(h.t, h.rh) end as vpd
      from hrs h
    ),
    bands as (
      select tb.metric, tb.period, tb.min_value, tb.max_value
      from public.arca_room_target_bands tb
      where tb.room_id = c.room_id and tb.stage = 'flower' and tb.metric in ('air_temp', 'rh', 'vpd')
    ),
    judged as (
      select t.*,
        t.t between bt.min_value and bt.max_value as t_ok,
        t.rh between brh.min_value and brh.max_value as rh_ok,
        t.vpd between bv.min_value and bv.max_value as vpd_ok
      from tagged t
      left join bands bt on bt.metric = 'air_temp' and bt.period = t.per
      left join bands brh on brh.metric = 'rh' and brh.period = t.per
      left join bands bv on bv.metric = 'vpd' and bv.period = t.per
    ),
    nights_ as (
      select max(d.vwc) - min(d.vwc) as fall
      from judged d
      where d.ppfd < 10 and d.vwc is not null
      group by ((d.bucket at time zone p_tz) - interval '12 hours')::date
      having count(*) >= 3
    )
    select count(j.ppfd) as light_hours,
      sum(j.ppfd) * 3600 / 1e6 as mol_m2,
      count(*) filter (where j.t is not null and j.rh is not null) as climate_hours,
      count(*) filter (where j.t_ok and j.rh_ok) as in_band_hours,
      count(*) filter (where j.t_ok) as temp_in_band_hours,
      count(*) filter (where j.rh_ok) as rh_in_band_hours,
      count(*) filter (where j.vpd_ok) as vpd_in_band_hours,
      avg(j.t) as mean_temp, avg(j.rh) as mean_rh, avg(j.vpd) as mean_vpd,
      sum(j.ec_total) / nullif(sum(j.ec_n), 0) as mean_substrate_ec,
      (select avg(n.fall) from nights_ n) as mean_dryback,
      (select count(*) from nights_ n) as nights
    from judged j
  ) cl on true
  left join lateral (
    select round(avg(x.runoff_ec), 2) as runoff_ec
    from public.arca_runoff_records x
    where x.facility_id = p_facility_id and x.lot_id = c.lot_id and x.status = 'done'
      and x.occurred_at >= st.flower_from and x.occurred_at < st.flower_to
  ) ro on true
  left join lateral (
    select count(*) as checks,
      count(*) filter (where x.result = 'pass') as passed,
      count(*) filter (where x.result = 'fail') as failed
    from public.arca_quality_records x
    where x.facility_id = p_facility_id and x.lot_id = c.lot_id and x.status = 'done'
  ) q on true
  order by c.harvested_at desc, c.lot_name;
end
$$;
comment on function public.prometheus_cycles(uuid, timestamptz, timestamptz, text) is
  'Harvested cycles (Arca lots with dry yields) of a facility harvested in [p_from, p_to), with stage '
  'lengths, light, climate in band, substrate and quality figures over the flower stage; security invoker.';
revoke execute on function public.prometheus_cycles(uuid, timestamptz, timestamptz, text) from public, anon, authenticated;
grant execute on function public.prometheus_cycles(uuid, timestamptz, timestamptz, text) to authenticated, service_role;
