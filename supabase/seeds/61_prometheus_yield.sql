-- Prometheus yield and benchmarking demo data (issue 20, /prometheus3 and /prometheus4): North
-- Campus (pro@, Professional) gets its flower rooms' canopy and lighting, six harvested cycles
-- (Arca lots with their diary, yields and quality checks) and one lot in flower now, so both lenses
-- show real figures. Days are counted back from the day the seed runs (H = harvest, days ago).
--
--   lot      strain           room      flip → harvest   dry g   quality
--   NC-2409  Gelato 41        Flower 1  77 → 16          21,400  pass, pass        best g/m²
--   NC-2407  Blue Dream       Flower 2  94 → 30          18,900  pass
--   NC-2405  Wedding Cake     Flower 3  115 → 45         12,400  aroma fail
--   NC-2403  Sour Diesel      Flower 1  142 → 79         14,900  moisture fail, then pass   worst
--   NC-2401  Gelato 41        Flower 2  160 → 100        17,300  pass
--   NC-2398  Sour Diesel      Flower 3  188 → 122        13,200  pass
--   NC-2412  Blue Dream       Flower 1  flipped 12 days ago, in flower now (no harvest)
--
-- Flower 1's 90 days of readings (60_prometheus.sql) cover all of NC-2409's flower stage and the
-- last 11 days of NC-2403's, so the best and the worst cycle both have climate and light figures;
-- Flowers 2 and 3 have no sensors, which the lenses say. Each lot: 14 days of propagation in the
-- Clone Room, veg in Veg 1, flower, 9 days drying in the Dry Room, then the Cure Room.

update public.rooms set canopy_area_m2 = v.area, lighting_w = v.watts
from (values
  ('e0000000-0000-4000-8000-000000000403'::uuid, 37.2, 24000),
  ('e0000000-0000-4000-8000-000000000404'::uuid, 37.2, 26400),
  ('e0000000-0000-4000-8000-000000000405'::uuid, 27.9, 18000),
  ('e0000000-0000-4000-8000-000000000402'::uuid, 30.0, 12000)
) as v(id, area, watts)
where rooms.id = v.id and rooms.canopy_area_m2 is null and rooms.lighting_w is null;

create temporary table prom_yield_lots on commit drop as
select l.*, l.harvest + l.flower as flip, l.harvest + l.flower + l.veg as veg_start,
  l.harvest + l.flower + l.veg + 14 as started
from (values
  ('d7700000-0000-4000-8000-000000000001'::uuid, 'NC-2409', 'Gelato 41', 'e0000000-0000-4000-8000-000000000403'::uuid,
   16, 61, 28, 96, 21400, 'Best run of the year so far; new LED bars at full power.'),
  ('d7700000-0000-4000-8000-000000000002'::uuid, 'NC-2407', 'Blue Dream', 'e0000000-0000-4000-8000-000000000404'::uuid,
   30, 64, 30, 96, 18900, null),
  ('d7700000-0000-4000-8000-000000000003'::uuid, 'NC-2405', 'Wedding Cake', 'e0000000-0000-4000-8000-000000000405'::uuid,
   45, 70, 26, 72, 12400, 'Long finisher.'),
  ('d7700000-0000-4000-8000-000000000004'::uuid, 'NC-2403', 'Sour Diesel', 'e0000000-0000-4000-8000-000000000403'::uuid,
   79, 63, 35, 96, 14900, 'Stretched hard after the flip; two weeks of high night RH.'),
  ('d7700000-0000-4000-8000-000000000005'::uuid, 'NC-2401', 'Gelato 41', 'e0000000-0000-4000-8000-000000000404'::uuid,
   100, 60, 28, 96, 17300, null),
  ('d7700000-0000-4000-8000-000000000006'::uuid, 'NC-2398', 'Sour Diesel', 'e0000000-0000-4000-8000-000000000405'::uuid,
   122, 66, 30, 72, 13200, null),
  ('d7700000-0000-4000-8000-000000000007'::uuid, 'NC-2412', 'Blue Dream', 'e0000000-0000-4000-8000-000000000403'::uuid,
   -50, 62, 28, 96, null, null)
) as l(id, name, strain, room, harvest, flower, veg, plants, dry_g, notes);

insert into public.arca_lots (id, facility_id, name, strain, plant_count, started_at, start_stage, start_room_id,
  notes, created_by, created_at)
select l.id, 'f0000000-0000-4000-8000-000000000401', l.name, l.strain, l.plants,
  date_trunc('day', now()) - make_interval(days => l.started) + interval '15 hours', 'propagation',
  'e0000000-0000-4000-8000-000000000401', l.notes, 'a0000000-0000-4000-8000-000000000004',
  date_trunc('day', now()) - make_interval(days => l.started) + interval '15 hours'
from prom_yield_lots l
on conflict do nothing;

