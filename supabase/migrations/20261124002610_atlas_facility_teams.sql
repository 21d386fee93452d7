-- Facility teams (Atlas, issue 18): a facility has an owner (facilities.user_id) and members who
-- are managers or staff. Every facility-scoped policy (Arca records, Atlas) asks one question,
-- "which facilities may I read / log / edit / delete in, under which plan", answered by
-- public.facility_grants(); this migration extends that one helper (and facility_access(), its
-- row-at-a-time form) with members and roles, so Arca's records become team records by the same
-- rule without touching a single Arca policy:
--
--   owner    read, log, edit, delete, manage (the team, the public board, facility settings)
--   manager  read, log, edit, delete
--   staff    read, log
--
-- Members work under the FACILITY OWNER's plan (tier_rank below), as in any team product: a staff
-- member on a free plan logs into a Professional owner's Atlas; their own facilities still follow
-- their own plan.
--
-- Joining is by invitation, accepted by the invitee (never added silently): the owner invites an
-- email address with a role; whoever signs in with that address sees the invitation, accepts or
-- declines. Why not "add an existing user by email" as the clients portal does: that answer tells
-- the inviter whether an account exists for any address (an enumeration oracle), puts people on a
-- team, with duties (SOP training, tasks) and their name visible to strangers, without their
-- consent, and cannot invite someone who has not signed up yet. Invitations expire after 14 days.

-- ---------------------------------------------------------------------------------------------
create table public.facility_members (
  facility_id uuid not null references public.facilities (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null check (role in ('manager', 'staff')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (facility_id, user_id)
);
create index facility_members_user_id_idx on public.facility_members (user_id);

create trigger facility_members_set_updated_at
  before update on public.facility_members
  for each row execute function public.set_updated_at();

create table public.facility_invitations (
  id uuid primary key default gen_random_uuid(),
  facility_id uuid not null references public.facilities (id) on delete cascade,
  email text not null check (
    email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' and char_length(email) <= 254),
  role text not null check (role in ('manager', 'staff')),
  invited_by uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  responded_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days',
  check ((status = 'pending') = (responded_at is null))
);
-- One open invitation per address and facility (a second one is 23505).
create unique index facility_invitations_pending_key
  on public.facility_invitations (facility_id, lower(email)) where status = 'pending';
create index facility_invitations_email_idx on public.facility_invitations (lower(email)) where status = 'pending';
create index facility_invitations_invited_by_idx on public.facility_invitations (invited_by);

-- ---------------------------------------------------------------------------------------------
-- THE access helper. One set per query: policies test `facility_id in (select …)`, which Postgres
-- evaluates once and hashes (a per-row SECURITY DEFINER call costs ~0.6 ms a row, measured by Arca).
create or replace function public.facility_grants(p_action text)
returns table (facility_id uuid, tier_rank integer)
language sql
stable
security definer
set search_path = ''
rows 10
as $$
  select f.id, public.tier_rank(owner.membership_tier)
  from public.facilities f
  join public.profiles owner on owner.id = f.user_id
  where p_action in ('read', 'log', 'edit', 'delete', 'manage')
    and f.user_id = (select auth.uid())
    and not owner.is_deleted
  union all
  select f.id, public.tier_rank(owner.membership_tier)
  from public.facility_members m
  join public.facilities f on f.id = m.facility_id
  join public.profiles owner on owner.id = f.user_id
  join public.profiles me on me.id = m.user_id
  where m.user_id = (select auth.uid())
    and not owner.is_deleted
    and not me.is_deleted
    and case m.role
      when 'manager' then p_action in ('read', 'log', 'edit', 'delete')
      when 'staff' then p_action in ('read', 'log')
      else false
    end
$$;
comment on function public.facility_grants(text) is
  'The facilities where the caller may read/log/edit/delete records (manage: the owner only), with '
  'the rank of the plan they work under there: the facility owner''s. Owner: everything; manager: '
  'read, log, edit, delete; staff: read, log. Every facility-scoped policy reads this one set.';
revoke execute on function public.facility_grants(text) from public, anon, authenticated;
grant execute on function public.facility_grants(text) to authenticated, service_role;

create or replace function public.facility_access(p_facility_id uuid, p_action text, p_tier text default 'free')
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.facility_grants(p_action) g
    where g.facility_id = p_facility_id and g.tier_rank >= public.tier_rank(p_tier)
  )
$$;
comment on function public.facility_access(uuid, text, text) is
  'Whether the caller may read/log/edit/delete (manage) one facility''s records whose owner''s plan '
  'is at least p_tier; a row-at-a-time view of public.facility_grants().';
revoke execute on function public.facility_access(uuid, text, text) from public, anon, authenticated;
grant execute on function public.facility_access(uuid, text, text) to authenticated, service_role;

-- A person's role in a facility ('owner', 'manager', 'staff' or null); p_user_id defaults to the
-- caller. Used to check that an SOP's owner, an approver or a task's assignee is on the team.
create function public.facility_role(p_facility_id uuid, p_user_id uuid default null)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select 'owner' from public.facilities f join public.profiles p on p.id = f.user_id
     where f.id = p_facility_id and f.user_id = coalesce(p_user_id, (select auth.uid())) and not p.is_deleted),
    (select m.role from public.facility_members m join public.profiles p on p.id = m.user_id
     where m.facility_id = p_facility_id and m.user_id = coalesce(p_user_id, (select auth.uid()))
       and not p.is_deleted))
