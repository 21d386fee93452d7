-- Agora applications and their review: submitting an application (one function: pending profile,
-- specialty links, a verification request for a random admin, that admin notified), the admins'
-- drafts, private notes and history, the decision (one function), suspending or reactivating a
-- consultant and verifying a certification. Errors the UI maps (SQLSTATE → meaning):
--   42501 not signed in / not allowed        P0002 not found
--   22023 invalid input (message says which) AG004 already has a pending or active application
--   AG005 not in a state that allows this (e.g. already decided)

create table public.agora_verification_drafts (
  verification_id uuid not null references public.agora_verification (id) on delete cascade,
  admin_id uuid not null references public.profiles (id) on delete cascade,
  decision text not null default 'pending' check (decision in ('pending', 'approved', 'rejected')),
  draft_comments text check (char_length(draft_comments) <= 2000),
  last_reviewed_at timestamptz not null default now(),
  primary key (verification_id, admin_id)
);
create index agora_verification_drafts_admin_idx on public.agora_verification_drafts (admin_id);

create table public.agora_admin_notes (
  id uuid primary key default gen_random_uuid(),
  verification_id uuid not null references public.agora_verification (id) on delete cascade,
  admin_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  note text not null check (char_length(trim(note)) between 1 and 2000),
  is_private boolean not null default true,
  created_at timestamptz not null default now()
);
create index agora_admin_notes_verification_idx on public.agora_admin_notes (verification_id, created_at desc);
create index agora_admin_notes_admin_idx on public.agora_admin_notes (admin_id);

create table public.agora_verification_history (
  id uuid primary key default gen_random_uuid(),
  verification_id uuid not null references public.agora_verification (id) on delete cascade,
  admin_id uuid references public.profiles (id) on delete set null,
  action text not null check (action in ('draft_saved', 'verification_approved', 'verification_rejected',
                                         'assignment_taken_over')),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  created_at timestamptz not null default now()
);
create index agora_verification_history_verification_idx
  on public.agora_verification_history (verification_id, created_at desc);
create index agora_verification_history_admin_idx on public.agora_verification_history (admin_id);

alter table public.agora_verification_drafts enable row level security;
alter table public.agora_admin_notes enable row level security;
alter table public.agora_verification_history enable row level security;

grant select, insert, update, delete on public.agora_verification_drafts to authenticated;
grant select, delete on public.agora_admin_notes to authenticated;
grant insert (verification_id, admin_id, note, is_private) on public.agora_admin_notes to authenticated;
-- History is an audit trail: written by the functions only.
grant select on public.agora_verification_history to authenticated;
grant select, insert, update, delete on public.agora_verification_drafts, public.agora_admin_notes,
  public.agora_verification_history to service_role;

