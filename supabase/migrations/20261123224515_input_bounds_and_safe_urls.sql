-- Bad input the database now refuses whoever sends it:
--   * profiles.quick_access_items held anything up to 24 items of any size (a 1 MB item was
--     stored); now at most 24 distinct tool ids (lowercase kebab-case, 1–64 characters).
--   * URL columns took any scheme or plain http; now only https:, or the project's own storage URL.
--     A CHECK cannot read configuration, so "the project's storage" is decided by shape: hosted
--     storage URLs are https (https://<ref>.supabase.co/storage/v1/…) and pass as such; the local
--     stack serves http://127.0.0.1:<port>/storage/v1/object/…, so http is accepted only for a
--     loopback host and a storage object path. A loopback URL only ever reaches the viewer's own
--     machine, so it can neither track anyone nor load a third party's content.
--   * Images of plants and selections are paths in the selection-images bucket or such URLs.
-- Existing rows are brought within the rules first (dropping what cannot be kept), so the
-- migration applies on a project that already holds bad values; http links in the clients portal
-- become https.

create function public.is_safe_url(p_url text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_url is not null and char_length(p_url) <= 2048 and (
    p_url ~ '^https://[^\s<>"''\\/]+(/[^\s<>"''\\]*)?$'
    or p_url ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?/storage/v1/object/[^\s<>"''\\]+$')
$$;

-- A stored image: an object path in a bucket ({folder}/…/{file}, no scheme, no `..`) or a safe URL.
create function public.image_refs_ok(p_items text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(p_items) as i(item)
    where item is null
       or not (
         (item ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9._-]+)+$' and item !~ '(^|/)\.\.?(/|$)')
         or public.is_safe_url(item)))
$$;

create function public.quick_access_items_ok(p_items text[]) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_items is null or (
    cardinality(p_items) <= 24
    and coalesce(array_ndims(p_items), 1) = 1
    and not exists (select 1 from unnest(p_items) as i(item) where item is null or item !~ '^[a-z][a-z0-9-]{0,63}$')
    and (select count(distinct item) = count(*) from unnest(p_items) as i(item)))
$$;

-- CHECK constraints run their functions as the writing role.
revoke all on function public.is_safe_url(text) from public, anon, authenticated;
revoke all on function public.image_refs_ok(text[]) from public, anon, authenticated;
revoke all on function public.quick_access_items_ok(text[]) from public, anon, authenticated;
grant execute on function public.is_safe_url(text), public.image_refs_ok(text[]),
  public.quick_access_items_ok(text[]) to authenticated, service_role;

-- profiles: keep the valid, distinct items in their order.
update public.profiles p
set quick_access_items = (
  select coalesce(array_agg(item order by n), '{}')
  from (
    select item, min(n) as n from unnest(p.quick_access_items) with ordinality as i(item, n)
    where item ~ '^[a-z][a-z0-9-]{0,63}$' group by item order by min(n) limit 24) kept)
where not public.quick_access_items_ok(p.quick_access_items);
alter table public.profiles
  add constraint profiles_quick_access_items_ok check (public.quick_access_items_ok(quick_access_items));

update public.profiles set avatar_url = null where avatar_url is not null and not public.is_safe_url(avatar_url);
update public.public_profiles set avatar_url = null
where avatar_url is not null and not public.is_safe_url(avatar_url);
alter table public.profiles
  add constraint profiles_avatar_url_safe check (avatar_url is null or public.is_safe_url(avatar_url));
alter table public.public_profiles
  add constraint public_profiles_avatar_url_safe check (avatar_url is null or public.is_safe_url(avatar_url));

-- Consultant links were https-only already; the shared rule now covers them too.
update public.agora_consultant_profiles set calendly_url = null
where calendly_url is not null and not public.is_safe_url(calendly_url);
update public.agora_consultant_profiles set zoom_link = null
where zoom_link is not null and not public.is_safe_url(zoom_link);
alter table public.agora_consultant_profiles
  add constraint agora_consultant_profiles_calendly_url_safe
    check (calendly_url is null or public.is_safe_url(calendly_url)),
  add constraint agora_consultant_profiles_zoom_link_safe
    check (zoom_link is null or public.is_safe_url(zoom_link));

update public.organization_resources set url = 'https://' || substr(url, 8)
where url ~* '^http://' and not public.is_safe_url(url) and public.is_safe_url('https://' || substr(url, 8));
delete from public.organization_resources where kind = 'link' and not public.is_safe_url(url);
alter table public.organization_resources
  add constraint organization_resources_url_safe check (url is null or public.is_safe_url(url));

update public.phenos
set images = array(select item from unnest(images) as i(item) where public.image_refs_ok(array[item]))
where not public.image_refs_ok(images);
alter table public.phenos add constraint phenos_images_refs_ok check (public.image_refs_ok(images));

update public.selections
set images = array(select item from unnest(images) as i(item) where public.image_refs_ok(array[item]))
where not public.image_refs_ok(images);
alter table public.selections add constraint selections_images_refs_ok check (public.image_refs_ok(images));
