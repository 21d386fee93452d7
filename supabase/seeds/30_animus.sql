-- Animus demo data: the Advanced (advanced@, Lena) and Professional (pro@, Marcus) growers each own a
-- breeding project with 14 plants, their sensory records, project notes and 9 selections, so a
-- newcomer sees Origins and Selections alive. Demo data: runs after 00_accounts.sql (see supabase/seeds).
-- Fixed ids and `on conflict do nothing`, so running it twice changes nothing.
--
-- A selection's growth metrics are taken from its plant's ratings (structure, growth_rate → vigor,
-- yield_estimate → yield, frost_production → frost), its sensory data from the plant's sensory record
-- (null when that record is incomplete), its automatic growth tags and its badges by the rules of
-- src/modules/animus/badges.ts, so the stored data agrees with what the client would compute.

insert into public.breeding_projects (id, user_id, name, description, mother_strain, father_strain, target_traits, created_at)
values
  ('b1000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'Tangie Cookies',
   'Stacking Tangie''s tangerine terpenes onto GSC''s structure and frost. F1s run in winter 2025, F2 hunt in spring 2026, a back-cross to the GSC mother and an S1 of the F1 keeper in summer.',
   'Tangie', 'Girl Scout Cookies',
   array['Loud citrus terpenes', 'Dense, frosty buds', 'Mold resistance', 'Finishes in 8-9 weeks'],
   '2025-11-03 09:00:00+00'),
  ('b1000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004',
   'Purple Diesel',
   'Granddaddy Purple crossed to Sour Diesel for a fuel-forward purple with a compact indica frame. Working towards a stable line for the commercial rooms.',
   'Granddaddy Purple', 'Sour Diesel',
   array['Purple colouration', 'Diesel aroma', 'Compact structure', 'High yield', 'Smooth smoke'],
   '2025-08-18 09:00:00+00')
on conflict (id) do nothing;

