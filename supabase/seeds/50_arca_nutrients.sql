-- Arca nutrients, crop protection, targets and irrigation plans demo data (issue 16).
--
-- basic@example.com (Priya, Natarajan Craft Grow, the facility of 40_arca.sql) feeds her coco grow
-- from two stock tanks (A: calcium nitrate and iron; B: potassium, phosphate, magnesium and
-- micros, both 1:100) into the Flower Room and from a ready-to-use Veg tank into the Veg Room;
-- twelve weeks of batches and daily feeds, so Fertility Tracking has a full cycle. A Mother Room
-- was sprayed with sulfur an hour before the seed ran: its 24 h re-entry interval is running. The
-- Flower Room got spinosad two days ago: its 7-day pre-harvest interval ends half a day before the
-- planned harvest of WC-03. Beneficials were released, traps counted weekly, and the Flower and
-- Veg rooms have targets of their own next to the defaults.
-- advanced@example.com (Lena, Hofmann Greenhouse) keeps AgroChemLog: products with stock bought
-- and used, a month of applications, and an irrigation guide.
-- pro@example.com (Marcus, North Campus) has crop-steering guides, a 9-week flower skeleton and
-- that skeleton applied to Flower 1 three weeks ago.
--
-- Everything is relative to the day the seed runs; numbers come from the day's index, no random().
-- Fertilizer analyses are the Chemical Calculator's (analysisFromSalt / analysisFromLabel in
-- src/modules/arca/nutrients/fertilizer.ts), printed into this file. Side-effect classes here are
-- demo values: check the Koppert or Biobest databases for real products.

-- ---------------------------------------------------------------------------------------------
-- Priya's Mother Room (the rooms of 40_arca.sql are Veg, Flower and Dry).
insert into public.rooms (id, facility_id, room_name, room_type) values
  ('e0000000-0000-4000-8000-000000000204', 'f0000000-0000-4000-8000-000000000201', 'Mother Room', 'veg')
on conflict do nothing;

-- Fertilizer library: the common salts, plus liquids a coco grower keeps.
insert into public.arca_fertilizers (id, facility_id, name, salt_id, manufacturer, supplier, lot_number, purchase_date,
  form, density_g_ml, pk_basis, mix_group, n_nitrate_pct, n_ammonium_pct, n_urea_pct, p_pct, k_pct, ca_pct, mg_pct,
  s_pct, fe_pct, mn_pct, zn_pct, cu_pct, b_pct, mo_pct, cl_pct, na_pct, cation_meq_per_g, track_stock, notes,
  created_by, updated_by)
select f.id, 'f0000000-0000-4000-8000-000000000201', f.name, f.salt_id, f.maker, 'Hydro Depot Sacramento', f.lot,
  current_date - f.bought, f.form, f.density, f.basis, f.grp, f.no3, f.nh4, 0, f.p, f.k, f.ca, f.mg, f.s, f.fe, f.mn,
  f.zn, f.cu, f.b, f.mo, f.cl, f.na, f.meq, f.tracked, f.notes,
  'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002'