$$;
revoke execute on function public.facility_role(uuid, uuid) from public, anon, authenticated;
grant execute on function public.facility_role(uuid, uuid) to authenticated, service_role;

-- The people who share at least one facility with the caller (owners and members), for the
-- public_profiles policy below: teammates see each other's names and avatars, nothing more.
create function public.facility_teammates()
returns setof uuid
language sql
stable
security definer
set search_path = ''
rows 20
as $$
  select f.user_id from public.facilities f
  where f.id in (select g.facility_id from public.facility_grants('read') g)
  union
  select m.user_id from public.facility_members m
  where m.facility_id in (select g.facility_id from public.facility_grants('read') g)
$$;
revoke execute on function public.facility_teammates() from public, anon, authenticated;
grant execute on function public.facility_teammates() to authenticated, service_role;

create policy "Facility teammates read each other's public profiles"
  on public.public_profiles for select to authenticated
  using (id in (select public.facility_teammates()));

-- ---------------------------------------------------------------------------------------------
-- Facilities and rooms: members read the facilities they work in and their rooms; setting them up
-- stays with the owner (the existing owner policies).
create policy "Members read the facilities they work in"
  on public.facilities for select to authenticated
  using (id in (select g.facility_id from public.facility_grants('read') g));

create policy "Members read the rooms of the facilities they work in"
  on public.rooms for select to authenticated
  using (facility_id in (select g.facility_id from public.facility_grants('read') g));

-- ---------------------------------------------------------------------------------------------
-- The owner is never a member of their own facility (they are its owner).
create function public.facility_members_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.facilities f where f.id = new.facility_id and f.user_id = new.user_id) then
    raise exception 'The owner of a facility is already on its team.' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke execute on function public.facility_members_check() from public, anon, authenticated;
create trigger facility_members_check
  before insert or update on public.facility_members
  for each row execute function public.facility_members_check();

alter table public.facility_members enable row level security;
alter table public.facility_invitations enable row level security;

revoke all on table public.facility_members, public.facility_invitations from anon, authenticated;
-- Members join only through accept_facility_invitation(); the owner changes roles and removes
-- members, a member leaves.
grant select, delete on public.facility_members to authenticated;
grant update (role) on public.facility_members to authenticated;
grant select, insert, update, delete on public.facility_members to service_role;