insert into public.project_notes (id, project_id, user_id, body, created_at)
values
  ('b2000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'F1 run done: #1 is the clear keeper, #3 threw bananas in week 6 and was culled.', '2026-02-22 18:00:00+00'),
  ('b2000000-0000-4000-8000-000000000002', 'b1000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'F2 popped 10 seeds, kept 6 after sexing. Watch #8 for stretch.', '2026-03-10 18:00:00+00'),
  ('b2000000-0000-4000-8000-000000000003', 'b1000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'BX1 (F2 #5 x GSC mother) looks frostier than any F2. S1 seeds of #1 germinated 9/10.', '2026-08-31 18:00:00+00'),
  ('b2000000-0000-4000-8000-000000000004', 'b1000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004',
   'F1s all lean GDP in structure; fuel comes through on #2 only.', '2025-11-20 18:00:00+00'),
  ('b2000000-0000-4000-8000-000000000005', 'b1000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004',
   'F2 purple expression about 1 in 3. Keep #6 and #7 for the back-cross.', '2026-03-02 18:00:00+00')
on conflict (id) do nothing;

-- Plants: (project, n, generation, status, stage, growth_rate, structure, aroma_intensity, frost,
-- yield, potency, bud_density, height cm, internodal cm, flowering days, branching, leaf size,
-- leaf width, selected_for_final, selection_notes, aroma_profile, notes)
drop table if exists pg_temp.animus_seed_plants;
create temporary table animus_seed_plants (
  project int, n int, generation text, status text, stage text,
  growth_rate int, structure int, aroma_intensity int, frost int, yield int, potency int, bud_density int,
  height numeric, internodal numeric, flowering int, branching int, leaf_size int, leaf_width int,
  final boolean, selection_notes text, aroma_profile text[], notes text
);

insert into animus_seed_plants values
  (1,  1, 'F1',  'Selected', 'Cured',      7, 8, 9,  9, 7, 8, 8, 112.5, 4.5, 63, 7, 5, 6, true,  'Keeper: loud tangerine, heavy frost.', '{citrus,sweet,earthy}', 'Mother kept as clones.'),
  (1,  2, 'F1',  'Active',   'Cured',      8, 6, 6,  6, 8, 6, 6, 140.0, 6.0, 60, 8, 6, 5, false, '', '{citrus,pine}', 'Big yielder, loose tops.'),
  (1,  3, 'F1',  'Culled',   'Harvested',  5, 5, 4,  5, 4, 5, 5,  98.0, 5.5, 70, 5, 5, 5, false, 'Hermie flowers in week 6.', '{earthy}', ''),
  (1,  4, 'F1',  'Active',   'Cured',      7, 7, 8,  7, 6, 7, 7, 120.0, 5.0, 65, 6, 6, 6, false, '', '{citrus,floral,sweet}', ''),
  (1,  5, 'F2',  'Selected', 'Cured',      9, 9, 7,  8, 9, 8, 9, 105.0, 3.5, 58, 8, 7, 7, true,  'Best yield of the F2s; used as BX1 father.', '{sweet,fruity,citrus}', ''),
  (1,  6, 'F2',  'Active',   'Cured',      6, 7, 9,  9, 6, 9, 8,  95.0, 4.0, 66, 6, 5, 5, false, '', '{citrus,diesel}', 'Resin monster, small plant.'),
  (1,  7, 'F2',  'Active',   'Flowering',  7, 6, 7,  7, 7, null, 6, 130.0, 6.5, 63, 7, 6, 6, false, '', '{fruity}', 'Week 5 of flower.'),
  (1,  8, 'F2',  'Culled',   'Harvested',  4, 5, 5,  4, 5, 5, 4, 150.0, 8.0, 72, 4, 7, 4, false, 'Too stretchy, airy buds.', '{earthy,pine}', ''),
  (1,  9, 'F2',  'Active',   'Cured',      8, 8, 8,  8, 7, 8, 8, 110.0, 4.5, 61, 7, 6, 6, false, '', '{citrus,spicy}', ''),
  (1, 10, 'F2',  'Active',   'Vegetation', 8, 7, null, null, null, null, null, 60.0, 4.0, null, 7, 6, 6, false, '', '{}', 'Late germination, re-vegged.'),
  (1, 11, 'BX1', 'Selected', 'Cured',      7, 8, 9, 10, 7, 9, 9, 100.0, 4.0, 63, 6, 5, 5, true,  'Back-cross keeper: GSC frost with the Tangie nose.', '{citrus,sweet,cheese}', ''),
  (1, 12, 'BX1', 'Active',   'Cured',      6, 6, 7,  7, 8, 7, 7, 118.0, 5.0, 64, 7, 6, 6, false, '', '{sweet,earthy}', ''),
  (1, 13, 'S1',  'Active',   'Flowering',  7, 7, 8,  8, 6, null, 7, 108.0, 4.5, 62, 6, 6, 6, false, '', '{citrus}', 'Week 6, smells like #1.'),
  (1, 14, 'S1',  'Active',   'Seedling',   6, null, null, null, null, null, null, 15.0, null, null, null, 3, 3, false, '', '{}', ''),
  (2,  1, 'F1',  'Active',   'Cured',      6, 8, 6,  7, 7, 7, 8,  90.0, 3.0, 56, 6, 8, 8, false, '', '{berry,sweet}', 'Pure GDP look.'),
  (2,  2, 'F1',  'Selected', 'Cured',      8, 7, 9,  8, 8, 8, 8, 125.0, 4.5, 63, 8, 6, 6, true,  'Only F1 with real fuel.', '{diesel,skunk,sweet}', 'Clones in the mother room.'),
  (2,  3, 'F1',  'Culled',   'Harvested',  5, 4, 5,  5, 5, 5, 4, 145.0, 7.5, 70, 5, 5, 4, false, 'Foxtailing under heat.', '{earthy}', ''),
  (2,  4, 'F2',  'Active',   'Cured',      7, 9, 6,  6, 9, 6, 9,  85.0, 2.5, 56, 8, 8, 8, false, '', '{sweet,earthy}', 'Rock-hard, short.'),
  (2,  5, 'F2',  'Active',   'Cured',      9, 6, 8,  7, 8, 7, 6, 150.0, 6.0, 65, 9, 6, 5, false, '', '{diesel,citrus}', ''),
  (2,  6, 'F2',  'Selected', 'Cured',      7, 8, 8,  9, 8, 8, 9,  95.0, 3.5, 58, 7, 8, 7, true,  'Deep purple, fuel and grape.', '{diesel,fruity,sweet}', 'Purple from week 4.'),
  (2,  7, 'F2',  'Selected', 'Cured',      8, 8, 7,  8, 9, 8, 8, 100.0, 4.0, 59, 8, 7, 7, true,  'Yield and colour together.', '{fruity,sweet}', ''),
  (2,  8, 'F2',  'Active',   'Flowering',  6, 7, 6,  6, 6, null, 7,  88.0, 3.5, 60, 6, 7, 7, false, '', '{earthy}', ''),
  (2,  9, 'F2',  'Culled',   'Harvested',  3, 4, 3,  4, 3, 4, 3,  70.0, 3.0, 68, 3, 6, 6, false, 'Weak and slow.', '{}', ''),
  (2, 10, 'BX1', 'Active',   'Cured',      7, 9, 8,  8, 7, 8, 9,  92.0, 3.0, 57, 7, 8, 8, false, '', '{berry,diesel}', ''),
  (2, 11, 'BX1', 'Active',   'Cured',      8, 7, 9,  9, 8, 9, 8, 110.0, 4.0, 60, 8, 7, 6, false, '', '{diesel,skunk}', 'Frostiest plant of the project.'),
  (2, 12, 'BX1', 'Active',   'Vegetation', 7, 8, null, null, null, null, null, 45.0, 3.0, null, 7, 7, 7, false, '', '{}', ''),
  (2, 13, 'S1',  'Active',   'Flowering',  7, 7, 7,  7, 7, null, 7, 105.0, 4.0, 62, 7, 6, 6, false, '', '{diesel}', ''),
  (2, 14, 'S1',  'Active',   'Seedling',   5, null, null, null, null, null, null, 12.0, null, null, null, 4, 4, false, '', '{}', '');

insert into public.phenos (
  id, project_id, user_id, plant_id, phenotype_id, generation, status, notes, growth_stage,
  growth_rate, structure, aroma_intensity, frost_production, yield_estimate, potency_estimate, bud_density,
  height, internodal, flowering_time, branching_density, leaf_size, leaf_width,
  selected_for_final, selection_notes, aroma_profile, created_at
)
select
  ('c1000000-0000-4000-8000-0000000' || p.project || lpad(p.n::text, 4, '0'))::uuid,
  ('b1000000-0000-4000-8000-00000000000' || p.project)::uuid,
  case p.project when 1 then 'a0000000-0000-4000-8000-000000000003'::uuid else 'a0000000-0000-4000-8000-000000000004'::uuid end,
  '#' || p.n,
  case p.project when 1 then 'TC' else 'PD' end || '-' || p.generation || '-' || lpad(p.n::text, 2, '0'),
  p.generation, p.status, p.notes, p.stage,
  p.growth_rate, p.structure, p.aroma_intensity, p.frost, p.yield, p.potency, p.bud_density,
  p.height, p.internodal, p.flowering, p.branching, p.leaf_size, p.leaf_width,
  p.final, p.selection_notes, p.aroma_profile,
  (case p.project when 1 then timestamptz '2025-11-10 09:00:00+00' else timestamptz '2025-08-25 09:00:00+00' end)
    + (p.n || ' days')::interval
from animus_seed_plants p
on conflict (id) do nothing;

-- Sensory records: (project, n, aroma intensity, aroma quality, aroma profile, flavor intensity,
-- flavor quality, flavor profile, harshness, ash). Plants still growing have partial or no ratings
-- (null, or 0 for "not rated").
drop table if exists pg_temp.animus_seed_sensory;
create temporary table animus_seed_sensory (
  project int, n int, ai int, aq int, ap text[], fi int, fq int, fp text[], harsh int, ash text
);

insert into animus_seed_sensory values
  (1,  1, 9, 9, '{citrus,sweet,earthy}', 8, 9, '{citrus,sweet,cream}', 3, 'white'),
  (1,  2, 7, 6, '{citrus,pine}',         6, 6, '{citrus,woody}',       5, 'light-gray'),
  (1,  3, 4, 4, '{earthy}',              4, 3, '{earthy}',             7, 'dark-gray'),
  (1,  4, 8, 8, '{citrus,floral,sweet}', 7, 7, '{citrus,sweet}',       4, 'light-gray'),
  (1,  5, 7, 7, '{sweet,fruity}',        7, 8, '{sweet,berry,fruity}', 2, 'white'),
  (1,  6, 9, 8, '{citrus,diesel}',       8, 7, '{citrus,earthy}',      6, 'medium-gray'),
  (1,  7, 7, 7, '{fruity}',              null, null, '{}',             null, null),
  (1,  8, 5, 4, '{earthy,pine}',         5, 4, '{woody}',              8, 'black'),
  (1,  9, 8, 7, '{citrus,spicy}',        7, 8, '{citrus,spicy}',       3, 'white'),
  (1, 10, null, null, '{}',              null, null, '{}',             null, null),
  (1, 11, 9, 9, '{citrus,sweet,cheese}', 9, 9, '{citrus,cream,sweet}', 2, 'white'),
  (1, 12, 7, 6, '{sweet,earthy}',        6, 6, '{sweet,nutty}',        5, 'light-gray'),
  (1, 13, 8, 8, '{citrus}',              0, 0, '{}',                   0, null),
  (1, 14, null, null, '{}',              null, null, '{}',             null, null),
  (2,  1, 6, 7, '{berry,sweet}',         7, 7, '{berry,sweet}',        4, 'light-gray'),
  (2,  2, 9, 8, '{diesel,skunk,sweet}',  8, 8, '{earthy,spicy}',       4, 'white'),
  (2,  3, 5, 4, '{earthy}',              4, 4, '{earthy,woody}',       8, 'dark-gray'),
  (2,  4, 6, 6, '{sweet,earthy}',        6, 7, '{sweet,nutty}',        3, 'white'),
  (2,  5, 8, 7, '{diesel,citrus}',       7, 6, '{citrus,earthy}',      6, 'medium-gray'),
  (2,  6, 8, 9, '{diesel,fruity,sweet}', 8, 9, '{berry,sweet,fruity}', 2, 'white'),
  (2,  7, 7, 7, '{fruity,sweet}',        7, 7, '{berry,cream}',        5, 'light-gray'),
  (2,  8, 6, 6, '{earthy}',              null, null, '{}',             null, null),
  (2,  9, 3, 3, '{}',                    3, 3, '{woody}',              9, 'black'),
  (2, 10, 8, 8, '{berry,diesel}',        8, 8, '{berry,coffee}',       3, 'white'),
  (2, 11, 9, 8, '{diesel,skunk}',        9, 7, '{earthy,spicy}',       7, 'medium-gray'),
  (2, 12, null, null, '{}',              null, null, '{}',             null, null),
  (2, 13, 7, 6, '{diesel}',              0, 0, '{}',                   0, null),
  (2, 14, null, null, '{}',              null, null, '{}',             null, null);

insert into public.phenos_sensory (
  id, plant_id, user_id, aroma_intensity, aroma_quality, aroma_profile, flavor_intensity, flavor_quality,
  flavor_profile, smoke_harshness, ash_color
)
select
  ('c2000000-0000-4000-8000-0000000' || s.project || lpad(s.n::text, 4, '0'))::uuid,
  ('c1000000-0000-4000-8000-0000000' || s.project || lpad(s.n::text, 4, '0'))::uuid,
  case s.project when 1 then 'a0000000-0000-4000-8000-000000000003'::uuid else 'a0000000-0000-4000-8000-000000000004'::uuid end,
  s.ai, s.aq, s.ap, s.fi, s.fq, s.fp, s.harsh, s.ash
from animus_seed_sensory s
on conflict (id) do nothing;

-- Selections: (project, k, plant n, date, overall, rationale, notes, highlights, tags as
-- 'category:name'). Generation, growth metrics and sensory data come from the plant.
drop table if exists pg_temp.animus_seed_selections;
create temporary table animus_seed_selections (
  project int, k int, n int, selection_date date, overall numeric, rationale text, notes text,
  highlights text[], tags text[]
);

insert into animus_seed_selections values
  (1, 1, 1, '2026-02-14', 9,
   'Strongest tangerine nose of the F1s with GSC bag appeal; frost coats the sugar leaves by week 7.',
   'Cloned x4 for the mother room. Re-run under 900 PPFD to confirm yield.',
   '{"Loud tangerine terps","Heavy trichome coverage","Clean white ash"}',
   '{aroma:citrus,aroma:sweet,appearance:frosty,terpenes:limonene,effects:uplifting}'),
  (1, 2, 2, '2026-02-21', 6.5,
   'Kept as the yield reference for the F1s.',
   'Loose tops; would need a trellis net.',
   '{"Heaviest F1 harvest"}',
   '{aroma:pine,growth:stretchy,effects:energetic}'),
  (1, 3, 4, '2026-02-20', 7.5,
   'Floral citrus with a candy finish; balanced structure.',
   '',
   '{"Floral-citrus bouquet","Even canopy"}',
   '{aroma:floral,aroma:citrus,flavor:sweet,terpenes:linalool}'),
  (1, 4, 5, '2026-05-02', 8.5,
   'Most vigorous and highest yielding F2, fast 58-day finish, smooth berry smoke.',
   'Chosen as the BX1 father. Watch calcium in week 3.',
   '{"58-day finish","Top F2 yield","Berry smoke"}',
   '{flavor:berry,flavor:fruity,growth:early,growth:uniform,effects:relaxing,terpenes:myrcene}'),
  (1, 5, 6, '2026-05-09', 7,
   'Resin monster for hash; compact plant with a citrus-fuel edge.',
   'Wash test: 5.1% fresh frozen return.',
   '{"Hash candidate","Greasy resin"}',
   '{aroma:diesel,appearance:compact,appearance:frosty,terpenes:caryophyllene,other:hash}'),
  (1, 6, 9, '2026-05-16', 8,
   'All-rounder: spicy citrus, sturdy frame, smooth burn.',
   '',
   '{"Spicy citrus","Sturdy branches","Smooth burn"}',
   '{aroma:spicy,flavor:citrus,growth:sturdy,effects:focused}'),
  (1, 7, 7, '2026-06-01', 7,
   'Early pick on aroma alone; sensory to follow after cure.',
   'Re-evaluate after harvest.',
   '{"Tropical fruit in week 5"}',
   '{aroma:fruity,effects:creative}'),
  (1, 8, 11, '2026-08-30', 9.5,
   'The back-cross brought GSC frost back without losing the Tangie nose. Best plant of the project so far.',
   'Self for S1 next run; send a sample for lab testing.',
   '{"Frostiest plant so far","Tangie nose kept","Cream finish","Dense calyxes"}',
   '{aroma:citrus,aroma:cheese,flavor:cream,appearance:frosty,appearance:dense,terpenes:limonene,terpenes:caryophyllene,effects:euphoric}'),
  (1, 9, 12, '2026-09-05', 6,
   'Backup BX1 with a heavier yield and a nutty finish.',
   '',
   '{"Nutty finish"}',
   '{flavor:nutty,growth:bushy}'),
  (2, 1, 2, '2025-12-12', 8,
   'The only F1 carrying Sour Diesel''s fuel, on a compact GDP frame.',
   'Mother kept; use for F2 and as the BX recurrent parent.',
   '{"Real diesel nose","Compact frame"}',
   '{aroma:diesel,aroma:skunk,effects:uplifting,terpenes:caryophyllene}'),
  (2, 2, 1, '2025-12-10', 7,
   'Classic GDP grape and structure; a fallback if the fuel does not stabilise.',
   '',
   '{"Grape candy","Very dense"}',
   '{flavor:berry,appearance:dense,appearance:purple,effects:sleepy}'),
  (2, 3, 4, '2026-03-01', 7.5,
   'Shortest, densest F2 with a smooth sweet smoke.',
   'Good for SCROG; check for bud rot in high humidity.',
   '{"Rock-hard buds","Smooth sweet smoke"}',
   '{appearance:compact,flavor:sweet,growth:short,effects:calm}'),
  (2, 4, 5, '2026-03-03', 6.5,
   'Vigorous sativa-leaning F2 with citrus fuel, for the outdoor test.',
   'Stretches 2.5x; not for the tent.',
   '{"Fastest veg growth"}',
   '{aroma:diesel,aroma:citrus,growth:vigorous,growth:tall,effects:energetic}'),
  (2, 5, 6, '2026-03-05', 9,
   'Deep purple with grape-fuel terps and a clean white ash: the target phenotype.',
   'Used for the BX1. Lab: 24.8% THCA, 2.9% terpenes.',
   '{"Purple from week 4","Grape and fuel","White ash","Lab-tested 24.8% THCA"}',
   '{appearance:purple,aroma:diesel,aroma:fruity,flavor:berry,terpenes:myrcene,effects:relaxing}'),
  (2, 6, 7, '2026-03-06', 8,
   'Yield and colour together; slightly less fuel than #6.',
   '',
   '{"Top F2 yield","Lavender hues"}',
   '{appearance:purple,flavor:cream,growth:uniform}'),
  (2, 7, 10, '2026-06-20', 8.5,
   'Back-cross to #2 locked the structure; berry-coffee flavour is new.',
   'Second run scheduled for September.',
   '{"Textbook structure","Berry-coffee flavour","Smooth"}',
   '{flavor:berry,flavor:coffee,appearance:dense,terpenes:humulene}'),
  (2, 8, 11, '2026-06-22', 8,
   'Frostiest and loudest plant of the project, but a harsh smoke.',
   'Try a longer cure before judging the smoke.',
   '{"Frostiest plant","Loud skunk-fuel"}',
   '{aroma:skunk,appearance:frosty,terpenes:caryophyllene,terpenes:limonene,effects:euphoric}'),
  (2, 9, 13, '2026-07-15', 6,
   'S1 of #2 still in flower; fuel nose is there.',
   'Partial sensory only.',
   '{"Fuel nose in week 6"}',
   '{aroma:diesel,"other:needs re-run"}');

insert into public.selections (
  id, project_id, user_id, pheno_id, plant_id, generation, selection_date, selection_rationale,
  selection_notes, selection_highlights, growth_metrics, tags, sensory_data, created_at
)
select
  ('d1000000-0000-4000-8000-0000000' || s.project || lpad(s.k::text, 4, '0'))::uuid,
  p.project_id, p.user_id, p.id, p.plant_id, p.generation, s.selection_date, s.rationale, s.notes,
  s.highlights,
  jsonb_build_object(
    'structure', p.structure, 'vigor', p.growth_rate, 'yield', p.yield_estimate,
    'frost', p.frost_production, 'overall', s.overall
  ),
  (
    select coalesce(jsonb_agg(jsonb_build_object(
      'id', 'tag-' || regexp_replace(lower(split_part(t.spec, ':', 2)), '\s+', '-', 'g'),
      'name', split_part(t.spec, ':', 2),
      'category', split_part(t.spec, ':', 1)
    ) order by t.ord), '[]'::jsonb)
    from unnest(s.tags) with ordinality as t(spec, ord)
  ),
  case when ps.aroma_quality is not null and ps.flavor_quality is not null and ps.ash_color is not null then
    jsonb_build_object(
      'aroma_intensity', coalesce(ps.aroma_intensity, 0), 'aroma_quality', ps.aroma_quality,
      'aroma_profiles', to_jsonb(ps.aroma_profile),
      'flavor_intensity', coalesce(ps.flavor_intensity, 0), 'flavor_quality', ps.flavor_quality,
      'flavor_profiles', to_jsonb(ps.flavor_profile),
      'smoke_harshness', coalesce(ps.smoke_harshness, 0), 'ash_color', ps.ash_color
    )
  end,
  (s.selection_date + time '17:00') at time zone 'UTC'
from animus_seed_selections s
join public.phenos p on p.id = ('c1000000-0000-4000-8000-0000000' || s.project || lpad(s.n::text, 4, '0'))::uuid
left join public.phenos_sensory ps on ps.plant_id = p.id
on conflict (id) do nothing;

-- Automatic growth tags (badges.ts applyGrowthTags: vigor, structure, yield, frost >= 7, unless a tag
-- of that name is already there), then the badges (badges.ts BADGE_DEFINITIONS and rules).
update public.selections s
set tags = x.tags
from (
  select s.id,
  s.tags || coalesce((
    select jsonb_agg(g.tag order by g.ord)
    from (values
      (1, 'vigor', '{"id": "auto-growth-vigor", "name": "vigorous", "category": "growth"}'::jsonb),
      (2, 'structure', '{"id": "auto-growth-structure", "name": "sturdy", "category": "growth"}'::jsonb),
      (3, 'yield', '{"id": "auto-growth-yield", "name": "high yield", "category": "growth"}'::jsonb),
      (4, 'frost', '{"id": "auto-growth-frost", "name": "frosty", "category": "growth"}'::jsonb)
    ) as g(ord, metric, tag)
    where (s.growth_metrics ->> g.metric)::numeric >= 7
      and not exists (
        select 1 from jsonb_array_elements(s.tags) t where lower(t ->> 'name') = lower(g.tag ->> 'name')
      )
  ), '[]'::jsonb) as tags
  from public.selections s
  where s.id::text like 'd1000000-0000-4000-8000-%'
    and not exists (select 1 from jsonb_array_elements(s.tags) t where t ->> 'id' like 'auto-growth-%')
) as x
-- Only rows that change, so a second run leaves updated_at alone.
where s.id = x.id and s.tags is distinct from x.tags;

update public.selections s
set badges = x.badges
from (
  select s.id,
  coalesce((
    select jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'description', b.description, 'color', b.color)
                     order by b.ord)
    from (values
      (1, 'top-producer', 'Top Producer', 'Yield rated 8 or higher', 'green',
       (s.growth_metrics ->> 'yield')::numeric >= 8),
      (2, 'frost-monster', 'Frost Monster', 'Frost rated 8 or higher', 'cyan',
       (s.growth_metrics ->> 'frost')::numeric >= 8),
      (3, 'structure-champion', 'Structure Champion', 'Structure rated 8 or higher', 'emerald',
       (s.growth_metrics ->> 'structure')::numeric >= 8),
      (4, 'aroma-star', 'Aroma Star', 'Aroma quality rated 8 or higher', 'purple',
       coalesce((s.sensory_data ->> 'aroma_quality')::numeric, 0) >= 8),
      (5, 'smooth-smoke', 'Smooth Smoke', 'Smoke harshness rated 3 or lower', 'sky',
       coalesce((s.sensory_data ->> 'smoke_harshness')::numeric, 0) between 0.0001 and 3),
      (6, 'flavor-profile', 'Flavor Profile', 'Flavor quality rated 8 or higher', 'orange',
       coalesce((s.sensory_data ->> 'flavor_quality')::numeric, 0) >= 8),
      (7, 'breeding-potential', 'Breeding Potential', 'Overall rating of 8 or higher', 'amber',
       (s.growth_metrics ->> 'overall')::numeric >= 8)
    ) as b(ord, id, name, description, color, earned)
    where b.earned
  ), '[]'::jsonb) as badges
  from public.selections s
  where s.id::text like 'd1000000-0000-4000-8000-%'
) as x
-- Only rows that change, so a second run leaves updated_at alone.
where s.id = x.id and s.badges is distinct from x.badges;

drop table pg_temp.animus_seed_plants, pg_temp.animus_seed_sensory, pg_temp.animus_seed_selections;
