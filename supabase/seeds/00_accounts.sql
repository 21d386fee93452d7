-- Demo accounts, the first demo seed. Demo data (supabase/seeds/) runs on a fresh local database
-- (npm start, npm run db:reset) and, only when asked for, on a throw-away hosted project; never on
-- production, because every demo account's password is published:
--   canopy-demo-2026
-- One account per persona: growers on each tier, an active consultant, a pending applicant, a
-- moderator (community tags in the Animus library) and an admin. Emails use example.com, which
-- never receives mail.

create temporary table demo_users (id uuid, email text, first_name text, last_name text, tier text, role text)
  on commit drop;
insert into demo_users values
  ('a0000000-0000-4000-8000-000000000001', 'free@example.com',       'Sam',    'Rivera',   'free',         'user'),
  ('a0000000-0000-4000-8000-000000000002', 'basic@example.com',      'Priya',  'Natarajan','Basic',        'user'),
  ('a0000000-0000-4000-8000-000000000003', 'advanced@example.com',   'Lena',   'Hofmann',  'Advanced',     'user'),
  ('a0000000-0000-4000-8000-000000000004', 'pro@example.com',        'Marcus', 'Oyelaran', 'Professional', 'user'),
  ('a0000000-0000-4000-8000-000000000005', 'consultant@example.com', 'Dana',   'Whitfield','Advanced',     'user'),
  ('a0000000-0000-4000-8000-000000000006', 'applicant@example.com',  'Tomás',  'Ibarra',   'Basic',        'user'),
  ('a0000000-0000-4000-8000-000000000007', 'admin@example.com',      'Avery',  'Chen',     'Professional', 'admin'),
  ('a0000000-0000-4000-8000-000000000008', 'moderator@example.com',  'Morgan', 'Ellis',    'Advanced',     'moderator');

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
from demo_users d;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select d.id::text, d.id,
  jsonb_build_object('sub', d.id::text, 'email', d.email, 'email_verified', true),
  'email', now(), now(), now()
from demo_users d;

-- The sign-up trigger made the profiles; tiers and roles are set here, as a payment webhook or an
-- admin would.
update public.profiles p
set membership_tier = d.tier, role = d.role
from demo_users d
where p.id = d.id;