grant select, delete on public.facility_invitations to authenticated;
grant insert (facility_id, email, role) on public.facility_invitations to authenticated;
grant select, insert, update, delete on public.facility_invitations to service_role;

create policy "Facility teams read their member lists"
  on public.facility_members for select to authenticated
  using (facility_id in (select g.facility_id from public.facility_grants('read') g));

create policy "Owners change members' roles"
  on public.facility_members for update to authenticated
  using (facility_id in (select g.facility_id from public.facility_grants('manage') g))
  with check (facility_id in (select g.facility_id from public.facility_grants('manage') g));

create policy "Owners remove members and members leave"
  on public.facility_members for delete to authenticated
  using (
    user_id = (select auth.uid())
    or facility_id in (select g.facility_id from public.facility_grants('manage') g));

-- The address the caller signed up with (auth.users, not the token's copy, which may be stale).
create function public.auth_email() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(u.email) from auth.users u where u.id = (select auth.uid())
$$;
revoke execute on function public.auth_email() from public, anon, authenticated;
grant execute on function public.auth_email() to authenticated, service_role;

create policy "Owners and invitees read invitations"
  on public.facility_invitations for select to authenticated
  using (
    facility_id in (select g.facility_id from public.facility_grants('manage') g)
    or lower(email) = (select public.auth_email()));

create policy "Owners invite people to their facilities"
  on public.facility_invitations for insert to authenticated
  with check (
    invited_by = (select auth.uid())
    and facility_id in (select g.facility_id from public.facility_grants('manage') g));

-- Withdrawing a pending invitation (or clearing an answered one from the list).
create policy "Owners withdraw invitations"
  on public.facility_invitations for delete to authenticated
  using (facility_id in (select g.facility_id from public.facility_grants('manage') g));

-- Normalises the address, refuses inviting someone already on the team, and tells the invitee
-- (when an account has that address) in the app. The inviter learns nothing about the account.
create function public.facility_invitations_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_facility text;
begin
  new.email := lower(btrim(new.email));
  new.status := 'pending';
  new.responded_at := null;
  new.created_at := now();
  new.expires_at := now() + interval '14 days';
  select u.id into v_user from auth.users u where lower(u.email) = new.email;
  if v_user is not null and public.facility_role(new.facility_id, v_user) is not null then
    raise exception 'This person is already on the facility''s team.' using errcode = '23505';
  end if;
  -- An expired invitation to the same address makes way for the new one.
  delete from public.facility_invitations i
  where i.facility_id = new.facility_id and lower(i.email) = new.email
    and i.status = 'pending' and i.expires_at <= now();
  if v_user is not null then
    select f.name into v_facility from public.facilities f where f.id = new.facility_id;
    perform public.create_notification(
      v_user, 'facility_invitation', 'Invitation to join ' || v_facility,
      'You are invited to join ' || v_facility || ' as ' || new.role || '. Accept or decline it in Atlas.',
      'atlas', '/atlas/team');
  end if;
  return new;
end
$$;
revoke execute on function public.facility_invitations_before_insert() from public, anon, authenticated;
create trigger facility_invitations_before_insert
  before insert on public.facility_invitations
  for each row execute function public.facility_invitations_before_insert();

-- The invitee's answer. Raises PT404 (HTTP 404) when there is no such open invitation for the caller's
-- address (expired ones count as gone), so nobody learns about other people's invitations.
create function public.respond_to_facility_invitation(p_invitation_id uuid, p_accept boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_inv public.facility_invitations;
  v_facility public.facilities;
  v_name text;
begin
  if v_uid is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  select * into v_inv from public.facility_invitations i
  where i.id = p_invitation_id and i.status = 'pending' and i.expires_at > now()
    and lower(i.email) = public.auth_email()
  for update;
  if not found then
    raise exception 'This invitation is no longer open. Ask the facility''s owner for a new one.'
      using errcode = 'PT404';
  end if;
  select * into v_facility from public.facilities f where f.id = v_inv.facility_id;
  if p_accept then
    if v_facility.user_id = v_uid then
      raise exception 'The owner of a facility is already on its team.' using errcode = '23514';
    end if;
    insert into public.facility_members (facility_id, user_id, role)
    values (v_inv.facility_id, v_uid, v_inv.role)
    on conflict (facility_id, user_id) do update set role = excluded.role;
  end if;
  update public.facility_invitations
    set status = case when p_accept then 'accepted' else 'declined' end, responded_at = now()
    where id = v_inv.id;
  select concat_ws(' ', p.first_name, p.last_name) into v_name from public.profiles p where p.id = v_uid;
  perform public.create_notification(
    v_facility.user_id, 'facility_invitation',
    coalesce(nullif(v_name, ''), v_inv.email)
      || case when p_accept then ' joined ' else ' declined to join ' end || v_facility.name,
    case when p_accept then 'They work in the facility as ' || v_inv.role || '.' else '' end,
    'atlas', '/atlas/team');
  return v_inv.facility_id;
end
$$;
revoke execute on function public.respond_to_facility_invitation(uuid, boolean) from public, anon, authenticated;
grant execute on function public.respond_to_facility_invitation(uuid, boolean) to authenticated, service_role;

-- The caller's open invitations with the facility's name and who invited them (the invitee
-- cannot read the facility or the inviter's profile yet).
create function public.my_facility_invitations()
returns table (id uuid, facility_id uuid, facility_name text, role text, invited_by_name text,
  created_at timestamptz, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.facility_id, f.name, i.role, concat_ws(' ', p.first_name, p.last_name), i.created_at, i.expires_at
  from public.facility_invitations i
  join public.facilities f on f.id = i.facility_id
  left join public.profiles p on p.id = i.invited_by
  where (select auth.uid()) is not null
    and lower(i.email) = public.auth_email()
    and i.status = 'pending' and i.expires_at > now()
  order by i.created_at desc
$$;
revoke execute on function public.my_facility_invitations() from public, anon, authenticated;
grant execute on function public.my_facility_invitations() to authenticated, service_role;

-- Every facility the caller works in, with their role and the plan it runs on, for the facility
-- switcher and the route guards (a member on a free plan may open a Professional owner's Atlas).
create function public.my_facilities()
returns table (facility_id uuid, name text, role text, plan text, owner_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.name, public.facility_role(f.id), owner.membership_tier,
    concat_ws(' ', owner.first_name, owner.last_name)
  from public.facilities f
  join public.profiles owner on owner.id = f.user_id
  where f.id in (select g.facility_id from public.facility_grants('read') g)
  order by public.facility_role(f.id) <> 'owner', f.name
$$;
revoke execute on function public.my_facilities() from public, anon, authenticated;
grant execute on function public.my_facilities() to authenticated, service_role;

-- The team of a facility (owner first), with names, for anyone on it.
create function public.facility_team(p_facility_id uuid)
returns table (user_id uuid, role text, first_name text, last_name text, avatar_url text, joined_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select t.user_id, t.role, p.first_name, p.last_name, p.avatar_url, t.joined_at
  from (
    select f.user_id, 'owner'::text as role, f.created_at as joined_at
    from public.facilities f where f.id = p_facility_id
    union all
    select m.user_id, m.role, m.created_at from public.facility_members m where m.facility_id = p_facility_id
  ) t
  join public.profiles p on p.id = t.user_id
  where p_facility_id in (select g.facility_id from public.facility_grants('read') g)
    and not p.is_deleted
  order by case t.role when 'owner' then 0 when 'manager' then 1 else 2 end, p.first_name, p.last_name
$$;
revoke execute on function public.facility_team(uuid) from public, anon, authenticated;
grant execute on function public.facility_team(uuid) to authenticated, service_role;
