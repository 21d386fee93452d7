-- PKCE flows (GoTrue's auth.flow_state): an email link or code started with a code_challenge ends
-- at the app with ?code=<auth_code>, which POST /token?grant_type=pkce exchanges for a session
-- only together with the code_verifier the starting browser kept. As for the other auth tables,
-- the API roles get no grants.

create type auth.code_challenge_method as enum ('s256', 'plain');

create table auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- How the flow signs in (recovery, magiclink, email/signup, email_change), for the amr claim.
  authentication_method text not null,
  -- Set when /verify hands the code to the browser; the code is good for five minutes from then.
  auth_code_issued_at timestamptz
);
create index idx_auth_code on auth.flow_state (auth_code);
create index idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index flow_state_created_at_idx on auth.flow_state (created_at desc);
