-- Prometheus insights and alerts (issue 20, second half).
--
--   prometheus_insight_hours()  the figures every insight rule reads, per metric and hour: readings
--                         (5-minute buckets), mean/min/max, how many buckets were night, above or
--                         below the room's band for their period, the largest step between two
--                         neighbouring buckets and the longest silence before one. Security invoker:
--                         RLS on the rollups decides, so another grower's room has no figures and
--                         therefore no insights. The rules themselves (flat lines, jumps, gaps, time
--                         out of band, modified z-scores, Western Electric) are pure TypeScript in
--                         src/modules/prometheus/insights/, unit-tested on fixtures.
--   prometheus_alerts     one row per room and alert rule: Grafana's states normal / pending /
--                         firing / no_data, with since. Written only by the evaluator below.
--   prometheus_evaluate_alerts(room)  evaluates a room's rules now (the Climate lens calls it on view
--                         and after an import or AROYA sync). A rule must hold over consecutive
--                         5-minute buckets for its "for" duration of reading time before pending
--                         becomes firing, so one stray reading never fires; no reading of the metric
--                         in the last hour is no_data. The change to firing notifies the facility's
--                         owner and team once (notifications table: the bell; 'urgent' also toasts).
--
-- Why on view and after import, not a trigger on readings: no_data is the absence of readings, which
-- no insert trigger can see, and the local stack has no scheduler (no pg_cron; see the Ancora and
-- Atlas reminder migrations). A hosted project can schedule prometheus_evaluate_all_alerts() (service
-- role) with pg_cron: the same rows and notifications.

-- The band in force for a room's current stage, for every metric and period, read without the
-- caller's filter (the evaluator also runs for the seed and the service role).
create function public.prometheus_room_bands(p_room_id uuid)
returns table (metric text, period text, min_value numeric, max_value numeric)
language sql
stable
security definer
set search_path = ''
as $$
  with st as (select s.stage from public.arca_room_stages s where s.room_id = p_room_id)
  select d.metric, d.period, coalesce(t.min_value, d.min_value), coalesce(t.max_value, d.max_value)
  from public.arca_target_defaults d
  left join public.arca_targets t
    on t.room_id = p_room_id and (t.stage, t.metric, t.period) = (d.stage, d.metric, d.period)
  where d.stage = (select stage from st)
  union all
  select t.metric, t.period, t.min_value, t.max_value
  from public.arca_targets t
  where t.room_id = p_room_id and t.stage = (select stage from st)
    and not exists (select 1 from public.arca_target_defaults d
                    where (d.stage, d.metric, d.period) = (t.stage, t.metric, t.period))
