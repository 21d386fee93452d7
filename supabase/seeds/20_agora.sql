-- Agora demo data (issues 5 and 6). Demo data: runs after 00_accounts.sql (see supabase/seeds). The
-- specialty list itself is reference data in migration 20261122001000_agora_core (so production
-- has it too); this file adds people: the demo consultant (…05) active with certifications and
-- consultations, the demo applicant (…06) and one more applicant pending review by the admin
-- (…07), and 32 active marketplace consultants (users a0000000-0000-4000-8000-0000000001NN).
-- Every demo password is canopy-demo-2026.

-- ---------------------------------------------------------------------------------------------
-- Extra auth users, made the way 00_accounts.sql makes them.
create temporary table agora_demo_users (id uuid, email text, first_name text, last_name text)
  on commit drop;
insert into agora_demo_users values
  ('a0000000-0000-4000-8000-000000000101', 'maya.okafor@example.com',     'Maya',     'Okafor'),
  ('a0000000-0000-4000-8000-000000000102', 'jonas.lindqvist@example.com', 'Jonas',    'Lindqvist'),
  ('a0000000-0000-4000-8000-000000000103', 'rosa.delgado@example.com',    'Rosa',     'Delgado'),
  ('a0000000-0000-4000-8000-000000000104', 'kenji.watanabe@example.com',  'Kenji',    'Watanabe'),
  ('a0000000-0000-4000-8000-000000000105', 'amara.nwosu@example.com',     'Amara',    'Nwosu'),
  ('a0000000-0000-4000-8000-000000000106', 'liam.obrien@example.com',     'Liam',     'O''Brien'),
  ('a0000000-0000-4000-8000-000000000107', 'sofia.marchetti@example.com', 'Sofia',    'Marchetti'),
  ('a0000000-0000-4000-8000-000000000108', 'ethan.brooks@example.com',    'Ethan',    'Brooks'),
  ('a0000000-0000-4000-8000-000000000109', 'nadia.haddad@example.com',    'Nadia',    'Haddad'),
  ('a0000000-0000-4000-8000-000000000110', 'carlos.mendoza@example.com',  'Carlos',   'Mendoza'),
  ('a0000000-0000-4000-8000-000000000111', 'hannah.schulz@example.com',   'Hannah',   'Schulz'),
  ('a0000000-0000-4000-8000-000000000112', 'david.kim@example.com',       'David',    'Kim'),
  ('a0000000-0000-4000-8000-000000000113', 'olivia.grant@example.com',    'Olivia',   'Grant'),
  ('a0000000-0000-4000-8000-000000000114', 'mateo.rossi@example.com',     'Mateo',    'Rossi'),
  ('a0000000-0000-4000-8000-000000000115', 'grace.mwangi@example.com',    'Grace',    'Mwangi'),
  ('a0000000-0000-4000-8000-000000000116', 'noah.fischer@example.com',    'Noah',     'Fischer'),
  ('a0000000-0000-4000-8000-000000000117', 'isabel.costa@example.com',    'Isabel',   'Costa'),
  ('a0000000-0000-4000-8000-000000000118', 'tyler.reed@example.com',      'Tyler',    'Reed'),
  ('a0000000-0000-4000-8000-000000000119', 'aiko.tanaka@example.com',     'Aiko',     'Tanaka'),
  ('a0000000-0000-4000-8000-000000000120', 'samuel.adeyemi@example.com',  'Samuel',   'Adeyemi'),
  ('a0000000-0000-4000-8000-000000000121', 'chloe.martin@example.com',    'Chloé',    'Martin'),
  ('a0000000-0000-4000-8000-000000000122', 'raj.patel@example.com',       'Raj',      'Patel'),
  ('a0000000-0000-4000-8000-000000000123', 'emily.walsh@example.com',     'Emily',    'Walsh'),
  ('a0000000-0000-4000-8000-000000000124', 'lucas.moreau@example.com',    'Lucas',    'Moreau'),
  ('a0000000-0000-4000-8000-000000000125', 'fatima.zahra@example.com',    'Fatima',   'Zahra'),
  ('a0000000-0000-4000-8000-000000000126', 'ben.carter@example.com',      'Ben',      'Carter'),
  ('a0000000-0000-4000-8000-000000000127', 'elena.petrova@example.com',   'Elena',    'Petrova'),
  ('a0000000-0000-4000-8000-000000000128', 'marco.silva@example.com',     'Marco',    'Silva'),
  ('a0000000-0000-4000-8000-000000000129', 'zoe.anderson@example.com',    'Zoe',      'Anderson'),
  ('a0000000-0000-4000-8000-000000000130', 'ahmed.karimi@example.com',    'Ahmed',    'Karimi'),
  ('a0000000-0000-4000-8000-000000000131', 'julia.novak@example.com',     'Julia',    'Novak'),
  ('a0000000-0000-4000-8000-000000000132', 'owen.hughes@example.com',     'Owen',     'Hughes'),
  -- A second pending applicant, for bulk decisions.
  ('a0000000-0000-4000-8000-000000000190', 'applicant2@example.com',      'Ingrid',   'Solberg');

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change, email_change_token_new
)
select
  '00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email,
  extensions.crypt('canopy-demo-2026', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('first_name', d.first_name, 'last_name', d.last_name),
  now(), now(), '', '', '', ''
from agora_demo_users d
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select d.id::text, d.id,
  jsonb_build_object('sub', d.id::text, 'email', d.email, 'email_verified', true),
  'email', now(), now(), now()
from agora_demo_users d
where not exists (select 1 from auth.identities i where i.user_id = d.id);

-- Consultants need the Agora tier like everyone else using it.
update public.profiles set membership_tier = 'Advanced'
where id in (select id from agora_demo_users) and membership_tier = 'free';

-- ---------------------------------------------------------------------------------------------
-- Marketplace consultants: profile ids c0000000-…-0000000001NN match user …0000000001NN.
insert into public.agora_consultant_profiles (
  id, user_id, status, title, short_description, bio, years_experience, hourly_rate,
  has_video_conferencing, calendly_url, zoom_link, available_days, available_hours, time_zone,
  rating, total_reviews, total_consultations, created_at)
select
  ('c0000000-0000-4000-8000-000000000' || v.n)::uuid, ('a0000000-0000-4000-8000-000000000' || v.n)::uuid,
  'active', v.title, v.short, v.bio, v.years, v.rate, v.video,
  case when v.video then 'https://calendly.com/' || lower(replace(v.slug, ' ', '-')) end,
  case when v.video then 'https://zoom.us/j/' || (8100000000 + v.n::bigint * 7919)::text end,
  v.days, jsonb_build_object('start', v.hstart, 'end', v.hend), v.tz, v.rating, v.reviews, v.consults,
  now() - make_interval(days => 30 + v.n::integer * 9)
from (values
  ('101', 'maya okafor', 'Crop Steering Specialist', 'Rockwool crop steering for consistent yields and quality.',
   'Ten years running rockwool rooms for multi-state operators. I build irrigation strategies around substrate dryback targets, tune P1/P2/P3 shot timing, and train teams to read VWC and EC trends so generative and vegetative steering become routine.',
   10, 175, true, array[1,2,3,4,5], '08:00', '16:00', 'America/Denver', 4.9, 48, 61),
  ('102', 'jonas lindqvist', 'Greenhouse Climate Engineer', 'Hybrid greenhouse climate, dehumidification and energy savings.',
   'Mechanical engineer turned grower. I design and commission climate strategies for hybrid greenhouses: screens, heating pipes, dehumidification and CO2 dosing, with a focus on cutting energy per gram without sacrificing VPD targets.',
   14, 220, true, array[1,2,3,4], '07:00', '15:00', 'Europe/Stockholm', 4.7, 31, 40),
  ('103', 'rosa delgado', 'Living Soil Consultant', 'No-till living soil beds, cover crops and compost teas.',
   'I help craft growers move to no-till living soil: bed construction, amendment recipes, cover crops, mulch layers and compost tea schedules. Expect lower input costs and a terpene profile your customers notice.',
   8, 120, false, array[2,3,4,5,6], '10:00', '18:00', 'America/Los_Angeles', 4.8, 57, 73),
  ('104', 'kenji watanabe', 'Tissue Culture Lab Director', 'Clean stock through tissue culture and meristem work.',
   'I set up and run tissue culture labs for clean mother stock: media preparation, meristem extraction, HLVd screening, acclimatisation and cold storage libraries. I also audit existing labs for contamination rates.',
   12, 300, true, array[1,2,3,4,5], '09:00', '17:00', 'Asia/Tokyo', 5.0, 22, 25),
  ('105', 'amara nwosu', 'Integrated Pest Management Advisor', 'Biological control programs that actually hold all season.',
   'Entomologist with a decade of commercial IPM. I build scouting routines, release schedules for predatory mites and beneficial nematodes, and compatibility plans for the few sprays you still need, with side-effect data for every product.',
   11, 160, true, array[1,2,3,4,5], '08:00', '16:00', 'Africa/Lagos', 4.6, 39, 52),
  ('106', 'liam obrien', 'Drying & Curing Specialist', 'Slow dry, stable cure and better terpene retention in jars.',
   'I design dry rooms and cure protocols: 60/60 drying, water activity targets, airflow mapping and burping schedules for bulk cure. I have helped facilities cut mould rejections to near zero.',
   7, 110, false, array[1,3,5], '09:00', '17:00', 'Europe/Dublin', 4.4, 18, 22),
  ('107', 'sofia marchetti', 'Breeding & Genetics Consultant', 'Pheno hunts, selection indexes and stable seed lines.',
   'Plant breeder focused on clonal selection and seed line stabilisation. I run structured pheno hunts with weighted trait indexes, backcross programs and record keeping that make your selections defensible.',
   15, 250, true, array[1,2,3,4,5], '09:00', '17:00', 'Europe/Rome', 4.9, 64, 80),
  ('108', 'ethan brooks', 'Facility Design Consultant', 'From empty warehouse to licensed cultivation facility.',
   'I plan cultivation facilities end to end: room layouts, canopy efficiency, HVAC sizing, electrical load, plumbing for fertigation and workflow for staff. Over 40 builds across North America.',
   18, 400, true, array[1,2,3,4,5], '07:00', '15:00', 'America/Chicago', 4.7, 27, 33),
  ('109', 'nadia haddad', 'Plant Pathologist', 'Diagnose root rot, powdery mildew and viroids fast.',
   'PhD plant pathologist. I diagnose root and foliar diseases, design sanitation SOPs and build testing programs for Fusarium, Pythium, powdery mildew and HLVd, including sampling plans your team can follow.',
   9, 190, true, array[0,1,2,3,4], '08:00', '14:00', 'Asia/Dubai', 4.8, 35, 44),
  ('110', 'carlos mendoza', 'Outdoor & Light Dep Grower', 'Full-season outdoor and light deprivation runs that finish.',
   'Third-generation farmer growing full-sun and light deprivation crops. I advise on site selection, soil preparation, irrigation, deprivation schedules and harvest logistics for large outdoor acreage.',
   20, 95, false, array[1,2,3,4,5,6], '06:00', '14:00', 'America/Los_Angeles', 4.5, 42, 58),
  ('111', 'hannah schulz', 'LED Lighting Specialist', 'PPFD maps, spectrum choices and DLI planning for every room.',
   'Horticultural lighting engineer. I produce PPFD maps, choose fixtures and spectra, plan DLI by stage and retrofit HPS rooms to LED while adjusting climate and irrigation for the new heat load.',
   9, 180, true, array[1,2,3,4,5], '09:00', '17:00', 'Europe/Berlin', 4.6, 21, 26),
  ('112', 'david kim', 'Automation & Sensor Integrator', 'Sensors, dashboards and alarms that growers trust.',
   'I integrate substrate sensors, climate controllers and fertigation skids into one data pipeline with alarms that matter. I also teach teams to turn sensor data into daily decisions.',
   6, 140, true, array[1,2,3,4,5], '10:00', '18:00', 'America/New_York', 4.3, 14, 17),
  ('113', 'olivia grant', 'Compliance & Licensing Advisor', 'Track-and-trace, audits and passing state inspections.',
   'Former state inspector. I prepare facilities for inspections, design track-and-trace workflows, write SOPs that pass audits and train staff on waste, labelling and security requirements.',
   12, 200, true, array[1,2,3,4], '09:00', '16:00', 'America/Denver', 4.7, 30, 36),
  ('114', 'mateo rossi', 'Hydroponics Systems Designer', 'DWC, NFT and recirculating hydroponic systems done right.',
   'I design and troubleshoot recirculating hydroponic systems: DWC, NFT, ebb and flow and drain-to-waste. Water treatment, dissolved oxygen, root-zone temperature and sterilisation are my daily work.',
   8, 130, false, array[1,2,3,4,5], '08:00', '16:00', 'Europe/Madrid', 4.2, 16, 20),
  ('115', 'grace mwangi', 'Nutrient Formulation Chemist', 'Custom fertiliser recipes built from your water analysis up.',
   'Agricultural chemist. I write nutrient recipes from your source water analysis, balance salts for each stage, and set EC and pH targets and runoff checks so deficiencies stop being guesswork.',
   10, 165, true, array[1,2,3,4,5], '09:00', '17:00', 'Africa/Nairobi', 4.8, 29, 35),
  ('116', 'noah fischer', 'Mother Room & Propagation Lead', 'Healthy mother plants, fast roots and uniform clones.',
   'I run propagation for high-volume facilities: mother plant rotation, cutting hygiene, rooting media, dome humidity and light levels. Typical clients double their rooting success within two cycles.',
   5, 85, false, array[1,2,3,4,5], '07:00', '15:00', 'Europe/Vienna', 4.1, 11, 14),
  ('117', 'isabel costa', 'Sustainability Consultant', 'Water reuse, energy audits and lower carbon grows.',
   'I audit water and energy use and design condensate recapture, runoff treatment and heat recovery. My reports help growers cut costs and meet sustainability certification requirements.',
   7, 150, true, array[1,2,3,4,5], '09:00', '17:00', 'America/Sao_Paulo', 4.5, 19, 23),
  ('118', 'tyler reed', 'Head Grower for Hire', 'Hands-on head grower for operations that are scaling up.',
   'Head grower with experience across indoor, greenhouse and outdoor. I step in for new facilities or troubled ones, fix schedules, train staff and hand over a documented operation.',
   13, 210, true, array[0,1,2,3,4,5,6], '08:00', '20:00', 'America/Phoenix', 4.6, 52, 67),
  ('119', 'aiko tanaka', 'Aeroponics Researcher', 'High-pressure aeroponics for roots and rapid growth.',
   'I research and commission high-pressure aeroponic systems: nozzle selection, misting intervals, root chamber climate and fail-safes. Also available for propagation-only aeroponic setups.',
   6, 175, true, array[1,2,3,4,5], '09:00', '17:00', 'Asia/Tokyo', 4.4, 9, 11),
  ('120', 'samuel adeyemi', 'Extraction Process Consultant', 'Solventless and hydrocarbon extraction workflows that scale.',
   'Process engineer for extraction labs. I set up ice water hash, rosin and hydrocarbon workflows, validate SOPs and optimise yield and purity while keeping the lab safe and inspectable.',
   9, 260, true, array[1,2,3,4,5], '10:00', '18:00', 'Europe/London', 4.7, 23, 28),
  ('121', 'chloe martin', 'Quality Assurance Manager', 'Lab testing, COAs and batch release programs that pass audits.',
   'I build QA programs: sampling plans, lab selection, COA review, deviation handling and batch release. I help operators avoid failed tests for microbials, pesticides and heavy metals.',
   8, 145, false, array[1,2,3,4], '09:00', '17:00', 'Europe/Paris', 4.3, 12, 15),
  ('122', 'raj patel', 'Cultivation Business Strategist', 'Cost per gram, staffing plans and financial models.',
   'MBA and former cultivation director. I build financial models, cost-per-gram analyses, staffing plans and harvest forecasts that investors and operators can act on.',
   16, 350, true, array[1,2,3,4,5], '08:00', '16:00', 'America/Toronto', 4.8, 26, 31),
  ('123', 'emily walsh', 'Coco Coir Cultivation Coach', 'Coco substrates, buffering and high-frequency fertigation.',
   'I coach growers through coco coir: buffering, container sizing, high-frequency fertigation and runoff targets. Great for teams moving from soil to coco or hand-watering to drippers.',
   5, 75, true, array[1,2,3,4,5], '12:00', '20:00', 'Australia/Sydney', 4.6, 33, 41),
  ('124', 'lucas moreau', 'HVAC Design Engineer', 'Dehumidification and airflow sized for your canopy.',
   'HVAC engineer specialising in cultivation: latent load calculations, dehumidifier sizing, airflow patterns and redundancy. I review designs before you buy the equipment.',
   11, 240, true, array[1,2,3,4,5], '08:00', '16:00', 'Europe/Paris', 4.5, 17, 21),
  ('125', 'fatima zahra', 'Irrigation & Fertigation Engineer', 'Drip systems, dosers and uniform emitter output across rooms.',
   'I design drip and fertigation systems: emitter selection, zone sizing, injector and doser setup, and uniformity testing so every plant gets the same shot.',
   7, 155, false, array[1,2,3,4,5], '08:00', '16:00', 'Africa/Casablanca', 4.4, 15, 18),
  ('126', 'ben carter', 'SOP Writer & Trainer', 'Cultivation SOPs and training your staff will follow.',
   'I write clear cultivation SOPs and train crews on them: defoliation, trellising, IPM scouting, harvest and sanitation, with checklists and short videos for onboarding.',
   4, 60, false, array[1,2,3,4,5], '09:00', '17:00', 'America/Chicago', 3.9, 8, 10),
  ('127', 'elena petrova', 'Plant Physiologist', 'Stress physiology, VPD and photosynthesis explained.',
   'Research plant physiologist. I translate photosynthesis, transpiration and stress physiology into practical climate and irrigation targets, and help teams design on-site trials.',
   10, 185, true, array[1,2,3,4,5], '09:00', '17:00', 'Europe/Warsaw', 4.9, 20, 24),
  ('128', 'marco silva', 'Post-Harvest & Trimming Consultant', 'Trim workflows, machine trimming and retail-ready packaging.',
   'I optimise post-harvest workflows: wet versus dry trim, machine settings, labour planning, packaging and storage to protect quality from harvest to shelf.',
   6, 90, false, array[1,2,3,4,5,6], '08:00', '16:00', 'America/Sao_Paulo', 4.2, 13, 16),
  ('129', 'zoe anderson', 'Home & Craft Grow Mentor', 'Friendly, practical mentoring for small and craft growers.',
   'I mentor home and craft growers: tent setups, lighting, feeding, training techniques and harvest timing, explained patiently. First-time growers welcome.',
   3, 50, true, array[0,3,4,5,6], '17:00', '21:00', 'America/New_York', 4.7, 45, 59),
  ('130', 'ahmed karimi', 'Water Treatment Specialist', 'RO, UV and ozone systems for clean irrigation water.',
   'I specify and commission water treatment: reverse osmosis, UV, ozone and chlorine dioxide dosing, with monitoring so pathogens and biofilm stay out of your lines.',
   9, 170, true, array[0,1,2,3,4], '09:00', '17:00', 'Asia/Dubai', 4.6, 12, 14),
  ('131', 'julia novak', 'Genetics Library Manager', 'Cataloguing, preserving and tracking your genetics.',
   'I organise genetics libraries: naming conventions, pedigree records, cold storage, tissue culture backups and tracking so valuable cultivars are never lost.',
   7, 135, false, array[1,2,3,4,5], '08:00', '16:00', 'Europe/Prague', 4.5, 10, 12),
  ('132', 'owen hughes', 'Large-Scale Operations Advisor', 'Scaling from one grow room to a full campus without chaos.',
   'Operations director for multi-site cultivation. I plan harvest calendars, room turnover, labour allocation and KPIs so growth does not erode quality or margins.',
   19, 500, true, array[1,2,3,4,5], '08:00', '17:00', 'Europe/London', 4.8, 19, 22)
) as v(n, slug, title, short, bio, years, rate, video, days, hstart, hend, tz, rating, reviews, consults)
on conflict do nothing;

insert into public.agora_consultant_specialties (consultant_id, specialty_id)
select ('c0000000-0000-4000-8000-000000000' || v.n)::uuid, s
from (values
  ('101', array[8, 9, 10, 1]), ('102', array[2, 12, 28]), ('103', array[6, 3, 10, 13]),
  ('104', array[16, 17, 18, 15]), ('105', array[13, 14]), ('106', array[19, 20]),
  ('107', array[15, 18, 17]), ('108', array[22, 12, 11, 1, 23]), ('109', array[14, 13, 25]),
  ('110', array[3, 6, 9]), ('111', array[11, 1]), ('112', array[23, 9, 12]),
  ('113', array[24, 25, 26]), ('114', array[4, 5, 10]), ('115', array[10, 9, 4]),
  ('116', array[17, 18]), ('117', array[28, 9, 2]), ('118', array[1, 2, 26, 27, 8, 10]),
  ('119', array[5, 4, 17]), ('120', array[21, 25]), ('121', array[25, 24]),
  ('122', array[27, 22]), ('123', array[7, 9, 10]), ('124', array[12, 22]),
  ('125', array[9, 10, 23]), ('126', array[26, 13, 20]), ('127', array[12, 11, 1]),
  ('128', array[20, 19]), ('129', array[1, 10, 6]), ('130', array[28, 9, 14]),
  ('131', array[15, 16]), ('132', array[27, 26, 22])
) as v(n, ids)
cross join unnest(v.ids) s
on conflict do nothing;

-- Some verified certifications for the public profiles.
insert into public.agora_consultant_certifications (consultant_id, name, issuing_organization, issue_date, expiration_date, verified)
select ('c0000000-0000-4000-8000-000000000' || v.n)::uuid, v.name, v.org, v.issued::date, v.expires::date, true
from (values
  ('101', 'Certified Crop Adviser', 'American Society of Agronomy', '2019-03-01', '2027-03-01'),
  ('104', 'Plant Tissue Culture Certificate', 'University of Florida IFAS', '2016-06-15', null),
  ('105', 'IPM Practitioner', 'IPM Institute of North America', '2020-01-10', '2028-01-10'),
  ('107', 'MSc Plant Breeding', 'Wageningen University', '2011-09-01', null),
  ('109', 'PhD Plant Pathology', 'UC Davis', '2015-06-01', null),
  ('113', 'Certified Compliance Professional', 'Cannabis Regulators Association', '2021-05-20', '2027-05-20'),
  ('120', 'Process Safety Certificate', 'AIChE', '2018-11-02', null)
) as v(n, name, org, issued, expires);

-- ---------------------------------------------------------------------------------------------
-- The demo consultant: Dana Whitfield (…05), active.
insert into public.agora_consultant_profiles (
  id, user_id, status, title, short_description, bio, years_experience, hourly_rate,
  has_video_conferencing, calendly_url, zoom_link, available_days, available_hours, time_zone,
  created_at)
values (
  'c0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000005', 'active',
  'Commercial Cultivation Consultant',
  'Crop steering, IPM and SOPs for indoor and greenhouse facilities.',
  'Twelve years growing and consulting for licensed indoor and greenhouse facilities. I combine crop steering with practical IPM and clear SOPs, and I work alongside your team until the new routines stick. Typical engagements: yield and quality audits, new-room commissioning and head-grower coaching.',
  12, 150, true, 'https://calendly.com/dana-whitfield', 'https://zoom.us/j/8123456789',
  array[1, 2, 3, 4, 5], '{"start": "09:00", "end": "17:00"}', 'America/New_York',
  now() - interval '120 days')
on conflict do nothing;

insert into public.agora_consultant_specialties (consultant_id, specialty_id)
values ('c0000000-0000-4000-8000-000000000005', 1), ('c0000000-0000-4000-8000-000000000005', 2),
       ('c0000000-0000-4000-8000-000000000005', 8), ('c0000000-0000-4000-8000-000000000005', 13),
       ('c0000000-0000-4000-8000-000000000005', 26)
on conflict do nothing;

insert into public.agora_consultant_certifications (id, consultant_id, name, issuing_organization, issue_date, expiration_date, verified)
values
  ('d0000000-0000-4000-8000-000000000051', 'c0000000-0000-4000-8000-000000000005',
   'Certified Crop Adviser', 'American Society of Agronomy', '2020-04-01', '2028-04-01', true),
  ('d0000000-0000-4000-8000-000000000052', 'c0000000-0000-4000-8000-000000000005',
   'GACP Auditor Training', 'Global Cannabis Quality Institute', '2021-02-01', '2024-02-01', false)
on conflict do nothing;

-- Consultations on weekdays, 10:00 and 14:00 New York time. Clients: advanced@ (…03), pro@ (…04).
with weekdays as (
  select d::date as day, row_number() over (order by d) as k
  from generate_series(current_date + 1, current_date + 14, interval '1 day') d
  where extract(isodow from d) between 1 and 5
), past_weekdays as (
  select d::date as day, row_number() over (order by d desc) as k
  from generate_series(current_date - 30, current_date - 1, interval '1 day') d
  where extract(isodow from d) between 1 and 5
), rows as (
  select 'b0000000-0000-4000-8000-000000000501'::uuid as id, 'a0000000-0000-4000-8000-000000000003'::uuid as client,
         'Flower room dryback review' as title, 'Rooms 2 and 3 show uneven dryback; sensor exports attached.' as notes,
         ((select day from weekdays where k = 1) + time '10:00') at time zone 'America/New_York' as start_at,
         60 as minutes, 'scheduled' as status, null::integer as rating, null::text as review, null::text as reason
  union all
  select 'b0000000-0000-4000-8000-000000000502', 'a0000000-0000-4000-8000-000000000004',
         'IPM program for the new greenhouse', null,
         ((select day from weekdays where k = 2) + time '14:00') at time zone 'America/New_York', 90, 'scheduled', null, null, null
  union all
  select 'b0000000-0000-4000-8000-000000000503', 'a0000000-0000-4000-8000-000000000003',
         'Crop steering kickoff', 'First call before switching to rockwool.',
         ((select day from past_weekdays where k = 3) + time '10:00') at time zone 'America/New_York', 60, 'completed',
         5, 'Clear plan for P1 and P2, and the dryback targets worked in the first week.', null
  union all
  select 'b0000000-0000-4000-8000-000000000504', 'a0000000-0000-4000-8000-000000000004',
         'Head grower coaching', null,
         ((select day from past_weekdays where k = 6) + time '14:00') at time zone 'America/New_York', 120, 'completed',
         4, 'Useful session; would like more on staffing next time.', null
  union all
  select 'b0000000-0000-4000-8000-000000000505', 'a0000000-0000-4000-8000-000000000004',
         'Mother room audit', null,
         ((select day from past_weekdays where k = 8) + time '10:00') at time zone 'America/New_York', 60, 'completed',
         null, null, null
  union all
  select 'b0000000-0000-4000-8000-000000000506', 'a0000000-0000-4000-8000-000000000003',
         'Powdery mildew follow-up', null,
         ((select day from past_weekdays where k = 4) + time '14:00') at time zone 'America/New_York', 30, 'cancelled',
         null, null, 'The outbreak cleared up; no longer needed.'
  union all
  select 'b0000000-0000-4000-8000-000000000507', 'a0000000-0000-4000-8000-000000000004',
         'Trellising walkthrough', null,
         ((select day from past_weekdays where k = 2) + time '10:00') at time zone 'America/New_York', 60, 'no_show',
         null, null, null
)
insert into public.agora_consultations (
  id, client_id, consultant_id, title, notes, start_time, end_time, status, price, consultant_payout,
  cancel_reason, cancelled_by, cancelled_at, completed_at, rating, review, reviewed_at, created_at)
select r.id, r.client, 'c0000000-0000-4000-8000-000000000005', r.title, r.notes, r.start_at,
  r.start_at + make_interval(mins => r.minutes), r.status, round(150 * r.minutes / 60.0, 2),
  case when r.status in ('completed', 'no_show') then round(round(150 * r.minutes / 60.0, 2) * 0.85, 2) end,
  r.reason, case when r.status = 'cancelled' then r.client end,
  case when r.status = 'cancelled' then r.start_at - interval '1 day' end,
  case when r.status in ('completed', 'no_show') then r.start_at + make_interval(mins => r.minutes) end,
  r.rating, r.review, case when r.rating is not null then r.start_at + interval '1 day' end,
  least(r.start_at, now()) - interval '3 days'
from rows r
on conflict do nothing;

update public.agora_consultant_profiles c
set rating = coalesce(s.avg_rating, 0), total_reviews = s.reviews, total_consultations = s.completed
from (select round(avg(rating), 1) as avg_rating, count(rating)::integer as reviews,
             count(*) filter (where status = 'completed')::integer as completed
      from public.agora_consultations where consultant_id = 'c0000000-0000-4000-8000-000000000005') s
where c.id = 'c0000000-0000-4000-8000-000000000005';

-- ---------------------------------------------------------------------------------------------
-- Pending applicants, assigned to the demo admin (…07): Tomás Ibarra (…06) and Ingrid Solberg.
insert into public.agora_consultant_profiles (
  id, user_id, status, title, short_description, bio, years_experience, hourly_rate,
  has_video_conferencing, zoom_link, available_days, time_zone, created_at)
values
  ('c0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000006', 'pending',
   'Organic Greenhouse Grower', 'Organic greenhouse production and biological pest control.',
   'Six years managing an organic-certified greenhouse in Jalisco. I work with living soil, beneficial insects and natural ventilation, and I want to help small growers make the same switch.',
   6, 95, true, 'https://zoom.us/j/8765432100', array[1, 2, 3, 4, 5], 'America/Mexico_City', now() - interval '2 days'),
  ('c0000000-0000-4000-8000-000000000190', 'a0000000-0000-4000-8000-000000000190', 'pending',
   'Cold Climate Cultivation Advisor', 'Greenhouse heating, supplemental light and winter crops.',
   'Nordic greenhouse grower advising on heating strategies, supplemental lighting and energy contracts for year-round production in cold climates.',
   2, 130, false, null, array[1, 2, 3, 4], 'Europe/Oslo', now() - interval '1 day')
on conflict do nothing;

insert into public.agora_consultant_specialties (consultant_id, specialty_id)
values ('c0000000-0000-4000-8000-000000000006', 2), ('c0000000-0000-4000-8000-000000000006', 6),
       ('c0000000-0000-4000-8000-000000000006', 13),
       ('c0000000-0000-4000-8000-000000000190', 2), ('c0000000-0000-4000-8000-000000000190', 11),
       ('c0000000-0000-4000-8000-000000000190', 12)
on conflict do nothing;

insert into public.agora_consultant_certifications (consultant_id, name, issuing_organization, issue_date, expiration_date)
values ('c0000000-0000-4000-8000-000000000006', 'Organic Inspector Training', 'IOIA', '2022-08-15', '2027-08-15');

insert into public.agora_verification (id, consultant_id, verifier_id, status, created_at)
values
  ('e1000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000006',
   'a0000000-0000-4000-8000-000000000007', 'pending', now() - interval '2 days'),
  ('e1000000-0000-4000-8000-000000000190', 'c0000000-0000-4000-8000-000000000190',
   'a0000000-0000-4000-8000-000000000007', 'pending', now() - interval '1 day')
on conflict do nothing;

-- The demo consultant was approved once too, so history has something to show.
insert into public.agora_verification (id, consultant_id, verifier_id, status, comments, created_at)
values ('e1000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000005',
        'a0000000-0000-4000-8000-000000000007', 'approved', 'Strong references; certifications checked.',
        now() - interval '118 days')
on conflict do nothing;
insert into public.agora_verification_history (verification_id, admin_id, action, details, created_at)
values ('e1000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000007', 'verification_approved',
        '{"comments": "Strong references; certifications checked."}', now() - interval '117 days');

insert into public.notifications (user_id, type, title, message, source, action_url)
values
  ('a0000000-0000-4000-8000-000000000007', 'agora_application', 'New consultant application',
   'Tomás Ibarra applied to become a consultant: Organic Greenhouse Grower', 'agora',
   '/agora/admin/verification/e1000000-0000-4000-8000-000000000006'),
  ('a0000000-0000-4000-8000-000000000007', 'agora_application', 'New consultant application',
   'Ingrid Solberg applied to become a consultant: Cold Climate Cultivation Advisor', 'agora',
   '/agora/admin/verification/e1000000-0000-4000-8000-000000000190');
