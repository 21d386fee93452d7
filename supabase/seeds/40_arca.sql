-- Arca records demo data (issue 15): basic@example.com (Priya, on Basic, the tier Arca needs) runs a
-- small coco grow with a veg room, a flower room and a dry room. Two lots went through a full cycle
-- (propagation → veg → flower → harvest → dry → cure → done), a third is in flower now with its
-- harvest planned, and both grow rooms have three months of runoff and PPM readings. Everything is
-- relative to the day the seed runs, so the records always look current, and every number comes
-- from the day's index (no random()), so two runs on the same day give the same rows.
-- Statements that add an entry insert its values in the same statement (a CTE): the framework
-- refuses an entry without values when its transaction commits.

insert into public.facilities (id, user_id, name, location, notes) values
  ('f0000000-0000-4000-8000-000000000201', 'a0000000-0000-4000-8000-000000000002',
   'Natarajan Craft Grow', 'Sacramento, CA',
   'Two 4×8 rooms under LED, hand-watered coco in 3-gallon pots; runoff checked every feed.')
on conflict do nothing;

insert into public.rooms (id, facility_id, room_name, room_type) values
  ('e0000000-0000-4000-8000-000000000201', 'f0000000-0000-4000-8000-000000000201', 'Veg Room', 'veg'),
  ('e0000000-0000-4000-8000-000000000202', 'f0000000-0000-4000-8000-000000000201', 'Flower Room', 'flower'),
  ('e0000000-0000-4000-8000-000000000203', 'f0000000-0000-4000-8000-000000000201', 'Dry Room', 'dry')
on conflict do nothing;

-- The grow rooms' canopy (4 × 8 ft = 2.97 m²) and LED power, for yields per m² and per watt.
update public.rooms set canopy_area_m2 = 2.97, lighting_w = v.watts
from (values
  ('e0000000-0000-4000-8000-000000000201'::uuid, 320),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 645)
) as v(id, watts)
where rooms.id = v.id;

-- Lots: day 0 is when the clones were cut. Blue Dream finished 40 days ago, Gorilla Glue #4
-- finished 5 days ago, Wedding Cake is in week 8 of flower with its harvest planned for next week.
insert into public.arca_lots (id, facility_id, name, strain, plant_count, started_at, start_stage, start_room_id,
  notes, created_by, created_at)
select l.id, 'f0000000-0000-4000-8000-000000000201', l.name, l.strain, l.plants,
  date_trunc('day', now()) - make_interval(days => l.age) + interval '9 hours', 'propagation',
  'e0000000-0000-4000-8000-000000000201', l.notes, 'a0000000-0000-4000-8000-000000000002',
  date_trunc('day', now()) - make_interval(days => l.age) + interval '9 hours'
from (values
  ('d4000000-0000-4000-8000-000000000001'::uuid, 'BD-01', 'Blue Dream', 24, 170,
   'Clones from the mother in the corner tent.'),
  ('d4000000-0000-4000-8000-000000000002'::uuid, 'GG4-02', 'Gorilla Glue #4', 20, 135,
   'Second run of GG4; last run foxtailed in week 8, keep the canopy cooler.'),
  ('d4000000-0000-4000-8000-000000000003'::uuid, 'WC-03', 'Wedding Cake', 18, 100, null)
) as l(id, name, strain, plants, age, notes)
on conflict do nothing;

-- Diary: each lot's events on its own calendar (day after cutting, hour), room where it happened;
-- plant_count here is the plants lost so far, the event records the count left.
create temporary table arca_seed_events (lot uuid, age int, n int, day int, hour int, room uuid, event text,
  title text, to_room uuid, to_stage text, plant_count int, notes text, status text) on commit drop;
insert into arca_seed_events
select l.id, l.age, e.n, e.day, e.hour, e.room, e.event, e.title, e.to_room, e.to_stage,
  case when e.plant_count is null then null else l.plants - e.plant_count end, e.notes, 'done'
