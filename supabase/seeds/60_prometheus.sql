-- Prometheus demo data (issue 20): 90 days of 5-minute readings of all seven metrics for two of
-- North Campus's rooms (pro@'s facility, Professional), generated here with generate_series so the
-- seed stays fast. Deterministic: every value is a formula of the instant (its "noise" is a hash of
-- the epoch), so the same instant always reads the same; the 90 days end at the last 5-minute mark
-- before the seed runs, so the demo always shows recent data.
--
--   Flower 1 (e…403)  12/12 lights 06:00–18:00 Denver (13:00–01:00 UTC), PPFD 900, CO₂ 950 by day.
--   Veg 1    (e…402)  18/6 lights 06:00–24:00 Denver (13:00–07:00 UTC), PPFD 500, CO₂ 700 by day.
--
-- And what the insights are for:
--   one humid night   Flower 1, 10 nights ago, 02:00–05:00 Denver: RH climbs to ~76 %.
--   one dead sensor   Veg 1's CO₂ sensor sends nothing for 48 h from 40 days ago (a gap).
--   one irrigation fault  Flower 1, 5 days ago: no shots after lights on; VWC dries to ~30 %
--                         and EC climbs until the next day's irrigation.
--
-- The rollups follow from the table's insert trigger (one statement, one merge).
insert into public.prometheus_readings (facility_id, room_id, metric, at, value, source)
with span as (
  select date_bin(interval '5 minutes', now(), timestamptz '2000-01-01 00:00:00+00') - interval '5 minutes' as last_at
),
rooms (room_id, lights_on_utc, photoperiod, ppfd_on, co2_on, rh_day, rh_night, temp_day) as (
  values
    ('e0000000-0000-4000-8000-000000000403'::uuid, 13, 12, 900.0, 950.0, 48.0, 52.0, 25.0),
    ('e0000000-0000-4000-8000-000000000402'::uuid, 13, 18, 500.0, 700.0, 62.0, 60.0, 25.0)
),
instants as (
  select r.*, t.at,
    extract(epoch from t.at) / 300 as step,
    -- Hours since lights on (0–24).
    mod(extract(epoch from t.at)::numeric / 3600 - r.lights_on_utc + 48, 24)::double precision as h,
    (s.last_at - t.at) as age,
    -- Light cycles (lights on to lights on) before the current one.
    floor((extract(epoch from s.last_at) / 3600 - r.lights_on_utc) / 24)
      - floor((extract(epoch from t.at) / 3600 - r.lights_on_utc) / 24) as cycles_ago
  from span s
  cross join rooms r
  cross join generate_series(s.last_at - interval '90 days' + interval '5 minutes', s.last_at, interval '5 minutes') t(at)
),
shaped as (
  select i.*,
    i.h < i.photoperiod as lit,
    -- Deterministic noise in [−0.5, 0.5) per metric.
    (x1 - floor(x1)) - 0.5 as n1, (x2 - floor(x2)) - 0.5 as n2, (x3 - floor(x3)) - 0.5 as n3,
    -- The humid night: 02:00–05:00 Denver is 09:00–12:00 UTC, i.e. 20–23 h after Flower 1's lights on,
    -- in the light cycle 10 before the current one (whole, whatever the hour the seed runs).
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.cycles_ago = 10
      and i.h >= 20 and i.h < 23 as humid,
    -- Damp nights in Flower 1's first 11 days (the end of an earlier cycle, 61_prometheus_yield.sql).
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.age > interval '78 days 12 hours' and i.h >= 12 as damp,
    i.room_id = 'e0000000-0000-4000-8000-000000000402' and i.age between interval '38 days' and interval '40 days' as co2_dead,
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.age between interval '4 days 12 hours' and interval '5 days 12 hours' as dry_fault
  from instants i
  cross join lateral (select sin(i.step * 12.9898) * 43758.5453 as x1,
                             sin(i.step * 78.233 + 1.7) * 43758.5453 as x2,
                             sin(i.step * 39.425 + 4.1) * 43758.5453 as x3) z
),
substrate as (
  select s.*,
    case
      when s.dry_fault then greatest(30.0, 60.0 - 18.0 * (s.h + 17) / 17)
      -- P1: a shot every 30 minutes from 1 h after lights on lifts VWC from 42 % to field capacity.
      when s.h >= 1 and s.h < 7 then least(60.0, 42.0 + 3.0 * floor((s.h - 1) * 2) + 2.5 * ((s.h - 1) * 2 - floor((s.h - 1) * 2)))
      when s.h >= 7 then 60.0 - 18.0 * (s.h - 7) / 17
      else 42.0 - 0.3 * s.h
    end + s.n3 * 0.4 as vwc
  from shaped s
)
select 'f0000000-0000-4000-8000-000000000401'::uuid, x.room_id, m.metric, x.at, round(m.value::numeric, 2)::double precision, 'aroya'
from substrate x
cross join lateral (values
  ('air_temp', case when x.lit then x.temp_day + 0.8 * sin(pi() * x.h / x.photoperiod) else 20.0 end + x.n1 * 0.6),
  ('rh', case when x.humid then 70.0 + 6.0 * sin(pi() * (x.h - 20) / 3)
              when x.damp then x.rh_night + 12.0
              when x.lit then x.rh_day else x.rh_night end + x.n2 * 2.0),
  ('co2', case when x.co2_dead then null when x.lit then x.co2_on else 450.0 end + x.n3 * 40),
  ('ppfd', case when not x.lit then 0.0
                else greatest(0.0, x.ppfd_on * least(1.0, x.h / 0.5, (x.photoperiod - x.h) / 0.5) + x.n1 * 10) end),
  ('vwc', x.vwc),
  ('substrate_ec', 3.0 + 1.5 * (60.0 - x.vwc) / 30.0 + x.n2 * 0.1),
  ('substrate_temp', case when x.lit then 22.0 else 20.5 end + x.n1 * 0.3)
) m(metric, value)
where m.value is not null
on conflict do nothing;

-- pro@ has linked AROYA (the local stand-in accepts any key of 8+ characters), so the Climate lens
-- offers "Sync from AROYA" for North Campus's mapped rooms. A demo key, never a real one.
insert into public.user_integrations (user_id, provider, api_key)
values ('a0000000-0000-4000-8000-000000000004', 'aroya', 'demo-aroya-north-campus')
on conflict do nothing;
