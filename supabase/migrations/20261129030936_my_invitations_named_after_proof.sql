-- An invitation names its facility and who sent it only to a session that proved the invited
-- address (a code or link mailed there, as answering it needs: public.session_proves_email). Anyone
-- may sign up with, or change their account to, an address they do not read; until they prove it
-- they learn only that an invitation waits, its role and dates, never where from.
create or replace function public.my_facility_invitations()
returns table (id uuid, facility_id uuid, facility_name text, role text, invited_by_name text,
  created_at timestamptz, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id,
    case when proved.ok then i.facility_id end,
    case when proved.ok then f.name end,
    i.role,
    case when proved.ok then concat_ws(' ', p.first_name, p.last_name) end,
    i.created_at, i.expires_at
  from public.facility_invitations i
  join public.facilities f on f.id = i.facility_id
  left join public.profiles p on p.id = i.invited_by
  cross join (select public.session_proves_email() as ok) proved
  where (select auth.uid()) is not null
    and lower(i.email) = public.auth_email()
    and i.status = 'pending' and i.expires_at > now()
  order by i.created_at desc
$$;
comment on function public.my_facility_invitations() is
  'Open invitations to the caller''s address; facility and inviter only once the session proved the address.';
revoke execute on function public.my_facility_invitations() from public, anon, authenticated;
grant execute on function public.my_facility_invitations() to authenticated, service_role;

-- The invitee's notice says as much as the list does before the proof: no facility, no inviter.
create or replace function public.facility_invitations_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  new.email := lower(btrim(new.email));
  new.status := 'pending';
  new.responded_at := null;
  new.created_at := now();
  new.expires_at := now() + interval '14 days';
  if (select auth.uid()) is not null
     and new.facility_id not in (select g.facility_id from public.facility_grants('manage') g) then
    return new;
  end if;
  select u.id into v_user from auth.users u where lower(u.email) = new.email;
  if v_user is not null and public.facility_role(new.facility_id, v_user) is not null then
    raise exception 'This person is already on the facility''s team.' using errcode = '23505';
  end if;
  -- An expired invitation to the same address makes way for the new one.
  delete from public.facility_invitations i
  where i.facility_id = new.facility_id and lower(i.email) = new.email
    and i.status = 'pending' and i.expires_at <= now();
  if v_user is not null then
    perform public.create_notification(
      v_user, 'facility_invitation', 'Invitation to a facility team',
      'You are invited to join a facility''s team as ' || new.role
        || '. Confirm your address in Atlas to see which facility, then accept or decline.',
      'atlas', '/atlas/team');
  end if;
  return new;
end
$$;
