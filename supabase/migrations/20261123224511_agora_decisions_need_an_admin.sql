-- Verification decisions need an admin. decide_verification accepted the assigned verifier without
-- asking is_admin(), so an admin who was demoted (or deleted their account) could still approve the
-- requests assigned to them, including through the admin screen's bulk decisions (one call per
-- request). Now every decision asks is_admin() first, and when an admin stops being one their
-- pending requests go to another admin at random (notified, as on submission), or back to the
-- unassigned pool when there is none; history records the hand-over.
-- Errors: 42501 not an admin, PT404 not found (HTTP 404), AG005 already decided, 22023 bad input.

alter table public.agora_verification_history
  drop constraint agora_verification_history_action_check,
  add constraint agora_verification_history_action_check
    check (action in ('draft_saved', 'verification_approved', 'verification_rejected', 'assignment_taken_over',
                      'assignment_returned'));

create or replace function public.decide_verification(
  p_verification_id uuid,
  p_status text,
  p_comments text default null
) returns public.agora_verification
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_request public.agora_verification;
  v_applicant uuid;
  v_comments text := nullif(trim(p_comments), '');
begin
  if v_uid is null or not public.is_admin() then
    raise exception 'Only administrators can decide verification requests' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected') then
    raise exception 'Decision must be approved or rejected' using errcode = '22023';
  end if;
  if char_length(v_comments) > 2000 then
    raise exception 'Comments must be at most 2000 characters' using errcode = '22023';
  end if;

  select * into v_request from public.agora_verification where id = p_verification_id for update;
  if not found then
    raise exception 'Verification not found' using errcode = 'PT404';
  end if;
  select user_id into v_applicant from public.agora_consultant_profiles where id = v_request.consultant_id;
  if v_applicant = v_uid then
    raise exception 'You cannot decide your own application' using errcode = '42501';
  end if;
  if v_request.status <> 'pending' then
    raise exception 'This verification request has already been decided' using errcode = 'AG005';
  end if;

  if v_request.verifier_id is distinct from v_uid then
    insert into public.agora_verification_history (verification_id, admin_id, action, details)
    values (p_verification_id, v_uid, 'assignment_taken_over',
            jsonb_build_object('previous_verifier_id', v_request.verifier_id));
  end if;

  update public.agora_verification
  set status = p_status, comments = v_comments, verifier_id = v_uid
  where id = p_verification_id
  returning * into v_request;

  update public.agora_consultant_profiles
  set status = case p_status when 'approved' then 'active' else 'rejected' end
  where id = v_request.consultant_id and status = 'pending';

  insert into public.agora_verification_history (verification_id, admin_id, action, details)
  values (p_verification_id, v_uid, 'verification_' || p_status, jsonb_build_object('comments', v_comments));

  -- Failing to delete the draft is only logged.
  begin
    delete from public.agora_verification_drafts where verification_id = p_verification_id and admin_id = v_uid;
  exception when others then
    raise warning 'could not delete verification draft %: %', p_verification_id, sqlerrm;
  end;

  if p_status = 'approved' then
    perform public.create_notification(
      v_applicant, 'agora_application', 'Consultant application approved',
      'Your consultant profile is now live in the Expert Marketplace.'
        || coalesce(' Comments: ' || v_comments, ''),
      'agora', '/agora/consultants/dashboard');
  else
    perform public.create_notification(
      v_applicant, 'agora_application', 'Consultant application rejected',
      'Your consultant application was not approved.' || coalesce(' Comments: ' || v_comments, '')
        || ' You may apply again.',
      'agora', '/agora/consultants/new');
  end if;

  return v_request;
end
$$;

-- An admin who stops being one (role changed, or account deleted) hands their pending requests on.
create function public.agora_hand_over_verifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  v_next uuid;
begin
  for r in
    select v.id, c.user_id as applicant
    from public.agora_verification v
    join public.agora_consultant_profiles c on c.id = v.consultant_id
    where v.verifier_id = new.id and v.status = 'pending'
    for update of v
  loop
    select p.id into v_next from public.profiles p
    where p.role = 'admin' and not p.is_deleted and p.id not in (new.id, r.applicant)
    order by random() limit 1;

    update public.agora_verification set verifier_id = v_next where id = r.id;
    insert into public.agora_verification_history (verification_id, admin_id, action, details)
    values (r.id, null, 'assignment_returned',
            jsonb_build_object('previous_verifier_id', new.id, 'verifier_id', v_next));
    if v_next is not null then
      perform public.create_notification(
        v_next, 'agora_application', 'Consultant application assigned to you',
        'A pending consultant application was handed over to you for review.',
        'agora', '/agora/admin/verification/' || r.id);
    end if;
  end loop;
  return new;
end
$$;
revoke all on function public.agora_hand_over_verifications() from public, anon, authenticated;

create trigger profiles_agora_hand_over_verifications
  after update of role, is_deleted on public.profiles
  for each row
  when (old.role = 'admin' and not old.is_deleted and (new.role <> 'admin' or new.is_deleted))
  execute function public.agora_hand_over_verifications();

-- Requests already assigned to someone who is no longer an admin are handed over now. The applicant
-- as their own verifier (no admin existed when they applied) keeps waiting for a take-over, as before.
with orphaned as (
  select v.id, v.verifier_id, c.user_id as applicant
  from public.agora_verification v
  join public.agora_consultant_profiles c on c.id = v.consultant_id
  where v.status = 'pending' and v.verifier_id is not null and v.verifier_id <> c.user_id
    and not exists (select 1 from public.profiles p where p.id = v.verifier_id and p.role = 'admin' and not p.is_deleted)
), moved as (
  update public.agora_verification v
  set verifier_id = (
    select p.id from public.profiles p
    where p.role = 'admin' and not p.is_deleted and p.id <> o.applicant
    order by random() limit 1)
  from orphaned o
  where v.id = o.id
  returning v.id, o.verifier_id as previous, v.verifier_id as next
)
insert into public.agora_verification_history (verification_id, admin_id, action, details)
select id, null, 'assignment_returned', jsonb_build_object('previous_verifier_id', previous, 'verifier_id', next)
from moved;
