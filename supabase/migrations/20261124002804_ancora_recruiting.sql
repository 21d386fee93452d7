-- Ancora recruiting: learners opt in to be found by employers, and Professional members search the
-- opted-in learners by certificate, score range and validity ("IPM ≥ 85 %, valid, earned in the
-- last 12 months"). Only certificates (passes) that were not revoked are ever listed, so failures,
-- attempts and skill assessments never appear; withdrawing consent removes a learner at once.

create table public.ancora_recruiting_profiles (
  user_id uuid primary key default auth.uid() references public.profiles (id) on delete cascade,
  opted_in boolean not null default false,
  headline text not null default '' check (char_length(headline) <= 120),
  location text not null default '' check (char_length(location) <= 80),
  contact_email text check (contact_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(contact_email) <= 254),
  opted_in_at timestamptz,
  withdrawn_at timestamptz,
  updated_at timestamptz not null default now()
);

-- Consent is dated by the server.
create function public.ancora_recruiting_profiles_stamp() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.opted_in and (tg_op = 'INSERT' or not old.opted_in) then
    new.opted_in_at := now();
    new.withdrawn_at := null;
  elsif not new.opted_in and tg_op = 'UPDATE' and old.opted_in then
    new.withdrawn_at := now();
  elsif tg_op = 'UPDATE' then
    new.opted_in_at := old.opted_in_at;
    new.withdrawn_at := old.withdrawn_at;
  else
    new.opted_in_at := null;
    new.withdrawn_at := null;
  end if;
  return new;
end
$$;
revoke execute on function public.ancora_recruiting_profiles_stamp() from public, anon, authenticated;
create trigger ancora_recruiting_profiles_stamp
  before insert or update on public.ancora_recruiting_profiles
  for each row execute function public.ancora_recruiting_profiles_stamp();

alter table public.ancora_recruiting_profiles enable row level security;

revoke all on table public.ancora_recruiting_profiles from anon, authenticated;
grant select, delete on public.ancora_recruiting_profiles to authenticated;
grant insert (user_id, opted_in, headline, location, contact_email) on public.ancora_recruiting_profiles to authenticated;
grant update (opted_in, headline, location, contact_email) on public.ancora_recruiting_profiles to authenticated;
grant select, insert, update, delete on public.ancora_recruiting_profiles to service_role;

create policy "Learners read their own recruiting consent"
  on public.ancora_recruiting_profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Learners give their own recruiting consent"
  on public.ancora_recruiting_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Learners change their own recruiting consent"
  on public.ancora_recruiting_profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Learners delete their own recruiting consent"
  on public.ancora_recruiting_profiles for delete to authenticated
  using (user_id = (select auth.uid()));

-- The search walks a course's certificates from the best score down.
create index ancora_certificates_search_idx on public.ancora_certificates (course_id, score_percent desc, issued_at desc)
  where revoked_at is null;

-- The employers' search. SECURITY DEFINER because an employer reads other learners' certificates,
-- which RLS keeps private; the function itself is the gate: Professional only, opted-in learners
-- only, certificates that were not revoked only, and nothing from attempts or assessments.
-- p_validity: 'valid' (valid or expiring) or 'any' (expired too).
create function public.ancora_search_candidates(
  p_course_id uuid default null,
  p_min_score numeric default 0,
  p_max_score numeric default 100,
  p_validity text default 'valid',
  p_earned_within_months integer default null
)
returns table (
  candidate_id uuid, first_name text, last_name text, headline text, location text, contact_email text,
  certificate_id uuid, course_id uuid, course_title text, score_percent numeric, issued_at timestamptz,
  expires_at timestamptz, status text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not public.has_tier('Professional') then
    raise exception 'The recruiting tool needs a Professional plan' using errcode = '42501';
  end if;
  if p_min_score is null or p_max_score is null or p_min_score < 0 or p_max_score > 100 or p_min_score > p_max_score then
    raise exception 'The score range must be within 0-100, lowest first' using errcode = '22023';
  end if;
  if coalesce(p_validity, '') not in ('valid', 'any') then
    raise exception 'Validity must be valid or any' using errcode = '22023';
  end if;
  if p_earned_within_months is not null and p_earned_within_months not between 1 and 120 then
    raise exception 'Earned within must be 1 to 120 months' using errcode = '22023';
  end if;

  return query
  select r.user_id, p.first_name, p.last_name, r.headline, r.location, r.contact_email,
    c.id, c.course_id, c.course_title, c.score_percent, c.issued_at, c.expires_at,
    public.ancora_certificate_status(c.expires_at, c.revoked_at)
  from public.ancora_recruiting_profiles r
  join public.profiles p on p.id = r.user_id and not p.is_deleted
  join public.ancora_certificates c on c.user_id = r.user_id and c.revoked_at is null
  where r.opted_in
    and (p_course_id is null or c.course_id = p_course_id)
    and c.score_percent between p_min_score and p_max_score
    and (p_validity = 'any' or c.expires_at is null or c.expires_at > now())
    and (p_earned_within_months is null or c.issued_at >= now() - make_interval(months => p_earned_within_months))
  order by c.score_percent desc, c.issued_at desc
  limit 500;
end
$$;
revoke execute on function public.ancora_search_candidates(uuid, numeric, numeric, text, integer)
  from public, anon, authenticated;
grant execute on function public.ancora_search_candidates(uuid, numeric, numeric, text, integer) to authenticated;