create policy "Admins read their own drafts"
  on public.agora_verification_drafts for select to authenticated
  using (admin_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins create their own drafts"
  on public.agora_verification_drafts for insert to authenticated
  with check (admin_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins update their own drafts"
  on public.agora_verification_drafts for update to authenticated
  using (admin_id = (select auth.uid()) and (select public.is_admin()))
  with check (admin_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins delete their own drafts"
  on public.agora_verification_drafts for delete to authenticated
  using (admin_id = (select auth.uid()) and (select public.is_admin()));

create policy "Admins read admin notes"
  on public.agora_admin_notes for select to authenticated
  using ((select public.is_admin()));
create policy "Admins add notes as themselves"
  on public.agora_admin_notes for insert to authenticated
  with check (admin_id = (select auth.uid()) and (select public.is_admin()));
create policy "Admins delete their own notes"
  on public.agora_admin_notes for delete to authenticated
  using (admin_id = (select auth.uid()) and (select public.is_admin()));

create policy "Admins read verification history"
  on public.agora_verification_history for select to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Submitting an application. Validates like the CHECKs (and the form: years 1-50 here), so the
-- UI gets a readable message instead of a constraint name.
create function public.submit_consultant_application(
  p_title text,
  p_short_description text,
  p_bio text,
  p_years_experience integer,
  p_hourly_rate integer,
  p_specialty_ids integer[],
  p_available_days integer[] default '{1,2,3,4,5}',
  p_has_video_conferencing boolean default false,
  p_calendly_url text default null,
  p_zoom_link text default null,
  p_available_hours jsonb default '{"start": "09:00", "end": "17:00"}'::jsonb,
  p_time_zone text default 'UTC'
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_profile_id uuid;
  v_verifier uuid;
  v_verification_id uuid;
  v_name text;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if exists (select 1 from public.profiles where id = v_uid and is_deleted) then
    raise exception 'Account deleted' using errcode = '42501';
  end if;
  if exists (select 1 from public.agora_consultant_profiles
             where user_id = v_uid and status in ('pending', 'active', 'suspended')) then
    raise exception 'You already have a consultant application or profile' using errcode = 'AG004';
  end if;
  if coalesce(trim(p_title), '') = '' or coalesce(trim(p_short_description), '') = ''
     or coalesce(trim(p_bio), '') = '' then
    raise exception 'Missing information - Please fill out all required fields.' using errcode = '22023';
  end if;
  if char_length(p_short_description) > 100 then
    raise exception 'Short bio must be at most 100 characters' using errcode = '22023';
  end if;
  if p_years_experience is null or p_years_experience not between 1 and 50 then
    raise exception 'Years of experience must be between 1 and 50' using errcode = '22023';
  end if;
  if p_hourly_rate is null or p_hourly_rate not between 50 and 500 or p_hourly_rate % 5 <> 0 then
    raise exception 'Hourly rate must be between 50 and 500 in steps of 5' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_specialty_ids), 0) = 0 then
    raise exception 'Please select at least one specialty' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_specialty_ids) s(id)
             where s.id is null or not exists (select 1 from public.agora_specialties x where x.id = s.id)) then
    raise exception 'Unknown specialty' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_available_days), 0) = 0 then
    raise exception 'Please select at least one available day' using errcode = '22023';
  end if;

  begin
    insert into public.agora_consultant_profiles (
      user_id, status, title, short_description, bio, years_experience, hourly_rate,
      has_video_conferencing, calendly_url, zoom_link, available_days, available_hours, time_zone)
    values (
      v_uid, 'pending', trim(p_title), trim(p_short_description), trim(p_bio), p_years_experience,
      p_hourly_rate, coalesce(p_has_video_conferencing, false), nullif(trim(p_calendly_url), ''),
      nullif(trim(p_zoom_link), ''),
      (select array_agg(distinct d order by d) from unnest(p_available_days) d),
      coalesce(p_available_hours, '{"start": "09:00", "end": "17:00"}'::jsonb),
      coalesce(nullif(trim(p_time_zone), ''), 'UTC'))
    returning id into v_profile_id;
  exception
    when unique_violation then
      raise exception 'You already have a consultant application or profile' using errcode = 'AG004';
    when check_violation then
      raise exception 'Invalid application: %', sqlerrm using errcode = '22023';
  end;

  insert into public.agora_consultant_specialties (consultant_id, specialty_id)
  select v_profile_id, s from (select distinct unnest(p_specialty_ids) s) x;

  -- A random admin reviews it; with no admin at all, the applicant is their own verifier (spec-2
  -- §6) and the request waits for an admin to take it over (see decide_verification).
  select p.id into v_verifier from public.profiles p
  where p.role = 'admin' and not p.is_deleted and p.id <> v_uid
  order by random() limit 1;
  v_verifier := coalesce(v_verifier, v_uid);

  insert into public.agora_verification (consultant_id, verifier_id, status)
  values (v_profile_id, v_verifier, 'pending')
  returning id into v_verification_id;

  select nullif(trim(concat_ws(' ', first_name, last_name)), '') into v_name
  from public.profiles where id = v_uid;
  perform public.create_notification(
    v_verifier, 'agora_application', 'New consultant application',
    coalesce(v_name, 'A user') || ' applied to become a consultant: ' || trim(p_title),
    'agora', '/agora/admin/verification/' || v_verification_id);

  return v_profile_id;
end
$$;
revoke execute on function public.submit_consultant_application(text, text, text, integer, integer, integer[],
  integer[], boolean, text, text, jsonb, text) from public;
