-- GoTrue's own bookkeeping, which the local auth service (supabase/local/auth/) reads and writes:
-- sessions, rotating refresh tokens and one-time tokens (password recovery links). Shaped like
-- GoTrue's tables so SQL written against a hosted project's auth schema reads the same here. The
-- API roles get no grants: only the auth service (connected as postgres) touches these tables.

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  factor_id uuid,
  aal auth.aal_level default 'aal1',
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip inet,
  tag text
);
create index sessions_user_id_idx on auth.sessions (user_id);
create index sessions_not_after_idx on auth.sessions (not_after desc);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The token this one replaced; no foreign key, as in GoTrue (families are pruned freely).
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

create type auth.one_time_token_type as enum (
  'confirmation_token',
  'reauthentication_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'phone_change_token'
);

create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  -- sha256 of the link token, so a database reader cannot use a pending link.
  token_hash text not null check (char_length(token_hash) > 0),
  -- The address the token was sent to.
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create index one_time_tokens_relates_to_idx on auth.one_time_tokens (relates_to);

-- The service looks users up by address without instance_id.
create index users_lower_email_idx on auth.users (lower(email::text));