from (values
  ('a1600000-0000-4000-8000-000000000201'::uuid, 'Calcium nitrate (greenhouse grade)', 'calcium-nitrate-greenhouse', 'Yara', 'YL-2241', 95, 'dry', null::numeric, 'oxide', 'calcium',
   14.2582, 1.2962, 0, 0, 18.5439, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10.1793, true, '25 kg bags; part A only.'),
  ('a1600000-0000-4000-8000-000000000202'::uuid, 'Potassium nitrate', 'potassium-nitrate', 'Haifa', 'HK-0913', 95, 'dry', null, 'oxide', 'other',
   13.8543, 0, 0, 38.6718, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9.891, true, null),
  ('a1600000-0000-4000-8000-000000000203'::uuid, 'Monopotassium phosphate (MKP)', 'monopotassium-phosphate', 'Haifa', 'HM-1120', 120, 'dry', null, 'oxide', 'other',
   0, 0, 22.7609, 28.7308, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7.3484, false, null),
  ('a1600000-0000-4000-8000-000000000204'::uuid, 'Magnesium sulfate (Epsom salt)', 'magnesium-sulfate-heptahydrate', 'Giles', 'GE-5531', 120, 'dry', null, 'oxide', 'other',
   0, 0, 0, 0, 0, 9.8614, 13.0079, 0, 0, 0, 0, 0, 0, 0, 0, 8.1147, false, 'Keep out of tank A.'),
  ('a1600000-0000-4000-8000-000000000205'::uuid, 'Potassium sulfate (SOP)', 'potassium-sulfate', 'K+S', 'KS-7702', 120, 'dry', null, 'oxide', 'other',
   0, 0, 0, 44.8752, 0, 0, 18.3986, 0, 0, 0, 0, 0, 0, 0, 0, 11.4776, false, null),
  ('a1600000-0000-4000-8000-000000000206'::uuid, 'Magnesium nitrate', 'magnesium-nitrate-hexahydrate', 'Haifa', 'HN-3307', 200, 'dry', null, 'oxide', 'other',
   10.9258, 0, 0, 0, 0, 9.4792, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7.8002, false, null),
  ('a1600000-0000-4000-8000-000000000207'::uuid, 'Monoammonium phosphate (MAP)', 'monoammonium-phosphate', 'Haifa', 'HP-1811', 200, 'dry', null, 'oxide', 'other',
   0, 12.1774, 26.9281, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8.6938, false, null),
  ('a1600000-0000-4000-8000-000000000208'::uuid, 'Iron chelate Fe-DTPA 11 %', 'iron-dtpa', 'Akzo', 'FD-0412', 200, 'dry', null, 'oxide', 'calcium',
   0, 0, 0, 0, 0, 0, 0, 11.3938, 0, 0, 0, 0, 0, 0, 9.3811, 4.0805, false, 'Goes in tank A with the calcium.'),
  ('a1600000-0000-4000-8000-000000000209'::uuid, 'Manganese sulfate', 'manganese-sulfate-monohydrate', 'Brandt', 'BM-2209', 300, 'dry', null, 'oxide', 'other',
   0, 0, 0, 0, 0, 0, 18.9694, 0, 32.506, 0, 0, 0, 0, 0, 0, 11.8337, false, null),
  ('a1600000-0000-4000-8000-000000000210'::uuid, 'Zinc sulfate', 'zinc-sulfate-heptahydrate', 'Brandt', 'BZ-2210', 300, 'dry', null, 'oxide', 'other',
   0, 0, 0, 0, 0, 0, 11.1497, 0, 0, 22.7376, 0, 0, 0, 0, 0, 6.9555, false, null),
  ('a1600000-0000-4000-8000-000000000211'::uuid, 'Copper sulfate', 'copper-sulfate-pentahydrate', 'Brandt', 'BC-2211', 300, 'dry', null, 'oxide', 'other',
   0, 0, 0, 0, 0, 0, 12.8406, 0, 0, 0, 25.4513, 0, 0, 0, 0, 8.0103, false, null),
  ('a1600000-0000-4000-8000-000000000212'::uuid, 'Boric acid', 'boric-acid', 'Brandt', 'BB-2212', 300, 'dry', null, 'oxide', 'other',
   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 17.4831, 0, 0, 0, 0, false, null),
  ('a1600000-0000-4000-8000-000000000213'::uuid, 'Sodium molybdate', 'sodium-molybdate-dihydrate', 'Brandt', 'BS-2213', 300, 'dry', null, 'oxide', 'other',
   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 39.656, 0, 19.0035, 8.266, false, null),
  ('a1600000-0000-4000-8000-000000000214'::uuid, 'Potassium silicate 0-0-12', null, 'Growmore', 'PS-4410', 60, 'liquid', 1.3, 'oxide', 'silica',
   0, 0, 0, 9.9612, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2.5478, false, 'Goes in first, before any acid.'),
  ('a1600000-0000-4000-8000-000000000215'::uuid, 'Phosphoric acid 85 % (pH down)', null, 'Univar', 'UP-0077', 60, 'liquid', 1.685, 'oxide', 'additive',
   0, 0, 26.8822, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false, 'Label: 0-61.6-0. Adds P but no measurable cations.'),
  ('a1600000-0000-4000-8000-000000000216'::uuid, 'Cal-Mag 2-0-0', null, 'Botanicare', 'CM-9921', 45, 'liquid', 1.2, 'oxide', 'calcium',
   2, 0, 0, 0, 3.5, 1.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2.734, false, 'Label: 2 % N (nitrate), 3.5 % Ca, 1.2 % Mg.')
) as f(id, name, salt_id, maker, lot, bought, form, density, basis, grp, no3, nh4, p, k, ca, mg, s, fe, mn, zn, cu, b, mo,
       cl, na, meq, tracked, notes)
on conflict do nothing;

