-- A consultant's Zoom room and Calendly links are private: only the consultant, admins and (for the
-- Zoom room) the clients of a consultation with that consultant may read them. Until now every
-- visitor read both from agora_consultant_profiles (table SELECT, embeds from other tables) and
-- from search_consultants (`?select=zoom_link`). The UI never shows either link publicly: the
-- marketplace card and profile omit them, the consultation page shows the Zoom room to its client.
--
-- Column privileges cannot close this: the marketplace, the admin details and the profile editor
-- embed `specialties:agora_specialties(...)`, a computed relationship that takes the whole row, and
-- a whole-row reference needs SELECT on every column. So the links move to their own table, which
-- nobody but the owner of the schema reads, and the profile columns stay for the existing writers
-- (submit_consultant_application, update_consultant_profile, the owner's column UPDATE grant): a
-- trigger moves what they write into the private table and leaves the public columns null, which
-- a CHECK then guarantees. Readers use the two functions below.

create table public.agora_consultant_private_links (
  -- Deferred: the trigger writes here before the profile row it belongs to is inserted.
  consultant_id uuid primary key
    references public.agora_consultant_profiles (id) on delete cascade deferrable initially deferred,
  calendly_url text
    check (calendly_url is null or (calendly_url ~ '^https://[^\s<>"]+$' and char_length(calendly_url) <= 500
                                and public.is_safe_url(calendly_url))),
  zoom_link text
    check (zoom_link is null or (zoom_link ~ '^https://[^\s<>"]+$' and char_length(zoom_link) <= 500
                                and public.is_safe_url(zoom_link))),
  updated_at timestamptz not null default now()
);

alter table public.agora_consultant_private_links enable row level security;
revoke all on table public.agora_consultant_private_links from public, anon, authenticated;
grant select, insert, update, delete on public.agora_consultant_private_links to service_role;
-- No API role reads or writes the table (no grant); the policy says so again should one be added.
create policy "Nobody reads or writes meeting links directly (the functions below do)"
  on public.agora_consultant_private_links for all to anon, authenticated
  using (false) with check (false);

insert into public.agora_consultant_private_links (consultant_id, calendly_url, zoom_link)
select id, calendly_url, zoom_link
from public.agora_consultant_profiles
where calendly_url is not null or zoom_link is not null;

update public.agora_consultant_profiles set calendly_url = null, zoom_link = null
where calendly_url is not null or zoom_link is not null;

alter table public.agora_consultant_profiles
  add constraint agora_consultant_profiles_meeting_links_private
    check (calendly_url is null and zoom_link is null);

-- One trigger per column (the column is the argument), so an UPDATE that sets only one link leaves
-- the other as it was. SECURITY DEFINER: the writer has no privilege on the private table.
create function public.agora_keep_meeting_link_private() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_argv[0] = 'zoom_link' then
    if tg_op = 'INSERT' and new.zoom_link is null then
      return new;
    end if;
    insert into public.agora_consultant_private_links as l (consultant_id, zoom_link)
    values (new.id, new.zoom_link)
    on conflict (consultant_id) do update set zoom_link = excluded.zoom_link, updated_at = now();
    new.zoom_link := null;
  else
    if tg_op = 'INSERT' and new.calendly_url is null then
      return new;
    end if;
    insert into public.agora_consultant_private_links as l (consultant_id, calendly_url)
    values (new.id, new.calendly_url)
    on conflict (consultant_id) do update set calendly_url = excluded.calendly_url, updated_at = now();
    new.calendly_url := null;
  end if;
  return new;
end
$$;
revoke all on function public.agora_keep_meeting_link_private() from public, anon, authenticated;

create trigger agora_consultant_profiles_private_zoom_link
  before insert or update of zoom_link on public.agora_consultant_profiles
  for each row execute function public.agora_keep_meeting_link_private('zoom_link');
create trigger agora_consultant_profiles_private_calendly_url
  before insert or update of calendly_url on public.agora_consultant_profiles
  for each row execute function public.agora_keep_meeting_link_private('calendly_url');

-- Both links of one consultant profile, for its owner (the profile editor) and admins (the
-- consultant details). One row, nulls when unset; PT404 for anyone else or an unknown id.
create function public.agora_consultant_meeting_links(p_consultant_id uuid)
returns table (calendly_url text, zoom_link text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not exists (
    select 1 from public.agora_consultant_profiles c
    where c.id = p_consultant_id and (c.user_id = (select auth.uid()) or public.is_admin())
  ) then
    raise exception 'Consultant profile not found' using errcode = 'PT404';
  end if;
  return query
    select l.calendly_url, l.zoom_link
    from (select 1) as one
    left join public.agora_consultant_private_links l on l.consultant_id = p_consultant_id;
end
$$;
revoke all on function public.agora_consultant_meeting_links(uuid) from public, anon, authenticated;
grant execute on function public.agora_consultant_meeting_links(uuid) to authenticated;

-- The Zoom room of a consultation's consultant, for the consultation's client, its consultant and
-- admins (the consultation page); null when the consultant has none. PT404 for anyone else.
create function public.agora_consultation_meeting_link(p_consultation_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_found boolean;
  v_link text;
begin
  select true, l.zoom_link into v_found, v_link
  from public.agora_consultations k
  join public.agora_consultant_profiles c on c.id = k.consultant_id
  left join public.agora_consultant_private_links l on l.consultant_id = k.consultant_id
  where k.id = p_consultation_id
    and (select auth.uid()) is not null
    and (k.client_id = (select auth.uid()) or c.user_id = (select auth.uid()) or public.is_admin());
  if v_found is null then
    raise exception 'Consultation not found' using errcode = 'PT404';
  end if;
  return v_link;
end
$$;
revoke all on function public.agora_consultation_meeting_link(uuid) from public, anon, authenticated;
grant execute on function public.agora_consultation_meeting_link(uuid) to authenticated;
