-- An invitation to a facility is answered only by someone who has proved they read the invited
-- address's mail. Until now any account with that address could accept, and with "Confirm email"
-- off an account is made for any address without a mail ever being opened: whoever knew an
-- invited address that had no account yet could sign up with it, accept, and read the facility's
-- records.
--
-- The proof is the session itself: its `amr` claim (signed by the auth server) lists how it was
-- started, and a code or link mailed to the address (an email OTP or magic link, a recovery link,
-- a sign-up confirmation, an admin invitation) proves the mailbox; a password does not. The proof
-- counts only when it is newer than the account's last email-change request, so an address taken
-- over by an email change (which, with "Confirm email" off, the old address alone can confirm) is
-- proved again. This holds whatever the project's confirmation setting, on hosted projects too:
-- it reads only the token and auth.users. The app asks for a code mailed to the address when the
-- session has no proof (the Team page's "Confirm your address" step).

-- Whether the caller's session proved, by a mailed code or link, the address the account has now.
create function public.session_proves_email() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.users u
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof((select auth.jwt()) -> 'amr') = 'array' then (select auth.jwt()) -> 'amr' else '[]'::jsonb end
    ) a(entry)
    where u.id = (select auth.uid())
      and a.entry ->> 'method' in ('otp', 'magiclink', 'recovery', 'email/signup', 'invite')
      and to_timestamp((a.entry ->> 'timestamp')::double precision)
          >= coalesce(u.email_change_sent_at, '-infinity'::timestamptz)
  )
$$;
comment on function public.session_proves_email() is
  'Whether the caller''s session was started by a code or link mailed to the account''s current address.';
revoke execute on function public.session_proves_email() from public, anon, authenticated;
grant execute on function public.session_proves_email() to authenticated, service_role;

create or replace function public.respond_to_facility_invitation(p_invitation_id uuid, p_accept boolean)
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
  if not public.session_proves_email() then
    raise exception 'Confirm that % is your address: enter the code we email to it, then answer the invitation.',
      v_inv.email using errcode = '42501', detail = 'email_unproven';
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
