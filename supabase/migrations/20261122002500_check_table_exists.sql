-- The spec's start-up check (spec-2 §7) calls rpc('check_table_exists', { table_name: 'project_notes' })
-- and, if the table were missing, rpc('create_project_notes_table'). project_notes is created by
-- migration instead (20261122002100), so the check always finds it. No function that creates tables
-- is provided: DDL stays in migrations, never reachable from the browser.
-- SECURITY INVOKER; it answers only for tables in public, whose names PostgREST publishes anyway.

create function public.check_table_exists(table_name text) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
      and c.relkind in ('r', 'p')
      and c.relname = check_table_exists.table_name
  )
$$;

revoke execute on function public.check_table_exists(text) from public, anon;
grant execute on function public.check_table_exists(text) to authenticated, service_role;
