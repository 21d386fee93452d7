-- Ancora certificates that verify without us: a status computed from the row (valid, expiring,
-- expired, revoked), a public verification function anyone may call signed out, revocation by an
-- admin, and expiry reminders at 90, 60, 30 and 7 days before (and once on expiry).
--
-- Reminders without a server: nothing runs on a schedule in a client-only app (and pg_cron is not
-- available locally), so reminders are created by a function the app calls when a signed-in
-- learner opens it (ancora_sync_my_reminders, from the notification bell). In-app notifications
-- are only seen with the app open, so creating them at that moment loses nothing; each threshold
-- is recorded once per issue of the certificate, and a learner who comes back late gets only the
-- nearest one, not a backlog. A hosted project that wants reminders e-mailed on time schedules
-- ancora_send_due_reminders() (service role) with pg_cron or a scheduled function: same rows.

create function public.ancora_certificate_status(p_expires_at timestamptz, p_revoked_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_revoked_at is not null then 'revoked'
    when p_expires_at is not null and p_expires_at <= now() then 'expired'
    when p_expires_at is not null and p_expires_at <= now() + public.ancora_renewal_window() then 'expiring'
    else 'valid'
  end
$$;
grant execute on function public.ancora_certificate_status(timestamptz, timestamptz) to authenticated, service_role;

-- The caller's certificates with their status and the course's recertification quiz (under the
-- caller's RLS: holders read their own).
create view public.ancora_certificate_overview with (security_invoker = true) as
select c.id, c.user_id, c.course_id, c.holder_name, c.course_title, c.score_percent, c.first_issued_at,
  c.issued_at, c.expires_at, c.issue_count, c.revoked_at,
  public.ancora_certificate_status(c.expires_at, c.revoked_at) as status,
  r.id as recert_quiz_id, r.lesson_id as recert_lesson_id
from public.ancora_certificates c
left join public.ancora_quizzes r on r.course_id = c.course_id and r.purpose = 'recert';

revoke all on public.ancora_certificate_overview from anon, authenticated;
grant select on public.ancora_certificate_overview to authenticated, service_role;

-- Public verification. SECURITY DEFINER because anyone holding a certificate's link (an employer,
-- an inspector, signed out) must be able to check it; it returns only what the printed
-- certificate shows plus its status, never the score, the account or the revocation reason.
-- A malformed or unknown id verifies as 'not_found'.
create function public.ancora_verify_certificate(p_id text)
returns table (
  status text, holder_name text, course_title text, first_issued_at timestamptz, issued_at timestamptz,
  expires_at timestamptz, revoked_at timestamptz, issuer text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(p_id, '') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return query
    select public.ancora_certificate_status(c.expires_at, c.revoked_at), c.holder_name, c.course_title,
      c.first_issued_at, c.issued_at, c.expires_at, c.revoked_at, 'Canopy Academy'::text
    from public.ancora_certificates c where c.id = p_id::uuid;
    if found then
      return;
    end if;
  end if;
  return query select 'not_found'::text, null::text, null::text, null::timestamptz, null::timestamptz,
    null::timestamptz, null::timestamptz, 'Canopy Academy'::text;
end
$$;
revoke execute on function public.ancora_verify_certificate(text) from public, anon, authenticated;
grant execute on function public.ancora_verify_certificate(text) to anon, authenticated, service_role;
comment on function public.ancora_verify_certificate(text) is
  'SECURITY DEFINER because a certificate''s public link must verify for anyone, signed out included, '
  'while the certificates table stays readable only by its holder; returns the printed facts and the status, '
  'never the score, the account or the revocation reason.';

-- Revoking (for cause) and reinstating are the admins'; the holder is told either way.
create function public.ancora_revoke_certificate(p_id uuid, p_reason text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.ancora_certificates;
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can revoke certificates' using errcode = '42501';
  end if;
  if char_length(trim(coalesce(p_reason, ''))) not between 3 and 500 then
    raise exception 'Give a reason of 3 to 500 characters' using errcode = '22023';
  end if;
  update public.ancora_certificates set revoked_at = now(), revoked_reason = trim(p_reason)
  where id = p_id and revoked_at is null
  returning * into c;
  if not found then
    raise exception 'Certificate not found or already revoked' using errcode = 'PT404';
  end if;
  perform public.create_notification(c.user_id, 'ancora_certificate', 'Certificate revoked',
    'Your certificate for ' || c.course_title || ' was revoked: ' || trim(p_reason), 'ancora',
    '/ancora/certifications/' || c.course_id);
end
$$;

create function public.ancora_reinstate_certificate(p_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.ancora_certificates;
begin
  if (select auth.uid()) is null or not public.is_admin() then
    raise exception 'Only administrators can reinstate certificates' using errcode = '42501';
  end if;
  update public.ancora_certificates set revoked_at = null, revoked_reason = null
  where id = p_id and revoked_at is not null
  returning * into c;
  if not found then
    raise exception 'Certificate not found or not revoked' using errcode = 'PT404';
  end if;
  perform public.create_notification(c.user_id, 'ancora_certificate', 'Certificate reinstated',
    'Your certificate for ' || c.course_title || ' is valid again.', 'ancora',
    '/ancora/certifications/' || c.course_id);
end
$$;
revoke execute on function public.ancora_revoke_certificate(uuid, text), public.ancora_reinstate_certificate(uuid)
  from public, anon, authenticated;
grant execute on function public.ancora_revoke_certificate(uuid, text), public.ancora_reinstate_certificate(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Expiry reminders.

create table public.ancora_certificate_reminders (
  certificate_id uuid not null references public.ancora_certificates (id) on delete cascade,
  -- Which issue of the certificate it was about: a renewal starts the ladder again.
  issue_count integer not null check (issue_count >= 1),
  -- 90, 60, 30 or 7 days before expiry, or 0 for the notice that it expired.
  days_before integer not null check (days_before in (90, 60, 30, 7, 0)),
  notification_id uuid references public.notifications (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (certificate_id, issue_count, days_before)
);
create index ancora_certificate_reminders_notification_idx on public.ancora_certificate_reminders (notification_id);

alter table public.ancora_certificate_reminders enable row level security;
revoke all on table public.ancora_certificate_reminders from anon, authenticated;
grant select on public.ancora_certificate_reminders to authenticated;
grant select, insert, update, delete on public.ancora_certificate_reminders to service_role;

create policy "Holders read the reminders of their certificates"
  on public.ancora_certificate_reminders for select to authenticated
  using (exists (select 1 from public.ancora_certificates c
                 where c.id = certificate_id and c.user_id = (select auth.uid())));

-- The reminder step a certificate has reached: the nearest threshold passed, or 0 once expired.
create function public.ancora_reminder_step(p_expires_at timestamptz) returns integer
language sql
stable
set search_path = ''
as $$
  select case
    when p_expires_at is null then null
    when p_expires_at <= now() then 0
    when p_expires_at <= now() + interval '7 days' then 7
    when p_expires_at <= now() + interval '30 days' then 30
    when p_expires_at <= now() + interval '60 days' then 60
    when p_expires_at <= now() + interval '90 days' then 90
  end
$$;
revoke execute on function public.ancora_reminder_step(timestamptz) from public, anon, authenticated;

-- Creates the reminders now due (for one learner, or everyone when p_user_id is null); returns
-- how many. Idempotent: a step already reminded of (or a later one) is never repeated.
create function public.ancora_create_due_reminders(p_user_id uuid) returns integer
language plpgsql
set search_path = ''
as $$
declare
  r record;
  v_notification uuid;
  v_count integer := 0;
  v_days integer;
begin
  for r in
    select c.id, c.user_id, c.course_id, c.course_title, c.expires_at, c.issue_count,
      public.ancora_reminder_step(c.expires_at) as step
    from public.ancora_certificates c
    join public.profiles p on p.id = c.user_id and not p.is_deleted
    where (p_user_id is null or c.user_id = p_user_id)
      and c.revoked_at is null and c.expires_at is not null
      and c.expires_at <= now() + public.ancora_renewal_window()
    for update of c
  loop
    continue when r.step is null or exists (
      select 1 from public.ancora_certificate_reminders m
      where m.certificate_id = r.id and m.issue_count = r.issue_count and m.days_before <= r.step);
    v_days := ceil(extract(epoch from (r.expires_at - now())) / 86400)::integer;
    if r.step = 0 then
      v_notification := public.create_notification(r.user_id, 'ancora_reminder', 'Certificate expired',
        'Your certificate for ' || r.course_title || ' expired on '
          || to_char(r.expires_at at time zone 'UTC', 'FMDD Mon YYYY') || '. Take the recertification quiz to renew it.',
        'ancora', '/ancora/certifications/' || r.course_id);
    else
      v_notification := public.create_notification(r.user_id, 'ancora_reminder', 'Certificate expiring soon',
        'Your certificate for ' || r.course_title || ' expires in ' || v_days
          || case when v_days = 1 then ' day' else ' days' end || ' (on '
          || to_char(r.expires_at at time zone 'UTC', 'FMDD Mon YYYY') || '). Take the recertification quiz to renew it.',
        'ancora', '/ancora/certifications/' || r.course_id);
    end if;
    insert into public.ancora_certificate_reminders (certificate_id, issue_count, days_before, notification_id)
    values (r.id, r.issue_count, r.step, v_notification);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
revoke execute on function public.ancora_create_due_reminders(uuid) from public, anon, authenticated;

create function public.ancora_sync_my_reminders() returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  return public.ancora_create_due_reminders((select auth.uid()));
end
$$;
revoke execute on function public.ancora_sync_my_reminders() from public, anon, authenticated;
grant execute on function public.ancora_sync_my_reminders() to authenticated;

-- For a scheduler on a hosted project (pg_cron, a scheduled function): everyone's due reminders.
create function public.ancora_send_due_reminders() returns integer
language sql
security definer
set search_path = ''
as $$ select public.ancora_create_due_reminders(null) $$;
revoke execute on function public.ancora_send_due_reminders() from public, anon, authenticated;
grant execute on function public.ancora_send_due_reminders() to service_role;
