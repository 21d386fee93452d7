-- Account deletion by the user (issue 4): a soft delete. The profile is flagged is_deleted (the shell
-- then signs the user out with 'Account Deleted'); their data is kept. The one thing removed is any
-- stored third-party credential (the AROYA key): a closed account should not keep a live key to
-- someone else's service.

create function public.delete_my_account() returns void
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
end
$$;
revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
