-- Prometheus insight figures, faster (issue 20's budget: a room's insight evaluation under 200 ms).
-- Same arguments, columns, rules and grants as 20261124135250_prometheus_insights_alerts.sql; four
-- costs removed, measured on the demo's Flower 1 over 104 days as its grower (220 → ~125 ms):
--   * RLS on prometheus_rollups checked every one of ~104,000 rows and sent each index entry to the
--     heap for its facility_id; the function now checks once that the caller may read the room (the
--     rollups' select policy: prometheus_facilities('read')) and reads as its owner (security
--     definer, search_path ''); a room the caller may not read has no figures, as before;
--   * the time-zone check read all of pg_timezone_names (~10 ms); reading the zone once checks it;
--   * the 5-minute pivot was a hash aggregate over ~104,000 rollup rows then a sort for the window;
--     now four index scans already in bucket order, merged on the bucket;
--   * VPD called prometheus_vpd per bucket; a function with `set search_path` is never inlined, so
--     each of ~26,000 calls paid a function call and a GUC switch. The formula is written out here
--     (Tetens, the same as prometheus_vpd and src/modules/prometheus/vpd.ts).

create or replace function public.prometheus_insight_hours(p_room_id uuid, p_from timestamptz, p_to timestamptz, p_tz text)
returns table (
  metric text, hours timestamptz[], n integer[], mean double precision[], min double precision[],
  max double precision[], night integer[], above integer[], below integer[],
  max_step double precision[],
  day_min numeric, day_max numeric, night_min numeric, night_max numeric
)
language plpgsql
stable
security definer
set search_path = ''
-- The 5-minute rows of 90 days are ~26,000; keep the hourly hash aggregate in memory.
set work_mem = '16MB'
as $$
#variable_conflict use_column
declare
  bd jsonb;