-- Two stock tanks at 1:100 and a ready-to-use veg tank.
insert into public.arca_tanks (id, facility_id, name, capacity_l, dilution_ratio, part, room_id, notes, created_by, updated_by)
values
  ('a1610000-0000-4000-8000-000000000201', 'f0000000-0000-4000-8000-000000000201', 'Stock A', 200, 100, 'A',
   'e0000000-0000-4000-8000-000000000202', 'Calcium and iron. Dosatron D25 at 1 %.', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002'),
  ('a1610000-0000-4000-8000-000000000202', 'f0000000-0000-4000-8000-000000000201', 'Stock B', 200, 100, 'B',
   'e0000000-0000-4000-8000-000000000202', 'Potassium, phosphate, magnesium and micros.', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002'),
  ('a1610000-0000-4000-8000-000000000203', 'f0000000-0000-4000-8000-000000000201', 'Veg tank', 300, 1, 'single',
   'e0000000-0000-4000-8000-000000000201', 'Mixed weekly at working strength.', 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002')
on conflict do nothing;

-- Stock of the two tracked salts: bags bought three months ago, one count correction.
insert into public.arca_stock_movements (id, facility_id, fertilizer_id, kind, quantity, occurred_at, note, lot_number, created_by)
values
  ('a1630000-0000-4000-8000-000000000201', 'f0000000-0000-4000-8000-000000000201', 'a1600000-0000-4000-8000-000000000201',
   'purchase', 25000, date_trunc('day', now()) - interval '95 days' + interval '10 hours', 'One 25 kg bag', 'YL-2241', 'a0000000-0000-4000-8000-000000000002'),
  ('a1630000-0000-4000-8000-000000000202', 'f0000000-0000-4000-8000-000000000201', 'a1600000-0000-4000-8000-000000000202',
   'purchase', 25000, date_trunc('day', now()) - interval '95 days' + interval '10 hours', 'One 25 kg bag', 'HK-0913', 'a0000000-0000-4000-8000-000000000002'),
  ('a1630000-0000-4000-8000-000000000203', 'f0000000-0000-4000-8000-000000000201', 'a1600000-0000-4000-8000-000000000202',
   'correction', -1200, date_trunc('day', now()) - interval '30 days' + interval '17 hours',
   'Weighed the open bag: 1.2 kg less than the log says (spilled when the bag split).', null, 'a0000000-0000-4000-8000-000000000002')
on conflict do nothing;

-- Batches: Stock A and B every three weeks (20 L of concentrate = 2,000 L of feed), the Veg tank
-- weekly (160 L). Amounts are grams; the working-strength recipe is in the comments.
create temporary table arca16_batches (id uuid, tank uuid, d int, volume numeric, items jsonb, measured_ec numeric,
  measured_ph numeric, notes text) on commit drop;
insert into arca16_batches
select md5('arca16-batch-A-' || d)::uuid, 'a1610000-0000-4000-8000-000000000201', d, 20,
  -- 1.0 g/L calcium nitrate, 0.02 g/L Fe-DTPA at working strength.
  jsonb_build_array(
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000201', 'amount', 2, 'unit', 'kg'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000208', 'amount', 40, 'unit', 'g')),
  round((1.12 + 0.03 * sin(d))::numeric, 2), 6.3, null
from unnest(array[84, 63, 42, 21]) d;
insert into arca16_batches
select md5('arca16-batch-B-' || d)::uuid, 'a1610000-0000-4000-8000-000000000202', d, 20,
  -- 0.35 g/L KNO3, 0.2 MKP, 0.6 Epsom, 0.1 SOP and micros at working strength.
  jsonb_build_array(
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000202', 'amount', 700, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000203', 'amount', 400, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000204', 'amount', 1200, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000205', 'amount', 200, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000209', 'amount', 8, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000210', 'amount', 3, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000211', 'amount', 0.6, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000212', 'amount', 6, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000213', 'amount', 0.2, 'unit', 'g')),
  -- The day-42 batch read far above its prediction: a double scoop of Epsom, found too late.
  case when d = 42 then 1.71 else round((1.2 + 0.04 * cos(d))::numeric, 2) end, 6.0,
  case when d = 42 then 'Test dilution read 1.71 against 1.2 expected. Probably a second scoop of Epsom; fed it anyway and watched runoff EC.' end
from unnest(array[84, 63, 42, 21]) d;
insert into arca16_batches
select md5('arca16-batch-V-' || d)::uuid, 'a1610000-0000-4000-8000-000000000203', d, 160,
  -- Silica first, the acid, then calcium, then the rest: 0.1 mL/L silicate, 0.75 g/L calcium
  -- nitrate, 0.4 KNO3, 0.15 MKP, 0.5 Epsom, 0.015 Fe-DTPA, a little acid.
  jsonb_build_array(
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000214', 'amount', 16, 'unit', 'mL'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000215', 'amount', 8, 'unit', 'mL'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000201', 'amount', 120, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000208', 'amount', 2.4, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000202', 'amount', 64, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000203', 'amount', 24, 'unit', 'g'),
    jsonb_build_object('fertilizer_id', 'a1600000-0000-4000-8000-000000000204', 'amount', 80, 'unit', 'g')),
  round((1.86 + 0.05 * sin(d / 7.0))::numeric, 2), round((5.9 + 0.05 * cos(d))::numeric, 2), null
from generate_series(7, 84, 7) d;

with e as (
  insert into public.arca_entries (id, facility_id, kind, occurred_at, notes, created_by, created_at)
  select b.id, 'f0000000-0000-4000-8000-000000000201', 'batch',
    date_trunc('day', now()) - make_interval(days => b.d) + interval '7 hours', b.notes,
    'a0000000-0000-4000-8000-000000000002', date_trunc('day', now()) - make_interval(days => b.d) + interval '7 hours 40 minutes'
  from arca16_batches b
  on conflict do nothing
  returning id
)
insert into public.arca_batch_values (entry_id, tank_id, volume_l, source_water_ec, measured_ec, measured_ph, items)
select b.id, b.tank, b.volume, 0.1, b.measured_ec, b.measured_ph, b.items
from e join arca16_batches b on b.id = e.id;

-- Feeds: every day for twelve weeks, the Flower Room from Stock A + B (about 54 L for 15 plants)
-- and the Veg Room from the Veg tank (about 22 L for 18 plants). Each feed draws from the tanks'
-- latest batch; the EC at the dripper is noted every third day.
create temporary table arca16_feeds (id uuid, room uuid, d int, batch_ids uuid[], volume numeric, plants int,
  measured_ec numeric, measured_ph numeric) on commit drop;
insert into arca16_feeds
select md5('arca16-feed-flower-' || d)::uuid, 'e0000000-0000-4000-8000-000000000202', d,
  array[md5('arca16-batch-A-' || (select min(x) from unnest(array[84, 63, 42, 21]) x where x >= d))::uuid,
        md5('arca16-batch-B-' || (select min(x) from unnest(array[84, 63, 42, 21]) x where x >= d))::uuid],
  round((52 + 4 * sin(d / 3.0))::numeric, 1), 15,
  case when d % 3 = 0 then round((2.25 + 0.08 * sin(d / 2.0))::numeric, 2) end,
  case when d % 3 = 0 then round((5.9 + 0.06 * cos(d / 2.0))::numeric, 2) end
from generate_series(1, 84) d;
insert into arca16_feeds
select md5('arca16-feed-veg-' || d)::uuid, 'e0000000-0000-4000-8000-000000000201', d,
  array[md5('arca16-batch-V-' || (select min(x) from generate_series(7, 84, 7) x where x >= d))::uuid],
  round((21.5 + 0.5 * cos(d / 2.0))::numeric, 1), 18,
  case when d % 3 = 0 then round((1.86 + 0.05 * sin(d / 7.0))::numeric, 2) end, null
from generate_series(1, 84) d;

with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by, created_at)
  select f.id, 'f0000000-0000-4000-8000-000000000201', f.room, 'fertigation',
    date_trunc('day', now()) - make_interval(days => f.d) + interval '18 hours', 'a0000000-0000-4000-8000-000000000002',
    date_trunc('day', now()) - make_interval(days => f.d) + interval '18 hours 10 minutes'
  from arca16_feeds f
  on conflict do nothing
  returning id
)
insert into public.arca_fertigation_values (entry_id, batch_ids, volume_l, plant_count, measured_ec, measured_ph)
select f.id, f.batch_ids, f.volume, f.plants, f.measured_ec, f.measured_ph
from e join arca16_feeds f on f.id = e.id;