from (values
  ('d4000000-0000-4000-8000-000000000001'::uuid, 170, 24),
  ('d4000000-0000-4000-8000-000000000002'::uuid, 135, 20),
  ('d4000000-0000-4000-8000-000000000003'::uuid, 100, 18)
) as l(id, age, plants)
cross join (values
  (1, 12, 10, 'e0000000-0000-4000-8000-000000000201'::uuid, 'observation', 'Roots showing', null::uuid, null::text, null::int,
   'Most cuttings rooted through the cubes; vents closed to harden off.'),
  (2, 14, 11, 'e0000000-0000-4000-8000-000000000201'::uuid, 'transplant', 'Up-potted into 3 gal coco', null, 'veg', 1,
   'One cutting never rooted; binned.'),
  (3, 28, 9, 'e0000000-0000-4000-8000-000000000201'::uuid, 'topping', 'Topped above the 5th node', null, null, null, null),
  (4, 38, 9, 'e0000000-0000-4000-8000-000000000201'::uuid, 'training', 'LST and first trellis layer', null, null, null, null),
  (5, 44, 8, 'e0000000-0000-4000-8000-000000000201'::uuid, 'flip', 'Flip to 12/12', 'e0000000-0000-4000-8000-000000000202'::uuid, 'flower', null,
   'Moved into the flower room, lights to 12/12.'),
  (6, 65, 10, 'e0000000-0000-4000-8000-000000000202'::uuid, 'defoliation', 'Day 21 defoliation', null, null, null,
   'Cleared the lower third and opened the middle of the canopy.'),
  (7, 72, 10, 'e0000000-0000-4000-8000-000000000202'::uuid, 'cull', 'Pulled two hermies', null, null, 3,
   'Nanners on two plants; pulled them and checked the neighbours.'),
  (8, 100, 9, 'e0000000-0000-4000-8000-000000000202'::uuid, 'observation', 'Trichomes mostly cloudy', null, null, null,
   '10–15 % amber on the top colas.'),
  (9, 106, 8, 'e0000000-0000-4000-8000-000000000202'::uuid, 'harvest', 'Harvest', 'e0000000-0000-4000-8000-000000000203'::uuid, 'drying', null,
   'Whole-plant hang at 60 °F / 60 % RH.'),
  (10, 118, 15, 'e0000000-0000-4000-8000-000000000203'::uuid, 'stage', 'Into jars', null, 'curing', null,
   'Stems snap; bucked and jarred at 62 %.'),
  (11, 130, 12, 'e0000000-0000-4000-8000-000000000203'::uuid, 'stage', 'Cure finished', null, 'done', null, null)
) as e(n, day, hour, room, event, title, to_room, to_stage, plant_count, notes)
where e.day <= l.age;

-- Wedding Cake is in flower: its harvest is planned, not done.
insert into arca_seed_events values
  ('d4000000-0000-4000-8000-000000000003', 100, 12, 106, 8, 'e0000000-0000-4000-8000-000000000202', 'harvest',
   'Planned harvest', 'e0000000-0000-4000-8000-000000000203', 'drying', null, 'Check trichomes first.', 'planned');

-- One step of the lots' calendars at a time: an entry about a lot is in the room its moves so far
-- put it in, so each move is saved before the events that follow it.
do $$
declare
  v_n integer;
begin
  for v_n in select distinct n from arca_seed_events order by n loop
    with e as (
      insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, status, notes, created_by,
        created_at)
      select md5('arca-seed-diary-' || s.lot || '-' || s.n)::uuid, 'f0000000-0000-4000-8000-000000000201', s.room, s.lot,
        'diary', case s.status when 'done'
          then least(now(), date_trunc('day', now()) - make_interval(days => s.age - s.day) + make_interval(hours => s.hour))
          else date_trunc('day', now()) - make_interval(days => s.age - s.day) + make_interval(hours => s.hour) end,
        s.status, s.notes, 'a0000000-0000-4000-8000-000000000002',
        least(now(), date_trunc('day', now()) - make_interval(days => s.age - s.day) + make_interval(hours => s.hour, mins => 5))
      from arca_seed_events s
      where s.n = v_n
      on conflict do nothing
      returning id
    )
    insert into public.arca_diary_values (entry_id, event, title, to_room_id, to_stage, plant_count)
    select e.id, s.event, s.title, s.to_room, s.to_stage, s.plant_count
    from e join arca_seed_events s on md5('arca-seed-diary-' || s.lot || '-' || s.n)::uuid = e.id;
  end loop;
