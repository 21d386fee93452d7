-- A room's canopy area and installed lighting power (issue 15, Yields analytics): grams per m² and
-- grams per watt divide a harvest by the room it flowered in. Both optional (a dry room has
-- neither); when given, a real figure: more than 0, at most 100,000 m² and 10 MW.

alter table public.rooms
  add column canopy_area_m2 numeric
    constraint rooms_canopy_area_range check (canopy_area_m2 > 0 and canopy_area_m2 <= 100000),
  add column lighting_w numeric
    constraint rooms_lighting_w_range check (lighting_w > 0 and lighting_w <= 10000000);

-- The grower's columns; the existing grants stay as they are.
grant insert (canopy_area_m2, lighting_w) on public.rooms to authenticated;
grant update (canopy_area_m2, lighting_w) on public.rooms to authenticated;