begin
  if p_room_id is null or p_from is null or p_to is null or p_from >= p_to then
    raise exception 'The range must start before it ends.' using errcode = '22023';
  end if;
  if p_to - p_from > interval '120 days' then
    raise exception 'Insights cover at most 120 days.' using errcode = '22023';
  end if;
  -- Who may read the room, checked once here instead of by RLS on every rollup row (with RLS the
  -- index could not answer alone: facility_id lives in the heap). The same rule as the rollups'
  -- select policy; another grower's room, like an unknown one, has no figures.
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not exists (
    select 1 from public.rooms rm
    where rm.id = p_room_id and rm.facility_id in (select public.prometheus_facilities('read'))
  ) then
    return;
  end if;

  -- Reading the zone once is the check (pg_timezone_names lists every zone file: ~10 ms).
  begin
    perform now() at time zone p_tz;
  exception when invalid_parameter_value then
    p_tz := null;
  end;
  if p_tz is null then
    raise exception 'Unknown time zone.' using errcode = '22023';
  end if;

  -- The bands as the caller reads them (the view shows only rooms the caller may read), keyed
  -- 'metric.period' → [min, max].
  select coalesce(jsonb_object_agg(tb.metric || '.' || tb.period, jsonb_build_array(tb.min_value, tb.max_value)), '{}')
  into bd
  from public.arca_room_target_bands tb
  where tb.room_id = p_room_id
    and tb.metric in ('air_temp', 'rh', 'co2', 'ppfd', 'vpd')
    and tb.stage = (select s.stage from public.arca_room_stages s where s.room_id = p_room_id);

  -- One row per 5-minute bucket with every climate metric side by side (one pass over the rollups),
  -- then one row per hour with every metric's figures, then one row per metric with hourly arrays.
  return query
  with bands as materialized (
    select
      ((bd -> 'air_temp.day') ->> 0)::double precision as t_dmin, ((bd -> 'air_temp.day') ->> 1)::double precision as t_dmax,
      ((bd -> 'air_temp.night') ->> 0)::double precision as t_nmin, ((bd -> 'air_temp.night') ->> 1)::double precision as t_nmax,
      ((bd -> 'rh.day') ->> 0)::double precision as h_dmin, ((bd -> 'rh.day') ->> 1)::double precision as h_dmax,
      ((bd -> 'rh.night') ->> 0)::double precision as h_nmin, ((bd -> 'rh.night') ->> 1)::double precision as h_nmax,
      ((bd -> 'co2.day') ->> 0)::double precision as c_dmin, ((bd -> 'co2.day') ->> 1)::double precision as c_dmax,
      ((bd -> 'co2.night') ->> 0)::double precision as c_nmin, ((bd -> 'co2.night') ->> 1)::double precision as c_nmax,
      ((bd -> 'ppfd.day') ->> 0)::double precision as p_dmin, ((bd -> 'ppfd.day') ->> 1)::double precision as p_dmax,
      ((bd -> 'ppfd.night') ->> 0)::double precision as p_nmin, ((bd -> 'ppfd.night') ->> 1)::double precision as p_nmax,
      ((bd -> 'vpd.day') ->> 0)::double precision as d_dmin, ((bd -> 'vpd.day') ->> 1)::double precision as d_dmax,
      ((bd -> 'vpd.night') ->> 0)::double precision as d_nmin, ((bd -> 'vpd.night') ->> 1)::double precision as d_nmax
  ),
  s as (
    -- One ordered index scan per metric, merged on the bucket (no hash aggregate, no sort).
    select bucket,
      t.total / t.n as t, h.total / h.n as h, c.total / c.n as c, p.total / p.n as p,
      t.min as t_lo, t.max as t_hi, h.min as h_lo, h.max as h_hi,
      c.min as c_lo, c.max as c_hi, p.min as p_lo, p.max as p_hi
    from (select r.bucket, r.n, r.total, r.min, r.max from public.prometheus_rollups r
          where r.room_id = p_room_id and r.metric = 'air_temp' and r.level = '5m' and r.bucket >= p_from and r.bucket < p_to) t
    full join (select r.bucket, r.n, r.total, r.min, r.max from public.prometheus_rollups r
          where r.room_id = p_room_id and r.metric = 'rh' and r.level = '5m' and r.bucket >= p_from and r.bucket < p_to) h using (bucket)
    full join (select r.bucket, r.n, r.total, r.min, r.max from public.prometheus_rollups r
          where r.room_id = p_room_id and r.metric = 'co2' and r.level = '5m' and r.bucket >= p_from and r.bucket < p_to) c using (bucket)
    full join (select r.bucket, r.n, r.total, r.min, r.max from public.prometheus_rollups r
          where r.room_id = p_room_id and r.metric = 'ppfd' and r.level = '5m' and r.bucket >= p_from and r.bucket < p_to) p using (bucket)
  ),
  v as (
    select s.*, -- prometheus_vpd's Tetens formula written out: a function with its own search_path is not
      -- inlined, and 26,000 calls of it were a quarter of the time.
      0.6108 * exp(17.27 * s.t / (s.t + 237.3)) * (1 - s.h / 100) as d,
      case when s.p is not null then s.p < 10
        else extract(hour from s.bucket at time zone p_tz) not between 6 and 17 end as nt
    from s
  ),
  w as (
    select v.*,
      abs(v.t - lag(v.t) over o) as t_step, abs(v.h - lag(v.h) over o) as h_step,
      -- No jump rule for PPFD (lights switch in one step) or VPD (it follows temperature and RH).
      abs(v.c - lag(v.c) over o) as c_step
    from v
    window o as (order by v.bucket)
  ),
  x as (
    select w.*,
      case when w.nt then b.t_nmin else b.t_dmin end as t_min, case when w.nt then b.t_nmax else b.t_dmax end as t_max,
      case when w.nt then b.h_nmin else b.h_dmin end as h_min, case when w.nt then b.h_nmax else b.h_dmax end as h_max,
      case when w.nt then b.c_nmin else b.c_dmin end as c_min, case when w.nt then b.c_nmax else b.c_dmax end as c_max,
      case when w.nt then b.p_nmin else b.p_dmin end as p_min, case when w.nt then b.p_nmax else b.p_dmax end as p_max,
      case when w.nt then b.d_nmin else b.d_dmin end as d_min, case when w.nt then b.d_nmax else b.d_dmax end as d_max
    from w cross join bands b
  ),
  hr as (
    select date_bin(interval '1 hour', x.bucket, timestamptz '2000-01-01 00:00:00+00') as hh,
      count(x.t)::integer as t_n, avg(x.t) as t_mean, min(x.t_lo) as t_lo, max(x.t_hi) as t_hi,
      count(x.t) filter (where x.nt)::integer as t_night, count(*) filter (where x.t > x.t_max)::integer as t_above, count(*) filter (where x.t < x.t_min)::integer as t_below,
      max(x.t_step) as t_step,
      count(x.h)::integer as h_n, avg(x.h) as h_mean, min(x.h_lo) as h_lo, max(x.h_hi) as h_hi,
      count(x.h) filter (where x.nt)::integer as h_night, count(*) filter (where x.h > x.h_max)::integer as h_above, count(*) filter (where x.h < x.h_min)::integer as h_below,
      max(x.h_step) as h_step,
      count(x.c)::integer as c_n, avg(x.c) as c_mean, min(x.c_lo) as c_lo, max(x.c_hi) as c_hi,
      count(x.c) filter (where x.nt)::integer as c_night, count(*) filter (where x.c > x.c_max)::integer as c_above, count(*) filter (where x.c < x.c_min)::integer as c_below,
      max(x.c_step) as c_step,
      count(x.p)::integer as p_n, avg(x.p) as p_mean, min(x.p_lo) as p_lo, max(x.p_hi) as p_hi,
      count(x.p) filter (where x.nt)::integer as p_night, count(*) filter (where x.p > x.p_max)::integer as p_above, count(*) filter (where x.p < x.p_min)::integer as p_below,
      null::double precision as p_step,
      count(x.d)::integer as d_n, avg(x.d) as d_mean, min(x.d) as d_lo, max(x.d) as d_hi,
      count(x.d) filter (where x.nt)::integer as d_night, count(*) filter (where x.d > x.d_max)::integer as d_above, count(*) filter (where x.d < x.d_min)::integer as d_below,
      null::double precision as d_step
    from x
    group by 1
  ),
  u as (
    select m.*
    from hr cross join lateral (values
      ('air_temp', hr.hh, hr.t_n, hr.t_mean, hr.t_lo, hr.t_hi, hr.t_night, hr.t_above, hr.t_below, hr.t_step),
      ('rh', hr.hh, hr.h_n, hr.h_mean, hr.h_lo, hr.h_hi, hr.h_night, hr.h_above, hr.h_below, hr.h_step),
      ('co2', hr.hh, hr.c_n, hr.c_mean, hr.c_lo, hr.c_hi, hr.c_night, hr.c_above, hr.c_below, hr.c_step),
      ('ppfd', hr.hh, hr.p_n, hr.p_mean, hr.p_lo, hr.p_hi, hr.p_night, hr.p_above, hr.p_below, hr.p_step),
      ('vpd', hr.hh, hr.d_n, hr.d_mean, hr.d_lo, hr.d_hi, hr.d_night, hr.d_above, hr.d_below, hr.d_step)
    ) m(metric, hh, n, mean, lo, hi, night, above, below, step)
    where m.n > 0
  )
  select u.metric, array_agg(u.hh order by u.hh), array_agg(u.n order by u.hh),
    -- 4 decimals: a third of the bytes of a full double on the wire, far below any sensor's resolution.
    array_agg(round(u.mean::numeric, 4)::double precision order by u.hh),
    array_agg(u.lo order by u.hh), array_agg(u.hi order by u.hh), array_agg(u.night order by u.hh),
    array_agg(u.above order by u.hh), array_agg(u.below order by u.hh),
    array_agg(round(u.step::numeric, 4)::double precision order by u.hh),
    (bd -> (u.metric || '.day') ->> 0)::numeric, (bd -> (u.metric || '.day') ->> 1)::numeric,
    (bd -> (u.metric || '.night') ->> 0)::numeric, (bd -> (u.metric || '.night') ->> 1)::numeric
  from u
  group by u.metric
  order by u.metric;
end
$$;
revoke execute on function public.prometheus_insight_hours(uuid, timestamptz, timestamptz, text) from public, anon, authenticated;
grant execute on function public.prometheus_insight_hours(uuid, timestamptz, timestamptz, text) to authenticated, service_role;