-- ---------------------------------------------------------------------------------------------
-- Crop protection: Priya's products and their side effects on the beneficials she uses.
insert into public.arca_protection_products (id, facility_id, name, registration_number, active_ingredients, product_type,
  formulation, rei_hours, phi_days, unit, manufacturer, supplier, notes, created_by, updated_by)
select p.id, 'f0000000-0000-4000-8000-000000000201', p.name, p.reg, p.ai, p.type, p.form, p.rei, p.phi, p.unit, p.maker,
  'Hydro Depot Sacramento', p.notes, 'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002'
from (values
  ('a1620000-0000-4000-8000-000000000201'::uuid, 'Sulfur 80 WG', 'Demo 101-201', 'Sulfur 80 %', 'mineral', 'WG', 24, 0, 'g', 'Demo Agro',
   'Mothers and veg only; never in flower.'),
  ('a1620000-0000-4000-8000-000000000202'::uuid, 'Spinosad 22.5 SC', 'Demo 101-202', 'Spinosad 22.5 %', 'biological', 'SC', 4, 7, 'mL', 'Demo Agro', null),
  ('a1620000-0000-4000-8000-000000000203'::uuid, 'Potassium bicarbonate 85 SP', 'Demo 101-203', 'Potassium bicarbonate 85 %', 'mineral', 'SP', 4, 0, 'g',
   'Demo Agro', 'Powdery mildew, curative.'),
  ('a1620000-0000-4000-8000-000000000204'::uuid, 'Neem oil 70 EC', 'Demo 101-204', 'Clarified hydrophobic extract of neem oil 70 %', 'botanical', 'EC', 4, 0,
   'mL', 'Demo Agro', null),
  ('a1620000-0000-4000-8000-000000000205'::uuid, 'Pyrethrins 5 EC', 'Demo 101-205', 'Pyrethrins 5 %', 'botanical', 'EC', 12, 0, 'mL', 'Demo Agro',
   'Hard on predatory mites and Orius.')
) as p(id, name, reg, ai, type, form, rei, phi, unit, maker, notes)
on conflict do nothing;

insert into public.arca_side_effects (id, facility_id, product_id, species, iobc_class, persistence_weeks, source, created_by, updated_by)
select md5('arca16-side-' || s.product || '-' || s.species)::uuid, 'f0000000-0000-4000-8000-000000000201', s.product, s.species,
  s.class, s.weeks, 'Demo values (check the Koppert or Biobest side-effects database)',
  'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002'
from (values
  ('a1620000-0000-4000-8000-000000000201'::uuid, 'Phytoseiulus persimilis', 3, 1),
  ('a1620000-0000-4000-8000-000000000201'::uuid, 'Amblyseius swirskii', 3, 1),
  ('a1620000-0000-4000-8000-000000000202'::uuid, 'Orius insidiosus', 3, 1),
  ('a1620000-0000-4000-8000-000000000202'::uuid, 'Phytoseiulus persimilis', 2, 0),
  ('a1620000-0000-4000-8000-000000000203'::uuid, 'Phytoseiulus persimilis', 1, 0),
  ('a1620000-0000-4000-8000-000000000203'::uuid, 'Amblyseius swirskii', 1, 0),
  ('a1620000-0000-4000-8000-000000000204'::uuid, 'Phytoseiulus persimilis', 2, 0),
  ('a1620000-0000-4000-8000-000000000204'::uuid, 'Orius insidiosus', 2, 0),
  ('a1620000-0000-4000-8000-000000000205'::uuid, 'Phytoseiulus persimilis', 4, 2),
  ('a1620000-0000-4000-8000-000000000205'::uuid, 'Orius insidiosus', 4, 2),
  ('a1620000-0000-4000-8000-000000000205'::uuid, 'Amblyseius swirskii', 4, 2)
) as s(product, species, class, weeks)
on conflict do nothing;

-- Applications: days ago (hours for the fresh one), room, product, rate, total amount.
create temporary table arca16_sprays (id uuid, room uuid, at timestamptz, minutes int, product uuid, rate numeric,
  rate_unit text, amount numeric, method text, target text, area numeric, water numeric, notes text) on commit drop;
