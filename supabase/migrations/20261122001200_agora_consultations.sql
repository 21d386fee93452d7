-- Agora consultations: booking (one function; the database refuses double booking through an
-- exclusion constraint), free slots, cancel, complete, no-show, the client's rating, and the admin
-- stats. Users never write consultations directly.
--
-- Booking rules (domain.md "Marketplace and booking", Cal.com defaults): slots lie inside the
-- consultant's available days and hours in the consultant's time zone, start on a quarter hour,
-- last 30, 60, 90 or 120 minutes and are booked at least 2 hours ahead (Cal.com's default minimum
-- notice of 120 minutes). Price = hourly_rate × minutes / 60. Booking needs the Agora tier
-- (Advanced, spec-1 §6).
-- Platform fee: 15 % (our choice, the rate Clarity.fm-style expert marketplaces take), so
-- consultant_payout = price × 0.85, recorded when the consultation is completed or marked no-show.
--
-- Errors the UI maps (SQLSTATE → meaning):
--   42501 not signed in / not allowed         P0002 not found (consultant or consultation)
--   22023 invalid input (message says which)  AG001 'Upgrade Required': the Advanced tier is needed
--   AG002 outside the consultant's hours      AG003 less than 2 hours' notice
--   AG005 not in a state that allows this     23P01 the slot is already booked (double booking)

create extension if not exists btree_gist with schema extensions;

create table public.agora_consultations (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null
    references public.profiles (id) on delete cascade
    constraint agora_consultations_client_public_fkey references public.public_profiles (id) on delete cascade,
  consultant_id uuid not null references public.agora_consultant_profiles (id) on delete cascade,
  title text not null check (char_length(trim(title)) between 1 and 200),
  notes text check (char_length(notes) <= 2000),
  start_time timestamptz not null,
  end_time timestamptz not null,
  status text not null default 'scheduled'
    check (status in ('scheduled', 'in_progress', 'completed', 'cancelled', 'no_show')),
  price numeric(10, 2) not null check (price >= 0),
  consultant_payout numeric(10, 2) check (consultant_payout >= 0),
  cancel_reason text check (char_length(trim(cancel_reason)) between 1 and 500),
  cancelled_by uuid references public.profiles (id) on delete set null,
  cancelled_at timestamptz,
  completed_at timestamptz,
  rating integer check (rating between 1 and 5),
  review text check (char_length(review) <= 2000),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_time - start_time in (interval '30 minutes', interval '60 minutes', interval '90 minutes',
                                   interval '120 minutes')),
  check (consultant_payout is null or status in ('completed', 'no_show')),
  check (rating is null or status = 'completed'),
  check (status <> 'cancelled' or cancel_reason is not null),
  -- No double booking, whoever writes the row.
  constraint agora_consultations_no_double_booking exclude using gist (
    consultant_id with =, tstzrange(start_time, end_time, '[)') with &&
  ) where (status in ('scheduled', 'in_progress'))
);
create index agora_consultations_consultant_start_idx on public.agora_consultations (consultant_id, start_time desc);
create index agora_consultations_client_start_idx on public.agora_consultations (client_id, start_time desc);
create index agora_consultations_cancelled_by_idx on public.agora_consultations (cancelled_by);
create index agora_consultations_status_idx on public.agora_consultations (status);

create trigger agora_consultations_set_updated_at
  before update on public.agora_consultations
  for each row execute function public.set_updated_at();

alter table public.agora_consultations enable row level security;
grant select on public.agora_consultations to authenticated;
grant select, insert, update, delete on public.agora_consultations to service_role;

create policy "Clients and consultants read their consultations and admins read all"
  on public.agora_consultations for select to authenticated
  using (
    client_id = (select auth.uid())
    or (select public.is_admin())
    or exists (
      select 1 from public.agora_consultant_profiles c
      where c.id = consultant_id and c.user_id = (select auth.uid())));

-- A consultant sees their clients' names (the dashboard embeds client:public_profiles).
drop policy "Users read their own, active consultants' and (admins) every public profile"
  on public.public_profiles;
create policy "Users read their own, active consultants', their clients' and (admins) every public profile"
  on public.public_profiles for select to authenticated
  using (
    id = (select auth.uid())
    or (select public.is_admin())
    or exists (
      select 1 from public.agora_consultant_profiles c
      where c.user_id = public_profiles.id and c.status = 'active')
    or exists (
      select 1 from public.agora_consultations k
      join public.agora_consultant_profiles c on c.id = k.consultant_id
      where k.client_id = public_profiles.id and c.user_id = (select auth.uid())));

