-- What every hosted Supabase project has before its first migration: the API roles, the
-- extensions schema, and the search path the dashboard's SQL editor and migrations run with.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit password 'postgres';
-- Hosted's platform superuser: it owns what the platform installs (the pg_cron, pg_net and Vault
-- extensions), so postgres holds exactly the grants hosted gives it there. It cannot log in.
create role supabase_admin nologin noinherit superuser;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to anon, authenticated, service_role;
-- Hosted projects (2026) no longer auto-grant new public tables to the API roles, so there are no
-- default privileges here: a migration that forgets a grant fails locally as it would there.
revoke create on schema public from public;

alter role postgres set search_path = "$user", public, extensions;
alter role authenticator set statement_timeout = '8s';
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
