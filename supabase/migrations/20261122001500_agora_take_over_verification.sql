-- An admin takes over a verification request explicitly (issue 6: updating a request is the
-- assigned verifier's; an admin may take the assignment over, recorded in history). Until now a
-- takeover happened only implicitly inside decide_verification; this lets an admin claim a request
-- before reviewing it, so the other admin (and the history) can see who is working on it.
-- Errors: 42501 not an admin, P0002 not found, AG005 already decided.

create function public.take_over_verification(p_verification_id uuid)
returns public.agora_verification
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_request public.agora_verification;
begin
  if v_uid is null or not public.is_admin() then
    raise exception 'Only administrators can take over a verification request' using errcode = '42501';
  end if;
  select * into v_request from public.agora_verification where id = p_verification_id for update;
  if not found then
    raise exception 'Verification not found' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.agora_consultant_profiles c
             where c.id = v_request.consultant_id and c.user_id = v_uid) then
    raise exception 'You cannot review your own application' using errcode = '42501';
  end if;
  if v_request.status <> 'pending' then
    raise exception 'This verification request has already been decided' using errcode = 'AG005';
  end if;
  if v_request.verifier_id is not distinct from v_uid then
    return v_request;
  end if;

  insert into public.agora_verification_history (verification_id, admin_id, action, details)
  values (p_verification_id, v_uid, 'assignment_taken_over',
          jsonb_build_object('previous_verifier_id', v_request.verifier_id));

  update public.agora_verification set verifier_id = v_uid where id = p_verification_id
  returning * into v_request;
  return v_request;
end
$$;
revoke execute on function public.take_over_verification(uuid) from public;
grant execute on function public.take_over_verification(uuid) to authenticated;