end
$$;

-- Runoff: every day for 90 days, after the morning feed in each grow room (flower also after the
-- afternoon feed on weekdays). Veg: 1.2 L per pot at EC ~1.8; flower: 1.8 L at EC ~2.4 rising
-- through the weeks. Runoff 12–24 %, runoff EC 0.3–0.9 above input, pH drifts up 0.1–0.4.
create temporary table arca_seed_runoff on commit drop as
select md5('arca-seed-runoff-' || r.room || '-' || d || '-' || f)::uuid as id, r.room, d, f,
  date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => case f when 1 then 8 else 15 end,
    mins => (d * 7) % 40) as at,
  round((r.vol + 0.1 * sin(d))::numeric, 2) as input_volume_l,
  round(((r.vol + 0.1 * sin(d)) * (0.18 + 0.06 * sin(d / 3.0 + r.phase)))::numeric, 2) as runoff_volume_l,
  round((r.ec + r.ramp * (90 - d) / 90.0 + 0.1 * cos(d / 2.0))::numeric, 2) as input_ec,
  round((r.ec + r.ramp * (90 - d) / 90.0 + 0.1 * cos(d / 2.0) + 0.6 + 0.3 * sin(d / 5.0 + r.phase))::numeric, 2) as runoff_ec,
  round((5.9 + 0.08 * sin(d / 4.0))::numeric, 2) as input_ph,
  round((6.15 + 0.15 * sin(d / 6.0 + r.phase))::numeric, 2) as runoff_ph,
  -- The lot fed: Wedding Cake was in veg from 98 to 56 days ago and has been in flower since (it
  -- moved at 08:00 on that day, before its feeds); Gorilla Glue #4 was in flower until then (the
  -- two shared the room for its last four weeks).
  case
    when r.room = 'e0000000-0000-4000-8000-000000000201'::uuid and d > 56 then 'd4000000-0000-4000-8000-000000000003'::uuid
    when r.room = 'e0000000-0000-4000-8000-000000000202'::uuid and d <= 56 then 'd4000000-0000-4000-8000-000000000003'::uuid
    when r.room = 'e0000000-0000-4000-8000-000000000202'::uuid and d > 56 then 'd4000000-0000-4000-8000-000000000002'::uuid
  end as lot
from (values
  ('e0000000-0000-4000-8000-000000000201'::uuid, 1.2, 1.7, 0.2, 0.0),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 1.8, 2.2, 0.5, 1.3)
) as r(room, vol, ec, ramp, phase)
cross join generate_series(0, 89) d
cross join generate_series(1, 2) f
where f = 1 or (r.room = 'e0000000-0000-4000-8000-000000000202' and extract(isodow from now() - make_interval(days => d)) < 6);

with e as (
  insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, created_by, created_at)
  select s.id, 'f0000000-0000-4000-8000-000000000201', s.room, s.lot, 'runoff', least(s.at, now() - interval '5 minutes'),
    'a0000000-0000-4000-8000-000000000002', least(s.at, now() - interval '5 minutes')
  from arca_seed_runoff s
  on conflict do nothing
  returning id
)
insert into public.arca_runoff_values (entry_id, input_volume_l, runoff_volume_l, input_ec, runoff_ec, input_ph, runoff_ph)
select s.id, s.input_volume_l, s.runoff_volume_l, s.input_ec, s.runoff_ec, s.input_ph, s.runoff_ph
from e join arca_seed_runoff s on s.id = e.id;