insert into arca16_sprays values
  (md5('arca16-spray-1')::uuid, 'e0000000-0000-4000-8000-000000000201', date_trunc('day', now()) - interval '70 days' + interval '19 hours',
   40, 'a1620000-0000-4000-8000-000000000204', 5, 'mL/L', 60, 'foliar_spray', 'Two-spotted spider mite (early)', 9, 12, null),
  (md5('arca16-spray-2')::uuid, 'e0000000-0000-4000-8000-000000000201', date_trunc('day', now()) - interval '49 days' + interval '19 hours',
   35, 'a1620000-0000-4000-8000-000000000201', 2, 'g/L', 24, 'foliar_spray', 'Powdery mildew prevention', 9, 12, null),
  (md5('arca16-spray-3')::uuid, 'e0000000-0000-4000-8000-000000000202', date_trunc('day', now()) - interval '10 days' + interval '20 hours',
   45, 'a1620000-0000-4000-8000-000000000203', 5, 'g/L', 75, 'foliar_spray', 'Powdery mildew on two plants', 9, 15,
   'Spot-treated the back row; lights off.'),
  (md5('arca16-spray-4')::uuid, 'e0000000-0000-4000-8000-000000000202', date_trunc('day', now()) - interval '2 days' + interval '20 hours',
   30, 'a1620000-0000-4000-8000-000000000202', 0.4, 'mL/L', 6, 'foliar_spray', 'Western flower thrips', 9, 15,
   'Thrips count doubled on the sticky cards.'),
  (md5('arca16-spray-5')::uuid, 'e0000000-0000-4000-8000-000000000204', now() - interval '65 minutes',
   25, 'a1620000-0000-4000-8000-000000000201', 2, 'g/L', 16, 'foliar_spray', 'Powdery mildew on the mothers', 6, 8,
   'Room locked; sign on the door.');

with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, notes, created_by, created_at)
  select s.id, 'f0000000-0000-4000-8000-000000000201', s.room, 'application', s.at, s.notes,
    'a0000000-0000-4000-8000-000000000002', least(now(), s.at + make_interval(mins => s.minutes + 5))
  from arca16_sprays s
  on conflict do nothing
  returning id
)
insert into public.arca_application_values (entry_id, items, method, target, crop, area_m2, water_volume_l, applicator,
  applicator_licence, ended_at)
select s.id,
  jsonb_build_array(jsonb_build_object('product_id', s.product, 'rate', s.rate, 'rate_unit', s.rate_unit, 'amount', s.amount)),
  s.method, s.target, 'Cannabis', s.area, s.water, 'Priya Natarajan', 'CA QAC 150233',
  least(now() - interval '1 minute', s.at + make_interval(mins => s.minutes))
from e join arca16_sprays s on s.id = e.id;

-- Releases, then trap counts. Releases come after the sprays, so the IOBC rule checks them.
create temporary table arca16_releases (id uuid, room uuid, d int, species text, quantity numeric, unit text,
  method text, lot text) on commit drop;
insert into arca16_releases values
  (md5('arca16-release-1')::uuid, 'e0000000-0000-4000-8000-000000000201', 80, 'Stratiolaelaps scimitus', 1, 'bottles', 'broadcast', 'SS-2231'),
  (md5('arca16-release-2')::uuid, 'e0000000-0000-4000-8000-000000000201', 60, 'Phytoseiulus persimilis', 2000, 'individuals', 'broadcast', 'PP-1180'),
  (md5('arca16-release-3')::uuid, 'e0000000-0000-4000-8000-000000000202', 42, 'Amblyseius swirskii', 60, 'sachets', 'sachets', 'AS-7781'),
  (md5('arca16-release-4')::uuid, 'e0000000-0000-4000-8000-000000000202', 35, 'Orius insidiosus', 1000, 'individuals', 'broadcast', 'OI-4410'),
  (md5('arca16-release-5')::uuid, 'e0000000-0000-4000-8000-000000000202', 21, 'Amblyseius swirskii', 60, 'sachets', 'sachets', 'AS-7802'),
  (md5('arca16-release-6')::uuid, 'e0000000-0000-4000-8000-000000000204', 10, 'Phytoseiulus persimilis', 2000, 'individuals', 'broadcast', 'PP-1221');

with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by, created_at)
  select r.id, 'f0000000-0000-4000-8000-000000000201', r.room, 'release',
    date_trunc('day', now()) - make_interval(days => r.d) + interval '8 hours', 'a0000000-0000-4000-8000-000000000002',
    date_trunc('day', now()) - make_interval(days => r.d) + interval '8 hours 20 minutes'
  from arca16_releases r
  on conflict do nothing
  returning id
)
insert into public.arca_release_values (entry_id, species, quantity, quantity_unit, supplier, lot_number, method)
select r.id, r.species, r.quantity, r.unit, 'Koppert', r.lot, r.method
from e join arca16_releases r on r.id = e.id;

-- Sticky-card counts every Monday: thrips rise in the flower room until the swirskii sachets and
-- the spinosad; fungus gnats fade in veg after the Stratiolaelaps.
with counts as (
  select md5('arca16-scout-' || r.room || '-' || r.organism || '-' || w)::uuid as id, r.room, r.organism, w,
    greatest(0, round(r.base + r.amp * sin(w / 2.0 + r.phase) - r.fade * w))::int as n
  from (values
    ('e0000000-0000-4000-8000-000000000202'::uuid, 'Western flower thrips', 9.0, 5.0, 0.3, 0.0),
    ('e0000000-0000-4000-8000-000000000201'::uuid, 'Fungus gnats', 14.0, 3.0, 1.1, 1.2)
  ) as r(room, organism, base, amp, fade, phase)
  cross join generate_series(1, 12) w
),
-- A Monday count that falls inside a spray's re-entry interval (which weekday the sulfur fell on
-- depends on the day the seed runs) is made when the interval ends: nobody walks in before.
timed as (
  select c.*, coalesce(
    (select max(w.rei_ends_at) from public.arca_windows_at('f0000000-0000-4000-8000-000000000201', c.due) w
     where w.room_id = c.room and c.due < w.rei_ends_at), c.due) as at
  from (
    select c.*, date_trunc('week', now()) - make_interval(weeks => 12 - c.w) - interval '7 days' + interval '9 hours' as due
    from counts c
  ) c
),
e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by, created_at)
  select c.id, 'f0000000-0000-4000-8000-000000000201', c.room, 'scouting', c.at,
    'a0000000-0000-4000-8000-000000000002', c.at + interval '15 minutes'
  from timed c
  on conflict do nothing
  returning id
)
insert into public.arca_scouting_values (entry_id, organism, organism_type, count, basis, location)
select c.id, c.organism, 'pest', c.n, 'per_trap', 'Yellow card 2'
from e join counts c on c.id = e.id;