grant execute on function public.submit_consultant_application(text, text, text, integer, integer, integer[],
  integer[], boolean, text, text, jsonb, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The decision. The assigned verifier or any admin (an admin who is not the verifier takes the
-- request over, recorded in history); nobody decides their own application.
create function public.decide_verification(
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
  v_is_admin boolean := public.is_admin();
  v_request public.agora_verification;
  v_applicant uuid;
  v_comments text := nullif(trim(p_comments), '');
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected') then
    raise exception 'Decision must be approved or rejected' using errcode = '22023';
  end if;
  if char_length(v_comments) > 2000 then
    raise exception 'Comments must be at most 2000 characters' using errcode = '22023';
  end if;

  select * into v_request from public.agora_verification where id = p_verification_id for update;
  if not found or not (v_is_admin or v_request.verifier_id = v_uid) then
    -- Not telling a stranger whether the request exists.
    raise exception 'Verification not found' using errcode = 'P0002';
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

  -- spec-2 §4: failing to delete the draft is only logged.
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
revoke execute on function public.decide_verification(uuid, text, text) from public;
grant execute on function public.decide_verification(uuid, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
create function public.save_verification_draft(
  p_verification_id uuid,
  p_decision text default 'pending',
  p_comments text default null
) returns public.agora_verification_drafts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_draft public.agora_verification_drafts;
begin
  if v_uid is null or not public.is_admin() then
    raise exception 'Only administrators can save drafts' using errcode = '42501';
  end if;
  if coalesce(p_decision, 'pending') not in ('pending', 'approved', 'rejected') then
    raise exception 'Decision must be pending, approved or rejected' using errcode = '22023';
  end if;
  if not exists (select 1 from public.agora_verification where id = p_verification_id) then
    raise exception 'Verification not found' using errcode = 'P0002';
  end if;

  insert into public.agora_verification_drafts (verification_id, admin_id, decision, draft_comments, last_reviewed_at)
  values (p_verification_id, v_uid, coalesce(p_decision, 'pending'), nullif(trim(p_comments), ''), now())
  on conflict (verification_id, admin_id) do update
    set decision = excluded.decision, draft_comments = excluded.draft_comments, last_reviewed_at = now()
  returning * into v_draft;

  insert into public.agora_verification_history (verification_id, admin_id, action, details)
  values (p_verification_id, v_uid, 'draft_saved',
          jsonb_build_object('comments', v_draft.draft_comments, 'decision', v_draft.decision));
  return v_draft;
end
$$;
revoke execute on function public.save_verification_draft(uuid, text, text) from public;
grant execute on function public.save_verification_draft(uuid, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Suspend an active consultant or reactivate a suspended one.
create function public.admin_set_consultant_status(p_profile_id uuid, p_status text)
returns public.agora_consultant_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.agora_consultant_profiles;
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can change a consultant''s status' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('active', 'suspended') then
    raise exception 'Status must be active or suspended' using errcode = '22023';
  end if;
  select * into v_profile from public.agora_consultant_profiles where id = p_profile_id for update;
  if not found then
    raise exception 'Consultant profile not found' using errcode = 'P0002';
  end if;
  if v_profile.status = p_status then
    return v_profile;
  end if;
  if not ((v_profile.status = 'active' and p_status = 'suspended')
          or (v_profile.status = 'suspended' and p_status = 'active')) then
    raise exception 'Only active consultants can be suspended and only suspended ones reactivated'
      using errcode = 'AG005';
  end if;
  update public.agora_consultant_profiles set status = p_status where id = p_profile_id
  returning * into v_profile;
  perform public.create_notification(
    v_profile.user_id, 'agora_status',
    case p_status when 'suspended' then 'Consultant profile suspended' else 'Consultant profile reactivated' end,
    case p_status when 'suspended' then 'Your consultant profile is hidden from the marketplace until an administrator reactivates it.'
                  else 'Your consultant profile is visible in the marketplace again.' end,
    'agora', '/agora/consultants/dashboard');
  return v_profile;
end
$$;
revoke execute on function public.admin_set_consultant_status(uuid, text) from public;
grant execute on function public.admin_set_consultant_status(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
create function public.admin_set_certification_verified(p_certification_id uuid, p_verified boolean)
returns public.agora_consultant_certifications
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cert public.agora_consultant_certifications;
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can verify certifications' using errcode = '42501';
  end if;
  update public.agora_consultant_certifications set verified = coalesce(p_verified, false)
  where id = p_certification_id
  returning * into v_cert;
  if not found then
    raise exception 'Certification not found' using errcode = 'P0002';
  end if;
  return v_cert;
end
$$;
revoke execute on function public.admin_set_certification_verified(uuid, boolean) from public;
grant execute on function public.admin_set_certification_verified(uuid, boolean) to authenticated;
