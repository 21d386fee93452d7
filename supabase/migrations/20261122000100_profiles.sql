-- Profiles: one per auth user, created by a trigger. Owners edit their own details but never their
-- tier, role or deletion flag; admins read every profile.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  avatar_url text check (char_length(avatar_url) <= 2048),
  membership_tier text not null default 'free'
    check (membership_tier in ('free', 'Basic', 'Advanced', 'Professional')),
  role text not null default 'user' check (role in ('admin', 'moderator', 'user')),
  is_deleted boolean not null default false,
  email_notifications boolean not null default true,
  profile_visibility text not null default 'private'
    check (profile_visibility in ('public', 'private')),
  quick_access_items text[] check (cardinality(quick_access_items) <= 24),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Keeps updated_at honest on every table that has one.
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Role checks used by policies across the schema. SECURITY DEFINER so a policy on profiles can
-- ask without recursing into its own RLS.
create function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin' and not p.is_deleted
  )
$$;
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to authenticated, service_role;

-- New auth users get a profile; names come from the sign-up metadata.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, first_name, last_name)
  values (
    new.id,
    nullif(left(trim(new.raw_user_meta_data ->> 'first_name'), 100), ''),
    nullif(left(trim(new.raw_user_meta_data ->> 'last_name'), 100), '')
  );
  return new;
end
$$;
revoke execute on function public.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Privileges: the owner may change only these columns; tier, role and is_deleted change through
-- privileged functions only.
grant select on public.profiles to authenticated;
grant update (first_name, last_name, avatar_url, email_notifications, profile_visibility, quick_access_items)
  on public.profiles to authenticated;
grant select, insert, update, delete on public.profiles to service_role;

create policy "Users read their own profile and admins read all"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
