-- Account area demo data (issue 4): facilities and rooms for the Advanced and Professional growers,
-- quick-access tools each demo tier allows, and the clients portal's organisations. Demo data: runs
-- after 00_accounts.sql (see supabase/seeds); fixed ids so the rows are easy to find.

-- Facilities and rooms. Some rooms are already mapped to AROYA room numbers, some not yet.
insert into public.facilities (id, user_id, name, location, notes) values
  ('f0000000-0000-4000-8000-000000000301', 'a0000000-0000-4000-8000-000000000003',
   'Hofmann Greenhouse', 'Leamington, Ontario',
   'Hybrid greenhouse with supplemental LED; rockwool slabs, drip irrigation.'),
  ('f0000000-0000-4000-8000-000000000401', 'a0000000-0000-4000-8000-000000000004',
   'North Campus', '4800 Race St, Denver, CO 80216',
   'Indoor flower, four rooms on a staggered 9-week cycle. AROYA sensors in every room.'),
  ('f0000000-0000-4000-8000-000000000402', 'a0000000-0000-4000-8000-000000000004',
   'R&D Greenhouse', 'Pueblo, CO',
   'Mother stock and pheno hunting.')
on conflict do nothing;

insert into public.rooms (id, facility_id, room_name, room_type, aroya_room_id) values
  ('e0000000-0000-4000-8000-000000000301', 'f0000000-0000-4000-8000-000000000301', 'Propagation Bay', 'propagation', 1101),
  ('e0000000-0000-4000-8000-000000000302', 'f0000000-0000-4000-8000-000000000301', 'Veg House', 'veg', 1102),
  ('e0000000-0000-4000-8000-000000000303', 'f0000000-0000-4000-8000-000000000301', 'Flower House East', 'flower', 1103),
  ('e0000000-0000-4000-8000-000000000304', 'f0000000-0000-4000-8000-000000000301', 'Flower House West', 'flower', null),
  ('e0000000-0000-4000-8000-000000000305', 'f0000000-0000-4000-8000-000000000301', 'Dry Room', 'dry', null),
  ('e0000000-0000-4000-8000-000000000401', 'f0000000-0000-4000-8000-000000000401', 'Clone Room', 'propagation', 2201),
  ('e0000000-0000-4000-8000-000000000402', 'f0000000-0000-4000-8000-000000000401', 'Veg 1', 'veg', 2202),
  ('e0000000-0000-4000-8000-000000000403', 'f0000000-0000-4000-8000-000000000401', 'Flower 1', 'flower', 2203),
  ('e0000000-0000-4000-8000-000000000404', 'f0000000-0000-4000-8000-000000000401', 'Flower 2', 'flower', 2204),
  ('e0000000-0000-4000-8000-000000000405', 'f0000000-0000-4000-8000-000000000401', 'Flower 3', 'flower', null),
  ('e0000000-0000-4000-8000-000000000406', 'f0000000-0000-4000-8000-000000000401', 'Dry Room', 'dry', 2206),
  ('e0000000-0000-4000-8000-000000000407', 'f0000000-0000-4000-8000-000000000401', 'Cure Room', 'cure', null),
  ('e0000000-0000-4000-8000-000000000408', 'f0000000-0000-4000-8000-000000000401', 'Vault', 'storage', null),
  ('e0000000-0000-4000-8000-000000000411', 'f0000000-0000-4000-8000-000000000402', 'Mother Room', 'veg', null),
  ('e0000000-0000-4000-8000-000000000412', 'f0000000-0000-4000-8000-000000000402', 'Pheno Hunt', 'flower', 3101)
on conflict do nothing;

-- Quick access: tool ids from src/lib/modules.ts, each within the user's tier.
update public.profiles p set quick_access_items = q.items
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, array['arca-calculator', 'arca-converter']),
  ('a0000000-0000-4000-8000-000000000002'::uuid, array['arca-chemical', 'arca-calculator', 'arca-targets', 'ancora-courses']),
  ('a0000000-0000-4000-8000-000000000003'::uuid, array['arca-irrigation', 'animus-library', 'arca-agrochemlog', 'arca-calculator']),
  ('a0000000-0000-4000-8000-000000000004'::uuid, array['prometheus', 'atlas-production', 'arca-irrigation-skeleton', 'animus-origins', 'arca-chemical'])
) as q(id, items)
where p.id = q.id;

-- Clients portal. Green Valley Growers: pro@ owns it, advanced@ is a member (advanced@'s only
-- organisation). Summit Craft Collective: the consultant runs it and pro@ is a member, so pro@ has
-- several organisations. basic@ is in none.
insert into public.organizations (id, name, slug, description) values
  ('c0000000-0000-4000-8000-000000000001', 'Green Valley Growers', 'green-valley-growers',
   'A growers'' cooperative sharing SOPs, crop-steering data and buying power.'),
  ('c0000000-0000-4000-8000-000000000002', 'Summit Craft Collective', 'summit-craft-collective',
   'Consulting workspace for Summit''s cultivation team.')
on conflict do nothing;

insert into public.organization_users (organization_id, user_id, role) values
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004', 'owner'),
  ('c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'member'),
  ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000005', 'owner'),
  ('c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004', 'member')
on conflict do nothing;

insert into public.organization_resources (id, organization_id, section, kind, title, description, url, created_by) values
  ('d1000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'resources', 'link', 'AROYA: testing field capacity',
   'How to find field capacity for your substrate before setting shot sizes.',
   'https://aroya.io/en/resources', 'a0000000-0000-4000-8000-000000000004'),
  ('d1000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'resources', 'link', 'Purdue PPP-122: tank mixing',
   'The W-A-L-E-S mixing order and the jar test.',
   'https://www.extension.purdue.edu/extmedia/PPP/PPP-122.pdf', 'a0000000-0000-4000-8000-000000000004'),
  ('d1000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'education', 'link', 'Crop steering fundamentals',
   'Vegetative versus generative dryback targets, P0–P3 irrigation phases.',
   'https://aroya.io/en/education', 'a0000000-0000-4000-8000-000000000004'),
  ('d1000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000002', 'resources', 'link', 'Koppert side-effects database',
   'Check a pesticide against your beneficials before spraying.',
   'https://www.koppert.com/side-effects/', 'a0000000-0000-4000-8000-000000000005')
on conflict do nothing;

insert into public.organization_messages (id, organization_id, author_id, body, created_at) values
  ('d2000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004',
   'Welcome to the Green Valley portal. Post questions here; SOPs and links are under Resources.',
   now() - interval '3 days'),
  ('d2000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003',
   'Thanks! Our flower rooms are drying back 22% overnight in week 3 — too generative?',
   now() - interval '2 days'),
  ('d2000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000004',
   'For week 3 that is fine if runoff EC stays under 6. Push to 15–18% from week 5.',
   now() - interval '1 day'),
  ('d2000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000005',
   'Kick-off call notes are in the workspace. Next review on Friday.',
   now() - interval '1 day')
on conflict do nothing;

insert into public.organization_notes (id, organization_id, title, body, created_by, updated_by) values
  ('d3000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Group buy: rockwool slabs',
   E'Order closes on the 30th.\n- Green Valley: 40 pallets\n- Hofmann: 12 pallets',
   'a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000003'),
  ('d3000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Shared irrigation targets',
   E'Veg: 5–10% dryback, P0 1–3%.\nFlower (generative): 15–30% dryback, P0 4–6%.',
   'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000003'),
  ('d3000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000002', 'Kick-off call',
   E'Goals: +10% g/ft², cut dry-room losses.\nActions: install AROYA in Flower 2.',
   'a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000005')
on conflict do nothing;