-- The diary: (n, days ago, room the event happened in, event, to room, to stage). Events after
-- today (the lot in flower) are left out.
create temporary table prom_yield_events on commit drop as
select l.id as lot, e.n, e.days, e.room, e.event, e.title, e.to_room, e.to_stage
from prom_yield_lots l
cross join lateral (values
  (1, l.veg_start, 'e0000000-0000-4000-8000-000000000401'::uuid, 'transplant', 'Rooted; into veg',
   'e0000000-0000-4000-8000-000000000402'::uuid, 'veg'),
  (2, l.flip, 'e0000000-0000-4000-8000-000000000402'::uuid, 'flip', 'Flip to 12/12', l.room, 'flower'),
  (3, l.harvest, l.room, 'harvest', 'Harvest', 'e0000000-0000-4000-8000-000000000406'::uuid, 'drying'),
  (4, l.harvest - 9, 'e0000000-0000-4000-8000-000000000406'::uuid, 'stage', 'Bucked and into bins',
   'e0000000-0000-4000-8000-000000000407'::uuid, 'curing')
) as e(n, days, room, event, title, to_room, to_stage)
where e.days > 0;

-- One step at a time: an entry about a lot is in the room its moves so far put it in.
do $$
declare
  v_n integer;
begin
  for v_n in select distinct n from prom_yield_events order by n loop
    with e as (
      insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, created_by, created_at)
      select md5('prom-yield-diary-' || s.lot || '-' || s.n)::uuid, 'f0000000-0000-4000-8000-000000000401', s.room,
        s.lot, 'diary', date_trunc('day', now()) - make_interval(days => s.days) + interval '14 hours',
        'a0000000-0000-4000-8000-000000000004',
        date_trunc('day', now()) - make_interval(days => s.days) + interval '14 hours 5 minutes'
      from prom_yield_events s
      where s.n = v_n
      on conflict do nothing
      returning id
    )
    insert into public.arca_diary_values (entry_id, event, title, to_room_id, to_stage)
    select e.id, s.event, s.title, s.to_room, s.to_stage
    from e join prom_yield_events s on md5('prom-yield-diary-' || s.lot || '-' || s.n)::uuid = e.id;
  end loop;
end
$$;

-- Yields: weighed wet on harvest day in the Dry Room, dry weight added when bucked (dry ÷ wet ≈ 22 %).
with e as (
  insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, created_by, created_at)
  select md5('prom-yield-yield-' || l.id)::uuid, 'f0000000-0000-4000-8000-000000000401',
    'e0000000-0000-4000-8000-000000000406', l.id, 'yield',
    date_trunc('day', now()) - make_interval(days => l.harvest) + interval '18 hours',
    'a0000000-0000-4000-8000-000000000004', date_trunc('day', now()) - make_interval(days => l.harvest) + interval '18 hours'
  from prom_yield_lots l
  where l.dry_g is not null
  on conflict do nothing
  returning id
)
insert into public.arca_yield_values (entry_id, wet_g, trim_g, waste_g, dry_g, grade)
select e.id, round(l.dry_g / 0.22), round(l.dry_g * 0.35), round(l.dry_g * 0.6), l.dry_g, 'A'
from e join prom_yield_lots l on md5('prom-yield-yield-' || l.id)::uuid = e.id;

-- Quality: one check a week into the cure; NC-2403 failed on moisture and passed a week later,
-- NC-2405's aroma failed (grassy).
with e as (
  insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, notes, created_by, created_at)
  select md5('prom-yield-quality-' || q.code)::uuid, 'f0000000-0000-4000-8000-000000000401',
    'e0000000-0000-4000-8000-000000000407', l.id, 'quality',
    date_trunc('day', now()) - make_interval(days => l.harvest - 9 - q.after) + interval '11 hours', q.notes,
    'a0000000-0000-4000-8000-000000000004',
    date_trunc('day', now()) - make_interval(days => l.harvest - 9 - q.after) + interval '11 hours'
  from (values
    ('NC-2409', 'NC2409-A', 5, null::text),
    ('NC-2409', 'NC2409-B', 6, null),
    ('NC-2407', 'NC2407-A', 7, null),
    ('NC-2405', 'NC2405-A', 7, 'Grassy nose; dried too fast.'),
    ('NC-2403', 'NC2403-A', 5, 'Stems still bend; back into the bins.'),
    ('NC-2403', 'NC2403-A2', 12, 'Retest after a week.'),
    ('NC-2401', 'NC2401-A', 7, null),
    ('NC-2398', 'NC2398-A', 7, null)
  ) as q(lot, code, after, notes)
  join prom_yield_lots l on l.name = q.lot
  on conflict do nothing
  returning id
)
insert into public.arca_quality_values (entry_id, batch_code, appearance, aroma, moisture_pct, water_activity,
  thca_pct, thc_pct, terpenes_pct)
select e.id, v.code, 'pass', v.aroma, v.moisture, v.aw, v.thca, 0.5, v.terp
from e join (values
  ('NC2409-A', 'pass', 11.8, 0.59, 27.1, 2.8),
  ('NC2409-B', 'pass', 12.2, 0.60, 26.4, 2.6),
  ('NC2407-A', 'pass', 12.0, 0.60, 22.9, 2.2),
  ('NC2405-A', 'fail', 10.9, 0.55, 24.5, 1.4),
  ('NC2403-A', 'pass', 16.8, 0.69, 21.7, 1.9),
  ('NC2403-A2', 'pass', 12.4, 0.61, 21.7, 1.9),
  ('NC2401-A', 'pass', 12.6, 0.62, 25.0, 2.4),
  ('NC2398-A', 'pass', 11.5, 0.58, 20.8, 2.0)
) as v(code, aroma, moisture, aw, thca, terp)
  on md5('prom-yield-quality-' || v.code)::uuid = e.id;

