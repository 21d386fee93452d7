-- Third-party integration credentials (the AROYA API key, spec-2 §2 "Integrations page"). Kept out of
-- profiles on purpose: admins read every profile, so a key there would be readable by them (and by
-- any future policy that widens profile reads). Here only the owner can read, write or clear it: no
-- policy lets an admin in, no function or view returns it, and an embed from profiles runs this
-- table's own RLS. (Only the service-role key, which never reaches a browser, bypasses RLS.) The owner
-- reads it back because the browser itself calls AROYA's validation endpoint (no application server).

create table public.user_integrations (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  provider text not null default 'aroya' check (provider in ('aroya')),
  -- Sent as a Bearer token, so visible ASCII only, no spaces.
  api_key text not null check (api_key ~ '^[!-~]+$' and char_length(api_key) <= 512),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, provider)
);

create trigger user_integrations_set_updated_at
  before update on public.user_integrations
  for each row execute function public.set_updated_at();

alter table public.user_integrations enable row level security;

-- No anon grant at all (revoked in case default privileges would add one); authenticated only
-- reaches its own row through the policies below.
revoke all on public.user_integrations from anon, authenticated;
grant select, delete on public.user_integrations to authenticated;
grant insert (user_id, provider, api_key) on public.user_integrations to authenticated;
-- All three so an upsert (ON CONFLICT DO UPDATE of every sent column) works; the policy pins user_id.
grant update (user_id, provider, api_key) on public.user_integrations to authenticated;
grant select, insert, update, delete on public.user_integrations to service_role;

create policy "Owners read their own integration keys"
  on public.user_integrations for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Owners save their own integration keys"
  on public.user_integrations for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Owners replace their own integration keys"
  on public.user_integrations for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Owners clear their own integration keys"
  on public.user_integrations for delete to authenticated
  using (user_id = (select auth.uid()));
