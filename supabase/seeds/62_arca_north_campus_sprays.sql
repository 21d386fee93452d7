-- North Campus's running intervals (issue 27), so `npm start` shows the countdown and the override
-- journey where the team works: Flower 1, where NC-2412 is in flower (61_prometheus_yield.sql), was
-- sprayed twice. Spinosad against thrips two days ago (REI 4 h, over; PHI 7 days: "No harvest for
-- 4 d 22 h"), and pyrethrins against a flare-up 19 minutes before the seed ran (REI 12 h: "No entry
-- for 11 h 41 min"). Timed from the moment the seed runs (never from the start of its day), so the
-- countdowns read the same whatever the hour. Loaded after every other seed: no demo entry falls
-- inside these windows.

insert into public.arca_protection_products (id, facility_id, name, registration_number, active_ingredients,
  product_type, formulation, rei_hours, phi_days, unit, manufacturer, supplier, notes, created_by, updated_by)
values
  ('a1670000-0000-4000-8000-000000000401', 'f0000000-0000-4000-8000-000000000401', 'Spinosad', 'Demo 201-401',
   'Spinosad 22.5 %', 'biological', 'SC', 4, 7, 'mL', 'Demo Agro', 'Front Range Ag Supply',
   'Thrips and caterpillars; hard on Orius for a week.', 'a0000000-0000-4000-8000-000000000004',
   'a0000000-0000-4000-8000-000000000004'),
  ('a1670000-0000-4000-8000-000000000402', 'f0000000-0000-4000-8000-000000000401', 'Pyrethrins 5 EC', 'Demo 201-402',
   'Pyrethrins 5 %', 'botanical', 'EC', 12, 0, 'mL', 'Demo Agro', 'Front Range Ag Supply',
   'Knock-down only; no residual.', 'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004')
on conflict do nothing;

create temporary table nc_sprays (id uuid, at timestamptz, minutes int, product uuid, rate numeric, amount numeric,
  target text, notes text) on commit drop;
insert into nc_sprays values
  ('a1680000-0000-4000-8000-000000000401', now() - interval '2 days 2 hours 29 minutes', 30,
   'a1670000-0000-4000-8000-000000000401', 0.4, 30, 'Western flower thrips', 'Thrips on every card of table 3.'),
  ('a1680000-0000-4000-8000-000000000402', now() - interval '49 minutes', 30,
   'a1670000-0000-4000-8000-000000000402', 1.5, 90, 'Thrips flare-up by the door', 'Door signed; room locked.');

with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, notes, created_by, created_at)
  select s.id, 'f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000403', 'application', s.at,
    s.notes, 'a0000000-0000-4000-8000-000000000004', s.at + make_interval(mins => s.minutes + 5)
  from nc_sprays s
  on conflict do nothing
  returning id
)
insert into public.arca_application_values (entry_id, items, method, target, crop, area_m2, water_volume_l, applicator,
  applicator_licence, ended_at)
select s.id,
  jsonb_build_array(jsonb_build_object('product_id', s.product, 'rate', s.rate, 'rate_unit', 'mL/L', 'amount', s.amount)),
  'foliar_spray', s.target, 'Cannabis', 37.2, 60, 'Marcus Oyelaran', 'CO QA 88120', s.at + make_interval(mins => s.minutes)
from e join nc_sprays s on s.id = e.id;