$$;
revoke execute on function public.prometheus_room_bands(uuid) from public, anon, authenticated;
grant execute on function public.prometheus_room_bands(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
create function public.prometheus_insight_hours(p_room_id uuid, p_from timestamptz, p_to timestamptz, p_tz text)
returns table (
  metric text, hours timestamptz[], n integer[], mean double precision[], min double precision[],
  max double precision[], night integer[], above integer[], below integer[],
  max_step double precision[],
  day_min numeric, day_max numeric, night_min numeric, night_max numeric
)
language plpgsql
stable
set search_path = ''
-- The 5-minute pivot of 90 days is ~26,000 rows; keep its hash aggregate in memory.
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
  if p_tz is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_tz) then
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
    select r.bucket,
      max(r.total / r.n) filter (where r.metric = 'air_temp') as t,
      max(r.total / r.n) filter (where r.metric = 'rh') as h,
      max(r.total / r.n) filter (where r.metric = 'co2') as c,
      max(r.total / r.n) filter (where r.metric = 'ppfd') as p,
      min(r.min) filter (where r.metric = 'air_temp') as t_lo, max(r.max) filter (where r.metric = 'air_temp') as t_hi,
      min(r.min) filter (where r.metric = 'rh') as h_lo, max(r.max) filter (where r.metric = 'rh') as h_hi,
      min(r.min) filter (where r.metric = 'co2') as c_lo, max(r.max) filter (where r.metric = 'co2') as c_hi,
      min(r.min) filter (where r.metric = 'ppfd') as p_lo, max(r.max) filter (where r.metric = 'ppfd') as p_hi
    from public.prometheus_rollups r
    where r.room_id = p_room_id and r.level = '5m' and r.bucket >= p_from and r.bucket < p_to
      and r.metric in ('air_temp', 'rh', 'co2', 'ppfd')
    group by r.bucket
  ),
  v as (
    select s.*, public.prometheus_vpd(s.t, s.h) as d,
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

-- ---------------------------------------------------------------------------------------------
-- The alert rules: a metric, a direction, a threshold (the room's band for the bucket's period, or
-- a fixed limit), how long it must hold, and how loud. Fixed limits: CO₂ above 2,000 ppm is past any
-- enrichment target (arca_target_defaults stop at 1,000) and a sign of a stuck valve; VWC below
-- 35 % is deep past a generative dryback (15–30 points from ~60 %) and wilting is near.
create function public.prometheus_alert_rules()
returns table (rule text, metric text, direction text, fixed_limit double precision, hold interval, severity text, label text)
language sql
immutable
set search_path = ''
as $$
  values
    ('rh_above_band', 'rh', 'above', null::double precision, interval '30 minutes', 'warning', 'RH above its band'),
    ('temp_above_band', 'air_temp', 'above', null, interval '30 minutes', 'warning', 'Air temperature above its band'),
    ('temp_below_band', 'air_temp', 'below', null, interval '30 minutes', 'warning', 'Air temperature below its band'),
    ('co2_above_limit', 'co2', 'above', 2000, interval '15 minutes', 'urgent', 'CO₂ above 2,000 ppm'),
    ('vwc_below_limit', 'vwc', 'below', 35, interval '60 minutes', 'urgent', 'Substrate VWC below 35 %')
$$;
revoke execute on function public.prometheus_alert_rules() from public, anon, authenticated;
grant execute on function public.prometheus_alert_rules() to authenticated, service_role;

create table public.prometheus_alerts (
  facility_id uuid not null,
  room_id uuid not null,
  rule text not null check (rule in ('rh_above_band', 'temp_above_band', 'temp_below_band', 'co2_above_limit', 'vwc_below_limit')),
  state text not null check (state in ('normal', 'pending', 'firing', 'no_data')),
  since timestamptz not null,
  value double precision,
  threshold double precision,
  evaluated_at timestamptz not null default now(),
  primary key (room_id, rule),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete cascade
);
create index prometheus_alerts_facility_room_idx on public.prometheus_alerts (facility_id, room_id);

alter table public.prometheus_alerts enable row level security;
revoke all on table public.prometheus_alerts from anon, authenticated;
grant select on public.prometheus_alerts to authenticated;
grant select, insert, update, delete on public.prometheus_alerts to service_role;

create policy "Facility teams read their alerts"
  on public.prometheus_alerts for select to authenticated
  using (facility_id in (select public.prometheus_facilities('read')));

-- Evaluates every rule for one room at now(), stores the states and notifies on the change to
-- firing. No caller check: called by prometheus_evaluate_alerts (which checks), the seed, and a
-- hosted scheduler as the service role.
create function public.prometheus_alerts_evaluate_room(p_room_id uuid)
returns setof public.prometheus_alerts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_facility uuid;
  v_room_name text;
  v_now timestamptz := now();
  r record;
  v_latest timestamptz;
  v_latest_value double precision;
  v_threshold double precision;
  v_breach boolean;
  v_run_start timestamptz;
  v_state text;
  v_since timestamptz;
  v_old public.prometheus_alerts;
  v_title text;
  v_message text;
  v_unit text;
begin
  select rm.facility_id, rm.room_name into v_facility, v_room_name from public.rooms rm where rm.id = p_room_id;
  if v_facility is null then
    raise exception 'Room not found.' using errcode = 'PT404';
  end if;

  for r in select * from public.prometheus_alert_rules() loop
    -- The last 24 hours of 5-minute buckets of the metric, each against its threshold (the band
    -- for its period: lights on when PPFD ≥ 10 in that bucket, no PPFD reading: the day band).
    with b as (
      select x.bucket, x.total / x.n as mean
      from public.prometheus_rollups x
      where x.room_id = p_room_id and x.metric = r.metric and x.level = '5m'
        and x.bucket > v_now - interval '24 hours' and x.bucket <= v_now
    ),
    bands as (select * from public.prometheus_room_bands(p_room_id) bd where bd.metric = r.metric),
    judged as (
      select b.bucket, b.mean,
        coalesce(r.fixed_limit,
          (select case when r.direction = 'above' then bd.max_value else bd.min_value end::double precision
           from bands bd
           where bd.period = case when coalesce(l.total / l.n >= 10, true) then 'day' else 'night' end)) as threshold
      from b
      left join public.prometheus_rollups l
        on l.room_id = p_room_id and l.metric = 'ppfd' and l.level = '5m' and l.bucket = b.bucket
    ),
    flagged as (
      select j.*, case when j.threshold is null then false
                       when r.direction = 'above' then j.mean > j.threshold
                       else j.mean < j.threshold end as breach,
        j.bucket - lag(j.bucket) over (order by j.bucket) as gap
      from judged j
    ),
    latest as (select * from flagged order by bucket desc limit 1),
    -- The run of breaching buckets ending at the latest one; a silence of more than 15 minutes or a
    -- bucket inside the threshold ends it.
    breaks as (
      select max(f.bucket) filter (where not f.breach) as last_ok,
        max(f.bucket) filter (where f.gap > interval '15 minutes') as last_gap
      from flagged f
    )
    select l.bucket, l.mean, l.threshold, l.breach,
      (select min(f.bucket) from flagged f, breaks k
       where f.bucket > coalesce(k.last_ok, '-infinity') and f.bucket >= coalesce(k.last_gap, '-infinity'))
    into v_latest, v_latest_value, v_threshold, v_breach, v_run_start
    from latest l;

    select * into v_old from public.prometheus_alerts a where a.room_id = p_room_id and a.rule = r.rule;

    if v_latest is null or v_latest < v_now - interval '1 hour' then
      v_state := 'no_data';
      v_since := coalesce(v_latest + interval '5 minutes', v_now);
    elsif v_threshold is null then
      -- No band for this metric and period (the stage has none): nothing to hold the data against.
      v_state := 'normal';
      v_since := v_now;
    elsif not v_breach then
      v_state := 'normal';
      v_since := v_now;
    elsif v_latest + interval '5 minutes' - v_run_start >= r.hold then
      v_state := 'firing';
      v_since := v_run_start + r.hold;
    else
      v_state := 'pending';
      v_since := v_run_start;
    end if;

    if v_old.state is not distinct from v_state then
      update public.prometheus_alerts a
      set value = v_latest_value, threshold = v_threshold, evaluated_at = v_now
      where a.room_id = p_room_id and a.rule = r.rule;
    else
      insert into public.prometheus_alerts as a (facility_id, room_id, rule, state, since, value, threshold, evaluated_at)
      values (v_facility, p_room_id, r.rule, v_state,
              case when v_old.state is null or v_state in ('pending', 'firing', 'no_data') then v_since else v_now end,
              v_latest_value, v_threshold, v_now)
      on conflict (room_id, rule) do update set
        state = excluded.state, since = excluded.since, value = excluded.value,
        threshold = excluded.threshold, evaluated_at = excluded.evaluated_at;

      if v_state = 'firing' then
        v_title := format('%s: %s', v_room_name, r.label);
        v_unit := case r.metric when 'air_temp' then ' °C' when 'co2' then ' ppm' else ' %' end;
        v_message := format('%s has been %s %s%s for at least %s minutes (latest %s%s).',
          case r.metric when 'rh' then 'RH' when 'air_temp' then 'Air temperature' when 'co2' then 'CO₂'
                        when 'vwc' then 'Substrate VWC' else r.metric end,
          r.direction, trim_scale(round(v_threshold::numeric, 1)), v_unit, extract(epoch from r.hold)::integer / 60,
          trim_scale(round(v_latest_value::numeric, 1)), v_unit);
        insert into public.notifications (user_id, type, title, message, source, action_url)
        select u.user_id, case when r.severity = 'urgent' then 'urgent' else 'alert' end, v_title, v_message,
          'prometheus', '/prometheus'
        from (
          select f.user_id from public.facilities f where f.id = v_facility
          union
          select m.user_id from public.facility_members m where m.facility_id = v_facility
        ) u;
      end if;
    end if;
  end loop;

  return query select * from public.prometheus_alerts a where a.room_id = p_room_id order by a.rule;
end
$$;
revoke execute on function public.prometheus_alerts_evaluate_room(uuid) from public, anon, authenticated;
grant execute on function public.prometheus_alerts_evaluate_room(uuid) to service_role;

-- The app's entry point: the caller must be able to read the room's Prometheus data.
create function public.prometheus_evaluate_alerts(p_room_id uuid)
returns setof public.prometheus_alerts
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.rooms rm
    where rm.id = p_room_id and rm.facility_id in (select public.prometheus_facilities('read'))
  ) then
    raise exception 'Room not found.' using errcode = 'PT404';
  end if;
  return query select * from public.prometheus_alerts_evaluate_room(p_room_id);
end
$$;
revoke execute on function public.prometheus_evaluate_alerts(uuid) from public, anon, authenticated;
grant execute on function public.prometheus_evaluate_alerts(uuid) to authenticated;

-- For a hosted scheduler (pg_cron, a scheduled function): every room that has readings.
create function public.prometheus_evaluate_all_alerts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room uuid;
  v_count integer := 0;
begin
  for v_room in select distinct x.room_id from public.prometheus_rollups x
                where x.level = '1d' and x.bucket > now() - interval '2 days' loop
    perform public.prometheus_alerts_evaluate_room(v_room);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
revoke execute on function public.prometheus_evaluate_all_alerts() from public, anon, authenticated;
grant execute on function public.prometheus_evaluate_all_alerts() to service_role;
