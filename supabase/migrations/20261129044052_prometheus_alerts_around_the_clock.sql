-- Alerts around the clock. Until now a room's alert rules were evaluated only while someone had
-- its Climate lens open (prometheus_evaluate_alerts, called on view), so a humid night was found
-- when someone looked in the morning and "No data" was never noticed with no browser open. Now
-- pg_cron runs prometheus_evaluate_all_alerts() every minute for every room with readings (the
-- same SQL on hosted and on the local stack's twin); the lens only reads prometheus_alerts.
--
--   * A rule that starts firing notifies the facility's owner and team once (unchanged), and its
--     recovery (firing → normal) once, as a 'resolved' notification.
--   * A room stays in the tick while it has readings of the last two days or any alert not yet in
--     "No data", so a sensor that falls silent is seen going to no_data by the schedule.
--   * One tick at a time: the tick holds a transaction advisory lock, so a run started by hand while
--     the scheduled one works waits for it and then judges the states that one left (never the
--     same change twice, never two notifications). pg_cron itself never starts a job while its
--     previous run is still going.
--   * One room that fails (a bad band, a deleted room mid-tick) is skipped with a warning in the
--     run's log and tried again at the next minute; the other rooms are evaluated. A tick that fails
--     as a whole is recorded as failed in cron.job_run_details and the next minute runs it again.

create or replace function public.prometheus_alerts_evaluate_room(p_room_id uuid)
returns setof public.prometheus_alerts
language plpgsql
security definer
set search_path = ''
-- A tick calls this for every room in one session: a generic plan cached after the fifth room
-- would no longer see which room's rollups it reads.
set plan_cache_mode = force_custom_plan
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
    -- Once per rule, not once per bucket (a correlated subquery reads it below).
    bands as materialized (select * from public.prometheus_room_bands(p_room_id) bd where bd.metric = r.metric),
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

      if v_old.state = 'firing' and v_state = 'normal' then
        -- The recovery, once: the same people who were told it fired hear that it stopped.
        v_unit := case r.metric when 'air_temp' then ' °C' when 'co2' then ' ppm' else ' %' end;
        insert into public.notifications (user_id, type, title, message, source, action_url)
        select u.user_id, 'resolved', format('%s: %s — resolved', v_room_name, r.label),
          format('%s is back %s %s%s (latest %s%s).',
            case r.metric when 'rh' then 'RH' when 'air_temp' then 'Air temperature' when 'co2' then 'CO₂'
                          when 'vwc' then 'Substrate VWC' else r.metric end,
            case when r.direction = 'above' then 'at or below' else 'at or above' end,
            trim_scale(round(v_threshold::numeric, 1)), v_unit,
            trim_scale(round(v_latest_value::numeric, 1)), v_unit),
          'prometheus', '/prometheus'
        from (
          select f.user_id from public.facilities f where f.id = v_facility
          union
          select m.user_id from public.facility_members m where m.facility_id = v_facility
        ) u;
      end if;

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


create or replace function public.prometheus_evaluate_all_alerts()
returns integer
language plpgsql
security definer
set search_path = ''
-- A tick waits at most this long for one already under way (it is scheduled every minute).
set lock_timeout = '50s'
as $$
declare
  v_room uuid;
  v_count integer := 0;
  v_error text;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.prometheus_evaluate_all_alerts'));
  for v_room in
    select x.room_id from public.prometheus_rollups x
    where x.level = '1d' and x.bucket > now() - interval '2 days'
    union
    select a.room_id from public.prometheus_alerts a where a.state <> 'no_data'
  loop
    begin
      perform public.prometheus_alerts_evaluate_room(v_room);
      v_count := v_count + 1;
    exception when others then
      get stacked diagnostics v_error = message_text;
      raise warning 'The alerts of room % could not be evaluated: %', v_room, v_error;
    end;
  end loop;
  return v_count;
end
$$;
revoke execute on function public.prometheus_evaluate_all_alerts() from public, anon, authenticated;
grant execute on function public.prometheus_evaluate_all_alerts() to service_role;

-- The lens no longer evaluates: it reads prometheus_alerts (its select policy decides).
drop function public.prometheus_evaluate_alerts(uuid);

-- Every minute, as postgres (the owner of the function above).
select cron.schedule('prometheus-alerts', '* * * * *', $job$select public.prometheus_evaluate_all_alerts()$job$);