-- The morning readings of 40_arca.sql that fall inside a spray's re-entry interval here (the Veg
-- Room's sulfur runs 24 h past an evening spray) were taken in protective gear, and say so: the
-- demo holds no entry that breaks an interval without its reason. Written as the entries' first
-- state (no edit in their history).
with held as (
  select e.id from public.arca_entries e
  where e.facility_id = 'f0000000-0000-4000-8000-000000000201' and e.status = 'done' and e.deleted_at is null
    and e.override_reason is null
    and exists (select 1 from public.arca_entry_holds(e.kind, e.room_id, e.lot_id, e.occurred_at,
      coalesce(public.arca_entry_values(e.id, e.kind), '{}'::jsonb), e.id))
)
update public.arca_entries e
set override_reason = 'Morning feed reading, taken in coveralls, gloves and a respirator as the label requires.'
from held where held.id = e.id;
delete from public.arca_entry_versions v
where v.changed_by is null and v.snapshot ->> 'override_reason' is null
  and exists (select 1 from public.arca_entries e where e.id = v.entry_id and e.override_reason like 'Morning feed reading%');
update public.arca_entries set version = 1, updated_at = created_at where override_reason like 'Morning feed reading%';

-- ---------------------------------------------------------------------------------------------
-- Targets of her own next to the defaults: the Flower Room's feed and a cooler VPD for a cultivar
-- that foxtails, the Veg Room's feed EC above the common range.
insert into public.arca_targets (id, facility_id, room_id, stage, metric, period, min_value, max_value, basis, note,
  created_by, updated_by)
select md5('arca16-target-' || t.room || '-' || t.stage || '-' || t.metric || '-' || t.period)::uuid,
  'f0000000-0000-4000-8000-000000000201', t.room, t.stage, t.metric, t.period, t.lo, t.hi, t.basis, t.note,
  'a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002'
from (values
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'vpd', 'day', 1.1, 1.4, null::text,
   'GG4 foxtailed above 1.5 kPa last run.'),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'feed_n', 'day', 150, 210, null, null),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'feed_p', 'day', 40, 60, null, null),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'feed_k', 'day', 190, 260, null, null),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'feed_ca', 'day', 160, 200, null, null),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'feed_mg', 'day', 50, 70, null, null),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'feed_s', 'day', 60, 110, null, null),
  ('e0000000-0000-4000-8000-000000000202'::uuid, 'flower', 'dryback', 'day', 30, 45, 'relative',
   'Measured with the handheld probe: drop relative to the morning peak.'),
  ('e0000000-0000-4000-8000-000000000201'::uuid, 'veg', 'feed_ec', 'day', 1.6, 1.9, null,
   'Coco with fast clones; runs above the common range without tip burn.'),
  ('e0000000-0000-4000-8000-000000000201'::uuid, 'veg', 'feed_n', 'day', 140, 190, null, null)
) as t(room, stage, metric, period, lo, hi, basis, note)
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- Lena (Advanced, Hofmann Greenhouse): AgroChemLog with stock bought and used, and a guide.
insert into public.arca_protection_products (id, facility_id, name, registration_number, active_ingredients, product_type,
  formulation, rei_hours, phi_days, unit, manufacturer, supplier, track_stock, created_by, updated_by)
select p.id, 'f0000000-0000-4000-8000-000000000301', p.name, p.reg, p.ai, p.type, p.form, p.rei, p.phi, p.unit, 'Demo Agro',
  'Greenhouse Supply Leamington', true, 'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003'
from (values
  ('a1620000-0000-4000-8000-000000000301'::uuid, 'Bacillus subtilis QST 713', 'Demo PCP 301', 'Bacillus subtilis strain QST 713 1.34 %', 'biological', 'SC', 4, 0, 'mL'),
  ('a1620000-0000-4000-8000-000000000302'::uuid, 'Potassium salts of fatty acids', 'Demo PCP 302', 'Potassium salts of fatty acids 47 %', 'mineral', 'SL', 12, 0, 'mL'),
  ('a1620000-0000-4000-8000-000000000303'::uuid, 'Beauveria bassiana GHA', 'Demo PCP 303', 'Beauveria bassiana strain GHA 10.9 %', 'biological', 'WP', 4, 0, 'g')
) as p(id, name, reg, ai, type, form, rei, phi, unit)
on conflict do nothing;

