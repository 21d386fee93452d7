-- Animus library demo data: 38 cultivars across three growers (Lena advanced@, Marcus pro@, Dana
-- consultant@) with lab results (so chemotypes I–V all appear), seed lots and germination tests,
-- lineage claims (two contested, one that the chemotypes contradict), community tags with votes
-- (confirmed, proposed, disputed in the moderation queue, one removed by the moderator), some
-- cultivars published to the public archive; crosses for both breeding projects of
-- 30_animus.sql and a third, CBD project of Lena's whose F1 and F2 show the chemotype
-- segregation check (one F1 plant the parents cannot give, an F2 close to 1 : 2 : 1); the
-- projects' trait picks and observations taken from the plants' recorded ratings, and one of
-- Lena's own traits whose scale changed from 1–5 to 1–9 with data on both versions.
-- Runs after 30_animus.sql. Fixed ids and `on conflict do nothing`, so running it twice changes
-- nothing. No COA files or photos: storage holds files outside the database, so seeded lab
-- results carry no COA and no chemistry tag (which needs one) is seeded.

-- Growers: Lena …03, Marcus …04, Dana …05; admin …07 and moderator …08 also vote.
drop table if exists pg_temp.animus_seed_cultivars;
create temporary table animus_seed_cultivars (
  n int, owner int, name text, synonyms text[], breeder text, origin text, accession_type text, sex text,
  acquired date, declared text, notes text, shared boolean, published boolean, fields text[]
);