-- Yields: each finished lot's harvest, logged in the dry room on harvest day with the wet, trim
-- and waste weights; the dry weight was added when the lot went into jars (dry ÷ wet 22–23 %).
with e as (
  insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, notes, created_by, created_at)
  select md5('arca-seed-yield-' || y.lot)::uuid, 'f0000000-0000-4000-8000-000000000201',
    'e0000000-0000-4000-8000-000000000203', y.lot, 'yield',
    date_trunc('day', now()) - make_interval(days => y.age - 106) + interval '11 hours', y.notes,
    'a0000000-0000-4000-8000-000000000002',
    date_trunc('day', now()) - make_interval(days => y.age - 106) + interval '11 hours'
  from (values
    ('d4000000-0000-4000-8000-000000000001'::uuid, 170, 'Dense tops, little larf.'),
    ('d4000000-0000-4000-8000-000000000002'::uuid, 135, 'Some foxtailing on the top colas again.')
  ) as y(lot, age, notes)
  on conflict do nothing
  returning id, lot_id
)
insert into public.arca_yield_values (entry_id, wet_g, trim_g, waste_g, dry_g, grade)
select e.id, w.wet, w.trim, w.waste, w.dry, 'A'
from e join (values
  ('d4000000-0000-4000-8000-000000000001'::uuid, 5020, 655, 1390, 1130),
  ('d4000000-0000-4000-8000-000000000002'::uuid, 4480, 560, 1215, 1032)
) as w(lot, wet, trim, waste, dry) on w.lot = e.lot_id;

-- Prices the grow sells at, per pound: Blue Dream has its own (it dropped two months ago); every
-- other strain sells at the house price for its grade, so GG4-02's revenue uses that.
insert into public.arca_yield_prices (id, facility_id, strain, grade, price, per_unit, currency, effective_on,
  notes, created_by)
select p.id, 'f0000000-0000-4000-8000-000000000201', p.strain, p.grade, p.price, 'lb', 'USD',
  current_date - p.age, p.notes, 'a0000000-0000-4000-8000-000000000002'
from (values
  ('d4100000-0000-4000-8000-000000000001'::uuid, 'Blue Dream', 'A', 1400, 240, 'Dispensary contract, spring.'),
  ('d4100000-0000-4000-8000-000000000002'::uuid, 'Blue Dream', 'A', 1250, 60, 'Contract renewed lower.'),
  ('d4100000-0000-4000-8000-000000000003'::uuid, null, 'A', 1200, 240, 'House price for top shelf.'),
  ('d4100000-0000-4000-8000-000000000004'::uuid, null, 'B', 600, 240, 'Smalls.'),
  ('d4100000-0000-4000-8000-000000000005'::uuid, null, 'Trim', 150, 240, 'Sold to the extractor.')
) as p(id, strain, grade, price, age, notes)
on conflict do nothing;

-- Quality: each finished lot's cured batches, checked in the dry room two to three weeks after
-- harvest with a meter for moisture and water activity and the lab's potency report. GG4-02's
-- first jars were still too wet (0.68 aw, fails the default 0.65) and went back to the cure.
with e as (
  insert into public.arca_entries (id, facility_id, room_id, lot_id, kind, occurred_at, notes, created_by, created_at)
  select md5('arca-seed-quality-' || q.code)::uuid, 'f0000000-0000-4000-8000-000000000201',
    'e0000000-0000-4000-8000-000000000203', q.lot, 'quality',
    date_trunc('day', now()) - make_interval(days => q.age) + interval '10 hours', q.notes,
    'a0000000-0000-4000-8000-000000000002',
    date_trunc('day', now()) - make_interval(days => q.age) + interval '10 hours'
  from (values
    ('d4000000-0000-4000-8000-000000000001'::uuid, 'BD01-A', 46, 'Jars burped daily for the first week.'),
    ('d4000000-0000-4000-8000-000000000002'::uuid, 'GG402-A', 15, 'Buds still spongy in the centre; back to the cure.'),
    ('d4000000-0000-4000-8000-000000000002'::uuid, 'GG402-B', 8, null)
  ) as q(lot, code, age, notes)
  on conflict do nothing
  returning id
)
insert into public.arca_quality_values (entry_id, batch_code, appearance, aroma, moisture_pct,
  water_activity, thc_pct, thca_pct, cbd_pct, cbda_pct, terpenes_pct)