insert into public.arca_stock_movements (id, facility_id, protection_product_id, kind, quantity, occurred_at, note, lot_number, created_by)
values
  ('a1630000-0000-4000-8000-000000000301', 'f0000000-0000-4000-8000-000000000301', 'a1620000-0000-4000-8000-000000000301',
   'purchase', 9460, date_trunc('day', now()) - interval '45 days' + interval '10 hours', '2.5 gal jug', 'BS-22-118', 'a0000000-0000-4000-8000-000000000003'),
  ('a1630000-0000-4000-8000-000000000302', 'f0000000-0000-4000-8000-000000000301', 'a1620000-0000-4000-8000-000000000302',
   'purchase', 3785, date_trunc('day', now()) - interval '45 days' + interval '10 hours', '1 gal', 'KS-3301', 'a0000000-0000-4000-8000-000000000003'),
  ('a1630000-0000-4000-8000-000000000303', 'f0000000-0000-4000-8000-000000000301', 'a1620000-0000-4000-8000-000000000303',
   'purchase', 1000, date_trunc('day', now()) - interval '45 days' + interval '10 hours', '1 kg bag', 'BB-0771', 'a0000000-0000-4000-8000-000000000003'),
  ('a1630000-0000-4000-8000-000000000304', 'f0000000-0000-4000-8000-000000000301', 'a1620000-0000-4000-8000-000000000302',
   'disposal', -500, date_trunc('day', now()) - interval '12 days' + interval '16 hours',
   'Jug cracked in the cold store; rinsate to the collection drum.', null, 'a0000000-0000-4000-8000-000000000003')
on conflict do nothing;

create temporary table arca16_lena (id uuid, room uuid, d int, product uuid, rate numeric, rate_unit text, amount numeric,
  target text) on commit drop;
insert into arca16_lena
select md5('arca16-lena-' || n)::uuid, room, d, product, rate, unit, amount, target
from (values
  (1, 'e0000000-0000-4000-8000-000000000303'::uuid, 30, 'a1620000-0000-4000-8000-000000000301'::uuid, 8, 'mL/L', 800, 'Botrytis prevention'),
  (2, 'e0000000-0000-4000-8000-000000000304'::uuid, 28, 'a1620000-0000-4000-8000-000000000302'::uuid, 20, 'mL/L', 1200, 'Aphids on the west benches'),
  (3, 'e0000000-0000-4000-8000-000000000302'::uuid, 21, 'a1620000-0000-4000-8000-000000000303'::uuid, 1.25, 'g/L', 150, 'Thrips and whitefly'),
  (4, 'e0000000-0000-4000-8000-000000000303'::uuid, 16, 'a1620000-0000-4000-8000-000000000301'::uuid, 8, 'mL/L', 800, 'Botrytis prevention'),
  (5, 'e0000000-0000-4000-8000-000000000302'::uuid, 7, 'a1620000-0000-4000-8000-000000000303'::uuid, 1.25, 'g/L', 150, 'Thrips and whitefly'),
  (6, 'e0000000-0000-4000-8000-000000000303'::uuid, 2, 'a1620000-0000-4000-8000-000000000301'::uuid, 8, 'mL/L', 800, 'Botrytis prevention')
) as a(n, room, d, product, rate, unit, amount, target);

with e as (
  insert into public.arca_entries (id, facility_id, room_id, kind, occurred_at, created_by, created_at)
  select a.id, 'f0000000-0000-4000-8000-000000000301', a.room, 'application',
    date_trunc('day', now()) - make_interval(days => a.d) + interval '6 hours 30 minutes',
    'a0000000-0000-4000-8000-000000000003', date_trunc('day', now()) - make_interval(days => a.d) + interval '8 hours'
  from arca16_lena a
  on conflict do nothing
  returning id
)
insert into public.arca_application_values (entry_id, items, method, target, crop, area_m2, water_volume_l, applicator,
  applicator_licence, ended_at)
select a.id, jsonb_build_array(jsonb_build_object('product_id', a.product, 'rate', a.rate, 'rate_unit', a.rate_unit, 'amount', a.amount)),
  'foliar_spray', a.target, 'Cannabis', 420, a.amount / a.rate, 'Lena Hofmann', 'ON Grower Licence 44-0193',
  date_trunc('day', now()) - make_interval(days => a.d) + interval '7 hours 45 minutes'
from e join arca16_lena a on a.id = e.id;

-- ---------------------------------------------------------------------------------------------
-- Irrigation guides and a skeleton: steering as AROYA and Growlink describe it (P0 to the first
-- shot, a P1 ramp, P2 maintenance, P3 before lights-off), in rockwool slabs of 10 L per plant.
insert into public.arca_irrigation_guides (id, facility_id, name, stage, intent, substrate, container_volume_l,
  field_capacity_pct, photoperiod_h, steering, notes, source, created_by, updated_by)
select g.id, g.facility, g.name, g.stage, g.intent, g.substrate, g.litres, g.fc, g.hours, g.steering::jsonb, g.notes,
  'AROYA crop steering; Growlink, 4 phases of irrigation', g.owner, g.owner
