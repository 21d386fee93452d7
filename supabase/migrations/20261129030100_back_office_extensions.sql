-- Schedules and HTTP from the database for the back office: pg_cron runs the jobs that work while
-- nobody has a page open (as postgres, each in its own run), and pg_net lets a job call an Edge
-- Function. Enabled as a hosted project enables them (Database → Extensions, or these statements),
-- so the same migration runs on hosted and on the local stack, which brings its own twins of both.
-- Vault needs nothing here: every hosted project has supabase_vault before its first migration.
create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;