select e.id, v.code, v.appearance, v.aroma, v.moisture, v.aw, v.thc, v.thca, v.cbd, v.cbda, v.terp
from e join (values
  ('BD01-A', 'pass', 'pass', 11.2, 0.58, 0.62, 23.8, 0.04, 0.09, 2.1),
  ('GG402-A', 'pass', 'fail', 16.4, 0.68, null, null, null, null, null),
  ('GG402-B', 'pass', 'pass', 12.1, 0.61, 0.71, 26.4, 0.03, 0.06, 2.6)
) as v(code, appearance, aroma, moisture, aw, thc, thca, cbd, cbda, terp)
  on md5('arca-seed-quality-' || v.code)::uuid = e.id;

-- PPM: the veg and flower tanks every morning before feeding, read on the 500 scale; the
-- flower tank runs hotter in summer afternoons.
create temporary table arca_seed_ppm on commit drop as
select md5('arca-seed-ppm-' || t.tank || '-' || d)::uuid as id, t.room, t.tank, d,
  date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 7, mins => 30 + (d * 3) % 20) as at,
  round((t.ec + t.ramp * (90 - d) / 90.0 + 0.06 * sin(d / 2.5))::numeric, 3) as ec,
  round((5.85 + 0.1 * sin(d / 3.0 + t.phase))::numeric, 2) as ph,
  round((19.5 + 1.5 * sin(d / 7.0 + t.phase))::numeric, 1) as temp
from (values
  ('e0000000-0000-4000-8000-000000000201'::uuid, 'Veg tank', 1.7, 0.2, 0.4),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'Flower tank', 2.2, 0.5, 2.1)
) as t(room, tank, ec, ramp, phase)
cross join generate_series(0, 89) d;

with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by, created_at)
  select s.id, 'f0000000-0000-4000-8000-000000000201', s.room, 'ppm', least(s.at, now() - interval '5 minutes'),
    'a0000000-0000-4000-8000-000000000002', least(s.at, now() - interval '5 minutes')
  from arca_seed_ppm s
  on conflict do nothing
  returning id
)
insert into public.arca_ppm_values (entry_id, ec, entered_unit, ph, solution_temp_c, tank)
select s.id, s.ec, 'ppm500', s.ph, s.temp, s.tank
from e join arca_seed_ppm s on s.id = e.id;

-- One corrected reading, so the edit history has something to show: the grower first typed the
-- flower tank's reading as if the meter were on the 700 scale, then corrected it. The first
-- update only plants the typo (its history row is removed); the second is the correction.
update public.arca_ppm_values set ec = round(ec * 700 / 500, 3)
where entry_id = md5('arca-seed-ppm-Flower tank-1')::uuid
  and not exists (select 1 from public.arca_entry_versions v where v.entry_id = md5('arca-seed-ppm-Flower tank-1')::uuid);
delete from public.arca_entry_versions where entry_id = md5('arca-seed-ppm-Flower tank-1')::uuid;
update public.arca_entries set version = 1 where id = md5('arca-seed-ppm-Flower tank-1')::uuid;
update public.arca_ppm_values set ec = round(ec * 500 / 700, 3)
where entry_id = md5('arca-seed-ppm-Flower tank-1')::uuid;
update public.arca_entry_versions
set changed_by = 'a0000000-0000-4000-8000-000000000002', changed_at = changed_at - interval '20 hours'
where entry_id = md5('arca-seed-ppm-Flower tank-1')::uuid and changed_by is null;