from (values
  ('a1640000-0000-4000-8000-000000000401'::uuid, 'f0000000-0000-4000-8000-000000000401'::uuid, 'a0000000-0000-4000-8000-000000000004'::uuid,
   'Veg – vegetative steering', 'veg', 'vegetative', 'rockwool-slab', 10.0, 75.0, 18,
   '{"p0_minutes": 30, "p1_shots": 8, "p1_shot_pct": 2, "p1_interval_min": 15, "p2_shots": 8, "p2_shot_pct": 2, "p2_interval_min": 60, "p3_minutes": 120, "dryback_min": 5, "dryback_max": 10, "dryback_basis": "points", "runoff_min": 10, "runoff_max": 20}',
   'Small, frequent shots keep the slab wet: growth goes to leaves and stems.'),
  ('a1640000-0000-4000-8000-000000000402'::uuid, 'f0000000-0000-4000-8000-000000000401'::uuid, 'a0000000-0000-4000-8000-000000000004'::uuid,
   'Flower stretch – generative', 'flower', 'generative', 'rockwool-slab', 10.0, 75.0, 12,
   '{"p0_minutes": 90, "p1_shots": 5, "p1_shot_pct": 4, "p1_interval_min": 20, "p2_shots": 2, "p2_shot_pct": 3, "p2_interval_min": 90, "p3_minutes": 240, "dryback_min": 15, "dryback_max": 25, "dryback_basis": "points", "runoff_min": 0, "runoff_max": 5}',
   'Late first shot and a long P3 for a big overnight dryback: holds the stretch.'),
  ('a1640000-0000-4000-8000-000000000403'::uuid, 'f0000000-0000-4000-8000-000000000401'::uuid, 'a0000000-0000-4000-8000-000000000004'::uuid,
   'Flower bulk – vegetative', 'flower', 'vegetative', 'rockwool-slab', 10.0, 75.0, 12,
   '{"p0_minutes": 45, "p1_shots": 6, "p1_shot_pct": 3, "p1_interval_min": 15, "p2_shots": 6, "p2_shot_pct": 2, "p2_interval_min": 45, "p3_minutes": 120, "dryback_min": 8, "dryback_max": 12, "dryback_basis": "points", "runoff_min": 10, "runoff_max": 20}',
   'Keep the slab full to bulk the flowers.'),
  ('a1640000-0000-4000-8000-000000000301'::uuid, 'f0000000-0000-4000-8000-000000000301'::uuid, 'a0000000-0000-4000-8000-000000000003'::uuid,
   'Greenhouse flower – generative', 'flower', 'generative', 'rockwool-slab', 12.0, 72.0, 12,
   '{"p0_minutes": 60, "p1_shots": 6, "p1_shot_pct": 3, "p1_interval_min": 20, "p2_shots": 3, "p2_shot_pct": 3, "p2_interval_min": 75, "p3_minutes": 180, "dryback_min": 12, "dryback_max": 20, "dryback_basis": "points", "runoff_min": 5, "runoff_max": 15}',
   'Sunny days: add one P2 shot after 1 pm.')
) as g(id, facility, owner, name, stage, intent, substrate, litres, fc, hours, steering, notes)
on conflict do nothing;

insert into public.arca_irrigation_skeletons (id, facility_id, name, description, substrate, container_volume_l,
  field_capacity_pct, created_by, updated_by)
values ('a1650000-0000-4000-8000-000000000401', 'f0000000-0000-4000-8000-000000000401', '9-week flower, rockwool',
  'Two weeks of generative stretch, four of vegetative bulking, two generative weeks to ripen and a dry-down week.',
  'rockwool-slab', 10.0, 75.0, 'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004')
on conflict do nothing;

insert into public.arca_skeleton_phases (id, facility_id, skeleton_id, position, name, stage, intent, duration_days,
  photoperiod_h, steering, guide_id, created_by, updated_by)
select md5('arca16-phase-' || p.position)::uuid, 'f0000000-0000-4000-8000-000000000401',
  'a1650000-0000-4000-8000-000000000401', p.position, p.name, 'flower', p.intent, p.days, 12,
  coalesce((select g.steering from public.arca_irrigation_guides g where g.id = p.guide), p.steering::jsonb), p.guide,
  'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004'
from (values
  (1, 'Stretch', 'generative', 14, 'a1640000-0000-4000-8000-000000000402'::uuid, null::text),
  (2, 'Bulking', 'vegetative', 28, 'a1640000-0000-4000-8000-000000000403'::uuid, null),
  (3, 'Ripening', 'generative', 14, 'a1640000-0000-4000-8000-000000000402'::uuid, null),
  (4, 'Dry-down', 'generative', 7, null,
   '{"p0_minutes": 120, "p1_shots": 3, "p1_shot_pct": 3, "p1_interval_min": 30, "p2_shots": 0, "p2_shot_pct": 2, "p2_interval_min": 120, "p3_minutes": 360, "dryback_min": 25, "dryback_max": 35, "dryback_basis": "points", "runoff_min": 0, "runoff_max": 5}')
) as p(position, name, intent, days, guide, steering)
on conflict (id) do nothing;

-- Applied to Flower 1 three weeks ago, as arca_apply_skeleton would (the seed has no session, so
-- it writes the same rows), with one adjustment: Marcus stretched Bulking by three days.
insert into public.arca_room_plans (id, facility_id, room_id, skeleton_id, name, substrate, container_volume_l,
  field_capacity_pct, starts_on, ends_on, created_by, updated_by)
values ('a1660000-0000-4000-8000-000000000401', 'f0000000-0000-4000-8000-000000000401', 'e0000000-0000-4000-8000-000000000403',
  'a1650000-0000-4000-8000-000000000401', '9-week flower, rockwool – Flower 1', 'rockwool-slab', 10.0, 75.0,
  current_date - 21, current_date - 21 + 66, 'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004')
on conflict (id) do nothing;

insert into public.arca_room_plan_phases (id, facility_id, plan_id, position, name, stage, intent, starts_on, ends_on,
  photoperiod_h, steering, created_by, updated_by)
select md5('arca16-plan-phase-' || ph.position)::uuid, 'f0000000-0000-4000-8000-000000000401',
  'a1660000-0000-4000-8000-000000000401', ph.position, ph.name, ph.stage, ph.intent,
  current_date - 21 + coalesce(sum(ph.duration_days + case ph.position when 2 then 3 else 0 end)
    over (order by ph.position rows between unbounded preceding and 1 preceding), 0)::int,
  current_date - 21 + sum(ph.duration_days + case ph.position when 2 then 3 else 0 end)
    over (order by ph.position rows between unbounded preceding and current row)::int,
  ph.photoperiod_h, ph.steering, 'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000004'
from public.arca_skeleton_phases ph
where ph.skeleton_id = 'a1650000-0000-4000-8000-000000000401'
on conflict (id) do nothing;