insert into animus_seed_cultivars values
  -- Lena: the Tangie Cookies project's parents and keepers, the CBD line.
  ( 1, 3, 'Tangie', '{"Tangie #1"}', 'DNA Genetics', 'California, 2010s (a Tangerine Dream revival)', 'clone', 'female',
    '2024-03-02', null, 'Clone from a Barcelona club cut; reversed with STS for the CBD line.', true, true,
    '{breeder,origin,chemotype,lab_results,terpenes,lineage,tags}'),
  ( 2, 3, 'Girl Scout Cookies', '{GSC,"Cookies"}', 'Cookie Fam', 'San Francisco Bay Area, late 2000s', 'clone', 'female',
    '2024-03-02', null, 'Thin Mint cut. Mother of the BX1.', true, true, '{breeder,origin,chemotype,terpenes,lineage,tags}'),
  ( 3, 3, 'OG Kush', '{"Original Gangster"}', 'Unknown (Florida)', 'Florida / Southern California, 1990s', 'clone', 'female',
    '2023-11-10', null, '', true, false, '{}'),
  ( 4, 3, 'Durban Poison', '{}', 'Landrace selection', 'Durban, South Africa; brought to the US in the 1970s', 'seed_lot', 'unknown',
    '2023-11-10', null, 'Seeds from a preservation project.', true, false, '{}'),
  ( 5, 3, 'F1 Durban', '{}', 'Unknown', 'Grower lore: a Durban Poison hybrid', 'clone', 'female',
    '2024-01-15', 'I', 'Kept because the Cookies lineage is argued about.', true, false, '{}'),
  ( 6, 3, 'California Orange', '{"Cali Orange"}', 'Unknown', 'California, 1980s', 'seed_lot', 'unknown',
    '2023-06-01', 'I', '', true, false, '{}'),
  ( 7, 3, 'Skunk #1', '{"Skunk 1"}', 'Sacred Seeds', 'California, 1970s (Afghani × Acapulco Gold × Colombian Gold)', 'seed_lot', 'unknown',
    '2023-06-01', null, '', true, false, '{}'),
  ( 8, 3, 'Tangie Cookies F1 #1', '{"TC-F1-01"}', 'Own breeding (Tangie Cookies)', 'Own F1 hunt, winter 2025', 'clone', 'female',
    '2025-09-20', null, 'The F1 keeper: mother room, clone x4.', false, false, '{}'),
  ( 9, 3, 'Tangie Cookies F1 #4 (male)', '{}', 'Own breeding (Tangie Cookies)', 'Own F1 hunt, winter 2025', 'clone', 'male',
    '2025-09-20', 'I', 'Pollen donor for the F2.', false, false, '{}'),
  (10, 3, 'Tangie Cookies F2 #5', '{"TC-F2-05"}', 'Own breeding (Tangie Cookies)', 'Own F2 hunt, spring 2026', 'clone', 'male',
    '2026-03-15', 'I', 'Father of the BX1.', false, false, '{}'),
  (11, 3, 'Tangie Cookies F1', '{}', 'Own breeding (Tangie Cookies)', 'Seeds of cross TC-F1', 'seed_lot', 'unknown',
    '2025-07-30', null, 'F1 seeds, regular.', false, false, '{}'),
  (12, 3, 'Tangie Cookies BX1', '{}', 'Own breeding (Tangie Cookies)', 'Seeds of cross TC-BX1', 'seed_lot', 'unknown',
    '2026-05-28', null, 'BX1 seeds, regular.', false, false, '{}'),
  (13, 3, 'ACDC', '{"AC/DC"}', 'Resin Seeds (Cannatonic phenotype)', 'Spain, 2010s', 'clone', 'female',
    '2024-05-12', null, 'CBD mother of the Tangie CBD line.', true, true,
    '{synonyms,breeder,origin,accession_type,sex,chemotype,lab_results,terpenes,lineage,notes,tags}'),
  (14, 3, 'Cannatonic', '{}', 'Resin Seeds', 'Spain, 2008 (MK Ultra × G13 Haze, by the breeder)', 'seed_lot', 'unknown',
    '2024-05-12', null, '', true, false, '{}'),
  (15, 3, 'Harlequin', '{}', 'Unknown', 'Colombian Gold, Thai and a Swiss landrace (three-way)', 'clone', 'female',
    '2024-05-12', null, '', true, true, '{origin,chemotype,lab_results,lineage,tags}'),
  (16, 3, 'Tangie CBD F1', '{}', 'Own breeding (Tangie CBD)', 'Seeds of cross TCBD-F1', 'seed_lot', 'unknown',
    '2025-10-05', null, 'Pooled F1 sample sent to the lab.', false, false, '{}'),
  (17, 3, 'Tangie CBD F1 #3', '{}', 'Own breeding (Tangie CBD)', 'Own F1 hunt', 'clone', 'female',
    '2026-01-10', null, '', false, false, '{}'),
  (18, 3, 'Tangie CBD F1 #6 (male)', '{}', 'Own breeding (Tangie CBD)', 'Own F1 hunt', 'clone', 'male',
    '2026-01-10', 'II', '', false, false, '{}'),
  -- Marcus: the Purple Diesel project and the classics around it.
  (19, 4, 'Granddaddy Purple', '{GDP,"Granddaddy Purp"}', 'Ken Estes', 'Bay Area, California, 2003', 'clone', 'female',
    '2023-09-01', null, 'Mother of the Purple Diesel F1.', true, true, '{synonyms,breeder,origin,chemotype,terpenes,lineage,tags}'),
  (20, 4, 'Sour Diesel', '{"Sour D","East Coast Sour Diesel"}', 'Unknown (East Coast)', 'New York, early 1990s', 'clone', 'female',
    '2023-09-01', null, '', true, true, '{synonyms,chemotype,lineage,tags}'),
  (21, 4, 'Chemdawg', '{"Chemdog","Chem 91"}', 'Chemdog', 'Colorado, 1991 (Grateful Dead show seeds)', 'clone', 'female',
    '2023-09-01', null, '', true, false, '{}'),
  (22, 4, 'Super Skunk', '{}', 'Sensi Seeds', 'Netherlands, 1990 (Skunk #1 × Afghani)', 'seed_lot', 'unknown',
    '2023-09-01', 'I', '', true, false, '{}'),
  (23, 4, 'Northern Lights', '{NL}', 'Sensi Seeds', 'Pacific Northwest, 1980s', 'seed_lot', 'unknown',
    '2023-09-01', 'I', '', true, false, '{}'),
  (24, 4, 'Blue Dream', '{}', 'Humboldt Seed Organization', 'Santa Cruz, California, 2000s', 'clone', 'female',
    '2024-02-14', null, '', true, false, '{}'),
  (25, 4, 'Blueberry', '{DJ Short Blueberry}', 'DJ Short', 'Pacific Northwest, 1970s', 'seed_lot', 'unknown',
    '2024-02-14', 'I', '', true, false, '{}'),
  (26, 4, 'Haze', '{"Original Haze"}', 'Haze Brothers', 'Santa Cruz, California, 1970s', 'seed_lot', 'unknown',
    '2024-02-14', 'I', '', true, false, '{}'),
  (27, 4, 'Purple Diesel F1 #2', '{"PD-F1-02"}', 'Own breeding (Purple Diesel)', 'Own F1 hunt, autumn 2025', 'clone', 'female',
    '2025-11-20', null, 'The only F1 with real fuel.', false, false, '{}'),
  (28, 4, 'Purple Diesel F1 #1 (male)', '{}', 'Own breeding (Purple Diesel)', 'Own F1 hunt, autumn 2025', 'clone', 'male',
    '2025-11-20', 'I', '', false, false, '{}'),
  (29, 4, 'Purple Diesel F2 #6', '{"PD-F2-06"}', 'Own breeding (Purple Diesel)', 'Own F2 hunt, spring 2026', 'clone', 'male',
    '2026-03-02', 'I', 'Deep purple; pollen for the BX1.', false, false, '{}'),
  (30, 4, 'Purple Diesel BX1', '{}', 'Own breeding (Purple Diesel)', 'Seeds of cross PD-BX1', 'seed_lot', 'unknown',
    '2026-06-10', null, '', false, false, '{}'),
  -- Dana: landraces, hemp and a second Blue Dream (same name, another source).
  (31, 5, 'Blue Dream', '{"Santa Cruz Blue Dream"}', 'Santa Cruz clone-only', 'Santa Cruz, California', 'clone', 'female',
    '2024-08-08', null, 'Not the Humboldt seed line: a clone-only cut.', true, false, '{}'),
  (32, 5, 'Charlotte''s Web', '{}', 'Stanley Brothers', 'Colorado, 2011', 'clone', 'female',
    '2024-08-08', null, 'High-CBD hemp for tincture clients.', true, true, '{breeder,origin,chemotype,lab_results,terpenes,tags}'),
  (33, 5, 'Santhica 27', '{}', 'FNPC (France)', 'France, registered hemp variety', 'seed_lot', 'unknown',
    '2024-08-08', null, 'CBG-dominant hemp.', true, true, '{breeder,origin,accession_type,chemotype,lab_results,notes}'),
  (34, 5, 'USO 31', '{}', 'Ukrainian hemp institute', 'Ukraine, fibre hemp', 'seed_lot', 'unknown',
    '2024-08-08', null, 'Near cannabinoid-free fibre hemp.', true, false, '{}'),
  (35, 5, 'Afghani', '{"Afghani #1"}', 'Landrace', 'Hindu Kush, Afghanistan', 'seed_lot', 'unknown',
    '2023-04-20', 'I', '', true, false, '{}'),
  (36, 5, 'Thai', '{"Thai stick"}', 'Landrace', 'Northeast Thailand', 'seed_lot', 'unknown',
    '2023-04-20', 'I', '', true, false, '{}'),
  (37, 5, 'Colombian Gold', '{"Santa Marta Gold"}', 'Landrace', 'Sierra Nevada de Santa Marta, Colombia', 'seed_lot', 'unknown',
    '2023-04-20', 'I', '', true, false, '{}'),
  (38, 5, 'Swiss landrace', '{}', 'Landrace', 'Switzerland', 'seed_lot', 'unknown',
    '2023-04-20', 'II', 'Source of the CBD allele in Harlequin.', true, false, '{}');