-- Filters: the RO unit feeding both tanks (membrane installed 400 days ago, changed every two
-- years, cleaned 64 days ago) read every week: feed ~350 ppm, permeate ~11 ppm. Since the clean its
-- permeate flow has fallen 13 % and its salt passage risen 7 %, so it shows both warnings. The 5 µm
-- sediment prefilter is changed every 90 days (last 80 days ago) and the carbon block every 180
-- (installed 190 days ago: a change overdue).
insert into public.arca_filters (id, facility_id, name, filter_type, change_interval_days, installed_on, notes,
  created_by, updated_by) values
  ('e5000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000201', 'RO membrane', 'ro_membrane',
    730, current_date - 400, '4040 membrane, 2 vessels.', 'a0000000-0000-4000-8000-000000000002',
    'a0000000-0000-4000-8000-000000000002'),
  ('e5000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000201', 'Sediment 5 µm', 'sediment',
    90, current_date - 200, null, 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002'),
  ('e5000000-0000-4000-8000-000000000003', 'f0000000-0000-4000-8000-000000000201', 'Carbon block', 'carbon',
    180, current_date - 190, null, 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002')
on conflict do nothing;

create temporary table arca_seed_filter on commit drop as
select md5('arca-seed-filter-' || f.n || '-' || w)::uuid as id, f.filter_id, 'reading'::text as action,
  date_trunc('day', now()) - make_interval(days => 7 * w) + interval '9 hours' as at,
  case when f.n = 1 then 0.70 + 0.02 * sin(w) end as feed_tds,
  case when f.n = 1 then round((0.022 * (1 + 0.07 * greatest(0, 63 - 7 * w) / 63.0))::numeric, 4) end as permeate_tds,
  round((f.p_in + 0.05 * sin(w))::numeric, 2) as pressure_in_bar,
  round((f.p_in + 0.05 * sin(w) - f.dp * (1 + f.rise * greatest(0, 63 - 7 * w) / 63.0))::numeric, 2) as pressure_out_bar,
  case when f.n = 1 then round((case when w <= 9 then 1.20 - 0.16 * (63 - 7 * w) / 63.0 else 1.05 - 0.02 * (w - 10) end)::numeric, 3) end
    as permeate_flow_lpm,
  case when f.n = 1 then 17.0 end as water_temp_c
from (values
  (1, 'e5000000-0000-4000-8000-000000000001'::uuid, 4.1, 0.5, 0.05),
  (2, 'e5000000-0000-4000-8000-000000000002'::uuid, 4.6, 0.2, 0.4)
) as f(n, filter_id, p_in, dp, rise)
cross join generate_series(0, 12) w
union all
select md5('arca-seed-filter-m-' || m.label)::uuid, m.filter_id, m.action,
  date_trunc('day', now()) - make_interval(days => m.d) + interval '10 hours', null, null, null, null, null, null
from (values
  ('ro-clean', 'e5000000-0000-4000-8000-000000000001'::uuid, 'cleaned', 64),
  ('sed-change', 'e5000000-0000-4000-8000-000000000002'::uuid, 'replaced', 80),
  ('sed-change-1', 'e5000000-0000-4000-8000-000000000002'::uuid, 'replaced', 170),
  ('ro-backwash', 'e5000000-0000-4000-8000-000000000001'::uuid, 'backwash', 30)
) as m(label, filter_id, action, d);

with e as (
  insert into public.arca_entries (id, facility_id, kind, occurred_at, created_by, created_at)
  select s.id, 'f0000000-0000-4000-8000-000000000201', 'filter', least(s.at, now() - interval '5 minutes'),
    'a0000000-0000-4000-8000-000000000002', least(s.at, now() - interval '5 minutes')
  from arca_seed_filter s
  on conflict do nothing
  returning id
)
insert into public.arca_filter_values (entry_id, filter_id, action, feed_tds, permeate_tds, pressure_in_bar,
  pressure_out_bar, permeate_flow_lpm, water_temp_c)
select s.id, s.filter_id, s.action, s.feed_tds, s.permeate_tds, s.pressure_in_bar, s.pressure_out_bar,
  s.permeate_flow_lpm, s.water_temp_c
from e join arca_seed_filter s on s.id = e.id;
