-- When each room of a facility last had a reading, so Prometheus's lenses open on a room that has
-- readings (the one the grower last used comes first, from the app) instead of the first room by
-- name, which is often an empty one. Reads as the caller: the rollups' policy (the facilities whose
-- plan includes Prometheus) decides, and a room the caller may not read simply has none.
--
-- One backward index probe per room and metric on the rollups' primary key (room_id, metric,
-- level, bucket), at the daily level: a handful of index reads for a facility of ten rooms.

create function public.prometheus_room_latest(p_facility_id uuid)
returns table (room_id uuid, latest timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, max(x.bucket)
  from public.rooms r
  cross join unnest(array['air_temp', 'rh', 'co2', 'ppfd', 'vwc', 'substrate_ec', 'substrate_temp']) m(metric)
  cross join lateral (
    select b.bucket from public.prometheus_rollups b
    where b.room_id = r.id and b.metric = m.metric and b.level = '1d'
    order by b.bucket desc
    limit 1
  ) x
  where r.facility_id = p_facility_id
  group by r.id
$$;
revoke execute on function public.prometheus_room_latest(uuid) from public, anon, authenticated;
grant execute on function public.prometheus_room_latest(uuid) to authenticated, service_role;
