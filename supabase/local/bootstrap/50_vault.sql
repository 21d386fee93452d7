-- Supabase Vault is installed on every hosted project before its first migration (the platform's
-- own migration creates supabase_vault); the local stack's twin (supabase/local/extensions/) has
-- the same API, grants and encryption at rest.
create extension if not exists supabase_vault;
