-- Verification decisions need a second factor once an admin has one. Supabase's documented MFA
-- pattern: a user with a verified factor (auth.mfa_factors) must present an aal2 token
-- (`auth.jwt() ->> 'aal'`) — a stolen password alone must not approve consultants. Decisions and
-- take-overs run in SECURITY DEFINER functions, which RLS does not see, so the check sits in a
-- trigger on public.agora_verification that every path of a decision passes through.
-- Users without a verified factor are unaffected (aal1 is all they can reach).
-- Errors: 42501 when an enrolled caller presents an aal1 token.

-- True when the caller's token meets what their enrolled factors demand. Reads auth.mfa_factors,
-- which the API roles cannot, hence SECURITY DEFINER; it only ever answers for the caller.
create function public.caller_meets_mfa() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified')
$$;
revoke execute on function public.caller_meets_mfa() from public, anon, authenticated;

create function public.agora_verification_require_aal2() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- A decision (the status leaves pending) or a take-over (the caller makes themselves verifier),
  -- by a signed-in caller; hand-overs by the system (no caller) pass.
  if (select auth.uid()) is not null
     and (new.status is distinct from old.status
          or (new.verifier_id is distinct from old.verifier_id and new.verifier_id = (select auth.uid())))
     and not public.caller_meets_mfa() then
    raise exception 'Enter the code from your authenticator app before deciding verification requests'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function public.agora_verification_require_aal2() from public, anon, authenticated;

create trigger agora_verification_require_aal2
  before update of status, verifier_id on public.agora_verification
  for each row execute function public.agora_verification_require_aal2();
