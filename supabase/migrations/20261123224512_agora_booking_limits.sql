-- Booking and consultation rules an attacker found missing:
--   * complete_consultation closed (and paid out) a consultation that had not started yet; like
--     mark_no_show it now needs the start time to have passed (AG005).
--   * Bookings had no horizon: a client could book years ahead. Now at most 180 days ahead (AG006),
--     about six months, the furthest a consultant's published hours are worth trusting; available_slots
--     offers nothing beyond it either.
--   * One client could hold every slot of a consultant's calendar. Now at most 5 active future
--     bookings with one consultant (AG007): enough for a month of weekly sessions, the usual
--     consulting package, with one to spare, while the rest of the calendar stays open to others.
-- "Not found" now answers HTTP 404 (PT404) in the functions redefined here.
-- Errors: 42501 not allowed, PT404 not found, 22023 bad input, AG001 tier, AG002 outside hours,
-- AG003 notice, AG005 wrong state, AG006 beyond the horizon, AG007 too many upcoming, 23P01 taken.

create or replace function public.book_consultation(
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
    raise exception 'Consultant not found' using errcode = 'PT404';
  end if;
  if v_c.user_id = v_uid then
    raise exception 'You cannot book a consultation with yourself' using errcode = '42501';
  end if;
  if p_start is null or p_start < now() + interval '2 hours' then
    raise exception 'Consultations must be booked at least 2 hours in advance' using errcode = 'AG003';
  end if;
  if p_start > now() + interval '180 days' then
    raise exception 'Consultations can be booked at most 180 days ahead' using errcode = 'AG006';
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

  -- One booking at a time per client and consultant, so two parallel requests cannot both pass the cap.
  perform pg_advisory_xact_lock(hashtextextended('agora_booking:' || v_uid::text || ':' || p_consultant_id::text, 0));
  if (select count(*) from public.agora_consultations k
      where k.client_id = v_uid and k.consultant_id = p_consultant_id
        and k.status in ('scheduled', 'in_progress') and k.end_time > now()) >= 5 then
    raise exception 'You already have 5 upcoming consultations with this consultant' using errcode = 'AG007';
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

-- Free start times, now also only within the 180-day horizon.
create or replace function public.available_slots(
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
    and s.slot <= now() + interval '180 days'
    and not exists (
      select 1 from public.agora_consultations k
      where k.consultant_id = c.id and k.status in ('scheduled', 'in_progress')
        and tstzrange(k.start_time, k.end_time, '[)')
            && tstzrange(s.slot, s.slot + make_interval(mins => p_minutes), '[)'))
  order by s.slot
$$;

-- Loads a consultation for its client or consultant; strangers get 'not found', so ids cannot be probed.
create or replace function public.agora_consultation_for_update(p_id uuid, out o_row public.agora_consultations,
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
    raise exception 'Consultation not found' using errcode = 'PT404';
  end if;
end
$$;

-- Completed or no-show: the consultant's call, and only once the consultation has started.
create or replace function public.agora_finish_consultation(p_id uuid, p_status text)
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
  if v_uid <> v_consultant_user then
    raise exception 'Only the consultant can do this' using errcode = '42501';
  end if;
  if v.status not in ('scheduled', 'in_progress') then
    raise exception 'Only scheduled or in-progress consultations can be closed' using errcode = 'AG005';
  end if;
  if v.start_time > now() then
    if p_status = 'no_show' then
      raise exception 'A no-show can only be recorded after the start time' using errcode = 'AG005';
    end if;
    raise exception 'A consultation can only be completed after it has started' using errcode = 'AG005';
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