-- ---------------------------------------------------------------------------------------------
create function public.book_consultation(
  p_consultant_id uuid,
  p_start timestamptz,
  p_minutes integer,
  p_title text,
  p_notes text default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_c public.agora_consultant_profiles;
  v_end timestamptz;
  v_local_start timestamp;
  v_local_end timestamp;
  v_id uuid;
  v_name text;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not public.has_tier('Advanced') then
    raise exception 'Upgrade Required - Booking a consultation needs the Advanced plan.' using errcode = 'AG001';
  end if;
  if p_minutes is null or p_minutes not in (30, 60, 90, 120) then
    raise exception 'Duration must be 30, 60, 90 or 120 minutes' using errcode = '22023';
  end if;
  if coalesce(trim(p_title), '') = '' or char_length(trim(p_title)) > 200 then
    raise exception 'A title of 1 to 200 characters is required' using errcode = '22023';
  end if;
  if char_length(p_notes) > 2000 then
    raise exception 'Notes must be at most 2000 characters' using errcode = '22023';
  end if;
  select * into v_c from public.agora_consultant_profiles where id = p_consultant_id and status = 'active';
  if not found then
    raise exception 'Consultant not found' using errcode = 'P0002';
  end if;
  if v_c.user_id = v_uid then
    raise exception 'You cannot book a consultation with yourself' using errcode = '42501';
  end if;
  if p_start is null or p_start < now() + interval '2 hours' then
    raise exception 'Consultations must be booked at least 2 hours in advance' using errcode = 'AG003';
  end if;

  v_end := p_start + make_interval(mins => p_minutes);
  v_local_start := p_start at time zone v_c.time_zone;
  v_local_end := v_end at time zone v_c.time_zone;
  if extract(second from v_local_start) <> 0 or extract(minute from v_local_start)::integer % 15 <> 0
     or not (extract(dow from v_local_start)::integer = any (v_c.available_days))
     or v_local_end::date <> v_local_start::date
     or v_local_start::time < (v_c.available_hours ->> 'start')::time
     or v_local_end::time > (v_c.available_hours ->> 'end')::time then
    raise exception 'This time is outside the consultant''s availability' using errcode = 'AG002';
  end if;

  begin
    insert into public.agora_consultations (client_id, consultant_id, title, notes, start_time, end_time, status, price)
    values (v_uid, p_consultant_id, trim(p_title), nullif(trim(p_notes), ''), p_start, v_end, 'scheduled',
            round(v_c.hourly_rate * p_minutes / 60.0, 2))
    returning id into v_id;
  exception when exclusion_violation then
    raise exception 'This time slot is no longer available' using errcode = '23P01';
  end;

  select nullif(trim(concat_ws(' ', first_name, last_name)), '') into v_name from public.profiles where id = v_uid;
  perform public.create_notification(
    v_c.user_id, 'agora_booking', 'New consultation booked',
    coalesce(v_name, 'A client') || ' booked "' || trim(p_title) || '" (' || p_minutes || ' minutes).',
    'agora', '/agora/consultations/' || v_id);
  return v_id;
end
$$;
revoke execute on function public.book_consultation(uuid, timestamptz, integer, text, text) from public;
grant execute on function public.book_consultation(uuid, timestamptz, integer, text, text) to authenticated;

-- Free start times (every 30 minutes from the start of the consultant's hours, in the
-- consultant's time zone; p_from is a date there). Public, and says nothing about who booked.
create function public.available_slots(
  p_consultant_id uuid,
  p_from date,
  p_days integer default 14,
  p_minutes integer default 60
) returns setof timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select s.slot
  from public.agora_consultant_profiles c
  cross join generate_series(0, least(greatest(coalesce(p_days, 14), 1), 62) - 1) d(n)
  cross join lateral (select (p_from + d.n) as day) x
  cross join lateral generate_series(
    ((x.day + (c.available_hours ->> 'start')::time) at time zone c.time_zone),
    ((x.day + (c.available_hours ->> 'end')::time) at time zone c.time_zone) - make_interval(mins => p_minutes),
    interval '30 minutes') s(slot)
  where c.id = p_consultant_id
    and c.status = 'active'
    and p_minutes in (30, 60, 90, 120)
    and extract(dow from x.day)::integer = any (c.available_days)
    and s.slot >= now() + interval '2 hours'
    and not exists (
      select 1 from public.agora_consultations k
      where k.consultant_id = c.id and k.status in ('scheduled', 'in_progress')
        and tstzrange(k.start_time, k.end_time, '[)')
            && tstzrange(s.slot, s.slot + make_interval(mins => p_minutes), '[)'))
  order by s.slot
$$;
revoke execute on function public.available_slots(uuid, date, integer, integer) from public;
grant execute on function public.available_slots(uuid, date, integer, integer) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Loads a consultation for the caller: its row and whether they are its client or consultant.
-- Strangers get 'not found' (P0002), so ids cannot be probed.
create function public.agora_consultation_for_update(p_id uuid, out o_row public.agora_consultations,
  out o_consultant_user uuid)
language plpgsql
security definer
set search_path = ''
as $$
begin
  select k.* into o_row from public.agora_consultations k where k.id = p_id for update;
  if found then
    select c.user_id into o_consultant_user from public.agora_consultant_profiles c where c.id = o_row.consultant_id;
  end if;
  if not found or (select auth.uid()) is null
     or (select auth.uid()) not in (o_row.client_id, o_consultant_user) then
    raise exception 'Consultation not found' using errcode = 'P0002';
  end if;
end
$$;
revoke execute on function public.agora_consultation_for_update(uuid) from public;

create function public.cancel_consultation(p_id uuid, p_reason text) returns public.agora_consultations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v public.agora_consultations;
  v_consultant_user uuid;
  r record;
begin
  select * into r from public.agora_consultation_for_update(p_id);
  v := r.o_row;
  v_consultant_user := r.o_consultant_user;
  if coalesce(trim(p_reason), '') = '' or char_length(trim(p_reason)) > 500 then
    raise exception 'A cancellation reason of 1 to 500 characters is required' using errcode = '22023';
  end if;
  if v.status <> 'scheduled' then
    raise exception 'Only scheduled consultations can be cancelled' using errcode = 'AG005';
  end if;
  update public.agora_consultations
  set status = 'cancelled', cancel_reason = trim(p_reason), cancelled_by = v_uid, cancelled_at = now()
  where id = p_id returning * into v;
  perform public.create_notification(
    case when v_uid = v.client_id then v_consultant_user else v.client_id end,
    'agora_booking', 'Consultation cancelled',
    '"' || v.title || '" was cancelled: ' || trim(p_reason),
    'agora', '/agora/consultations/' || p_id);
  return v;
end
$$;
revoke execute on function public.cancel_consultation(uuid, text) from public;
grant execute on function public.cancel_consultation(uuid, text) to authenticated;

-- Completed or no-show: the consultant's call; both record the payout (price less the 15 % fee).
create function public.agora_finish_consultation(p_id uuid, p_status text) returns public.agora_consultations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v public.agora_consultations;
  v_consultant_user uuid;
  r record;
begin
  select * into r from public.agora_consultation_for_update(p_id);
  v := r.o_row;
  v_consultant_user := r.o_consultant_user;
  if v_uid <> v_consultant_user then
    raise exception 'Only the consultant can do this' using errcode = '42501';
  end if;
  if v.status not in ('scheduled', 'in_progress') then
    raise exception 'Only scheduled or in-progress consultations can be closed' using errcode = 'AG005';
  end if;
  if p_status = 'no_show' and v.start_time > now() then
    raise exception 'A no-show can only be recorded after the start time' using errcode = 'AG005';
  end if;
  update public.agora_consultations
  set status = p_status, consultant_payout = round(price * 0.85, 2), completed_at = now()
  where id = p_id returning * into v;
  if p_status = 'completed' then
    update public.agora_consultant_profiles set total_consultations = total_consultations + 1
    where id = v.consultant_id;
    perform public.create_notification(
      v.client_id, 'agora_booking', 'Consultation completed',
      'How was "' || v.title || '"? Rate your consultant.', 'agora', '/agora/consultations/' || p_id);
  else
    perform public.create_notification(
      v.client_id, 'agora_booking', 'Consultation marked as no-show',
      'You were marked as not attending "' || v.title || '".', 'agora', '/agora/consultations/' || p_id);
  end if;
  return v;
end
$$;
revoke execute on function public.agora_finish_consultation(uuid, text) from public;

create function public.complete_consultation(p_id uuid) returns public.agora_consultations
language sql
security definer
set search_path = ''
as $$ select * from public.agora_finish_consultation(p_id, 'completed') $$;
revoke execute on function public.complete_consultation(uuid) from public;
grant execute on function public.complete_consultation(uuid) to authenticated;

create function public.mark_no_show(p_id uuid) returns public.agora_consultations
language sql
security definer
set search_path = ''
as $$ select * from public.agora_finish_consultation(p_id, 'no_show') $$;
revoke execute on function public.mark_no_show(uuid) from public;
grant execute on function public.mark_no_show(uuid) to authenticated;

create function public.rate_consultation(p_id uuid, p_rating integer, p_review text default null)
returns public.agora_consultations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v public.agora_consultations;
  v_consultant_user uuid;
  r record;
begin
  select * into r from public.agora_consultation_for_update(p_id);
  v := r.o_row;
  v_consultant_user := r.o_consultant_user;
  if v_uid <> v.client_id then
    raise exception 'Only the client can rate a consultation' using errcode = '42501';
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'Rating must be between 1 and 5' using errcode = '22023';
  end if;
  if char_length(p_review) > 2000 then
    raise exception 'Review must be at most 2000 characters' using errcode = '22023';
  end if;
  if v.status <> 'completed' then
    raise exception 'Only completed consultations can be rated' using errcode = 'AG005';
  end if;
  if v.rating is not null then
    raise exception 'This consultation has already been rated' using errcode = 'AG005';
  end if;
  update public.agora_consultations
  set rating = p_rating, review = nullif(trim(p_review), ''), reviewed_at = now()
  where id = p_id returning * into v;
  update public.agora_consultant_profiles c
  set rating = agg.avg_rating, total_reviews = agg.n
  from (select round(avg(k.rating), 1) as avg_rating, count(*)::integer as n
        from public.agora_consultations k where k.consultant_id = v.consultant_id and k.rating is not null) agg
  where c.id = v.consultant_id;
  perform public.create_notification(
    v_consultant_user, 'agora_review', 'New review',
    'Your consultation "' || v.title || '" was rated ' || p_rating || '/5.', 'agora', '/agora/consultations/' || p_id);
  return v;
end
$$;
revoke execute on function public.rate_consultation(uuid, integer, text) from public;
grant execute on function public.rate_consultation(uuid, integer, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
create function public.admin_stats() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can read the admin statistics' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'pendingApplications', (select count(*) from public.agora_verification where status = 'pending'),
    'totalConsultants', (select count(*) from public.agora_consultant_profiles where status = 'active'),
    'totalConsultations', (select count(*) from public.agora_consultations),
    'recentReports', 0,
    'recentRegistrations', (select count(*) from public.agora_consultant_profiles
                            where created_at > now() - interval '7 days'));
end
$$;
revoke execute on function public.admin_stats() from public;
grant execute on function public.admin_stats() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- A deleted account (profiles.is_deleted, set by delete_my_account) leaves the Agora: its
-- consultant profile is suspended (a pending application rejected), and its upcoming
-- consultations on either side are cancelled so the slots free up.
create function public.agora_on_account_deleted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.agora_verification v set status = 'rejected', comments = 'Account deleted'
  from public.agora_consultant_profiles c
  where c.id = v.consultant_id and c.user_id = new.id and c.status = 'pending' and v.status = 'pending';
  update public.agora_consultant_profiles
  set status = case status when 'pending' then 'rejected' else 'suspended' end
  where user_id = new.id and status in ('pending', 'active');
  update public.agora_consultations k
  set status = 'cancelled', cancel_reason = 'Account deleted', cancelled_by = new.id, cancelled_at = now()
  where k.status = 'scheduled' and k.start_time > now()
    and (k.client_id = new.id
         or k.consultant_id in (select c.id from public.agora_consultant_profiles c where c.user_id = new.id));
  return new;
end
$$;
revoke execute on function public.agora_on_account_deleted() from public;

create trigger profiles_agora_on_account_deleted
  after update of is_deleted on public.profiles
  for each row when (new.is_deleted and not old.is_deleted)
  execute function public.agora_on_account_deleted();

-- ---------------------------------------------------------------------------------------------
-- Reviews for the public consultant page: rating, text, date and the reviewer's first name and
-- initial; never the client's id or anything else about the consultation.
create function public.consultant_reviews(p_consultant_id uuid, p_limit integer default 20, p_offset integer default 0)
returns table (rating integer, review text, reviewed_at timestamptz, reviewer_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select k.rating, k.review, k.reviewed_at,
         nullif(trim(concat_ws(' ', p.first_name, left(nullif(trim(p.last_name), ''), 1) || '.')), '')
  from public.agora_consultations k
  join public.agora_consultant_profiles c on c.id = k.consultant_id and c.status = 'active'
  left join public.profiles p on p.id = k.client_id
  where k.consultant_id = p_consultant_id and k.rating is not null
  order by k.reviewed_at desc, k.id
  limit least(greatest(coalesce(p_limit, 20), 1), 100) offset greatest(coalesce(p_offset, 0), 0)
$$;
revoke execute on function public.consultant_reviews(uuid, integer, integer) from public;
grant execute on function public.consultant_reviews(uuid, integer, integer) to anon, authenticated;
