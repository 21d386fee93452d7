-- Prometheus insights and alerts demo (issue 20): on top of 60_prometheus.sql's readings, so the
-- Climate lens shows every kind of insight and alert state.
--
--   a drift      Veg 1's daytime RH slides from ~62 % to ~55 % over the last three light cycles,
--                still inside its 50–70 % veg band: no target is broken, the room's own history is.
--   firing       Veg 1's air temperature reads ~28.5 °C for the last 90 minutes (an HVAC fault),
--                above its band for longer than the rule's 30 minutes.
--   pending      Flower 1's RH reads 64 % for the last 10 minutes, above its band but not yet for
--                the rule's 30 minutes.
-- The humid night (Flower 1) and the dead CO₂ sensor (Veg 1) come from 60_prometheus.sql.
-- Updates go through the readings' rollup trigger, so the rollups follow.

-- Drift: Veg 1 (lights on 13:00 UTC, 18 h) daytime RH −3, −5, −7 points in the last three cycles
-- (and the current one).
with last as (
  select max(at) as last_at from public.prometheus_readings
  where room_id = 'e0000000-0000-4000-8000-000000000402' and metric = 'rh'
),
shifted as (
  select x.at,
    floor((extract(epoch from last.last_at) / 3600 - 13) / 24) - floor((extract(epoch from x.at) / 3600 - 13) / 24) as cycles_ago,
    mod(extract(epoch from x.at)::numeric / 3600 - 13 + 48, 24) as h
  from public.prometheus_readings x, last
  where x.room_id = 'e0000000-0000-4000-8000-000000000402' and x.metric = 'rh'
    and x.at > last.last_at - interval '4 days'
)
update public.prometheus_readings r
set value = r.value - case s.cycles_ago when 3 then 3 when 2 then 5 else 7 end
from shifted s
where r.room_id = 'e0000000-0000-4000-8000-000000000402' and r.metric = 'rh' and r.at = s.at
  and s.cycles_ago between 0 and 3 and s.h < 18;

-- Firing: Veg 1's air temperature, the last 90 minutes.
update public.prometheus_readings r
set value = 28.5 + (extract(minute from r.at)::integer % 3) * 0.1
from (select max(at) as last_at from public.prometheus_readings
      where room_id = 'e0000000-0000-4000-8000-000000000402' and metric = 'air_temp') l
where r.room_id = 'e0000000-0000-4000-8000-000000000402' and r.metric = 'air_temp'
  and r.at > l.last_at - interval '90 minutes';

-- Pending: Flower 1's RH, the last 10 minutes.
update public.prometheus_readings r
set value = 64
from (select max(at) as last_at from public.prometheus_readings
      where room_id = 'e0000000-0000-4000-8000-000000000403' and metric = 'rh') l
where r.room_id = 'e0000000-0000-4000-8000-000000000403' and r.metric = 'rh'
  and r.at > l.last_at - interval '10 minutes';

-- The alert states as of now (the firing one notifies North Campus's owner and team once).
select public.prometheus_alerts_evaluate_room(id)
from public.rooms
where id in ('e0000000-0000-4000-8000-000000000402', 'e0000000-0000-4000-8000-000000000403');
