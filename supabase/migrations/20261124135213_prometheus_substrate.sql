-- Prometheus's Substrate and irrigation lens (/prometheus2, issue 20): per irrigation day, a room's
-- substrate VWC and EC, the irrigation shots found in the VWC, the first and last shot, the P1
-- ramp, the overnight dryback and the runoff logged in Arca. Computed here from the 5-minute
-- rollups so the browser never downloads months of readings; security invoker, so the caller's RLS
-- on the rollups, the runoff log and the targets decides what it sees (another grower: nothing).
--
-- Definitions (src/modules/prometheus/substrate/substrate.ts is the same rule in TypeScript for
-- the unit tests and the lens's forecast; an integration test compares the two on the same data):
--   shot         a 5-minute bucket whose mean VWC is at least p_min_step points above the bucket
--                before it (which must be at most 15 minutes earlier). A rise less than
--                p_min_gap_minutes after the previous rise belongs to the same shot (a shot split
--                over two buckets counts once). Its size: VWC after minus VWC before.
--   day          an irrigation day starts at lights on (PPFD rising through 10 µmol m⁻² s⁻¹), so a
--                veg room's last shot at 23:00 and its night stay in the day they belong to; it is
--                named by the local date (p_tz) of that lights-on. Without a lights-on in the last
--                24 hours (no PPFD sensor), the local calendar date.
--   P1 ramp      from lights on (else the first shot) to the first bucket within 0.5 points of the
--                day's peak VWC between its first shot and 30 minutes after its last.
--   overnight    from the previous shot (the last of the day before, whatever day it fell on) to
--   dryback      this day's first shot: peak = the highest VWC in between, trough = the VWC just
--                before the first shot. Returned in both definitions of Arca's targets
--                (arca_target_metric_ok's basis): 'points' = peak − trough, 'relative' =
--                (peak − trough) ÷ peak × 100.
--   runoff       Arca's runoff log for the room (arca_runoff_records): entries, mean runoff EC and
--                mean runoff %, per day.

create function public.prometheus_substrate(
  p_room_id uuid,
  p_from timestamptz,
  p_to timestamptz,
  p_tz text,
  p_min_step double precision default 1.0,
  p_min_gap_minutes integer default 15
)
returns table (
  day date,
  vwc_n bigint, vwc_mean double precision, vwc_min double precision, vwc_max double precision,
  ec_n bigint, ec_mean double precision, ec_min double precision, ec_max double precision,
  lights_on timestamptz,
  shots bigint, shot_at timestamptz[], shot_size double precision[],
  first_shot timestamptz, last_shot timestamptz,
  peak_vwc double precision, peak_at timestamptz, p1_minutes double precision,
  dryback_since timestamptz, dryback_peak double precision, dryback_trough double precision,
  dryback_points double precision, dryback_relative double precision,
  runoff_n bigint, runoff_ec double precision, runoff_pct double precision
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_room_id is null or p_from is null or p_to is null or p_from >= p_to then
    raise exception 'The range must start before it ends.' using errcode = '22023';
  end if;
  if p_to - p_from > interval '400 days' then
    raise exception 'Daily figures cover at most 400 days.' using errcode = '22023';
  end if;
  if p_tz is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_tz) then
    raise exception 'Unknown time zone.' using errcode = '22023';
  end if;
  if p_min_step is null or p_min_step <= 0 or p_min_step > 50 then
    raise exception 'The shot size threshold must be above 0 and at most 50 points.' using errcode = '22023';
  end if;
  if p_min_gap_minutes is null or p_min_gap_minutes < 5 or p_min_gap_minutes > 240 then
    raise exception 'The minimum gap between shots must be 5 to 240 minutes.' using errcode = '22023';
  end if;

  return query
  with b as (
    -- Two days before the range: the first day's lights-on and its night's last shot.
    select r.bucket, r.metric, r.mean
    from public.prometheus_rollups r
    where r.room_id = p_room_id and r.level = '5m' and r.metric in ('vwc', 'substrate_ec', 'ppfd')
      and r.bucket >= p_from - interval '2 days' and r.bucket < p_to
  ),
  slots as (
    select bucket,
      max(mean) filter (where metric = 'vwc') as vwc,
      max(mean) filter (where metric = 'substrate_ec') as ec,
      max(mean) filter (where metric = 'ppfd') as ppfd
    from b group by bucket
  ),
  marked as (
    select s.*,
      case when s.ppfd >= 10 and lag(s.ppfd) over w < 10 and s.bucket - lag(s.bucket) over w <= interval '15 minutes'
        then s.bucket end as on_mark
    from slots s
    window w as (order by s.bucket)
  ),
  started as (
    select m.*, max(m.on_mark) over (order by m.bucket rows between unbounded preceding and current row) as period_start
    from marked m
  ),
  dated as (
    select st.bucket, st.vwc, st.ec, st.on_mark,
      case when st.period_start is not null and st.bucket - st.period_start < interval '24 hours'
        then (st.period_start at time zone p_tz)::date
        else (st.bucket at time zone p_tz)::date end as d
    from started st
  ),
  vw as (
    select dt.bucket, dt.vwc, dt.d,
      lag(dt.vwc) over w as prev, lag(dt.bucket) over w as prev_bucket
    from dated dt
    where dt.vwc is not null
    window w as (order by dt.bucket)
  ),
  rises as (
    select vw.bucket, vw.prev, vw.vwc, vw.d,
      lag(vw.bucket) over (order by vw.bucket) as prev_rise
    from vw
    where vw.prev is not null and vw.bucket - vw.prev_bucket <= interval '15 minutes'
      and vw.vwc - vw.prev >= p_min_step
  ),
  grouped as (
    select rs.*,
      sum(case when rs.prev_rise is null or rs.bucket - rs.prev_rise >= make_interval(mins => p_min_gap_minutes)
        then 1 else 0 end) over (order by rs.bucket rows between unbounded preceding and current row) as grp
    from rises rs
  ),
  events as (
    select min(g.bucket) as at,
      (array_agg(g.d order by g.bucket))[1] as d,
      (array_agg(g.prev order by g.bucket))[1] as before,
      (array_agg(g.vwc order by g.bucket desc))[1] as after
    from grouped g
    group by g.grp
  ),
  ev as (
    select e.*, lag(e.at) over (order by e.at) as prev_at from events e
  ),
  days as (
    select dt.d,
      count(dt.vwc) as vwc_n, avg(dt.vwc) as vwc_mean, min(dt.vwc) as vwc_min, max(dt.vwc) as vwc_max,
      count(dt.ec) as ec_n, avg(dt.ec) as ec_mean, min(dt.ec) as ec_min, max(dt.ec) as ec_max,
      min(dt.on_mark) as lights_on
    from dated dt
    where dt.bucket >= p_from
    group by dt.d
  ),
  day_shots as (
    select e.d, count(*) as shots,
      array_agg(e.at order by e.at) as shot_at,
      array_agg(e.after - e.before order by e.at) as shot_size,
      min(e.at) as first_shot, max(e.at) as last_shot,
      (array_agg(e.before order by e.at))[1] as first_before,
      (array_agg(e.prev_at order by e.at))[1] as first_prev_at
    from ev e
    where e.at >= p_from
    group by e.d
  ),
  runoff as (
    select coalesce(dt.d, (ro.occurred_at at time zone p_tz)::date) as d, ro.runoff_ec, ro.runoff_pct
    from public.arca_runoff_records ro
    left join dated dt on dt.bucket = date_bin(interval '5 minutes', ro.occurred_at, timestamptz '2000-01-01 00:00:00+00')
    where ro.room_id = p_room_id and ro.occurred_at >= p_from and ro.occurred_at < p_to
  ),
  runoff_days as (
    select ro.d, count(*) as n, avg(ro.runoff_ec)::double precision as ec, avg(ro.runoff_pct)::double precision as pct
    from runoff ro group by ro.d
  )
  select dy.d,
    dy.vwc_n, dy.vwc_mean, dy.vwc_min, dy.vwc_max,
    dy.ec_n, dy.ec_mean, dy.ec_min, dy.ec_max,
    dy.lights_on,
    coalesce(ds.shots, 0), coalesce(ds.shot_at, '{}'), coalesce(ds.shot_size, '{}'),
    ds.first_shot, ds.last_shot,
    p1.peak, p1.peak_at,
    (extract(epoch from p1.peak_at - coalesce(least(dy.lights_on, ds.first_shot), ds.first_shot)) / 60)::double precision,
    ds.first_prev_at, db.peak, ds.first_before,
    db.peak - ds.first_before,
    (db.peak - ds.first_before) / nullif(db.peak, 0) * 100,
    coalesce(rd.n, 0), rd.ec, rd.pct
  from days dy
  left join day_shots ds on ds.d = dy.d
  left join runoff_days rd on rd.d = dy.d
  left join lateral (
    select pk.peak, (
        select min(dt.bucket) from dated dt
        where dt.bucket >= ds.first_shot and dt.vwc >= pk.peak - 0.5
      ) as peak_at
    from (
      select max(dt.vwc) as peak from dated dt
      where dt.bucket >= ds.first_shot and dt.bucket <= ds.last_shot + interval '30 minutes'
    ) pk
    where ds.first_shot is not null
  ) p1 on true
  left join lateral (
    select max(dt.vwc) as peak from dated dt
    where dt.bucket >= ds.first_prev_at and dt.bucket < ds.first_shot
  ) db on ds.first_prev_at is not null
  order by dy.d;
end
$$;
comment on function public.prometheus_substrate(uuid, timestamptz, timestamptz, text, double precision, integer) is
  'Substrate and irrigation figures per irrigation day (shots from VWC steps, P1 ramp, overnight '
  'dryback in points and relative, runoff from Arca); security invoker, RLS decides.';
revoke execute on function public.prometheus_substrate(uuid, timestamptz, timestamptz, text, double precision, integer)
  from public, anon, authenticated;
grant execute on function public.prometheus_substrate(uuid, timestamptz, timestamptz, text, double precision, integer)
  to authenticated, service_role;
