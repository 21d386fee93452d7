-- A deleted account "cannot be accessed": until now delete_my_account only flagged the profile, and
-- the account could still sign in, refresh its session and write rows. Now deleting also
--   * bans the user the way GoTrue records it (auth.users.banned_until, 100 years ahead): the auth
--     service refuses password and refresh-token grants with `user_banned`;
--   * ends every session (GoTrue's "sign out everywhere": refresh tokens go with their sessions);
--   * and, for the access token that is still valid until it expires, refuses every REST and RPC
--     request in the database through PostgREST's pre-request hook, and every storage change through
--     restrictive storage policies (Storage does not go through PostgREST).
--
-- Why the pre-request hook: it runs inside every PostgREST request's transaction before the query,
-- so one check covers every table, view and function, present and future, including SECURITY
-- DEFINER functions that RLS would not stop. Hosted Supabase documents setting it on the
-- authenticator role (`alter role authenticator set pgrst.…` then `notify pgrst, 'reload config'`).
-- There is one hook per project: further request-wide checks belong in public.check_request().

create or replace function public.delete_my_account() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  update public.profiles set is_deleted = true where id = v_uid;
  delete from public.user_integrations where user_id = v_uid;
  update auth.users set banned_until = now() + interval '100 years', updated_at = now() where id = v_uid;
  delete from auth.sessions where user_id = v_uid;
end
$$;

-- Whether the caller's own account is deleted. SECURITY DEFINER so it answers whatever profiles'
-- policies say; it reveals only the caller's own flag.
create function public.is_deleted_account() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.is_deleted)
$$;
revoke all on function public.is_deleted_account() from public, anon, authenticated;
grant execute on function public.is_deleted_account() to authenticated, service_role;

-- PostgREST runs this before every request as the request's role (anon, authenticated or
-- service_role, so all three may execute it). Answers 403 with code `account_deleted`, which the app
-- turns into the 'Account Deleted' notice.
create function public.check_request() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  -- Two statements: anon and service_role may not execute is_deleted_account and never reach it.
  if current_user <> 'authenticated' then
    return;
  end if;
  if public.is_deleted_account() then
    raise sqlstate 'PGRST' using
      message = '{"code":"account_deleted","message":"This account has been deleted and cannot be accessed."}',
      detail = '{"status":403,"headers":{}}';
  end if;
end
$$;
revoke all on function public.check_request() from public, anon, authenticated;
grant execute on function public.check_request() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request = 'public.check_request';
notify pgrst, 'reload config';

-- Storage writes rows as the caller, so restrictive policies (ANDed with every bucket's own) stop a
-- deleted account's uploads, replacements, deletions and private reads in every bucket.
create policy "Deleted accounts read no stored files"
  on storage.objects as restrictive for select to authenticated
  using (not (select public.is_deleted_account()));
create policy "Deleted accounts upload no files"
  on storage.objects as restrictive for insert to authenticated
  with check (not (select public.is_deleted_account()));
create policy "Deleted accounts replace no files"
  on storage.objects as restrictive for update to authenticated
  using (not (select public.is_deleted_account()))
  with check (not (select public.is_deleted_account()));
create policy "Deleted accounts delete no files"
  on storage.objects as restrictive for delete to authenticated
  using (not (select public.is_deleted_account()));