insert into public.animus_cultivars (
  id, user_id, name, synonyms, breeder, origin, accession_type, sex, acquisition_date, declared_chemotype, notes,
  shared, published, published_fields, created_at
)
select ('a1000000-0000-4000-8000-' || lpad(c.n::text, 12, '0'))::uuid,
  ('a0000000-0000-4000-8000-' || lpad(c.owner::text, 12, '0'))::uuid,
  c.name, c.synonyms, c.breeder, c.origin, c.accession_type, c.sex, c.acquired, c.declared, c.notes,
  c.shared, c.published, c.fields, c.acquired::timestamp + interval '10 hours'
from animus_seed_cultivars c
on conflict (id) do nothing;

-- Lab results: (n, cultivar, lab, tested on, Δ9-THC, THCA, CBD, CBDA, CBG, CBGA, terpenes % w/w).
insert into public.animus_lab_results (
  id, cultivar_id, user_id, lab_name, sample_code, tested_on, thc, thca, cbd, cbda, cbg, cbga, terpenes
)
select ('a2000000-0000-4000-8000-' || lpad(l.n::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-' || lpad(l.cultivar::text, 12, '0'))::uuid,
  c.user_id, l.lab, 'S-' || (2400 + l.n), l.tested, l.thc, l.thca, l.cbd, l.cbda, l.cbg, l.cbga, l.terpenes::jsonb
from (values
  ( 1,  1, 'SC Labs',          date '2024-04-10', 0.62, 21.40, 0.02, 0.05, 0.11, 0.92, '{"limonene":0.94,"myrcene":0.61,"caryophyllene":0.32,"linalool":0.12}'),
  ( 2,  2, 'SC Labs',          date '2024-04-10', 0.81, 24.10, 0.00, 0.06, 0.20, 1.12, '{"caryophyllene":0.71,"limonene":0.42,"humulene":0.25,"linalool":0.18}'),
  ( 3,  3, 'Steep Hill',       date '2023-12-05', 0.55, 22.80, 0.00, 0.04, 0.09, 0.71, '{"myrcene":0.58,"limonene":0.49,"caryophyllene":0.41}'),
  ( 4,  4, 'Steep Hill',       date '2023-12-05', 0.31, 17.90, 0.01, 0.08, 0.05, 0.44, '{"terpinolene":0.83,"ocimene":0.31,"myrcene":0.22}'),
  ( 5,  7, 'Steep Hill',       date '2023-07-01', 0.40, 16.20, 0.02, 0.11, 0.06, 0.50, '{"myrcene":0.66,"caryophyllene":0.21,"pinene":0.19}'),
  ( 6,  8, 'SC Labs',          date '2026-02-20', 0.73, 25.60, 0.00, 0.05, 0.18, 1.05, '{"limonene":1.02,"caryophyllene":0.55,"myrcene":0.38}'),
  ( 7, 11, 'SC Labs',          date '2025-09-01', 0.60, 20.20, 0.01, 0.07, 0.12, 0.80, '{"limonene":0.71,"caryophyllene":0.48}'),
  ( 8, 13, 'CannaSafe',        date '2024-06-01', 0.38, 0.92, 0.84, 14.90, 0.10, 0.60, '{"myrcene":0.52,"pinene":0.31,"caryophyllene":0.22}'),
  ( 9, 14, 'CannaSafe',        date '2024-06-01', 0.30, 6.10, 0.40, 8.20, 0.08, 0.40, '{"myrcene":0.44,"pinene":0.26}'),
  (10, 15, 'CannaSafe',        date '2024-06-01', 0.22, 4.60, 0.35, 11.10, 0.05, 0.30, '{"myrcene":0.61,"pinene":0.35,"caryophyllene":0.18}'),
  (11, 16, 'CannaSafe',        date '2025-11-12', 0.36, 8.40, 0.41, 9.90, 0.09, 0.52, '{"limonene":0.55,"myrcene":0.49}'),
  (12, 17, 'CannaSafe',        date '2026-02-01', 0.31, 7.70, 0.52, 11.30, 0.07, 0.47, '{"limonene":0.68,"myrcene":0.41,"pinene":0.12}'),
  (13, 19, 'Anresco',          date '2023-10-02', 0.70, 20.30, 0.00, 0.07, 0.09, 0.66, '{"myrcene":1.12,"caryophyllene":0.33,"pinene":0.21,"linalool":0.16}'),
  (14, 20, 'Anresco',          date '2023-10-02', 0.92, 22.40, 0.01, 0.04, 0.14, 0.88, '{"caryophyllene":0.52,"limonene":0.44,"myrcene":0.41}'),
  (15, 21, 'Anresco',          date '2023-10-02', 0.88, 23.70, 0.00, 0.05, 0.12, 0.79, '{"caryophyllene":0.62,"myrcene":0.47,"limonene":0.31}'),
  (16, 24, 'Anresco',          date '2024-03-20', 0.51, 19.80, 0.03, 0.12, 0.08, 0.58, '{"myrcene":0.93,"pinene":0.42,"caryophyllene":0.22}'),
  (17, 27, 'Anresco',          date '2026-02-15', 0.66, 23.10, 0.00, 0.06, 0.15, 0.91, '{"caryophyllene":0.58,"myrcene":0.55,"limonene":0.36}'),
  (18, 31, 'Pacific Lab',      date '2024-09-15', 0.47, 18.20, 0.02, 0.09, 0.07, 0.49, '{"myrcene":0.77,"pinene":0.29,"terpinolene":0.15}'),
  (19, 32, 'Pacific Lab',      date '2024-09-15', 0.11, 0.35, 0.52, 11.20, 0.06, 0.35, '{"myrcene":0.39,"caryophyllene":0.28,"bisabolol":0.14}'),
  (20, 33, 'FNPC',             date '2024-09-20', 0.01, 0.02, 0.02, 0.05, 0.21, 1.90, '{"myrcene":0.12,"caryophyllene":0.09}'),
  (21, 34, 'Pacific Lab',      date '2024-09-20', 0.02, 0.03, 0.05, 0.30, 0.01, 0.02, '{"caryophyllene":0.06}'),
  -- A second, later test of the Tangie cut: the chemotype follows the latest result.
  (22,  1, 'Anresco',          date '2025-05-18', 0.58, 22.90, 0.02, 0.04, 0.10, 0.85, '{"limonene":1.08,"myrcene":0.57,"caryophyllene":0.35,"linalool":0.10}')
) as l(n, cultivar, lab, tested, thc, thca, cbd, cbda, cbg, cbga, terpenes)
join public.animus_cultivars c on c.id = ('a1000000-0000-4000-8000-' || lpad(l.cultivar::text, 12, '0'))::uuid
on conflict (id) do nothing;

-- Seed lots and germination tests.
insert into public.animus_seed_lots (id, cultivar_id, user_id, lot_code, amount, unit, storage_location, produced_on, notes)
select ('a3000000-0000-4000-8000-' || lpad(s.n::text, 12, '0'))::uuid,
  c.id, c.user_id, s.code, s.amount, s.unit, s.location, s.produced, s.notes
from (values
  (1, 11, 'TC-F1',   30,  'seeds', 'Fridge A, box 2',          date '2025-07-30', '42 harvested, 12 popped for the F1 hunt.'),
  (2, 12, 'TC-BX1',  60,  'seeds', 'Fridge A, box 2',          date '2026-05-28', ''),
  (3, 16, 'TCBD-F1', 24,  'seeds', 'Fridge A, box 3',          date '2025-10-05', ''),
  (4,  4, 'DP-2023', 2,   'packets', 'Seed vault, drawer 1',   date '2023-06-01', 'Two sealed packets of 10.'),
  (5, 30, 'PD-BX1',  35,  'seeds', 'Mother room fridge',       date '2026-06-10', ''),
  (6, 25, 'BB-DJS',  1.5, 'g', 'Seed vault',                    date '2022-10-01', 'Roughly 75 seeds.'),
  (7, 35, 'AFG-LR',  25,  'seeds', 'Cold store, shelf 4',      date '2022-11-15', ''),
  (8, 36, 'THAI-LR', 18,  'seeds', 'Cold store, shelf 4',      date '2022-11-15', 'Old stock: test before use.'),
  (9, 37, 'CG-LR',   40,  'seeds', 'Cold store, shelf 4',      date '2023-01-20', '')
) as s(n, cultivar, code, amount, unit, location, produced, notes)
join public.animus_cultivars c on c.id = ('a1000000-0000-4000-8000-' || lpad(s.cultivar::text, 12, '0'))::uuid
on conflict (id) do nothing;

insert into public.animus_germination_tests (id, seed_lot_id, user_id, tested_on, seeds_sown, seeds_germinated, days, notes)
select ('a4000000-0000-4000-8000-' || lpad(g.n::text, 12, '0'))::uuid,
  s.id, s.user_id, g.tested, g.sown, g.germinated, g.days, g.notes
from (values
  (1, 1, date '2025-08-15', 12, 11, 4, 'Paper towel, 26 °C.'),
  (2, 3, date '2025-10-20', 10, 10, 3, ''),
  (3, 4, date '2024-01-10', 10,  8, 5, ''),
  (4, 5, date '2026-06-25', 10,  9, 4, ''),
  (5, 8, date '2024-02-01', 10,  4, 7, 'Low vigour; use soon or regrow.'),
  (6, 8, date '2026-02-01', 10,  2, 7, 'Still falling: regrow this lot.'),
  (7, 7, date '2024-02-01', 10,  9, 4, '')
) as g(n, lot, tested, sown, germinated, days, notes)
join public.animus_seed_lots s on s.id = ('a3000000-0000-4000-8000-' || lpad(g.lot::text, 12, '0'))::uuid
on conflict (id) do nothing;

-- Lineage claims: (n, child, mother, father, evidence, source, claimant).
insert into public.animus_lineage_claims (id, child_id, mother_id, father_id, evidence, source, user_id, created_at)
select ('a6000000-0000-4000-8000-' || lpad(l.n::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-' || lpad(l.child::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-' || lpad(l.mother::text, 12, '0'))::uuid,
  case when l.father is not null then ('a1000000-0000-4000-8000-' || lpad(l.father::text, 12, '0'))::uuid end,
  l.evidence, l.source, ('a0000000-0000-4000-8000-' || lpad(l.claimant::text, 12, '0'))::uuid,
  timestamp '2026-01-01 10:00' + (l.n || ' hours')::interval
from (values
  ( 1,  1,  6,  7,    'breeder_statement', 'DNA Genetics strain sheet', 3),
  ( 2,  2,  3,  4,    'breeder_statement', 'Cookie Fam interview, 2012', 3),
  -- The Cookies debate: another grower's version.
  ( 3,  2,  3,  5,    'grower_claim', 'Forum thread: "it was an F1 Durban, not the landrace"', 4),
  ( 4,  8,  1,  2,    'breeder_statement', 'Own cross TC-F1', 3),
  ( 5,  9,  1,  2,    'breeder_statement', 'Own cross TC-F1', 3),
  ( 6, 10,  8,  9,    'breeder_statement', 'Own cross TC-F2', 3),
  ( 7, 24, 25, 26,    'breeder_statement', 'Humboldt Seed Organization catalogue', 4),
  ( 8, 31, 25, 26,    'grower_claim', 'Santa Cruz clone lore', 5),
  -- Sour Diesel: two versions.
  ( 9, 20, 21, 22,    'grower_claim', 'High Times, 2010', 4),
  (10, 20, 21, 23,    'grower_claim', 'A Chemdog family friend, on a podcast', 5),
  (11, 27, 19, 20,    'breeder_statement', 'Own cross PD-F1', 4),
  (12, 28, 19, 20,    'breeder_statement', 'Own cross PD-F1', 4),
  (13, 29, 27, 28,    'breeder_statement', 'Own cross PD-F2', 4),
  (14, 13, 14, 14,    'grower_claim', 'Resin Seeds: ACDC is a Cannatonic phenotype', 3),
  -- Harlequin: two type I landraces cannot give a type II, which the check flags.
  (15, 15, 37, 36,    'grower_claim', 'Seed bank description', 5),
  (16, 15, 38, 37,    'breeder_statement', 'Original breeder, via a seed bank archive', 3),
  (17, 17, 13,  1,    'breeder_statement', 'Own cross TCBD-F1', 3),
  (18, 18, 13,  1,    'breeder_statement', 'Own cross TCBD-F1', 3),
  (19, 16, 13,  1,    'chemotype_consistent', 'Type III × type I gives type II: the pooled F1 sample is type II', 3),
  (20, 22,  7, 35,    'breeder_statement', 'Sensi Seeds catalogue', 4),
  (21,  7, 35, 37,    'grower_claim', 'Sacred Seeds lore (part of the mix)', 5)
) as l(n, child, mother, father, evidence, source, claimant)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- A third project of Lena's: a CBD line from ACDC × Tangie, for the chemotype segregation check.
insert into public.breeding_projects (id, user_id, name, description, mother_strain, father_strain, target_traits, created_at)
values
  ('b1000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
   'Tangie CBD',
   'ACDC crossed to reversed Tangie pollen for a balanced, citrus-forward type II. The F1s should all be type II; the F2 should split about 1 : 2 : 1 into types I, II and III.',
   'ACDC', 'Tangie', array['Type II (balanced THC:CBD)', 'Tangie terpenes', 'Compact structure'],
   '2025-06-20 09:00:00+00')
on conflict (id) do nothing;

-- Crosses: (n, project, code, type, generation, mother, father, pollinated, made by, seeds, offspring).
insert into public.animus_crosses (
  id, project_id, user_id, code, cross_type, generation, mother_id, father_id, pollination_date, made_by,
  seeds_harvested, offspring_id, notes, created_at
)
select ('a5000000-0000-4000-8000-' || lpad(x.n::text, 12, '0'))::uuid,
  ('b1000000-0000-4000-8000-' || lpad(x.project::text, 12, '0'))::uuid,
  bp.user_id, x.code, x.type, x.generation,
  ('a1000000-0000-4000-8000-' || lpad(x.mother::text, 12, '0'))::uuid,
  case when x.father is not null then ('a1000000-0000-4000-8000-' || lpad(x.father::text, 12, '0'))::uuid end,
  x.pollinated, x.made_by, x.seeds,
  case when x.offspring is not null then ('a1000000-0000-4000-8000-' || lpad(x.offspring::text, 12, '0'))::uuid end,
  x.notes, x.pollinated::timestamp + interval '18 hours'
from (values
  (1, 1, 'TC-F1',   'F1',  'F1',  1,  2,  date '2025-06-14', 'Lena Hofmann', 42,  11,   'Tangie reversed with STS onto the GSC cut.'),
  (2, 1, 'TC-F2',   'F2',  'F2',  8,  9,  date '2025-12-20', 'Lena Hofmann', 120, null, 'Keeper #1 × male #4.'),
  (3, 1, 'TC-BX1',  'BX1', 'BX1', 2,  10, date '2026-04-10', 'Jonas (head grower)', 85, 12, 'F2 #5 pollen back onto the GSC mother.'),
  (4, 1, 'TC-S1',   'S1',  'S1',  8,  8,  date '2026-04-12', 'Lena Hofmann', 64,  null, 'F1 #1 selfed with STS.'),
  (5, 2, 'PD-F1',   'F1',  'F1',  19, 20, date '2025-05-02', 'Marcus Oyelaran', 55, null, ''),
  (6, 2, 'PD-F2',   'F2',  'F2',  27, 28, date '2025-11-28', 'Marcus Oyelaran', 90, null, ''),
  (7, 2, 'PD-BX1',  'BX1', 'BX1', 19, 29, date '2026-04-20', 'Marcus Oyelaran', 35, 30,   'F2 #6 pollen onto the GDP mother.'),
  (8, 2, 'PD-S1',   'S1',  'S1',  27, 27, date '2026-04-22', 'Marcus Oyelaran', 40, null, ''),
  (9, 3, 'TCBD-F1', 'F1',  'F1',  13, 1,  date '2025-07-01', 'Lena Hofmann', 36,  16,   'Reversed Tangie pollen on ACDC.'),
  (10, 3, 'TCBD-F2', 'F2', 'F2',  17, 18, date '2026-01-25', 'Lena Hofmann', 150, null, 'F1 #3 × male #6, both type II.')
) as x(n, project, code, type, generation, mother, father, pollinated, made_by, seeds, offspring, notes)
join public.breeding_projects bp on bp.id = ('b1000000-0000-4000-8000-' || lpad(x.project::text, 12, '0'))::uuid
on conflict (id) do nothing;

-- The cross claims of the offspring seed lots, as animus_record_cross makes them.
insert into public.animus_lineage_claims (id, child_id, mother_id, father_id, evidence, source, user_id, cross_id, created_at)
select ('a6000000-0000-4000-8000-0000000001' || lpad(k.n::text, 2, '0'))::uuid,
  x.offspring_id, x.mother_id, x.father_id, 'breeder_statement',
  'Cross ' || x.code || ' in ' || bp.name, x.user_id, x.id, x.created_at
from public.animus_crosses x
join public.breeding_projects bp on bp.id = x.project_id
cross join lateral (select right(x.id::text, 2)::int as n) k
where x.id::text like 'a5000000-0000-4000-8000-%' and x.offspring_id is not null
on conflict (id) do nothing;

-- The existing projects' plants come from these crosses; all type I where tested.
update public.phenos p
set cross_id = ('a5000000-0000-4000-8000-' || lpad(x.cross_n::text, 12, '0'))::uuid,
    chemotype = case when p.growth_stage in ('Harvested', 'Cured') then 'I' end
from (values
  (1, 'F1', 1), (1, 'F2', 2), (1, 'BX1', 3), (1, 'S1', 4),
  (2, 'F1', 5), (2, 'F2', 6), (2, 'BX1', 7), (2, 'S1', 8)
) as x(project, generation, cross_n)
where p.project_id = ('b1000000-0000-4000-8000-' || lpad(x.project::text, 12, '0'))::uuid
  and p.generation = x.generation
  and p.id::text like 'c1000000-0000-4000-8000-%'
  and p.cross_id is null;

-- Tangie CBD plants: 10 F1s (nine type II and one type I, which ACDC × Tangie cannot give: a stray
-- pollen grain or a mislabelled pot) and 24 F2s (5 I, 13 II, 6 III against 6 : 12 : 6 expected).
insert into public.phenos (
  id, project_id, user_id, plant_id, generation, status, growth_stage, growth_rate, structure, aroma_intensity,
  height, flowering_time, cross_id, chemotype, notes, created_at
)
select ('c1000000-0000-4000-8000-00000003' || lpad(g.n::text, 4, '0'))::uuid,
  'b1000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003',
  '#' || g.n, case when g.n <= 10 then 'F1' else 'F2' end,
  case when g.n in (3, 6) then 'Selected' when g.chemotype = 'I' and g.n <= 10 then 'Culled' else 'Active' end,
  'Cured',
  5 + (g.n * 7) % 5, 5 + (g.n * 3) % 5, 4 + (g.n * 5) % 6,
  90 + (g.n * 13) % 50, 56 + (g.n * 11) % 14,
  case when g.n <= 10 then 'a5000000-0000-4000-8000-000000000009' else 'a5000000-0000-4000-8000-000000000010' end::uuid,
  g.chemotype,
  case when g.n = 7 then 'Type I in an ACDC × Tangie F1: check the pollen bag and the pot labels.' else '' end,
  timestamp '2025-08-01 08:00' + (g.n || ' hours')::interval
from (
  select n, case
    when n <= 10 then case when n = 7 then 'I' else 'II' end
    when n between 11 and 15 then 'I'
    when n between 16 and 28 then 'II'
    else 'III'
  end as chemotype
  from generate_series(1, 34) n
) g
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Community tags: (n, cultivar, label, category, proposer, other votes as 'user:agree').
drop table if exists pg_temp.animus_seed_tags;
create temporary table animus_seed_tags (n int, cultivar int, label text, category text, proposer int, votes text[]);
insert into animus_seed_tags values
  ( 1,  1, 'citrus',          'aroma',      3, '{4:t,5:t}'),
  ( 2,  1, 'loud',            'aroma',      4, '{}'),
  ( 3,  2, 'sweet',           'flavor',     3, '{4:t,5:t,7:t}'),
  ( 4,  2, 'fast finisher',   'growth',     5, '{3:f,4:f}'),
  ( 5,  4, 'energetic',       'effect',     5, '{3:t,4:t}'),
  ( 6, 24, 'blueberry',       'aroma',      4, '{3:t,5:t}'),
  ( 7, 24, 'mold resistant',  'growth',     4, '{3:t,5:f,7:f}'),
  ( 8, 19, 'grape',           'aroma',      4, '{3:t,5:t}'),
  ( 9, 19, 'purple',          'appearance', 4, '{3:t,5:t,7:t}'),
  (10, 20, 'diesel',          'aroma',      4, '{3:t,5:t}'),
  (11, 20, 'racy',            'effect',     5, '{}'),
  (12, 13, 'non-intoxicating','effect',     3, '{4:t,5:t}'),
  (13, 32, 'hemp-like',       'aroma',      5, '{3:t}'),
  (14, 15, 'balanced',        'effect',     3, '{4:t,5:t,8:t}'),
  (15, 35, 'hashy',           'aroma',      5, '{3:t,4:t}'),
  (16, 31, 'best strain ever','other',      5, '{3:f,4:f}'),
  (17, 33, 'tall',            'growth',     5, '{4:t}'),
  (18,  3, 'fuel',            'aroma',      3, '{4:t,5:t}'),
  (19, 21, 'chem funk',       'aroma',      4, '{3:t,5:t,8:f}'),
  (20, 36, 'long flowering',  'growth',     5, '{3:t,4:t}');

insert into public.animus_cultivar_tags (id, cultivar_id, label, category, proposed_by, created_at)
select ('a9000000-0000-4000-8000-' || lpad(t.n::text, 12, '0'))::uuid,
  ('a1000000-0000-4000-8000-' || lpad(t.cultivar::text, 12, '0'))::uuid,
  t.label, t.category, ('a0000000-0000-4000-8000-' || lpad(t.proposer::text, 12, '0'))::uuid,
  timestamp '2026-02-01 12:00' + (t.n || ' hours')::interval
from animus_seed_tags t
on conflict (id) do nothing;

insert into public.animus_tag_votes (tag_id, user_id, agree)
select ('a9000000-0000-4000-8000-' || lpad(t.n::text, 12, '0'))::uuid,
  ('a0000000-0000-4000-8000-' || lpad(split_part(v, ':', 1), 12, '0'))::uuid,
  split_part(v, ':', 2) = 't'
from animus_seed_tags t cross join unnest(t.votes) v
on conflict (tag_id, user_id) do nothing;

-- The moderator removed the one disputed tag that was an opinion, not a property; the other
-- disputed tags wait in the queue.
update public.animus_cultivar_tags
set moderation = 'removed', moderated_by = 'a0000000-0000-4000-8000-000000000008',
    moderated_at = '2026-02-10 09:00:00+00', moderation_note = 'An opinion, not a property of the cultivar.'
where id = 'a9000000-0000-4000-8000-000000000016' and moderation is null;

-- ---------------------------------------------------------------------------------------------
-- Traits: each project's picks, Lena's own "Jar appeal" trait (a 1–5 scale, then 1–9), and
-- observations from the plants' recorded ratings and measures.
insert into public.animus_traits (id, user_id, name, description, category, created_at)
values ('a7000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'Jar appeal',
        'How the cured flower looks and smells in the jar, the way a buyer judges it.', 'sensory',
        '2025-10-01 09:00:00+00')
on conflict (id) do nothing;

insert into public.animus_trait_versions (id, trait_id, version, method, scale_type, categories, created_by, created_at)
values
  ('a8000000-0000-4000-8000-000000000001', 'a7000000-0000-4000-8000-000000000001', 1,
   'Open a jar after two weeks of cure; judge colour, trim and nose together.', 'ordinal',
   '[{"value":1,"label":"Unsellable"},{"value":2,"label":"Poor"},{"value":3,"label":"Average"},{"value":4,"label":"Good"},{"value":5,"label":"Top shelf"}]',
   'a0000000-0000-4000-8000-000000000003', '2025-10-01 09:00:00+00'),
  ('a8000000-0000-4000-8000-000000000002', 'a7000000-0000-4000-8000-000000000001', 2,
   'Open a jar after two weeks of cure; judge colour, trim and nose together. Nine levels, so the F2 keepers separate.', 'ordinal',
   '[{"value":1,"label":"Unsellable"},{"value":2,"label":"Very poor"},{"value":3,"label":"Poor"},{"value":4,"label":"Below average"},{"value":5,"label":"Average"},{"value":6,"label":"Above average"},{"value":7,"label":"Good"},{"value":8,"label":"Very good"},{"value":9,"label":"Top shelf"}]',
   'a0000000-0000-4000-8000-000000000003', '2026-03-01 09:00:00+00')
on conflict (id) do nothing;

insert into public.animus_project_traits (project_id, trait_id, user_id, position)
select bp.id, t.id, bp.user_id, p.position
from public.breeding_projects bp
cross join lateral (values
  ('structure', 1), ('vigor', 2), ('yield', 3), ('frost', 4), ('aroma_intensity', 5), ('height', 6),
  ('flowering_time', 7), ('powdery_mildew', 8), ('node_count', 9), ('plant_photo', 10), ('observation_note', 11)
) as p(system_key, position)
join public.animus_traits t on t.system_key = p.system_key
where bp.id in ('b1000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000002',
                'b1000000-0000-4000-8000-000000000003')
on conflict do nothing;

insert into public.animus_project_traits (project_id, trait_id, user_id, position)
values ('b1000000-0000-4000-8000-000000000001', 'a7000000-0000-4000-8000-000000000001',
        'a0000000-0000-4000-8000-000000000003', 12)
on conflict do nothing;

-- Observations from the plants' columns against version 1 of the default traits. F1s were scored
-- in their run, later generations in theirs; dates follow the generation.
insert into public.animus_observations (
  id, project_id, user_id, pheno_id, trait_version_id, value_number, observed_at, source
)
select md5('animus-seed-observation:' || p.id || ':' || o.key)::uuid,
  p.project_id, p.user_id, p.id, v.id, o.value,
  case p.generation
    when 'F1' then timestamptz '2025-10-15 10:00+00' when 'F2' then timestamptz '2026-03-05 10:00+00'
    else timestamptz '2026-08-20 10:00+00'
  end + (substr(p.plant_id, 2)::int || ' minutes')::interval,
  'capture'
from public.phenos p
cross join lateral (values
  ('structure', p.structure::numeric), ('vigor', p.growth_rate::numeric), ('yield', p.yield_estimate::numeric),
  ('frost', p.frost_production::numeric), ('aroma_intensity', p.aroma_intensity::numeric), ('height', p.height),
  ('flowering_time', p.flowering_time::numeric)
) as o(key, value)
join public.animus_traits t on t.system_key = o.key
join public.animus_trait_versions v on v.trait_id = t.id and v.version = 1
where p.id::text like 'c1000000-0000-4000-8000-%' and o.value is not null
on conflict (id) do nothing;

-- Powdery mildew pressure on the Tangie Cookies plants in flower, and Jar appeal on both scales.
insert into public.animus_observations (
  id, project_id, user_id, pheno_id, trait_version_id, value_number, observed_at, source, notes
)
select md5('animus-seed-observation:' || p.id || ':' || o.version_id)::uuid,
  p.project_id, p.user_id, p.id, o.version_id::uuid, o.value, o.observed_at, 'capture', o.notes
from (values
  ('#1',  'pm',  1, timestamptz '2025-10-01 09:00+00', ''),
  ('#2',  'pm',  2, timestamptz '2025-10-01 09:05+00', 'Trace on the lower fan leaves.'),
  ('#3',  'pm',  4, timestamptz '2025-10-01 09:10+00', 'Culled partly for this.'),
  ('#4',  'pm',  1, timestamptz '2025-10-01 09:15+00', ''),
  ('#5',  'pm',  1, timestamptz '2026-02-20 09:00+00', ''),
  ('#6',  'pm',  2, timestamptz '2026-02-20 09:05+00', ''),
  ('#8',  'pm',  3, timestamptz '2026-02-20 09:10+00', ''),
  ('#9',  'pm',  1, timestamptz '2026-02-20 09:15+00', ''),
  ('#1',  'jar1', 5, timestamptz '2025-11-20 16:00+00', ''),
  ('#2',  'jar1', 3, timestamptz '2025-11-20 16:05+00', ''),
  ('#4',  'jar1', 4, timestamptz '2025-11-20 16:10+00', ''),
  ('#5',  'jar2', 8, timestamptz '2026-04-25 16:00+00', ''),
  ('#6',  'jar2', 7, timestamptz '2026-04-25 16:05+00', ''),
  ('#9',  'jar2', 6, timestamptz '2026-04-25 16:10+00', ''),
  ('#11', 'jar2', 9, timestamptz '2026-09-30 16:00+00', 'Best jar of the project.')
) as x(plant, what, value, observed_at, notes)
join public.phenos p on p.project_id = 'b1000000-0000-4000-8000-000000000001' and p.plant_id = x.plant
cross join lateral (
  select case x.what
           when 'jar1' then 'a8000000-0000-4000-8000-000000000001'
           when 'jar2' then 'a8000000-0000-4000-8000-000000000002'
           else (select v.id::text from public.animus_trait_versions v
                 join public.animus_traits t on t.id = v.trait_id
                 where t.system_key = 'powdery_mildew' and v.version = 1)
         end as version_id,
         x.value::numeric as value, x.observed_at, x.notes
) o
on conflict (id) do nothing;
