-- The consultant profile editor saves details and specialties in one transaction: either both land
-- or neither does. SECURITY INVOKER, so the caller's RLS policies and column grants decide exactly
-- as they do for direct table writes (owners only; status, rating and counters stay out of reach).
create function public.update_consultant_profile(
  p_id uuid,
  p_title text,
  p_short_description text,
  p_bio text,
  p_years_experience integer,
  p_hourly_rate integer,
  p_has_video_conferencing boolean,
  p_calendly_url text,
  p_zoom_link text,
  p_available_days integer[],
  p_available_hours jsonb,
  p_time_zone text,
  p_specialty_ids integer[]
) returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if p_specialty_ids is null or cardinality(p_specialty_ids) = 0 then
    raise exception 'Please select at least one specialty' using errcode = '23514';
  end if;

  update public.agora_consultant_profiles
  set title = p_title,
      short_description = p_short_description,
      bio = p_bio,
      years_experience = p_years_experience,
      hourly_rate = p_hourly_rate,
      has_video_conferencing = p_has_video_conferencing,
      calendly_url = p_calendly_url,
      zoom_link = p_zoom_link,
      available_days = p_available_days,
      available_hours = p_available_hours,
      time_zone = p_time_zone
  where id = p_id;
  -- RLS hides other people's profiles, so "not yours" and "not there" look the same.
  if not found then
    raise exception 'Consultant profile not found' using errcode = 'P0002';
  end if;

  delete from public.agora_consultant_specialties
  where consultant_id = p_id and specialty_id <> all (p_specialty_ids);
  insert into public.agora_consultant_specialties (consultant_id, specialty_id)
  select p_id, s from unnest(p_specialty_ids) as s
  on conflict do nothing;
end
$$;

revoke execute on function public.update_consultant_profile(uuid, text, text, text, integer, integer, boolean,
  text, text, integer[], jsonb, text, integer[]) from public, anon;
grant execute on function public.update_consultant_profile(uuid, text, text, text, integer, integer, boolean,
  text, text, integer[], jsonb, text, integer[]) to authenticated, service_role;
