-- Prometheus demo data (issue 20): 90 days of 5-minute readings of all seven metrics for two of
-- North Campus's rooms (pro@'s facility, Professional), generated here with generate_series so the
-- seed stays fast. Deterministic: every value is a formula of the instant (its "noise" is a hash of
-- the epoch), so the same instant always reads the same; the 90 days end at the last 5-minute mark
-- before the seed runs, so the demo always shows recent data.
--
--   Flower 1 (e…403)  12/12 lights 06:00–18:00 Denver (13:00–01:00 UTC), PPFD 900, CO₂ 950 by day,
--                     25–26 °C and 57 % RH by day: 1.3–1.5 kPa, inside flower's VPD band (1.2–1.5).
--                     The reference RH band for flower (40–50 %) cannot hold that VPD at 25 °C
--                     (48 % is 1.7 kPa), so the room has its own day RH band, 50–60 %, below.
--   Veg 1    (e…402)  18/6 lights 06:00–24:00 Denver (13:00–07:00 UTC), PPFD 500, CO₂ 700 by day.
--
-- And what the insights are for:
--   one humid night   Flower 1, 10 nights ago, 02:00–05:00 Denver: RH climbs to ~76 %.
--   one dead sensor   Veg 1's CO₂ sensor sends nothing for 48 h from 40 days ago (a gap).
--   one irrigation fault  Flower 1, the irrigation day 5 days back: no shots at all; VWC dries to
--                         30 % and EC climbs until the next day's first shot.
--   one P1 cut        Flower 1, irrigation days 16–14 back: four P1 shots instead of six while the
--                     runoff log's EC climbs 1.2 mS/cm (the Substrate lens's "Across the logs").
--
-- Substrate (the Substrate and irrigation lens): VWC in steps, as shots make it. P1 from 1 h after
-- lights on, a shot every 30 min up to 60 %; P2 a shot every 90 min; after the last shot (flower
-- 10 h, veg 16 h after lights on) the dryback down to the trough (flower 42 %: 18 points, veg 52 %:
-- 8 points) at the next day's first shot. Substrate EC rises as the substrate dries.
--
-- The rollups follow from the table's insert trigger (one statement, one merge).
insert into public.prometheus_readings (facility_id, room_id, metric, at, value, source)
with span as (
  select date_bin(interval '5 minutes', now(), timestamptz '2000-01-01 00:00:00+00') - interval '5 minutes' as last_at
),
-- trough: the VWC just before the first shot (field capacity is 60 %); last_shot: hours after lights
-- on of the day's last shot (generative flower stops 2 h before lights off, veg runs later).
rooms (room_id, lights_on_utc, photoperiod, ppfd_on, co2_on, rh_day, rh_night, temp_day, trough, last_shot) as (
  values
    ('e0000000-0000-4000-8000-000000000403'::uuid, 13, 12, 900.0, 950.0, 57.0, 52.0, 25.0, 42.0, 10.0),
    ('e0000000-0000-4000-8000-000000000402'::uuid, 13, 18, 500.0, 700.0, 62.0, 60.0, 25.0, 52.0, 16.0)
),
instants as (
  select r.*, t.at,
    extract(epoch from t.at) / 300 as step,
    -- Hours since lights on (0–24).
    mod(extract(epoch from t.at)::numeric / 3600 - r.lights_on_utc + 48, 24)::double precision as h,
    (s.last_at - t.at) as age,
    -- The irrigation day (from lights on to lights on), counted back from the last one.
    floor((extract(epoch from s.last_at) / 3600 - r.lights_on_utc) / 24)
      - floor((extract(epoch from t.at) / 3600 - r.lights_on_utc) / 24) as days_back
  from span s
  cross join rooms r
  cross join generate_series(s.last_at - interval '90 days' + interval '5 minutes', s.last_at, interval '5 minutes') t(at)
),
shaped as (
  select i.*,
    i.h < i.photoperiod as lit,
    -- Deterministic noise in [−0.5, 0.5) per metric.
    (x1 - floor(x1)) - 0.5 as n1, (x2 - floor(x2)) - 0.5 as n2, (x3 - floor(x3)) - 0.5 as n3,
    -- The humid night: 02:00–05:00 Denver is 09:00–12:00 UTC, i.e. 20–23 h after Flower 1's lights on.
    -- Counted in irrigation days (not hours before the seed runs), so the night is there whatever
    -- the hour the seed runs at (an age window missed 09:00–12:00 UTC when seeded in the afternoon).
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.days_back = 10
      and i.h >= 20 and i.h < 23 as humid,
    -- Damp nights in Flower 1's first 11 days (the end of an earlier cycle, 61_prometheus_yield.sql).
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.age > interval '78 days 12 hours' and i.h >= 12 as damp,
    i.room_id = 'e0000000-0000-4000-8000-000000000402' and i.age between interval '38 days' and interval '40 days' as co2_dead,
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.days_back = 5 as dry_fault,
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.days_back = 4 and i.h < 1 as after_fault,
    -- The P1 cut: Flower 1's irrigation days 16–14 back get four P1 shots instead of six (VWC peaks
    -- at 54 %, not 60 %), so less drains and the runoff log's EC climbs (the runoff below).
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.days_back between 14 and 16 as p1_cut,
    i.room_id = 'e0000000-0000-4000-8000-000000000403' and i.days_back = 13 and i.h < 1 as after_cut
  from instants i
  cross join lateral (select sin(i.step * 12.9898) * 43758.5453 as x1,
                             sin(i.step * 78.233 + 1.7) * 43758.5453 as x2,
                             sin(i.step * 39.425 + 4.1) * 43758.5453 as x3) z
),
substrate as (
  select s.*,
    case
      -- The fault: no shot all day, the night's dryback runs on down to 30 %, until the next
      -- day's first shot.
      when s.dry_fault then greatest(30.0, 60.0 - (60.0 - s.trough) * (s.h + 24 - s.last_shot) / (25 - s.last_shot))
      when s.after_fault then 30.0
      -- The P1 cut: four P1 shots to 54 %, P2 keeps that level, the dryback starts from it.
      when s.p1_cut and s.h >= 1 and s.h < 4 then s.trough + (60.0 - s.trough) / 6 * least(floor((s.h - 1) * 2) + 1, 4)
        + case when (s.h - 1) * 2 < 4 then 0.5 - 0.5 * ((s.h - 1) * 2 - floor((s.h - 1) * 2)) else 0.0 end
      when s.p1_cut and s.h >= 4 and s.h < s.last_shot then s.trough + (60.0 - s.trough) / 6 * 4
        - 2.0 * ((s.h - 4) / 1.5 - floor((s.h - 4) / 1.5))
      when (s.p1_cut and s.h >= s.last_shot) or s.after_cut then s.trough + (60.0 - s.trough) / 6 * 4
        - (60.0 - s.trough) / 6 * 4 * (case when s.h >= s.last_shot then s.h - s.last_shot else s.h + 24 - s.last_shot end)
        / (25 - s.last_shot)
      -- P1: six shots, every 30 minutes from 1 h after lights on, each a step up (then a slight
      -- fall), from the trough to field capacity (60 %) at 3.5 h.
      when s.h >= 1 and s.h < 4 then s.trough + (60.0 - s.trough) / 6 * (floor((s.h - 1) * 2) + 1)
        + 0.5 - 0.5 * ((s.h - 1) * 2 - floor((s.h - 1) * 2))
      -- P2: a maintenance shot every 90 minutes (2 points back to 60 %) until the last shot.
      when s.h >= 4 and s.h < s.last_shot then 60.0 - 2.0 * ((s.h - 4) / 1.5 - floor((s.h - 4) / 1.5))
      -- Dryback from the last shot to the trough at the next day's first shot.
      else 60.0 - (60.0 - s.trough) * (case when s.h >= s.last_shot then s.h - s.last_shot else s.h + 24 - s.last_shot end)
        / (25 - s.last_shot)
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

-- The Substrate lens's bands and runoff (Arca records of North Campus, logged by pro@): VWC and
-- substrate EC targets for both rooms' current stage (and Flower 1's day RH, set for its VPD), and a runoff log entry every irrigation day
-- for 60 days, 2.5 h after lights on (after P1's third shot), skipping the fault's day (no shot,
-- no runoff). Runoff 14–22 %; runoff EC 0.4–1.0 above the feed, higher as the flower room dries.
insert into public.arca_targets (facility_id, room_id, stage, metric, period, min_value, max_value, note, created_by)
values
  ('f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000403', 'flower', 'vwc', 'day', 40, 62,
   'Generative steering: deep dryback to the low 40s.', 'a0000000-0000-4000-8000-000000000004'),
  ('f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000403', 'flower', 'substrate_ec', 'day', 3, 5,
   null, 'a0000000-0000-4000-8000-000000000004'),
  ('f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000403', 'flower', 'rh', 'day', 50, 60,
   'Run for VPD: 1.2–1.5 kPa at 25–26 °C needs 53–62 % RH.', 'a0000000-0000-4000-8000-000000000004'),
  ('f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000402', 'veg', 'vwc', 'day', 50, 62,
   'Vegetative: stay wet.', 'a0000000-0000-4000-8000-000000000004'),
  ('f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000402', 'veg', 'substrate_ec', 'day', 2.5, 4.5,
   null, 'a0000000-0000-4000-8000-000000000004')
on conflict do nothing;

create temporary table prometheus_seed_runoff on commit drop as
select md5('prometheus-seed-runoff-' || r.room || '-' || d)::uuid as id, r.room, d,
  -- 13:00 UTC lights on + 2.5 h, on the irrigation day d days back.
  date_bin(interval '1 day', now() - interval '13 hours', timestamptz '2000-01-01 00:00:00+00') + interval '15 hours 30 minutes'
    - make_interval(days => d) as at,
  round((r.vol + 0.05 * sin(d))::numeric, 2) as input_volume_l,
  round(((r.vol + 0.05 * sin(d)) * (0.18 + 0.04 * sin(d / 3.0 + r.phase)))::numeric, 2) as runoff_volume_l,
  round((r.ec + 0.05 * cos(d / 2.0))::numeric, 2) as input_ec,
  round((r.ec + 0.05 * cos(d / 2.0) + 0.7 + 0.3 * sin(d / 5.0 + r.phase)
    -- The P1 cut's days (Flower 1, 16–14 back): runoff EC up 0.4 mS/cm a day.
    + case when r.room = 'e0000000-0000-4000-8000-000000000403' and d between 14 and 16 then 0.4 * (17 - d) else 0 end)::numeric, 2) as runoff_ec,
  round((5.9 + 0.05 * sin(d / 4.0))::numeric, 2) as input_ph,
  round((6.1 + 0.1 * sin(d / 6.0 + r.phase))::numeric, 2) as runoff_ph
from (values
  ('e0000000-0000-4000-8000-000000000403'::uuid, 2.0, 2.4, 0.0),
  ('e0000000-0000-4000-8000-000000000402'::uuid, 1.2, 1.8, 1.3)
) as r(room, vol, ec, phase)
cross join generate_series(0, 59) d
where not (r.room = 'e0000000-0000-4000-8000-000000000403' and d = 5);

with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by, created_at)
  select s.id, 'f0000000-0000-4000-8000-000000000401', s.room, 'runoff', s.at,
    'a0000000-0000-4000-8000-000000000004', s.at
  from prometheus_seed_runoff s
  where s.at < now()
  on conflict do nothing
  returning id
)
insert into public.arca_runoff_values (entry_id, input_volume_l, runoff_volume_l, input_ec, runoff_ec, input_ph, runoff_ph)
select s.id, s.input_volume_l, s.runoff_volume_l, s.input_ec, s.runoff_ec, s.input_ph, s.runoff_ph
from e join prometheus_seed_runoff s on s.id = e.id;
