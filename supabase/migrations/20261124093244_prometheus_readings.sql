-- Prometheus sensor readings (issue 20, first half): the raw readings per room and metric, the truth
-- every chart and insight is built on, and rollups per room and metric at 5 minutes, 1 hour and
-- 1 day (count, sum, min, max; mean = sum / count) kept up to date by statement-level triggers, so
-- a 90-day chart over a year of 5-minute data reads a few thousand rollup rows, never the raw ones.
--
--   prometheus_readings   one value per room, metric and instant, in the metric's canonical unit,
--                         with where it came from (manual, csv, aroya). Primary key (room_id, metric,
--                         at): a re-imported file or a repeated AROYA sync adds nothing twice.
--   prometheus_rollups    per room, metric, level ('5m', '1h', '1d') and bucket. Written only by the
--                         triggers below; buckets are aligned to UTC (date_bin from 2000-01-01 UTC).
--                         Inserts merge (count and sum add, min/max widen); updates and deletes
--                         recompute the buckets they touched from the raw readings.
--   prometheus_series()   a chart's series: for a room, metrics and range it picks the coarsest
--                         level that still gives the wanted detail and merges its buckets into at most
--                         p_max_points (≤ 2,000) per metric, keeping each bucket's min and max so no
--                         peak is lost.
--   prometheus_daily()    per local day: share of 5-minute buckets inside the room's target band,
--                         day and night (lights on when PPFD ≥ 10 µmol m⁻² s⁻¹), and the DLI.
--
-- Prometheus is Professional: every policy asks public.prometheus_facilities(action), the facility
-- grants whose plan (the facility owner's, as for Atlas) is Professional. Staff read and log;
-- managers and the owner also correct and delete readings.
--
-- Canonical units and limits (src/modules/prometheus/metrics.ts repeats them; an integration test
-- compares the two): air_temp °C −20…60, rh % 0…100, co2 ppm 0…10000, ppfd µmol m⁻² s⁻¹ 0…3000,
-- vwc % 0…100, substrate_ec mS/cm 0…20, substrate_temp °C −20…60.

create function public.prometheus_facilities(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select g.facility_id from public.facility_grants(p_action) g
  where g.tier_rank >= public.tier_rank('Professional')
$$;
comment on function public.prometheus_facilities(text) is
  'The facilities where the caller may read/log/edit/delete Prometheus readings: the facility grants '
  'whose owner''s plan is Professional.';
revoke execute on function public.prometheus_facilities(text) from public, anon, authenticated;
grant execute on function public.prometheus_facilities(text) to authenticated, service_role;

create function public.prometheus_metric_ok(p_metric text, p_value double precision)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case p_metric
    when 'air_temp' then p_value between -20 and 60
    when 'rh' then p_value between 0 and 100
    when 'co2' then p_value between 0 and 10000
    when 'ppfd' then p_value between 0 and 3000
    when 'vwc' then p_value between 0 and 100
    when 'substrate_ec' then p_value between 0 and 20
    when 'substrate_temp' then p_value between -20 and 60
    else false
  end
$$;
revoke execute on function public.prometheus_metric_ok(text, double precision) from public, anon, authenticated;
grant execute on function public.prometheus_metric_ok(text, double precision) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
create table public.prometheus_readings (
  facility_id uuid not null,
  room_id uuid not null,
  metric text not null check (metric in ('air_temp', 'rh', 'co2', 'ppfd', 'vwc', 'substrate_ec', 'substrate_temp')),
  at timestamptz not null,
  value double precision not null,
  source text not null default 'manual' check (source in ('manual', 'csv', 'aroya')),
  primary key (room_id, metric, at),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete cascade,
  constraint prometheus_readings_range check (public.prometheus_metric_ok(metric, value)),
  constraint prometheus_readings_at_range check (at >= '2000-01-01 00:00:00+00' and at < now() + interval '1 day')
);
create index prometheus_readings_facility_room_idx on public.prometheus_readings (facility_id, room_id);

create table public.prometheus_rollups (
  facility_id uuid not null,
  room_id uuid not null,
  metric text not null,
  level text not null check (level in ('5m', '1h', '1d')),
  bucket timestamptz not null,
  n integer not null check (n > 0),
  total double precision not null,
  min double precision not null,
  max double precision not null,
  mean double precision generated always as (total / n) stored,
  -- Covering: a chart reads its buckets from the index alone (index-only scan), never from heap
  -- pages that inserts interleaved across rooms, metrics and levels (≈ 6× faster for 90 days).
  primary key (room_id, metric, level, bucket) include (n, total, min, max),
  foreign key (facility_id, room_id) references public.rooms (facility_id, id) on delete cascade
);
create index prometheus_rollups_facility_room_idx on public.prometheus_rollups (facility_id, room_id);

alter table public.prometheus_readings enable row level security;
alter table public.prometheus_rollups enable row level security;

revoke all on table public.prometheus_readings from anon, authenticated;
grant select, delete on public.prometheus_readings to authenticated;
grant insert (facility_id, room_id, metric, at, value, source) on public.prometheus_readings to authenticated;
grant update (value) on public.prometheus_readings to authenticated;
grant select, insert, update, delete on public.prometheus_readings to service_role;

revoke all on table public.prometheus_rollups from anon, authenticated;
grant select on public.prometheus_rollups to authenticated;
grant select on public.prometheus_rollups to service_role;

create policy "Facility teams read their readings"
  on public.prometheus_readings for select to authenticated
  using (facility_id in (select public.prometheus_facilities('read')));
create policy "Facility teams add readings"
  on public.prometheus_readings for insert to authenticated
  with check (facility_id in (select public.prometheus_facilities('log')));
create policy "Facility managers correct readings"
  on public.prometheus_readings for update to authenticated
  using (facility_id in (select public.prometheus_facilities('edit')))
  with check (facility_id in (select public.prometheus_facilities('edit')));
create policy "Facility managers delete readings"
  on public.prometheus_readings for delete to authenticated
  using (facility_id in (select public.prometheus_facilities('delete')));

create policy "Facility teams read their rollups"
  on public.prometheus_rollups for select to authenticated
  using (facility_id in (select public.prometheus_facilities('read')));

-- ---------------------------------------------------------------------------------------------
-- The rollup levels, their widths and the one origin every bucket is aligned to.
create function public.prometheus_levels()
returns table (level text, width interval)
language sql
immutable
set search_path = ''
as $$
  values ('5m', interval '5 minutes'), ('1h', interval '1 hour'), ('1d', interval '1 day')
$$;
revoke execute on function public.prometheus_levels() from public, anon, authenticated;
grant execute on function public.prometheus_levels() to authenticated, service_role;

-- Inserted rows: merge into every level's buckets (additive, one statement for the whole batch).
create function public.prometheus_rollups_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.prometheus_rollups as r (facility_id, room_id, metric, level, bucket, n, total, min, max)
  select n.facility_id, n.room_id, n.metric, l.level,
    date_bin(l.width, n.at, timestamptz '2000-01-01 00:00:00+00'),
    count(*), sum(n.value), min(n.value), max(n.value)
  from new_rows n cross join public.prometheus_levels() l
  group by 1, 2, 3, 4, 5
  on conflict (room_id, metric, level, bucket) do update set
    n = r.n + excluded.n,
    total = r.total + excluded.total,
    min = least(r.min, excluded.min),
    max = greatest(r.max, excluded.max);
  return null;
end
$$;
revoke execute on function public.prometheus_rollups_after_insert() from public, anon, authenticated;

-- Updated or deleted rows: min and max cannot be taken back, so every touched bucket is rebuilt
-- from the raw readings (a 1-day bucket of 5-minute data is 288 rows).
create function public.prometheus_rollups_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.prometheus_rollups as r (facility_id, room_id, metric, level, bucket, n, total, min, max)
  select t.facility_id, t.room_id, t.metric, t.level, t.bucket,
    count(*), sum(x.value), min(x.value), max(x.value)
  from (
    select distinct o.facility_id, o.room_id, o.metric, l.level,
      date_bin(l.width, o.at, timestamptz '2000-01-01 00:00:00+00') as bucket, l.width
    from old_rows o cross join public.prometheus_levels() l
  ) t
  join public.prometheus_readings x
    on x.room_id = t.room_id and x.metric = t.metric and x.at >= t.bucket and x.at < t.bucket + t.width
  group by t.facility_id, t.room_id, t.metric, t.level, t.bucket
  on conflict (room_id, metric, level, bucket) do update set
    n = excluded.n, total = excluded.total, min = excluded.min, max = excluded.max;

  -- Buckets whose every reading is gone.
  delete from public.prometheus_rollups r
  using (
    select distinct o.room_id, o.metric, l.level,
      date_bin(l.width, o.at, timestamptz '2000-01-01 00:00:00+00') as bucket, l.width
    from old_rows o cross join public.prometheus_levels() l
  ) t
  where r.room_id = t.room_id and r.metric = t.metric and r.level = t.level and r.bucket = t.bucket
    and not exists (
      select 1 from public.prometheus_readings x
      where x.room_id = t.room_id and x.metric = t.metric and x.at >= t.bucket and x.at < t.bucket + t.width);
  return null;
end
$$;
revoke execute on function public.prometheus_rollups_rebuild() from public, anon, authenticated;

create trigger prometheus_readings_rollup_insert
  after insert on public.prometheus_readings
  referencing new table as new_rows
  for each statement execute function public.prometheus_rollups_after_insert();
create trigger prometheus_readings_rollup_update
  after update on public.prometheus_readings
  referencing old table as old_rows
  for each statement execute function public.prometheus_rollups_rebuild();
create trigger prometheus_readings_rollup_delete
  after delete on public.prometheus_readings
  referencing old table as old_rows
  for each statement execute function public.prometheus_rollups_rebuild();

-- ---------------------------------------------------------------------------------------------
-- A chart's series. Reads as the caller (RLS on the rollups decides), so another grower's room
-- simply has no rows. The level is the coarsest one no wider than range ÷ (p_max_points − 1), and
-- the bucket width that range rounded up to a whole number of the level's width, so a series has
-- between about half of p_max_points and p_max_points points. One row per metric, its buckets as
-- parallel arrays (a row per point would meet PostgREST's max_rows, and arrays are a third of the
-- bytes on the wire).
create function public.prometheus_series(
  p_room_id uuid,
  p_metrics text[],
  p_from timestamptz,
  p_to timestamptz,
  p_max_points integer default 2000
)
returns table (
  metric text, buckets timestamptz[], n integer[],
  mean double precision[], min double precision[], max double precision[]
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  origin constant timestamptz := timestamptz '2000-01-01 00:00:00+00';
  wanted interval;
  lvl text;
  lvl_width interval;
  width interval;
begin
  if p_room_id is null or p_from is null or p_to is null or p_from >= p_to then
    raise exception 'The range must start before it ends.' using errcode = '22023';
  end if;
  if p_to - p_from > interval '800 days' then
    raise exception 'A chart covers at most 800 days.' using errcode = '22023';
  end if;
  if p_max_points is null or p_max_points not between 10 and 2000 then
    raise exception 'A series has between 10 and 2000 points.' using errcode = '22023';
  end if;
  if p_metrics is null or cardinality(p_metrics) not between 1 and 7 then
    raise exception 'Choose between 1 and 7 metrics.' using errcode = '22023';
  end if;

  wanted := (p_to - p_from) / (p_max_points - 1);
  select l.level, l.width into lvl, lvl_width
  from public.prometheus_levels() l where l.width <= wanted order by l.width desc limit 1;

  if lvl is null then
    -- Finer than 5 minutes: straight from the raw readings, in buckets of whole seconds.
    width := make_interval(secs => ceil(extract(epoch from wanted)));
    return query
      select s.metric, array_agg(s.b order by s.b), array_agg(s.n order by s.b), array_agg(s.mean order by s.b),
        array_agg(s.min order by s.b), array_agg(s.max order by s.b)
      from (
        select r.metric, date_bin(width, r.at, origin) as b, count(*)::integer as n,
          avg(r.value) as mean, min(r.value) as min, max(r.value) as max
        from public.prometheus_readings r
        where r.room_id = p_room_id and r.metric = any (p_metrics) and r.at >= p_from and r.at < p_to
        group by r.metric, b
      ) s
      group by s.metric
      order by s.metric;
    return;
  end if;

  width := lvl_width * ceil(extract(epoch from wanted) / extract(epoch from lvl_width));
  return query
    select s.metric, array_agg(s.b order by s.b), array_agg(s.n order by s.b), array_agg(s.mean order by s.b),
      array_agg(s.min order by s.b), array_agg(s.max order by s.b)
    from (
      select r.metric, date_bin(width, r.bucket, origin) as b, sum(r.n)::integer as n,
        sum(r.total) / sum(r.n) as mean, min(r.min) as min, max(r.max) as max
      from public.prometheus_rollups r
      where r.room_id = p_room_id and r.metric = any (p_metrics) and r.level = lvl
        and r.bucket >= date_bin(lvl_width, p_from, origin) and r.bucket < p_to
      group by r.metric, b
    ) s
    group by s.metric
    order by s.metric;
end
$$;
revoke execute on function public.prometheus_series(uuid, text[], timestamptz, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.prometheus_series(uuid, text[], timestamptz, timestamptz, integer) to authenticated, service_role;

-- Tetens (reference/domain.md): air VPD in kPa from °C and % RH. src/modules/prometheus/vpd.ts is
-- the same formula for the charts; an integration test compares the two.
create function public.prometheus_vpd(p_temp double precision, p_rh double precision)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select 0.6108 * exp(17.27 * p_temp / (p_temp + 237.3)) * (1 - p_rh / 100)
$$;
revoke execute on function public.prometheus_vpd(double precision, double precision) from public, anon, authenticated;
grant execute on function public.prometheus_vpd(double precision, double precision) to authenticated, service_role;

-- Per local day (p_tz) and period: how many 5-minute buckets of each climate metric had data, how
-- many sat inside the room's band for its current stage (arca_room_target_bands, read as the
-- caller), and their mean, min and max; plus the DLI (mol m⁻² d⁻¹ = Σ 5-minute mean PPFD × 300 s
-- ÷ 10⁶, so a dead light sensor shows as a low DLI, never as a made-up one). Day is lights on:
-- PPFD ≥ 10 µmol m⁻² s⁻¹ in that bucket; without a PPFD reading, 06:00–18:00 local time.
create function public.prometheus_daily(p_room_id uuid, p_from timestamptz, p_to timestamptz, p_tz text)
returns table (
  day date, metric text, period text, n bigint, in_band bigint,
  mean double precision, min double precision, max double precision,
  band_min numeric, band_max numeric
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

  return query
  with b as (
    select r.bucket, r.metric, r.mean
    from public.prometheus_rollups r
    where r.room_id = p_room_id and r.level = '5m' and r.bucket >= p_from and r.bucket < p_to
      and r.metric in ('air_temp', 'rh', 'co2', 'ppfd')
  ),
  slots as (
    select bucket,
      max(mean) filter (where metric = 'air_temp') as air_temp,
      max(mean) filter (where metric = 'rh') as rh,
      max(mean) filter (where metric = 'co2') as co2,
      max(mean) filter (where metric = 'ppfd') as ppfd
    from b group by bucket
  ),
  tagged as (
    select (s.bucket at time zone p_tz)::date as d,
      case when s.ppfd is not null then (case when s.ppfd >= 10 then 'day' else 'night' end)
        when extract(hour from s.bucket at time zone p_tz) between 6 and 17 then 'day' else 'night' end as per,
      s.*
    from slots s
  ),
  values_ as (
    select t.d, t.per, v.metric, v.value
    from tagged t
    cross join lateral (values
      ('air_temp', t.air_temp), ('rh', t.rh), ('co2', t.co2),
      ('vpd', case when t.air_temp is not null and t.rh is not null then public.prometheus_vpd(t.air_temp, t.rh) end)
    ) v(metric, value)
    where v.value is not null
  ),
  stage as (
    select s.stage from public.arca_room_stages s where s.room_id = p_room_id
  ),
  bands as (
    select tb.metric, tb.period, tb.min_value, tb.max_value
    from public.arca_room_target_bands tb
    where tb.room_id = p_room_id and tb.stage = (select stage from stage)
  )
  select v.d, v.metric, v.per, count(*),
    count(*) filter (where v.value between bd.min_value and bd.max_value),
    avg(v.value), min(v.value), max(v.value), bd.min_value, bd.max_value
  from values_ v
  left join bands bd on bd.metric = v.metric and bd.period = v.per
  group by v.d, v.metric, v.per, bd.min_value, bd.max_value
  union all
  select t.d, 'dli', 'all', count(t.ppfd), null, sum(t.ppfd) * 300 / 1e6, null, null,
    (select bd.min_value from bands bd where bd.metric = 'dli' and bd.period = 'day'),
    (select bd.max_value from bands bd where bd.metric = 'dli' and bd.period = 'day')
  from tagged t
  where t.ppfd is not null
  group by t.d
  order by 1, 2, 3;
end
$$;
revoke execute on function public.prometheus_daily(uuid, timestamptz, timestamptz, text) from public, anon, authenticated;
grant execute on function public.prometheus_daily(uuid, timestamptz, timestamptz, text) to authenticated, service_role;
