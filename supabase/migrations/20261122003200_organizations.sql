-- Clients portal (spec-1 §2; issue 4): organisations, their members and their shared content.
-- Membership decides everything: members read the organisation, its member list and its content,
-- post messages and edit notes; owners also manage members, resources and files; everyone else,
-- admins included, sees nothing (the UI shows /clients/not-authorized). Organisations themselves are
-- provisioned by the service role (onboarding a client), not created from the browser.

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 100 and name = trim(name)),
  -- Used in /clients/{slug}: lowercase kebab-case.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) between 2 and 64),
  description text check (char_length(description) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger organizations_set_updated_at
  before update on public.organizations
  for each row execute function public.set_updated_at();

create table public.organization_users (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null default 'member' check (role in ('owner', 'member')),
  created_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);

create index organization_users_user_id_idx on public.organization_users (user_id);

-- The caller's role in an organisation, or null. SECURITY DEFINER so policies on organization_users
-- (and on everything else) can ask without recursing into organization_users' own RLS.
create function public.org_role(p_organization_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select ou.role
  from public.organization_users ou
  join public.profiles p on p.id = ou.user_id
  where ou.organization_id = p_organization_id
    and ou.user_id = (select auth.uid())
    and not p.is_deleted
$$;
revoke execute on function public.org_role(uuid) from public, anon;
grant execute on function public.org_role(uuid) to authenticated, service_role;

create function public.is_org_member(p_organization_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.org_role(p_organization_id) is not null
$$;
revoke execute on function public.is_org_member(uuid) from public, anon;
grant execute on function public.is_org_member(uuid) to authenticated, service_role;

-- An organisation always keeps an owner. Cascades (the organisation or the user's profile going
-- away) are let through.
create function public.organization_users_keep_an_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'owner'
     and (tg_op = 'DELETE' or new.role <> 'owner')
     and exists (select 1 from public.organizations o where o.id = old.organization_id)
     and exists (select 1 from public.profiles p where p.id = old.user_id)
     and not exists (
       select 1 from public.organization_users ou
       where ou.organization_id = old.organization_id and ou.role = 'owner' and ou.user_id <> old.user_id)
  then
    raise exception 'An organisation needs at least one owner' using errcode = '23514';
  end if;
  return coalesce(new, old);
end
$$;
revoke execute on function public.organization_users_keep_an_owner() from public, anon, authenticated;

create trigger organization_users_keep_an_owner
  before update or delete on public.organization_users
  for each row execute function public.organization_users_keep_an_owner();

-- Links and files shown on /clients/{slug}/resources and /education.
create table public.organization_resources (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  section text not null default 'resources' check (section in ('resources', 'education')),
  kind text not null check (kind in ('link', 'file')),
  title text not null check (char_length(trim(title)) between 1 and 200),
  description text check (char_length(description) <= 1000),
  url text check (url ~ '^https?://' and char_length(url) <= 2048),
  -- An object in the organization-files bucket, always under this organisation's folder.
  storage_path text check (
    storage_path like organization_id::text || '/%' and char_length(storage_path) <= 512),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (
    (kind = 'link' and url is not null and storage_path is null)
    or (kind = 'file' and storage_path is not null and url is null))
);

create index organization_resources_org_section_idx
  on public.organization_resources (organization_id, section, created_at desc);
create index organization_resources_created_by_idx on public.organization_resources (created_by);

create trigger organization_resources_set_updated_at
  before update on public.organization_resources
  for each row execute function public.set_updated_at();

-- The message board on /clients/{slug}/communication.
create table public.organization_messages (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  body text not null check (char_length(trim(body)) between 1 and 4000),
  created_at timestamptz not null default now()
);

create index organization_messages_org_created_idx
  on public.organization_messages (organization_id, created_at desc);
create index organization_messages_author_idx on public.organization_messages (author_id);

-- Shared notes on /clients/{slug}/workspace.
create table public.organization_notes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  title text not null check (char_length(trim(title)) between 1 and 200),
  body text not null default '' check (char_length(body) <= 20000),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index organization_notes_org_updated_idx
  on public.organization_notes (organization_id, updated_at desc);
create index organization_notes_created_by_idx on public.organization_notes (created_by);
create index organization_notes_updated_by_idx on public.organization_notes (updated_by);

-- Who edited a note last is recorded, never claimed.
create function public.organization_notes_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce((select auth.uid()), new.updated_by);
  return new;
end
$$;

create trigger organization_notes_stamp
  before update on public.organization_notes
  for each row execute function public.organization_notes_stamp();

alter table public.organizations enable row level security;
alter table public.organization_users enable row level security;
alter table public.organization_resources enable row level security;
alter table public.organization_messages enable row level security;
alter table public.organization_notes enable row level security;

-- Privileges: exactly the columns each action needs (starting from nothing, whatever the project's
-- default privileges are).
revoke all on public.organizations, public.organization_users, public.organization_resources,
  public.organization_messages, public.organization_notes from anon, authenticated;
grant select on public.organizations to authenticated;
grant update (name, description) on public.organizations to authenticated;
grant select, insert, update, delete on public.organizations to service_role;

grant select, delete on public.organization_users to authenticated;
grant insert (organization_id, user_id, role) on public.organization_users to authenticated;
grant update (role) on public.organization_users to authenticated;
grant select, insert, update, delete on public.organization_users to service_role;

grant select, delete on public.organization_resources to authenticated;
grant insert (organization_id, section, kind, title, description, url, storage_path)
  on public.organization_resources to authenticated;
grant update (section, title, description, url) on public.organization_resources to authenticated;
grant select, insert, update, delete on public.organization_resources to service_role;

grant select, delete on public.organization_messages to authenticated;
grant insert (organization_id, body) on public.organization_messages to authenticated;
grant select, insert, update, delete on public.organization_messages to service_role;

grant select, delete on public.organization_notes to authenticated;
grant insert (organization_id, title, body) on public.organization_notes to authenticated;
grant update (title, body) on public.organization_notes to authenticated;
grant select, insert, update, delete on public.organization_notes to service_role;

-- organizations
create policy "Members read their organisations"
  on public.organizations for select to authenticated
  using (public.is_org_member(id));

create policy "Owners rename their organisations"
  on public.organizations for update to authenticated
  using (public.org_role(id) = 'owner')
  with check (public.org_role(id) = 'owner');

-- organization_users
create policy "Members read their organisations' member lists"
  on public.organization_users for select to authenticated
  using (public.is_org_member(organization_id));

create policy "Owners add members"
  on public.organization_users for insert to authenticated
  with check (public.org_role(organization_id) = 'owner');

create policy "Owners change members' roles"
  on public.organization_users for update to authenticated
  using (public.org_role(organization_id) = 'owner')
  with check (public.org_role(organization_id) = 'owner');

create policy "Owners remove members and members leave"
  on public.organization_users for delete to authenticated
  using (user_id = (select auth.uid()) or public.org_role(organization_id) = 'owner');

-- organization_resources
create policy "Members read their organisations' resources"
  on public.organization_resources for select to authenticated
  using (public.is_org_member(organization_id));

create policy "Owners add resources"
  on public.organization_resources for insert to authenticated
  with check (public.org_role(organization_id) = 'owner');

create policy "Owners update resources"
  on public.organization_resources for update to authenticated
  using (public.org_role(organization_id) = 'owner')
  with check (public.org_role(organization_id) = 'owner');

create policy "Owners delete resources"
  on public.organization_resources for delete to authenticated
  using (public.org_role(organization_id) = 'owner');

-- organization_messages
create policy "Members read their organisations' messages"
  on public.organization_messages for select to authenticated
  using (public.is_org_member(organization_id));

create policy "Members post messages as themselves"
  on public.organization_messages for insert to authenticated
  with check (author_id = (select auth.uid()) and public.is_org_member(organization_id));

create policy "Authors and owners delete messages"
  on public.organization_messages for delete to authenticated
  using (
    (author_id = (select auth.uid()) and public.is_org_member(organization_id))
    or public.org_role(organization_id) = 'owner');

-- organization_notes
create policy "Members read their organisations' notes"
  on public.organization_notes for select to authenticated
  using (public.is_org_member(organization_id));

create policy "Members write notes as themselves"
  on public.organization_notes for insert to authenticated
  with check (created_by = (select auth.uid()) and public.is_org_member(organization_id));

create policy "Members edit their organisations' notes"
  on public.organization_notes for update to authenticated
  using (public.is_org_member(organization_id))
  with check (public.is_org_member(organization_id));

create policy "Note authors and owners delete notes"
  on public.organization_notes for delete to authenticated
  using (
    (created_by = (select auth.uid()) and public.is_org_member(organization_id))
    or public.org_role(organization_id) = 'owner');

-- Member names for the member list and message authors. profiles stays private to its owner, so
-- members see each other's names (and nothing else of the profile) through this function only.
create function public.get_organization_members(p_organization_id uuid)
returns table (user_id uuid, role text, first_name text, last_name text, avatar_url text, joined_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select ou.user_id, ou.role, p.first_name, p.last_name, p.avatar_url, ou.created_at
  from public.organization_users ou
  join public.profiles p on p.id = ou.user_id
  where ou.organization_id = p_organization_id
    and public.is_org_member(p_organization_id)
  order by ou.role = 'owner' desc, p.first_name, p.last_name
$$;
revoke execute on function public.get_organization_members(uuid) from public, anon;
grant execute on function public.get_organization_members(uuid) to authenticated, service_role;

-- Owners add a member by email (the browser cannot look up other users' ids). Raises P0002 when no
-- account has that email, 23505 when already a member, 42501 when the caller is not an owner.
create function public.add_organization_member(p_organization_id uuid, p_email text, p_role text default 'member')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  if public.org_role(p_organization_id) is distinct from 'owner' then
    raise exception 'Only organisation owners can add members' using errcode = '42501';
  end if;
  select u.id into v_user_id
  from auth.users u join public.profiles p on p.id = u.id
  where lower(u.email) = lower(trim(p_email)) and not p.is_deleted;
  if v_user_id is null then
    raise exception 'No account with that email' using errcode = 'P0002';
  end if;
  insert into public.organization_users (organization_id, user_id, role)
  values (p_organization_id, v_user_id, coalesce(p_role, 'member'));
  return v_user_id;
end
$$;
revoke execute on function public.add_organization_member(uuid, text, text) from public, anon;
grant execute on function public.add_organization_member(uuid, text, text) to authenticated, service_role;

-- The message board updates live; realtime delivers a row only to those who may select it.
alter publication supabase_realtime add table public.organization_messages;

-- Organisation files: private, members read, owners write, `{organization_id}/{random}.{ext}`.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('organization-files', 'organization-files', false, 20971520, array[
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif'
]);

-- The organisation a file path belongs to, or null when the first folder is not a uuid.
create function public.organization_id_from_path(p_name text) returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/]+\.[A-Za-z0-9]{1,10}$'
    then split_part(p_name, '/', 1)::uuid
  end
$$;
grant execute on function public.organization_id_from_path(text) to authenticated, service_role;

create policy "Organisation members read organisation files"
  on storage.objects for select to authenticated
  using (bucket_id = 'organization-files' and public.is_org_member(public.organization_id_from_path(name)));

create policy "Organisation owners upload organisation files"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'organization-files' and public.org_role(public.organization_id_from_path(name)) = 'owner');

create policy "Organisation owners replace organisation files"
  on storage.objects for update to authenticated
  using (bucket_id = 'organization-files' and public.org_role(public.organization_id_from_path(name)) = 'owner')
  with check (
    bucket_id = 'organization-files' and public.org_role(public.organization_id_from_path(name)) = 'owner');

create policy "Organisation owners delete organisation files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'organization-files' and public.org_role(public.organization_id_from_path(name)) = 'owner');
