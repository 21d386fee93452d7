-- Yield analytics count the trim a facility sells: a harvest's trim is worth its weight at the
-- facility's price for the grade "Trim" (src/modules/arca/records/prices.ts), as its dry weight is
-- worth the price of its own grade. The analytics read the trim weight from here (appended, so
-- the view's other columns keep their places).

create or replace view public.arca_yield_analytics with (security_invoker = true) as
select y.id, y.facility_id, y.lot_id, y.occurred_at, y.grade, y.wet_g, y.dry_g, y.dry_wet_pct,
  l.name as lot_name, l.strain,
  r.id as room_id, r.room_name, r.canopy_area_m2, r.lighting_w,
  y.trim_g
from public.arca_yield_records y
join public.arca_lots l on l.id = y.lot_id
left join lateral (
  select h.room_id
  from public.arca_entries h
  join public.arca_diary_values d on d.entry_id = h.id
  -- facility_id first: arca_entries_lot_idx (facility_id, lot_id, occurred_at desc) finds it.
  where h.facility_id = y.facility_id and h.lot_id = y.lot_id and h.kind = 'diary' and h.status = 'done'
    and h.deleted_at is null
    and d.event = 'harvest' and h.room_id is not null
  order by h.occurred_at desc
  limit 1
) grown on true
left join public.rooms r on r.id = coalesce(grown.room_id, y.room_id)
where y.status = 'done';
revoke all on public.arca_yield_analytics from anon, authenticated;
grant select on public.arca_yield_analytics to authenticated, service_role;
